package crisscross

import (
	"fmt"
	"strings"
	"testing"

	"felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// mateSeeds are sessions whose first round, with the person's chips on every circle and 1x
// on each street, settles busy; those with mates set settle with table-mates' tags over their
// cards: Community Pays prizes ("COMMUNITY +1.40") and street tags ("MIDDLE ON DOWN",
// "BET 1x"). At seed 33 in portrait each tag touched the credits of the seat above and hid
// their digits' lowest row, and on a 390x844 phone the printed pay tables covered the middle
// table-mates' tags. At seed 1 on the phones the person's "DOWN · Two Pair, Queens and
// Threes" met the lower table-mates' circles and names; at seed 4 a top table-mate's
// "↕ Pair of Queens" met the printed limits' first letter. At seed 13 the community's Five
// Card Bonus pays: on the phones on their sides its "PAYS 1 TO 1" stood under the result
// line, which had found no room round its place's middle. At seed 19 on the 375x667 phone
// a table-mate's MIDDLE ON ACROSS lay under the person's "ACROSS · King high". At seed 30 on
// the 667x375 phone on its side seat 4's "↔ Pair of Queens", placed where it covered nothing,
// stood within 2 pixels of the next seat's name and credits (Amara's). At seed 16 on the
// 390x844 and 390x866 phones seat 0's "↔ 3 of a Kind", placed where it met nothing, slid off
// the rail onto the felt and into the banner's band. At seed 35 in portrait at 800x1280 the
// person's MIDDLE ON ACROSS found no free place by its hand and went round them to under
// Priya's name.
var mateSeeds = []struct {
	seed  uint64
	mates bool
}{{33, true}, {1, false}, {4, false}, {13, false}, {19, false}, {30, false}, {16, false}, {35, false}}

// TestLayoutMates checks the settled table of each of mateSeeds on every screen of
// tabletest.Screens, on a 390x844 phone, on the phones on their sides (tabletest.Side: at
// seed 33 seat 4's credits, 723.40, met the chip rack's tray; at 667x375 the result line of
// nine wagers, short or full, had no room at the top right under LOBBY, over the community's
// hand's name, and stood over both) and in portrait at 720 by 1280: nothing drawn covers
// what it must not, no label comes within 2 pixels of a table-mate's name or credits, and
// (where the seed is for them) mates' community prizes and street tags are on the table.
// At seed 33 on the smaller phone on its side the line sums its wagers up.
func TestLayoutMates(t *testing.T) {
	screens := append(append(append([]tabletest.Screen{}, tabletest.Screens...), tabletest.Side...), tabletest.Phone844,
		tabletest.Screen{Name: "portrait-720", Width: 720, Height: 1280, Device: 1})
	for _, ms := range mateSeeds {
		for _, sc := range screens {
			t.Run(fmt.Sprintf("%d/%s", ms.seed, sc.Name), func(t *testing.T) { layoutMates(t, ms.seed, ms.mates, sc) })
		}
	}
}

// layoutMates plays the first round of seed on screen sc and checks its settled table, and
// if mates, that table-mates' prizes and street tags are on it.
func layoutMates(t *testing.T, seed uint64, mates bool, sc tabletest.Screen) {
	s, _ := newPlanned(t, seeded(seed, anim.Instant))
	tabletest.PlanOn(t, s, sc) // the round is played on this screen's table
	betAll(t, s)
	tabletest.Act(t, s, "deal", "")
	for range 3 {
		tabletest.Act(t, s, "play", "1")
	}
	tabletest.Layout(t, s, fmt.Sprintf("seed %d settled", seed), []tabletest.Screen{sc}, func(sc tabletest.Screen, img *ebiten.Image) {
		tabletest.WriteShot(t, img, fmt.Sprintf("crisscross-mates-%d-%s", seed, sc.Name))
	})
	if tv := s.Inspect().TableShown(); seed == 33 && sc == tabletest.Side[1] && !strings.Contains(tv.ResultShort, " won ") {
		t.Errorf("seed %d on %s: the result line shows %q, want its wagers summed up", seed, sc.Name, tv.ResultShort)
	}
	if !mates {
		return
	}
	prizes, streets := 0, 0
	for _, b := range s.Inspect().Drawn() {
		if b.Kind != box.Label || b.Owner >= table.Seats || b.Owner == s.Person() {
			continue
		}
		if strings.HasPrefix(b.Name, "COMMUNITY") || strings.HasPrefix(b.Name, "+") {
			prizes++ // a phone's, the amount alone: "+1.40"
		}
		if strings.HasPrefix(b.Name, "MIDDLE ") || strings.HasPrefix(b.Name, "BET ") {
			streets++
		}
	}
	// A phone shows no table-mate's decision (BET 1x), and its Middle bet's win in fewer
	// words (MIDDLE ↕): a street tag or more.
	least := 2
	if sc.View().Phone() {
		least = 1
	}
	if prizes < 2 || streets < least {
		t.Errorf("seed %d: %d table-mates' community prizes and %d street tags drawn: choose a seed with two of each", seed, prizes, streets)
	}
}

// foldSeeds are sessions whose first round, with the person's chips on every circle and 1x
// on each street, has a table-mate fold: its FOLD in its mucked cards' place stood 80 design
// units and more over its circles on the upright phones (Criss Cross's seats hold their cards
// well over their circles there), where it read as the seat's above; at seed 26 from the
// person's first decision.
var foldSeeds = []uint64{6, 18, 20, 24, 26}

// TestMateFoldOnPhones plays the first round of each of foldSeeds on the 390x844 and 375x667
// phones and checks the table deciding and settled (tabletest.Layout: among its checks, a
// table-mate's tag stands by its seat; 1 fault each before, settled, and at seed 26
// deciding), and that a table-mate's FOLD is on the settled table.
func TestMateFoldOnPhones(t *testing.T) {
	for _, seed := range foldSeeds {
		for _, sc := range tabletest.Phones[:2] {
			t.Run(fmt.Sprintf("%d/%s", seed, sc.Name), func(t *testing.T) {
				s, _ := newPlanned(t, seeded(seed, anim.Instant))
				tabletest.PlanOn(t, s, sc)
				betAll(t, s)
				tabletest.Act(t, s, "deal", "")
				tabletest.Layout(t, s, fmt.Sprintf("seed %d deciding", seed), []tabletest.Screen{sc}, nil)
				for range 3 {
					tabletest.Act(t, s, "play", "1")
				}
				tabletest.Layout(t, s, fmt.Sprintf("seed %d settled", seed), []tabletest.Screen{sc}, nil)
				fold := false
				for _, b := range s.Inspect().Drawn() {
					fold = fold || b.Kind == box.Label && b.Owner < table.Seats && b.Owner != s.Person() && b.Name == "FOLD"
				}
				if !fold {
					t.Errorf("seed %d: no table-mate's FOLD on the settled table: choose a seed where one folds", seed)
				}
			})
		}
	}
}

// TestMatesCompactOnPhones plays TestLayout's round (seed 5, every circle bet, 1x on each
// street) and checks, on the first street, the last and settled, that on each phone
// (tabletest.Phones) a table-mate shows its name without its credits and none of its
// decisions to bet (BET 1x), while in landscape at 1280x800 its credits stand under its name
// (tabletest.CompactMates; on a phone every one was drawn, at 8 CSS pixels).
func TestMatesCompactOnPhones(t *testing.T) {
	for _, sc := range append([]tabletest.Screen{tabletest.Screens[0]}, tabletest.Phones...) {
		s, _ := newPlanned(t, seeded(layoutSeeds[0], anim.Instant))
		tabletest.PlanOn(t, s, sc)
		betAll(t, s)
		tabletest.Act(t, s, "deal", "")
		tabletest.CompactMates(t, s, sc, "across", tabletest.Decided("BET"))
		tabletest.Act(t, s, "play", "1")
		tabletest.Act(t, s, "play", "1")
		tabletest.CompactMates(t, s, sc, "middle", tabletest.Decided("BET"))
		if sc == tabletest.Screens[0] {
			bets := 0
			for _, b := range s.Inspect().Drawn() {
				if b.Kind == box.Label && b.Owner != s.Person() && tabletest.Decided("BET")(b.Name) {
					bets++
				}
			}
			if bets == 0 {
				t.Errorf("in landscape: no table-mate's BET is drawn on the last street: choose a round where one bets")
			}
		}
		tabletest.Act(t, s, "play", "1")
		tabletest.CompactMates(t, s, sc, "settled", tabletest.Decided("BET"))
	}
}
