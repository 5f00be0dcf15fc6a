package keep

import (
	"sync"

	"felt/game/table"
	"felt/render/command"
)

// A table's side of its keeping, what render/table calls and nothing more: the handle the
// app keeps the table through (Handle), the parts of a table whose choices are kept with the
// settings (Chooser), the table saved at every step the player takes (Save) and the moment
// the core settles a round (Settled, then Tick, whatever the playback is doing), the
// keeper's lines told one after another (Tick) and its commands (Command).

// Chooser is a part of a table whose choices are kept with the player's settings (the
// table's settings, the reminder, the notice seen, the trainer): it puts them in the record
// saved and takes them back from the record read.
type Chooser interface {
	Put(st *Settings)
	Take(st Settings)
}

// Choose reads the saved settings into each of the parts cs (bad or missing ones leave the
// parts' defaults) and keeps the parts, whose choices SaveChoices saves.
func (k *Keeper) Choose(cs ...Chooser) {
	k.choosers = cs
	st, ok := k.LoadSettings()
	if !ok {
		return
	}
	for _, c := range cs {
		c.Take(st)
	}
}

// SaveChoices saves the choices of the parts Choose was given, as the player's settings.
func (k *Keeper) SaveChoices() {
	var st Settings
	for _, c := range k.choosers {
		c.Put(&st)
	}
	k.SaveSettings(st)
}

// Settled says that the core has settled a round: the next Tick saves the table.
func (k *Keeper) Settled() { k.dirty = true }

// Teller shows the keeper's lines on the table: Tell shows one and returns the tick its
// showing ends. (An interface, not a func: the table's Tick is called through an interface
// every tick, where a func literal would be made on the heap.)
type Teller interface {
	Tell(line string) (until int64)
}

// Tick is the keeping's part of a table's tick at tick now: the table g saved if a round
// settled since it was last saved, the holding session saying it is still there, and the
// next line to tell, if one is due (Next: busy says that the table's news is on show, cut is
// that news, "" for a refusal), shown by say.
func (k *Keeper) Tick(g table.Game, now int64, busy bool, cut string, say Teller) {
	if k.dirty {
		_ = k.Save(g) // a failure is told by the keeper, and the table plays on
	}
	k.Beat()
	if t, ok := k.Next(now, busy, cut); ok {
		k.Shown(say.Tell(t))
	}
}

// Command carries out the keeper's commands on the table g: here takes the table over from
// another tab or window, restore brings back the table kept aside last. It reports false
// when there is nothing to do: a session that keeps no table, or here where this session
// holds the table already.
func (k *Keeper) Command(name command.Name, g table.Game) (bool, error) {
	if !k.keeps() {
		return false, nil
	}
	switch name {
	case command.Here:
		return k.Here(), nil
	case command.Restore:
		return true, k.Restore(g)
	}
	return true, command.ErrUnknown
}

// Handle is a table's keeping as the app keeps it (render/table's Scene.Keeping): the table
// saved now and let go, a line told at once, whether the table asks to be opened again from
// the store. Each call takes the table's lock.
type Handle struct {
	k    *Keeper
	mu   sync.Locker
	core func() table.Game
}

// Handle returns the keeping of the table whose lock is mu and whose core core returns.
func (k *Keeper) Handle(mu sync.Locker, core func() table.Game) Handle {
	return Handle{k: k, mu: mu, core: core}
}

// Save keeps the table now and lets go of it: for the app to call when the window closes or
// the page hides. A round in progress is saved as it stands, and resumes on the next start.
// This session takes the table back on its next step, unless another has taken it.
func (h Handle) Save() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	err := h.k.Save(h.core())
	h.k.Release()
	return err
}

// Note tells the player a line at once, before those the table has to tell at its start and
// after the ones Note was given before (a game asked for that does not exist, a bad
// parameter of the page).
func (h Handle) Note(t string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.k.Urgent(command.Clip(t, 90))
}

// Reopen reports whether the table is to be opened again from the store, taking it over
// (the player asked to play here, or to restore a kept table): the app then makes the
// scene afresh with TakeOver.
func (h Handle) Reopen() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.k.Reopen()
}
