package sprite

import (
	"image"
	"image/color"
	"math"

	"felt/game/money"

	"github.com/hajimehoshi/ebiten/v2"
)

// StackOp draws a pile of chips for an amount: bottom centre X, Y (the middle of the bottom
// chip's underside, where it touches the felt), chip diameter D, Alpha (opacity; 0 draws
// nothing). The pile shows the chips' edges, rising upward and leaning a little (seeded by
// the amount, so a pile keeps its shape from frame to frame), at most MaxChips tall; more
// chips start a second column beside it, and so on up to four columns (chips beyond those
// are not drawn; the label says the total).
type StackOp struct {
	X, Y, D, Alpha float64
	Amount         money.Amount
	MaxChips       int // 0 means 10
}

// maxColumns bounds a pile's width.
const maxColumns = 4

// edgeTop is where, in an edge image, the centre of the chip's top ellipse lies.
func edgeTop(d int) float64 { return math.Ceil(float64(d)/2*squash) + 1 }

// chipEdge returns the chip of kind k seen at a slant, variant v: its top (shaded, for the
// sliver that shows when the chip above leans away) and its edge band with the spots.
func (a *Art) chipEdge(s *chipSize, k, v int) *ebiten.Image {
	if img := s.edge[k][v]; img != nil {
		return img
	}
	d := float64(s.d)
	t := math.Max(1.5, d*thickness)
	cy := edgeTop(s.d)
	cv := newCanvas(s.d, int(math.Ceil(cy+d/2*squash+t))+2)
	st := styles[k]
	r := d / 2 * st.size
	rx, ry := r-0.25, (r-0.25)*squash
	cx := d / 2
	// The band: from the top ellipse's front down to the bottom ellipse's front.
	a.p.MoveTo(cx-rx, cy)
	a.p.LineTo(cx-rx, cy+t)
	arc(&a.p, cx, cy+t, rx, ry, math.Pi, 0)
	a.p.LineTo(cx+rx, cy)
	a.p.Close()
	cv.fill(&a.p, st.body, 1)
	ellipse(&a.p, cx, cy, rx, ry, false)
	cv.fill(&a.p, mix(st.body, 0x000000, 0.35), 1)
	// The spots on the edge, turned by the variant.
	for i := range 6 {
		mid := math.Remainder(float64(i)*math.Pi/3+float64(v)*math.Pi/3/variants+0.2, 2*math.Pi)
		a0, a1 := math.Max(mid-spotSpan/2, 0), math.Min(mid+spotSpan/2, math.Pi)
		if a1 <= a0 {
			continue
		}
		// Angles run from the right (0) through the front (π/2) to the left (π).
		arc(&a.p, cx, cy, rx, ry, a0, a1)
		arc(&a.p, cx, cy+t, rx, ry, a1, a0)
		a.p.Close()
	}
	cv.fill(&a.p, st.spot, 1)
	shadeEdge(cv.img, cx, cy, rx, ry)
	// The seam under the chip.
	arc(&a.p, cx, cy+t, rx, ry, math.Pi, 0)
	a.stroke(math.Max(0.8, d*0.014))
	cv.fill(&a.p, 0x000000, 0.3)
	img := cv.image()
	s.edge[k][v] = img
	return img
}

// arc adds the part of an ellipse from angle a0 to a1 (a polyline, continuing the current
// sub-path or starting one).
func arc(p *path, cx, cy, rx, ry, a0, a1 float64) {
	n := int(math.Ceil(math.Abs(a1-a0) / (math.Pi / 24)))
	for i := 0; i <= n; i++ {
		t := a0 + (a1-a0)*float64(i)/float64(max(n, 1))
		x, y := cx+rx*math.Cos(t), cy+ry*math.Sin(t)
		if i == 0 && len(p.segs) == 0 || i == 0 && p.segs[len(p.segs)-1].op == opClose {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
}

// shadeEdge lights a chip's edge band as the cylinder it is: brightest a little left of
// the front, falling away to both sides.
func shadeEdge(img *image.RGBA, cx, cy, rx, ry float64) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			i := img.PixOffset(x, y)
			if img.Pix[i+3] == 0 {
				continue
			}
			u := (float64(x) + 0.5 - cx) / rx
			if u < -1 || u > 1 {
				u = max(-1, min(1, u))
			}
			front := cy + ry*math.Sqrt(1-u*u) // the top ellipse's front edge above this column
			if float64(y)+0.5 < front-0.5 {
				continue
			}
			f := 0.66 + 0.42*math.Sqrt(1-u*u) - 0.1*u
			scalePixel(img.Pix[i:i+4], f)
		}
	}
}

// stackShadow returns the soft shadow a pile casts on the felt: an ellipse a little larger
// than a chip, blurred.
func (a *Art) stackShadow(s *chipSize) *ebiten.Image {
	if s.shadow != nil {
		return s.shadow
	}
	d := float64(s.d)
	rx, ry := d*0.52, d*0.52*squash
	sigma := math.Max(1, d*0.06)
	pad := math.Ceil(3 * sigma)
	w, h := int(2*(rx+pad)), int(2*(ry+pad))
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			u := (float64(x) + 0.5 - float64(w)/2) / rx
			v := (float64(y) + 0.5 - float64(h)/2) / ry
			// Distance to the ellipse, roughly, in pixels.
			dist := (math.Hypot(u, v) - 1) * math.Sqrt(rx*ry)
			al := 0.5 * math.Erfc(dist/(sigma*math.Sqrt2))
			rgba.SetRGBA(x, y, color.RGBA{A: uint8(math.Round(255 * al))})
		}
	}
	s.shadow = ebiten.NewImageFromImage(rgba)
	return s.shadow
}

// splitmix is a small, good integer hash: the pile's shape comes from the amount.
func splitmix(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}

// StackTop returns the y of the top of the pile DrawStack would draw for op, drawing
// nothing: where a label above it goes.
func (a *Art) StackTop(op *StackOp) float64 {
	n, _ := counts(op.Amount)
	total := int64(0)
	for _, c := range n {
		total += c
	}
	if total == 0 || clamp01(op.Alpha) == 0 || !(op.D >= 1) {
		return op.Y
	}
	d := float64(chipDiameter(op.D))
	per := int64(op.MaxChips)
	if per <= 0 {
		per = 10
	}
	return op.Y - math.Max(1.5, d*thickness)*float64(min(per, total)) - d/2*squash
}

// DrawStack draws the pile and returns the y of its top (for a label above). It does not
// allocate once the chips of this diameter are cached.
func (a *Art) DrawStack(dst *ebiten.Image, op *StackOp) (topY float64) {
	alpha := clamp01(op.Alpha)
	n, cents := counts(op.Amount)
	total := int64(0)
	for _, c := range n {
		total += c
	}
	if total == 0 || alpha == 0 || !(op.D >= 1) {
		return op.Y
	}
	s := a.chipSize(op.D)
	d := float64(s.d)
	t := math.Max(1.5, d*thickness)
	per := int64(op.MaxChips)
	if per <= 0 {
		per = 10
	}
	cols := int((total + per - 1) / per)
	cols = min(cols, maxColumns)
	gap := d * 1.06
	x0 := op.X - gap*float64(cols-1)/2
	topY = op.Y
	ey := edgeTop(s.d)
	h := splitmix(uint64(op.Amount))

	// The shadows first, so that no column's shadow falls on its neighbour.
	sh := a.stackShadow(s)
	for c := range cols {
		b := sh.Bounds()
		a.op.GeoM.Reset()
		a.op.GeoM.Translate(math.Round(x0+float64(c)*gap-float64(b.Dx())/2+d*0.04), math.Round(op.Y-float64(b.Dy())/2+d*0.03))
		a.op.ColorScale.Reset()
		a.op.ColorScale.ScaleAlpha(float32(0.5 * alpha))
		a.op.Blend = ebiten.BlendSourceOver
		a.op.Filter = ebiten.FilterLinear
		dst.DrawImage(sh, &a.op)
	}

	// The chips in Break's order: the largest at the bottom of the first column.
	kinds := [numKinds]int{5, 4, 3, 2, 1, 0, fractional}
	ki := 0
	left := n
	for c := range cols {
		x := x0 + float64(c)*gap
		cs := splitmix(h + uint64(c))
		lean := (float64(cs&0xff)/255 - 0.5) * 0.024 * d
		var dx float64
		var i int64
		lastKind := -1
		for i = 0; i < per; i++ {
			for ki < len(kinds) && left[kinds[ki]] == 0 {
				ki++
			}
			if ki == len(kinds) {
				break
			}
			k := kinds[ki]
			left[k]--
			v := int(splitmix(cs+uint64(i)) >> 60 % variants)
			jit := (float64(splitmix(cs^uint64(i)*0x9E37)&0xff)/255 - 0.5) * 0.035 * d
			dx = lean*float64(i) + jit
			img := a.chipEdge(s, k, v)
			a.op.GeoM.Reset()
			a.op.GeoM.Translate(math.Round(x+dx-d/2), math.Round(op.Y-t*float64(i+1)-ey))
			a.op.ColorScale.Reset()
			a.op.ColorScale.ScaleAlpha(float32(alpha))
			dst.DrawImage(img, &a.op)
			lastKind = k
		}
		if lastKind < 0 {
			break
		}
		// The top chip's face.
		img := a.chipTop(s, lastKind, cents, true)
		b := img.Bounds()
		a.op.GeoM.Reset()
		a.op.GeoM.Translate(math.Round(x+dx-d/2), math.Round(op.Y-t*float64(i)-float64(b.Dy())/2))
		dst.DrawImage(img, &a.op)
		topY = min(topY, op.Y-t*float64(i)-d/2*squash)
	}
	return topY
}
