package crisscross

import (
	"fmt"
	"strings"
	"testing"

	cc "felt/game/crisscross"
	"felt/render/anim"
	"felt/render/box"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// layoutSeeds are sessions whose first round leaves many labels on the felt: table-mates'
// Across and Down hands, folds, Bonus Spin and Xtreme wins, and a settled result line with
// every wager. (TestLayout checks that each is as busy as it was chosen for.)
var layoutSeeds = []uint64{5}

// TestLayout plays a round of each seed and checks every phase on every screen (landscape,
// portrait, a 9:20 phone, landscape at 2x), on a 390x844 phone, whose middle has less
// room for the result line of every wager, and on the phones on their sides (844x390,
// 667x375: 1 to 24 faults before, dealt and settled): nothing drawn covers what it must not (a label
// another label, a circle, a card or printed words; printing other printing; a card a
// circle), no word runs off the felt, and every label a player reads is set at 11 CSS
// pixels at least. It leaves each picture in out/browser/layout/ to look at.
func TestLayout(t *testing.T) {
	for _, seed := range layoutSeeds {
		for _, sc := range append(append(tabletest.Screens, tabletest.Phone844), tabletest.Side...) {
			t.Run(fmt.Sprintf("%d/%s", seed, sc.Name), func(t *testing.T) { layoutRound(t, seed, sc) })
		}
	}
}

// layoutRound plays a round of seed on screen sc, checking each phase.
func layoutRound(t *testing.T, seed uint64, sc tabletest.Screen) {
	s, _ := newPlanned(t, seeded(seed, anim.Instant))
	check := func(phase string) {
		t.Helper()
		tabletest.Layout(t, s, fmt.Sprintf("seed %d %s", seed, phase), []tabletest.Screen{sc}, func(sc tabletest.Screen, img *ebiten.Image) {
			if seed == layoutSeeds[0] {
				tabletest.WriteShot(t, img, fmt.Sprintf("crisscross-%s-%s", sc.Name, phase))
			}
		})
	}
	betAll(t, s)
	check("1-betting")
	tabletest.Act(t, s, "deal", "")
	check("2-across")
	tabletest.Act(t, s, "play", "3")
	check("3-down")
	tabletest.Act(t, s, "play", "2")
	check("4-middle")
	tabletest.Act(t, s, "play", "1")
	check("5-settled")
	// (A phone shows a table-mate fewer words: no credits, no decision but FOLD.)
	labels, least := tabletest.SeatLabels(s), 12
	if sc.View().Phone() {
		least = 8
	}
	if labels < least {
		t.Errorf("seed %d settles with only %d labels on the seats: choose a busier seed", seed, labels)
	}
	// A decision after the round is refused with a line of news, which finds a place clear
	// of the result line.
	if msg := s.Hook().Act("play", "1"); msg == "" {
		t.Fatal("a decision after the round was taken")
	}
	check("6-refused")
}

// TestLayoutFiveCardWin checks the settled table of a round whose community pays the Five
// Card Bonus (seed 11: a pair of jacks) and table-mates' Community Pays on every screen (the
// phones 390x844, 844x390 and 667x375 too): in
// portrait and on a phone the community's hand is named beside the cross in large type and
// its pays line has no room under it; in landscape the result line of every wager goes
// between the printed limits and the person's cards. Each round is played on the screen's
// own table, and again on a landscape table before the screen shows it (a round restored at
// a reload is played before the first frame lays the phone's table out, or the screen is
// turned): the community's name set for the landscape table, "5 CARD BONUS · ...", lay over
// the bottom card of the cross on a phone.
func TestLayoutFiveCardWin(t *testing.T) {
	for _, sc := range append(append(tabletest.Screens, tabletest.Phone844), tabletest.Side...) {
		fiveCardWin(t, sc, sc)
		if sc != tabletest.Screens[0] {
			fiveCardWin(t, sc, tabletest.Screens[0])
		}
	}
}

// fiveCardWin plays seed 11's round on the table of screen on and checks the settled table
// on screen sc.
func fiveCardWin(t *testing.T, sc, on tabletest.Screen) {
	t.Helper()
	s, _ := newPlanned(t, seeded(11, anim.Instant))
	tabletest.PlanOn(t, s, on)
	betAll(t, s)
	tabletest.Act(t, s, "deal", "")
	for range 3 {
		tabletest.Act(t, s, "play", "1")
	}
	tabletest.Layout(t, s, "seed 11 settled on "+on.Name, []tabletest.Screen{sc}, func(sc tabletest.Screen, img *ebiten.Image) {
		name := "crisscross-fivecard-" + sc.Name
		if on != sc {
			name += "-from-" + on.Name
		}
		tabletest.WriteShot(t, img, name)
	})
	pays := false
	for _, b := range s.Inspect().Drawn() {
		pays = pays || (b.Kind == box.Label && b.Owner == box.Dealer && strings.HasPrefix(b.Name, "PAYS"))
	}
	if !pays {
		t.Errorf("%s: the community's pay is not on the table: choose a round whose Five Card Bonus wins", sc.Name)
	}
}

// TestLayoutWheel checks the table of a round whose pocket pair spins the Bonus Spin wheel
// while the wheel spins in front of it.
func TestLayoutWheel(t *testing.T) {
	seed, _ := findSpin(t, 1, cc.BonusSpin, cc.OwnWheel)
	s, p := newPlanned(t, seeded(seed, anim.Normal))
	// A first layout: the wheel comes forward to its place.
	tabletest.PlanOn(t, s, tabletest.Screen{Name: "small", Width: 640, Height: 400, Device: 1})
	betAll(t, s)
	tabletest.Act(t, s, "deal", "")
	spun := 0 // ticks the wheel has been seen spinning
	for i := 0; spun < 100; i++ {
		if i > 60000 {
			t.Fatal("the wheel never spun")
		}
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		st := tabletest.State(t, s)
		if st.Phase == "deciding" && st.Turn == st.Seat && !st.Animating {
			tabletest.Act(t, s, "play", "1")
			continue
		}
		if st.Wheel != nil && p.spin.front != noWheel && p.spin.wheels[p.spin.front].Spinning() {
			spun++
		}
	}
	// On every phone too (on the 9:16 phone the amounts over the person's Across, Down and
	// Middle stacks met each other and the TOTAL BET in its large type).
	tabletest.Layout(t, s, fmt.Sprintf("seed %d wheel", seed), append(append(tabletest.Screens, tabletest.Phone844), tabletest.Side...), func(sc tabletest.Screen, img *ebiten.Image) {
		tabletest.WriteShot(t, img, "crisscross-"+sc.Name+"-6-wheel")
	})
}
