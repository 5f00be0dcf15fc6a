package wheel

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// batch gathers a frame's quads, all cut from one sheet, and draws them in one call: a
// frame of the wheel is some fifty quads (a light is one), and one DrawTriangles costs
// less than fifty DrawImage calls. Its slices grow to a frame's size once and are reused,
// so a frame does not allocate.
type batch struct {
	verts []ebiten.Vertex
	index []uint16
	op    ebiten.DrawTrianglesOptions
}

// reset empties the batch for a new frame.
func (b *batch) reset() {
	b.verts, b.index = b.verts[:0], b.index[:0]
}

// quad adds part, a sub-image of the sheet, scaled by k and turned by angle (radians,
// clockwise) about its point ox, oy (from its corner), which lands on x, y, tinted by the
// premultiplied colour scale c.
func (b *batch) quad(part *ebiten.Image, ox, oy, x, y, k, angle float64, c ebiten.ColorScale) {
	if c.A() <= 0 {
		return
	}
	r := part.Bounds()
	w, h := float64(r.Dx()), float64(r.Dy())
	sin, cos := math.Sincos(angle)
	n := uint16(len(b.verts))
	for i := range 4 {
		u, v := float64(i&1)*w, float64(i>>1)*h
		dx, dy := (u-ox)*k, (v-oy)*k
		b.verts = append(b.verts, ebiten.Vertex{
			DstX: float32(x + dx*cos - dy*sin), DstY: float32(y + dx*sin + dy*cos),
			SrcX: float32(float64(r.Min.X) + u), SrcY: float32(float64(r.Min.Y) + v),
			ColorR: c.R(), ColorG: c.G(), ColorB: c.B(), ColorA: c.A(),
		})
	}
	b.index = append(b.index, n, n+1, n+2, n+1, n+3, n+2)
}

// draw draws the batch's quads from sheet onto dst.
func (b *batch) draw(dst, sheet *ebiten.Image) {
	if len(b.index) == 0 {
		return
	}
	b.op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	b.op.Filter = ebiten.FilterLinear
	dst.DrawTriangles(b.verts, b.index, sheet, &b.op)
}
