package table

import (
	"felt/render/audio"
	"felt/render/stage"
)

// sheet is the layout pass's placing of the pieces on the plan of the next frame: the Placer
// a plug places its own pieces with. It owns the plan (render/plan's Frame, in plan.go's
// frame) and the scratch a frame reuses; it places the labels, cards, stacks and their amounts
// (drawn.go, chips.go), the lights (lights.go), the marks' free places (mark.go), the
// banner's room (bannerplace.go), the rack and the credits (rack.go); the plan paints itself. The line of news, the result line
// and the banner place themselves on it (news.go, resultplace.go, result.go). It reads the
// table through its Stage and its Scene.
type sheet struct {
	stage.Stage
	sc *Scene
	st *show

	fr frame // the plan of the next frame: what it paints and where (plan.go)

	// Scratch, reused so that frames do not allocate.
	pills  []pill         // the stacks' amounts waiting to be placed by placePills
	pile   [2]stage.Stack // a table-mate's wagers and winnings at rest, as one stack each
	digits [40]byte
	tagAt  [6][2]float64  // the places the person's tag tries (placeTag)
	seatAt [12][2]float64 // the places a seat's word tries where its own covers something (placeSeatWord)
}

// Sfx plays a sound unless the table is muted.
func (s *sheet) Sfx(k audio.Sound) { s.st.Sfx(k) }

// The sheet is a Placer.
var _ Placer = (*sheet)(nil)
