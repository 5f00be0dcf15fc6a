// Package coach is the strategy advisor's voice at the table: the advice on the decision the
// person is asked for (from the game's game/advice Advisor, worked out once per decision),
// the hint the player asked for, and the trainer, which stops a costly decision once with a
// warning and grades every decision of the session for its report. The coach decides
// nothing of the round: it judges a decision against the advisor before the table hands it to
// the rules core. It draws nothing: the table places the hint (render/table).
package coach

import (
	"errors"

	"felt/game/advice"
	"felt/game/table"
	"felt/render/command"
)

// Advice is the advisor's answer on the decision awaited from the person: each legal
// decision with its expected value in antes (the round's main wagers, the best play after
// it), the best, and why.
type Advice struct {
	// Street names the decision: "play" at Crazy 4 Poker, "across", "down" or "middle".
	Street  string
	Best    table.Action
	Options []Option
	Why     string
}

// Option is one legal decision and its expected value in antes.
type Option struct {
	Action table.Action
	EV     float64
}

// Cost returns what decision a gives up against the best, in antes (0 for one not listed).
func (a *Advice) Cost(d table.Action) float64 {
	var best, got float64
	found := false
	for _, o := range a.Options {
		if o.Action == a.Best {
			best = o.EV
		}
		if o.Action == d {
			got, found = o.EV, true
		}
	}
	if !found {
		return 0
	}
	return best - got
}

// State is the hook's view of the advice: while the person's decision is awaited.
type State struct {
	Street  string        `json:"street"`
	Best    string        `json:"best"`
	Options []OptionState `json:"options"`
	Why     string        `json:"why"`
	// Shown reports that the hint is on the table (asked for, or the hints setting).
	Shown bool `json:"shown"`
}

// OptionState is one option of the advice: "fold", "1x", "2x" or "3x", and its value.
type OptionState struct {
	Action string  `json:"action"`
	EV     float64 `json:"ev"`
}

// ActionName names a decision for the hook: "fold", "1x", "2x", "3x".
func ActionName(a table.Action) string {
	if a == table.Fold {
		return "fold"
	}
	return a.String()
}

// ErrNoDecision: a decision (or a hint on one) asked for when none is awaited.
var ErrNoDecision = errors.New("no decision to make now: place your bets, then deal (Space)")

// Coach is a table's coach: the advice on the decision now, the hint asked for, and the
// trainer with the session's graded decisions. A decision is named by a key the table gives
// (Key): 0 is none awaited.
type Coach struct {
	advisor func() *advice.Advisor    // the game's advisor now (it is made with the core it advises on)
	name    func(table.Action) string // a decision in the table's words ("PLAY 2x")

	key   uint64 // the decision the advice is for; 0: none worked out
	ok    bool
	a     Advice
	asked uint64 // the decision the player asked a hint for

	train trainer // trainer.go
}

// New makes the coach of a table whose game advises with the advisor adv returns when asked
// (nil: the game has none; a plug makes its advisor with each core it opens), naming
// decisions with name.
func New(adv func() *advice.Advisor, name func(table.Action) string) *Coach {
	return &Coach{advisor: adv, name: name}
}

// Key names the decision the person in seat person is asked for now: the round and how far
// its events have gone (each street adds events), or 0 when none is awaited (person < 0: no
// seat, or a replay).
func Key(g table.Game, person int) uint64 {
	if person < 0 || g.Phase() != table.Deciding || g.Turn() != person {
		return 0
	}
	return g.Round()<<20 | uint64(len(g.Events()))&(1<<20-1) | 1<<63
}

// Advice returns the advice on the decision k of the person at g, and false when none is
// awaited or the game gives none.
func (c *Coach) Advice(g table.Game, k uint64) (Advice, bool) {
	if k == 0 {
		return Advice{}, false
	}
	if c.key != k {
		c.key = k
		c.a, c.ok = c.advise(g)
	}
	return c.a, c.ok
}

// advise asks the advisor about the person's decision at g.
func (c *Coach) advise(g table.Game) (Advice, bool) {
	adv := c.advisor()
	if adv == nil {
		return Advice{}, false
	}
	ad, err := adv.Seat(g, g.Person())
	if err != nil {
		return Advice{}, false
	}
	out := Advice{Street: ad.Street.String(), Best: advice.Action(ad.Best), Why: ad.Why}
	for _, o := range ad.Options {
		out.Options = append(out.Options, Option{Action: advice.Action(o.Decision), EV: ad.EV(o.Decision)})
	}
	return out, true
}

// Demo is the decision the self-playing demonstration makes for the person at g: the
// advisor's best for the hand as it stands, after the bets the person made on the streets
// before (which need not be the strategy's: a player who took over from the demonstration
// may have bet otherwise); a fold when the game has no advisor.
func (c *Coach) Demo(g table.Game) table.Action {
	adv := c.advisor()
	if adv == nil {
		return table.Fold
	}
	return adv.Demo(g, g.Person())
}

// Asked reports whether the player asked for the hint on decision k.
func (c *Coach) Asked(k uint64) bool { return k != 0 && c.asked == k }

// Hint shows or hides the hint on decision k (arg on, off, or none to toggle).
func (c *Coach) Hint(g table.Game, k uint64, arg string) error {
	if _, ok := c.Advice(g, k); !ok {
		return ErrNoDecision
	}
	on, err := command.Switch(arg, c.asked == k)
	if err != nil {
		return err
	}
	c.asked = 0
	if on {
		c.asked = k
	}
	return nil
}

// State is the advice on decision k for the hook's state, or nil; shown says whether the
// hint is on the table.
func (c *Coach) State(g table.Game, k uint64, shown bool) *State {
	a, ok := c.Advice(g, k)
	if !ok {
		return nil
	}
	st := &State{Street: a.Street, Best: ActionName(a.Best), Why: a.Why, Shown: shown, Options: []OptionState{}}
	for _, o := range a.Options {
		st.Options = append(st.Options, OptionState{Action: ActionName(o.Action), EV: o.EV})
	}
	return st
}

// Look is what the coach adds to the picture's digest: the hint asked for, the warning
// standing, and whether the trainer is on.
func (c *Coach) Look() (asked, warned uint64, on bool) { return c.asked, c.train.warned, c.train.on }
