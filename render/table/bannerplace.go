package table

import (
	"math"

	"felt/game/table"
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

// bannerForm is a form of the banner: its size, design units, and whether its words are
// stacked in two lines.
type bannerForm struct {
	w, h    float64
	stacked bool
}

// bannerPlace returns where the banner's middle goes (design units of v), the scale that
// fits it on the felt, the part of it kept (1: its whole size) and whether it stands in two
// lines, for a banner of one line, one, and of two, two, that the game would put at p. A win
// is announced in a place of its own at its whole size, never over printed words, a control
// or the cards (issue 26): the banner stands at the height nearest p.Y, at p's x, the felt's
// middle or either of its sides, that is clear of every card placed before it (a player looks
// at the cards that won while the banner stands), every word printed on the felt, every
// printed box (a pay table, a meter's panel) and piece of furniture, every control and every
// word set on the felt, in one line, else in two, else in one as wide as the felt where the
// line is wider (its whole size there); else clear of all of those
// but a table-mate's cards and words, which it may stand over while it stands (the banner's
// band: a table-mate is compact beside the person's win); else of those and the person's tags
// (Crazy 4 Poker's 1280 by 800 table has no other band for a jackpot's line). Only where none
// of those is found is it shrunk, as room asks (bannerShrink), and the layout checks say so.
func (s *sheet) bannerPlace(v layout.View, p geom.Point, one, two bannerForm) (at geom.Point, fit, kept float64, stacked bool) {
	f := felt.Felt(v)
	var all, own, least []layout.Rect
	for _, b := range s.fr.Boxes.Printed() {
		if b.Kind == box.Print || b.Kind == box.Board {
			all, own, least = append(all, b.Rect), append(own, b.Rect), append(least, b.Rect)
		}
	}
	var words []layout.Rect
	for _, b := range s.fr.Boxes.Pieces() {
		r := b.Rect
		switch b.Kind {
		case box.Card:
			r = r.Inset(-bannerGap)
		case box.Control:
		case box.Label:
			words = append(words, r)
		default:
			continue
		}
		if b.Kind != box.Label {
			all = append(all, r)
		}
		if !s.mates(b) {
			own = append(own, r)
			if !s.personsTag(b) {
				least = append(least, r)
			}
		}
	}
	all = append(all, words...)
	// The forms in turn: one line, two, and one line as wide as the felt (an upright
	// screen's felt is narrower than a jackpot's line), each at the scale that fits it.
	room := f.W - 2*bannerGap
	forms := [3]struct {
		bannerForm
		fit float64
	}{{one, 1}, {two, 1}, {one, room / (one.w * bannerGrow)}}
	for _, obstacles := range [3][]layout.Rect{all, own, least} {
		for i, form := range forms {
			w, h := form.w*bannerGrow*form.fit, form.h*bannerGrow*form.fit
			if w > room+1e-9 || i == 2 && form.fit >= 1 {
				continue
			}
			for _, px := range [4]float64{p.X, f.X + f.W/2, f.X + bannerGap + w/2, f.X + f.W - bannerGap - w/2} {
				x := math.Max(f.X+w/2, math.Min(px, f.X+f.W-w/2))
				if y, ok := clearHeight(obstacles, f, x, p.Y, w, h); ok {
					return geom.Point{X: x, Y: y}, form.fit, 1, form.stacked
				}
			}
		}
	}
	at, fit, kept = s.bannerShrink(f, p, one, all[:len(all)-len(words)], all)
	return at, fit, kept, false
}

// mates reports whether b is a table-mate's card or word: the banner may stand over it.
func (s *sheet) mates(b box.Box) bool {
	return b.Owner < table.Seats && b.Owner != s.sc.person && (b.Kind == box.Card || b.Kind == box.Label)
}

// personsTag reports whether b is a tag on the person's seat (PLAY 1x, JACKPOT +5,000.25: not
// its hand's name), which the banner may stand over where nothing else leaves it room: the
// result line that the banner stands for names each wager's end.
func (s *sheet) personsTag(b box.Box) bool {
	return b.Owner == s.sc.person && b.Kind == box.Label && b.Group == 0
}

// bannerShrink is bannerPlace where no place holds the banner whole: the banner in one line
// smaller, down to bannerClear of its size clear of the words set on the felt (and of cards,
// the printing and the controls), else down to bannerLeast over those words; where none is
// at p's side of the felt, the same at its middle. Nothing clear: p, the layout tests say so.
func (s *sheet) bannerShrink(f layout.Rect, p geom.Point, one bannerForm, cards, all []layout.Rect) (geom.Point, float64, float64) {
	fit := math.Min(1, (f.W-2*bannerGap)/(one.w*bannerGrow))
	w, h := one.w*bannerGrow*fit, one.h*bannerGrow*fit
	for _, px := range [2]float64{p.X, f.X + f.W/2} {
		x := math.Max(f.X+w/2, math.Min(px, f.X+f.W-w/2))
		for i, obstacles := range [2][]layout.Rect{all, cards} {
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
// words set on the felt; bannerLeast the least to find one clear of the cards, the printing
// and the controls.
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
