package history

import (
	"strconv"
	"strings"

	gt "felt/game/table"
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
// events (table.Options.Log, marked REPLAY, taking no command that acts on the round, so
// changing no credits) shown a step at a time (Options.Step), with the buttons NEXT STEP
// (key N), RUN (U), BACK (Esc) and COPY CODE (W) over it; make one with NewReplay. It is an
// app scene and a hook handler: act('step'), act('run'), act('back') and act('copy') work as
// the buttons do; the others go to the table.
type Replay struct {
	*table.Scene
	title   string
	pointer *input.Pointer
	buttons [4]widget.Button
	changes uint64
	done    bool
	view    layout.View
	code    string // the round's code, "" when it has none
	copied  string // what COPY CODE did: "on the clipboard", or why not ("" before)
	codeL   [3]widget.Label
	events  []gt.Event // the round's events (the table's Options.Log)
	started bool       // the bets as they stood before the deal are shown
	look    int        // the buttons hovered and held at the last Update
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

// SetCode gives the replay its round's code: the COPY CODE button copies it (in a browser),
// and it is shown over the table, to read and copy by hand.
func (r *Replay) SetCode(code string) {
	r.code = code
	r.buttons[btnCopy].Hidden = code == ""
	// Three lines of groups of five.
	groups := strings.Fields(Grouped(code))
	per := (len(groups) + len(r.codeL) - 1) / len(r.codeL)
	for i := range r.codeL {
		line := strings.Join(groups[min(i*per, len(groups)):min((i+1)*per, len(groups))], " ")
		if i == 0 {
			line = "CODE  " + line
		}
		r.codeL[i].Set(line, fonts.Regular, 10, paint.Ink)
	}
}

// Code returns the round's code ("" for none).
func (r *Replay) Code() string { return r.code }

// Done reports whether the player has asked to go back to the table.
func (r *Replay) Done() bool { return r.done }

// Title is what round the replay is.
func (r *Replay) Title() string { return r.title }

// place lays the buttons out above the table's button area, where the REPLAY mark is.
func (r *Replay) place() {
	g := r.Layout().Buttons
	const gap, h = 8.0, 44.0
	w := (g.W - 2*gap) / 3
	y := g.Y - h - 10
	for i := range r.buttons {
		r.buttons[i].Rect = layout.Rect{X: g.X + float64(i)*(w+gap), Y: y, W: w, H: h}
	}
	c := &r.buttons[btnCopy]
	c.Rect = layout.Rect{X: g.X + g.W - 150, Y: y - h - 8, W: 150, H: 36}
	shown, total := r.Steps()
	more := shown < total
	r.buttons[btnStep].Disabled, r.buttons[btnRun].Disabled = !more, !more
}

// Update runs the table, then the replay's own buttons and keys (after the table, so that
// the table's skip of what is moving comes before the step that starts the next move).
func (r *Replay) Update() error {
	if !r.started {
		// The table as it stood when the bets were locked.
		r.started = true
		for i := range r.events {
			if r.events[i].Kind == gt.NoMoreBets {
				r.StepTo(i)
				break
			}
		}
	}
	err := r.Scene.Update()
	r.pointer.Update()
	r.place()
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
			}
		}
	}
	for _, k := range r.pointer.Keys() {
		for i, rk := range replayKeys {
			if k == rk && r.buttons[i].Usable() {
				r.press(i)
			}
		}
	}
	// The buttons under the pointer, hovered or held, are part of the picture: a change
	// counts (Changes), so that the app draws it and runs the frames that see the release.
	if look := r.pointerLook(); look != r.look {
		r.look = look
		r.changes++
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
		r.Step()
	case btnRun:
		r.Run()
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
		r.buttons[btnCopy].SetText("COPIED", "", "W")
		return
	}
	r.copied = "no clipboard here: the code is shown on the table"
	r.buttons[btnCopy].SetText("NO CLIPBOARD", "", "W")
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

// Draw draws the table and the replay's buttons over it.
func (r *Replay) Draw(screen *ebiten.Image, v layout.View) {
	r.view = v
	r.pointer.SetSlop(v.Len(14))
	r.Scene.Draw(screen, v)
	r.place()
	hx, hy, hover := r.pointer.Hover()
	dx, dy, down := r.pointer.Down()
	for i := range r.buttons {
		b := &r.buttons[i]
		hx2, hy2 := v.ToDesign(hx, hy)
		dx2, dy2 := v.ToDesign(dx, dy)
		b.Draw(screen, r.Fonts(), v, hover && b.Hit(hx2, hy2), down && b.Hit(dx2, dy2))
	}
	if r.code != "" {
		// The code, to read and copy by hand, in three lines under the REPLAY mark.
		g := r.Layout().Buttons
		for i := range r.codeL {
			x, y := v.ToDevice(g.X+g.W, g.Y+g.H/2+24+13*float64(i))
			r.codeL[i].Draw(screen, r.Fonts(), v.Scale, x, y, text.AlignEnd, 0.85)
		}
	}
}

// State is the table's state with the replay's: "replayStep" (events shown, of how many),
// "replayOf" (what round it is) and the buttons among the targets.
func (r *Replay) State() string {
	st := r.Scene.State()
	shown, total := r.Steps()
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
	r.place()
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
		if !r.Step() {
			return "the replay is at its end"
		}
		r.changes++
		return ""
	case "run":
		r.Run()
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
