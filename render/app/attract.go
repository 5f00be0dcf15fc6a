package app

import (
	"strconv"
	"strings"
	"time"

	"felt/game/showcase"
	rules "felt/game/table"
	"felt/render/anim"
	"felt/render/attract"
	"felt/render/hook"
	"felt/render/layout"
	"felt/render/menu"
	"felt/render/page"
	"felt/render/setup"
	"felt/render/store"
	"felt/render/table"
	"felt/render/title"

	"github.com/hajimehoshi/ebiten/v2"
)

// The modes of the app (Options.Mode; docs/demo.md): play, attract (attract mode from the
// start), kiosk (a screen in a venue: attract when idle, a fresh table for each visitor, the
// settings behind a PIN) and presenter (a demo table of its own where showcases are dealt
// on demand).
const (
	ModePlay      = "play"
	ModeAttract   = "attract"
	ModeKiosk     = "kiosk"
	ModePresenter = "presenter"
)

// Modes lists the modes, for the flags.
func Modes() []string { return []string{ModePlay, ModeAttract, ModeKiosk, ModePresenter} }

// DefaultAttract is how long the app waits idle, at the lobby or at a table with no round
// in progress, before attract mode starts by itself.
const DefaultAttract = 90 * time.Second

// demo runs the app's modes: attract mode (its loop when it runs, its idle clock and its
// settings), presenter play (presenter.go) and the kiosk (kiosk.go), and their marks over
// the screen. It is attract mode as the parent page starts and stops it (Attract).
type demo struct {
	op        *opener // the tables' felt, fonts, options and sound
	stack     *stack  // the table and pages under attract mode
	frame     *frames // drawn whole again as attract mode ends
	mode      string
	loop      *attract.Loop
	idle      idle
	prefs     prefs // its settings (attractidle.go, attractsound.go)
	input     attract.Input
	presenter presenter // presenter play (presenter.go)
	kiosk     kiosk
	marks     attract.Marks
}

// start sets the modes up from the options.
func (d *demo) start(o Options) {
	d.mode = o.Mode
	d.prefs = prefs{op: d.op, idle: &d.idle, silent: o.Sound == nil && o.NewSound == nil}
	if d.mode == "" {
		d.mode = ModePlay
	}
	d.idle.after = d.prefs.startAfter(o)
	d.idle.note()
	d.presenter = presenter{on: d.mode == ModePresenter, fonts: d.op.fonts}
	d.kiosk = kiosk{on: d.mode == ModeKiosk, pin: o.PIN, clock: time.Now}
	if d.mode == ModeKiosk {
		d.stack.makers["pin"] = func(menu.Host) menu.Page { return &pinPage{k: &d.kiosk, s: d.stack} }
		d.stack.makers["kiosk"] = func(menu.Host) menu.Page { return countsPage{&d.kiosk} }
		page.KeepAwake()
	}
	if d.mode == ModeAttract || d.mode == ModeKiosk {
		// A kiosk opens in attract mode: nobody is at a screen that has just started (or
		// started again after a fatal error: web/index.html).
		d.startAttract()
	}
}

// noNotice reports whether the mode's tables show no notice of the first start, a box that
// waits for a touch: presenter play, a kiosk and a screen opened in attract mode, which a
// retail demo must not interrupt with one (docs/demo.md). The line of free play labels them
// instead: the page's footer in a browser, drawMarks's on the desktop.
func noNotice(mode string) bool {
	return mode == ModePresenter || mode == ModeKiosk || mode == ModeAttract
}

// keepsOwn reports whether the mode plays at tables of its own, kept in memory: the
// presenter's and the kiosk's, never the player's saves.
func keepsOwn(mode string) bool { return mode == ModePresenter || mode == ModeKiosk }

// StartAttract starts attract mode (the Attract the host page's startAttract message calls:
// the embed's): with idle 0 now, over whatever is on show, which waits under it as it
// is; with idle above 0 it sets the idle time after which attract mode starts by itself (at
// the lobby, or at a table with no round in progress). It does nothing while attract runs.
func (d *demo) StartAttract(idle time.Duration) error {
	if idle > 0 {
		d.idle.after = idle
		d.idle.note()
		return nil
	}
	d.startAttract()
	return nil
}

// StopAttract leaves attract mode (the Attract the host page's stopAttract message calls):
// the table or page that was on show comes back exactly as it was. It does nothing when
// attract mode is off.
func (d *demo) StopAttract() error {
	d.stopAttract()
	return nil
}

// startAttract starts attract mode now, over whatever is on show.
func (d *demo) startAttract() {
	if d.loop != nil {
		return
	}
	op := d.op
	d.loop = attract.New(attract.Options{
		Open:  d.attractTable,
		Title: title.New(op.felt, op.fonts, title.Options{FreePlayLine: op.o.FreePlayLine}),
		Fonts: op.fonts,
		Games: Games(),
		// ?speed=instant plays attract mode at instant speed too (the tests).
		Instant: op.o.SpeedSet && op.o.Speed == anim.Instant,
	})
	d.kiosk.attracting()
	d.quietForAttract()
	wake()
}

// stopAttract leaves attract mode: the table or page that was on show comes back.
func (d *demo) stopAttract() {
	if d.loop == nil {
		return
	}
	d.loop = nil
	d.idle.note()
	d.soundBack()
	d.frame.drawn = 0 // draw the table or page whole again
	d.kiosk.takeover()
	wake()
}

// attractTable makes one of the attract loop's tables: every wager of the game offered,
// five table-mates, the advisor playing the person's seat, its own credits, history and
// meters in a store of its own in memory, and attract mode's sound (attractsound.go).
func (d *demo) attractTable(game string) (*table.Scene, error) {
	op := d.op
	sc, err := table.New(plugAt(game, setup.All(game)), op.felt, op.fonts, table.Options{
		Entropy: uint64(time.Now().UnixNano()), Speed: anim.Fast, SpeedSet: true,
		Store: &store.Memory{}, Demo: true, NoNotice: true, Eval: op.eval(), ReducedMotion: page.PrefersReducedMotion(),
	})
	if err == nil {
		d.attractSound(sc)
	}
	return sc, err
}

// tick runs the modes' part of an Update, before the scene on show's, and reports whether it
// took the tick: attract mode runs (or the input that ended it is swallowed), or the
// presenter's list of showcases has the keys. covered says a replay is on show.
func (d *demo) tick(covered bool) bool {
	touched, moved := d.input.Read()
	d.prefs.touched = d.prefs.touched || touched
	if d.loop != nil {
		if touched {
			d.stopAttract()
			return true
		}
		d.stack.away(nil)
		_ = d.loop.Update()
		d.kiosk.count(d.loop.Loops())
		return true
	}
	d.idle.count()
	if touched || moved {
		d.idle.note()
		d.touched()
	}
	sc, pages := d.stack.table(), len(d.stack.pages) > 0
	switch d.presenter.keys(sc, pages) {
	case pressNone:
	case pressAttract:
		d.startAttract()
		return true
	case pressReset:
		d.resetOwn()
		return true
	case pressRedraw:
		d.frame.drawn = 0
		return true
	default:
		return true
	}
	d.presenter.deal(sc, pages)
	d.presenter.mark(sc)
	if d.kiosk.tick(d.idle.over()) {
		// The visitor has gone: the tables are reset for the next one.
		d.resetOwn()
		d.startAttract()
		return true
	}
	if d.idle.over() && !d.kiosk.visiting() && d.quiet(covered) { // (the kiosk's countdown comes first)
		d.startAttract()
		return true
	}
	return false
}

// attractWake is how long the loop may sleep before attract mode is due to start by itself.
func (d *demo) wake() time.Duration {
	if d.loop != nil {
		return time.Hour
	}
	return d.idle.wake()
}

// quiet reports whether nothing is going on that attract mode would cover: nothing covers
// the table or pages (covered: a replay; the title is gone before the modes tick), and the
// lobby is on show, or a table with no round in progress and no page over it.
func (d *demo) quiet(covered bool) bool {
	if covered {
		return false
	}
	if n := len(d.stack.pages); n > 0 {
		return d.stack.pages[n-1].name == "lobby"
	}
	sc := d.stack.table()
	return sc != nil && sc.Core().Phase() != rules.Deciding && sc.Demo().CaughtUp()
}

// demoAct carries out the modes' commands of the hook: attract (on, off; none: toggle) and
// showcase (a showcase's name). Any other command ends attract mode first, as a click does.
func (d *demo) act(name, arg string) (string, bool) {
	d.idle.note()
	switch name {
	case "attract":
		on := d.loop == nil
		switch arg {
		case "on":
			on = true
		case "off":
			on = false
		case "":
		default:
			return "attract takes on or off", true
		}
		if on {
			d.startAttract()
		} else {
			d.stopAttract()
		}
		return "", true
	case "showcase":
		return errText(d.presenter.queue(d.stack.table(), arg, len(d.stack.pages) > 0)), true
	}
	top := ""
	if n := len(d.stack.pages); n > 0 {
		top = d.stack.pages[n-1].name
	}
	if reply, ok := d.kiosk.act(name, arg, top); ok {
		return reply, true
	}
	d.touched() // a command is someone at the screen, as a touch is
	if d.loop != nil && name != "state" {
		d.stopAttract()
	}
	return "", false
}

// demoState adds the modes' fields to the hook's state st: mode, script (the showcase on the
// table, "" for none), showcases (the names act('showcase', name) takes at this game) and,
// while attract mode runs, attract (its step, game, caption and loops).
func (d *demo) state(st string) string {
	if !strings.HasPrefix(st, "{") {
		return st
	}
	mode := d.mode
	var sc *table.Scene
	extra := ""
	if d.loop != nil {
		mode = ModeAttract
		if d.mode == ModeKiosk {
			mode = ModeKiosk
		}
		sc = d.loop.Table()
		extra = `"attract":{"step":` + strconv.Quote(d.loop.Step()) + `,"game":` + strconv.Quote(d.loop.Game()) +
			`,"caption":` + strconv.Quote(d.loop.Caption()) + `,"watermark":` + rectJSON(d.loop.WatermarkAt()) + `,"loops":` + strconv.Itoa(d.loop.Loops()) +
			`,"sound":` + strconv.Quote(d.prefs.level()) + `},`
	} else {
		sc = d.stack.table()
		if d.presenter.queued != "" {
			extra = `"queued":` + strconv.Quote(d.presenter.queued) + `,`
		}
	}
	script, game := "", ""
	if sc != nil {
		script, game = sc.Demo().Stacked(), sc.Game()
	}
	names := showcase.Names(game)
	for i, n := range names {
		names[i] = strconv.Quote(n)
	}
	return `{"mode":` + strconv.Quote(mode) + `,"script":` + strconv.Quote(script) +
		`,"showcases":[` + strings.Join(names, ",") + `],` + extra + d.kiosk.state() + st[1:]
}

// attractState is the hook's state while attract mode runs: the loop's table's, or on its
// title a state of its own.
func (d *demo) loopState() string {
	if sc := d.loop.Table(); sc != nil {
		return atTable(hook.TableState(sc.Hook()))
	}
	return `{"game":"title","screen":"","animating":true}`
}

// errText is an error's text, "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// drawMarks draws the modes' marks over what is on show: the presenter's list of showcases
// and the kiosk's countdown (the watermark is the table's own: presenter.mark), and on the
// desktop the line of free play in the modes that show no notice (noNotice).
func (d *demo) drawMarks(screen *ebiten.Image, v layout.View) {
	if d.loop != nil {
		return
	}
	fs := d.op.fonts
	if d.op.o.FreePlayLine && noNotice(d.mode) {
		d.marks.FreePlay(screen, v, fs)
	}
	if d.presenter.list {
		d.marks.List(screen, v, fs, d.presenter.lines(d.stack.table()))
	}
	if c := d.kiosk.countdown(); c != "" {
		d.marks.List(screen, v, fs, []string{c})
	}
}

// marksMove reports whether the modes' marks change by themselves (the kiosk's countdown),
// so that each frame is drawn whole.
func (d *demo) marksMove() bool {
	return d.loop == nil && d.kiosk.countdown() != ""
}

// hooked is the app as window.felt sees it: a page that reads the state through the hook is
// driven by a program (a test, a host page), and attract mode does not start by itself
// under it; each call counts as input, except in kiosk mode. Commands count already
// (demoAct).
type hooked struct{ *App }

// State implements hook.Handler.
func (h hooked) State() string {
	if h.demo.mode != ModeKiosk {
		// A kiosk's visitor is a person at its screen: a page reading its state is not one,
		// and does not hold off the reset for the next visitor.
		h.demo.idle.note()
	}
	return h.App.State()
}

// touched notes a person at the screen for the kiosk: a countdown it cancels is drawn off.
func (d *demo) touched() {
	if d.kiosk.touched() {
		d.frame.drawn = 0
	}
}

// rectJSON is a rectangle as the hook gives one, [x, y, w, h] in whole device pixels.
func rectJSON(r layout.Rect) string {
	return "[" + strconv.Itoa(int(r.X)) + "," + strconv.Itoa(int(r.Y)) + "," + strconv.Itoa(int(r.W)) + "," + strconv.Itoa(int(r.H)) + "]"
}
