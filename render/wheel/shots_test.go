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

// TestSameAtEveryScale draws every look, mid-spin and landed, at 1x and 2x, and holds the
// landed wheel at 2x, each square of four pixels averaged, to the wheel at 1x: a wheel drawn
// at device pixels is the same picture at any scale, only sharper (a shape placed in design
// units at one scale and device pixels at the other, or a size not scaled, moves whole
// segments). The pictures go to out/desktop/wheel/ at the top of the module when the check
// fails or FELT_PICTURES=1 asks.
func TestSameAtEveryScale(t *testing.T) {
	keep := os.Getenv("FELT_PICTURES") == "1"
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
		var landed [2]*image.RGBA
		for i, k := range []float64{1, 2} {
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
			if keep {
				writePNG(t, pixels(shot(s, k)), filepath.Join(dir, fmt.Sprintf("%s-spinning-%gx.png", c.name, k)))
			}
			for now := int64(ticks)*2/5 + 1; now <= int64(ticks)+30; now++ {
				s.Update(now)
			}
			landed[i] = pixels(shot(s, k))
		}
		mean, far := scaleDiff(landed[0], landed[1])
		t.Logf("%s: 2x against 1x: mean difference %.2f, %.2f%% of pixels over %d", c.name, mean, far*100, farStep)
		if mean > 6 || far > 0.02 {
			t.Errorf("%s: the wheel at 2x is not the wheel at 1x: mean difference %.2f of 255, %.2f%% of pixels over %d", c.name, mean, far*100, farStep)
		}
		if keep || t.Failed() {
			for i, img := range landed {
				writePNG(t, img, filepath.Join(dir, fmt.Sprintf("%s-landed-%dx.png", c.name, i+1)))
			}
		}
	}
}

// farStep is the difference of a channel, of 255, over which a pixel counts as another.
const farStep = 64

// scaleDiff holds big, twice small's size, to small: each square of four pixels of big
// averaged against its pixel of small, and gives the mean difference of a channel (of 255)
// and the share of pixels with a channel more than farStep apart.
func scaleDiff(small, big *image.RGBA) (mean, far float64) {
	b := small.Bounds()
	var sum, n, over int
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			o := small.PixOffset(x, y)
			worst := 0
			for ch := range 3 {
				a := 0
				for _, d := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
					a += int(big.Pix[big.PixOffset(2*x+d[0], 2*y+d[1])+ch])
				}
				diff := a/4 - int(small.Pix[o+ch])
				if diff < 0 {
					diff = -diff
				}
				sum += diff
				worst = max(worst, diff)
			}
			n++
			if worst > farStep {
				over++
			}
		}
	}
	return float64(sum) / float64(3*n), float64(over) / float64(n)
}

// pixels reads img's pixels.
func pixels(img *ebiten.Image) *image.RGBA {
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	return rgba
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

func writePNG(t testing.TB, rgba *image.RGBA, name string) {
	t.Helper()
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
