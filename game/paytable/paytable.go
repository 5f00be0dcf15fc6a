// Package paytable holds the pay tables of both games as data, one
// definition per table of the rule documents, and finds the line a hand
// is paid on.
package paytable

import (
	"fmt"

	"felt/game/money"
)

// Kind says how a pay line pays.
type Kind uint8

// The ways a line pays.
const (
	// Odds pays fixed odds, "to 1" or "for 1".
	Odds Kind = iota
	// Push returns the stake.
	Push
	// Meter pays a percentage of a progressive meter.
	Meter
)

// Pay is what one line of a pay table pays.
type Pay struct {
	Kind Kind
	// Odds are the fixed odds of an Odds line.
	Odds money.Odds
	// Level is the meter level a Meter line pays from: 0 is the system's
	// top level (the only one, or Major, or Mega), 1 the next, and so on.
	Level int
	// Percent is the share of the meter a Meter line pays: 100 or 10.
	Percent int64
}

// PayOdds returns a fixed-odds pay.
func PayOdds(o money.Odds) Pay { return Pay{Kind: Odds, Odds: o} }

// PayMeter returns a pay of percent of meter level.
func PayMeter(level int, percent int64) Pay { return Pay{Kind: Meter, Level: level, Percent: percent} }

// PayPush returns a push.
func PayPush() Pay { return Pay{Kind: Push} }

// String prints the pay as the documents do: "200 to 1", "100% of meter",
// "Push".
func (p Pay) String() string {
	switch p.Kind {
	case Push:
		return "Push"
	case Meter:
		return fmt.Sprintf("%d%% of meter", p.Percent)
	}
	return p.Odds.String()
}

// Line is one line of a pay table: the hands it pays, from the lowest class
// up to the next line's, and what it pays.
type Line[C ~uint8] struct {
	// Hand is the line's label as the documents print it.
	Hand string
	// From is the lowest class of hand the line pays.
	From C
	Pay  Pay
	// Envy is the Envy Bonus or Community Pay the line earns the other
	// bettors at the table, per credit of their wager (0 for none).
	Envy money.Amount
}

// Table is a pay table: its name as the documents give it and its lines,
// highest first. A hand is paid on the first line whose From it reaches;
// a hand below every line loses.
type Table[C ~uint8] struct {
	// Name is the document's name for the table: "A", "pays2", "PTMGL01".
	Name string
	// Title is a longer name for people: "Queens Up, paytable A (C4P-09)".
	Title string
	Lines []Line[C]
}

// Find returns the index of the line that pays a hand of class c, or -1
// when the hand loses.
func (t Table[C]) Find(c C) int {
	for i := range t.Lines {
		if c >= t.Lines[i].From {
			return i
		}
	}
	return -1
}

// Lookup returns the line that pays a hand of class c and whether there is one.
func (t Table[C]) Lookup(c C) (Line[C], bool) {
	if i := t.Find(c); i >= 0 {
		return t.Lines[i], true
	}
	return Line[C]{}, false
}

// Validate checks that the lines run from the highest class down, each
// strictly lower than the one before.
func (t Table[C]) Validate() error {
	if len(t.Lines) == 0 {
		return fmt.Errorf("paytable %s: no lines", t.Name)
	}
	for i := 1; i < len(t.Lines); i++ {
		if t.Lines[i].From >= t.Lines[i-1].From {
			return fmt.Errorf("paytable %s: line %q is not below %q", t.Name, t.Lines[i].Hand, t.Lines[i-1].Hand)
		}
	}
	return nil
}
