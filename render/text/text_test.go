package text

import (
	"math"
	"testing"

	"felt/render/ebitentest"

	"github.com/hajimehoshi/ebiten/v2"
	etext "github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// faces returns the same font at one size as Ebitengine's GoXFace and as ours.
func faces(t testing.TB, ttf []byte, size float64) (etext.Face, Face) {
	t.Helper()
	f, err := opentype.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	mk := func() font.Face {
		face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			t.Fatal(err)
		}
		return face
	}
	return etext.NewGoXFace(mk()), NewFace(mk())
}

var lines = []string{
	"Crazy 4 Poker",
	"AVATAR Wo Ty. To, Yo; LT 7/",
	"1,234.50 ♠♥♦♣ +1.2M −5 ×2 →",
	"Ünïcödé — €½ «ok» ‘q’",
	"two\nlines here",
	"bad \xff byte",
	"",
}

// TestSamePixels draws lines in the Go fonts at sizes of every subpixel granularity, with
// every alignment, at fractional places, scaled, rotated and tinted, both with Ebitengine's
// text/v2 and with this package, and checks that every pixel is the same. A channel may
// differ by one: the glyph images sit at other places in Ebitengine's atlas, and linear
// filtering rounds their texels' blend a little differently there.
func TestSamePixels(t *testing.T) {
	const w, h = 640, 360
	a, b := ebitentest.Target(w, h), ebitentest.Target(w, h)
	pa, pb := make([]byte, 4*w*h), make([]byte, 4*w*h)
	for _, font := range []struct {
		name string
		ttf  []byte
	}{{"regular", goregular.TTF}, {"bold", gobold.TTF}, {"mono", gomono.TTF}} {
		for _, size := range []float64{9, 13.5, 18, 27.25, 52, 96} {
			ef, of := faces(t, font.ttf, size)
			for li, s := range lines {
				for _, al := range []Align{AlignStart, AlignCenter, AlignEnd} {
					for gi, g := range []func(*ebiten.GeoM){
						func(m *ebiten.GeoM) { m.Translate(320.3, 180.6) },
						func(m *ebiten.GeoM) { m.Translate(-12.77, 40.25) },
						func(m *ebiten.GeoM) { m.Scale(1.5, 0.75); m.Translate(300, 100.5) },
						func(m *ebiten.GeoM) { m.Rotate(math.Pi / 7); m.Translate(200.5, 90) },
					} {
						a.Clear()
						b.Clear()
						var eo etext.DrawOptions
						var oo DrawOptions
						g(&eo.GeoM)
						g(&oo.GeoM)
						eo.ColorScale.Scale(0.9, 0.6, 0.2, 0.8)
						oo.ColorScale.Scale(0.9, 0.6, 0.2, 0.8)
						eo.Filter, oo.Filter = ebiten.FilterLinear, ebiten.FilterLinear
						eo.PrimaryAlign, oo.PrimaryAlign = etext.Align(al), al
						eo.SecondaryAlign, oo.SecondaryAlign = etext.Align(gi%3), Align(gi%3)
						eo.LineSpacing, oo.LineSpacing = size*1.2, size*1.2
						etext.Draw(a, s, ef, &eo)
						Draw(b, s, of, &oo)
						a.ReadPixels(pa)
						b.ReadPixels(pb)
						inked := false
						for i := range pa {
							inked = inked || pb[i] != 0
							if d := int(pa[i]) - int(pb[i]); d < -1 || d > 1 {
								t.Errorf("%s %v px, line %d %q, align %d, placing %d: at %d,%d a channel is %d, text/v2's %d",
									font.name, size, li, s, al, gi, i/4%w, i/4/w, pb[i], pa[i])
								break
							}
						}
						if s != "" && gi == 0 && !inked {
							t.Errorf("%s %v px, line %q, placing %d: nothing drawn", font.name, size, s, gi)
						}
					}
				}
			}
		}
	}
}

// TestSameMeasures checks the metrics, every AdvanceAt and Measure against text/v2's.
func TestSameMeasures(t *testing.T) {
	for _, size := range []float64{9, 18, 27.25, 96} {
		ef, of := faces(t, goregular.TTF, size)
		em, om := ef.Metrics(), of.Metrics()
		if em.HAscent != om.HAscent || em.HDescent != om.HDescent || em.HLineGap != om.HLineGap ||
			em.CapHeight != om.CapHeight || em.XHeight != om.XHeight {
			t.Errorf("%v px: metrics %+v, text/v2 says %+v", size, om, em)
		}
		for _, s := range lines {
			for i := 0; i <= len(s); i++ {
				if got, want := AdvanceAt(s, i, of), etext.AdvanceAt(s, i, ef); got != want {
					t.Errorf("%v px: AdvanceAt(%q, %d) = %v, text/v2 says %v", size, s, i, got, want)
				}
			}
			gw, gh := Measure(s, of, 20)
			ww, wh := etext.Measure(s, ef, 20)
			if gw != ww || gh != wh {
				t.Errorf("%v px: Measure(%q) = %v, %v; text/v2 says %v, %v", size, s, gw, gh, ww, wh)
			}
		}
	}
}

// TestDrawDoesNotAllocate checks that drawing a line of cached glyphs allocates nothing.
func TestDrawDoesNotAllocate(t *testing.T) {
	_, f := faces(t, goregular.TTF, 18)
	dst := ebitentest.Target(200, 40)
	op := &DrawOptions{}
	op.GeoM.Translate(100, 10)
	op.PrimaryAlign = AlignCenter
	Draw(dst, "Place your bets 1,250", f, op)
	if n := testing.AllocsPerRun(50, func() { Draw(dst, "Place your bets 1,250", f, op) }); n != 0 {
		t.Errorf("Draw allocates %v times a call", n)
	}
}

func TestAdvanceAtPanics(t *testing.T) {
	_, f := faces(t, goregular.TTF, 18)
	defer func() {
		if recover() == nil {
			t.Error("AdvanceAt past the end did not panic")
		}
	}()
	AdvanceAt("abc", 4, f)
}

func BenchmarkDraw(b *testing.B) {
	ef, of := faces(b, goregular.TTF, 18)
	dst := ebitentest.Target(400, 40)
	for _, c := range []struct {
		name string
		draw func()
	}{
		{"text/v2", func() {
			var op etext.DrawOptions
			op.GeoM.Translate(200, 10)
			op.PrimaryAlign = etext.AlignCenter
			etext.Draw(dst, "Crazy 4 Poker pays 1,250.50", ef, &op)
		}},
		{"felt", func() {
			var op DrawOptions
			op.GeoM.Translate(200, 10)
			op.PrimaryAlign = AlignCenter
			Draw(dst, "Crazy 4 Poker pays 1,250.50", of, &op)
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.draw()
			}
		})
	}
}

// TestAlignFrom checks where a line begins for each alignment.
func TestAlignFrom(t *testing.T) {
	for _, c := range []struct {
		a    Align
		want float64
	}{{AlignStart, 100}, {AlignCenter, 80}, {AlignEnd, 60}} {
		if got := c.a.From(100, 40); got != c.want {
			t.Errorf("align %d: a line 40 wide at 100 begins at %v, want %v", c.a, got, c.want)
		}
	}
}
