// Package widget holds the table's controls and the text they are made of: labels measured
// from the fonts' metrics (a layout needs no GPU) and rendered into an image the first time
// they are painted, brass buttons with pressed, hover and disabled looks and a key hint
// badge, and toggles. Everything is placed in design units and drawn at the screen's own
// resolution; painting a widget whose look has not changed only copies an image, so a frame
// does not allocate.
package widget

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Label is one line of text measured from the fonts' metrics when its words, style or the
// screen's scale change, and rendered into an image only the first time it is painted. The zero Label draws nothing
// until Set gives it text.
type Label struct {
	text     string
	style    fonts.Style
	size     float64 // in design units
	color    paint.Color
	tracking float64 // between letters, in design units
	pill     paint.Color
	pillA    float32 // the pill's opacity; 0 for no pill

	img    *ebiten.Image
	scale  float64
	w, h   float64 // the text's size in device pixels
	iw, ih float64 // the image's size in device pixels (the pill's)
	asc    float64 // the baseline's distance from the image's top, in device pixels
	pad    float64 // the image's margin left of the text, in device pixels
	floor  float64 // the smallest type size, in device pixels
	least  float64 // the smallest type size the label asks for, in CSS pixels (SetLeast)
	px     float64 // the type size drawn, in device pixels
	capH   float64 // the capitals' height and the descent, in device pixels
	desc   float64
	op     ebiten.DrawImageOptions
}

// Set changes what the label says and how. It does nothing when nothing changes.
func (l *Label) Set(s string, style fonts.Style, size float64, c paint.Color) {
	if s == l.text && style == l.style && size == l.size && c == l.color {
		return
	}
	l.text, l.style, l.size, l.color = s, style, size, c
	l.drop()
}

// SetTracking sets the space between letters, in design units.
func (l *Label) SetTracking(t float64) {
	if t != l.tracking {
		l.tracking = t
		l.drop()
	}
}

// SetPill puts the text on a rounded pill of colour c at opacity alpha (0 for none), as the
// labels the dealer sets on the felt.
func (l *Label) SetPill(c paint.Color, alpha float32) {
	if c != l.pill || alpha != l.pillA {
		l.pill, l.pillA = c, alpha
		l.drop()
	}
}

// SetFloor sets the smallest type size the label is drawn at, in device pixels, whatever
// the scale: a label a person must read stays readable on a small screen.
func (l *Label) SetFloor(px float64) {
	if px != l.floor {
		l.floor = px
		l.drop()
	}
}

// SetLeast sets the smallest type size the label asks for, in CSS pixels (0: none): its
// owner sets the floor (SetFloor) at least this large on every screen. The name of the
// person's hand asks to be larger than the other words on a small screen.
func (l *Label) SetLeast(css float64) { l.least = css }

// Least returns the smallest type size the label asks for, in CSS pixels (SetLeast).
func (l *Label) Least() float64 { return l.least }

// Px returns the type size, in device pixels, the label was last drawn at.
func (l *Label) Px() float64 { return l.px }

// Text returns what the label says.
func (l *Label) Text() string { return l.text }

func (l *Label) drop() {
	if l.img != nil {
		l.img.Deallocate()
		l.img = nil
	}
	l.scale = 0
}

// measure sets the label's size for scale, device pixels per design unit, from the fonts'
// metrics: nothing is rendered.
func (l *Label) measure(fs *fonts.Set, scale float64) {
	if l.scale == scale {
		return
	}
	l.drop()
	l.scale = scale
	l.w, l.h, l.iw, l.ih = 0, 0, 0, 0
	if l.text == "" {
		return
	}
	l.px = max(l.size*scale, l.floor)
	face := fs.Face(l.style, l.px)
	m := face.Metrics()
	padX, padY := math.Ceil(2+scale), math.Ceil(2+scale)
	if l.pillA > 0 {
		padX, padY = math.Ceil(l.px*0.7), math.Ceil(l.px*0.3)
	}
	w := paint.TrackedWidth(l.text, face, l.tracking*scale)
	h := m.HAscent + m.HDescent
	l.iw, l.ih = math.Ceil(w+2*padX), math.Ceil(h+2*padY)
	l.asc = padY + m.HAscent
	l.w, l.h, l.pad = w, h, padX
	l.capH, l.desc = m.CapHeight, m.HDescent
}

// render makes the image for scale, device pixels per design unit: only to be painted.
func (l *Label) render(fs *fonts.Set, scale float64) {
	l.measure(fs, scale)
	if l.img != nil || l.text == "" {
		return
	}
	face := fs.Face(l.style, l.px)
	l.img = ebiten.NewImage(int(l.iw), int(l.ih))
	var b paint.Brush
	if l.pillA > 0 {
		b.RoundRect(l.img, layout.Rect{W: l.iw, H: l.ih}, l.ih/2, l.pill, l.pillA)
	}
	if track := l.tracking * l.scale; track != 0 {
		b.Tracked(l.img, l.text, face, l.pad, l.asc, track, text.AlignStart, l.color, 1)
	} else {
		b.Text(l.img, l.text, face, l.pad, l.asc, text.AlignStart, l.color, 1)
	}
}

// Size returns the text's width and line height in device pixels at scale.
func (l *Label) Size(fs *fonts.Set, scale float64) (w, h float64) {
	l.measure(fs, scale)
	return l.w, l.h
}

// Box returns the rectangle, in device pixels, that the label covers when drawn with its
// baseline at y and aligned on x as align says (its pill, or its letters);
// the zero Rect when it has no text.
func (l *Label) Box(fs *fonts.Set, scale, x, y float64, align text.Align) layout.Rect {
	l.measure(fs, scale)
	if l.text == "" {
		return layout.Rect{}
	}
	x = align.From(x, l.w)
	if l.pillA > 0 {
		return layout.Rect{X: math.Round(x - l.pad), Y: math.Round(y - l.asc), W: l.iw, H: l.ih}
	}
	// Plain text: the line from the top of its capitals to the foot of its descenders.
	return layout.Rect{X: x, Y: y - l.capH, W: l.w, H: l.capH + l.desc}
}

// TypeSize returns the label's type size in design units.
func (l *Label) TypeSize() float64 { return l.size }

// Draw draws the label with its baseline at y (device pixels), aligned on x as align says,
// at scale device pixels per design unit, faded to alpha (0 to 1).
func (l *Label) Draw(dst *ebiten.Image, fs *fonts.Set, scale, x, y float64, align text.Align, alpha float32) {
	l.DrawTinted(dst, fs, scale, x, y, align, ebiten.ColorScale{}, alpha)
}

// DrawTinted is Draw with a colour scale applied to the label's own colour.
func (l *Label) DrawTinted(dst *ebiten.Image, fs *fonts.Set, scale, x, y float64, align text.Align, tint ebiten.ColorScale, alpha float32) {
	l.render(fs, scale)
	if l.img == nil || alpha <= 0 {
		return
	}
	x = align.From(x, l.w)
	l.op.GeoM.Reset()
	l.op.GeoM.Translate(math.Round(x-l.pad), math.Round(y-l.asc))
	l.op.ColorScale = tint
	l.op.ColorScale.ScaleAlpha(alpha)
	l.op.Filter = ebiten.FilterLinear
	dst.DrawImage(l.img, &l.op)
}
