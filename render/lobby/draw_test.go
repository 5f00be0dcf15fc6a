package lobby

import (
	"image"
	"testing"

	"felt/game/hand"
	"felt/game/money"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/menu"
	"felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) { tabletest.Main(m) }

// drawn is a lobby with every side bet on, drawn once on a 1280x800 screen.
type drawn struct {
	p      *Page
	s      *menu.Screen
	screen *ebiten.Image
	v      layout.View
}

func drawLobby(t testing.TB) drawn { return drawLobbyOn(t, 1280, 800) }

// drawLobbyOn is drawLobby on a screen w by h at 1x.
func drawLobbyOn(t testing.TB, w, h int) drawn {
	ebitentest.Need(t)
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	eval := hand.New()
	p := New(&host{t: t}, allBets(eval), nil, eval, fs)
	s := menu.New(p, fs, nil)
	screen := ebitentest.Target(w, h)
	v := layout.Fit(float64(w), float64(h), 1)
	// One miniature is painted a frame.
	for range 3 {
		s.Update()
		s.Draw(screen, v)
	}
	return drawn{p, s, screen, v}
}

// frame ends a frame as the game loop does.
func (d drawn) frame() {
	d.screen.At(0, 0)
	ebitentest.Frame()
}

// TestMiniatureDrawn: the lobby draws each game's miniature where its picture row is, one
// painted a frame, its table let go once painted: the table's felt fills it, its meters'
// digits (each with a live display over it) lie inside it;
// a second meter's new amount rolls its display (the page moves as table.Meter, drawn alone over
// the frame) and comes to rest; and a frame of the page, and one of the digits alone,
// allocate nothing once drawn.
func TestMiniatureDrawn(t *testing.T) {
	// Upright, the miniature's row is its tallest: the picture keeps the table's shape in it.
	up := drawLobbyOn(t, 720, 1280)
	fu := up.s.Fold(up.v)
	for i := range up.p.minis {
		m := &up.p.minis[i]
		for _, g := range []string{"crazy4", "crisscross"} {
			if b := fu.Parts[g]; m.at.Meets(b) {
				t.Errorf("720x1280: miniature %d at %+v runs into %s's PLAY %+v", i, m.at, g, b)
			}
		}
	}
	d := drawLobby(t)
	d.frame()
	f := d.s.Fold(d.v)
	img := image.NewRGBA(d.screen.Bounds())
	d.screen.ReadPixels(img.Pix)
	for i := range d.p.minis {
		m := &d.p.minis[i]
		if m.img == nil || m.at.W < 400 || m.sc != nil {
			t.Fatalf("miniature %d: not drawn (%+v), or its table kept", i, m.at)
		}
		// Every side bet on: both games show two meters (Crazy 4 Poker's progressive and 5
		// Card Bonus, Criss Cross Poker's Bonus Spin and Xtreme), each live.
		if len(m.meters) != 2 || len(m.live) != 2 {
			t.Errorf("miniature %d: meter displays %+v, live %d", i, m.meters, len(m.live))
		}
		for _, pm := range m.meters {
			if pm.At.W <= 0 || !pm.At.Within(layout.Rect{W: float64(m.img.Bounds().Dx()), H: float64(m.img.Bounds().Dy())}, 1) {
				t.Errorf("miniature %d: a meter's digits at %+v, outside the picture", i, pm.At)
			}
		}
		for _, g := range []string{"crazy4", "crisscross"} {
			if b := f.Parts[g]; m.at.Meets(b) {
				t.Errorf("miniature %d at %+v runs into %s's PLAY %+v", i, m.at, g, b)
			}
		}
		green := 0
		for y := int(m.at.Y + m.at.H*0.3); y < int(m.at.Y+m.at.H*0.7); y += 4 {
			for x := int(m.at.X + m.at.W*0.3); x < int(m.at.X+m.at.W*0.7); x += 4 {
				if c := img.RGBAAt(x, y); c.G > c.R+20 && c.G > c.B {
					green++
				}
			}
		}
		if green < 100 {
			t.Errorf("miniature %d: %d felt-green pixels in its middle", i, green)
		}
	}
	m := &d.p.minis[0]
	l := m.live[len(m.live)-1]
	m.follow([]Meter{{Cents: int64(l.odo.Shown() + 125*money.Credit), sys: l.sys}})
	d.s.Pass(1)
	if d.s.Motion() != table.Meter {
		t.Fatalf("a new meter: the lobby's motion is %v, want the meter's", d.s.Motion())
	}
	if !d.s.DrawMeter(d.screen, d.v) {
		t.Fatal("the lobby drew its rolling meter whole, not alone")
	}
	d.s.Pass(40)
	if d.s.Motion() != table.Still {
		t.Errorf("40 ticks after a new meter, the lobby's motion is %v", d.s.Motion())
	}
	noAllocs(t, d, "a frame of the lobby", func() { d.s.Update(); d.s.Draw(d.screen, d.v) })
	noAllocs(t, d, "a frame of the lobby's meters alone", func() { d.s.Update(); d.s.DrawMeter(d.screen, d.v) })
}

// noAllocs checks that a frame of the page (its Update and draw), once warm, allocates nothing.
func noAllocs(t *testing.T, d drawn, where string, draw func()) {
	t.Helper()
	tabletest.NoAllocs(t, where, func() { d.s.Update(); draw() }, d.frame)
}

// BenchmarkLobbyFrame is a frame of the lobby drawn whole, with both miniatures (every side
// bet on, 1280x800): the page's Update and Draw, timed with the drawing finished on the
// (software) GPU outside the timer, as tabletest.BenchFrames does; cpu-ns/frame is the CPU
// time of the frame's own thread.
func BenchmarkLobbyFrame(b *testing.B) {
	d := drawLobby(b)
	benchFrames(b, d, func() { d.s.Draw(d.screen, d.v) })
}

// BenchmarkLobbyMeters is a frame that draws the lobby's rolling meters alone.
func BenchmarkLobbyMeters(b *testing.B) {
	d := drawLobby(b)
	benchFrames(b, d, func() { d.s.DrawMeter(d.screen, d.v) })
}

// benchFrames times the page's Update and draw, frame after frame.
func benchFrames(b *testing.B, d drawn, draw func()) {
	tiny := ebiten.NewImage(1, 1)
	flush := func() {
		tiny.DrawImage(d.screen, nil)
		tiny.At(0, 0)
	}
	for range 10 {
		d.s.Update()
		draw()
		flush()
	}
	tabletest.TimeFrames(b, func() { d.s.Update(); draw() }, flush, nil)
}
