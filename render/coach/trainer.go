package coach

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	"felt/render/credits"
	"felt/render/keep"
)

// The trainer: with the trainer setting on, a decision that gives up more than a threshold
// of expected value against the advisor's best is stopped before it reaches the core, with a
// warning that says what it costs; the same decision again goes ahead. Every decision the
// person makes this session (the demonstration's aside) is graded against the advice, and
// the session's report says how many were the best and what the others cost in credits.

// DefaultThreshold is the trainer's threshold when none is given: a fiftieth of an ante;
// MaxThreshold the largest one may give.
const (
	DefaultThreshold = 0.02
	MaxThreshold     = 10
)

// ErrCostly is the trainer's warning: the decision costs more than the threshold. The same
// decision again goes ahead.
var ErrCostly = errors.New("trainer")

// Graded is one decision the person made, judged by the advisor.
type Graded struct {
	Round  uint64         `json:"round"`
	Street string         `json:"street"`
	Made   string         `json:"made"`
	Best   string         `json:"best"`
	Cost   float64        `json:"cost"`    // antes given up against the best (0 for the best)
	Ante   money.Amount   `json:"-"`       // the ante it was made on
	Lost   credits.Amount `json:"credits"` // the cost in credits: Cost × the ante
	Why    string         `json:"why"`
}

// trainer is the trainer's setting and the session's graded decisions.
type trainer struct {
	on        bool
	threshold float64 // antes
	warned    uint64  // the decision (Key) a warning stands for
	warnedFor table.Action
	warning   string
	graded    []Graded
}

// maxGraded bounds the decisions a session keeps for its report.
const maxGraded = 2000

// Train sets the trainer: "on", "off", none to toggle, or a threshold in antes ("0.05"),
// which turns it on. The table saves the setting after (Saved).
func (c *Coach) Train(arg string) error {
	t := &c.train
	if x, err := strconv.ParseFloat(strings.TrimSpace(arg), 64); err == nil {
		if math.IsNaN(x) || x < 0 || x > MaxThreshold {
			return fmt.Errorf("%w: trainer %s (want on, off or a threshold of 0 to 10 antes)", command.ErrArg, command.Quote(arg, 12))
		}
		t.on, t.threshold = true, x
		return nil
	}
	on, err := command.Switch(arg, t.on)
	if err != nil {
		return fmt.Errorf("%w: trainer %s (want on, off or a threshold of 0 to 10 antes)", command.ErrArg, command.Quote(arg, 12))
	}
	t.on = on
	if t.threshold == 0 {
		t.threshold = DefaultThreshold
	}
	t.warned, t.warning = 0, ""
	return nil
}

// The trainer's setting is kept with the player's settings.
var _ keep.Chooser = (*Coach)(nil)

// Put puts the trainer in the settings kept: the threshold while it is on (a threshold of 0
// is kept as the smallest positive one), 0 when off.
func (c *Coach) Put(st *keep.Settings) {
	st.Trainer = 0
	if c.train.on {
		st.Trainer = max(c.train.threshold, 1e-9)
	}
}

// Take sets the trainer from the settings kept (Put): on at that threshold when it is a
// threshold one may give.
func (c *Coach) Take(st keep.Settings) {
	if st.Trainer > 0 && st.Trainer <= MaxThreshold {
		c.train.on, c.train.threshold = true, st.Trainer
	}
}

// Judge grades the person's decision a on decision k at g before it is made; with the
// trainer on it refuses a costly one the first time, with the warning. ok is false when
// there is nothing to grade (no advice, a decision the core would refuse).
func (c *Coach) Judge(g table.Game, k uint64, a table.Action) (gr Graded, ok bool, err error) {
	adv, ok := c.Advice(g, k)
	person := g.Person()
	if !ok || !g.Legal(person).Has(a) {
		return Graded{}, false, nil
	}
	ante := g.Bets(person)[0]
	cost := adv.Cost(a)
	gr = Graded{Round: g.Round(), Street: adv.Street, Made: ActionName(a), Best: ActionName(adv.Best), Cost: cost,
		Ante: ante, Lost: credits.Amount(money.Amount(math.Round(cost * float64(ante)))), Why: adv.Why}
	t := &c.train
	if t.on && cost > t.threshold+1e-12 && !(t.warned == k && t.warnedFor == a) {
		t.warned, t.warnedFor = k, a
		t.warning = fmt.Sprintf("%s costs %s ante here (%s credits): %s is best. %s again to go ahead.",
			c.name(a), strconv.FormatFloat(cost, 'f', 3, 64), money.Amount(gr.Lost).String(), c.name(adv.Best), c.name(a))
		c.asked = k // the hint shows the options and the warning
		return gr, true, fmt.Errorf("%w: %s costs %s credits: %s again to go ahead", ErrCostly, c.name(a), money.Amount(gr.Lost).String(), c.name(a))
	}
	return gr, true, nil
}

// Graded keeps a decision the core took.
func (c *Coach) Graded(g Graded) {
	t := &c.train
	t.warned, t.warning = 0, ""
	if len(t.graded) == maxGraded {
		t.graded = append(t.graded[:0], t.graded[1:]...)
	}
	t.graded = append(t.graded, g)
}

// Warned returns the decision the trainer's warning on decision k stands for, if one does.
func (c *Coach) Warned(k uint64) (table.Action, bool) {
	t := &c.train
	return t.warnedFor, t.warned != 0 && t.warned == k
}

// Report is the trainer's report on the session's decisions.
type Report struct {
	Decisions int            `json:"decisions"`
	Best      int            `json:"best"`
	Mistakes  int            `json:"mistakes"`
	Cost      float64        `json:"cost"`    // antes given up in all
	Lost      credits.Amount `json:"credits"` // credits given up in all
	Grade     string         `json:"grade"`
	// Worst are the costliest mistakes, the costliest first (at most five).
	Worst []Graded `json:"worst"`
}

// TrainerState is the hook's view of the trainer.
type TrainerState struct {
	On        bool    `json:"on"`
	Threshold float64 `json:"threshold"`
	Warning   string  `json:"warning,omitempty"`
	Report    Report  `json:"report"`
}

// Report grades the session: a mistake is a decision that gave up more than a thousandth
// of an ante; the grade is by the share of decisions that were the best or as good.
func (c *Coach) Report() Report {
	r := Report{Worst: []Graded{}}
	var lost money.Amount
	for _, g := range c.train.graded {
		r.Decisions++
		if g.Cost <= 0.001 {
			r.Best++
			continue
		}
		r.Mistakes++
		r.Cost += g.Cost
		lost += money.Amount(g.Lost)
		r.Worst = append(r.Worst, g)
	}
	r.Lost = credits.Amount(lost)
	for i := 1; i < len(r.Worst); i++ {
		for j := i; j > 0 && r.Worst[j].Lost > r.Worst[j-1].Lost; j-- {
			r.Worst[j], r.Worst[j-1] = r.Worst[j-1], r.Worst[j]
		}
	}
	if len(r.Worst) > 5 {
		r.Worst = r.Worst[:5]
	}
	r.Grade = grade(r.Best, r.Decisions)
	return r
}

// grade is the letter for best decisions out of n: A from 95%, B from 85%, C from 70%, D
// from 50%, else F; "-" with none made.
func grade(best, n int) string {
	if n == 0 {
		return "-"
	}
	p := float64(best) / float64(n)
	switch {
	case p >= 0.95:
		return "A"
	case p >= 0.85:
		return "B"
	case p >= 0.70:
		return "C"
	case p >= 0.50:
		return "D"
	}
	return "F"
}

// Trainer is the trainer for the hook's state, at decision k.
func (c *Coach) Trainer(k uint64) TrainerState {
	t := &c.train
	st := TrainerState{On: t.on, Threshold: t.threshold, Report: c.Report()}
	if t.warned != 0 && t.warned == k {
		st.Warning = t.warning
	}
	return st
}
