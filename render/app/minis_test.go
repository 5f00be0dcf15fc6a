package app

import (
	"testing"

	"felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	"felt/render/layout"
	"felt/render/setup"
	tbl "felt/render/table"
)

// TestMiniatureShowsNoCredits: the lobby's miniature of each game shows no seat's credits,
// the person's or a table-mate's (its table is dealt from a fixed seed: they would be the
// seed's, not the player's). Before, the person's CREDITS read 950 and each table-mate's
// figures were drawn under their name, as the same table made to be played still shows
// them. Needs no display.
func TestMiniatureShowsNoCredits(t *testing.T) {
	a := newApp(t)
	op := a.stack.op
	for _, game := range []string{"crazy4", "crisscross"} {
		set := setup.Default(game)
		mini, err := host{&a.stack}.Miniature(game, set)
		if err != nil {
			t.Fatal(err)
		}
		played, err := tbl.New(plugAt(game, set), op.felt, op.fonts, tbl.Options{
			Seed: miniSeed, Speed: anim.Instant, SpeedSet: true, NoNotice: true, Eval: op.eval()})
		if err != nil {
			t.Fatal(err)
		}
		if n := seatCredits(t, played); n < 2 {
			t.Fatalf("%s: a played table shows %d seats' credits", game, n)
		}
		if n := seatCredits(t, mini); n != 0 {
			t.Errorf("%s: the miniature shows %d seats' credits", game, n)
		}
	}
}

// seatCredits deals sc's first round as the lobby does and returns how many seats' credits
// its picture shows: the person's CREDITS, each table-mate's figures.
func seatCredits(t *testing.T, sc *tbl.Scene) int {
	t.Helper()
	for _, c := range [][2]string{{"chip", "25"}, {"bet", "ante"}, {"deal", ""}} {
		if msg := sc.Hook().Act(c[0], c[1]); msg != "" {
			t.Fatalf("%s %s: %s", c[0], c[1], msg)
		}
	}
	sc.Pace().CatchUp(1)
	n := 0
	for _, b := range sc.Inspect().Plan(layout.Fit(layout.LandscapeWidth, layout.LandscapeHeight, 1)) {
		if b.Kind == box.Label && (b.Name == "CREDITS" || b.Name == "credits" && b.Owner < table.Seats) {
			n++
		}
	}
	return n
}
