package setup

import (
	"encoding/json"
	"errors"
	"sync"

	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/render/store"
)

// Book remembers each table's settings: those in effect (the table's own: a saved table of
// Criss Cross Poker is read at them) and those the player asked for since, which wait for
// the round in play to end. Without a store it remembers them for the session. Make one
// with NewBook; it is safe for concurrent use.
type Book struct {
	mu     sync.Mutex
	st     store.Store
	evalOf func() *hand.Evaluator // gives the evaluator, the program's one (NewBook)
	eval   *hand.Evaluator        // evalOf's, once asked for
	now    map[string]Settings
	wanted map[string]Settings
	read   map[string]bool // the games whose wish kept in the store has been read
	// session: the book reads the settings in effect from the store and writes nothing
	// (Session).
	session bool
}

// NewBook makes the book of a store (nil: the session only). eval gives the hand evaluator
// the book checks settings with, when first needed: the program's one, shared (render/app
// builds it once, and not before the first frame).
func NewBook(st store.Store, eval func() *hand.Evaluator) *Book {
	return &Book{st: st, evalOf: eval, now: map[string]Settings{}, wanted: map[string]Settings{}, read: map[string]bool{}}
}

// Session makes the book one of a session that keeps nothing (a seed's session, the
// demonstration): it reads the settings in effect from the store, never a wish kept there
// (that is for the saved table), and writes nothing: what the player chooses lasts for the
// session, and the saved tables and their settings are left alone.
func (b *Book) Session() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.session = true
}

// The store's keys of a game's settings.
func nowKey(game string) string    { return game + "-settings" }
func wantedKey(game string) string { return game + "-settings-next" }

// load reads a game's settings of a key, or false.
func (b *Book) load(key string) (Settings, bool) {
	if b.st == nil {
		return Settings{}, false
	}
	data, err := b.st.Load(key)
	if err != nil || len(data) == 0 || string(data) == "null" {
		return Settings{}, false
	}
	var s Settings
	if json.Unmarshal(data, &s) != nil {
		return Settings{}, false
	}
	return s, true
}

// save keeps settings under a key (nil settings: forget them).
func (b *Book) save(key string, s *Settings) {
	if b.st == nil || b.session {
		return
	}
	if s == nil {
		_ = b.st.Save(key, nil)
		return
	}
	if data, err := json.Marshal(s); err == nil {
		_ = b.st.Save(key, data)
	}
}

// Reload forgets what the book read of a game's settings, so that they are read from the
// store again: another tab or window may have changed them (the player took the table over
// from it).
func (b *Book) Reload(game string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.now, game)
	delete(b.wanted, game)
	delete(b.read, game)
}

// Now returns the settings in effect at a game's table.
func (b *Book) Now(game string) Settings {
	b.mu.Lock()
	defer b.mu.Unlock()
	if s, ok := b.now[game]; ok {
		return s
	}
	s, ok := b.load(nowKey(game))
	if !ok || b.check(game, s) != nil {
		s = Default(game)
	}
	b.now[game] = s
	return s
}

// Wanted returns the settings the player asked for that are not in effect yet, or false.
func (b *Book) Wanted(game string) (Settings, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if s, ok := b.wanted[game]; ok {
		return s, true
	}
	// The store is read once a game: the app asks at every tick, and only this book
	// writes the wish (Want keeps it in wanted too).
	if b.read[game] || b.session {
		return Settings{}, false
	}
	b.read[game] = true
	if s, ok := b.load(wantedKey(game)); ok && b.check(game, s) == nil {
		b.wanted[game] = s
		return s, true
	}
	return Settings{}, false
}

// Want asks for settings of a game's table: they take effect between rounds (Applied). It
// returns the core's refusal of settings no table can be made from, and keeps them not.
func (b *Book) Want(game string, s Settings) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.check(game, s); err != nil {
		return err
	}
	b.wanted[game] = s
	b.save(wantedKey(game), &s)
	return nil
}

// Applied notes that a game's table now plays at settings s.
func (b *Book) Applied(game string, s Settings) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.now[game] = s
	delete(b.wanted, game)
	b.save(nowKey(game), &s)
	if b.st != nil && !b.session {
		if _, err := b.st.Load(wantedKey(game)); err == nil {
			_ = b.st.Save(wantedKey(game), []byte("null"))
		}
	}
}

// Check says whether a table of a game can be made at settings s: nil, or the core's
// refusal.
func (b *Book) Check(game string, s Settings) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.check(game, s)
}

// ErrGame is the error of a game the settings do not know.
var ErrGame = errors.New("no such game")

// check is Check with the lock held: the core builds the table.
func (b *Book) check(game string, s Settings) error {
	if s.Mates < 0 || s.Mates > 5 {
		return errors.New("0 to 5 table-mates")
	}
	if b.eval == nil {
		b.eval = b.evalOf()
	}
	switch game {
	case "crazy4":
		_, err := crazy4.NewTable(s.Crazy4(), b.eval)
		return err
	case "crisscross":
		c, err := s.CrissCross()
		if err == nil {
			_, err = crisscross.NewTable(c, b.eval)
		}
		return err
	}
	return ErrGame
}
