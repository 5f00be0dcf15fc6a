package app

import (
	"errors"
	"strconv"

	"felt/game/showcase"
	rules "felt/game/table"
	"felt/render/attract"
	"felt/render/fonts"
	"felt/render/setup"
	"felt/render/store"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// The presenter's keys (presenter play; docs/demo.md): F6 opens the list of the showcases of
// the table on show (1 to 9 queues one for the next round, Esc or F6 closes it), F7 starts
// and stops attract mode, F8 resets the demo table: fresh credits, history and meters.
const (
	keyShowcases = ebiten.KeyF6
	keyAttract   = ebiten.KeyF7
	keyReset     = ebiten.KeyF8
)

// presenter is presenter play's own: the showcase queued for the next round, the list of
// showcases, and the watermark over the table while a showcase is on it. Its methods take
// the table on show (nil: none).
type presenter struct {
	on    bool // the app is in presenter play
	fonts *fonts.Set
	// queued is the showcase for the next round, "" for none.
	queued string
	list   bool // the list of showcases is open
	// over is the watermark over the table on show (marked), placed in the table's layout
	// pass.
	over   attract.Over
	marked *table.Scene
}

// press is what a tick's presenter's keys ask of the app.
type press uint8

const (
	pressNone    press = iota // the keys were not the presenter's
	pressTaken                // the presenter's list took the keys
	pressRedraw               // the list opened, closed or queued: the screen is drawn whole
	pressAttract              // F7: attract mode starts
	pressReset                // F8: the demo tables start afresh
)

// keys reads the presenter's keys at table sc (queuing a showcase from the list; pages
// tells that a page is open over the table).
func (p *presenter) keys(sc *table.Scene, pages bool) press {
	if !p.on {
		return pressNone
	}
	switch {
	case inpututil.IsKeyJustPressed(keyAttract):
		return pressAttract
	case inpututil.IsKeyJustPressed(keyReset):
		p.list = false
		return pressReset
	case inpututil.IsKeyJustPressed(keyShowcases):
		p.list = !p.list && sc != nil
		return pressRedraw
	}
	if !p.list {
		return pressNone
	}
	names := p.names(sc)
	for i := range min(len(names), 9) {
		if inpututil.IsKeyJustPressed(ebiten.Key1 + ebiten.Key(i)) {
			p.list = false
			if err := p.queue(sc, names[i], pages); err != nil {
				sc.Keeping().Note(err.Error())
			}
			return pressRedraw
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		p.list = false
		return pressRedraw
	}
	return pressTaken // the list has the keys while it is open
}

// names are the showcases of table sc.
func (p *presenter) names(sc *table.Scene) []string {
	if sc != nil {
		return showcase.Names(sc.Game())
	}
	return nil
}

// lines are the lines of the list: a heading, then each showcase of table sc with its key.
func (p *presenter) lines(sc *table.Scene) []string {
	if sc == nil {
		return nil
	}
	lines := []string{"SHOWCASE FOR THE NEXT ROUND (1-9, Esc)"}
	for _, s := range showcase.All() {
		if s.Game == sc.Game() {
			lines = append(lines, strconv.Itoa(len(lines))+"  "+s.Title)
		}
	}
	return lines
}

// errPlayMode is the refusal of a showcase where the player plays.
var errPlayMode = errors.New("showcases are dealt only in attract and presenter play (?mode=presenter), never at your own table")

// queue queues a showcase of table sc for its next round: dealt at once when no round is in
// progress (and no page is over it), else when the round is over.
func (p *presenter) queue(sc *table.Scene, name string, pages bool) error {
	if !p.on {
		return errPlayMode
	}
	if sc == nil {
		return errors.New("no table on show: open one first")
	}
	if _, err := showcase.Find(sc.Game(), name); err != nil {
		return err
	}
	p.queued = name
	p.deal(sc, pages)
	return nil
}

// mark puts the watermark over table sc while a showcase is on it: the table places it in
// its layout pass (attract.Over).
func (p *presenter) mark(sc *table.Scene) {
	if !p.on {
		return
	}
	if sc != p.marked {
		if p.marked != nil {
			p.marked.SetOverlay(nil)
		}
		p.marked, p.over = sc, attract.Over{Fonts: p.fonts}
		if sc != nil {
			sc.SetOverlay(&p.over)
		}
	}
	if sc == nil {
		return
	}
	if on := sc.Demo().Stacked() != ""; on != p.over.Watermark {
		p.over.Watermark = on
		sc.Relayout()
	}
}

// deal deals the showcase queued when table sc has no round in progress and no page over it.
// A showcase the table cannot show is dropped, with the table's message saying why.
func (p *presenter) deal(sc *table.Scene, pages bool) {
	if p.queued == "" || sc == nil || pages || sc.Core().Phase() == rules.Deciding || !sc.Demo().CaughtUp() {
		return
	}
	name := p.queued
	p.queued = ""
	s, err := showcase.Find(sc.Game(), name)
	if err == nil {
		var st *rules.Stack
		if st, err = s.Stack(sc.Core()); err == nil {
			err = sc.Demo().DealScripted(s.Bets(sc.Core()), st)
		}
	}
	if err != nil {
		sc.Keeping().Note("Showcase " + name + ": " + err.Error())
	}
}

// resetOwn starts the mode's own tables afresh (the presenter's F8, the kiosk's next
// visitor): a new store in memory, so new credits, history, meters and settings, the pages
// closed, and the game on show opened again at its new table.
func (d *demo) resetOwn() {
	if !keepsOwn(d.mode) {
		return
	}
	game := ""
	if sc := d.stack.table(); sc != nil {
		game = sc.Game()
	}
	op := d.op
	mem := &store.Memory{}
	op.o.Store = mem
	op.book = setup.NewBook(mem, op.eval)
	op.keepers = nil
	op.sideBets(game)
	d.stack.clear()
	d.presenter.queued = ""
	d.frame.drawn = 0
	if game == "" {
		_ = d.stack.open("lobby")
		return
	}
	if sc, err := op.open(game, false); err == nil {
		d.stack.seat(sc)
	}
}
