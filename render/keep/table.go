package table

import (
	"felt/game/table"
	"felt/render/command"
	"felt/render/keep"
	"felt/render/store"

	"github.com/hajimehoshi/ebiten/v2"
)

// The table's side of keeping: the Scene holds a keep.Keeper, which stores the table, the
// settings and their troubles, and shows the lines it has to tell. The table is saved at
// every step the player takes (each bet, the deal, each decision) and the moment the core
// settles a round, whatever the playback is doing.

// Keeping is the table's keeping, the handle the app keeps it through (Scene.Keeping): the
// table saved now and let go, a line told at once, whether the table asks to be opened
// again from the store.
type Keeping struct{ s *Scene }

// Keeping returns the table's keeping.
func (s *Scene) Keeping() Keeping { return Keeping{s} }

// startKeeper makes the scene's keeper and reads the saved settings, if any, into their
// owners: the settings, the reminder, the notice, the trainer; bad or missing ones leave the
// defaults.
func (k Keeping) start() {
	s := k.s
	o := s.opts
	s.keep = keep.New(keep.Config{
		Store: o.Store, Game: s.plug.Game(), Off: s.fresh(), TakeOver: o.TakeOver, Clock: o.Clock, Journal: o.Journal,
		ID:   store.SessionID(secretMix(o.Entropy, 0, "felt-session")),
		Open: func(data []byte) (table.Game, error) { return s.plug.Open(data, s.seed, s.eval) },
		Lost: func() { s.stage.sayErr(keep.ErrElsewhere) },
	})
	s.prefs = defaultPrefs(o.ReducedMotion)
	st, ok := s.keep.LoadSettings()
	if !ok {
		return
	}
	s.prefs.load(st, o.ReducedMotion)
	s.comf.rem.Restore(st.Reminder)
	s.comf.note.seenOnce = st.Adult
	s.coach.Restore(st.Trainer)
}

// startKeeping finishes the keeper's part of opening the table: the key that takes the
// table over and the one that restores a kept table, and a word on a round that resumed.
func (k Keeping) begin() {
	s := k.s
	for k, c := range map[ebiten.Key]command.Name{ebiten.KeyY: command.Here, ebiten.KeyL: command.Restore} {
		if _, taken := s.keys[k]; !taken {
			s.keys[k] = command.Command{Name: c}
		}
	}
	s.keep.Start(s.person >= 0 && (s.core.Phase() == table.Deciding || s.core.Bets(s.person).Total() > 0))
}

// settingsChanged applies the settings and saves them with the reminder's, the notice's and
// the trainer's.
func (k Keeping) settings() {
	s := k.s
	s.prefs.apply(&s.stage.tl, s.sound)
	st := s.prefs.saved()
	st.Reminder, st.Adult, st.Trainer = s.comf.rem.Every(), s.comf.note.seenOnce, s.coach.Saved()
	s.keep.SaveSettings(st)
}

// keepTable saves the table (the keeper saves it only if this session holds it).
func (k Keeping) table() {
	s := k.s
	s.dirty = false
	s.saveErr = s.keep.Save(s.core)
}

// Save keeps the table now and lets go of it: for the app to call when the window closes or
// the page hides. A round in progress is saved as it stands, and resumes on the next start.
// This session takes the table back on its next step, unless another has taken it.
func (k Keeping) Save() error {
	s := k.s
	s.mu.Lock()
	defer s.mu.Unlock()
	k.table()
	s.keep.Release()
	return s.saveErr
}

// keepCommand carries out the keeper's commands: here takes the table over from another
// tab or window, restore brings back the table kept aside last.
func (k Keeping) command(c command.Command) error {
	s := k.s
	if s.fresh() || s.opts.Store == nil {
		return ErrNothing
	}
	switch c.Name {
	case command.Here:
		if !s.keep.Here() {
			return ErrNothing
		}
		return nil
	case command.Restore:
		return s.keep.Restore(s.core)
	}
	return command.ErrUnknown
}

// keepUp is the keeper's part of a tick: the holding session says it is still there, and
// the keeper's lines are told one after another.
func (k Keeping) tick() {
	s := k.s
	s.keep.Beat()
	now := s.stage.tl.Now()
	busy, cut := s.stage.msg.until > now, ""
	if !s.stage.msg.err {
		cut = s.stage.msg.text
	}
	if t, ok := s.keep.Next(now, busy, cut); ok {
		s.stage.sayFor(t, 100+3*len(t))
		s.keep.Shown(s.stage.msg.until)
	}
}

// Note tells the player a line at once, before those the table has to tell at its start and
// after the ones Note was given before (a game asked for that does not exist, a bad
// parameter of the page).
func (k Keeping) Note(t string) {
	s := k.s
	s.mu.Lock()
	defer s.mu.Unlock()
	s.keep.Urgent(command.Clip(t, 90))
}

// Reopen reports whether the table is to be opened again from the store, taking it over
// (the player asked to play here, or to restore a kept table): the app then makes the
// scene afresh with Options.TakeOver.
func (k Keeping) Reopen() bool {
	s := k.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.keep.Reopen()
}
