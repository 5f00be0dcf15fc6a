package history

import (
	"strconv"
	"strings"

	gt "felt/game/table"
	"felt/render/fonts"
	"felt/render/hook"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/stage"
	"felt/render/table"
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
	r.mark.Set("REPLAY", fonts.Bold, 14, stage.InkDark)
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

// Motion is the table's, or moving while a finger is down (so that the frames that see it
// lift, or become a long press, run on time, as the table's own buttons have it).
func (r *Replay) Motion() table.Motion {
	if r.pointer.Pressing() {
		return table.Moving
	}
	return r.Scene.Pace().Motion()
}

// Changes counts the changes of the picture: the table's and the buttons'.
func (r *Replay) Changes() uint64 { return r.Scene.Pace().Changes() + r.changes }

// State is the table's state with the replay's: "replayStep" (events shown, of how many),
// "replayOf" (what round it is) and the buttons among the targets.
func (r *Replay) State() string {
	st := hook.TableState(r.Scene.Hook())
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
	names := [...]string{"step", "run", "back", "copy"}
	num := func(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }
	for i, name := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		x, y := r.buttons[i].Rect.Center()
		b.WriteString(`"` + name + `":[` + num(x) + "," + num(y) + "]")
	}
	// The same as drawn, [x, y, w, h] in CSS pixels of the page, as the table's targetsCSS.
	b.WriteString(`},"replayTargetsCSS":{`)
	v := r.view
	for i, name := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		d := layout.Rect{}
		if v.Scale > 0 && v.Device > 0 {
			d = v.Rect(r.buttons[i].Rect)
			d = layout.Rect{X: d.X / v.Device, Y: d.Y / v.Device, W: d.W / v.Device, H: d.H / v.Device}
		}
		b.WriteString(`"` + name + `":[` + num(d.X) + "," + num(d.Y) + "," + num(d.W) + "," + num(d.H) + "]")
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
	return r.Scene.Hook().Act(name, arg)
}
