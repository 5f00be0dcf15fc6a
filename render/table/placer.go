package table

import (
	"felt/render/audio"
	"felt/render/box"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/plan"
	"felt/render/stage"
	"felt/render/text"
	"felt/render/widget"
)

// Placer is a Stage with placing on the plan of the next frame: a label where it goes or
// where it is clear of what the pass placed before it, a table-mate's mark, places by the
// dealer, lights, a veil, a part that paints itself, a sound (a wheel's pegs as it turns);
// what the pass has placed so far and a box placed by hand (for an Overlay that finds its
// own room: Placed returns the pass's own slices, to read there and keep neither).
type Placer interface {
	stage.Stage
	PlaceLabel(v layout.View, l *widget.Label, x, y float64, align text.Align, alpha float32, owner, group int)
	LabelBox(v layout.View, l *widget.Label, owner int, x, y float64, align text.Align) layout.Rect
	PlaceFree(v layout.View, l *widget.Label, owner int, alpha float32, places ...[2]float64)
	PlaceMateMark(v layout.View, l *widget.Label, seat int, alpha float32)
	MatePlaces(v layout.View, l *widget.Label, seat int) (places [5][2]float64, n int)
	PlaceMateWord(v layout.View, l *widget.Label, seat int, alpha float32, places ...[2]float64) bool
	// PlaceSeatWord places seat's word l (a hand's name), in group, with its baseline's
	// middle at x, y (device pixels), or on a phone on its side, where there it would cover
	// anything placed before it, at the first free place by the seat's cards.
	PlaceSeatWord(v layout.View, l *widget.Label, seat, group int, x, y float64, alpha float32)
	DealerPlaces(v layout.View, l *widget.Label) (places [7][2]float64, n int)
	Clear(v layout.View, l *widget.Label, owner int, x, y float64, span layout.Rect) float64
	CardSpan(v layout.View, n int) (layout.Rect, bool)
	Glow(v layout.View, x, y, r float64, c paint.Color, alpha float32)
	Disc(v layout.View, x, y, r float64, c paint.Color, alpha float32)
	Veil(v layout.View, alpha float32)
	PaintWith(p plan.Painter)
	Sfx(k audio.Sound)
	Placed() (printed, pieces []box.Box)
	PlaceBox(b box.Box)
}
