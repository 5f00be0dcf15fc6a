// Package title is the first screen: the table with the product's name printed on the felt.
package title

import (
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// What the screen says.
const (
	Name     = "FELT"
	Crazy4   = "CRAZY 4 POKER"
	Criss    = "CRISS CROSS POKER"
	FreePlay = "Free play. No real money. Credits have no cash value."
)

// Sizes, in design units. The name is set at twice the largest step of the type scale: it is
// the one word on the screen and reads as the table's printed name.
const (
	nameSize     = 2 * fonts.Display
	nameTracking = 0.22 * nameSize
	gamesSize    = fonts.Body
	gamesTrack   = 3  // between letters
	gamesGap     = 44 // between the two games, where the diamond sits
	freeSize     = fonts.Small
)

// Options choose what the screen shows.
type Options struct {
	// FreePlayLine prints FreePlay near the bottom of the felt. The web
	// page has the line in its own footer, so the browser build leaves it off.
	FreePlayLine bool
}

// Scene is the title screen. It is an app scene: it has Update and Draw.
type Scene struct {
	table *felt.Table
	opts  Options
	brush paint.Brush
	print paint.Layer // the table with the title printed on it

	fonts *fonts.Set
}

// New returns the title scene, drawing on table with faces from fs.
func New(table *felt.Table, fs *fonts.Set, o Options) *Scene {
	return &Scene{table: table, opts: o, fonts: fs}
}

// Update advances the scene by one tick. Nothing moves on the title yet.
func (s *Scene) Update() error {
	return nil
}

// Draw draws the scene on screen, which v describes.
func (s *Scene) Draw(screen *ebiten.Image, v layout.View) {
	s.print.Draw(screen, v, s)
}

// Paint paints the table and the print on it; the scene's layer keeps the result until the
// screen changes. It implements paint.Painter.
func (s *Scene) Paint(dst *ebiten.Image, v layout.View) {
	s.table.Paint(dst, v)

	// Text is rasterized at the screen's own resolution: sizes in device pixels.
	nameFace := s.fonts.Face(fonts.Bold, v.Len(nameSize))
	gamesFace := s.fonts.Face(fonts.Medium, v.Len(gamesSize))
	freeFace := s.fonts.Face(fonts.Regular, v.Len(freeSize))

	_, dh := v.Design()
	cx := v.Width / 2
	_, nameY := v.ToDevice(0, dh*0.47)

	// The name, printed in brass, with a faint shadow so that it sits on the cloth.
	shadow := v.Len(1.5)
	tracking := v.Len(nameTracking)
	s.brush.Tracked(dst, Name, nameFace, cx, nameY+shadow, tracking, text.AlignCenter, paint.Night, 0.28)
	s.brush.Tracked(dst, Name, nameFace, cx, nameY, tracking, text.AlignCenter, paint.Brass, 1)

	// A brass rule with a diamond in the middle.
	ruleY := nameY + v.Len(40)
	half, gap := v.Len(150), v.Len(16)
	s.brush.Line(dst, cx-half, ruleY, cx-gap, ruleY, v.Len(1.5), paint.Brass, 0.8)
	s.brush.Line(dst, cx+gap, ruleY, cx+half, ruleY, v.Len(1.5), paint.Brass, 0.8)
	s.brush.Diamond(dst, cx, ruleY, v.Len(6), v.Len(6), paint.Brass, 0.9)

	// The two games, in the warm off-white of the printed layout, a brass diamond between.
	gamesY := ruleY + v.Len(48)
	track := v.Len(gamesTrack)
	w1 := paint.TrackedWidth(Crazy4, gamesFace, track)
	w2 := paint.TrackedWidth(Criss, gamesFace, track)
	between := v.Len(gamesGap)
	x := cx - (w1+between+w2)/2
	s.brush.Tracked(dst, Crazy4, gamesFace, x, gamesY, track, text.AlignStart, paint.Ink, 0.88)
	s.brush.Diamond(dst, x+w1+between/2, gamesY-gamesFace.Metrics().CapHeight/2, v.Len(4), v.Len(4), paint.Brass, 0.9)
	s.brush.Tracked(dst, Criss, gamesFace, x+w1+between, gamesY, track, text.AlignStart, paint.Ink, 0.88)

	if s.opts.FreePlayLine {
		f := felt.Felt(v)
		_, freeY := v.ToDevice(0, f.Y+f.H-layout.SafeMargin)
		s.brush.Text(dst, FreePlay, freeFace, cx, freeY, text.AlignCenter, paint.Ink, 0.6)
	}
}
