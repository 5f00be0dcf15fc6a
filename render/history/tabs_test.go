package history

import (
	"bytes"
	"testing"
	"time"

	"felt/render/anim"
	"felt/render/crazy4"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// tabAt is a tab's table and its history on one store: entropy names the tab, takeOver
// takes the table from another.
func tabAt(t *testing.T, st store.Store, k *Keeper, entropy uint64, takeOver bool) *tbl.Scene {
	t.Helper()
	// The tabs' word that they hold the table never runs out (a loaded machine took longer
	// than its 20 s between A's last round and B's opening).
	still := func() time.Time { return time.UnixMilli(1_760_000_000_000) }
	return tabletest.New(t, crazy4.New(nil), tbl.Options{Store: st, Speed: anim.Instant, Entropy: entropy, TakeOver: takeOver, Settled: k.Settled, Journal: k, Clock: still})
}

// TestTwoTabsKeepEveryRound: two tabs take a table from each other in turns (A plays 2, B
// opens elsewhere, A plays 2, B takes over and plays 1, A takes over and plays 1, B takes
// over and plays 1): each tab's history was read when it opened, yet every round is in the
// history saved, once, in order, and the credits agree with it.
func TestTwoTabsKeepEveryRound(t *testing.T) {
	st := &store.Memory{}
	ka, kb := New(st, "crazy4"), New(st, "crazy4")
	ka.SetClock(clock())
	kb.SetClock(clock())
	a := tabAt(t, st, ka, 1, false)
	play := func(s *tbl.Scene, n int) {
		for range n {
			playRound(t, s, false)
		}
	}
	play(a, 2)
	b := tabAt(t, st, kb, 2, false)
	kb.Book() // the lobby and the pages read the history when the tab opens
	if got := tabletest.State(t, b).Storage; got != "elsewhere" {
		t.Fatalf("the second tab: storage %q", got)
	}
	play(a, 2)
	b = tabAt(t, st, kb, 2, true)
	play(b, 1)
	a = tabAt(t, st, ka, 1, true)
	play(a, 1)
	b = tabAt(t, st, kb, 2, true)
	play(b, 1)
	k := New(st, "crazy4")
	book := k.Book()
	if len(book.Rounds) != 7 {
		t.Fatalf("the history holds %d rounds, want 7", len(book.Rounds))
	}
	for i := range book.Rounds {
		if n := book.Rounds[i].Summary().Number; n != uint64(i+1) {
			t.Errorf("the history's round %d is the table's round %d", i+1, n)
		}
	}
	if last := book.Rounds[len(book.Rounds)-1].Credits; last != b.Core().Balance(b.Person()) {
		t.Errorf("the history ends at %v credits, the table has %v", last, b.Core().Balance(b.Person()))
	}
}

// TestHistoryReadFails: a history that cannot be read (getItem throws, writes work) is left
// as it is: the keeper says so, reports it as its error, and saves nothing over it.
func TestHistoryReadFails(t *testing.T) {
	st := &store.Memory{}
	k := New(st, "crazy4")
	s := tabAt(t, st, k, 1, false)
	playRound(t, s, false)
	before, err := st.Load(k.Key())
	if err != nil {
		t.Fatal(err)
	}
	st.NoRead = true
	k2 := New(st, "crazy4")
	s2 := tabAt(t, st, k2, 1, false)
	playRound(t, s2, false)
	if k2.Err() == nil {
		t.Error("the keeper reports no error")
	}
	if notes := k2.Notes(); len(notes) != 0 {
		t.Errorf("notes left untold by the table: %q", notes)
	}
	st.NoRead = false
	if now, _ := st.Load(k.Key()); !bytes.Equal(now, before) {
		t.Error("the history was written over after its read failed")
	}
}
