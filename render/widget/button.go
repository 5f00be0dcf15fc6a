package widget

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Style is a button's look.
type Style uint8

// The styles, after docs/art.md (Buttons and meters): rounded rectangles in brass on dark.
const (
	// Primary is filled with brass, dark lettering: the action the table expects next.
	Primary Style = iota
	// Secondary is dark with a brass edge and light lettering.
	Secondary
	// Quiet is a small dark button for settings.
	Quiet
)

// Colours of the buttons.
const (
	brassLight paint.Color = 0xE6C878
	brassDark  paint.Color = 0x8E6F2A
	darkBody   paint.Color = 0x1D1611
	darkEdge   paint.Color = 0x2A2019
	inkDark    paint.Color = 0x23170C
)

// look is one of the three pictures of a button.
type look int

const (
	normal look = iota
	pressed
	disabled
	looks
)

// Button is a tappable control: a title, an optional second line (an amount), and the key
// that does the same in a badge in its corner. Place it with Rect, in design units; the
// scene decides what a tap on it does. The zero Button is enabled and visible, with no text.
type Button struct {
	Rect     layout.Rect
	Style    Style
	Disabled bool
	Hidden   bool
	// Selected draws a Quiet button lit, as a toggle that is on.
	Selected bool

	title, sub, key string

	imgs  [looks]*ebiten.Image
	sel   bool // Selected when the pictures were made
	scale float64
	w, h  float64 // the Rect's size when the pictures were made
	op    ebiten.DrawImageOptions

	floor   float64 // the least type size, device pixels (0: none)
	titleSz float64 // the title's type size as last painted, design units
	spills  bool    // the title, as last painted, runs to the button's edge

	// hover and down are the pointer over the button and held down on it as a layout pass
	// found them, fs the fonts it paints with (SetState, Paint).
	hover, down bool
	fs          *fonts.Set
}

// SetFloor sets the least type size of the lettering, in device pixels: a long title is set
// smaller to fit only down to it. 0 lets it go down to 8 design units.
func (b *Button) SetFloor(px float64) {
	if px != b.floor {
		b.floor = px
		b.drop()
	}
}

// TitleSize returns the type size, design units, the title was last drawn at (0 before).
func (b *Button) TitleSize() float64 { return b.titleSz }

// Spills reports whether the title, as last drawn, did not fit the button at its least
// size (SetFloor): it runs to the button's edges or past them.
func (b *Button) Spills() bool { return b.spills }

// SetText sets the title, the second line and the key hint ("" for none). The button is
// drawn anew only if they change.
func (b *Button) SetText(title, sub, key string) {
	if title == b.title && sub == b.sub && key == b.key {
		return
	}
	b.title, b.sub, b.key = title, sub, key
	b.drop()
}

// Title returns the button's title.
func (b *Button) Title() string { return b.title }

func (b *Button) drop() {
	for i, img := range b.imgs {
		if img != nil {
			img.Deallocate()
			b.imgs[i] = nil
		}
	}
}

// Usable reports whether the button is shown and enabled.
func (b *Button) Usable() bool { return !b.Hidden && !b.Disabled }

// Hit reports whether the point x, y in design units touches the button. Buttons smaller
// than layout.MinTouch take taps from a little around them.
func (b *Button) Hit(x, y float64) bool {
	if b.Hidden {
		return false
	}
	r := b.Rect
	if d := (layout.MinTouch - r.W) / 2; d > 0 {
		r.X, r.W = r.X-d, r.W+2*d
	}
	if d := (layout.MinTouch - r.H) / 2; d > 0 {
		r.Y, r.H = r.Y-d, r.H+2*d
	}
	return r.Contains(x, y)
}

// Draw draws the button on dst, which v describes. hover and down say whether the pointer
// is over the button and whether it is held down on it.
func (b *Button) Draw(dst *ebiten.Image, fs *fonts.Set, v layout.View, hover, down bool) {
	if b.Hidden {
		return
	}
	if b.scale != v.Scale || b.sel != b.Selected || b.w != b.Rect.W || b.h != b.Rect.H {
		b.drop()
		b.scale, b.sel, b.w, b.h = v.Scale, b.Selected, b.Rect.W, b.Rect.H
	}
	l := normal
	switch {
	case b.Disabled:
		l = disabled
	case down:
		l = pressed
	}
	if b.imgs[l] == nil {
		b.imgs[l] = b.paint(fs, v.Scale, l)
	}
	r := v.Rect(b.Rect)
	m := b.margin(v.Scale)
	b.op.GeoM.Reset()
	b.op.GeoM.Translate(math.Round(r.X-m), math.Round(r.Y-m))
	b.op.ColorScale.Reset()
	if hover && l == normal {
		b.op.ColorScale.Scale(1.12, 1.12, 1.12, 1)
	}
	b.op.Filter = ebiten.FilterNearest
	dst.DrawImage(b.imgs[l], &b.op)
}

// SetState sets the button as a layout pass found it, for Paint: the pointer over it
// (hover), held down on it (down), and the fonts it paints with.
func (b *Button) SetState(fs *fonts.Set, hover, down bool) { b.fs, b.hover, b.down = fs, hover, down }

// Paint implements plan.Painter: the button drawn as the layout pass found it (SetState).
func (b *Button) Paint(dst *ebiten.Image, v layout.View) { b.Draw(dst, b.fs, v, b.hover, b.down) }

// Fit works out, from the fonts' metrics, the type sizes of the title and the second line
// at scale, device pixels per design unit (a long title is set smaller until it fits,
// leaving room for the key's badge, down to the floor), and notes them for TitleSize and
// Spills. It paints nothing: the layout pass measures a button with it.
func (b *Button) Fit(fs *fonts.Set, scale float64) (title, sub float64) {
	title, sub = 17.0, 13.0
	if b.Style == Quiet {
		title, sub = 11, 10
	}
	w := b.Rect.W * scale
	room := w - 14*scale
	if b.key != "" && b.Style != Quiet {
		room -= 12 * scale
	}
	least := 8.0
	if b.floor > 0 {
		least = b.floor / scale
		title, sub = max(title, least), max(sub, least)
	}
	tf := fs.Face(fonts.Bold, title*scale)
	for title-0.5 >= least && paint.TrackedWidth(b.title, tf, 0.6*scale) > room {
		title -= 0.5
		tf = fs.Face(fonts.Bold, title*scale)
	}
	b.titleSz = title
	b.spills = paint.TrackedWidth(b.title, tf, 0.6*scale) > w-6*scale
	return title, sub
}

// margin is the room around the body for its shadow, in device pixels.
func (b *Button) margin(scale float64) float64 { return math.Ceil(4 * scale) }

// paint makes one picture of the button at scale.
func (b *Button) paint(fs *fonts.Set, scale float64, l look) *ebiten.Image {
	m := b.margin(scale)
	w, h := b.Rect.W*scale, b.Rect.H*scale
	img := ebiten.NewImage(int(math.Ceil(w+2*m)), int(math.Ceil(h+2*m)))
	var br paint.Brush
	rad := math.Min(10*scale, h/2)
	body := layout.Rect{X: m, Y: m, W: w, H: h}
	press := 0.0
	if l == pressed {
		press = 1.5 * scale
	}
	// The shadow under the button, smaller when it is pressed.
	if l != disabled {
		sh := body
		sh.Y += 2.5*scale - press/2
		br.RoundRect(img, sh, rad, paint.Night, 0.55)
	}
	body.Y += press
	alpha := float32(1)
	if l == disabled {
		alpha = 0.45
	}
	var titleC, subC paint.Color
	switch {
	case b.Style == Primary:
		fill, edge := paint.Brass, brassDark
		if l == pressed {
			fill = 0xB38F3E
		}
		br.RoundRect(img, body, rad, edge, alpha)
		br.RoundRect(img, body.Inset(1.2*scale), rad-1.2*scale, fill, alpha)
		// Light from above: a lighter top half.
		top := body.Inset(1.2 * scale)
		top.H /= 2
		br.RoundRect(img, top, rad-1.2*scale, brassLight, 0.35*alpha)
		titleC, subC = inkDark, inkDark
	case b.Style == Quiet && b.Selected:
		br.RoundRect(img, body, rad, paint.Brass, alpha)
		br.RoundRect(img, body.Inset(1.5*scale), rad-1.5*scale, 0x3B2C17, alpha)
		titleC, subC = brassLight, paint.Ink
	default:
		fill := darkBody
		if l == pressed {
			fill = 0x140F0B
		}
		br.RoundRect(img, body, rad, paint.Brass, alpha*0.9)
		br.RoundRect(img, body.Inset(1.5*scale), rad-1.5*scale, fill, alpha)
		top := body.Inset(1.5 * scale)
		top.H /= 2
		br.RoundRect(img, top, rad-1.5*scale, darkEdge, 0.6*alpha)
		titleC, subC = paint.Ink, brassLight
	}

	// The lettering: the title, and the second line under it.
	cx := body.X + body.W/2
	titleSize, subSize := b.Fit(fs, scale)
	tf := fs.Face(fonts.Bold, titleSize*scale)
	if b.sub == "" {
		y := body.Y + body.H/2 + tf.Metrics().CapHeight/2
		br.Tracked(img, b.title, tf, cx, y, 0.6*scale, text.AlignCenter, titleC, alpha)
	} else {
		sf := fs.Face(fonts.Mono, subSize*scale)
		gap := 4 * scale
		total := tf.Metrics().CapHeight + gap + sf.Metrics().CapHeight
		y := body.Y + (body.H-total)/2 + tf.Metrics().CapHeight
		br.Tracked(img, b.title, tf, cx, y, 0.6*scale, text.AlignCenter, titleC, alpha)
		br.Text(img, b.sub, sf, cx, y+gap+sf.Metrics().CapHeight, text.AlignCenter, subC, alpha*0.95)
	}

	// The key hint in a small badge in the top right corner.
	if b.key != "" && l != disabled && b.Style != Quiet {
		kf := fs.Face(fonts.Bold, 10*scale)
		kw := math.Max(14*scale, paint.TrackedWidth(b.key, kf, 0)+8*scale)
		kh := 14 * scale
		badge := layout.Rect{X: body.X + body.W - kw - 3*scale, Y: body.Y + 3*scale, W: kw, H: kh}
		bc, tc := paint.Color(0x2B2118), paint.Ink
		if b.Style == Primary {
			bc, tc = inkDark, brassLight
		}
		br.RoundRect(img, badge, 3*scale, bc, 0.75)
		br.Text(img, b.key, kf, badge.X+kw/2, badge.Y+kh/2+kf.Metrics().CapHeight/2, text.AlignCenter, tc, 0.95)
	}
	return img
}
