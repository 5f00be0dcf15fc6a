package paint

import (
	"testing"

	"felt/render/ebitentest"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

type counter struct{ n int }

func (c *counter) Paint(dst *ebiten.Image, v layout.View) {
	c.n++
	dst.Fill(Felt)
}

func TestLayerPaintsOncePerScreen(t *testing.T) {
	var l Layer
	var c counter
	screen := ebitentest.Target(64, 40)
	v := layout.Fit(64, 40, 1)
	for range 5 {
		l.Draw(screen, v, &c)
	}
	if c.n != 1 || l.Paints() != 1 {
		t.Errorf("painted %d times (layer says %d) for one screen, want 1", c.n, l.Paints())
	}
	if got := screen.At(10, 10); !sameRGBA(got, Felt) {
		t.Errorf("screen shows %v, want the painted felt", got)
	}
	l.Draw(screen, layout.Fit(64, 40, 2), &c)
	l.Draw(screen, layout.Fit(50, 40, 2), &c)
	if c.n != 3 {
		t.Errorf("painted %d times for three screens, want 3", c.n)
	}
}

func sameRGBA(a, b interface{ RGBA() (r, g, b, a uint32) }) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

func BenchmarkLayer(b *testing.B) {
	var l Layer
	var c counter
	screen := ebitentest.Target(1280, 800)
	v := layout.Fit(1280, 800, 1)
	b.ReportAllocs()
	for b.Loop() {
		l.Draw(screen, v, &c)
	}
}
