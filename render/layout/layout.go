// Package layout maps the game's logical design, 1280x800 in landscape and 720x1280 in
// portrait, onto a screen measured in device pixels.
//
// Everything the front end places is given in design units; a View turns design units into
// device pixels, so that drawing happens at the screen's full resolution and stays crisp on a
// high-DPI display.
package layout

import "math"

// The design sizes, in logical pixels.
const (
	LandscapeWidth  = 1280
	LandscapeHeight = 800
	PortraitWidth   = 720
	PortraitHeight  = 1280
)

// MaxTall is the most design units the portrait design grows by down a screen taller than
// its 9:16: a 9:21 phone's screen is used whole, a taller one is letterboxed beyond that.
const MaxTall = 400

// PhoneWidth is the width, CSS pixels, under which an upright screen is a phone's, and
// PhoneTall the least Tall a phone's design takes: its controls at the foot, large enough to
// read and touch, need it below the table. A 9:16 phone's design is so fitted to its height,
// a little narrower than the screen (the felt runs on to the sides).
const (
	PhoneWidth = 576
	PhoneTall  = 190
)

// SafeMargin is the distance, in design units, that content keeps from the edges of the design.
const SafeMargin = 16

// MinTouch is the smallest side, in design units, of anything that can be tapped.
const MinTouch = 44

// The smallest type of the words set on the felt during play, in CSS (or window) pixels: what
// a person reads on a phone held at arm's length, a table-mate's words as the person's (a
// phone shows a table-mate fewer words rather than smaller ones: docs/art.md, The order of
// things).
const (
	MinText = 11
	// HandText is the least type of the person's hand's name: the largest of the person's
	// words, well over a table-mate's (docs/art.md, The order of things).
	HandText = 15
)

// Orientation says which of the two designs a view uses.
type Orientation int

// The two orientations.
const (
	Landscape Orientation = iota
	Portrait
)

// String returns "landscape" or "portrait".
func (o Orientation) String() string {
	if o == Portrait {
		return "portrait"
	}
	return "landscape"
}

// Rect is an axis-aligned rectangle: its top-left corner and its size.
type Rect struct {
	X, Y, W, H float64
}

// Center returns the rectangle's middle point.
func (r Rect) Center() (x, y float64) {
	return r.X + r.W/2, r.Y + r.H/2
}

// Inset returns r shrunk by d on every side; a negative d grows it.
func (r Rect) Inset(d float64) Rect {
	return Rect{X: r.X + d, Y: r.Y + d, W: r.W - 2*d, H: r.H - 2*d}
}

// Contains reports whether the point x, y lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Empty reports whether r covers no area.
func (r Rect) Empty() bool { return r.W <= 0 || r.H <= 0 }

// Meets reports whether r and o overlap in an area (touching edges do not meet).
func (r Rect) Meets(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Union returns the smallest rectangle that holds r and o; an empty one gives the other.
func (r Rect) Union(o Rect) Rect {
	if r.Empty() {
		return o
	}
	if o.Empty() {
		return r
	}
	x0, y0 := min(r.X, o.X), min(r.Y, o.Y)
	x1, y1 := max(r.X+r.W, o.X+o.W), max(r.Y+r.H, o.Y+o.H)
	return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Intersect returns the part of r that o covers: the zero Rect where they do not meet.
func (r Rect) Intersect(o Rect) Rect {
	x0, y0 := max(r.X, o.X), max(r.Y, o.Y)
	x1, y1 := min(r.X+r.W, o.X+o.W), min(r.Y+r.H, o.Y+o.H)
	if x1 <= x0 || y1 <= y0 {
		return Rect{}
	}
	return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Within reports whether r lies inside o, give or take slack on every side.
func (r Rect) Within(o Rect, slack float64) bool {
	return r.X >= o.X-slack && r.Y >= o.Y-slack && r.X+r.W <= o.X+o.W+slack && r.Y+r.H <= o.Y+o.H+slack
}

// Move returns r moved by dx, dy.
func (r Rect) Move(dx, dy float64) Rect { return Rect{X: r.X + dx, Y: r.Y + dy, W: r.W, H: r.H} }

// View is the mapping from design units to the device pixels of one screen. The design is
// scaled uniformly to fit the screen and centered; the screen around it, if any, still
// belongs to the view (see Visible), so backgrounds can fill it.
type View struct {
	// Orientation is the design in use: portrait when the screen is taller than wide.
	Orientation Orientation
	// Width and Height are the screen's size in device pixels.
	Width, Height float64
	// Device is the device scale factor: device pixels per CSS or window pixel.
	Device float64
	// Scale is the number of device pixels per design unit.
	Scale float64
	// OffsetX and OffsetY are where the design's top-left corner lands, in device pixels.
	OffsetX, OffsetY float64
	// Tall is how many design units the portrait design grows by to fill a screen taller
	// than 9:16 (up to MaxTall): the table spreads down a phone instead of sitting in a band
	// of it; a phone's is at least PhoneTall. 0 in landscape.
	Tall float64
}

// Fit returns the view for a screen of width x height device pixels whose device scale
// factor is device. Sizes that are not positive give a view of a one-pixel screen.
func Fit(width, height, device float64) View {
	if !(width >= 1) {
		width = 1
	}
	if !(height >= 1) {
		height = 1
	}
	if !(device > 0) {
		device = 1
	}
	v := View{Orientation: Landscape, Width: width, Height: height, Device: device}
	if height > width {
		v.Orientation = Portrait
		if tall := PortraitWidth*height/width - PortraitHeight; tall >= 1 {
			v.Tall = math.Min(math.Floor(tall), MaxTall)
		}
		if width/device < PhoneWidth && v.Tall < PhoneTall {
			v.Tall = PhoneTall
		}
	}
	dw, dh := v.Design()
	v.Scale = math.Min(width/dw, height/dh)
	v.OffsetX = (width - dw*v.Scale) / 2
	v.OffsetY = (height - dh*v.Scale) / 2
	return v
}

// Design returns the size of the view's design in design units (a portrait one Tall units
// taller than PortraitHeight).
func (v View) Design() (width, height float64) {
	if v.Orientation == Portrait {
		return PortraitWidth, PortraitHeight + v.Tall
	}
	return LandscapeWidth, LandscapeHeight
}

// Phone reports whether the view is a phone's screen, upright or on its side: its shorter
// side under PhoneWidth CSS pixels.
func (v View) Phone() bool {
	return math.Min(v.Width, v.Height)/v.Device < PhoneWidth
}

// CSS returns the CSS (or window) pixels of a length of d design units.
func (v View) CSS(d float64) float64 { return d * v.Scale / v.Device }

// Bounds returns the design's own rectangle in design units: it starts at 0, 0.
func (v View) Bounds() Rect {
	w, h := v.Design()
	return Rect{W: w, H: h}
}

// Safe returns the design's rectangle less the safe margin, in design units.
func (v View) Safe() Rect {
	return v.Bounds().Inset(SafeMargin)
}

// Visible returns the whole screen in design units. It is at least as large as Bounds and
// larger along one axis when the screen's shape differs from the design's.
func (v View) Visible() Rect {
	x, y := v.ToDesign(0, 0)
	return Rect{X: x, Y: y, W: v.Width / v.Scale, H: v.Height / v.Scale}
}

// ToDevice turns a point in design units into device pixels.
func (v View) ToDevice(x, y float64) (float64, float64) {
	return v.OffsetX + x*v.Scale, v.OffsetY + y*v.Scale
}

// ToDeviceY turns a height in design units into device pixels.
func (v View) ToDeviceY(y float64) float64 { return v.OffsetY + y*v.Scale }

// ToDesign turns a point in device pixels into design units.
func (v View) ToDesign(x, y float64) (float64, float64) {
	return (x - v.OffsetX) / v.Scale, (y - v.OffsetY) / v.Scale
}

// Len turns a length in design units into device pixels.
func (v View) Len(d float64) float64 {
	return d * v.Scale
}

// Rect turns a rectangle in design units into device pixels.
func (v View) Rect(r Rect) Rect {
	x, y := v.ToDevice(r.X, r.Y)
	return Rect{X: x, Y: y, W: r.W * v.Scale, H: r.H * v.Scale}
}

// DesignRect turns a rectangle in device pixels into design units (the inverse of Rect).
func (v View) DesignRect(r Rect) Rect {
	x, y := v.ToDesign(r.X, r.Y)
	return Rect{X: x, Y: y, W: r.W / v.Scale, H: r.H / v.Scale}
}

// SameScreen reports whether two views describe the same screen, so that what was drawn for
// one can be reused for the other.
func (v View) SameScreen(w View) bool {
	return v.Width == w.Width && v.Height == w.Height && v.Device == w.Device
}
