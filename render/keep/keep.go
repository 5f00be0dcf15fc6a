// Package keep keeps a table between visits: the saved table (saved at every step the player
// takes, and the moment the core settles a round), the player's settings, and how each thing
// kept is doing. Storage that fails never stops the game: the Keeper says so once and the
// table plays on. A save that does not read is kept aside under a name of its own, never
// overwritten. Two tabs or windows on one table do not overwrite each other: a holder record
// (store.Holder) says which session holds the table; another one says so and saves nothing
// until the player takes the table over, and a session that finds the table saved or taken by
// another since it last saved stops saving.
//
// A Keeper does its own storing and nothing else: the table (render/table) asks it to open,
// save and restore, and shows the lines it has to tell (Next). Its side of a table
// (table.go) is the keeping's too: the handle the app keeps the table through (Handle), the
// parts of the table whose choices are kept with the settings (Chooser), a settled round
// saved at the next tick (Settled, Tick), the keeper's commands (Command).
package keep

import (
	"errors"
	"fmt"
	"time"

	"felt/game/record"
	"felt/game/table"
	"felt/render/store"
)

// hold is where this session stands with the saved table.
type hold uint8

// The holds.
const (
	holdOff   hold = iota // this session keeps no table: a seed's session, the demonstration, a replay
	holding               // this session holds the table and saves it
	elsewhere             // another session held the table when this one opened
	lost                  // another session has taken the table, or saved it, since this one held it
)

// beatEvery is how often, in milliseconds, the holding session says it is still there.
const beatEvery = store.HoldFor / 4

// Errors of keeping the table.
var (
	// ErrElsewhere refuses a command that acts on the round while another tab or window
	// holds the table.
	ErrElsewhere = errors.New("this table is open in another tab or window: press Y to play here, or close this one")
	// ErrNoKept is returned by the restore command when no save is kept aside.
	ErrNoKept = errors.New("no table is kept aside")
	// ErrRestoreMidRound refuses the restore command while a round's cards are out.
	ErrRestoreMidRound = errors.New("a kept table is restored between rounds: finish this round first")
)

// Config is what a Keeper keeps and how.
type Config struct {
	// Store keeps the table and the settings; nil keeps nothing.
	Store store.Store
	// Game is the game's short name, which the store's keys of its table start with.
	Game string
	// ID is this session's name in the holder record (store.SessionID).
	ID string
	// Off says that the session keeps no table (a seed's session, the demonstration, a
	// replay): it leaves the saved one alone. The settings are kept all the same.
	Off bool
	// TakeOver opens the saved table even when another session holds it, and takes it.
	TakeOver bool
	// Clock is the wall clock; nil is time.Now.
	Clock func() time.Time
	// Open makes a rules core from a save (the Plug's Open): the Keeper opens the saved
	// table with it, and tries a table kept aside with it before restoring that one.
	Open func(data []byte) (table.Game, error)
	// Journal, when not nil, is the keeper of the hand history: its lines and its failure
	// to save are told as the table's own.
	Journal Journal
	// Lost is called when this session finds that another has taken the table (the table
	// says ErrElsewhere at once); nil for none.
	Lost func()
}

// Keeper keeps one table's save and settings for one session.
type Keeper struct {
	cfg      Config
	gen      uint64         // the table's save count as this session last loaded or saved it
	hold     hold           // where this session stands
	beat     int64          // when this session last said it holds the table, Unix milliseconds
	said     uint8          // the storage troubles said
	things   [things]status // how the table, the history and the settings are kept (things.go)
	notes    notes          // the lines to tell (notes.go)
	reopen   bool           // the app is to open the table again from the store
	restored bool           // the table was opened from a save
	dirty    bool           // a round settled since the table was saved (Settled)
	choosers []Chooser      // the parts of the table whose choices are kept (Choose)
}

// New makes the keeper of a session. It opens nothing yet: Open opens the saved table.
func New(c Config) *Keeper { return &Keeper{cfg: c} }

// clock is the time now in Unix milliseconds: what a person feels as time (docs/design.md,
// Rule 3).
func (k *Keeper) clock() int64 {
	if k.cfg.Clock != nil {
		return k.cfg.Clock().UnixMilli()
	}
	return time.Now().UnixMilli()
}

// keeps reports whether this session keeps a table at all.
func (k *Keeper) keeps() bool { return !k.cfg.Off && k.cfg.Store != nil }

// tableKey is the store's key of the game's table.
func (k *Keeper) tableKey() string { return k.cfg.Game + "-table" }

// holderKey is the store's key of the table's holder record.
func (k *Keeper) holderKey() string { return k.cfg.Game + "-holder" }

// Open opens the saved table, or returns nil for a new one (or for a session that keeps
// none): it reads the holder record (and notes another session holding the table), loads
// the save, and keeps aside a save that does not open. It claims the table for this session
// unless another holds it.
func (k *Keeper) Open() table.Game {
	if !k.keeps() {
		return nil
	}
	st := k.cfg.Store
	now := k.clock()
	h, err := store.LoadHolder(st, k.holderKey())
	k.hold = holding
	if err != nil {
		// The storage fails: the game plays on with a new table, which is never saved
		// over the one that could not be read.
		k.unread(keptTable, err)
		return nil
	}
	k.gen = h.Gen
	if h.ID != k.cfg.ID && h.Live(now) && !k.cfg.TakeOver {
		k.hold = elsewhere
	}
	k.checkKept()
	var core table.Game
	data, err := st.Load(k.tableKey())
	switch {
	case errors.Is(err, store.ErrNotFound):
	case errors.Is(err, store.ErrDamaged):
		k.keepAside(data, "damaged")
	case err != nil:
		k.unread(keptTable, err)
		return nil
	default:
		if core, err = k.cfg.Open(data); err != nil {
			why := "damaged"
			if errors.Is(err, record.ErrNewer) {
				why = "newer"
			}
			k.keepAside(data, why)
			core = nil
		}
	}
	k.restored = core != nil
	if k.hold == holding {
		k.claim(now)
	} else {
		k.notes.add(ErrElsewhere.Error())
	}
	return core
}

// Start finishes opening the table: the hand history's lines, and a word on a round that
// resumed (resumed: the person's round was in play when the table was saved).
func (k *Keeper) Start(resumed bool) {
	k.CheckJournal()
	if k.restored && resumed {
		k.notes.add("Your round is back where you left it.")
	}
}

// checkKept tells the player when a table kept aside from a newer version of the game can
// be read now (after an update): the restore command brings it back.
func (k *Keeper) checkKept() {
	if _, _, err := k.readableKept(); err == nil {
		k.notes.add("A table kept from a newer version can be read now: press L to go back to it.")
	}
}

// readableKept returns the newest save kept aside from a newer version of the game that this
// version reads, and its name; ErrNoKept when none is kept, or why the newest kept one
// does not read.
func (k *Keeper) readableKept() (data []byte, name string, err error) {
	kept := store.Kept(k.cfg.Store, k.tableKey(), "newer")
	err = ErrNoKept
	for i := len(kept) - 1; i >= 0; i-- {
		b, lerr := k.cfg.Store.Load(kept[i])
		if lerr != nil || len(b) == 0 {
			continue // unreadable, or used up by a restore
		}
		if _, oerr := k.cfg.Open(b); oerr != nil {
			if err == ErrNoKept {
				err = fmt.Errorf("the kept table still cannot be read by this version of the game: %w", oerr)
			}
			continue
		}
		return b, kept[i], nil
	}
	return nil, "", err
}

// keepAside keeps a save that does not open under a name of its own, and tells the player.
// One that cannot be kept aside is left where it is: this session saves nothing over it.
func (k *Keeper) keepAside(data []byte, why string) {
	name, dropped, err := store.Keep(k.cfg.Store, k.tableKey(), why, data)
	if err != nil {
		k.things[keptTable].unread = true
		k.failed(keptTable, err)
		room := "the storage refused"
		if errors.Is(err, store.ErrFull) {
			room = "no room in the storage"
		}
		k.notes.add("The saved table could not be read, nor kept aside (" + room + "): it is left as it is.")
		k.notes.add("A new table is open, and saves nothing over it: clear some room and reload to keep both.")
		return
	}
	if dropped != "" {
		k.notes.add("The oldest table kept aside was dropped to make room for this one.")
	}
	if why == "newer" {
		k.notes.add("The saved table is from a newer version of the game: kept aside as " + name + ".")
		k.notes.add("A new table is open. After an update, press L to try the kept one again.")
		return
	}
	k.notes.add("The saved table could not be read: it is kept aside as " + name + ".")
	k.notes.add("A new table is open.")
}

// claim says that this session holds the table now.
func (k *Keeper) claim(now int64) {
	k.beat = now
	if !k.mayWrite(keptTable) {
		return
	}
	if err := store.SaveHolder(k.cfg.Store, k.holderKey(), store.Holder{ID: k.cfg.ID, Gen: k.gen, Beat: now}); err != nil {
		k.failed(keptTable, err)
	}
}

// held reports whether this session still holds the table: nobody else has saved it since
// this session last did, and no other running session has taken it. A session that finds
// otherwise has lost the table; it says so (Config.Lost) and saves no more.
func (k *Keeper) held() bool {
	if k.hold != holding || k.cfg.Store == nil {
		return false
	}
	h, err := store.LoadHolder(k.cfg.Store, k.holderKey())
	if err != nil {
		// The storage fails: nobody else can have saved; the save says why it fails.
		k.failed(keptTable, err)
		return true
	}
	if h.Gen != k.gen || h.ID != k.cfg.ID && h.Live(k.clock()) {
		k.hold = lost
		if k.cfg.Lost != nil {
			k.cfg.Lost()
		}
		return false
	}
	return true
}

// Holding reports whether this session holds the table (as it last knew).
func (k *Keeper) Holding() bool { return k.hold == holding }

// Save saves the table g if this session holds it, and counts the save in the holder record.
// It returns the store's failure to save the table, if any (which it has told the player).
func (k *Keeper) Save(g table.Game) error {
	k.dirty = false
	if !k.keeps() || !k.mayWrite(keptTable) || !k.held() {
		return nil
	}
	b, err := g.MarshalBinary()
	if err == nil {
		err = k.cfg.Store.Save(k.tableKey(), b)
	}
	if err != nil {
		k.failed(keptTable, err)
		return err
	}
	now := k.clock()
	if err := store.SaveHolder(k.cfg.Store, k.holderKey(), store.Holder{ID: k.cfg.ID, Gen: k.gen + 1, Beat: now}); err != nil {
		k.failed(keptTable, err)
		return nil
	}
	k.gen, k.beat = k.gen+1, now
	k.savedOK(keptTable)
	return nil
}

// Release lets go of the table when the page is hidden or the window closes, so that
// another tab opened meanwhile takes it without asking; this session takes it back on its
// next step if nobody else has.
func (k *Keeper) Release() {
	if k.hold != holding || k.cfg.Store == nil || !k.mayWrite(keptTable) || !k.held() {
		return
	}
	err := store.SaveHolder(k.cfg.Store, k.holderKey(), store.Holder{ID: k.cfg.ID, Gen: k.gen, Beat: k.clock(), Released: true})
	if err != nil {
		k.failed(keptTable, err)
	}
}

// Beat is the keeper's part of a tick: the holding session says now and then that it is
// still there, or finds that it has lost the table.
func (k *Keeper) Beat() {
	if now := k.clock(); k.hold == holding && now-k.beat >= beatEvery && k.held() {
		k.claim(now)
	}
}

// MayAct refuses a command that acts on the round when this session does not hold the table
// (another tab or window does).
func (k *Keeper) MayAct() error {
	switch k.hold {
	case elsewhere, lost:
		return ErrElsewhere
	case holding:
		if !k.held() && k.hold == lost {
			return ErrElsewhere
		}
	}
	return nil
}

// Here takes the table over from another tab or window: the app opens it again (Reopen). It
// reports false when this session holds the table already.
func (k *Keeper) Here() bool {
	if k.hold == holding {
		return false
	}
	k.reopen = true
	return true
}

// Restore makes the newest table kept aside from a newer version the table again, if this
// version can open it, between rounds only (g is the table in play): the kept copy is used up
// (emptied: it restores once), the table in play is kept aside in its turn (key.replaced-N,
// its bets with it), and the app opens the table again (Reopen).
func (k *Keeper) Restore(g table.Game) error {
	if g.Phase() == table.Deciding {
		return ErrRestoreMidRound
	}
	st := k.cfg.Store
	data, name, err := k.readableKept()
	if err != nil {
		return err
	}
	if cur, err := g.MarshalBinary(); err == nil {
		if _, _, err := store.Keep(st, k.tableKey(), "replaced", cur); err != nil {
			return err
		}
	}
	if err := st.Save(name, nil); err != nil {
		return fmt.Errorf("the kept table could not be used up, so it was not restored: %w", err)
	}
	if err := st.Save(k.tableKey(), data); err != nil {
		// Put the kept copy back as it was: the table in play stays.
		_ = st.Save(name, data)
		return err
	}
	if err := store.SaveHolder(st, k.holderKey(), store.Holder{ID: k.cfg.ID, Gen: k.gen + 1, Beat: k.clock()}); err != nil {
		return err
	}
	// This session saves no more: the app opens the table again, restored.
	k.hold, k.reopen = holdOff, true
	return nil
}

// Reopen reports whether the table is to be opened again from the store, taking it over.
func (k *Keeper) Reopen() bool { return k.reopen }
