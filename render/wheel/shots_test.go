package wheel

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	gwheel "felt/game/wheel"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// shotW and shotH are a screenshot's size in design units: the wheel with its pointer and
// readout, over the dimmed table, at the radius the Criss Cross table gives it in
// landscape.
const (
	shotW, shotH = 620, 640
	shotR        = 268
)

// TestScreenshots draws every look, landed and mid-spin, at 1x and 2x into
// out/desktop/wheel/ at the top of the module, for people to look at. It checks nothing.
func TestScreenshots(t *testing.T) {
	if testing.Short() {
		t.Skip("screenshots are for looking at; -short skips them")
	}
	dir, err := outDir()
	if err != nil {
		t.Fatal(err)
	}
	fs := loadFonts(t)
	xa, xg := gwheel.XtremeA(), gwheel.XtremeG()
	cases := []struct {
		name    string
		w       gwheel.Wheel
		look    Look
		segment int
	}{
		{"bonusspin-a", gwheel.BonusSpinA().Wheel, BonusSpin, 23},
		{"bonusspin-c-jackpot", gwheel.BonusSpinC().Wheel, BonusSpin, 0},
		{"hotspot-a", xa.HotSpot, HotSpot, 17},
		{"hotspot-g-jackpot", xg.HotSpot, HotSpot, 0},
		{"community-a", xa.Community, CommunityPrize, 19},
		{"community-g", xg.Community, CommunityPrize, 7},
	}
	for _, c := range cases {
		for _, k := range []float64{1, 2} {
			s, err := New(fs, &c.w, c.look)
			if err != nil {
				t.Fatal(err)
			}
			s.Show(0, anim.Instant)
			ticks, err := s.Spin(0, c.segment, 7, anim.Normal, false)
			if err != nil {
				t.Fatal(err)
			}
			for now := int64(1); now <= int64(ticks)*2/5; now++ {
				s.Update(now)
			}
			writePNG(t, shot(s, k), filepath.Join(dir, fmt.Sprintf("%s-spinning-%gx.png", c.name, k)))
			for now := int64(ticks)*2/5 + 1; now <= int64(ticks)+30; now++ {
				s.Update(now)
			}
			writePNG(t, shot(s, k), filepath.Join(dir, fmt.Sprintf("%s-landed-%gx.png", c.name, k)))
		}
	}
}

// shot draws s over a dimmed table at scale k.
func shot(s *Spinner, k float64) *ebiten.Image {
	dst := ebitentest.Target(int(shotW*k), int(shotH*k))
	dst.Fill(paint.Felt)
	var b paint.Brush
	b.RoundRect(dst, layout.Rect{W: shotW * k, H: shotH * k}, 0, paint.Night, 0.6)
	v := layout.Fit(shotW*k, shotH*k, k)
	v.Scale, v.OffsetX, v.OffsetY = k, 0, 0
	s.Draw(dst, v, shotW/2, shotH/2-5, shotR, 1)
	return dst
}

func loadFonts(t testing.TB) *fonts.Set {
	t.Helper()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

func writePNG(t testing.TB, img *ebiten.Image, name string) {
	t.Helper()
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// outDir returns out/desktop/wheel under the module's root, the git-ignored place for
// pictures.
func outDir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
	out := filepath.Join(dir, "out", "desktop", "wheel")
	return out, os.MkdirAll(out, 0o755)
}
