package wheel

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// A frame draws every part of the wheel from one image, a sheet the parts are packed into
// when they are painted: ebiten merges consecutive draws from one source with one blend
// into a single draw command, so the whole wheel, a few dozen quads, is one command, and
// queueing it allocates nothing.

// sheetGap is the empty margin round each part, so that linear filtering never reads a
// neighbour's pixels.
const sheetGap = 2

// pack copies parts into one sheet, shelf by shelf, tallest first, no wider than width
// (or the widest part), and returns the sheet and each part's place on it as a sub-image,
// in the order given. Nil parts stay nil. The parts are deallocated.
func pack(width int, parts []*ebiten.Image) (*ebiten.Image, []*ebiten.Image) {
	order := make([]int, 0, len(parts))
	for i, p := range parts {
		if p != nil {
			order = append(order, i)
			width = max(width, p.Bounds().Dx()+2*sheetGap)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return parts[b].Bounds().Dy() - parts[a].Bounds().Dy() })
	at := make([]image.Point, len(parts))
	x, y, shelf := 0, 0, 0
	for _, i := range order {
		b := parts[i].Bounds()
		if x+b.Dx()+2*sheetGap > width {
			x, y, shelf = 0, y+shelf, 0
		}
		at[i] = image.Pt(x+sheetGap, y+sheetGap)
		x += b.Dx() + 2*sheetGap
		shelf = max(shelf, b.Dy()+2*sheetGap)
	}
	sheet := ebiten.NewImage(width, max(1, y+shelf))
	subs := make([]*ebiten.Image, len(parts))
	var op ebiten.DrawImageOptions
	for _, i := range order {
		p := parts[i]
		b := p.Bounds()
		op.GeoM.Reset()
		op.GeoM.Translate(float64(at[i].X), float64(at[i].Y))
		sheet.DrawImage(p, &op)
		subs[i] = sheet.SubImage(image.Rectangle{Min: at[i], Max: at[i].Add(b.Size())}).(*ebiten.Image)
		p.Deallocate()
	}
	return sheet, subs
}
