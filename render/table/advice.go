package table

import (
	"fmt"
	"strconv"
	"strings"

	"felt/game/table"
	"felt/render/box"
	"felt/render/coach"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"
	"felt/render/widget"
)

// The hint at the table: the coach (render/coach) gives the advice on the person's
// decision; the table shows it on request (HINT, the ? key, act('hint')) or at every decision
// (the hints setting), with the trainer's warning when one stands.

// hintPanel is the hint's lines as laid out, kept until what they show changes.
type hintPanel struct {
	lines [6]widget.Label
	n     int          // the lines in use
	set   linesKey     // what the lines were set for
	meas  widget.Label // scratch, to measure a line being wrapped
}

// linesKey is what the hint's lines depend on: the decision, the trainer's warning on it,
// the orientation and the scale they were measured at.
type linesKey struct {
	advice    uint64
	warned    bool
	warnedFor table.Action
	o         layout.Orientation
	scale     float64
}

// adviceKey names the decision awaited from the person now (coach.Key), or 0: none, or a
// replay.
func (s *Scene) adviceKey() uint64 {
	if s.opts.Log != nil {
		return 0
	}
	return coach.Key(s.core, s.person)
}

// advice returns the advice on the person's decision now, and false when none is awaited
// or the game gives none.
func (s *Scene) advice() (coach.Advice, bool) { return s.coach.Advice(s.core, s.adviceKey()) }

// hintShown reports whether the hint is on the table now.
func (s *Scene) hintShown() bool {
	k := s.adviceKey()
	if k == 0 || s.animating() || s.help {
		return false
	}
	return s.prefs.hints || s.coach.Asked(k)
}

// hint shows or hides the hint on the decision now (arg on, off, or none to toggle).
func (s *Scene) hint(arg string) error { return s.coach.Hint(s.core, s.adviceKey(), arg) }

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
func (s *Scene) setHintLines(a *coach.Advice, scale float64) int {
	warnedFor, warned := s.coach.Warned(s.adviceKey())
	k := linesKey{advice: s.adviceKey(), warned: warned, warnedFor: warnedFor, o: s.geom.O, scale: scale}
	if k == s.hp.set {
		return s.hp.n
	}
	s.hp.set = k
	size, _ := s.hintSizes()
	width := 720.0
	if s.geom.O == layout.Portrait {
		width = 640
	}
	l := &s.hp.lines
	if warned {
		l[0].Set(fmt.Sprintf("TRAINER  ·  %s COSTS %s ANTE  ·  BEST: %s", s.Decision(warnedFor),
			strconv.FormatFloat(a.Cost(warnedFor), 'f', 3, 64), s.Decision(a.Best)), fonts.Bold, size+2, 0xFFB4A0)
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
	s.hp.n = n + 1
	return s.hp.n
}

// wrapTo cuts a sentence into lines no wider than width design units at type size size,
// measured as drawn at scale.
func (s *Scene) wrapTo(t string, size, width, scale float64) []string {
	lines := box.Words(t, width, func(try string) float64 {
		s.hp.meas.Set(try, fonts.Medium, size, paint.Ink)
		tw, _ := s.hp.meas.Size(s.fonts, scale)
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
		lw, _ := s.hp.lines[i].Size(s.fonts, v.Scale)
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
		s.fr.label(&s.hp.lines[i], x, y, text.AlignCenter, 1)
	}
}

// Trainer returns the trainer's setting and the session's report, for the report page.
func (s *Scene) Trainer() coach.TrainerState {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.coach.Trainer(s.adviceKey())
}
