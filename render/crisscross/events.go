package crisscross

import (
	"math/bits"

	"felt/game/cards"
	cc "felt/game/crisscross"
	"felt/game/hand"
	"felt/game/paytable"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/stage"
	"felt/render/widget"
)

// jacks is the least pair the main pay table pays (and the antes win on).
const jacks = cards.Jack

// tShow is how long the table waits after the person's hand is named on a street, at normal
// speed: time to read it before the next seat decides.
const tShow = 30

// line is one of a seat's two hands, as the table names it.
type line struct {
	label widget.Label
	// narrow are the person's name in less room (a phone's large type between the
	// table-mates): with the line's arrow for its word ("↕ Two Pair, Queens and Threes"),
	// then in a few words ("↕ Two Pair").
	narrow [2]widget.Label
	// phone is a table-mate's name as a phone shows it: its kind in the fewest words
	// ("↕ Pair", stage.PhoneHand).
	phone widget.Label
	a     anim.Value
	value hand.Five
	cards uint8 // the cards it uses (cc.AcrossCards, a bit each)
	whole bool  // five cards: the hand is made
	on    bool
	// held says a table-mate's hand is named but not shown: it shows when a wager it
	// decides wins (showWon).
	held bool
}

// seatHands are a seat's Across and Down hands as the playback has named them, and its
// own lights: the Bonus Spin Xtreme sensor lit at coin-in, the glow of a Community Pay.
type seatHands struct {
	across, down line
	xtreme       anim.Value
	community    anim.Value
}

// crossLight is the cross as the playback shows it: the street being bet, whose line of the
// cross is lit.
type crossLight struct {
	street cc.Street
	line   [3]anim.Value // the Across line, the Down line, the middle card
}

// Event implements stage.Actor: the events of Criss Cross Poker's own. It takes the hands and
// the wheels, and notes what it needs of the others (which it leaves to the machinery).
func (t *Table) Event(s stage.Mover, e table.Event) (int, bool) {
	if wait, ok := t.spinEvent(s, e); ok {
		return wait, true
	}
	now := s.Now()
	switch e.Kind {
	case table.RoundStart:
		t.spin.round = uint64(e.Amount)
	case table.SeatTaken, table.SeatState:
		if n := int(e.Seat); seatOK(n) {
			t.names[n] = ""
			if i := int(e.Index); e.Index != table.PersonIndex && i < len(t.roster) {
				t.names[n] = t.roster[i].Name
			}
		}
	case table.SeatLeft:
		if n := int(e.Seat); seatOK(n) {
			t.names[n] = ""
		}
	case table.Turn:
		if st := streetOf(e.Wager); st != cc.NoStreet && st != t.cross.street {
			t.cross.street = st
			t.lightStreet(s)
		}
	case table.CardShown:
		if e.Seat == table.Community && cc.Position(e.Index) == cc.Middle {
			// The last card turns: no more streets.
			t.cross.street = cc.NoStreet
			t.lightStreet(s)
		}
	case table.Decided:
		if n := int(e.Seat); seatOK(n) && e.Action == table.Fold {
			// A folded hand is not named any more.
			h := &t.hands[n]
			h.across.a.GoTo(now, 0, s.Ticks(stage.TFlip), anim.Linear)
			h.down.a.GoTo(now, 0, s.Ticks(stage.TFlip), anim.Linear)
			h.across.on, h.down.on = false, false
		}
	case table.HandRanked:
		return t.onRanked(s, e), true
	case table.Settled:
		t.onSettled(s, e)
	case table.Paid:
		if e.Result == table.CommunityPay {
			t.onCommunity(s, e)
		}
	case table.Collected:
		if n := int(e.Seat); seatOK(n) && e.Wager == cc.Xtreme && s.Core().MeterOf(cc.Xtreme) > 0 {
			t.hands[n].xtreme.GoTo(now, 1, s.Ticks(stage.TFlip), anim.OutQuad)
		}
	case table.RoundEnd:
		t.cross.street = cc.NoStreet
		t.lightStreet(s)
	}
	return 0, false
}

// streetOf is the street whose bet w is.
func streetOf(w table.Wager) cc.Street {
	switch w {
	case cc.AcrossBet:
		return cc.AcrossStreet
	case cc.DownBet:
		return cc.DownStreet
	case cc.MiddleBet:
		return cc.MiddleStreet
	}
	return cc.NoStreet
}

// seatOK reports whether n is a seat.
func seatOK(n int) bool { return n >= 0 && n < table.Seats }

// lightStreet lights the line of the cross the street is bet on.
func (t *Table) lightStreet(s stage.Mover) {
	now, dur := s.Now(), s.Ticks(stage.TFlip)
	for i := range t.cross.line {
		to := 0.0
		if int(t.cross.street) == i+1 {
			to = 1
		}
		t.cross.line[i].GoTo(now, to, dur, anim.OutQuad)
	}
}

// onRanked names a hand: the Five Card Bonus hand of the community cards, or a seat's Across
// or Down hand, as it forms on the streets (the person's) or made at the settlement, its line
// of the cross lifted and the other cards dimmed.
func (t *Table) onRanked(s stage.Mover, e table.Event) int {
	n := int(e.Seat)
	v := hand.Five(e.Value)
	if n == table.Community {
		t.liftCross(s, cc.CrossCards)
		t.five = fiveHand{v: v, on: true, narrow: t.geom.Narrow, s: s}
		s.SetDealerHand(t.five.name())
		if t.fivePays(v) {
			s.SetDealerLine(payText(t.cfg.FiveCard, v), true, "")
		}
		return s.Ticks(stage.TRank)
	}
	if !seatOK(n) {
		return 0
	}
	h := &t.hands[n]
	l, word := &h.across, "ACROSS · "
	if e.Wager == cc.DownBet {
		l, word = &h.down, "DOWN · "
	}
	name, good := t.HandName(e)
	if e.Index == cc.HoleCards {
		// The two hole cards alone, at the deal: both lines are the same two cards, named
		// once, and only when they pair.
		if e.Wager == cc.DownBet || v.Category() < hand.Pair5 {
			return s.Ticks(stage.TFlipGap)
		}
		word, good = "YOUR CARDS · ", v.PairOrBetter(cards.Six)
	}
	l.value, l.cards, l.whole, l.on = v, e.Index, e.Up || bits.OnesCount8(e.Index) == 5, true
	size, pill, ink := 15.0, stage.PillDark, paint.Ink
	if n != s.Person() {
		// A table-mate's column is narrow: its lines are marked by their direction, as the
		// cross's bands run (across ↔, down ↕).
		size, name = 9.5, shortName(v)
		word = "↔ "
		if l == &h.down {
			word = "↕ "
		}
	}
	if good {
		pill, ink = stage.PillGold, 0xFFE9A8
	}
	l.label.Set(word+name, fonts.Bold, size, ink)
	l.label.SetPill(pill, 0.85)
	l.label.SetLeast(0)
	if n != s.Person() {
		l.phone.Set(word+stage.PhoneHand(name), fonts.Bold, size, ink)
		l.phone.SetPill(pill, 0.85)
	}
	if n == s.Person() {
		// The person's hands' names the largest of their words on every screen.
		l.label.SetLeast(layout.HandText)
		arrow := "↔ "
		if l == &h.down {
			arrow = "↕ "
		}
		for i, t := range [2]string{arrow + name, arrow + shortName(v)} {
			l.narrow[i].Set(t, fonts.Bold, size, ink)
			l.narrow[i].SetPill(pill, 0.85)
			l.narrow[i].SetLeast(layout.HandText)
		}
	}
	if n == s.Person() {
		l.a.GoTo(s.Now(), 1, s.Ticks(stage.TFlip), anim.OutQuad)
	} else {
		// A table-mate's hand is named when the core settles a wager on it as won
		// (showWon): a losing one means nothing to the person.
		l.held = true
	}
	s.LiftCards(n, e.Index&cc.HoleCards)
	t.liftCross(s, e.Index&cc.CrossCards)
	s.For(s.Ticks(stage.TFlip))
	if n == s.Person() && !l.whole {
		return s.Ticks(tShow)
	}
	return s.Beat(n, stage.TRank)
}

// shortName names a hand in a few words, for a table-mate's small label: "Pair of Fours",
// "Two Pair", "Three Nines", "Ace high".
func shortName(v hand.Five) string {
	r := v.Rank(0)
	switch v.Category() {
	case hand.TwoPair5:
		return "Two Pair"
	case hand.Trips5:
		return "Three " + r.Plural()
	case hand.Straight5:
		return "Straight"
	case hand.Flush5:
		return "Flush"
	case hand.FullHouse5:
		return "Full House"
	case hand.Quads5:
		return "Four " + r.Plural()
	case hand.StraightFlush5:
		return "Straight Flush"
	case hand.RoyalFlush5:
		return "Royal Flush"
	}
	return v.Name()
}

// liftCross lifts the community cards a hand uses (a bit each, as cc.CardBit numbers them)
// and dims the others that lie face up.
func (t *Table) liftCross(s stage.Mover, mask uint8) {
	now, dur := s.Now(), s.Ticks(stage.TFlip)
	for p := range cc.Position(cc.CrossSize) {
		c, _, _, _, _ := s.CardAt(table.Community, int(p))
		switch {
		case c == nil || !c.On:
			continue
		case !c.Shown():
			c.Lift.GoTo(now, 0, dur, anim.Linear)
			c.Dim.GoTo(now, 0, dur, anim.Linear)
		case mask&cc.CardBit(p) != 0:
			c.Lift.GoTo(now, 0.7, dur, anim.OutQuad)
			c.Dim.GoTo(now, 0, dur, anim.Linear)
		default:
			c.Lift.GoTo(now, 0, dur, anim.Linear)
			c.Dim.GoTo(now, 0.5, dur, anim.Linear)
		}
	}
}

// onSettled shows a table-mate's hand a won wager was settled on, and names the hand the
// Middle bet was settled on (a table-mate's only on a win).
func (t *Table) onSettled(s stage.Mover, e table.Event) {
	n := int(e.Seat)
	if !seatOK(n) {
		return
	}
	t.showWon(s, n, e)
	mate := n != s.Person()
	if e.Wager != cc.MiddleBet || !(e.Result.Wins() || e.Result == table.Pushed && !mate) {
		return
	}
	// The Middle bet plays the better of the two hands (001 ch.11 I(3)): the event says
	// whose hand paid it.
	word := "ACROSS"
	if e.Index == uint8(cc.DownBet) {
		word = "DOWN"
	}
	s.SetTag(n, "MIDDLE ON "+word, e.Result != table.Pushed)
	// A phone's table-mate's in fewer words, the hand by its line's arrow.
	arrow := "↔"
	if word == "DOWN" {
		arrow = "↕"
	}
	s.SetTagPhone(n, "MIDDLE "+arrow, e.Result != table.Pushed)
}

// showWon shows a table-mate's Across or Down hand, named and held since it was ranked, when
// the core settles an ante or street bet on it as won.
func (t *Table) showWon(s stage.Mover, n int, e table.Event) {
	if n == s.Person() || !e.Result.Wins() {
		return
	}
	h := &t.hands[n]
	var l *line
	switch e.Wager {
	case cc.AnteAcross, cc.AcrossBet:
		l = &h.across
	case cc.AnteDown, cc.DownBet:
		l = &h.down
	default:
		return
	}
	if l.held {
		l.held = false
		l.a.GoTo(s.Now(), 1, s.Ticks(stage.TFlip), anim.OutQuad)
	}
}

// onCommunity lights the sensors of the seat a Community Pay pays (the machinery tags it
// and pays it out beside the wager).
func (t *Table) onCommunity(s stage.Mover, e table.Event) {
	n := int(e.Seat)
	if !seatOK(n) {
		return
	}
	h := &t.hands[n]
	h.community.Set(1)
	h.community.GoTo(s.Now(), 0, s.Ticks(3*stage.TWager), anim.Linear)
	s.For(s.Ticks(stage.TWager))
}

// fivePays reports whether the Five Card Bonus pay table pays a hand.
func (t *Table) fivePays(v hand.Five) bool {
	_, ok := t.cfg.FiveCard.Lookup(paytable.ClassOf5(v))
	return ok
}

// payText prints what a pay table pays on a hand, as its line reads: "PAYS 3 TO 1".
func payText(pt paytable.Table[paytable.Class5], v hand.Five) string {
	l, ok := pt.Lookup(paytable.ClassOf5(v))
	if !ok {
		return ""
	}
	return "PAYS " + upper(l.Pay.String())
}

// fiveHand is the Five Card Bonus hand of the community cards, named on the table.
type fiveHand struct {
	v      hand.Five
	on     bool        // named this round
	narrow bool        // named for a narrow table
	s      stage.Mover // the table it is named on
}

// name is the hand's name on the table. Beside the cross on a narrow table a long name would
// reach back over it: there it is "5 CARD · QUEEN HIGH".
func (f fiveHand) name() string {
	if f.narrow {
		return "5 CARD · " + upper(shortName(f.v))
	}
	return "5 CARD BONUS · " + upper(shortName(f.v))
}

// rename names the hand anew for a table laid out as g when it was named for another (a
// round settled before the phone's table was first laid out, as a restored one is, or a
// screen turned since). The scene lays the table out before it draws the hand's name.
func (f *fiveHand) rename(g *geometry) {
	if f.on && f.narrow != g.Narrow {
		f.narrow = g.Narrow
		f.s.SetDealerHand(f.name())
	}
}

// RoundStart implements stage.Actor: the hands, lights and wheels of the last round go.
func (t *Table) RoundStart(s stage.Mover) {
	now, dur := s.Now(), s.Ticks(stage.TSweep)
	for i := range t.hands {
		h := &t.hands[i]
		h.across.a.GoTo(now, 0, dur, anim.Linear)
		h.down.a.GoTo(now, 0, dur, anim.Linear)
		h.across.on, h.down.on = false, false
		h.across.held, h.down.held = false, false
		h.xtreme.GoTo(now, 0, dur, anim.Linear)
		h.community.Set(0)
	}
	t.cross.street = cc.NoStreet
	for i := range t.cross.line {
		t.cross.line[i].GoTo(now, 0, dur, anim.Linear)
	}
	t.five.on = false
	t.spin.roundStart(s)
}

// Finish implements stage.Actor: every movement of the game's own ends now, the wheel lands.
func (t *Table) Finish(s stage.Mover) {
	now := s.Now()
	for i := range t.hands {
		h := &t.hands[i]
		h.across.a.Finish(now)
		h.down.a.Finish(now)
		h.xtreme.Finish(now)
		h.community.Finish(now)
	}
	for i := range t.cross.line {
		t.cross.line[i].Finish(now)
	}
	t.spin.finish(s)
}

// upper returns s in capitals (ASCII; the hands' names are).
func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
