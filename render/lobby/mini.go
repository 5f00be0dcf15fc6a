package lobby

import (
	"image"
	"math"

	"felt/game/money"
	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/odometer"
	"felt/render/setup"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// The lobby shows each game by a miniature of its table: the table machinery paints a
// table of the settings in effect, its first round dealt from a fixed seed (the person's
// cards face up, the table-mates' chips and cards out), into an image of its own, once for
// a size; over its meter's digits the lobby draws the live meter of the table the player
// would sit at, rolling as the linked tables feed it. Between changes of size or settings
// nothing of the table is painted again: a frame of the lobby draws the image, and while the
// meter rolls only its digits are drawn (menu.Live), a few times a second.

// Minis is a host that makes the tables the lobby pictures: render/app's host is one.
type Minis interface {
	// Miniature makes a table of a game at settings set, to picture: a session that keeps
	// nothing, dealt from a fixed seed, at instant speed.
	Miniature(game string, set setup.Settings) (*tbl.Scene, error)
}

// miniW is the widest a miniature's image is painted, device pixels: on a wider row (a
// phone's 3x screen) it is drawn scaled up, which keeps the image small.
const miniW = 720

// miniRatio is a miniature's height over its width: the landscape table's.
const miniRatio = float64(layout.LandscapeHeight) / layout.LandscapeWidth

// mini is a game's miniature.
type mini struct {
	sc    *tbl.Scene
	set   setup.Settings // the settings it was made at
	made  bool           // sc was asked for (it may have failed: sc nil)
	img   *ebiten.Image
	meter layout.Rect // the meter's digits in img, device pixels (empty: none)
	odo   *odometer.Odometer
	at    layout.Rect // where img was last drawn, device pixels of the screen
	op    ebiten.DrawImageOptions
}

// deal deals the miniature's first round: a bet on the ante, the cards out, the person to
// decide (a table that refuses leaves its felt bare, which pictures it as well).
func deal(sc *tbl.Scene) {
	for _, c := range [][2]string{{"chip", "25"}, {"bet", "ante"}, {"deal", ""}} {
		if sc.Act(c[0], c[1]) != "" {
			break
		}
	}
	sc.CatchUp(1)
}

// table returns the miniature's table at settings set, made anew when they changed.
func (m *mini) table(h Minis, game string, set setup.Settings) *tbl.Scene {
	if m.made && m.set == set {
		return m.sc
	}
	m.sc, m.made, m.set = nil, true, set
	if m.img != nil {
		m.img.Deallocate()
		m.img = nil
	}
	sc, err := h.Miniature(game, set)
	if err != nil {
		return nil
	}
	deal(sc)
	m.sc = sc
	return sc
}

// rollTicks is how long the live meter counts to a new amount, ticks: with the wheels'
// turn at fast speed, a roll of some ten ticks, three frames of its digits drawn.
const rollTicks = 4

// follow has the live meter roll to a.
func (m *mini) follow(a money.Amount) {
	if m.odo == nil {
		m.odo = odometer.New(a)
		m.odo.SetSpeed(anim.Fast)
		return
	}
	if a != m.odo.Shown() && !m.odo.Counting() {
		m.odo.CountTo(a, rollTicks)
	}
}

// tick moves the live meter on a tick; it reports whether it moves.
func (m *mini) tick() bool {
	if m.odo == nil {
		return false
	}
	m.odo.Update()
	return !m.odo.Still()
}

// draw draws the miniature into r (device pixels of dst), painting its image first when
// the size changed.
func (m *mini) draw(dst *ebiten.Image, r layout.Rect, fs *fonts.Set) {
	if m.sc == nil {
		return
	}
	w := int(math.Min(math.Round(r.W), miniW))
	h := int(math.Round(float64(w) * miniRatio))
	if w < 8 || h < 5 {
		return
	}
	if m.img == nil || m.img.Bounds().Dx() != w || m.img.Bounds().Dy() != h {
		if m.img != nil {
			m.img.Deallocate()
		}
		// An image of its own, not on the shared atlases: it is large and lasts.
		m.img = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
		m.meter = m.sc.Picture(m.img)
	}
	z := r.W / float64(w)
	m.at = layout.Rect{X: r.X, Y: r.Y, W: r.W, H: float64(h) * z}
	m.op.GeoM.Reset()
	m.op.GeoM.Scale(z, z)
	m.op.GeoM.Translate(r.X, r.Y)
	m.op.Filter = ebiten.FilterLinear
	dst.DrawImage(m.img, &m.op)
	m.drawMeter(dst, fs)
}

// drawMeter draws the live meter over the miniature's meter digits, where it was last drawn.
func (m *mini) drawMeter(dst *ebiten.Image, fs *fonts.Set) {
	if m.odo == nil || m.meter.W <= 0 || m.img == nil || m.at.W <= 0 {
		return
	}
	z := m.at.W / float64(m.img.Bounds().Dx())
	// A view whose units are the table's design units as drawn here.
	v := layout.View{Width: m.at.W, Height: m.at.H, Device: 1, Scale: m.at.W / layout.LandscapeWidth}
	r := layout.Rect{X: (m.at.X + m.meter.X*z) / v.Scale, Y: (m.at.Y + m.meter.Y*z) / v.Scale,
		W: m.meter.W * z / v.Scale, H: m.meter.H * z / v.Scale}
	m.odo.Draw(dst, fs, v, r)
}

// close lets the miniature's images go.
func (m *mini) close() {
	if m.img != nil {
		m.img.Deallocate()
		m.img = nil
	}
}
