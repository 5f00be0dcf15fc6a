package crazy4

import (
	"fmt"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// busy reports whether a round leaves many labels at the end: at least two seats paid on
// their 6 Card Bonus, and some seat's Envy Bonus or a fold.
func busy(c *crazy4.Table) bool {
	six, other := 0, 0
	for n := range table.Seats {
		if !c.InPlay(n) {
			continue
		}
		r := c.Result(n).Wagers
		if r[crazy4.SixCard].Net > 0 {
			six++
		}
		if r[crazy4.Ante].Result == table.Folded || r[crazy4.SuperBonus].Extra > 0 || r[crazy4.Ante].Extra > 0 {
			other++
		}
	}
	return six >= 2 && other >= 1
}

// TestLayout plays busy rounds (two 6 Card Bonus wins and more; a jackpot) and checks every
// phase on every screen (landscape, portrait, a 9:20 phone, landscape at 2x) and on the
// phones on their sides (844x390, 667x375: 16 to 19 faults settled before, the dealer's
// line and the news over the printed name, table-mates' hands' names over their circles,
// the person's tag over its hand's name): nothing drawn
// covers what it must not (a label another label, a circle, a card or printed words;
// printing other printing; a card a circle), no word runs off the felt, and every label a
// player reads is set at 11 CSS pixels at least (a table-mate's at 8). It leaves each
// picture of the first in out/browser/layout/ to look at.
func TestLayout(t *testing.T) {
	seeds := []uint64{findRound(t, 5000, busy)}
	if !testing.Short() {
		seeds = append(seeds, jackpotRound(t))
	}
	for i, seed := range seeds {
		for _, sc := range append(tabletest.Screens, tabletest.Side...) {
			t.Run(fmt.Sprintf("%d/%s", seed, sc.Name), func(t *testing.T) {
				layoutRound(t, seed, sc, i == 0)
			})
		}
	}
}

// layoutRound plays the first round of seed on screen sc with the bets of findRound,
// checking each phase, and keeps the pictures when keep is true.
func layoutRound(t *testing.T, seed uint64, sc tabletest.Screen, keep bool) {
	s := newPlanned(t, seeded(seed, anim.Instant, nil))
	check := func(phase string) {
		t.Helper()
		tabletest.Layout(t, s, fmt.Sprintf("seed %d %s", seed, phase), []tabletest.Screen{sc}, func(sc tabletest.Screen, img *ebiten.Image) {
			if keep {
				tabletest.WriteShot(t, img, fmt.Sprintf("crazy4-%s-%s", sc.Name, phase))
			}
		})
	}
	bet(t, s)
	check("1-betting")
	tabletest.Act(t, s, "deal", "")
	check("2-deciding")
	if s.Core().Turn() == s.Person() {
		tabletest.Act(t, s, "play", "1")
	}
	check("3-settled")
	// A decision after the round is refused with a line of news, which finds a place clear
	// of the result line.
	if msg := s.Hook().Act("play", "1"); msg == "" {
		t.Fatal("a decision after the round was taken")
	}
	check("4-refused")
	labels := tabletest.SeatLabels(s)
	if labels < 10 {
		t.Errorf("seed %d settles with only %d labels on the seats: choose a busier round", seed, labels)
	}
}

// TestDealerLineOnSidePhones plays the first round of seeds 8 (the dealer does not qualify)
// and 20 (it qualifies) with TestLayout's bets and checks the settled table on both phones on
// their sides (tabletest.Side): the dealer's hand's name and line, set side by side in large
// type under its cards, ran under the 6 Card Bonus's card at their right ("Does not
// qualify: Ante pushes", "Qualifies": 1 fault each before); they move a little aside.
func TestDealerLineOnSidePhones(t *testing.T) {
	for _, seed := range []uint64{8, 20} {
		for _, sc := range tabletest.Side {
			s := newPlanned(t, seeded(seed, anim.Instant, nil))
			tabletest.PlanOn(t, s, sc)
			bet(t, s)
			tabletest.Act(t, s, "deal", "")
			if s.Core().Turn() == s.Person() {
				tabletest.Act(t, s, "play", "1")
			}
			tabletest.Layout(t, s, fmt.Sprintf("seed %d settled", seed), []tabletest.Screen{sc}, nil)
		}
	}
}

// TestPersonHandOnPhones plays the first round of seed 24, whose person holds "Two Pair,
// Queens and Eights", with TestLayout's bets, and checks the table deciding and settled on
// each phone (tabletest.Phones): in full at 15 CSS pixels the name reached the table-mates'
// circles and names on the 375x667 phone and their cards on the phones on their sides (1 to
// 8 faults before); where in full it would cover anything it is named by its kind, "Two
// Pair".
func TestPersonHandOnPhones(t *testing.T) {
	for _, sc := range tabletest.Phones {
		s := newPlanned(t, seeded(24, anim.Instant, nil))
		tabletest.PlanOn(t, s, sc)
		bet(t, s)
		tabletest.Act(t, s, "deal", "")
		tabletest.Layout(t, s, "seed 24 deciding", []tabletest.Screen{sc}, nil)
		if s.Core().Turn() == s.Person() {
			tabletest.Act(t, s, "play", "1")
		}
		tabletest.Layout(t, s, "seed 24 settled", []tabletest.Screen{sc}, nil)
	}
}

// TestMateTagBesideHand plays the first round of seed 84 with TestLayout's bets and checks
// the settled table at 1280x800 at 1x and 2x: the seat beside the person's "6 CARD: Three
// of a Kind", set at 11 CSS pixels and placed before the person's hand's name, lay under
// "Pair of Fours" (1 fault each before); the person's seat is placed first, and the
// table-mate's tag finds room clear of it and of the banner's band (over its cards,
// reaching out toward the rail), and shows.
func TestMateTagBesideHand(t *testing.T) {
	for _, sc := range []tabletest.Screen{tabletest.Screens[0], tabletest.Screens[3]} {
		s := newPlanned(t, seeded(84, anim.Instant, nil))
		tabletest.PlanOn(t, s, sc)
		bet(t, s)
		tabletest.Act(t, s, "deal", "")
		if s.Core().Turn() == s.Person() {
			tabletest.Act(t, s, "play", "1")
		}
		tabletest.Layout(t, s, "seed 84 settled", []tabletest.Screen{sc}, nil)
		shown := false
		for _, b := range s.Inspect().Drawn() {
			shown = shown || b.Owner != s.Person() && b.Owner < table.Seats && strings.HasPrefix(b.Name, "6 CARD: ")
		}
		if !shown {
			t.Errorf("seed 84 on %s: the table-mate's 6 Card tag is not drawn", sc.Name)
		}
	}
}
