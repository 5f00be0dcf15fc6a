package crazy4

import (
	"fmt"
	"strings"
	"testing"

	"felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// mateSeeds are sessions at the table of every wager whose first round, with a chip of 5 on
// each of the person's circles, settles with a table-mate holding Cover All's hand (its
// line, "COVER ALL, 6 PLAYING", by the mate's cards) and a mate's LUCKY by its name: seed 21
// drew the line over the next seat's name in portrait and under the result line in
// landscape, and the LUCKY under the UNDO button.
var mateSeeds = []uint64{21}

// TestLayoutMates checks the settled table of each of mateSeeds in landscape at 1x and 2x, in
// portrait, on the 9:20 phone, the 9:16 one and a 390x844 one, on the phones on their sides
// (31 and 32 faults before: the result line of ten wagers over the printed name, the
// table-mates' words and the Cover All line) and in portrait at 720 by 1280: nothing drawn
// covers what it must not, the table-mates' marks are on the table (on a phone by their
// seat where they have room, else not at all), and its frames allocate nothing.
func TestLayoutMates(t *testing.T) {
	// On the 9:16 phone a table-mate's Cover All line, "COVER ALL" alone there, goes by
	// its name (over its seat it covered the next seat's circles and name).
	screens := append(tabletest.Screens, tabletest.Phone844, tabletest.Side[0], tabletest.Side[1],
		tabletest.Screen{Name: "portrait-720", Width: 720, Height: 1280, Device: 1})
	for _, seed := range mateSeeds {
		for _, sc := range screens {
			t.Run(fmt.Sprintf("%d/%s", seed, sc.Name), func(t *testing.T) { layoutMates(t, seed, sc) })
		}
	}
}

// layoutMates plays the first round of seed on screen sc and checks its settled table.
func layoutMates(t *testing.T, seed uint64, sc tabletest.Screen) {
	cfg := allWagers(false)
	s := tabletest.NewPlanned(t, New(&cfg), tbl.Options{Seed: seed, Speed: anim.Instant})
	tabletest.PlanOn(t, s, sc) // the round is played on this screen's table
	tabletest.Act(t, s, "chip", "5")
	for _, b := range everyBet {
		tabletest.Act(t, s, "bet", b.name)
	}
	tabletest.Act(t, s, "deal", "")
	if s.Core().Turn() == s.Person() {
		tabletest.Act(t, s, "play", "1")
	}
	tabletest.Layout(t, s, fmt.Sprintf("seed %d settled", seed), []tabletest.Screen{sc}, func(sc tabletest.Screen, img *ebiten.Image) {
		tabletest.WriteShot(t, img, fmt.Sprintf("crazy4-mates-%d-%s", seed, sc.Name))
	})
	cover, lucky := false, false
	for _, b := range s.Inspect().Drawn() {
		mate := b.Kind == box.Label && b.Owner < table.Seats && b.Owner != s.Person()
		cover = cover || (mate && strings.HasPrefix(b.Name, "COVER ALL"))
		lucky = lucky || (mate && b.Name == "LUCKY")
	}
	// On a phone a table-mate's marks stand by its name where it has room, or not at all
	// (Layout holds those shown by their seat).
	if !sc.View().Phone() && (!cover || !lucky) {
		t.Errorf("seed %d: a table-mate's Cover All line drawn %v, LUCKY %v: choose a seed where both are", seed, cover, lucky)
	}
	// Finding their places allocates nothing.
	img := sc.Image()
	defer img.Deallocate()
	tabletest.NoFrameAllocs(t, s, img, fmt.Sprintf("seed %d settled, a table-mate's Cover All line and LUCKY", seed))
}

// TestMatesCompactOnPhones plays the busy round of TestLayout and checks, deciding and
// settled, that on each phone (tabletest.Phones: 390x844, 375x667 and both on their sides) a
// table-mate shows its name without its credits and none of its decisions to play (PLAY 1x),
// while in landscape at 1280x800 its credits stand under its name and its decision shows
// (tabletest.CompactMates; on a phone every one was drawn, at 8 CSS pixels).
func TestMatesCompactOnPhones(t *testing.T) {
	seed := findRound(t, 5000, busy)
	for _, sc := range append([]tabletest.Screen{tabletest.Screens[0]}, tabletest.Phones...) {
		s := newPlanned(t, seeded(seed, anim.Instant, nil))
		tabletest.PlanOn(t, s, sc)
		bet(t, s)
		tabletest.Act(t, s, "deal", "")
		tabletest.CompactMates(t, s, sc, "deciding", tabletest.Decided("PLAY"))
		if sc == tabletest.Screens[0] {
			played := false
			for _, b := range s.Inspect().Drawn() {
				played = played || b.Kind == box.Label && b.Owner != s.Person() && tabletest.Decided("PLAY")(b.Name)
			}
			if !played {
				t.Errorf("seed %d in landscape: no table-mate's PLAY is drawn deciding: choose a round where one plays", seed)
			}
		}
		if s.Core().Turn() == s.Person() {
			tabletest.Act(t, s, "play", "1")
		}
		tabletest.CompactMates(t, s, sc, "settled", tabletest.Decided("PLAY"))
	}
}
