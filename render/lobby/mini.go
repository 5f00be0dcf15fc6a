package lobby

import (
	"image"
	"math"
	"slices"

	"felt/game/money"
	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/odometer"
	"felt/render/printing"
	"felt/render/setup"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// The lobby shows each game by a miniature of its table: the table machinery paints a
// table of the settings in effect, its first round dealt from a fixed seed (the person's
// cards face up, the table-mates' chips and cards out, no seat's credits: they would be
// the seed's, not the player's), into an image of its own, once for
// a size; over its meter's digits the lobby draws the live meter of the table the player
// would sit at, rolling as the linked tables feed it. Between changes of size or settings
// nothing of the table is painted again: a frame of the lobby draws the image, and while the
// meter rolls only its digits are drawn (menu.Live), a few times a second.

// Minis is a host that makes the tables the lobby pictures: render/app's host is one.
type Minis interface {
	// Miniature makes a table of a game at settings set, to picture: a session that keeps
	// nothing, dealt from a fixed seed, at instant speed, that shows no seat's credits
	// (table.Options.NoCredits: the seed's are not the player's).
	Miniature(game string, set setup.Settings) (*tbl.Scene, error)
}

// miniW is the widest a miniature's image is painted, device pixels: on a wider row (a
// phone's 3x screen) it is drawn scaled up, which keeps the image small.
const miniW = 720

// miniRatio is a miniature's height over its width: the landscape table's.
const miniRatio = float64(layout.LandscapeHeight) / layout.LandscapeWidth

// mini is a game's miniature. Its table lives only to be painted: once its image is, the
// table goes (two tables would stay in memory for a picture each), and is made again only
// for a picture of another size.
type mini struct {
	h       Minis
	game    string
	set     setup.Settings // the settings it pictures
	ok      bool           // a table of set can be made
	sc      *tbl.Scene     // the table, until its image is painted
	sign    printing.Sign  // its pays and rules, for the best prizes
	img     *ebiten.Image
	meters  []tbl.PictureMeter // the meter displays in img, device pixels
	pending bool               // the image waits for its painting (at most one a frame)
	live    []live             // the live displays, one for each meter system of the table
	at      layout.Rect        // where img was last drawn, device pixels of the screen
	op      ebiten.DrawImageOptions
}

// deal deals the miniature's first round: a bet on the ante, the cards out, the person to
// decide (a table that refuses leaves its felt bare, which pictures it as well).
func deal(sc *tbl.Scene) {
	for _, c := range [][2]string{{"chip", "25"}, {"bet", "ante"}, {"deal", ""}} {
		if sc.Hook().Act(c[0], c[1]) != "" {
			break
		}
	}
	sc.Pace().CatchUp(1)
}

// use points the miniature at a game's table at settings set; it reports whether such a
// table can be made. New settings make a new picture.
func (m *mini) use(h Minis, game string, set setup.Settings) bool {
	if m.h != nil && m.set == set {
		return m.ok
	}
	m.h, m.game, m.set = h, game, set
	m.close()
	m.sc = m.table()
	m.ok = m.sc != nil
	if m.ok {
		m.sign = m.sc.PaysAndRules()
	}
	return m.ok
}

// table makes the miniature's table, its first round dealt, or nil.
func (m *mini) table() *tbl.Scene {
	sc, err := m.h.Miniature(m.game, m.set)
	if err != nil {
		return nil
	}
	deal(sc)
	return sc
}

// rollTicks is how long the live meter counts to a new amount, ticks: with the wheels'
// turn at fast speed, a roll of some ten ticks, three frames of its digits drawn.
const rollTicks = 4

// live is a live display of a meter system.
type live struct {
	sys int
	odo *odometer.Odometer
}

// follow has the live display of each meter roll to the meter's amount now.
func (m *mini) follow(ms []Meter) {
	for _, mt := range ms {
		a := money.Amount(mt.Cents)
		i := slices.IndexFunc(m.live, func(l live) bool { return l.sys == mt.sys })
		if i < 0 {
			o := odometer.New(a)
			o.SetSpeed(anim.Fast)
			m.live = append(m.live, live{sys: mt.sys, odo: o})
			continue
		}
		if o := m.live[i].odo; a != o.Shown() && !o.Counting() {
			o.CountTo(a, rollTicks)
		}
	}
}

// tick moves the live displays on a tick; it reports whether one moves.
func (m *mini) tick() bool {
	moving := false
	for _, l := range m.live {
		l.odo.Update()
		moving = moving || !l.odo.Still()
	}
	return moving
}

// fresh reports whether the miniature's image is painted, none waiting.
func (m *mini) fresh() bool { return !m.pending }

// draw draws the miniature into r (device pixels of dst), painting its image first when
// the size changed, unless another was painted this frame (*painted): it then waits for the
// next frame (pending).
func (m *mini) draw(dst *ebiten.Image, r layout.Rect, fs *fonts.Set, painted *bool) {
	if !m.ok {
		return
	}
	// The table's shape, as wide as the row lets it be, centred.
	if fw := math.Min(r.W, r.H/miniRatio); fw < r.W {
		r = layout.Rect{X: r.X + (r.W-fw)/2, Y: r.Y, W: fw, H: r.H}
	}
	w := int(math.Min(math.Round(r.W), miniW))
	h := int(math.Round(float64(w) * miniRatio))
	if w < 8 || h < 5 {
		return
	}
	if m.img == nil || m.img.Bounds().Dx() != w || m.img.Bounds().Dy() != h {
		if *painted {
			m.pending = true
			return
		}
		if m.sc == nil {
			if m.sc = m.table(); m.sc == nil {
				return
			}
		}
		if m.img != nil {
			m.img.Deallocate()
		}
		// An image of its own, not on the shared atlases: it is large and lasts.
		m.img = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
		m.meters = m.sc.Picture(m.img)
		m.sc, m.pending, *painted = nil, false, true
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

// drawMeter draws the live displays over the miniature's meter displays, where it was last
// drawn.
func (m *mini) drawMeter(dst *ebiten.Image, fs *fonts.Set) {
	if m.img == nil || m.at.W <= 0 {
		return
	}
	z := m.at.W / float64(m.img.Bounds().Dx())
	// A view whose units are the table's design units as drawn here.
	v := layout.View{Width: m.at.W, Height: m.at.H, Device: 1, Scale: m.at.W / layout.LandscapeWidth}
	for _, pm := range m.meters {
		for _, l := range m.live {
			if l.sys != pm.Sys {
				continue
			}
			r := layout.Rect{X: (m.at.X + pm.At.X*z) / v.Scale, Y: (m.at.Y + pm.At.Y*z) / v.Scale,
				W: pm.At.W * z / v.Scale, H: pm.At.H * z / v.Scale}
			l.odo.Draw(dst, fs, v, r)
		}
	}
}

// close lets the miniature's images go.
func (m *mini) close() {
	if m.img != nil {
		m.img.Deallocate()
		m.img = nil
	}
}
