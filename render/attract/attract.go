// Package attract is attract mode: the game showing itself on a screen nobody is playing at.
// It loops: the title; at one game's table a round told as a how-to (the table's own cards,
// chips and circles, with a caption for each step); a few rounds played by the strategy
// advisor at a lively pace, captioned with the table's own words for what happens (the
// dealer qualifies, a hand, a win); a showcase deal (game/showcase) with the "DEMO ·
// SCRIPTED DEAL" watermark on the table; then the other game, and the title again.
//
// Its marks over a table (the watermark, the caption, the veil over the meters' panels) are
// placed in the table's own layout pass (Over, the table's overlay), clear of what the
// player reads and presses. The loop plays at tables of its own (Options.Open: their own
// credits, history and meters, kept in memory), never the player's. The app runs a Loop in place of what is on show and
// throws it away at the first click, touch or key, the player's table or page back as it was.
package attract

import (
	"felt/game/showcase"
	rules "felt/game/table"
	"felt/render/anim"
	"felt/render/command"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Options configure a Loop.
type Options struct {
	// Open makes the loop's table of a game: a self-playing demonstration table with its own
	// credits, history and meters, every wager offered and five table-mates.
	Open func(game string) (*table.Scene, error)
	// Title is the title screen the loop opens with.
	Title Scene
	// Fonts are the faces of the captions and the watermark.
	Fonts *fonts.Set
	// Games are the games the loop goes through, in order.
	Games []string
	// Rounds is how many rounds the advisor plays at each table between its how-to round
	// and its showcase (0: 3).
	Rounds int
	// Instant plays every round at instant speed, the how-to's too (the page's
	// ?speed=instant: tests); otherwise the how-to plays at normal speed and the rounds fast.
	Instant bool
}

// Scene is a screen the loop shows: the title.
type Scene interface {
	Update() error
	Draw(screen *ebiten.Image, v layout.View)
}

// The steps of the loop.
type step uint8

const (
	stepTitle    step = iota // the title screen
	stepHowTo                // a round at normal speed, told as a how-to
	stepRounds               // rounds at a lively pace
	stepShowcase             // a showcase deal
	stepRest                 // the showcase's result on show
)

var stepNames = [...]string{"title", "howto", "rounds", "showcase", "rest"}

// Times, in ticks.
const (
	titleTicks = 4 * anim.TPS
	restTicks  = 5 * anim.TPS
	dealPause  = anim.TPS // the result of a round on show before a showcase is dealt
)

// Loop is attract mode running: an app scene.
type Loop struct {
	o       Options
	scenes  map[string]*table.Scene
	game    int // the game of the loop now, in Options.Games
	step    step
	ticks   int    // ticks in the step
	played  int    // rounds dealt and played back in the step
	dealt   bool   // a round dealt in the step is in play
	last    uint64 // the round last counted
	changes uint64 // changes of the loop's own picture (captions, steps)
	next    map[string]int
	script  string // the showcase dealt, "" before it is
	cap     captions
	view    layout.View // the screen of the next frames (SetView)
	over    Over        // the marks over the loop's tables, placed in their layout pass
	capText string      // the caption the tables were last laid out with
	brush   paint.Brush
	loops   int // loops completed
	err     error
}

// New starts attract mode at the title.
func New(o Options) *Loop {
	if o.Rounds <= 0 {
		o.Rounds = 3
	}
	l := &Loop{o: o, scenes: map[string]*table.Scene{}, next: map[string]int{}}
	l.over = Over{Fonts: o.Fonts, Invite: true, cap: &l.cap}
	return l
}

// Game is the game of the table the loop is at ("" on the title).
func (l *Loop) Game() string {
	if l.step == stepTitle || len(l.o.Games) == 0 {
		return ""
	}
	return l.o.Games[l.game]
}

// Step names the step of the loop: "title", "howto", "rounds", "showcase" or "rest".
func (l *Loop) Step() string { return stepNames[l.step] }

// Loops is the number of loops completed.
func (l *Loop) Loops() int { return l.loops }

// Table is the loop's table on show, or nil on the title.
func (l *Loop) Table() *table.Scene {
	if g := l.Game(); g != "" {
		return l.scenes[g]
	}
	return nil
}

// Script is the showcase on the table ("" for none): its round is being dealt, played or its
// result shown.
func (l *Loop) Script() string {
	if sc := l.Table(); sc != nil {
		return sc.Demo().Stacked()
	}
	return ""
}

// Caption is the caption on show, "" for none.
func (l *Loop) Caption() string { return l.cap.text }

// WatermarkAt is where the last layout pass put the DEMO · SCRIPTED DEAL watermark's pill,
// device pixels; empty while none is placed.
func (l *Loop) WatermarkAt() layout.Rect { return l.over.water }

// Err is the error that stopped the loop's table, if any.
func (l *Loop) Err() error { return l.err }

// Update advances the loop by one tick.
func (l *Loop) Update() error {
	l.ticks++
	l.cap.tick()
	if l.step == stepTitle {
		if l.o.Title != nil {
			_ = l.o.Title.Update()
		}
		if l.ticks >= titleTicks {
			l.enter(stepHowTo)
		}
		return nil
	}
	sc, err := l.table()
	if err != nil {
		l.err = err
		l.nextGame()
		return nil
	}
	l.steer(sc)
	l.mark(sc)
	if l.view.Scale > 0 {
		sc.SetView(l.view)
	}
	if err := sc.Update(); err != nil {
		return err
	}
	l.hear(sc)
	return nil
}

// table returns the loop's table of the game now, opening it the first time.
func (l *Loop) table() (*table.Scene, error) {
	g := l.o.Games[l.game]
	if sc := l.scenes[g]; sc != nil {
		return sc, nil
	}
	sc, err := l.o.Open(g)
	if err != nil {
		return nil, err
	}
	sc.SetOverlay(&l.over)
	l.scenes[g] = sc
	return sc, nil
}

// mark sets the marks over the table for the tick: the watermark while a showcase is on
// the table, the meters' panels dimmed except while a showcase is on show (the showcase and
// the rest after it), the caption; the table is laid out again when they change.
func (l *Loop) mark(sc *table.Scene) {
	o := &l.over
	water := sc.Demo().Stacked() != ""
	dim := l.step != stepShowcase && l.step != stepRest
	if water != o.Watermark || dim != o.Dim || l.cap.text != l.capText {
		o.Watermark, o.Dim, l.capText = water, dim, l.cap.text
		sc.Relayout()
	}
}

// enter begins a step.
func (l *Loop) enter(s step) {
	l.step, l.ticks = s, 0
	if s == stepTitle {
		return
	}
	sc, err := l.table()
	if err != nil {
		return
	}
	l.played, l.dealt = 0, false
	l.changes++
	switch s {
	case stepHowTo:
		l.speed(sc, "normal")
		l.script = ""
	case stepRounds:
		l.speed(sc, "fast")
	}
}

// speed sets the table's animation speed: instant throughout with Options.Instant.
func (l *Loop) speed(sc *table.Scene, name string) {
	if l.o.Instant {
		name = "instant"
	}
	_ = sc.Do(command.Command{Name: command.Speed, Arg: name})
}

// steer moves the loop on as the table's rounds end, and deals the showcase.
func (l *Loop) steer(sc *table.Scene) {
	over := l.roundOver(sc)
	switch l.step {
	case stepHowTo:
		l.cap.howTo(l.o.Games[l.game], sc.Core().Phase())
		if over {
			sc.Demo().Hold(dealPause)
			l.enter(stepRounds)
		}
	case stepRounds:
		if l.played >= l.o.Rounds {
			sc.Demo().Hold(restTicks)
			l.enter(stepShowcase)
		}
	case stepShowcase:
		if l.script == "" {
			sc.Demo().Hold(dealPause)
			if l.ticks >= dealPause && sc.Demo().CaughtUp() {
				l.deal(sc)
			}
			return
		}
		if over || l.script == "-" {
			sc.Demo().Hold(restTicks)
			l.enter(stepRest)
		}
	case stepRest:
		sc.Demo().Hold(restTicks)
		if l.ticks >= restTicks {
			l.nextGame()
		}
	}
}

// roundOver reports, once per round, that a round dealt in this step is over and shown, and
// counts it.
func (l *Loop) roundOver(sc *table.Scene) bool {
	core := sc.Core()
	switch core.Phase() {
	case rules.Deciding:
		l.dealt = true
	case rules.Done:
		if l.dealt && core.Round() != l.last && sc.Demo().CaughtUp() {
			l.dealt, l.last = false, core.Round()
			l.played++
			return true
		}
	}
	return false
}

// deal deals the next showcase of the game at the table, the games' scripts in turn. A
// script the table cannot show is passed over.
func (l *Loop) deal(sc *table.Scene) {
	g := l.o.Games[l.game]
	names := showcase.Names(g)
	for range names {
		i := l.next[g] % len(names)
		l.next[g] = i + 1
		s, err := showcase.Find(g, names[i])
		if err != nil {
			continue
		}
		st, err := s.Stack(sc.Core())
		if err != nil {
			continue
		}
		if sc.Demo().DealScripted(s.Bets(sc.Core()), st) == nil {
			l.script = s.Name
			l.cap.show("Showcase: "+s.Title, captionLong)
			return
		}
	}
	// No showcase here: the loop goes on.
	l.script = "-"
}

// nextGame goes on to the next game, or from the last one to the title.
func (l *Loop) nextGame() {
	l.script = ""
	l.game++
	if l.game >= len(l.o.Games) {
		l.game = 0
		l.loops++
		l.enter(stepTitle)
		return
	}
	l.enter(stepHowTo)
}

// SetView gives the loop the screen its next frames are for, before Update: its table is
// laid out for it (table.Scene's SetView).
func (l *Loop) SetView(v layout.View) { l.view = v }

// Draw draws the loop's screen: the title, or the table (with the marks its layout pass
// placed: Over), and the line that says how to play.
func (l *Loop) Draw(screen *ebiten.Image, v layout.View) {
	if l.step == stepTitle {
		if l.o.Title != nil {
			l.o.Title.Draw(screen, v)
		}
		l.drawInvite(screen, v, layout.Rect{}, Invite)
		return
	}
	sc := l.Table()
	if sc == nil {
		return
	}
	sc.Draw(screen, v)
	at, words := l.over.InviteAt()
	l.drawInvite(screen, v, at, words)
}
