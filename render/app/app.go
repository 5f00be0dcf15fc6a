// Package app is the game as Ebitengine runs it: it sizes the screen in device pixels, opens
// on a table (the game Options.Game names) after a brief splash of the title, switches
// scenes through one small interface, tells the web page when the first frame is up, and
// saves the table when the window closes.
package app

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"felt/game/hand"
	"felt/render/anim"
	"felt/render/audio"
	"felt/render/crazy4"
	"felt/render/crisscross"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/hook"
	"felt/render/layout"
	"felt/render/page"
	"felt/render/setup"
	"felt/render/store"
	"felt/render/table"
	"felt/render/title"

	"github.com/hajimehoshi/ebiten/v2"
	ebitenaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// Options configure the app.
type Options struct {
	// FreePlayLine prints "Free play. No real money." on the title screen, and along the
	// bottom of the screen in the modes whose tables show no notice (presenter, kiosk,
	// attract). The web page prints the line in its own footer, so the browser build leaves
	// this off.
	FreePlayLine bool
	// Seed, when not zero, deals a repeatable session from this seed (see crazy4.Options).
	Seed uint64
	// Speed is the animation speed; SpeedSet says it was asked for and wins over the saved
	// setting.
	Speed    anim.Speed
	SpeedSet bool
	// Store keeps the table and the settings; nil keeps nothing.
	Store store.Store
	// Sound plays the table's sounds; nil is silence.
	Sound *audio.Player
	// NewSound, when Sound is nil, makes it once the first frame is on screen (NewSound is
	// one): opening the audio device takes a few tenths of a second in a browser, which
	// the first frame does not need, and a browser plays nothing before the player's first
	// click or key anyway. An error leaves the table silent.
	NewSound func() (*audio.Player, error)
	// Hook installs window.felt in a browser.
	Hook bool
	// NoSplash opens on the table at once.
	NoSplash bool
	// Demo plays the person's seat by itself until the player takes over.
	Demo bool
	// Game names the table to open: "crazy4" (the default when empty) or "crisscross".
	Game string
	// Notes are lines to tell on the table once it opens (a refused parameter of the page).
	Notes []string
	// Code is a round code to replay once the table is open (-code, ?code=; render/history).
	Code string
	// SideBets names the side bets of the table that opens (-sidebets, ?sidebets=: all,
	// none, or a comma list: render/setup.Parse): a new table is made at them, a saved one
	// takes them between rounds.
	SideBets string
	// Hosts are the origins of the pages that may embed the game and talk to it
	// (render/parent; ?host=): none, and the game posts nothing to its parent page and
	// takes nothing from it.
	Hosts []string
	// Mode is the app's mode (-mode, ?mode=): ModePlay (""), ModeAttract, ModeKiosk or
	// ModePresenter (attract.go, docs/demo.md). Presenter and kiosk play at tables of their
	// own in memory, never the player's saves; presenter's offer every wager.
	Mode string
	// Attract is how long the app waits idle before attract mode starts by itself, when
	// AttractSet (-attract, ?attract=SECONDS; 0: never); DefaultAttract otherwise.
	Attract    time.Duration
	AttractSet bool
	// PIN unlocks the kiosk's settings and counts (-pin, ?pin=); a kiosk without one keeps
	// them locked.
	PIN string
	// Moments is the directory where the desktop keeps a big moment's round code and still
	// picture ("": none; moments.go).
	Moments string
}

// Games lists the games the app can open, by name.
func Games() []string { return []string{"crazy4", "crisscross"} }

// plugFor returns the plug of a game's table; a name it does not know gives the default
// game and a line saying so.
func plugFor(name string) (table.Plug, string) {
	switch name {
	case "", "crazy4":
		return crazy4.New(nil), ""
	case "crisscross":
		return crisscross.New(nil), ""
	}
	return crazy4.New(nil), "There is no game called \"" + clip(name, 24) + "\" here: this is Crazy 4 Poker."
}

// clip shortens a string to at most n bytes, for a message.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// App implements ebiten.Game. Make one with New and pass it to ebiten.RunGame.
type App struct {
	splash splash      // the title at the opening (splash.go)
	device float64     // the device scale factor LayoutF last saw
	view   layout.View // the view of the last frame
	ready  func()
	told   bool // the page was told the first frame is up
	unhook func()
	tick   int64   // Updates so far
	frame  frames  // the last frame drawn (frames.go)
	pace   pace    // the frame loop's pace (loop.go)
	ticked bool    // an Update ran since the last Draw
	later  bool    // the table opens after the first frame (opening.go)
	lobby  bool    // the lobby opens after the first frame (opening.go)
	opener *opener // opens the tables (reopen.go)
	stack  stack   // the table on show, the pages over it, the tables opened (stack.go)
	hist   replays // the history's part: the replay on show (history.go)
	embed  embed   // the line to the page that embeds the game (embed.go)
	// moments follows the rounds for the moments worth sharing (moments.go).
	moments moments
	demo    demo // attract mode, presenter and kiosk (attract.go)
	crash   bool // the next Update panics (diag.go)
}

// New loads the fonts and opens on the title, which soon gives way to the table of the game
// Options.Game names; the table opens once the title is on screen (at once without the title).
func New(o Options) (*App, error) {
	fs, err := fonts.Load()
	if err != nil {
		return nil, err
	}
	tbl, err := felt.New()
	if err != nil {
		return nil, err
	}
	if keepsOwn(o.Mode) {
		// The presenter's and the kiosk's tables are their own: nothing of the player's is
		// read or written.
		o.Store = &store.Memory{}
		if o.Mode == ModePresenter && o.SideBets == "" {
			o.SideBets = "all"
		}
	}
	game, lobby := startAt(o)
	_, why := plugFor(game)
	// One hand evaluator for every table and page, built when first needed: after the
	// first frame, as the table opens.
	eval := sync.OnceValue(hand.New)
	op := &opener{game: game, felt: tbl, fonts: fs, o: o, why: why, eval: eval, book: setup.NewBook(o.Store, eval)}
	if op.keepsNothing() {
		op.book.Session()
	}
	op.sideBets(game)
	a := &App{device: 1, ready: page.Ready, unhook: func() {}, opener: op}
	a.embed = embed{state: a.State, stack: &a.stack, frame: &a.frame, pace: &a.pace}
	a.pace.frame = &a.frame
	a.demo = demo{op: op, stack: &a.stack, frame: &a.frame}
	a.moments = moments{op: op, state: a.State}
	a.hist = replays{op: op, stack: &a.stack, frame: &a.frame}
	a.stack = stack{scene: opening{}, tables: map[string]*table.Scene{}, makers: a.pages(), ran: map[*table.Scene]time.Time{},
		clock: time.Now, op: op, frame: &a.frame, kiosk: &a.demo.kiosk}
	// The screen keeps its picture between frames: a frame with nothing new is not drawn.
	ebiten.SetScreenClearedEveryFrame(false)
	if !o.NoSplash && !(o.SpeedSet && o.Speed == anim.Instant) && o.Mode != ModeAttract {
		a.splash.title = title.New(tbl, fs, title.Options{FreePlayLine: o.FreePlayLine})
	}
	// With the title up first, the table opens once it is on screen (opening.go). A first
	// visit opens the lobby instead, also once the title is on screen.
	a.later, a.lobby = !lobby, lobby && a.splash.up()
	if !a.splash.up() {
		a.startSound()
	}
	if lobby && !a.splash.up() {
		if err := a.stack.open("lobby"); err != nil {
			return nil, err
		}
	} else if !lobby && !a.splash.up() {
		if err := a.openTable(); err != nil {
			return nil, err
		}
	}
	a.demo.start(o)
	a.embed.attract = &a.demo // the host page's startAttract and stopAttract (embed.go)
	if o.Hook {
		unhook, unwatch := hook.Install(hooked{a}), page.OnVisibility(a.pace.visibility)
		a.unhook = func() { unwatch(); unhook() }
	}
	a.embed.listen(o.Hosts)
	return a, nil
}

// ErrNoSound is returned by NewSound on a machine with no audio device.
var ErrNoSound = errors.New("no audio device")

// NewSound makes the one audio context of the program and the table's sound player. On a
// machine without an audio device it returns ErrNoSound: the game plays in silence.
func NewSound() (*audio.Player, error) {
	if !soundAvailable() {
		return nil, ErrNoSound
	}
	return audio.New(ebitenaudio.NewContext(48000))
}

// shown is the scene on show: attract mode, a replay, the top page, or the table.
func (a *App) shown() Scene {
	if a.demo.loop != nil {
		return a.demo.loop
	}
	if a.hist.replay != nil {
		return a.hist.replay
	}
	if n := len(a.stack.pages); n > 0 {
		return a.stack.pages[n-1]
	}
	return a.stack.scene
}

// Scene returns the scene on show, opening the table if it has not opened yet.
func (a *App) Scene() Scene {
	_ = a.openTable()
	return a.stack.scene
}

// State implements hook.Handler for the scene on show.
func (a *App) State() string {
	if err := a.openTable(); err != nil {
		return `{"error":` + strconv.Quote(err.Error()) + `}`
	}
	return a.demo.state(a.state())
}

// state is the hook's state of what is on show, before the modes' fields.
func (a *App) state() string {
	if a.demo.loop != nil {
		return a.demo.loopState()
	}
	if a.hist.on() {
		return a.hist.state()
	}
	if len(a.stack.pages) > 0 {
		return a.stack.state(a.splash.up())
	}
	if sc := a.stack.table(); sc != nil {
		st := atTable(hook.TableState(sc.Hook()))
		if a.splash.up() {
			// The title fading into the table is the app's animation: the table is not
			// at rest until it is over.
			st = strings.Replace(st, `"animating":false`, `"animating":true`, 1)
		}
		return st
	}
	return `{"game":"none"}`
}

// Act implements hook.Handler for the scene on show; every reply is one line of at most 100
// characters (hook.Clip).
func (a *App) Act(name, arg string) string {
	return hook.Clip(a.act(name, arg))
}

// act carries out a hook command: Act's reply before it is cut to one short line.
func (a *App) act(name, arg string) string {
	if err := a.openTable(); err != nil {
		return err.Error()
	}
	if reply, ok := a.diagAct(name); ok {
		return reply
	}
	if reply, ok := a.demo.act(name, arg); ok {
		return reply
	}
	if reply, ok := a.hist.act(name, arg); ok {
		return reply
	}
	if reply, ok := a.stack.act(name, arg); ok {
		return reply
	}
	if sc := a.stack.table(); sc != nil {
		defer wake() // the loop may be asleep: show what the command did
		defer a.announce()
		return sc.Hook().Act(name, arg)
	}
	return "nothing here takes commands"
}

// Save implements hook.Saver: it keeps the scene's state now, if it keeps any.
func (a *App) Save() error {
	if sc := a.stack.table(); sc != nil {
		return sc.Keeping().Save()
	}
	return nil
}

// announce passes the scene's narration to the page's live region (the desktop has none).
func (a *App) announce() {
	if sc := a.stack.table(); sc != nil {
		hook.Announce(sc.Hook().Heard())
	}
}

// Update advances the game by one tick.
func (a *App) Update() error {
	if a.tick == 0 {
		page.Mark("update")
	}
	a.crashNow()
	a.tick++
	a.ticked = true
	prev := a.pace.last
	a.beginTick()
	if ebiten.IsWindowBeingClosed() {
		_ = a.Save()
		a.unhook()
		a.embed.link.Close()
		return ebiten.Termination
	}
	if a.told {
		if err := a.openTable(); err != nil {
			return err
		}
	}
	a.splash.advance(prev, a.later || a.lobby)
	if !a.splash.up() && a.splash.seen {
		// The title is gone: the sound is made now (Options.NewSound).
		a.startSound()
	}
	if a.demo.loop != nil && a.view.Scale > 0 {
		a.demo.loop.SetView(a.view)
	}
	if !a.splash.up() && a.demo.tick(a.hist.on()) {
		// Attract mode runs, or the presenter's keys were pressed (attract.go).
		a.reopen()
		a.endTick()
		return nil
	}
	var err error
	switch {
	case a.embed.paused:
		// The parent page paused the game: nothing moves, no input is taken.
	case a.hist.on():
		a.stack.away(nil)
		err = a.hist.update(a.view)
	case len(a.stack.pages) > 0:
		a.stack.away(nil)
		err = a.shown().Update()
	default:
		if ts := a.stack.table(); ts != nil && a.view.Scale > 0 {
			ts.SetView(a.view)
		}
		err = a.stack.scene.Update()
		a.stack.away(a.stack.table())
		a.stack.asked()
		a.applySettings()
		a.hist.keys()
	}
	a.announce()
	a.reopen()
	a.endTick()
	a.embed.tick(a.told, a.tick, a.pace.asleep)
	return err
}

// Draw draws the current scene. The screen is in device pixels (see LayoutF).
func (a *App) Draw(screen *ebiten.Image) {
	if !a.ticked && a.pace.motion != table.Moving {
		// An input woke the loop before a tick was due: run one soon, to read it.
		wake()
	}
	a.ticked = false
	if n := a.frame.drawn + 1; n <= 4 {
		// The first frames' times, for the opening's benchmark (web BenchmarkOpen):
		// window.feltTimes.drawN when the N-th frame's Draw begins, drawnN when it ends.
		page.Mark("draw" + strconv.Itoa(n))
		defer page.Mark("drawn" + strconv.Itoa(n))
	}
	// Draw runs before its frame is shown; by the second call the first one is on screen.
	if a.frame.drawn == 1 && !a.told {
		a.told = true
		if a.ready != nil {
			a.ready()
		}
	}
	switch a.due(screen) {
	case drawNothing:
		a.frame.skipped++
		return
	case drawMeter:
		if a.drawMeter(screen) {
			return
		}
	}
	defer a.drawn(screen)
	b := screen.Bounds()
	a.view = layout.Fit(float64(b.Dx()), float64(b.Dy()), a.device)
	if a.splash.draw(screen, a.shown(), a.view, a.frame.drawn, a.tick) {
		a.demo.drawMarks(screen, a.view)
	}
	a.embed.draw(screen)
}

// LayoutF makes the screen as large as the window in device pixels, so that everything is
// drawn at the display's own resolution.
func (a *App) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		if f := m.DeviceScaleFactor(); f > 0 {
			s = f
		}
	}
	a.device = s
	w, h := outsideWidth*s, outsideHeight*s
	// The screen the next frames are drawn on: the table lays itself out for it in Update.
	a.view = layout.Fit(math.Ceil(w), math.Ceil(h), s)
	return w, h
}

// Layout is required by ebiten.Game; Ebitengine calls LayoutF instead.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := a.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(math.Ceil(w)), int(math.Ceil(h))
}

// View returns the view of the last frame drawn.
func (a *App) View() layout.View {
	return a.view
}
