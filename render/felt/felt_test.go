package felt

import (
	"image/color"
	"testing"

	"felt/render/ebitentest"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

func rgb(img *ebiten.Image, x, y int) (r, g, b int) {
	c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
	return int(c.R), int(c.G), int(c.B)
}

func TestPaint(t *testing.T) {
	tbl, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1280, 800}, {720, 1280}, {2560, 1600}, {300, 200}} {
		v := layout.Fit(float64(size[0]), float64(size[1]), 1)
		img := ebitentest.Target(size[0], size[1])
		tbl.Paint(img, v)
		// The middle is felt: green, well above red and blue.
		if r, g, b := rgb(img, size[0]/2, size[1]/2); !(g > r+40 && g > b+20) {
			t.Errorf("%v: middle is %d,%d,%d, want felt green", size, r, g, b)
		}
		// The edge is the leather rail: brown, red over green over blue.
		x := int(v.Len(RailWidth) / 2)
		if r, g, b := rgb(img, x, size[1]/2); !(r > g && g > b && r < 140) {
			t.Errorf("%v: rail is %d,%d,%d, want dark leather", size, r, g, b)
		}
		// Between them runs the brass line.
		found := false
		for x := int(v.Len(RailWidth)) - 3; x <= int(v.Len(RailWidth+BrassWidth))+3; x++ {
			if r, g, b := rgb(img, x, size[1]/2); r > 120 && g > 90 && b < 90 {
				found = true
			}
		}
		if !found {
			t.Errorf("%v: no brass line inside the rail", size)
		}
	}
}

func TestFelt(t *testing.T) {
	v := layout.Fit(1920, 800, 1)
	f := Felt(v)
	if f.X >= 0 || f.W <= 1280-2*(RailWidth+BrassWidth) {
		t.Errorf("on a wide screen the felt %+v should reach past the design's sides", f)
	}
}

func BenchmarkPaint(b *testing.B) {
	tbl, err := New()
	if err != nil {
		b.Fatal(err)
	}
	v := layout.Fit(1280, 800, 1)
	img := ebitentest.Target(1280, 800)
	b.ReportAllocs()
	for b.Loop() {
		tbl.Paint(img, v)
	}
}
