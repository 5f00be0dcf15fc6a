package table

import (
	"math"

	"felt/render/box"
	"felt/render/felt"
	"felt/render/layout"
)

// resultStep is how much wider, design units, each further width the result line tries is.
const resultStep = 20

// resultShifts are the moves aside from its place, design units, that the result line
// tries for each width, nearest first. (Not down: the person's Cover All line goes there.)
var resultShifts = [...]float64{0, -10, 10, -20, 20, -40, 40}

// resultLifts are the moves up, design units, that the result line tries after every move
// aside: a little higher where it has the room (in landscape a table-mate's PLAY 1x under
// the place's foot, set at 11 CSS pixels, left the line of every wager no room in full).
var resultLifts = [...]float64{0, -2, -4}

// place sets the result line for this frame on the sheet and returns where it goes: its centre
// and its rectangle, device pixels. It takes its place's width when it covers nothing
// placed before it there (on a phone, and no taller than its room: Places.ResultRoom);
// else the first lower setting (set tight, or wider: fewer, longer lines; a phone's large
// type sets many) that, in its place or moved a little aside, covers nothing and stays on
// the felt (and on a phone fits its room); where none does, the same search with the short
// line (the wagers that paid, the rest summed up), then the summed up one (the wagers
// counted by how they ended: resultLine.forms), then the net alone, else the shortest of them at its place's
// width, in its place (at its top where it is shorter), where it covers least. A line taller than its place (large type on
// a phone) grows upward from the place's foot, clear of the person's cards (and of the
// Cover All line over them); one shorter, where no form fits the place's middle, its top
// and then its foot.
func (l *resultLine) place(s *sheet, v layout.View) (x, y float64, res layout.Rect) {
	ok := false
	// Every form in the place's middle first; then at its top or its foot.
	for _, at := range [2]int{0, 1} {
		for f := fullForm; f < resultForms && !ok; f++ {
			if l.forms[f] != "" || f == headForm {
				l.use(f)
				x, y, res, ok = l.search(s, v, at)
			}
		}
	}
	return x, y, res
}

// search is place's search for the line's words as they are set now, in the place's
// middle (from 0) or at its top or foot (from 1); ok says whether a setting that covers
// nothing was found.
func (l *resultLine) search(s *sheet, v layout.View, from int) (x, y float64, res layout.Rect, ok bool) {
	r := s.sc.geom.Result
	floor := s.floor(v, box.Table)
	felt := v.Rect(felt.Felt(v).Inset(2))
	cx, cy := v.ToDevice(r.X+r.W/2, r.Y+r.H/2)
	foot := v.ToDeviceY(r.Y + r.H)
	// A line taller than its place grows up from the place's foot; one shorter stands in
	// its middle, else at its top or at its foot (on a phone on its side the place at the
	// top right has room for a line under LOBBY over the community's pays and hand's name,
	// not round its middle).
	at := func(p resultPlan, dx, dy float64, k int) (float64, float64, layout.Rect) {
		x, y := cx+v.Len(dx), [3]float64{cy, v.ToDeviceY(r.Y) + p.h/2, foot - p.h/2}[k]
		if p.h > v.Len(r.H) {
			y = foot - p.h/2
		}
		y += v.Len(dy)
		return x, y, layout.Rect{X: math.Round(x - p.w/2), Y: math.Round(y - p.h/2), W: p.w, H: p.h}
	}
	anchors := func(p resultPlan) int {
		if p.h < v.Len(r.H) {
			return 3
		}
		return 1
	}
	best := l.plan(s.sc.fonts, v.Scale, floor, r.W, s.sc.geom.ResultRoom, false)
	x, y, res = at(best, resultShifts[0], 0, 0)
	if from > 0 && anchors(best) > from {
		x, y, res = at(best, resultShifts[0], 0, from)
	}
	// On a phone a setting taller than the room the places give it does not fit either:
	// the short line is tried before the full one grows over the table.
	room := math.Inf(1)
	if g := s.sc.geom.ResultRoom; g > 0 && v.Phone() {
		room = v.Len(g)
	}
	fits := func(b layout.Rect) bool { return b.Within(felt, 0) && b.H <= room && !s.covers(v, b) }
	ok = fits(res)
	if !ok {
	widths:
		for width, last := r.W, math.Inf(1); width <= s.sc.geom.W; width += resultStep {
			for _, tight := range [2]bool{false, true} {
				p := l.plan(s.sc.fonts, v.Scale, floor, width, s.sc.geom.ResultRoom, tight)
				if p.h >= last {
					continue // no lower than a setting tried before
				}
				last = p.h
				to := from + 1 // the middle alone, or the top and the foot
				if from > 0 {
					to = anchors(p)
				}
				for k := from; k < to; k++ {
					for _, dy := range resultLifts {
						for _, dx := range resultShifts {
							if px, py, b := at(p, dx, dy, k); fits(b) {
								best, x, y, res, ok = p, px, py, b, true
								break widths
							}
						}
					}
				}
			}
		}
	}
	if best.w <= 0 || best.h <= 0 {
		return 0, 0, layout.Rect{}, false
	}
	l.choose(v.Scale, floor, best)
	return x, y, res, ok
}

// shortShown is the result line's words when it shows a form shorter than the full one
// (short or summed up), else "".
func (l *resultLine) shortShown() string {
	if l.form != fullForm {
		return l.details
	}
	return ""
}
