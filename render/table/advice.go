package table

import (
	"fmt"
	"strconv"
	"strings"

	"felt/game/advice"
	"felt/game/table"
	"felt/render/box"
	"felt/render/command"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"
	"felt/render/widget"
)

// The strategy advisor at the table: the plug gives its advice on the person's decision
// (Plug.Advise, from game/advice), the machinery shows it on request (HINT, the ? key,
// act('hint')) or at every decision (the hints setting), reports it in the hook's state, and
// the trainer (trainer.go) judges each decision by it.

// Advice is the advisor's answer on the decision awaited from the person: each legal
// decision with its expected value in antes (the round's main wagers, the best play after
// it), the best, and why.
type Advice struct {
	// Street names the decision: "play" at Crazy 4 Poker, "across", "down" or "middle".
	Street  string
	Best    table.Action
	Options []AdviceOption
	Why     string
}

// AdviceOption is one legal decision and its expected value in antes.
type AdviceOption struct {
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

// AdviceState is the hook's view of the advice: while the person's decision is awaited.
type AdviceState struct {
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

// adviser is the scene's advice on the decision now, worked out once per decision.
type adviser struct {
	key   uint64 // the decision it is for (adviceKey); 0: none worked out
	ok    bool
	a     Advice
	asked uint64 // the decision the player asked a hint for
	lines [6]widget.Label
	n     int          // the lines in use
	set   linesKey     // what the lines were set for
	meas  widget.Label // scratch, to measure a line being wrapped
}

// linesKey is what the hint's lines depend on: the decision, the trainer's warning on it,
// the orientation and the scale they were measured at.
type linesKey struct {
	advice, warned uint64
	warnedFor      table.Action
	o              layout.Orientation
	scale          float64
}

// adviceKey names the decision awaited now: the round and how far its events have gone
// (each street adds events), or 0 when no decision of the person's is awaited.
func (s *Scene) adviceKey() uint64 {
	c := s.core
	if s.person < 0 || s.opts.Log != nil || c.Phase() != table.Deciding || c.Turn() != s.person {
		return 0
	}
	return c.Round()<<20 | uint64(len(c.Events()))&(1<<20-1) | 1<<63
}

// advice returns the advice on the person's decision now, and false when none is awaited
// or the game gives none.
func (s *Scene) advice() (Advice, bool) {
	k := s.adviceKey()
	if k == 0 {
		return Advice{}, false
	}
	if s.adv.key != k {
		s.adv.key = k
		s.adv.a, s.adv.ok = s.advise()
	}
	return s.adv.a, s.adv.ok
}

// hintShown reports whether the hint is on the table now.
func (s *Scene) hintShown() bool {
	k := s.adviceKey()
	if k == 0 || s.animating() || s.help {
		return false
	}
	return s.prefs.hints || s.adv.asked == k
}

// hint shows or hides the hint on the decision now (arg on, off, or none to toggle).
func (s *Scene) hint(arg string) error {
	k := s.adviceKey()
	if k == 0 {
		return ErrNoDecision
	}
	if _, ok := s.advice(); !ok {
		return ErrNoDecision
	}
	on, err := command.Switch(arg, s.adv.asked == k)
	if err != nil {
		return err
	}
	s.adv.asked = 0
	if on {
		s.adv.asked = k
	}
	return nil
}

// adviceState is the advice for the hook's state, or nil.
func (s *Scene) adviceState() *AdviceState {
	a, ok := s.advice()
	if !ok {
		return nil
	}
	st := &AdviceState{Street: a.Street, Best: ActionName(a.Best), Why: a.Why, Shown: s.hintShown(), Options: []OptionState{}}
	for _, o := range a.Options {
		st.Options = append(st.Options, OptionState{Action: ActionName(o.Action), EV: o.EV})
	}
	return st
}

// evText prints an expected value in antes with its sign: "+1.003", "−2.000".
func evText(x float64) string {
	t := strconv.FormatFloat(x, 'f', 3, 64)
	if strings.HasPrefix(t, "-") {
		return "−" + t[1:]
	}
	return "+" + t
}

// hintRect is where the hint panel goes: centred over the table, its foot on the result
// line's (which shows nothing while a decision is awaited); in portrait, where the panel is
// taller, its foot just above the message line, which says a refusal or the trainer's word.
func (s *Scene) hintRect(lines int) layout.Rect {
	g := &s.geom
	w := 760.0
	_, step := s.hintSizes()
	h := 20 + step*float64(lines)
	foot := g.Result.Y + g.Result.H
	if g.O == layout.Portrait {
		w = 680
	}
	// The message line (the dealer's news, a refusal, the trainer's word) stays clear.
	if g.Message.Y-22 < foot && g.Message.Y+12 > foot-h {
		foot = g.Message.Y - 22
	}
	if m := s.msg.at; m.W > 0 && m.Y-6 < foot && m.Y+m.H > foot-h {
		foot = m.Y - 6
	}
	cx := g.Result.X + g.Result.W/2
	return layout.Rect{X: cx - w/2, Y: foot - h, W: w, H: h}
}

// hintSizes are the panel's type size and line step, in design units: larger in portrait,
// whose design a phone shrinks most.
func (s *Scene) hintSizes() (size, step float64) {
	if s.geom.O == layout.Portrait {
		return 16, 26
	}
	return 13, 22
}

// setHintLines sets the panel's lines for the advice: the best decision, the reason (up to
// three lines), and every option's value.
func (s *Scene) setHintLines(a *Advice, scale float64) int {
	k := linesKey{advice: s.adviceKey(), warned: s.train.warned, warnedFor: s.train.warnedFor, o: s.geom.O, scale: scale}
	if k == s.adv.set {
		return s.adv.n
	}
	s.adv.set = k
	size, _ := s.hintSizes()
	width := 720.0
	if s.geom.O == layout.Portrait {
		width = 640
	}
	l := &s.adv.lines
	if w := s.train.warned; w != 0 && w == s.adviceKey() {
		l[0].Set(fmt.Sprintf("TRAINER  ·  %s COSTS %s ANTE  ·  BEST: %s", s.Decision(s.train.warnedFor),
			strconv.FormatFloat(a.Cost(s.train.warnedFor), 'f', 3, 64), s.Decision(a.Best)), fonts.Bold, size+2, 0xFFB4A0)
	} else {
		l[0].Set("HINT  ·  "+s.Decision(a.Best), fonts.Bold, size+2, paint.Brass)
	}
	why := s.wrapTo(a.Why, size, width, scale)
	if len(why) > 3 {
		why[2] = strings.Join(why[2:], " ")
		why = why[:3]
	}
	n := 1
	for _, w := range why {
		l[n].Set(w, fonts.Medium, size, paint.Ink)
		n++
	}
	var b strings.Builder
	for i, o := range a.Options {
		if i > 0 {
			b.WriteString("     ")
		}
		b.WriteString(s.Decision(o.Action))
		b.WriteByte(' ')
		b.WriteString(evText(o.EV))
	}
	b.WriteString("  antes")
	l[n].Set(b.String(), fonts.Medium, size, 0xE8D9A8)
	s.adv.n = n + 1
	return s.adv.n
}

// advise is the strategy advisor's advice on the person's decision now, and false when
// none is awaited or the game has no advisor.
func (s *Scene) advise() (Advice, bool) {
	adv := s.plug.Advisor()
	if adv == nil {
		return Advice{}, false
	}
	ad, err := adv.Seat(s.core, s.core.Person())
	if err != nil {
		return Advice{}, false
	}
	out := Advice{Street: ad.Street.String(), Best: advice.Action(ad.Best), Why: ad.Why}
	for _, o := range ad.Options {
		out.Options = append(out.Options, AdviceOption{Action: advice.Action(o.Decision), EV: ad.EV(o.Decision)})
	}
	return out, true
}

// demoAction is the decision the self-playing demonstration makes for the person now: the
// advisor's best for the hand as it stands, after the bets the person made on the streets
// before (which need not be the strategy's: a player who took over from the demonstration
// may have bet otherwise); a fold when the game has no advisor.
func (s *Scene) demoAction() table.Action {
	adv := s.plug.Advisor()
	if adv == nil {
		return table.Fold
	}
	return adv.Demo(s.core, s.core.Person())
}

// wrapTo cuts a sentence into lines no wider than width design units at type size size,
// measured as drawn at scale.
func (s *Scene) wrapTo(t string, size, width, scale float64) []string {
	lines := box.Words(t, width, func(try string) float64 {
		s.adv.meas.Set(try, fonts.Medium, size, paint.Ink)
		tw, _ := s.adv.meas.Size(s.fonts, scale)
		return tw / scale
	})
	if len(lines) == 0 {
		return []string{""}
	}
	return lines
}

// placeHint places the hint panel when it is shown.
func (s *Scene) placeHint(v layout.View) {
	if !s.hintShown() {
		return
	}
	a, ok := s.advice()
	if !ok {
		return
	}
	n := s.setHintLines(&a, v.Scale)
	r := s.hintRect(n)
	// As wide as the longest line, with a margin.
	w := 0.0
	for i := range n {
		lw, _ := s.adv.lines[i].Size(s.fonts, v.Scale)
		w = max(w, lw/v.Scale)
	}
	if w += 48; w < r.W {
		r.X, r.W = r.X+(r.W-w)/2, w
	}
	d := v.Rect(r)
	s.fr.round(layout.Rect{X: d.X + v.Len(2), Y: d.Y + v.Len(3), W: d.W, H: d.H}, v.Len(10), 0, paint.Night, 0.5)
	s.fr.round(d, v.Len(10), 0, 0x120C08, 0.93)
	s.fr.round(d, v.Len(10), v.Len(1.5), paint.Brass, 0.9)
	_, step := s.hintSizes()
	for i := range n {
		x, y := v.ToDevice(r.X+r.W/2, r.Y+20+step*float64(i))
		s.fr.label(&s.adv.lines[i], x, y, text.AlignCenter, 1)
	}
}
