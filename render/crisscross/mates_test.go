package crisscross

import (
	"fmt"
	"strings"
	"testing"

	"felt/game/table"
	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// mateSeeds are sessions whose first round, with the person's chips on every circle and 1x
// on each street, settles with table-mates' tags over their cards: Community Pays prizes
// ("COMMUNITY +1.40") and street tags ("MIDDLE ON DOWN", "BET 1x"). At seed 33 in portrait
// each tag touched the credits of the seat above and hid their digits' lowest row.
var mateSeeds = []uint64{33}

// TestLayoutMates checks the settled table of each of mateSeeds in landscape (at 1x and 2x),
// in portrait and in portrait at 720 by 1280: nothing drawn covers what it must not, no label
// comes within 2 pixels of a table-mate's name or credits, and mates' community prizes and
// street tags are on the table.
func TestLayoutMates(t *testing.T) {
	screens := append(tabletest.Except("phone"), tabletest.Screen{Name: "portrait-720", Width: 720, Height: 1280, Device: 1})
	for _, seed := range mateSeeds {
		for _, sc := range screens {
			t.Run(fmt.Sprintf("%d/%s", seed, sc.Name), func(t *testing.T) { layoutMates(t, seed, sc) })
		}
	}
}

// layoutMates plays the first round of seed on screen sc and checks its settled table.
func layoutMates(t *testing.T, seed uint64, sc tabletest.Screen) {
	s, _ := newScene(t, seeded(seed, anim.Instant))
	img := sc.Image()
	tabletest.DrawOn(t, s, img, sc) // the round is played on this screen's table
	img.Deallocate()
	betAll(t, s)
	tabletest.Act(t, s, "deal", "")
	for range 3 {
		tabletest.Act(t, s, "play", "1")
	}
	tabletest.Layout(t, s, fmt.Sprintf("seed %d settled", seed), []tabletest.Screen{sc}, func(sc tabletest.Screen, img *ebiten.Image) {
		tabletest.WriteShot(t, img, fmt.Sprintf("crisscross-mates-%d-%s", seed, sc.Name))
	})
	prizes, streets := 0, 0
	for _, b := range s.Drawn() {
		if b.Kind != tbl.KindLabel || b.Owner >= table.Seats || b.Owner == s.Person() {
			continue
		}
		if strings.HasPrefix(b.Name, "COMMUNITY") {
			prizes++
		}
		if strings.HasPrefix(b.Name, "MIDDLE ON") || strings.HasPrefix(b.Name, "BET ") {
			streets++
		}
	}
	if prizes < 2 || streets < 2 {
		t.Errorf("seed %d: %d table-mates' community prizes and %d street tags drawn: choose a seed with two of each", seed, prizes, streets)
	}
}
