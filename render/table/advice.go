package table

import (
	"strings"

	"felt/game/table"
	"felt/render/box"
	"felt/render/coach"
	"felt/render/felt"
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
	lines [7]widget.Label
	n     int          // the lines in use
	key   linesKey     // what the lines were set for
	meas  widget.Label // scratch, to measure a line being wrapped
	size  float64      // the lines' type size, design units
	at    layout.Rect  // where the panel was last placed, design units (empty: nowhere)
}

// linesKey is what the hint's lines depend on: the decision, the trainer's warning on it,
// the orientation and the scale they were measured at, the least type size (on a phone
// layout.MinText CSS pixels, design units; else 0) and the width they are wrapped to.
type linesKey struct {
	advice    uint64
	warned    bool
	warnedFor table.Action
	o         layout.Orientation
	scale     float64
	floor     float64
	width     float64
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
	size = max(size, k.floor)
	h.size = size
	n := 0
	add := func(lines []string, most int, sep string, style fonts.Style, size float64, c paint.Color) {
		if len(lines) > most {
			lines = append(lines[:most-1], strings.Join(lines[most-1:], sep))
		}
		for _, line := range lines {
			h.lines[n].Set(line, style, size, c)
			n++
		}
	}
	// The head (the trainer's warning in two lines where the lines are narrow: a phone's),
	// the reason in up to three, the options' values in one or two, each cut between its
	// parts.
	head := paint.Brass
	if w.Warning {
		head = 0xFFB4A0
	}
	add(h.wrap(fs, w.Head, headGap, fonts.Bold, size+2, k), 2, headGap, fonts.Bold, size+2, head)
	add(h.wrap(fs, w.Why, " ", fonts.Medium, size, k), 3, " ", fonts.Medium, size, paint.Ink)
	add(h.wrap(fs, w.Values, valueGap, fonts.Medium, size, k), 2, valueGap, fonts.Medium, size, 0xE8D9A8)
	h.n = n
}

// The room between the parts of the hint's head and between the options' values on its
// line of them (coach.Words).
const (
	headGap  = "  ·  "
	valueGap = "     "
)

// wrap cuts t, in parts between each sep (words where sep is a space), into lines no wider
// than k's width, design units, at type size size in style, measured as drawn at k's scale.
func (h *hintPanel) wrap(fs *fonts.Set, t, sep string, style fonts.Style, size float64, k linesKey) []string {
	parts := strings.Split(t, sep)
	if sep == " " {
		parts = strings.Fields(t)
	}
	lines := box.Wrap(parts, sep, k.width, func(try string) float64 {
		h.meas.Set(try, style, size, paint.Ink)
		tw, _ := h.meas.Size(fs, k.scale)
		return tw / k.scale
	})
	if len(lines) == 0 {
		return []string{""}
	}
	return lines
}

// place places the panel of its n lines set on a table of places g, clear of the message
// at msg.
func (h *hintPanel) place(fr *frame, fs *fonts.Set, v layout.View, g *geom.Places, msg, hand layout.Rect) {
	n := h.n
	size, step := hintSizes(g.O)
	// The lines' step and the room over the first grow with their type on a phone.
	grow := h.size / size
	step *= grow
	top := 20 * grow
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
	if v.Phone() {
		r = phoneHint(v, w, top+step*float64(n), msg, hand)
	}
	h.at = r
	d := v.Rect(r)
	fr.Round(layout.Rect{X: d.X + v.Len(2), Y: d.Y + v.Len(3), W: d.W, H: d.H}, v.Len(10), 0, paint.Night, 0.5)
	fr.Round(d, v.Len(10), 0, 0x120C08, 0.93)
	fr.Round(d, v.Len(10), v.Len(1.5), paint.Brass, 0.9)
	for i := range n {
		x, y := v.ToDevice(r.X+r.W/2, r.Y+top+step*float64(i))
		fr.Label(&h.lines[i], x, y, text.AlignCenter, 1)
	}
}

// phoneHint is where the hint's panel, w by ht design units, goes on a phone, whose type
// is set large (layout.MinText CSS pixels): across the felt's middle, its foot over the
// person's hand (its cards and its name) and over the line of news at msg, under the top
// of the felt; on the felt and clear of the controls at its foot (the panel of a larger
// screen, at the result line's place, ran off a phone on its side past the felt's right
// edge).
func phoneHint(v layout.View, w, ht float64, msg, hand layout.Rect) layout.Rect {
	f := felt.Felt(v).Inset(8)
	foot := f.Y + f.H/2
	if !hand.Empty() {
		foot = hand.Y - 8
	}
	if msg.W > 0 && msg.Y-6 < foot && msg.Y+msg.H > foot-ht {
		foot = msg.Y - 6
	}
	return layout.Rect{X: f.X + (f.W-w)/2, Y: max(f.Y, foot-ht), W: w, H: ht}
}

// hintWidth returns the width, design units, the hint's lines are wrapped to on the
// screen v: on a phone the felt's, less the panel's margins.
func hintWidth(v layout.View, o layout.Orientation) float64 {
	switch {
	case v.Phone():
		return felt.Felt(v).W - 16 - 48
	case o == layout.Portrait:
		return 640
	}
	return 720
}

// place places the hint panel when it is shown.
func (h hints) place(v layout.View) {
	s := h.s
	s.hp.at = layout.Rect{}
	if !h.shown() {
		return
	}
	k := h.key()
	warnedFor, warned := s.coach.Warned(k)
	floor := 0.0
	if v.Phone() {
		floor = layout.MinText / v.CSS(1)
	}
	if lk := (linesKey{advice: k, warned: warned, warnedFor: warnedFor, o: s.geom.O, scale: v.Scale, floor: floor, width: hintWidth(v, s.geom.O)}); lk != s.hp.key {
		// The words are made only when what they say changes: a frame at rest allocates
		// nothing.
		w, ok := s.coach.Words(s.core, k)
		if !ok {
			return
		}
		s.hp.set(lk, &w, s.fonts)
	}
	// The person's hand: its cards and its name.
	hand, _ := s.sheet.fr.Boxes.Union(func(b box.Box) bool {
		return b.Owner == s.person && (b.Kind == box.Card || b.Kind == box.Label && b.Group == geom.HandGroup(s.person))
	})
	s.hp.place(&s.sheet.fr, s.fonts, v, &s.geom, s.stage.msg.at, hand)
}

// Trainer returns the trainer's setting and the session's report, for the report page.
func (s *Scene) Trainer() coach.TrainerState {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.coach.Trainer(hints{s}.key())
}
