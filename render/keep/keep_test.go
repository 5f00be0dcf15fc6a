package keep

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"felt/game/table"
	"felt/render/store"
)

// game is a rules core as the Keeper sees it: bytes to save and a phase. The rest of
// table.Game is never called.
type game struct {
	table.Game
	data  string
	phase table.Phase
}

func (g game) MarshalBinary() ([]byte, error) { return []byte(g.data), nil }
func (g game) Phase() table.Phase             { return g.phase }

// session makes a keeper of a session named id on st at the wall clock *now.
func session(st store.Store, id string, now *time.Time, takeOver bool, lost *int) *Keeper {
	return New(Config{
		Store: st, Game: "duel", ID: id, TakeOver: takeOver,
		Clock: func() time.Time { return *now },
		Open: func(data []byte) (table.Game, error) {
			if string(data) == "bad" {
				return nil, errors.New("damaged")
			}
			return game{data: string(data)}, nil
		},
		Lost: func() { *lost++ },
	})
}

// lines returns the lines a keeper has to tell, as the table would show them one by one.
func lines(k *Keeper) []string {
	var out []string
	for now := int64(1000); ; now += 1000 {
		t, ok := k.Next(now, false, "")
		if !ok {
			return out
		}
		out = append(out, t)
		k.Shown(now + 1)
	}
}

func TestTwoSessions(t *testing.T) {
	var st store.Memory
	now := time.Unix(1_000_000, 0)
	var lost int
	a := session(&st, "aaaa", &now, false, &lost)
	if g := a.Open(); g != nil {
		t.Fatalf("a new table opened %v", g)
	}
	if err := a.Save(game{data: "round 1"}); err != nil || a.Saves().Table != "saved" || a.MayAct() != nil {
		t.Fatalf("the holding session: save %v, saves %+v, may act %v", err, a.Saves(), a.MayAct())
	}

	// A second tab finds the table held: it opens the save but may not act on it.
	b := session(&st, "bbbb", &now, false, &lost)
	g := b.Open()
	if g == nil || g.(game).data != "round 1" {
		t.Fatalf("the second session opened %v, want the save", g)
	}
	if b.MayAct() != ErrElsewhere || b.Saves().Table != "elsewhere" || b.Storage() != "elsewhere" {
		t.Fatalf("the second session: may act %v, saves %+v", b.MayAct(), b.Saves())
	}
	if got := lines(b); !reflect.DeepEqual(got, []string{ErrElsewhere.Error()}) {
		t.Fatalf("the second session says %q", got)
	}
	if !b.Here() || !b.Reopen() {
		t.Fatal("here did not ask to open the table again")
	}

	// Opened again, taking over: the first session loses the table at its next save.
	c := session(&st, "bbbb", &now, true, &lost)
	c.Open()
	if c.MayAct() != nil || c.Here() {
		t.Fatalf("the session that took over may not act: %v", c.MayAct())
	}
	if err := c.Save(game{data: "round 2"}); err != nil {
		t.Fatal(err)
	}
	if err := a.Save(game{data: "round 1 again"}); err != nil || lost != 1 || a.Saves().Table != "lost" || a.MayAct() != ErrElsewhere {
		t.Fatalf("the first session after the take-over: save %v, lost %d times, saves %+v", err, lost, a.Saves())
	}
	if b, _ := st.Load("duel-table"); string(b) != "round 2" {
		t.Fatalf("the store holds %q, want the second session's save", b)
	}

	// The holder released lets a new session take the table without asking.
	c.Release()
	now = now.Add(time.Second)
	d := session(&st, "dddd", &now, false, &lost)
	d.Open()
	if d.MayAct() != nil {
		t.Fatalf("a released table is still held: %v", d.MayAct())
	}
}

func TestBadSaveKeptAside(t *testing.T) {
	var st store.Memory
	_ = st.Save("duel-table", []byte("bad"))
	now := time.Unix(1_000_000, 0)
	var lost int
	k := session(&st, "aaaa", &now, false, &lost)
	if g := k.Open(); g != nil {
		t.Fatalf("a bad save opened: %v", g)
	}
	if got := lines(k); len(got) != 2 || got[0] != "The saved table could not be read: it is kept aside as duel-table.damaged-1." {
		t.Fatalf("the keeper says %q", got)
	}
	if b, err := st.Load("duel-table.damaged-1"); err != nil || string(b) != "bad" {
		t.Fatalf("kept aside: %q, %v", b, err)
	}
}

func TestStorageFull(t *testing.T) {
	st := store.Memory{Full: true}
	now := time.Unix(1_000_000, 0)
	var lost int
	k := session(&st, "aaaa", &now, false, &lost)
	k.Open()
	if err := k.Save(game{data: "x"}); !errors.Is(err, store.ErrFull) {
		t.Fatalf("a full store saved: %v", err)
	}
	k.SaveSettings(Settings{Speed: "fast"})
	want := []string{"The browser's storage is full: the table is not being saved.",
		"No room in the browser's storage for the settings: it is not being saved."}
	if got := lines(k); !reflect.DeepEqual(got, want) || k.Storage() != "full" || k.Saves().Settings != "full" {
		t.Fatalf("the keeper says %q, storage %q, saves %+v", got, k.Storage(), k.Saves())
	}
	st.Full = false
	if err := k.Save(game{data: "x"}); err != nil || k.Saves().Table != "saved" {
		t.Fatalf("a save that works again: %v, %+v", err, k.Saves())
	}
}

func TestSettings(t *testing.T) {
	var st store.Memory
	now := time.Unix(1_000_000, 0)
	var lost int
	v := 40
	want := Settings{Speed: "fast", Muted: true, Effects: &v, Reminder: 30, Trainer: 0.5}
	session(&st, "aaaa", &now, false, &lost).SaveSettings(want)
	got, ok := session(&st, "bbbb", &now, false, &lost).LoadSettings()
	if !ok || !reflect.DeepEqual(got, want) {
		t.Fatalf("loaded %+v (%v), want %+v", got, ok, want)
	}
	st.NoRead = true
	k := session(&st, "cccc", &now, false, &lost)
	if _, ok := k.LoadSettings(); ok || k.Saves().Settings != "unread" {
		t.Fatalf("unreadable settings loaded, or their state is %q", k.Saves().Settings)
	}
	st.NoRead = false
	k.SaveSettings(Settings{Speed: "slow"})
	if got, _ := session(&st, "dddd", &now, false, &lost).LoadSettings(); got.Speed != "fast" {
		t.Fatalf("settings that could not be read were saved over: %+v", got)
	}
}

func TestUrgentFirst(t *testing.T) {
	k := New(Config{})
	k.Note("later")
	k.Urgent("at once")
	if t1, ok := k.Next(0, true, "the news"); !ok || t1 != "at once" {
		t.Fatalf("first line %q, want the urgent one over the news", t1)
	}
	k.Shown(10)
	if _, ok := k.Next(5, false, ""); ok {
		t.Fatal("a line cut the one on show short")
	}
	if got := lines(k); !reflect.DeepEqual(got, []string{"the news", "later"}) {
		t.Fatalf("then %q, want the news cut short back, then the rest", got)
	}
}
