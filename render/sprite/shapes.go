package sprite

import (
	"felt/game/cards"
)

// The shapes below are drawn once into unit paths: centred on 0,0, one unit tall (y from -0.5
// to 0.5, y down), wound clockwise on screen so that shapes made of several sub-paths fill
// as their union under the non-zero rule. They are placed with AddPath and a GeoM.

func suitPath(s cards.Suit) *path {
	p := &path{}
	switch s {
	case cards.Hearts:
		p.MoveTo(0, 0.5)
		p.CubicTo(-0.1, 0.38, -0.5, 0.12, -0.5, -0.17)
		p.CubicTo(-0.5, -0.37, -0.36, -0.5, -0.245, -0.5)
		p.CubicTo(-0.11, -0.5, -0.025, -0.41, 0, -0.3)
		p.CubicTo(0.025, -0.41, 0.11, -0.5, 0.245, -0.5)
		p.CubicTo(0.36, -0.5, 0.5, -0.37, 0.5, -0.17)
		p.CubicTo(0.5, 0.12, 0.1, 0.38, 0, 0.5)
		p.Close()
	case cards.Diamonds:
		p.MoveTo(0, -0.5)
		p.QuadTo(0.17, -0.2, 0.39, 0)
		p.QuadTo(0.17, 0.2, 0, 0.5)
		p.QuadTo(-0.17, 0.2, -0.39, 0)
		p.QuadTo(-0.17, -0.2, 0, -0.5)
		p.Close()
	case cards.Spades:
		p.MoveTo(0, -0.5)
		p.CubicTo(0.1, -0.36, 0.47, -0.15, 0.47, 0.1)
		p.CubicTo(0.47, 0.28, 0.35, 0.37, 0.235, 0.37)
		p.CubicTo(0.14, 0.37, 0.07, 0.33, 0.035, 0.26)
		p.CubicTo(0.05, 0.38, 0.11, 0.46, 0.2, 0.5)
		p.LineTo(-0.2, 0.5)
		p.CubicTo(-0.11, 0.46, -0.05, 0.38, -0.035, 0.26)
		p.CubicTo(-0.07, 0.33, -0.14, 0.37, -0.235, 0.37)
		p.CubicTo(-0.35, 0.37, -0.47, 0.28, -0.47, 0.1)
		p.CubicTo(-0.47, -0.15, -0.1, -0.36, 0, -0.5)
		p.Close()
	case cards.Clubs:
		const r = 0.235
		circle(p, 0, -0.5+r, r)
		circle(p, -0.5+r, 0.075, r)
		circle(p, 0.5-r, 0.075, r)
		// The heart of the trefoil, between the three lobes.
		p.MoveTo(0, -0.2)
		p.LineTo(0.2, 0.1)
		p.LineTo(0, 0.2)
		p.LineTo(-0.2, 0.1)
		p.Close()
		// The stem, flaring to its foot.
		p.MoveTo(0.035, 0.1)
		p.CubicTo(0.04, 0.33, 0.1, 0.45, 0.2, 0.5)
		p.LineTo(-0.2, 0.5)
		p.CubicTo(-0.1, 0.45, -0.04, 0.33, -0.035, 0.1)
		p.Close()
	}
	return p
}

// circle adds a clockwise circle as a closed sub-path.
func circle(p *path, x, y, r float64) { ellipse(p, x, y, r, r, false) }

// kappa places a cubic's control points for its best fit to a quarter circle.
const kappa = 0.5522847498

// ellipse adds an ellipse as a closed sub-path of four cubic quarter arcs, clockwise on
// screen, or counter-clockwise (to cut a hole) when ccw is set.
func ellipse(p *path, x, y, rx, ry float64, ccw bool) {
	if ccw {
		ry = -ry
	}
	k := kappa
	p.MoveTo(x+rx, y)
	p.CubicTo(x+rx, y+k*ry, x+k*rx, y+ry, x, y+ry)
	p.CubicTo(x-k*rx, y+ry, x-rx, y+k*ry, x-rx, y)
	p.CubicTo(x-rx, y-k*ry, x-k*rx, y-ry, x, y-ry)
	p.CubicTo(x+k*rx, y-ry, x+rx, y-k*ry, x+rx, y)
	p.Close()
}

// roundRect adds a rectangle with round corners of radius r, clockwise on screen, or
// counter-clockwise when ccw is set.
func roundRect(p *path, x, y, w, h, r float64, ccw bool) {
	r = max(0, min(r, w/2, h/2))
	k := r * (1 - kappa)
	// The corners, clockwise from the top left: each a start, two control points, an end.
	pts := [...][2]float64{
		{x + r, y}, {x + w - r, y}, {x + w - k, y}, {x + w, y + k}, {x + w, y + r},
		{x + w, y + h - r}, {x + w, y + h - k}, {x + w - k, y + h}, {x + w - r, y + h},
		{x + r, y + h}, {x + k, y + h}, {x, y + h - k}, {x, y + h - r},
		{x, y + r}, {x, y + k}, {x + k, y}, {x + r, y},
	}
	if ccw {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	// Either way round the list is: point, then (line to point, curve by two to point) x 4.
	p.MoveTo(pts[0][0], pts[0][1])
	for i := 1; i+3 < len(pts); i += 4 {
		if !ccw {
			p.LineTo(pts[i][0], pts[i][1])
			p.CubicTo(pts[i+1][0], pts[i+1][1], pts[i+2][0], pts[i+2][1], pts[i+3][0], pts[i+3][1])
		} else {
			p.CubicTo(pts[i][0], pts[i][1], pts[i+1][0], pts[i+1][1], pts[i+2][0], pts[i+2][1])
			p.LineTo(pts[i+3][0], pts[i+3][1])
		}
	}
	p.Close()
}

// crownPath returns the ornament that tells the court cards apart, in a box one unit wide
// and about 0.9 tall: the king's crown of three points, the queen's coronet of five low
// arches, the jack's cap with a feather. Jewels are left for the caller to set in white.
func crownPath(r cards.Rank) *path {
	p := &path{}
	switch r {
	case cards.King:
		p.MoveTo(-0.42, 0.2)
		p.LineTo(-0.5, -0.22)
		p.LineTo(-0.24, 0.0)
		p.LineTo(0, -0.36)
		p.LineTo(0.24, 0.0)
		p.LineTo(0.5, -0.22)
		p.LineTo(0.42, 0.2)
		p.Close()
		roundRect(p, -0.44, 0.24, 0.88, 0.2, 0.03, false)
		circle(p, -0.5, -0.27, 0.075)
		circle(p, 0, -0.42, 0.085)
		circle(p, 0.5, -0.27, 0.075)
	case cards.Queen:
		p.MoveTo(-0.44, 0.2)
		p.LineTo(-0.48, -0.08)
		p.QuadTo(-0.32, 0.08, -0.24, -0.16)
		p.QuadTo(-0.12, 0.04, 0, -0.26)
		p.QuadTo(0.12, 0.04, 0.24, -0.16)
		p.QuadTo(0.32, 0.08, 0.48, -0.08)
		p.LineTo(0.44, 0.2)
		p.Close()
		roundRect(p, -0.46, 0.24, 0.92, 0.18, 0.09, false)
		circle(p, -0.48, -0.13, 0.06)
		circle(p, -0.24, -0.22, 0.06)
		circle(p, 0, -0.33, 0.07)
		circle(p, 0.24, -0.22, 0.06)
		circle(p, 0.48, -0.13, 0.06)
	case cards.Jack:
		// A soft cap...
		p.MoveTo(-0.44, 0.22)
		p.CubicTo(-0.46, -0.04, -0.2, -0.17, 0.04, -0.15)
		p.CubicTo(0.3, -0.13, 0.46, 0.02, 0.44, 0.22)
		p.Close()
		roundRect(p, -0.46, 0.24, 0.92, 0.18, 0.09, false)
		// ...with a plume swept up and back.
		p.MoveTo(0.06, -0.1)
		p.CubicTo(0.08, -0.36, 0.3, -0.52, 0.56, -0.5)
		p.CubicTo(0.42, -0.42, 0.3, -0.28, 0.2, -0.08)
		p.Close()
	}
	return p
}
