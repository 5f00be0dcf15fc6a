package printing

import (
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Print notes a printed box (device pixels of the view being painted), for Drawn.
func (p *Printer) Print(b box.Box, r layout.Rect) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	if !p.dry {
		return
	}
	b.Rect = p.view.DesignRect(r)
	p.boxes.AddPrint(b)
}

// Legible reports whether printing at type size size (design units) can be read on the
// screen v: anywhere but on a phone, where words under layout.MinText CSS pixels are not printed
// (the bet panel names the circles, the pays-and-rules sign gives the pays, the rules and
// the limits) rather than printed too small to read.
func (p *Printer) Legible(v layout.View, size float64) bool {
	return !v.Phone() || v.CSS(size) >= layout.MinText-0.05
}

// Tracked prints s letter-spaced on the printing's text (see paint.Brush.Tracked) at type
// size size (design units) in style, and notes it as printed, owner's, in group. On a phone
// it prints nothing under layout.MinText CSS pixels (Legible).
func (p *Printer) Tracked(v layout.View, s string, style fonts.Style, size, x, y, tracking float64, align text.Align, c paint.Color, alpha float32, owner, group int) {
	if !p.Legible(v, size) {
		return
	}
	f := p.Face(v, style, size)
	p.Brush.Tracked(p.Txt, s, f, x, y, tracking, align, c, alpha)
	w := paint.TrackedWidth(s, f, tracking)
	x = align.From(x, w)
	m := f.Metrics()
	p.Print(box.Box{Kind: box.Print, Owner: owner, Group: group, Name: s, Size: size}, layout.Rect{X: x, Y: y - m.CapHeight, W: w, H: m.CapHeight + m.HDescent*0.5})
}

// ArcText prints s along an arc (see paint.Brush.ArcText) at type size size (design units)
// in style, and notes each word as printed, owner's, in group. On a phone it prints nothing
// under layout.MinText CSS pixels (Legible).
func (p *Printer) ArcText(v layout.View, s string, style fonts.Style, size, cx, cy, r, tracking float64, side paint.ArcSide, c paint.Color, alpha float32, owner, group int) {
	if !p.Legible(v, size) {
		return
	}
	f := p.Face(v, style, size)
	p.Brush.ArcText(p.Txt, s, f, cx, cy, r, tracking, side, c, alpha)
	if group == 0 {
		// A line's glyphs touch one another.
		group = geom.LineGroup + len(p.boxes.Printed())
	}
	cap := f.Metrics().CapHeight
	// Each glyph's upright box.
	paint.ArcGlyphs(s, f, cx, cy, r, tracking, side, func(g string, px, py, rot, w float64) {
		if g == " " || g == "·" {
			return
		}
		// The glyph stands on its baseline, turned by rot.
		sn, cs := math.Sin(rot), math.Cos(rot)
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, q := range [4][2]float64{{-w / 2, 0}, {w / 2, 0}, {-w / 2, -cap}, {w / 2, -cap}} {
			x, y := px+q[0]*cs-q[1]*sn, py+q[0]*sn+q[1]*cs
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
		p.Print(box.Box{Kind: box.Print, Owner: owner, Group: group, Name: g, Size: size}, layout.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0})
	})
}

// MeterPanel prints a meter's panel on the felt: a brass frame with a shadow around
// a dark face, r in design units.
func (p *Printer) MeterPanel(dst *ebiten.Image, v layout.View, r layout.Rect) {
	b := &p.Brush
	m := v.Rect(r)
	b.RoundRect(dst, layout.Rect{X: m.X + v.Len(2), Y: m.Y + v.Len(4), W: m.W, H: m.H}, v.Len(10), paint.Night, 0.6)
	b.RoundRect(dst, m, v.Len(10), paint.Brass, 1)
	b.RoundRect(dst, m.Inset(v.Len(2)), v.Len(8), 0x140B07, 1)
}

// The room round a meter's name and digits on a phone, CSS pixels: MeterEdge from the
// panel's top and sides to its name's capitals (the brass frame takes about one), MeterGap
// from the name's baseline to the digits' capitals and from the digits to the panel's foot.
const (
	MeterEdge = 4
	MeterGap  = 2.5
)

// PhoneMeterName returns the type size of a meter's name on the screen v and the height of its
// baseline under the panel's top, design units, on a phone (v.Phone()): the panel's small
// print cannot be read there, and it shows only its name, at layout.MinText CSS pixels, over its
// digits. ok is false elsewhere.
func PhoneMeterName(fs *fonts.Set, v layout.View) (size, base float64, ok bool) {
	if !v.Phone() {
		return 0, 0, false
	}
	size = layout.MinText / v.CSS(1)
	return size, MeterEdge/v.CSS(1) + fs.Face(fonts.Bold, v.Len(size)).Metrics().CapHeight/v.Scale, true
}

// MeterName prints the name of meter k's panel r (design units) on a phone, where the panel
// shows only its name over its digits (PhoneMeterName): in bold at layout.MinText CSS pixels, centred at
// the panel's top, the first of names (the longest first) that fits across it. It reports
// whether it is a phone's panel: the plug prints nothing else in it.
func (p *Printer) MeterName(v layout.View, r layout.Rect, k int, names ...string) bool {
	size, base, ok := PhoneMeterName(p.t.Fonts, v)
	if !ok || len(names) == 0 {
		return ok
	}
	m := v.Rect(r)
	f := p.Face(v, fonts.Bold, size)
	name := names[len(names)-1]
	for _, n := range names {
		if paint.TrackedWidth(n, f, 0) <= m.W-v.Len(2*MeterEdge/v.CSS(1)) {
			name = n
			break
		}
	}
	x, y := v.ToDevice(r.X+r.W/2, r.Y+base)
	p.Tracked(v, name, fonts.Bold, size, x, y, 0, text.AlignCenter, paint.Brass, 1, box.Table, geom.MeterGroup(k))
	return true
}
