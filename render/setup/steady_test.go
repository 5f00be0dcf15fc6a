package setup

import (
	"testing"

	"felt/game/hand"
	"felt/render/store"
)

// TestWantedAtRest checks that asking at every tick whether settings wait costs nothing
// once the store has been read (no allocation, no read of the store), and that a wish kept
// by an earlier session is still found.
func TestWantedAtRest(t *testing.T) {
	st := &store.Memory{}
	b := NewBook(st, hand.New)
	if _, ok := b.Wanted("crazy4"); ok {
		t.Fatal("a new book wants settings")
	}
	if n := testing.AllocsPerRun(100, func() { b.Wanted("crazy4") }); n != 0 {
		t.Errorf("Wanted with nothing wanted allocates %v times a call", n)
	}
	s := b.Now("crazy4")
	if err := b.Want("crazy4", s); err != nil {
		t.Fatal(err)
	}
	if w, ok := NewBook(st, hand.New).Wanted("crazy4"); !ok || w != s {
		t.Errorf("a new book on the store wants %+v, %v; want %+v", w, ok, s)
	}
	b.Applied("crazy4", s)
	if _, ok := b.Wanted("crazy4"); ok {
		t.Error("settings applied are still wanted")
	}
}
