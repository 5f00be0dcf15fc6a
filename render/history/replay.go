package history

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	gt "felt/game/table"
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/table"
	"felt/render/text"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// Replay is a recorded round played again on a table: a table scene made with the round's
// events (table.Options.Log, taking no command that acts on the round, so changing no
// credits) shown a step at a time (Options.Step); make one with NewReplay. It is an app scene
// and a hook handler: act('step'), act('run'), act('back') and act('copy') work as its
// buttons do; the others go to the table.
//
// The replay has the table's foot (table.Scene.HandFoot), where the action buttons and the
// chip rack are at play: where the buttons are, the REPLAY mark with the round's title (its
// number, time and hand; in its place for a while, why a key or a click changes nothing), COPY CODE (W) beside them, and NEXT STEP (N), RUN (U) and
// BACK (Esc) under them; where the rack is, the round's code, to read and copy by hand.
type Replay struct {
	*table.Scene
	title   string
	pointer *input.Pointer
	buttons [4]widget.Button
	paints  [4]buttonPaint // the buttons as the layout pass placed them
	changes uint64
	done    bool
	view    layout.View
	code    string     // the round's code, "" when it has none
	copied  string     // what COPY CODE did: "on the clipboard", or why not ("" before)
	events  []gt.Event // the round's events (the table's Options.Log)
	started bool       // the bets as they stood before the deal are shown
	look    int        // the buttons hovered and held at the last Update

	mark   widget.Label           // REPLAY
	lines  [maxLines]widget.Label // the title, or the refusal on show, wrapped
	groups []widget.Label         // the code, in groups of five
	foot   foot                   // where each goes, for the view last drawn on
}

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
}

// Replay's buttons, in order.
const (
	btnStep = iota
	btnRun
	btnBack
	btnCopy
)

var replayKeys = [...]ebiten.Key{ebiten.KeyN, ebiten.KeyU, ebiten.KeyEscape, ebiten.KeyW}

// NewReplay wraps a replay's table scene made with Options.Log (the round's events) and
// Options.Step; title says what round it is ("Round 12 · 14:03"). The replay opens on the
// table as it stood when the bets were locked: the first step deals.
func NewReplay(sc *table.Scene, title string, events []gt.Event) *Replay {
	r := &Replay{Scene: sc, title: title, pointer: input.New(), events: events}
	sc.SetOverlay(r)
	sc.HandFoot()
	r.mark.Set("REPLAY", fonts.Bold, 14, table.InkDark)
	r.mark.SetPill(paint.Brass, 0.95)
	r.buttons[btnStep].SetText("NEXT STEP", "", "N")
	r.buttons[btnRun].SetText("RUN", "", "U")
	r.buttons[btnBack].SetText("BACK", "", "Esc")
	r.buttons[btnCopy].SetText("COPY CODE", "", "W")
	r.buttons[btnCopy].Style = widget.Quiet
	r.buttons[btnCopy].Hidden = true
	r.buttons[btnStep].Style = widget.Primary
	r.buttons[btnRun].Style, r.buttons[btnBack].Style = widget.Secondary, widget.Secondary
	return r
}

// SetCode gives the replay its round's code: the COPY CODE button copies it, and it is shown
// where the chip rack is at play, to read and copy by hand.
func (r *Replay) SetCode(code string) {
	r.code = code
	r.buttons[btnCopy].Hidden = code == ""
	r.groups = r.groups[:0]
	for _, g := range strings.Fields(Grouped(code)) {
		r.groups = append(r.groups, widget.Label{})
		r.groups[len(r.groups)-1].Set(g, fonts.Mono, 11, paint.Ink)
	}
	r.foot.per = 0 // measured at the next frame
}

// Code returns the round's code ("" for none).
func (r *Replay) Code() string { return r.code }

// Done reports whether the player has asked to go back to the table.
func (r *Replay) Done() bool { return r.done }

// Title is what round the replay is.
func (r *Replay) Title() string { return r.title }

// place lays the replay out at the table's foot (see Replay) for view v: the buttons' rects,
// the title's and the code's lines.
func (r *Replay) place(v layout.View) {
	if v.Scale == 0 {
		v = layout.View{Scale: 1, Device: 1}
	}
	g := r.Stage().Layout()
	b, k := g.Buttons, g.Rack
	const gap = 6.0
	bh := math.Min(44, b.H/2-gap/2)
	w := (b.W - 2*gap) / 3
	for i := btnStep; i <= btnBack; i++ {
		r.buttons[i].Rect = layout.Rect{X: b.X + float64(i)*(w+gap), Y: b.Y + b.H - bh, W: w, H: bh}
	}
	top := b.H - bh - gap // the title's row
	cw := math.Min(math.Max(b.W*0.3, 96), 170)
	ch := math.Min(36, top)
	r.buttons[btnCopy].Rect = layout.Rect{X: b.X + b.W - cw, Y: b.Y, W: cw, H: ch}
	for i := range r.buttons {
		r.buttons[i].SetFloor(table.MinText * v.Device)
	}
	r.titles(v)
	f := &r.foot
	f.row = layout.Rect{X: b.X, Y: b.Y, W: b.W - cw - gap, H: top}
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
	// phone), the title is set there, where it has more.
	f.inRack = !f.fits
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
	r.mark.SetFloor(table.MinText * v.Device)
	mw := r.mark.Box(r.Fonts(), v.Scale, 0, 0, text.AlignStart).W
	w, h := f.row.W-mw/v.Scale-20, f.row.H // (less the refusal's pill's ends)
	if f.inRack {
		w, h = f.code.W-12, f.code.H
	}
	face := r.Fonts().Face(fonts.Medium, f.size*v.Scale)
	lines := table.Wrap(say, face, w*v.Scale)
	if f.news && !f.inRack && len(lines) > max(1, int(h/(f.size*1.3))) {
		// A refusal too long for the row takes the code's place a while.
		f.inRack = true
		w, h = f.code.W-12, f.code.H
		lines = table.Wrap(say, face, w*v.Scale)
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

// Update runs the table, then the replay's own buttons and keys (after the table, so that
// the table's skip of what is moving comes before the step that starts the next move).
func (r *Replay) Update() error {
	if !r.started {
		// The table as it stood when the bets were locked.
		r.started = true
		for i := range r.events {
			if r.events[i].Kind == gt.NoMoreBets {
				r.Replay().To(i)
				break
			}
		}
	}
	err := r.Scene.Update()
	r.pointer.Update()
	r.place(r.view)
	pressed := false
	for _, g := range r.pointer.Gestures() {
		// A long press (or a touch whose release the loop saw late) presses a button too:
		// the replay's buttons have no second meaning.
		if r.view.Scale == 0 {
			continue
		}
		x, y := r.view.ToDesign(g.X, g.Y)
		for i := range r.buttons {
			if b := &r.buttons[i]; b.Usable() && b.Hit(x, y) {
				r.press(i)
				pressed = true
			}
		}
	}
	for _, k := range r.pointer.Keys() {
		for i, rk := range replayKeys {
			if k == rk && r.buttons[i].Usable() {
				r.press(i)
				pressed = true
			}
		}
	}
	if pressed {
		// What a button did is laid out before the next frame is painted: the steps
		// shown, NEXT STEP and RUN out of use at the end.
		r.place(r.view)
		r.Relayout()
	}
	// The buttons under the pointer, hovered or held, are part of the picture: a change
	// counts (Changes), so that the app draws it and runs the frames that see the release.
	if look := r.pointerLook(); look != r.look {
		r.look = look
		r.changes++
	}
	if say, _ := r.Refusal(); say != "" {
		r.changes++ // the refusal fades in the title's place
	}
	return err
}

// pointerLook says which button the pointer is over and which it holds down.
func (r *Replay) pointerLook() int {
	if r.view.Scale == 0 {
		return 0
	}
	hx, hy, hover := r.pointer.Hover()
	dx, dy, down := r.pointer.Down()
	hx, hy = r.view.ToDesign(hx, hy)
	dx, dy = r.view.ToDesign(dx, dy)
	over, held := 0, 0
	for i := range r.buttons {
		if hover && r.buttons[i].Hit(hx, hy) {
			over = i + 1
		}
		if down && r.buttons[i].Hit(dx, dy) {
			held = i + 1
		}
	}
	return over + held<<8
}

// press does what button i does.
func (r *Replay) press(i int) {
	r.changes++
	switch i {
	case btnStep:
		r.Replay().Step()
	case btnRun:
		r.Replay().Run()
	case btnBack:
		r.done = true
	case btnCopy:
		r.copy()
	}
}

// copy puts the code on the clipboard and says so on the button: COPIED, or NO CLIPBOARD
// when there is none to take it (the code is shown under the buttons all the same).
func (r *Replay) copy() {
	if Copy(r.code) {
		r.copied = "on the clipboard"
		return
	}
	r.copied = "no clipboard here: the code is shown on the table"
}

// titles gives the buttons their titles, the short ones where the long ones do not fit at the
// least type size (a 9:16 phone).
func (r *Replay) titles(v layout.View) {
	face := r.Fonts().Face(fonts.Bold, table.MinText*v.Device)
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

// Motion is the table's, or moving while a finger is down (so that the frames that see it
// lift, or become a long press, run on time, as the table's own buttons have it).
func (r *Replay) Motion() table.Motion {
	if r.pointer.Pressing() {
		return table.Moving
	}
	return r.Scene.Motion()
}

// Changes counts the changes of the picture: the table's and the buttons'.
func (r *Replay) Changes() uint64 { return r.Scene.Changes() + r.changes }

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
		p := &r.paints[i]
		p.b, p.fs, p.hover, p.down = b, s.Fonts(), hover && b.Hit(hx, hy), down && b.Hit(dx, dy)
		if !b.Hidden {
			b.Fit(s.Fonts(), v.Scale)
			s.PaintWith(p)
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

// buttonPaint paints a replay's button as the layout pass found it.
type buttonPaint struct {
	b           *widget.Button
	fs          *fonts.Set
	hover, down bool
}

// Paint implements table.Painter.
func (p *buttonPaint) Paint(dst *ebiten.Image, v layout.View) {
	p.b.Draw(dst, p.fs, v, p.hover, p.down)
}

// footGroup joins the replay's mark and title lines (and, one more, its code's lines) in
// what the table drew: each may meet the others of its group.
const footGroup = 1 << 20

// Drawn is what the table drew with the replay's buttons (table.Scene.Drawn): the labels
// the replay sets are among the table's.
func (r *Replay) Drawn() []box.Box {
	out := r.Scene.Drawn()
	for i := range r.buttons {
		if b := &r.buttons[i]; !b.Hidden {
			out = append(out, box.Box{Kind: box.Control, Owner: box.Table, Name: b.Title(), Rect: b.Rect, Size: b.TitleSize()})
		}
	}
	return out
}

// State is the table's state with the replay's: "replayStep" (events shown, of how many),
// "replayOf" (what round it is) and the buttons among the targets.
func (r *Replay) State() string {
	st := r.Scene.State()
	shown, total := r.Replay().Shown()
	var b strings.Builder
	b.WriteString(`"replayStep":[`)
	b.WriteString(strconv.Itoa(shown))
	b.WriteByte(',')
	b.WriteString(strconv.Itoa(total))
	b.WriteString(`],"replayOf":`)
	b.WriteString(strconv.Quote(r.title))
	b.WriteString(`,"replayCode":`)
	b.WriteString(strconv.Quote(r.code))
	b.WriteString(`,"replayCopied":`)
	b.WriteString(strconv.Quote(r.copied))
	b.WriteString(`,"replayTargets":{`)
	r.place(r.view)
	for i, name := range [...]string{"step", "run", "back", "copy"} {
		if i > 0 {
			b.WriteByte(',')
		}
		x, y := r.buttons[i].Rect.Center()
		b.WriteString(`"` + name + `":[` + strconv.FormatFloat(x, 'f', 1, 64) + "," + strconv.FormatFloat(y, 'f', 1, 64) + "]")
	}
	b.WriteString("},")
	if i := strings.IndexByte(st, '{'); i >= 0 {
		return st[:i+1] + b.String() + st[i+1:]
	}
	return st
}

// Act carries out the replay's commands (step, run, back) and passes the others to the table.
func (r *Replay) Act(name, arg string) string {
	switch name {
	case "step":
		if !r.Replay().Step() {
			return "the replay is at its end"
		}
		r.changes++
		return ""
	case "run":
		r.Replay().Run()
		r.changes++
		return ""
	case "back":
		r.done = true
		return ""
	case "copy":
		if r.code == "" {
			return "this round has no code"
		}
		r.copy()
		r.changes++
		return ""
	}
	return r.Scene.Act(name, arg)
}
