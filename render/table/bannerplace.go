package table

import (
	"math"

	"felt/render/box"
	"felt/render/felt"
	"felt/render/geom"
	"felt/render/layout"
)

// bannerGrow is the most the banner grows past its size as it comes in (anim.OutBack
// overshoots by a tenth, of the 0.4 the banner grows by).
const bannerGrow = 1.045

// bannerGap is the least distance, design units, between the banner and a card.
const bannerGap = 4

// bannerPlace returns where the banner's middle goes (design units of v) and the scale that
// fits it on the felt (and the part of it kept where room is tight, 1 where it is not), for a banner w by h design units that the game would put at p: p
// itself, or the nearest height clear of every card placed before it (a player looks at the
// cards that won while the banner stands), every word printed on the felt and every control
// (a win is announced in a place of its own, never over printed words or a button: issue
// 26), and of every word set on the felt if there is one such height; else the same at the
// felt's middle. Nothing clear: p, the layout tests say so.
func (s *sheet) bannerPlace(v layout.View, p geom.Point, w, h float64) (geom.Point, float64, float64) {
	f := felt.Felt(v)
	fit := math.Min(1, (f.W-2*bannerGap)/(w*bannerGrow))
	w, h = w*bannerGrow*fit, h*bannerGrow*fit
	var cards, words []layout.Rect
	for _, b := range s.fr.Boxes.Printed() {
		if b.Kind == box.Print {
			cards = append(cards, b.Rect)
		}
	}
	for _, b := range s.fr.Boxes.Pieces() {
		switch b.Kind {
		case box.Card:
			cards = append(cards, b.Rect.Inset(-bannerGap))
		case box.Control:
			cards = append(cards, b.Rect)
		case box.Label:
			words = append(words, b.Rect)
		}
	}
	// Smaller where the felt has no gap as tall: down to bannerClear of its size clear of
	// the words set on the felt, else down to bannerLeast over them; where none is at p's
	// side of the felt (a phone on its side's result line at the top right), the same at
	// its middle.
	for _, px := range [2]float64{p.X, f.X + f.W/2} {
		x := math.Max(f.X+w/2, math.Min(px, f.X+f.W-w/2))
		for i, obstacles := range [2][]layout.Rect{append(cards, words...), cards} {
			least := [2]float64{bannerClear, bannerLeast}[i]
			for k := 1.0; k >= least-1e-9; k -= 0.1 {
				if y, ok := clearHeight(obstacles, f, x, p.Y, w*k, h*k); ok {
					return geom.Point{X: x, Y: y}, fit * k, k
				}
			}
		}
	}
	return p, fit, 1
}

// bannerClear is the least the banner is shrunk to, of its size, to find a gap clear of the
// words set on the felt (a jackpot's to a win's size); bannerLeast the least to find one
// clear of the cards, the printing and the controls.
const (
	bannerClear = 0.5
	bannerLeast = 0.6
)

// clearHeight returns the height nearest y at which a box w by h centred at x stays inside
// f and meets none of the obstacles, and whether there is one. The heights tried are y and
// those just above and below each obstacle.
func clearHeight(obstacles []layout.Rect, f layout.Rect, x, y, w, h float64) (float64, bool) {
	tries := []float64{y}
	for _, o := range obstacles {
		if o.X < x+w/2 && x-w/2 < o.X+o.W {
			tries = append(tries, o.Y-h/2, o.Y+o.H+h/2)
		}
	}
	best, found := 0.0, false
	for _, at := range tries {
		if at-h/2 < f.Y || at+h/2 > f.Y+f.H || (found && math.Abs(at-y) >= math.Abs(best-y)) {
			continue
		}
		r := layout.Rect{X: x - w/2, Y: at - h/2, W: w, H: h}
		clear := true
		for _, o := range obstacles {
			if o.X < r.X+r.W && r.X < o.X+o.W && o.Y < r.Y+r.H && r.Y < o.Y+o.H {
				clear = false
				break
			}
		}
		if clear {
			best, found = at, true
		}
	}
	return best, found
}
