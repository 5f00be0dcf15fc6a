package crisscross

import (
	"testing"

	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestLayoutJackpotBanner deals the bonus-spin and xtreme showcases (each wheel landing on
// its jackpot) and checks their celebration on every screen of issue 26
// (tabletest.JackpotCelebrated: in the banner's band, filling it as far as its shape allows).
// Main's search stood it at 1280x800 in two lines over Amara's and Kenji's seats; before that
// it was held to 60% of its size at 1280x800 and on 667x375 and stood on the pay tables at
// 720x1280.
func TestLayoutJackpotBanner(t *testing.T) {
	for _, name := range []string{"bonus-spin", "xtreme"} {
		tabletest.JackpotCelebrated(t, func() *tbl.Scene {
			s, _ := newPlanned(t, tbl.Options{Seed: 3, Speed: anim.Instant, NoNotice: true})
			return s
		}, name)
	}
}

// TestLayoutShowcasesBand plays every showcase (the royal cross, each wheel's jackpot) on
// every screen and holds the banner's band clear while the banner stands and after
// (tabletest.ShowcasesBanded). On main's search at 1280x800 the bonus-spin banner stood in two
// lines over Amara's and Kenji's seats.
func TestLayoutShowcasesBand(t *testing.T) {
	tabletest.ShowcasesBanded(t, func() *tbl.Scene {
		s, _ := newPlanned(t, tbl.Options{Seed: 3, Speed: anim.Instant, NoNotice: true})
		return s
	}, "royal-cross", "bonus-spin", "xtreme")
}
