package table

import (
	"strings"

	"felt/game/table"
	"felt/render/box"
	"felt/render/coach"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"
	"felt/render/widget"
)

// The hint at the table: the coach (render/coach) gives the advice on the person's
// decision, says whether the hint shows (on request: HINT, the ? key, act('hint'); or at
// every decision: the hints setting) and what its panel says, with the trainer's warning when
// one stands; the table lays the panel out and places it.

// hints is the hint at the table: the decision it is for, whether it is shown, its panel
// placed.
type hints struct{ s *Scene }

// hintPanel is the hint's lines as laid out, kept until what they show changes.
type hintPanel struct {
	lines [6]widget.Label
	n     int          // the lines in use
	key   linesKey     // what the lines were set for
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

// key names the decision awaited from the person now (coach.Key), or 0: none, or a
// replay.
func (h hints) key() uint64 {
	s := h.s
	if s.opts.Log != nil {
		return 0
	}
	return coach.Key(s.core, s.person)
}

// shown reports whether the hint is on the table now.
func (h hints) shown() bool {
	s := h.s
	k := h.key()
	return s.coach.Shows(k, s.prefs.Hints, k == 0 || s.animating() || s.help)
}

// rect is where the hint panel of n lines goes on a table of places g: centred over the
// table, its foot on the result line's (which shows nothing while a decision is awaited); in
// portrait, where the panel is taller, its foot just above the message line (msg, where the
// layout pass put it), which says a refusal or the trainer's word.
func (h *hintPanel) rect(g *geom.Places, msg layout.Rect, n int) layout.Rect {
	w := 760.0
	_, step := hintSizes(g.O)
	ht := 20 + step*float64(n)
	foot := g.Result.Y + g.Result.H
	if g.O == layout.Portrait {
		w = 680
	}
	// The message line (the dealer's news, a refusal, the trainer's word) stays clear.
	if g.Message.Y-22 < foot && g.Message.Y+12 > foot-ht {
		foot = g.Message.Y - 22
	}
	if msg.W > 0 && msg.Y-6 < foot && msg.Y+msg.H > foot-ht {
		foot = msg.Y - 6
	}
	cx := g.Result.X + g.Result.W/2
	return layout.Rect{X: cx - w/2, Y: foot - ht, W: w, H: ht}
}

// hintSizes are the panel's type size and line step, in design units: larger in portrait,
// whose design a phone shrinks most.
func hintSizes(o layout.Orientation) (size, step float64) {
	if o == layout.Portrait {
		return 16, 26
	}
	return 13, 22
}

// set sets the panel's lines to the coach's words w, as k names them: the head (the best
// decision, or the trainer's warning), the reason (up to three lines), and every option's
// value; the lines are measured with fs.
func (h *hintPanel) set(k linesKey, w *coach.Words, fs *fonts.Set) {
	h.key = k
	size, _ := hintSizes(k.o)
	width := 720.0
	if k.o == layout.Portrait {
		width = 640
	}
	l := &h.lines
	if w.Warning {
		l[0].Set(w.Head, fonts.Bold, size+2, 0xFFB4A0)
	} else {
		l[0].Set(w.Head, fonts.Bold, size+2, paint.Brass)
	}
	why := h.wrap(fs, w.Why, size, width, k.scale)
	if len(why) > 3 {
		why[2] = strings.Join(why[2:], " ")
		why = why[:3]
	}
	n := 1
	for _, line := range why {
		l[n].Set(line, fonts.Medium, size, paint.Ink)
		n++
	}
	l[n].Set(w.Values, fonts.Medium, size, 0xE8D9A8)
	h.n = n + 1
}

// wrap cuts a sentence into lines no wider than width design units at type size size,
// measured as drawn at scale.
func (h *hintPanel) wrap(fs *fonts.Set, t string, size, width, scale float64) []string {
	lines := box.Words(t, width, func(try string) float64 {
		h.meas.Set(try, fonts.Medium, size, paint.Ink)
		tw, _ := h.meas.Size(fs, scale)
		return tw / scale
	})
	if len(lines) == 0 {
		return []string{""}
	}
	return lines
}

// place places the panel of its n lines set on a table of places g, clear of the message
// at msg.
func (h *hintPanel) place(fr *frame, fs *fonts.Set, v layout.View, g *geom.Places, msg layout.Rect) {
	n := h.n
	r := h.rect(g, msg, n)
	// As wide as the longest line, with a margin.
	w := 0.0
	for i := range n {
		lw, _ := h.lines[i].Size(fs, v.Scale)
		w = max(w, lw/v.Scale)
	}
	if w += 48; w < r.W {
		r.X, r.W = r.X+(r.W-w)/2, w
	}
	d := v.Rect(r)
	fr.Round(layout.Rect{X: d.X + v.Len(2), Y: d.Y + v.Len(3), W: d.W, H: d.H}, v.Len(10), 0, paint.Night, 0.5)
	fr.Round(d, v.Len(10), 0, 0x120C08, 0.93)
	fr.Round(d, v.Len(10), v.Len(1.5), paint.Brass, 0.9)
	_, step := hintSizes(g.O)
	for i := range n {
		x, y := v.ToDevice(r.X+r.W/2, r.Y+20+step*float64(i))
		fr.Label(&h.lines[i], x, y, text.AlignCenter, 1)
	}
}

// place places the hint panel when it is shown.
func (h hints) place(v layout.View) {
	s := h.s
	if !h.shown() {
		return
	}
	k := h.key()
	warnedFor, warned := s.coach.Warned(k)
	if lk := (linesKey{advice: k, warned: warned, warnedFor: warnedFor, o: s.geom.O, scale: v.Scale}); lk != s.hp.key {
		// The words are made only when what they say changes: a frame at rest allocates
		// nothing.
		w, ok := s.coach.Words(s.core, k)
		if !ok {
			return
		}
		s.hp.set(lk, &w, s.fonts)
	}
	s.hp.place(&s.sheet.fr, s.fonts, v, &s.geom, s.stage.msg.at)
}

// Trainer returns the trainer's setting and the session's report, for the report page.
func (s *Scene) Trainer() coach.TrainerState {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.coach.Trainer(hints{s}.key())
}
