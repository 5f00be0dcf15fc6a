package wheel

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// A frame draws every part of the wheel from one image, a sheet the parts are painted on
// side by side: one source lets the whole wheel, some fifty quads, go out in one
// DrawTriangles call (see batch). The parts are painted straight onto the sheet, each on a
// sub-image of it, so painting copies nothing.

// sheetGap is the empty margin round each part, so that linear filtering never reads a
// neighbour's pixels.
const sheetGap = 2

// layoutSheet places parts of the given sizes on shelves, tallest first, no wider than
// width (or the widest part), and returns the sheet's size and each part's place, in the
// order given.
func layoutSheet(width int, sizes []image.Point) (image.Point, []image.Rectangle) {
	order := make([]int, len(sizes))
	for i, sz := range sizes {
		order[i] = i
		width = max(width, sz.X+2*sheetGap)
	}
	slices.SortStableFunc(order, func(a, b int) int { return sizes[b].Y - sizes[a].Y })
	places := make([]image.Rectangle, len(sizes))
	x, y, shelf := 0, 0, 0
	for _, i := range order {
		sz := sizes[i]
		if x+sz.X+2*sheetGap > width {
			x, y, shelf = 0, y+shelf, 0
		}
		min := image.Pt(x+sheetGap, y+sheetGap)
		places[i] = image.Rectangle{Min: min, Max: min.Add(sz)}
		x += sz.X + 2*sheetGap
		shelf = max(shelf, sz.Y+2*sheetGap)
	}
	return image.Pt(width, max(1, y+shelf)), places
}

// newSheet makes the sheet, a texture of its own (unmanaged: off ebiten's atlas, where a
// large image drawn into would move pages about), and returns it with a sub-image for
// each place.
func newSheet(size image.Point, places []image.Rectangle) (*ebiten.Image, []*ebiten.Image) {
	sheet := ebiten.NewImageWithOptions(image.Rectangle{Max: size}, &ebiten.NewImageOptions{Unmanaged: true})
	subs := make([]*ebiten.Image, len(places))
	for i, r := range places {
		subs[i] = sheet.SubImage(r).(*ebiten.Image)
	}
	return sheet, subs
}
