// Package crazy4 is the Crazy 4 Poker table on the screen: the felt with its printed layout,
// six seats in an arc with the person's in front, the dealer with the shoe and the tray, the
// progressive meter above, the chip rack and the buttons. It plays the rules core's events
// back as animation (DESIGN.md: the core decides, the front end shows), one at a time, at
// the player's speed, and takes the player's commands from clicks, taps, keys and the web
// page's window.felt alike.
package crazy4

import (
	"errors"
	"sync"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/strategy"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
	"felt/render/command"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/odometer"
	"felt/render/paint"
	"felt/render/sprite"
	"felt/render/store"

	"github.com/hajimehoshi/ebiten/v2"
)

// Options configure the table scene.
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
	// Config is the table; nil for the table of DefaultConfig.
	Config *crazy4.Config
	// Demo plays the person's seat by itself until the player clicks, taps or presses a key:
	// the self-playing demonstration.
	Demo bool
}

// DefaultConfig is the table the game opens at: a full table of five table-mates and the
// person in the middle seat, Ante and Super Bonus 5 to 500, Queens Up (paytable C, seed 004)
// and the 6 Card Bonus 5 to 100, and the Four-Card Progressive (Pays 1, seed 003) at 1
// credit, with 1,000 free-play credits.
func DefaultConfig() crazy4.Config {
	c := crazy4.Default()
	c.Ante = table.Limit{Min: money.Credits(5), Max: money.Credits(500), Step: money.Credits(1)}
	c.QueensUpLimit = table.Limit{Min: money.Credits(5), Max: money.Credits(100), Step: money.Credits(1)}
	c.SixCard = c.QueensUpLimit
	c.Progressive = crazy4.ProgressiveConfig{Kind: crazy4.FourCard, Table: "pays1", Unit: money.Credits(1)}
	c.HandBonus = crazy4.HandBonusConfig{}
	c.BadBeat, c.BadBeatLimit = "", table.Limit{}
	c.CoverAll = table.Limit{}
	c.Person = 2
	c.Mates = 5
	c.BuyIn = money.Credits(1000)
	return c
}

// Scene is the Crazy 4 Poker table. It is an app scene (Update and Draw) and the handler of
// the window.felt hook (State and Act); its methods are safe to call from the hook between
// frames.
type Scene struct {
	mu sync.Mutex

	core   *crazy4.Table
	eval   *hand.Evaluator
	person int
	opts   Options
	seed   uint64 // the session's seed: each round's shoe is derived from it

	fonts *fonts.Set
	art   *sprite.Art
	table *felt.Table
	sound *audio.Player

	geom    geometry
	haveGeo bool
	print   paint.Layer
	printer printer
	view    layout.View

	// Settings.
	speed      anim.Speed
	fourColour bool
	reduced    bool
	muted      bool
	help       bool

	// Playback of the core's events.
	now      int64
	round    uint64 // the round whose events are being played
	cursor   int    // events played so far
	busy     int64  // the next event waits until this tick
	settle   int64  // the last tick at which anything moves
	back     cards.Back
	seats    [table.Seats]vseat
	dealer   vdealer
	credits  money.Amount // the person's credits as the table shows them
	jackpot  jackpot
	pending  bool // the result line waits for the playback's end
	resultOn bool

	// The meters.
	meter      *odometer.Odometer
	meterShown [2]money.Amount // what the meter display should show, per system
	meterBase  [2]money.Amount // the value of the core's latest meter event played
	meterOff   [2]money.Amount // the display's offset from the live meter
	news       []table.Event   // scratch

	// Betting.
	chip    money.Amount
	chips   []money.Amount
	history []table.Bets

	// The controls.
	pointer  *input.Pointer
	ctl      controls
	buttons  []*button
	rack     []chipButton
	settings []*button
	msg      message
	result   resultLine
	banner   banner
	helpSign helpSign
	labels   labels
	lights   lights

	flyers      [4]vstack // chips flying from the rack to a circle
	flyer       int
	mateCredits [table.Seats]money.Amount // table-mates' credits as the table shows them
	mismatch    int                       // rounds whose shown credits (the person's or a mate's) disagreed with the core's

	// Scratch, reused so that frames do not allocate.
	cardOp  sprite.CardOp
	stackOp sprite.StackOp
	op      ebiten.DrawImageOptions
	digits  [40]byte

	demo     bool
	demoWait int
	strategy crazy4.Simple

	dirty   bool // something worth saving changed
	saveErr error
}

// New makes the table scene: it restores the saved table or seats the person at a new one.
func New(tbl *felt.Table, fs *fonts.Set, o Options) (*Scene, error) {
	s := &Scene{
		opts:    o,
		fonts:   fs,
		art:     sprite.New(fs),
		table:   tbl,
		sound:   o.Sound,
		eval:    hand.New(),
		speed:   anim.Normal,
		pointer: input.New(),
		history: make([]table.Bets, 0, 64),
		news:    make([]table.Event, 0, 8),
	}
	s.printer.s = s
	s.labels.init()
	s.demo = o.Demo
	s.strategy = crazy4.NewSimple(s.eval)
	s.loadSettings()
	if o.SpeedSet {
		s.speed = o.Speed
	}
	cfg := DefaultConfig()
	if o.Config != nil {
		cfg = *o.Config
	}
	s.seed = o.Seed
	if s.seed == 0 {
		s.seed = o.Entropy | 1
	}
	cfg.Seed = s.seed
	var err error
	if !s.fresh() {
		s.core, err = s.loadTable()
	}
	if s.core == nil {
		if s.core, err = crazy4.NewTable(cfg, s.eval); err != nil {
			return nil, err
		}
	}
	// Table-mates who play the optimal strategy play the math sheet's exact one.
	opt, optErr := strategy.NewOptimal(s.eval)
	if optErr != nil {
		return nil, optErr
	}
	s.core.SetStrategy(strategy.Crazy4Mate{Optimal: opt})
	s.person = s.core.Person()
	s.chips = s.rackChips()
	s.chip = s.chips[0]
	for _, c := range s.chips {
		if c <= s.core.Limit(crazy4.Ante).Min {
			s.chip = c
		}
	}
	s.meter = odometer.New(s.liveMeter(0))
	s.meterShown[0], s.meterBase[0] = s.liveMeter(0), s.liveMeter(0)
	s.meterShown[1], s.meterBase[1] = s.liveMeter(1), s.liveMeter(1)
	s.dealer.lucky = noLucky
	if s.person != crazy4.NoPerson {
		s.credits = s.core.Balance(s.person)
	}
	s.round = s.core.Round()
	s.makeControls()
	// The landscape table until a screen says otherwise: events played before the first
	// frame need places to go.
	s.geom = newGeometry(layout.Landscape, s.person)
	s.haveGeo = true
	s.relayout()
	s.applySettings()
	// What the core reported while the table was set up (table-mates sitting down, a void
	// round refunded) is shown at once; the credits are the core's.
	s.skip()
	if s.person != crazy4.NoPerson {
		s.credits = s.core.Balance(s.person)
	}
	s.syncMates()
	s.mismatch = 0
	if err != nil {
		// A save that would not load is reported, and the game starts afresh.
		s.say("The saved table could not be read; a new table is open.")
	}
	return s, nil
}

// fresh reports whether the session starts from a new table and leaves the saved one alone:
// a session asked for by its seed, and the demonstration.
func (s *Scene) fresh() bool { return s.opts.Seed != 0 || s.opts.Demo }

// noLucky marks that no Lucky Bonus position is shown.
const noLucky = -3

// rackChips returns the chips of the rack: the denominations up to the Ante's maximum.
func (s *Scene) rackChips() []money.Amount {
	var out []money.Amount
	top := s.core.Limit(crazy4.Ante).Max
	for _, d := range sprite.Denominations() {
		if d <= top {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		out = append(out, sprite.Denominations()[0])
	}
	return out
}

// Update advances the table by one tick: it reads the player's input, lets the meters'
// linked tables play on, and plays the core's events.
func (s *Scene) Update() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.now++
	s.input()
	s.advanceMeters()
	s.play()
	s.demoStep()
	s.meter.SetSpeed(s.speed)
	s.meter.Update()
	s.msg.update(s.now)
	if s.dirty && !s.animating() {
		s.save()
	}
	return nil
}

// Draw draws the table on screen, which v describes.
func (s *Scene) Draw(screen *ebiten.Image, v layout.View) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.haveGeo || s.geom.O != v.Orientation {
		s.geom = newGeometry(v.Orientation, s.person)
		s.haveGeo = true
		s.relayout()
	}
	s.view = v
	s.pointer.SetSlop(v.Len(14))
	s.print.Draw(screen, v, &s.printer)
	s.drawTable(screen, v)
	s.drawHUD(screen, v)
}

// animating reports whether the table is still playing something back.
func (s *Scene) animating() bool {
	return s.cursor < len(s.core.Events()) || s.now < s.busy || s.now < s.settle
}

// Do carries out a command: the one path for clicks, keys and the hook. A command that
// changes the round first finishes whatever is being played back.
func (s *Scene) Do(c command.Command) error {
	err := s.do(c)
	if err != nil {
		s.sfx(audio.Error)
	}
	return err
}

// Errors of the scene's own commands.
var (
	ErrBusy    = errors.New("the table is busy")
	ErrNoChip  = errors.New("no such chip in the rack")
	ErrNoSpot  = errors.New("no such betting circle")
	ErrNoSeat  = errors.New("you are not seated at this table")
	ErrNothing = errors.New("nothing to do")
)

// sfx plays a sound unless the table is muted.
func (s *Scene) sfx(k audio.Sound) {
	if s.sound != nil && !s.muted {
		s.sound.Play(k)
	}
}
