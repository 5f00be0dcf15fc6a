package tabletest

import (
	"fmt"
	"testing"

	gt "felt/game/table"
	"felt/render/box"
	"felt/render/geom"
	"felt/render/table"
)

// CompactMates lays the scene out on sc, painting nothing, and fails the test where its
// table-mates do not show what docs/art.md's order of things gives them on that screen: on
// a phone (upright or on its side) a table-mate shows its name alone, no credits under it,
// and no tag that is its decision to play on (decided reports whether a word is one: PLAY
// 1x, BET 2x); elsewhere its credits stand under its name. step names the moment in the
// faults. Every word's size (11 CSS pixels at least) is Layout's to check.
func CompactMates(t testing.TB, s *table.Scene, sc Screen, step string, decided func(word string) bool) {
	t.Helper()
	boxes := PlanOn(t, s, sc)
	phone := sc.View().Phone()
	var names, credits [gt.Seats]bool
	for _, b := range boxes {
		if b.Kind != box.Label || b.Owner >= gt.Seats || b.Owner == s.Person() {
			continue
		}
		switch {
		case b.Group == geom.NameGroup(b.Owner) && b.Name == "credits":
			credits[b.Owner] = true
			if phone {
				t.Errorf("%s, %s: seat %d's credits are drawn under its name (%s)", step, sc.Name, b.Owner, b)
			}
		case b.Group == geom.NameGroup(b.Owner):
			names[b.Owner] = true
		case phone && b.Group == 0 && decided(b.Name):
			t.Errorf("%s, %s: a table-mate's decision is drawn: %s", step, sc.Name, b)
		}
	}
	for n := range names {
		if names[n] && !phone && !credits[n] {
			t.Errorf("%s, %s: seat %d's name is drawn without its credits", step, sc.Name, n)
		}
	}
	if names == [gt.Seats]bool{} {
		t.Errorf("%s, %s: no table-mate's name is drawn", step, sc.Name)
	}
}

// Decided reports whether a word is a seat's decision to play on that starts with word
// (Crazy 4 Poker's "PLAY", Criss Cross Poker's "BET") and a multiple: "PLAY 1x", "BET 3x".
func Decided(word string) func(string) bool {
	return func(w string) bool {
		var n int
		_, err := fmt.Sscanf(w, word+" %dx", &n)
		return err == nil
	}
}
