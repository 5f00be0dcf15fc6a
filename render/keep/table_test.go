package keep

import (
	"sync"
	"testing"
	"time"

	"felt/game/table"
	"felt/render/command"
	"felt/render/store"
)

// opened is the keeper of a session named id on st, the table opened.
func opened(st store.Store, id string) *Keeper {
	now := time.Unix(1_000_000, 0)
	var lost int
	k := session(st, id, &now, false, &lost)
	k.Open()
	return k
}

// speed and reminder are two parts of a table whose choices are kept with the settings.
type speed struct{ s string }

func (p *speed) Put(st *Settings) { st.Speed = p.s }
func (p *speed) Take(st Settings) { p.s = st.Speed }

type reminder struct{ every int }

func (p *reminder) Put(st *Settings) { st.Reminder = p.every }
func (p *reminder) Take(st Settings) { p.every = st.Reminder }

// TestChoices: each part puts its choices in the one settings record, and a session after
// takes them back, each part its own; with none saved the parts keep their defaults.
func TestChoices(t *testing.T) {
	var st store.Memory
	now := time.Unix(1_000_000, 0)
	var lost int
	sp, rem := &speed{"normal"}, &reminder{}
	a := session(&st, "aaaa", &now, false, &lost)
	a.Choose(sp, rem)
	if sp.s != "normal" || rem.every != 0 {
		t.Fatalf("with nothing saved the parts changed: %q, %d", sp.s, rem.every)
	}
	sp.s, rem.every = "fast", 30
	a.SaveChoices()
	sp2, rem2 := &speed{}, &reminder{}
	session(&st, "bbbb", &now, false, &lost).Choose(sp2, rem2)
	if sp2.s != "fast" || rem2.every != 30 {
		t.Fatalf("taken back: %q, %d; want fast, 30", sp2.s, rem2.every)
	}
}

// tellFunc is a Teller of a func.
type tellFunc func(string) int64

func (f tellFunc) Tell(t string) int64 { return f(t) }

// TestSettledSavedAtTick: a round settled is saved at the next tick, once; the keeper's lines
// are shown through say, one at a time until the showing ends.
func TestSettledSavedAtTick(t *testing.T) {
	var st store.Memory
	k := opened(&st, "aaaa")
	var said []string
	say := tellFunc(func(t string) int64 { said = append(said, t); return 100 })
	k.Tick(game{data: "round 1"}, 0, false, "", say)
	if _, err := st.Load("duel-table"); err == nil {
		t.Fatal("a tick with nothing settled saved the table")
	}
	k.Settled()
	k.Tick(game{data: "round 2"}, 1, false, "", say)
	if b, err := st.Load("duel-table"); err != nil || string(b) != "round 2" {
		t.Fatalf("the settled round saved as %q, %v", b, err)
	}
	k.Tick(game{data: "round 3"}, 2, false, "", say)
	if b, _ := st.Load("duel-table"); string(b) != "round 2" {
		t.Fatalf("saved again with nothing settled: %q", b)
	}
	k.Note("one")
	k.Note("two")
	for tick := int64(3); tick < 200; tick++ {
		k.Tick(game{data: "round 2"}, tick, false, "", say)
	}
	if len(said) != 2 || said[0] != "one" || said[1] != "two" {
		t.Fatalf("said %q, want one then two", said)
	}
}

// TestCommand: a session that keeps no table has nothing to do; here while holding the
// table has nothing to do, and from a second session asks for the table to be opened again;
// restore with nothing kept aside says so.
func TestCommand(t *testing.T) {
	var st store.Memory
	if done, _ := New(Config{Game: "duel"}).Command(command.Here, game{}); done {
		t.Error("a keeper with no store took here")
	}
	a := opened(&st, "aaaa")
	if err := a.Save(game{data: "x"}); err != nil {
		t.Fatal(err)
	}
	if done, err := a.Command(command.Here, game{}); done || err != nil {
		t.Errorf("here while holding: %v, %v", done, err)
	}
	if done, err := a.Command(command.Restore, game{phase: table.Betting}); !done || err != ErrNoKept {
		t.Errorf("restore with nothing kept: %v, %v", done, err)
	}
	b := opened(&st, "bbbb")
	if done, err := b.Command(command.Here, game{}); !done || err != nil || !b.Handle(&sync.Mutex{}, nil).Reopen() {
		t.Errorf("here from another session: %v, %v, reopen %v", done, err, b.Reopen())
	}
}

// TestHandle: the app's Save keeps the core as it is now and lets the table go, under the
// table's lock (held by another, Save waits for it).
func TestHandle(t *testing.T) {
	var st store.Memory
	k := opened(&st, "aaaa")
	var mu sync.Mutex
	g := game{data: "before"}
	h := k.Handle(&mu, func() table.Game { return g })
	mu.Lock()
	done := make(chan error)
	go func() { done <- h.Save() }()
	g = game{data: "after"}
	mu.Unlock()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if b, _ := st.Load("duel-table"); string(b) != "after" {
		t.Fatalf("saved %q, want the core as it was once the lock was let go", b)
	}
	hd, err := store.LoadHolder(&st, "duel-holder")
	if err != nil || !hd.Released {
		t.Fatalf("the table was not let go: %+v, %v", hd, err)
	}
}

// TestRecord: a settled round is told to the hand history by the session that holds the
// table, and not by one that another has taken it from.
func TestRecord(t *testing.T) {
	var st store.Memory
	a := opened(&st, "aaaa")
	told := 0
	if a.Record(func() { told++ }); told != 1 {
		t.Fatalf("the holding session told %d rounds, want 1", told)
	}
	now := time.Unix(1_000_000, 0)
	var lost int
	session(&st, "bbbb", &now, true, &lost).Open()
	_ = a.MayAct() // a step finds the table taken
	if a.Record(func() { told++ }); told != 1 || a.Holding() {
		t.Errorf("a session the table was taken from told a round (%d told), holding %v", told, a.Holding())
	}
}
