package tabletest

import (
	"fmt"
	"sort"

	"felt/render/layout"
	"felt/render/menu"
)

// SidePages are the phones on their sides a page's fold is checked on beside PageScreens.
var SidePages = []PageScreen{{"844x390@3", 844, 390, 3}, {"667x375@2", 667, 375, 2}}

// FoldFaults returns the faults of a page's fold on a screen w CSS pixels wide: a part that
// takes a tap under layout.MinTouch CSS pixels in its smaller side, off the screen's sides
// or over another (by more than a hundredth of a pixel: a choice's segments abut); a part below the view the rows show in with no cue to say so; a cue that
// is not a layout.MinTouch target in a strip of its own below that view (the MORE BELOW cue
// lay over the settings page's TRAINER). Every button of a page is visible or clearly
// announced below the fold (issue 26).
func FoldFaults(f menu.Fold, w float64) []string {
	var bad []string
	cued := f.More.W > 0
	if cued && (f.More.Y < f.View.Y+f.View.H-0.5 || f.More.H < layout.MinTouch) {
		bad = append(bad, fmt.Sprintf("the cue %+v is not a %v px target below the view the rows show in %+v", f.More, layout.MinTouch, f.View))
	}
	names := make([]string, 0, len(f.Parts))
	for n := range f.Parts {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, n := range names {
		r := f.Parts[n]
		if min(r.W, r.H) < layout.MinTouch-0.5 {
			bad = append(bad, fmt.Sprintf("%s %+v is under %v CSS px", n, r, layout.MinTouch))
		}
		if r.X < 0 || r.X+r.W > w+0.5 {
			bad = append(bad, fmt.Sprintf("%s %+v runs off the screen's sides", n, r))
		}
		if !cued && n != "back" && !r.Within(f.View, 0.5) { // BACK stands in the bar, over the view
			bad = append(bad, fmt.Sprintf("%s %+v is below the fold (the view %+v) and nothing says so", n, r, f.View))
		}
		for _, m := range names[i+1:] {
			if q := f.Parts[m]; r.Inset(0.01).Meets(q.Inset(0.01)) {
				bad = append(bad, fmt.Sprintf("%s %+v overlaps %s %+v", n, r, m, f.Parts[m]))
			}
		}
	}
	return bad
}
