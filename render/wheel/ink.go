package wheel

import (
	"image"
	"image/color"
	"math"

	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"
)

// The wheel's lettering and its few curved outlines (the pointer's plate, the flapper) are
// filled on the CPU by golang.org/x/image/vector, which computes each pixel's exact covered
// area, into a picture of the part being painted; the picture is then laid over the part in
// one draw. Filling them with ebiten's vector.FillPath and anti-aliasing queued some 40
// vertices a segment of a path (a stencil pass per sub-pixel sample), and ebiten's command
// queue keeps the most a frame queued as its capacity: a wheel's lettering alone (3,500
// segments) held some 20 MB for good.

// ink records outlines (an outline.Sink, in the sheet's pixels) and fills them onto a
// picture of the part being painted.
type ink struct {
	segs   []inkSeg
	part   *ebiten.Image // the part the picture is of (nil: none)
	canvas *image.RGBA
	r      vector.Rasterizer
	u      image.Uniform
}

// inkSeg is a recorded segment: its kind and its points.
type inkSeg struct {
	op byte // 'M', 'L', 'Q', 'C' or 'Z'
	p  [6]float64
}

// MoveTo implements outline.Sink.
func (k *ink) MoveTo(x, y float64) { k.segs = append(k.segs, inkSeg{op: 'M', p: [6]float64{x, y}}) }

// LineTo implements outline.Sink.
func (k *ink) LineTo(x, y float64) { k.segs = append(k.segs, inkSeg{op: 'L', p: [6]float64{x, y}}) }

// QuadTo implements outline.Sink.
func (k *ink) QuadTo(x1, y1, x, y float64) {
	k.segs = append(k.segs, inkSeg{op: 'Q', p: [6]float64{x1, y1, x, y}})
}

// CubicTo implements outline.Sink.
func (k *ink) CubicTo(x1, y1, x2, y2, x, y float64) {
	k.segs = append(k.segs, inkSeg{op: 'C', p: [6]float64{x1, y1, x2, y2, x, y}})
}

// Close implements outline.Sink.
func (k *ink) Close() { k.segs = append(k.segs, inkSeg{op: 'Z'}) }

// fill fills the outlines recorded (non-zero) in c at opacity alpha over the picture of
// part, dst, and forgets them. A picture of another part is laid first.
func (k *ink) fill(dst *ebiten.Image, c paint.Color, alpha float32) {
	if k.part != dst {
		k.lay()
		b := dst.Bounds()
		k.part, k.canvas = dst, image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	}
	b := k.canvas.Bounds()
	k.r.Reset(b.Dx(), b.Dy())
	ox, oy := corner(dst)
	at := func(i int, s inkSeg) (float32, float32) { return float32(s.p[i] - ox), float32(s.p[i+1] - oy) }
	open := false
	for _, s := range k.segs {
		switch s.op {
		case 'M':
			if open {
				k.r.ClosePath()
			}
			k.r.MoveTo(at(0, s))
			open = true
		case 'L':
			k.r.LineTo(at(0, s))
		case 'Q':
			x1, y1 := at(0, s)
			x, y := at(2, s)
			k.r.QuadTo(x1, y1, x, y)
		case 'C':
			x1, y1 := at(0, s)
			x2, y2 := at(2, s)
			x, y := at(4, s)
			k.r.CubeTo(x1, y1, x2, y2, x, y)
		case 'Z':
			if open {
				k.r.ClosePath()
				open = false
			}
		}
	}
	if open {
		k.r.ClosePath()
	}
	r, g, bl := c.Bytes()
	a := float64(max(0, min(alpha, 1)))
	pm := func(v uint8) uint16 { return uint16(math.Round(float64(v) * 257 * a)) }
	k.u.C = color.RGBA64{R: pm(r), G: pm(g), B: pm(bl), A: uint16(math.Round(0xffff * a))}
	k.r.Draw(k.canvas, b, &k.u, image.Point{})
	k.segs = k.segs[:0]
}

// lay lays the picture filled so far over its part, in one draw.
func (k *ink) lay() {
	if k.part == nil {
		return
	}
	img := ebiten.NewImageFromImage(k.canvas)
	var op ebiten.DrawImageOptions
	ox, oy := corner(k.part)
	op.GeoM.Translate(ox, oy)
	k.part.DrawImage(img, &op)
	img.Deallocate()
	k.part, k.canvas = nil, nil
}
