package table

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
)

// The trainer: with the trainer setting on, a decision that gives up more than a threshold
// of expected value against the advisor's best is stopped before it reaches the core, with a
// warning that says what it costs; the same decision again goes ahead. Every decision the
// person makes this session (the demonstration's aside) is graded against the advice, and
// the session's report says how many were the best and what the others cost in credits.

// DefaultThreshold is the trainer's threshold when none is given: a fiftieth of an ante;
// maxThreshold the largest one may give.
const (
	DefaultThreshold = 0.02
	maxThreshold     = 10
)

// ErrCostly is the trainer's warning: the decision costs more than the threshold. The same
// decision again goes ahead.
var ErrCostly = errors.New("trainer")

// Graded is one decision the person made, judged by the advisor.
type Graded struct {
	Round  uint64       `json:"round"`
	Street string       `json:"street"`
	Made   string       `json:"made"`
	Best   string       `json:"best"`
	Cost   float64      `json:"cost"`    // antes given up against the best (0 for the best)
	Ante   money.Amount `json:"-"`       // the ante it was made on
	Lost   Credits      `json:"credits"` // the cost in credits: Cost × the ante
	Why    string       `json:"why"`
}

// trainer is the trainer's setting and the session's graded decisions.
type trainer struct {
	on        bool
	threshold float64 // antes
	warned    uint64  // the decision (adviceKey) a warning stands for
	warnedFor table.Action
	warning   string
	graded    []Graded
}

// maxGraded bounds the decisions a session keeps for its report.
const maxGraded = 2000

// trainerCommand sets the trainer: "on", "off", none to toggle, or a threshold in antes
// ("0.05"), which turns it on.
func (s *Scene) trainerCommand(arg string) error {
	t := &s.train
	if x, err := strconv.ParseFloat(strings.TrimSpace(arg), 64); err == nil {
		if math.IsNaN(x) || x < 0 || x > maxThreshold {
			return fmt.Errorf("%w: trainer %s (want on, off or a threshold of 0 to 10 antes)", command.ErrArg, command.Quote(arg, 12))
		}
		t.on, t.threshold = true, x
		s.settingsChanged()
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
	s.settingsChanged()
	return nil
}

// saved is the trainer as the settings keep it: the threshold while it is on (a threshold of
// 0 is kept as the smallest positive one), 0 when off.
func (t *trainer) saved() float64 {
	if !t.on {
		return 0
	}
	return max(t.threshold, 1e-9)
}

// judge grades the person's decision a before it is made; with the trainer on it refuses a
// costly one the first time, with the warning. ok is false when there is nothing to grade
// (no advice, the demonstration).
func (s *Scene) judge(a table.Action) (g Graded, ok bool, err error) {
	if s.demo {
		return Graded{}, false, nil
	}
	adv, ok := s.advice()
	if !ok || !s.core.Legal(s.person).Has(a) {
		return Graded{}, false, nil
	}
	ante := s.core.Bets(s.person)[0]
	cost := adv.Cost(a)
	g = Graded{Round: s.core.Round(), Street: adv.Street, Made: ActionName(a), Best: ActionName(adv.Best), Cost: cost,
		Ante: ante, Lost: Credits(money.Amount(math.Round(cost * float64(ante)))), Why: adv.Why}
	t := &s.train
	k := s.adviceKey()
	if t.on && cost > t.threshold+1e-12 && !(t.warned == k && t.warnedFor == a) {
		t.warned, t.warnedFor = k, a
		t.warning = fmt.Sprintf("%s costs %s ante here (%s credits): %s is best. %s again to go ahead.",
			s.Decision(a), strconv.FormatFloat(cost, 'f', 3, 64), money.Amount(g.Lost).String(), s.Decision(adv.Best), s.Decision(a))
		s.adv.asked = k // the hint shows the options and the warning
		return g, true, fmt.Errorf("%w: %s costs %s credits: %s again to go ahead", ErrCostly, s.Decision(a), money.Amount(g.Lost).String(), s.Decision(a))
	}
	return g, true, nil
}

// graded keeps a decision the core took.
func (s *Scene) graded(g Graded) {
	t := &s.train
	t.warned, t.warning = 0, ""
	if len(t.graded) == maxGraded {
		t.graded = append(t.graded[:0], t.graded[1:]...)
	}
	t.graded = append(t.graded, g)
}

// Report is the trainer's report on the session's decisions.
type Report struct {
	Decisions int     `json:"decisions"`
	Best      int     `json:"best"`
	Mistakes  int     `json:"mistakes"`
	Cost      float64 `json:"cost"`    // antes given up in all
	Lost      Credits `json:"credits"` // credits given up in all
	Grade     string  `json:"grade"`
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

// report grades the session: a mistake is a decision that gave up more than a thousandth
// of an ante; the grade is by the share of decisions that were the best or as good.
func (s *Scene) report() Report {
	r := Report{Worst: []Graded{}}
	var lost money.Amount
	for _, g := range s.train.graded {
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
	r.Lost = Credits(lost)
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

// trainerState is the trainer for the hook's state.
func (s *Scene) trainerState() TrainerState {
	t := &s.train
	st := TrainerState{On: t.on, Threshold: t.threshold, Report: s.report()}
	if t.warned != 0 && t.warned == s.adviceKey() {
		st.Warning = t.warning
	}
	return st
}

// Trainer returns the trainer's setting and the session's report, for the report page.
func (s *Scene) Trainer() TrainerState {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.trainerState()
}
