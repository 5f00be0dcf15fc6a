// Package table is the table machinery every game plugs into: a Scene that plays a rules
// core's events back as animation (cards from the shoe, chips that stack and slide, labels,
// the meter), takes the player's commands from clicks, taps, keys and the web page's
// window.felt alike, and shows the chip rack, the credits, the buttons and settings, the
// messages, the result line and banner, and the pays-and-rules sign. A game's table (a
// Plug) gives its layout as data (render/geom's Places), what is printed on its felt (through
// render/printing's Printer), and the mapping from its own events to the shared pieces. The
// machinery imports no game: it speaks to the core through game/table's Game interface, and
// during playback reads only the events.
//
// The pieces on the table, their moves and their playback of the events are render/stage's
// (Pieces, which a plug moves through stage.Mover); the table says when events play and
// what it does round each.
//
// It places and does not paint: its layout pass puts every piece on the plan of the next
// frame (render/plan), which paints itself; the printed felt and the sign are
// render/printing's, the result line's, the banner's and the notice's pictures
// render/plaque's.
package table

import (
	"errors"
	"sync"
	"time"

	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
	"felt/render/coach"
	"felt/render/command"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/input"
	"felt/render/keep"
	"felt/render/layout"
	"felt/render/printing"
	"felt/render/sprite"
	"felt/render/store"
	"felt/render/words"

	"github.com/hajimehoshi/ebiten/v2"
)

// Options configure a table scene.
type Options struct {
	// Seed, when not zero, deals a repeatable session: a fresh table whose rounds are dealt
	// from this seed, nothing loaded from or saved to the store but the settings.
	Seed uint64
	// Entropy seeds the shoe when Seed is zero (the app passes the clock).
	Entropy uint64
	// Speed is the animation speed to start with, when the settings saved none.
	Speed anim.Speed
	// SpeedSet says that Speed was asked for (the page's ?speed=), so it wins over the
	// saved setting.
	SpeedSet bool
	// Store keeps the table and the settings between visits; nil keeps nothing.
	Store store.Store
	// Sound plays the table's sounds; nil is silence.
	Sound *audio.Player
	// Demo plays the person's seat by itself until the player clicks, taps or presses a
	// key: the self-playing demonstration.
	Demo bool
	// Log, when not nil, replays these events instead of a live core's: the scene shows
	// them and takes no command that acts on the round (a replay changes no credits).
	Log []table.Event
	// TakeOver opens the saved table even when another tab or window holds it, and takes it
	// from that one: the player asked to play here.
	TakeOver bool
	// Data, when not nil, opens a session that keeps nothing (Seed, Demo) at this saved
	// table instead of a new one: the table re-made with new settings (render/app).
	Data []byte
	// ReducedMotion is the system's wish for less motion (a browser's prefers-reduced-motion):
	// calm motion is on while it is, unless the player has chosen otherwise.
	ReducedMotion bool
	// Clock is the wall clock the reminder of the time played and the holder's word to other
	// tabs read; nil is time.Now.
	Clock func() time.Time
	// Settled, when not nil, is told of each round the core settles at a table this session
	// keeps (not a seed's session, the demonstration or a replay): the person's seat, the
	// round's events (the core's slice: copy what is kept) and the person's credits after
	// it. The hand history keeps them (history.go).
	Settled func(person int, events []table.Event, credits money.Amount)
	// Journal, when not nil, is the keeper of the hand history Settled tells: the table
	// tells its lines and its failures to save, and reports its state (render/keep).
	Journal keep.Journal
	// Step, with Log, shows the replay a step at a time (Scene.Replay: Step, Run) rather than
	// running it through.
	Step bool
	// NoCredits says that the seats' credits are nobody's: with Log, a round dealt again
	// from its code at a new table, bought in to cover its wagers; without, the lobby's
	// miniature of a table, dealt from a fixed seed. The table neither shows nor tells the
	// person's credits, shows no table-mate's, and the hook reports none.
	NoCredits bool
	// NoNotice keeps the notice of the first start down: attract mode's own tables, which
	// nobody plays (the person who takes over is at their own table, with its notice).
	NoNotice bool
	// Eval ranks the hands of the rules core: one built by hand.New and shared by every
	// table and page of the program (building one takes a while in a browser). New fails
	// without one.
	Eval *hand.Evaluator
}

// Scene is a table of any game. It is an app scene (Update and Draw) and the handler of
// the window.felt hook (State and Act); its methods are safe to call from the hook between
// frames.
type Scene struct {
	mu sync.Mutex

	plug   Plug
	own    parts // the plug's optional interfaces, or the machinery's own behaviour
	core   table.Game
	eval   *hand.Evaluator
	person int
	opts   Options
	seed   uint64 // the session's seed: each round's shoe is derived from it

	fonts *fonts.Set
	art   *sprite.Art
	felt  *felt.Table
	sound *audio.Player

	geom    geom.Places
	haveGeo bool
	small   bool           // the view is a small screen's: the compact settings row (topbar.go)
	print   printing.Layer // the printed layer, its printer, the table it prints (plan.go)
	view    layout.View

	stage    show     // the pieces (render/stage) with the news, result line and banner (backstage.go)
	sheet    sheet    // the layout pass's placing on the plan (sheet.go)
	playback playback // when the core's events play onto the pieces (playback.go)

	prefs prefs // the player's settings (prefs.go)
	help  bool  // the pays-and-rules sign is up

	// The table's settings, as the machinery shows them.
	roster     []table.Mate
	verb       string // the decision's bet
	keepsCards [table.MaxWagers]bool
	// onHand are the wagers whose win names a table-mate's hand (Settings.OnHand).
	onHand  [table.MaxWagers]bool
	meterOf [table.MaxWagers]int // the meter system each wager feeds, or table.NoMeter

	meters meters // the meters' displays (meters.go)

	bet betting // the person's chip, the rack, the bets kept for UNDO (bets.go)

	// The controls.
	keys     keyMap
	pointer  *input.Pointer
	ctl      controls
	buttons  []*button
	rack     []chipButton
	settings []*button
	foot     bool // a replay's own controls have the foot (HandFoot)
	sign     printing.Board
	labels   labels

	mismatch int // rounds whose shown credits disagreed with the core's

	coach *coach.Coach // the advice, the hint asked for, the trainer (render/coach)
	hp    hintPanel    // the hint's lines (advice.go)
	panel betPanel     // an upright phone's sheet of wager buttons (betpanel.go)

	demo     bool
	demoWait int
	steps    steps // a replay's log shown a step at a time (history.go)

	narr *words.Narrator // what the live region hears (narrate.go)
	comf comfort         // calm motion's origin, the notice, the reminder (comfort.go)
	fo   focus           // the keyboard's focus (focus.go)

	keep  keeper // the saved table and the settings (keeping.go)
	asker asker  // the page asked for at the table (lobby.go)

	look    look    // what the picture showed at the last Update (idle.go)
	overlay Overlay // what the table's owner places over it (plan.go)
}

// New makes a table scene for a game: it restores the saved table or seats the person at a
// new one.
func New(p Plug, tbl *felt.Table, fs *fonts.Set, o Options) (*Scene, error) {
	if o.Eval == nil {
		return nil, errNoEval
	}
	s := &Scene{
		plug:    p,
		opts:    o,
		fonts:   fs,
		art:     sprite.New(fs),
		felt:    tbl,
		sound:   o.Sound,
		eval:    o.Eval,
		pointer: input.New(),
	}
	s.own = partsOf(p, func() table.Game { return s.core })
	s.stage.sc, s.stage.Host, s.stage.Turn = s, backstage{s}, -1
	s.print.Of = func() printing.Table { return printingOf(s) }
	s.sheet.sc, s.sheet.st, s.sheet.Stage = s, &s.stage, &s.stage
	s.playback.sc, s.playback.st = s, &s.stage
	s.narr = words.New(ear{s})
	s.sign = printing.Board{Fonts: fs, Says: s.PaysAndRules}
	s.panel.sc = s
	s.fo.list = player{s}.focusables
	s.labels.init()
	s.demo = o.Demo
	s.coach = coach.New(s.own.Advisor, s.Decision)
	keeping{s}.open()
	if o.SpeedSet {
		s.prefs.Speed = o.Speed
	}
	s.stage.Timeline.SetSpeed(s.prefs.Speed)
	s.seed = o.Seed
	if s.seed == 0 {
		s.seed = o.Entropy | 1
	}
	// The saved table, its round in play resumed; nil for a new one, or for a session that
	// keeps none.
	s.core = s.keep.Open()
	if s.core == nil {
		var err error
		if s.core, err = p.Open(o.Data, s.seed, s.eval); err != nil {
			return nil, err
		}
	}
	s.person = s.core.Person()
	s.steps = steps{log: o.Log, step: o.Step, person: s.person}
	s.meters.open(s.core)
	s.settingsOf()
	s.bet.open(s.core, s.person, p, s.own.Words)
	if o.Log != nil {
		s.meters.replay(o.Log)
	}
	for i := range s.stage.Seats {
		s.stage.Seats[i].Roster = -1
	}
	if s.person >= 0 {
		s.stage.Credits = s.core.Balance(s.person)
	}
	s.stage.Round = s.core.Round()
	s.buttons, s.settings = s.ctl.make(s.Decision)
	s.settings = append(s.settings, s.asker.make()...)
	s.makeKeys()
	// The landscape table until a screen says otherwise: events played before the first
	// frame need places to go.
	s.geom = p.Places(layout.Landscape, 0, s.person)
	s.haveGeo = true
	s.relayout()
	s.prefs.apply(&s.stage.Timeline, s.sound)
	if o.Log == nil {
		// What the core reported while the table was set up (table-mates sitting down, a
		// round resumed or void) is shown at once; the credits are the core's.
		s.playback.skip()
		s.playback.seatsAtRest()
		if s.person >= 0 {
			s.stage.Credits = s.core.Balance(s.person)
		}
		s.playback.syncMates()
		s.mismatch = 0
	}
	keeping{s}.start()
	// The reminder counts from here; the notice shows on a first start, but not over a
	// replay.
	s.comf.clock = o.Clock
	if said := s.comf.start(s.stage.worth(), o.Log == nil && !o.NoNotice); said != "" {
		s.narr.Hear(said)
	}
	return s, nil
}

// settingsOf notes the table's settings the playback needs: names, meters, cards kept.
func (s *Scene) settingsOf() {
	st := s.plug.Settings(s.core)
	s.roster = st.Roster
	s.verb = st.Verb
	s.meters.second(st.Meter2)
	s.keepsCards = [table.MaxWagers]bool{}
	for _, w := range st.KeepsCards {
		if w < table.MaxWagers {
			s.keepsCards[w] = true
		}
	}
	for w := range s.onHand {
		s.onHand[w] = st.OnHand == nil
	}
	for _, w := range st.OnHand {
		if w < table.MaxWagers {
			s.onHand[w] = true
		}
	}
	for w := range s.meterOf {
		s.meterOf[w] = table.NoMeter
		if w < s.core.Wagers() {
			s.meterOf[w] = s.core.MeterOf(table.Wager(w))
		}
	}
}

// Decision names a decision: "FOLD", or the game's verb and the multiple ("PLAY 2x").
func (s *Scene) Decision(a table.Action) string {
	switch a {
	case table.Fold:
		return "FOLD"
	case table.Bet1x, table.Bet2x, table.Bet3x:
		return s.verb + " " + a.String()
	}
	return ""
}

// fresh reports whether the session starts from a new table and leaves the saved one alone:
// a session asked for by its seed, the demonstration, and a replay.
func (s *Scene) fresh() bool { return s.opts.Seed != 0 || s.opts.Demo || s.opts.Log != nil }

// Game returns the game's short name.
func (s *Scene) Game() string { return s.plug.Game() }

// Core returns the rules core the table plays, for a plug to read between rounds (never
// during playback).
func (s *Scene) Core() table.Game { return s.core }

// Person returns the person's seat, or -1.
func (s *Scene) Person() int { return s.person }

// Update advances the table by one tick: it reads the player's input, lets the meters'
// linked tables play on, and plays the core's events.
func (s *Scene) Update() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stage.Timeline.Tick()
	player{s}.read()
	s.advanceMeters()
	s.playback.play()
	s.remind()
	s.Demo().step()
	s.comf.note.tick(s.demo)
	s.meters.tick(s.prefs.Speed)
	keeping{s}.tick()
	s.look.note(s.Pace().lookKey())
	if s.sheet.fr.View.Scale > 0 && (!s.sheet.fr.ok || s.sheet.fr.View != s.view || s.Pace().motion() != Still || s.sheet.fr.changes != s.look.changes) {
		s.plan(s.view)
	}
	return nil
}

// Draw paints the plan the layout pass made for the screen v describes, and changes
// nothing. A screen the table was not laid out for (SetView) gets nothing painted: the next
// Update's SetView lays it out, and the picture's change brings the frame that paints it
// (the screen is part of the picture's digest, Pace.Changes).
func (s *Scene) Draw(screen *ebiten.Image, v layout.View) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.sheet.fr.ok || s.sheet.fr.View != v {
		return
	}
	s.sheet.fr.Paint(screen, s.fonts, s.art)
}

// events are the events the table plays: the replay's log, or the live core's round.
func (s *Scene) events() []table.Event {
	if s.opts.Log != nil {
		return s.opts.Log[:s.steps.count()]
	}
	return s.core.Events()
}

// liveRound is the round whose events events returns.
func (s *Scene) liveRound() uint64 {
	if s.opts.Log != nil {
		return 1
	}
	return s.core.Round()
}

// animating reports whether the table is still playing something back.
func (s *Scene) animating() bool {
	return s.stage.Timeline.Busy(s.liveRound(), s.events()) || s.own.Busy(&s.stage)
}

// Do carries out a command: the one path for clicks, keys and the hook. A command that
// changes the round first finishes whatever is being played back.
func (s *Scene) Do(c command.Command) error {
	err := s.do(c)
	if err != nil {
		s.stage.Sfx(audio.Error)
	}
	return err
}

// Errors of the scene's own commands.
var (
	ErrBusy     = errors.New("the table is busy")
	ErrNoChip   = errors.New("no such chip in the rack")
	ErrNoSpot   = errors.New("no such betting circle")
	ErrNoSeat   = errors.New("you are not seated at this table")
	ErrNothing  = errors.New("nothing to do")
	ErrReplay   = errors.New("this is a replay: it changes nothing")
	ErrCardsOut = errors.New("the cards are already out")
)

// errNoEval is New's error without Options.Eval.
var errNoEval = errors.New("table: no hand evaluator (Options.Eval)")

// SetSound gives the table its sound, made after it opened (render/app makes it once the
// title is gone), at the table's volumes and mute.
func (s *Scene) SetSound(p *audio.Player) {
	s.sound = p
	s.prefs.apply(&s.stage.Timeline, p)
}
