package table

import (
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// Picture paints the table as it stands into dst, a still picture of it at dst's size (the
// lobby's miniature of a table): laid out as at its landscape design size and scaled down
// whole, its words at their design sizes (the floor of text, a phone's, does not apply to a
// picture). It returns where the progressive meter's digits are in dst, device pixels (empty
// when the table has none), so that the owner can draw a live display over them. The table
// is left laid out for dst: a table that is drawn on a screen is not one to picture.
func (s *Scene) Picture(dst *ebiten.Image) layout.Rect {
	s.mu.Lock()
	defer s.mu.Unlock()
	b := dst.Bounds()
	v := layout.Fit(float64(b.Dx()), float64(b.Dy()), 1)
	v.Device = v.Scale
	s.plan(v)
	s.sheet.paint(dst)
	if !s.meters.any() || s.meters.system(0) == nil {
		return layout.Rect{}
	}
	return v.Rect(s.meters.d[0].At())
}
