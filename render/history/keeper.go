package history

import (
	"errors"
	"fmt"
	"hash/fnv"
	"sync"
	"time"

	"felt/game/history"
	"felt/game/money"
	"felt/game/record"
	"felt/game/table"
	"felt/render/store"
)

// Keeper keeps one game's hand history in the store: it loads the book when first asked,
// adds each settled round and saves the book at once. A book that does not read is kept
// aside (key.damaged-N, or key.newer-N from a newer version of the game) and a new one
// begins; the Keeper says so once (Notes). Its methods are safe to call from the hook and
// the table between frames.
type Keeper struct {
	mu     sync.Mutex
	st     store.Store
	game   string
	book   *history.Book
	last   int64    // when the last round was settled (or the keeper opened), Unix ms
	notes  []string // lines to tell the player
	err    error    // the last failure to read or save
	now    func() int64
	loaded bool
	unread bool   // the store's book could not be read (nor kept aside): it is not written
	seen   uint64 // the digest of the book last read from the store or saved to it
}

// New makes the keeper of a game's history ("crazy4", "crisscross") in st; nil keeps the
// history for this session only.
func New(st store.Store, game string) *Keeper {
	k := &Keeper{st: st, game: game, now: func() int64 { return time.Now().UnixMilli() }}
	k.last = k.now()
	return k
}

// SetClock replaces the clock (Unix milliseconds), for tests.
func (k *Keeper) SetClock(now func() int64) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.now = now
	k.last = now()
}

// Game names the game whose history this is.
func (k *Keeper) Game() string { return k.game }

// Key is the store's key of the history: "crazy4-history".
func (k *Keeper) Key() string { return k.game + "-history" }

// load reads the book from the store once.
func (k *Keeper) load() {
	if k.loaded {
		return
	}
	k.loaded = true
	k.book = &history.Book{Game: k.game}
	k.read()
}

// read reads the book the store holds, when it is not the one this keeper last read or
// saved (another tab or window has saved since): it takes it, and adds its rounds from then
// on. A book that does not read is kept aside (or, if it cannot be, left as it is and never
// saved over); a store that cannot be read is never written.
func (k *Keeper) read() {
	if k.st == nil || k.unread {
		return
	}
	data, err := k.st.Load(k.Key())
	switch {
	case errors.Is(err, store.ErrNotFound):
		return
	case err != nil && !errors.Is(err, store.ErrDamaged):
		k.err, k.unread = err, true
		k.notes = append(k.notes, "The hand history could not be read: it is left as it is, and not saved over.")
		return
	case digest(data) == k.seen:
		return // this keeper's own, or one kept aside already
	case err == nil:
		b, derr := history.Decode(data, k.game)
		if derr == nil {
			k.book, k.seen = b, digest(data)
			return
		}
		err = derr
	}
	k.seen = digest(data)
	why := "damaged"
	if errors.Is(err, record.ErrNewer) {
		why = "newer"
	}
	name, dropped, kerr := store.Keep(k.st, k.Key(), why, data)
	if kerr != nil {
		k.err, k.unread = kerr, true
		k.notes = append(k.notes, "The hand history could not be read, nor kept aside: it is left as it is, and not saved over.")
		return
	}
	if dropped != "" {
		k.notes = append(k.notes, "The oldest hand history kept aside was dropped to make room for this one.")
	}
	k.notes = append(k.notes, "The hand history could not be read: it is kept aside as "+name+"; a new one begins.")
}

// digest sums a saved book, to know it again.
func digest(data []byte) uint64 {
	h := fnv.New64a()
	h.Write(data)
	return h.Sum64() | 1 // never 0: the sum of nothing read
}

// Reload reads the book again from the store if another tab or window has saved it since
// (the player took the table over there and back).
func (k *Keeper) Reload() {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.loaded {
		k.read()
	}
}

// Book returns a copy of the history as it stands (the rounds' events are shared: do not
// change them).
func (k *Keeper) Book() history.Book {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.load()
	b := *k.book
	b.Rounds = b.Rounds[:len(b.Rounds):len(b.Rounds)]
	return b
}

// Settled records a round the table settled, its table's settings not known: the person's
// seat, the round's events and the person's credits after it. A round the person took no
// part in (no wager) is not recorded. It is Options.Settled of render/table; At is too.
func (k *Keeper) Settled(person int, events []table.Event, credits money.Amount) {
	k.settled(nil, person, events, credits)
}

// At returns what records the rounds settled at a table of settings (their compact form,
// render/setup): Options.Settled of the table made at them. The round code of each round
// recorded holds them.
func (k *Keeper) At(settings []byte) func(person int, events []table.Event, credits money.Amount) {
	settings = append([]byte(nil), settings...)
	return func(person int, events []table.Event, credits money.Amount) {
		k.settled(settings, person, events, credits)
	}
}

func (k *Keeper) settled(settings []byte, person int, events []table.Event, credits money.Amount) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.load()
	if person < 0 || person >= table.Seats {
		return
	}
	now := k.now()
	r := history.Round{When: now, Took: now - k.last, Credits: credits, Person: int8(person), Events: events, Table: settings}
	k.last = now
	if s := r.Summary(); s.Wagered == 0 && !s.Void {
		return
	}
	k.read()
	k.book.Add(r)
	k.save()
}

// save writes the book to the store, unless the store's could not be read.
func (k *Keeper) save() {
	if k.st == nil || k.unread {
		return
	}
	data, err := k.book.MarshalBinary()
	if err == nil {
		err = k.st.Save(k.Key(), data)
	}
	k.err = err
	if err == nil {
		k.seen = digest(data)
	}
}

// Reset starts the statistics again (the rounds stay in the history, no longer counted) and
// saves.
func (k *Keeper) Reset() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.load()
	k.read()
	k.book.Reset(k.now())
	k.save()
	return k.err
}

// Err is the last failure to read or save the history, or nil.
func (k *Keeper) Err() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.err
}

// Notes returns the lines the keeper has to tell the player (a history kept aside), once.
func (k *Keeper) Notes() []string {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.load()
	n := k.notes
	k.notes = nil
	return n
}

// Round returns the i-th round from the newest (0: the last one), and an error when there is
// none.
func (k *Keeper) Round(i int) (history.Round, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.load()
	r, ok := k.book.Newest(i)
	if !ok {
		return history.Round{}, fmt.Errorf("%w: %d (the history holds %d)", ErrNoRound, i+1, len(k.book.Rounds))
	}
	return *r, nil
}

// ErrNoRound refuses a round the history does not hold.
var ErrNoRound = errors.New("no such round in the history")
