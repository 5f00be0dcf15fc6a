package plan

import (
	"testing"

	"felt/render/layout"
)

// TestLightPixels checks the lights' pictures: the glow brightest in its middle and fading to
// nothing at its rim, never brighter further out; the disc solid inside and empty outside.
func TestLightPixels(t *testing.T) {
	glow, disc := lightPixels()
	alpha := func(px []byte, x, y int) byte { return px[4*(y*lightSize+x)+3] }
	mid := lightSize / 2
	if a := alpha(glow, mid, mid); a < 250 {
		t.Errorf("the glow's middle is %d, want about 255", a)
	}
	last := byte(255)
	for x := mid; x < lightSize; x++ {
		a := alpha(glow, x, mid)
		if a > last {
			t.Fatalf("the glow brightens at %d from the middle: %d after %d", x-mid, a, last)
		}
		last = a
	}
	if a := alpha(glow, lightSize-1, mid); a != 0 {
		t.Errorf("the glow's rim is %d, want 0", a)
	}
	if alpha(disc, mid, mid) != 255 || alpha(disc, mid+lightSize/4, mid) != 255 || alpha(disc, 0, 0) != 0 {
		t.Errorf("the disc: middle %d, halfway %d, corner %d; want 255, 255, 0", alpha(disc, mid, mid), alpha(disc, mid+lightSize/4, mid), alpha(disc, 0, 0))
	}
}

// TestLightsPlanned checks that a light of no opacity plans nothing and the others one item
// each.
func TestLightsPlanned(t *testing.T) {
	var f Frame
	f.Reset(layout.Fit(1280, 800, 1))
	f.Glow(10, 10, 20, 0xFFFFFF, 0)
	f.Disc(10, 10, 20, 0xFFFFFF, 0)
	if f.n != 0 {
		t.Errorf("lights of no opacity planned %d items", f.n)
	}
	f.Glow(10, 10, 20, 0xFFFFFF, 0.5)
	f.Disc(10, 10, 20, 0xFFFFFF, 1)
	f.Veil(1280, 800, 0.6)
	if f.n != 3 {
		t.Errorf("three lights planned %d items", f.n)
	}
}
