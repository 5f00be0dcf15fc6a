package crazy4

import (
	"testing"

	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestLayoutJackpotBanner deals the four-aces showcase (the Progressive's jackpot) at the
// table of every wager and checks its celebration on every screen of issue 26
// (tabletest.JackpotCelebrated: in the banner's band, filling it as far as its shape allows).
// Main's search stood it at 1280x800 over the person's COVER ALL and JACKPOT tags and Priya's
// and Walt's cards; before that it was held to 60% of its size under the meter.
func TestLayoutJackpotBanner(t *testing.T) {
	cfg := allWagers(false)
	tabletest.JackpotCelebrated(t, func() *tbl.Scene {
		return tabletest.NewPlanned(t, New(&cfg), tbl.Options{Seed: 3, Speed: anim.Instant, NoNotice: true})
	}, "four-aces")
}

// TestLayoutShowcasesBand plays every showcase at the table of every wager (the four-aces
// jackpot and the Cover All with six playing put the most tags on the person's seat) on
// every screen and holds the banner's band clear while the banner stands and after
// (tabletest.ShowcasesBanded). On main's search at 1280x800 the four-aces banner stood over
// the person's COVER ALL and JACKPOT tags.
func TestLayoutShowcasesBand(t *testing.T) {
	cfg := allWagers(false)
	tabletest.ShowcasesBanded(t, func() *tbl.Scene {
		return tabletest.NewPlanned(t, New(&cfg), tbl.Options{Seed: 3, Speed: anim.Instant, NoNotice: true})
	}, "four-aces", "dealer-bonus", "cover-all", "bad-beat")
}
