package crazy4

import (
	"fmt"
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestLayoutBanner plays a won round and a big win (ten antes and more) and checks the
// settled table on every screen (the phones 390x844, 844x390 and 667x375 too) while the
// banner is up: the banner stands in its band, which nothing else meets, filling it as far
// as its shape allows (tabletest.Celebrated). (TestLayoutJackpotBanner checks the largest
// banner.) It leaves the pictures in out/browser/layout/.
func TestLayoutBanner(t *testing.T) {
	for level, won := range map[int]func(net money.Amount) bool{
		1: func(net money.Amount) bool { return net > 0 && net < money.Credits(250) },
		2: func(net money.Amount) bool { return net >= money.Credits(250) },
	} {
		seed := findRound(t, 20000, func(c *crazy4.Table) bool { return won(c.Result(c.Person()).Net()) })
		s := playPlanned(t, seed)
		if got := s.Inspect().TableShown().BannerLevel; got != level {
			t.Fatalf("seed %d: the banner's level is %d, want %d", seed, got, level)
		}
		tabletest.Celebrated(t, s, fmt.Sprintf("seed %d banner %d", seed, level), tabletest.AllScreens, func(sc tabletest.Screen, img *ebiten.Image) {
			tabletest.WriteShot(t, img, fmt.Sprintf("crazy4-%s-banner%d", sc.Name, level))
		})
	}
}
