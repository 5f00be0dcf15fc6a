package table

import (
	"encoding/binary"
	"errors"
	sha "felt/game/digest"
	"fmt"
	"slices"
	"strconv"
	"time"

	"felt/game/cards"
	"felt/game/record"
	"felt/game/table"
	"felt/render/command"
	"felt/render/store"

	"github.com/hajimehoshi/ebiten/v2"
)

// Keeping the table. The table is saved at every step the player takes (each bet, the deal,
// each decision: the round in play resumes on the next start, as docs/rules.md asks) and the
// moment the core settles a round, whatever the playback is doing. Storage that fails never
// stops the game: it says so once and plays on. A save that does not read is kept aside
// under a name of its own, never overwritten. Two tabs or windows on one table do not
// overwrite each other: a holder record (store.Holder) says which session holds the table;
// another one says so and saves nothing until the player takes the table over, and a
// session that finds the table saved or taken by another since it last saved stops saving.

// hold is where this session stands with the saved table.
type hold uint8

// The holds.
const (
	holdOff   hold = iota // this session keeps no table: a seed's session, the demonstration, a replay
	holding               // this session holds the table and saves it
	elsewhere             // another session held the table when this one opened
	lost                  // another session has taken the table, or saved it, since this one held it
)

// Storage troubles, each said once.
const (
	sayUnavailable uint8 = 1 << iota
	sayFull
)

// beatEvery is how often, in milliseconds, the holding session says it is still there.
const beatEvery = store.HoldFor / 4

// keeper is the scene's bookkeeping of the saved table.
type keeper struct {
	id        string          // this session's name
	gen       uint64          // the table's save count as this session last loaded or saved it
	hold      hold            // where this session stands
	beat      int64           // when this session last said it holds the table, Unix milliseconds
	said      uint8           // the storage troubles said
	things    [things]keeping // how the table, the history and the settings are kept (saves.go)
	notes     []string        // lines to tell, one after another
	urgent    int             // how many of the first notes are shown at once (Note)
	noteUntil int64           // the tick the note on show ends
	reopen    bool            // the app is to open the table again from the store
	restored  bool            // the table was opened from a save
}

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

// clock is the time now in Unix milliseconds (Options.Clock's, else the wall clock's): what
// a person feels as time (docs/design.md, Rule 3).
func (s *Scene) clock() int64 {
	if s.opts.Clock != nil {
		return s.opts.Clock().UnixMilli()
	}
	return time.Now().UnixMilli()
}

// holderKey is the store's key of the table's holder record.
func (s *Scene) holderKey() string { return s.plug.Game() + "-holder" }

// openSaved opens the saved table, or returns nil for a new one: it reads the holder
// record (and notes another session holding the table), loads the save, and keeps aside a
// save that does not open. It claims the table for this session unless another holds it.
func (s *Scene) openSaved() table.Game {
	k, st := &s.keep, s.opts.Store
	k.id = store.SessionID(secretMix(s.opts.Entropy, 0, "felt-session"))
	now := s.clock()
	h, err := store.LoadHolder(st, s.holderKey())
	k.hold = holding
	if err != nil {
		// The storage fails: the game plays on with a new table, which is never saved
		// over the one that could not be read.
		s.unread(keptTable, err)
		return nil
	}
	k.gen = h.Gen
	if h.ID != k.id && h.Live(now) && !s.opts.TakeOver {
		k.hold = elsewhere
	}
	s.checkKept()
	var core table.Game
	data, err := st.Load(s.tableKey())
	switch {
	case errors.Is(err, store.ErrNotFound):
	case errors.Is(err, store.ErrDamaged):
		s.keepAside(data, "damaged")
	case err != nil:
		s.unread(keptTable, err)
		return nil
	default:
		if core, err = s.plug.Open(data, s.seed, s.eval); err != nil {
			why := "damaged"
			if errors.Is(err, record.ErrNewer) {
				why = "newer"
			}
			s.keepAside(data, why)
			core = nil
		}
	}
	k.restored = core != nil
	if k.hold == holding {
		s.claim(now)
	} else {
		s.note(Explain(ErrElsewhere))
	}
	return core
}

// checkKept tells the player when a table kept aside from a newer version of the game can
// be read now (after an update): the restore command brings it back.
func (s *Scene) checkKept() {
	if _, _, err := s.readableKept(); err == nil {
		s.note("A table kept from a newer version can be read now: press L to go back to it.")
	}
}

// readableKept returns the newest save kept aside from a newer version of the game that this
// version reads, and its name; ErrNoKept when none is kept, or why the newest kept one
// does not read.
func (s *Scene) readableKept() (data []byte, name string, err error) {
	kept := store.Kept(s.opts.Store, s.tableKey(), "newer")
	err = ErrNoKept
	for i := len(kept) - 1; i >= 0; i-- {
		b, lerr := s.opts.Store.Load(kept[i])
		if lerr != nil || len(b) == 0 {
			continue // unreadable, or used up by a restore
		}
		if _, oerr := s.plug.Open(b, s.seed, s.eval); oerr != nil {
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
func (s *Scene) keepAside(data []byte, why string) {
	name, dropped, err := store.Keep(s.opts.Store, s.tableKey(), why, data)
	if err != nil {
		s.keep.things[keptTable].unread = true
		s.failed(keptTable, err)
		room := "the storage refused"
		if errors.Is(err, store.ErrFull) {
			room = "no room in the storage"
		}
		s.note("The saved table could not be read, nor kept aside (" + room + "): it is left as it is.")
		s.note("A new table is open, and saves nothing over it: clear some room and reload to keep both.")
		return
	}
	if dropped != "" {
		s.note("The oldest table kept aside was dropped to make room for this one.")
	}
	if why == "newer" {
		s.note("The saved table is from a newer version of the game: kept aside as " + name + ".")
		s.note("A new table is open. After an update, press L to try the kept one again.")
		return
	}
	s.note("The saved table could not be read: it is kept aside as " + name + ".")
	s.note("A new table is open.")
}

// claim says that this session holds the table now.
func (s *Scene) claim(now int64) {
	k := &s.keep
	k.beat = now
	if !s.mayWrite(keptTable) {
		return
	}
	if err := store.SaveHolder(s.opts.Store, s.holderKey(), store.Holder{ID: k.id, Gen: k.gen, Beat: now}); err != nil {
		s.failed(keptTable, err)
	}
}

// held reports whether this session still holds the table: nobody else has saved it since
// this session last did, and no other running session has taken it. A session that finds
// otherwise has lost the table; it says so and saves no more.
func (s *Scene) held() bool {
	k := &s.keep
	if k.hold != holding || s.opts.Store == nil {
		return false
	}
	h, err := store.LoadHolder(s.opts.Store, s.holderKey())
	if err != nil {
		// The storage fails: nobody else can have saved; the save says why it fails.
		s.failed(keptTable, err)
		return true
	}
	if h.Gen != k.gen || h.ID != k.id && h.Live(s.clock()) {
		k.hold = lost
		s.sayErr(ErrElsewhere)
		return false
	}
	return true
}

// keepTable saves the table if this session holds it, and counts the save in the holder
// record.
func (s *Scene) keepTable() {
	s.dirty, s.saveErr = false, nil
	if s.opts.Store == nil || s.fresh() || !s.mayWrite(keptTable) || !s.held() {
		return
	}
	b, err := s.core.MarshalBinary()
	if err == nil {
		err = s.opts.Store.Save(s.tableKey(), b)
	}
	s.saveErr = err
	if err != nil {
		s.failed(keptTable, err)
		return
	}
	k := &s.keep
	now := s.clock()
	if err := store.SaveHolder(s.opts.Store, s.holderKey(), store.Holder{ID: k.id, Gen: k.gen + 1, Beat: now}); err != nil {
		s.failed(keptTable, err)
		return
	}
	k.gen, k.beat = k.gen+1, now
	s.savedOK(keptTable)
}

// release lets go of the table when the page is hidden or the window closes, so that
// another tab opened meanwhile takes it without asking; this session takes it back on its
// next step if nobody else has.
func (s *Scene) release() {
	k := &s.keep
	if k.hold != holding || s.opts.Store == nil || !s.mayWrite(keptTable) || !s.held() {
		return
	}
	err := store.SaveHolder(s.opts.Store, s.holderKey(), store.Holder{ID: k.id, Gen: k.gen, Beat: s.clock(), Released: true})
	if err != nil {
		s.failed(keptTable, err)
	}
}

// keepUp is the keeper's part of a tick: the holding session says it is still there (or
// finds that it has lost the table), and the notes are told one after another.
func (s *Scene) keepUp() {
	k := &s.keep
	if now := s.clock(); k.hold == holding && now-k.beat >= beatEvery && s.held() {
		s.claim(now)
	}
	if len(k.notes) == 0 || s.noting() {
		return
	}
	if k.urgent == 0 && s.msg.until > s.tl.Now() {
		return
	}
	if k.urgent > 0 {
		// A line told at the table's start (a refused parameter of the page) is shown at
		// once; the table's news it cuts short comes back after it.
		k.urgent--
		if cut := s.msg.text; cut != "" && s.msg.until > s.tl.Now() && !s.msg.err {
			k.notes = slices.Insert(k.notes, 1+k.urgent, cut)
		}
	}
	t := k.notes[0]
	k.notes = k.notes[1:]
	s.sayFor(t, 100+3*len(t))
	k.noteUntil = s.msg.until
}

// noting reports whether a note is on show: the table's news (say) waits for it, so that
// what the player must know about the table's keeping is read whole; a refusal (sayErr)
// still answers at once.
func (s *Scene) noting() bool { return s.keep.noteUntil > s.tl.Now() }

// note queues a line to tell the player after the ones before it.
func (s *Scene) note(t string) {
	if len(s.keep.notes) < 8 {
		s.keep.notes = append(s.keep.notes, t)
	}
}

// Note tells the player a line at once, before those the table has to tell at its start and
// after the ones Note was given before (a game asked for that does not exist, a bad
// parameter of the page).
func (s *Scene) Note(t string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := &s.keep
	if len(k.notes) >= 8 {
		return
	}
	k.notes = slices.Insert(k.notes, k.urgent, command.Clip(t, 90))
	k.urgent++
}

// startKeeping finishes the keeper's part of opening the table: the key that takes the
// table over and the one that restores a kept table, and a word on a round that resumed.
func (s *Scene) startKeeping() {
	for k, c := range map[ebiten.Key]command.Name{ebiten.KeyY: command.Here, ebiten.KeyL: command.Restore} {
		if _, taken := s.keys[k]; !taken {
			s.keys[k] = command.Command{Name: c}
		}
	}
	s.checkJournal()
	if s.keep.restored && s.person >= 0 && (s.core.Phase() == table.Deciding || s.core.Bets(s.person).Total() > 0) {
		s.note("Your round is back where you left it.")
	}
}

// mayAct refuses a command that acts on the round when this session does not hold the
// table (another tab or window does).
func (s *Scene) mayAct() error {
	switch s.keep.hold {
	case elsewhere, lost:
		return ErrElsewhere
	case holding:
		if !s.held() && s.keep.hold == lost {
			return ErrElsewhere
		}
	}
	return nil
}

// keepCommand carries out the keeper's commands: here takes the table over from another
// tab or window, restore brings back the table kept aside last.
func (s *Scene) keepCommand(c command.Command) error {
	if s.fresh() || s.opts.Store == nil {
		return ErrNothing
	}
	switch c.Name {
	case command.Here:
		if s.keep.hold == holding {
			return ErrNothing
		}
		s.keep.reopen = true
		return nil
	case command.Restore:
		return s.restoreKept()
	}
	return command.ErrUnknown
}

// restoreKept makes the newest table kept aside from a newer version the table again, if
// this version can open it, between rounds only: the kept copy is used up (emptied: it
// restores once), the table in play is kept aside in its turn (key.replaced-N, its bets
// with it), and the app opens the table again.
func (s *Scene) restoreKept() error {
	if s.core.Phase() == table.Deciding {
		return ErrRestoreMidRound
	}
	st := s.opts.Store
	data, name, err := s.readableKept()
	if err != nil {
		return err
	}
	if cur, err := s.core.MarshalBinary(); err == nil {
		if _, _, err := store.Keep(st, s.tableKey(), "replaced", cur); err != nil {
			return err
		}
	}
	if err := st.Save(name, nil); err != nil {
		return fmt.Errorf("the kept table could not be used up, so it was not restored: %w", err)
	}
	if err := st.Save(s.tableKey(), data); err != nil {
		// Put the kept copy back as it was: the table in play stays.
		_ = st.Save(name, data)
		return err
	}
	if err := store.SaveHolder(st, s.holderKey(), store.Holder{ID: s.keep.id, Gen: s.keep.gen + 1, Beat: s.clock()}); err != nil {
		return err
	}
	// This session saves no more: the app opens the table again, restored.
	s.keep.hold, s.keep.reopen = holdOff, true
	return nil
}

// Reopen reports whether the table is to be opened again from the store, taking it over
// (the player asked to play here, or to restore a kept table): the app then makes the
// scene afresh with Options.TakeOver.
func (s *Scene) Reopen() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.keep.reopen
}

// ErrSeedHere refuses the seed command at the saved table: a seed deals a table of its own.
var ErrSeedHere = errors.New("a seed deals a table of its own, never this one: open the page with ?seed=N")

// seedCommand sets the seed of a session asked for by its seed (or the demonstration): its
// next rounds are dealt from it. The saved table's shoe is never one anybody can know
// (shoe): there a seed is refused.
func (s *Scene) seedCommand(arg string) error {
	n, err := strconv.ParseUint(arg, 10, 64)
	if err != nil || n == 0 {
		return fmt.Errorf("%w: seed %.24q (want a positive number)", command.ErrArg, arg)
	}
	if !s.fresh() {
		return ErrSeedHere
	}
	s.seed = n
	return nil
}

// shoe is the seed of a round's shoe. A session asked for by its seed deals the rounds of
// that seed (RoundSeed), the same anywhere. The saved table's are secret: each round's is
// a one-way mix of the session's entropy (which nothing shows: the session's name is
// another mix of it) and the round's number, so that a round's seed, once its round code
// carries it, tells nothing of the next.
func (s *Scene) shoe(round uint64) cards.Seed {
	if s.fresh() {
		return RoundSeed(s.seed, round)
	}
	return cards.Seed(secretMix(s.seed, round, "felt-shoe"))
}

// shownSeed is the seed state() shows: a seed session's, which anyone may know; 0 at the
// saved table, whose shoe is secret.
func (s *Scene) shownSeed() uint64 {
	if s.fresh() {
		return s.seed
	}
	return 0
}

// secretMix is a one-way mix of a secret, a number and a purpose (SHA-256): nothing of the
// secret can be read back from it, nor one purpose's mix from another's.
func secretMix(secret, n uint64, purpose string) uint64 {
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:], secret)
	binary.LittleEndian.PutUint64(b[8:], n)
	sum := sha.Sum256(append(b[:], purpose...))
	return binary.LittleEndian.Uint64(sum[:8])
}
