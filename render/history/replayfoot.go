package history

import (
	"math"
	"strings"
	"unicode/utf8"

	"felt/render/box"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/printing"
	"felt/render/table"
	"felt/render/text"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// maxLines is the most lines the title takes.
const maxLines = 6

// foot is the replay's layout at the table's foot, in design units.
type foot struct {
	row          layout.Rect // the mark and the title (or the refusal) beside COPY CODE
	inRack       bool        // the title is set in the code's place, which the code does not fit (or a long refusal, a while)
	fits         bool        // the code fits its place
	code         layout.Rect // the code, where the chip rack is at play
	size, codeSz float64     // the type sizes of the title and of the code
	lines        int         // the lines of the title set
	per          int         // the code's groups a line
	group, gap   float64     // a group's width and the room between two
	scale        float64     // the view's scale when the code was measured
	news         bool        // the lines are the table's refusal, not the title
	alpha        float32     // the refusal's opacity
	wide         bool        // a tall phone's foot (geom.Places.Wide): the buttons a finger's size, no code
}

// place lays the replay out at the table's foot (see Replay) for view v: the buttons' rects,
// the title's and the code's lines. On a phone (geom.Places.Wide) every button is a
// finger's size (Places.Touch, 44 CSS pixels) and the code is not shown (COPY CODE and the
// history page give it): upright, NEXT STEP, RUN and BACK across the buttons' row, the mark,
// the title and COPY CODE over them in the chip rack's (they were 20 to 23 CSS pixels tall);
// on its side (Places.Side), NEXT STEP and RUN in the buttons' row right of the person's
// circles, COPY CODE over its right end (Places.Above), BACK at the left where the chips'
// upper row is at play, and the mark and the title in the row under it (Places.Left; they
// were 21 CSS pixels tall).
func (r *Replay) place(v layout.View) {
	if v.Scale == 0 {
		v = layout.View{Scale: 1, Device: 1}
	}
	g := r.Stage().Layout()
	b, k := g.Buttons, g.Rack
	const gap = 6.0
	f := &r.foot
	f.wide = g.Wide && g.Touch > 0
	bh, bottom := math.Min(44, b.H/2-gap/2), b.Y+b.H
	if f.wide {
		// A tall phone's foot: the buttons a finger's size (Places.Touch) across the
		// buttons' row, the title's row with COPY CODE over them in the rack's.
		bh = math.Max(g.Touch, b.H)
	}
	w := (b.W - 2*gap) / 3
	for i := btnStep; i <= btnBack; i++ {
		r.buttons[i].Rect = layout.Rect{X: b.X + float64(i)*(w+gap), Y: bottom - bh, W: w, H: bh}
	}
	top := b.H - bh - gap // the title's row
	cw := math.Min(math.Max(b.W*0.3, 96), 170)
	ch := math.Min(36, top)
	f.row = layout.Rect{X: b.X, Y: b.Y, W: b.W - cw - gap, H: top}
	if f.wide {
		ch = g.Touch
		f.row = layout.Rect{X: b.X, Y: bottom - bh - gap - ch, W: b.W - cw - gap, H: ch}
	}
	r.buttons[btnCopy].Rect = layout.Rect{X: b.X + b.W - cw, Y: f.row.Y, W: cw, H: ch}
	if g.Side {
		// NEXT STEP and RUN share the buttons' row; over it only its right end is clear of
		// the table-mates' circles (COPY CODE). BACK where the chips' upper row is at play,
		// the mark and the title in the row under it.
		w := (b.W - gap) / 2
		r.buttons[btnStep].Rect = layout.Rect{X: b.X, Y: b.Y, W: w, H: b.H}
		r.buttons[btnRun].Rect = layout.Rect{X: b.X + w + gap, Y: b.Y, W: w, H: b.H}
		r.buttons[btnBack].Rect = layout.Rect{X: g.Left.X, Y: g.Left.Y - g.Touch - gap, W: 2*g.ChipD + gap, H: g.Touch}
		r.buttons[btnCopy].Rect = g.Above
		f.row = g.Left
	}
	for i := range r.buttons {
		r.buttons[i].SetFloor(layout.MinText * v.Device)
	}
	r.titles(v)
	if r.code == "" {
		f.row.W = b.W
	}
	if v.Scale != f.scale || k != f.code {
		f.scale, f.code, f.per = v.Scale, k, 0 // measure the code again
	}
	shown, total := r.Replay().Laid()
	more := shown < total
	r.buttons[btnStep].Disabled, r.buttons[btnRun].Disabled = !more, !more
	r.setCode(v)
	// The title beside the mark; where the code has no room in the rack's place (a 9:16
	// phone), the title is set there, where it has more. A tall phone's title row is the
	// rack's place: the code is not shown (COPY CODE and the history page give it).
	f.inRack = !f.fits && !f.wide
	if f.wide {
		f.fits = false
	}
	r.setLines(v)
}

// setLines sets the title, or the table's refusal while one is on show, in the lines beside
// the REPLAY mark, as many as its row holds.
func (r *Replay) setLines(v layout.View) {
	f := &r.foot
	say, alpha := r.Refusal()
	f.news, f.alpha = say != "", alpha
	if !f.news {
		say = r.title
	}
	f.size = r.TextSize(v, 12, box.Table)
	r.mark.SetFloor(layout.MinText * v.Device)
	mw := r.mark.Box(r.Fonts(), v.Scale, 0, 0, text.AlignStart).W
	w, h := f.row.W-mw/v.Scale-20, f.row.H // (less the refusal's pill's ends)
	if f.inRack {
		w, h = f.code.W-12, f.code.H
	}
	face := r.Fonts().Face(fonts.Medium, f.size*v.Scale)
	lines := printing.Wrap(say, face, w*v.Scale)
	if f.news && !f.inRack && !f.wide && len(lines) > max(1, int(h/(f.size*1.3))) {
		// A refusal too long for the row takes the code's place a while.
		f.inRack = true
		w, h = f.code.W-12, f.code.H
		lines = printing.Wrap(say, face, w*v.Scale)
	}
	if most := max(1, int(h/(f.size*1.3))); len(lines) > most {
		// What does not fit is cut, the last line ending in an ellipsis.
		last := strings.Join(lines[most-1:], " ")
		for last != "" && paint.TrackedWidth(last+"…", face, 0) > w*v.Scale {
			_, size := utf8.DecodeLastRuneInString(last)
			last = strings.TrimRight(last[:len(last)-size], " ")
		}
		lines = append(lines[:most-1], last+"…")
	}
	f.lines = min(len(lines), maxLines)
	c, pill := paint.Ink, paint.Color(0)
	if f.news {
		c, pill = 0xFFD7C8, 0x4A120C // as the table says a refusal
		if f.inRack {
			pill = 0 // on the rack's dark place, closer
		}
	}
	for i := range r.lines {
		l := &r.lines[i]
		if i >= f.lines {
			l.Set("", fonts.Medium, f.size, c)
			continue
		}
		l.Set(lines[i], fonts.Medium, f.size, c)
		if pill != 0 {
			l.SetPill(pill, 0.85)
		} else {
			l.SetPill(0, 0)
		}
	}
}

// setCode sets the code's groups of five in lines, as many a line as the rack's place holds
// (Go Mono's capitals and digits have no descenders: the lines are close).
func (r *Replay) setCode(v layout.View) {
	f := &r.foot
	size := r.TextSize(v, 11, box.Table)
	if size == f.codeSz && f.per > 0 {
		return
	}
	f.codeSz = size
	face := r.Fonts().Face(fonts.Mono, size*v.Scale)
	f.group = paint.TrackedWidth("00000", face, 0) / v.Scale
	f.gap = size * 0.4
	f.per = max(1, int((f.code.W+f.gap)/(f.group+f.gap)))
	lines := (len(r.groups) + f.per - 1) / f.per
	f.fits = len(r.groups) > 0 && size*1.05*float64(lines) <= f.code.H+4
	for i := range r.groups {
		g := &r.groups[i]
		g.Set(g.Text(), fonts.Mono, size, paint.Ink)
	}
}

// titles gives the buttons their titles, the short ones where the long ones do not fit at the
// least type size (a 9:16 phone).
func (r *Replay) titles(v layout.View) {
	face := r.Fonts().Face(fonts.Bold, layout.MinText*v.Device)
	fits := func(b *widget.Button, title string) bool {
		return paint.TrackedWidth(title, face, 0.6*v.Scale) <= (b.Rect.W-26)*v.Scale
	}
	pick := func(i int, long, short, key string) {
		b := &r.buttons[i]
		if !fits(b, long) {
			long = short
		}
		b.SetText(long, "", key)
	}
	pick(btnStep, "NEXT STEP", "STEP", "N")
	switch {
	case r.copied == "":
		pick(btnCopy, "COPY CODE", "COPY", "W")
	case strings.HasPrefix(r.copied, "on the"):
		pick(btnCopy, "COPIED", "COPIED", "W")
	default:
		pick(btnCopy, "NO CLIPBOARD", "NOT COPIED", "W")
	}
}

// Draw paints the table with the replay's own things at its foot (Place put them on the
// table's plan).
func (r *Replay) Draw(screen *ebiten.Image, v layout.View) {
	r.Scene.Draw(screen, v)
}

// Place implements table.Overlay: the replay's own things at the table's foot, placed on
// the table's plan by its layout pass: the mark and the title or refusal, the buttons, and
// the code where it fits.
func (r *Replay) Place(s table.Placer, v layout.View) {
	r.view = v
	r.pointer.SetSlop(v.Len(14))
	r.place(v)
	f := &r.foot
	// The mark at the row's top left, and beside it the title or the refusal on its
	// baseline (or in the rack's place, centred).
	lh := f.size * 1.3
	mb := s.LabelBox(v, &r.mark, box.Table, 0, 0, text.AlignStart)
	x, y := v.ToDevice(f.row.X, f.row.Y)
	y -= mb.Y // the baseline: the pill's top at the row's
	s.PlaceLabel(v, &r.mark, x-mb.X, y, text.AlignStart, 0.95, box.Table, footGroup)
	x += mb.W + v.Len(8)
	if f.inRack {
		x, y = v.ToDevice(f.code.X+6, f.code.Y+(f.code.H-lh*float64(f.lines))/2+f.size)
	}
	alpha := float32(1)
	if f.news {
		alpha = f.alpha
	}
	for i := range f.lines {
		s.PlaceLabel(v, &r.lines[i], x, y+v.Len(lh*float64(i)), text.AlignStart, alpha, box.Table, footGroup)
	}
	hx, hy, hover := r.pointer.Hover()
	dx, dy, down := r.pointer.Down()
	hx, hy = v.ToDesign(hx, hy)
	dx, dy = v.ToDesign(dx, dy)
	for i := range r.buttons {
		b := &r.buttons[i]
		b.SetState(s.Fonts(), hover && b.Hit(hx, hy), down && b.Hit(dx, dy))
		if !b.Hidden {
			b.Fit(s.Fonts(), v.Scale)
			s.PaintWith(b)
		}
	}
	// The code, to read and copy by hand, in the rack's place, when it fits there (a 9:16
	// phone has no room for it at a size to read: COPY CODE and the history page give it).
	if ch := f.codeSz * 1.05; f.fits && !f.inRack {
		lines := (len(r.groups) + f.per - 1) / f.per
		y0 := f.code.Y + (f.code.H-ch*float64(lines))/2 + f.codeSz*0.85
		for i := range r.groups {
			x, y := v.ToDevice(f.code.X+float64(i%f.per)*(f.group+f.gap), y0+ch*float64(i/f.per))
			s.PlaceLabel(v, &r.groups[i], x, y, text.AlignStart, 0.9, box.Table, footGroup+1)
		}
	}
}

// footGroup joins the replay's mark and title lines (and, one more, its code's lines) in
// what the table drew: each may meet the others of its group.
const footGroup = 1 << 20

// Drawn is what the table drew with the replay's buttons (table.Inspector.Drawn): the labels
// the replay sets are among the table's.
func (r *Replay) Drawn() []box.Box {
	out := r.Scene.Inspect().Drawn()
	for i := range r.buttons {
		if b := &r.buttons[i]; !b.Hidden {
			out = append(out, box.Box{Kind: box.Control, Owner: box.Table, Name: b.Title(), Rect: b.Rect, Size: b.TitleSize()})
		}
	}
	return out
}
