package table

import (
	"felt/game/table"
	"felt/render/command"
	"felt/render/keep"
	"felt/render/store"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// The table's keeping is render/keep's: the Scene holds a keep.Keeper, made here with what
// it keeps the table with, and calls it at each step (the table saved at every step the
// player takes and the moment the core settles a round, the settings' parts saved when one
// changes, the keeper's lines told and its commands); the app keeps the table through the
// keeper's Handle (Scene.Keeping).

// keeper is what the table needs of its keeping (render/keep's Keeper is one): the saved
// table opened and the keeping started, the parts whose choices are kept, a step the person
// may take and the table saved after it, the tick's part, the keeper's commands, the
// hand history's rounds, how the table is kept for the hook, and the app's handle.
type keeper interface {
	notesKeeper
	Open() table.Game
	Start(resumed bool)
	Choose(cs ...keep.Chooser)
	SaveChoices()
	MayAct() error
	Save(g table.Game) error
	Tick(g table.Game, now int64, busy bool, cut string, say keep.Teller)
	Command(name command.Name, g table.Game) (bool, error)
	Record(tell func())
	Storage() string
	Saves() keep.Saves
	Handle(mu sync.Locker, core func() table.Game) keep.Handle
}

// notesKeeper is what the playback needs of the keeping: a line told (a damaged round's),
// whether one of the keeper's lines is on show now (the news waits), a settled round to
// save at the next tick.
type notesKeeper interface {
	Note(t string)
	Noting(now int64) bool
	Settled()
}

// Keeping returns the table's keeping, the handle the app keeps it through: the table saved
// now and let go, a line told at once, whether the table asks to be opened again.
func (s *Scene) Keeping() keep.Handle { return s.keep.Handle(&s.mu, s.Core) }

// keeping is the Scene's calls on its keeper when it opens and at each tick.
type keeping struct{ s *Scene }

// open makes the scene's keeper and reads the saved settings, if any, into the parts
// that keep their choices there (keep.Chooser): the settings, the reminder, the notice, the
// trainer; bad or missing ones leave the defaults.
func (k keeping) open() {
	s := k.s
	o := s.opts
	s.keep = keep.New(keep.Config{
		Store: o.Store, Game: s.plug.Game(), Off: s.fresh(), TakeOver: o.TakeOver, Clock: o.Clock, Journal: o.Journal,
		ID:   store.SessionID(secretMix(o.Entropy, 0, "felt-session")),
		Open: func(data []byte) (table.Game, error) { return s.plug.Open(data, s.seed, s.eval) },
		Lost: func() { s.stage.sayErr(keep.ErrElsewhere) },
	})
	s.prefs = prefs{keep.DefaultPrefs(o.ReducedMotion)}
	s.keep.Choose(&s.prefs, &s.comf.rem, &s.comf.note, s.coach)
}

// start finishes the keeper's part of opening the table: the key that takes the table
// over and the one that restores a kept table, and a word on a round that resumed.
func (k keeping) start() {
	s := k.s
	for key, c := range map[ebiten.Key]command.Name{ebiten.KeyY: command.Here, ebiten.KeyL: command.Restore} {
		if _, taken := s.keys[key]; !taken {
			s.keys[key] = command.Command{Name: c}
		}
	}
	s.keep.Start(s.person >= 0 && (s.core.Phase() == table.Deciding || s.core.Bets(s.person).Total() > 0))
}

// settings applies the settings (to the timeline and the sound) and saves the choices kept
// with them: the settings', the reminder's, the notice's and the trainer's.
func (k keeping) settings() {
	s := k.s
	s.prefs.apply(&s.stage.Timeline, s.sound)
	s.keep.SaveChoices()
}

// tick is the keeper's part of a tick: the table saved if a round settled, the holding
// session saying it is still there, the keeper's lines told one after another.
func (k keeping) tick() {
	s := k.s
	now := s.stage.Timeline.Now()
	busy, cut := s.stage.msg.until > now, ""
	if !s.stage.msg.err {
		cut = s.stage.msg.text
	}
	s.keep.Tick(s.core, now, busy, cut, k)
}

// Tell implements keep.Teller: a line of the keeper's on the line of news, for longer the
// longer it is.
func (k keeping) Tell(t string) int64 {
	k.s.stage.sayFor(t, 100+3*len(t))
	return k.s.stage.msg.until
}
