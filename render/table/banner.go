package table

import (
	"math"

	"felt/render/layout"
)

// bannerGrow is the most the banner grows past its size as it comes in (anim.OutBack
// overshoots by a tenth, of the 0.4 the banner grows by).
const bannerGrow = 1.045

// bannerForm is a form of the banner: its size, design units, and whether its words are
// stacked in two lines.
type bannerForm struct {
	w, h    float64
	stacked bool
}

// bannerFit returns the scale at which the banner stands in band (the geometry's Band, design
// units) and whether it stands in two lines, for a banner of one line, one, and of two, two:
// the form that stands larger with its overshoot inside the band, at the most its whole size
// (1), one line where the two are as large.
func bannerFit(band layout.Rect, one, two bannerForm) (fit float64, stacked bool) {
	scale := func(f bannerForm) float64 {
		if f.w <= 0 || f.h <= 0 {
			return 0
		}
		return math.Min(1, math.Min(band.W/(f.w*bannerGrow), band.H/(f.h*bannerGrow)))
	}
	if a, b := scale(one), scale(two); b > a {
		return b, true
	}
	return scale(one), false
}
