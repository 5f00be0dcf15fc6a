package table

import (
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// PictureMeter is a meter display in a table's picture: the meter system it shows, and
// where its digits are, device pixels of the picture.
type PictureMeter struct {
	Sys int
	At  layout.Rect
}

// Picture paints the table as it stands into dst, a still picture of it at dst's size (the
// lobby's miniature of a table): laid out as at its landscape design size and scaled down
// whole, its words at their design sizes (the floor of text, a phone's, does not apply to a
// picture). It returns its meter displays (none when the table has no meter), so that the
// owner can draw live ones over them. The table is left laid out for dst: a table that is
// drawn on a screen is not one to picture.
func (s *Scene) Picture(dst *ebiten.Image) []PictureMeter {
	s.mu.Lock()
	defer s.mu.Unlock()
	b := dst.Bounds()
	v := layout.Fit(float64(b.Dx()), float64(b.Dy()), 1)
	v.Device = v.Scale
	s.plan(v)
	s.sheet.fr.Paint(dst, s.fonts, s.art)
	if !s.meters.any() || s.meters.system(0) == nil {
		return nil
	}
	var out []PictureMeter
	for j, d := range s.meters.d {
		if d != nil && d.At().W > 0 {
			out = append(out, PictureMeter{Sys: s.meters.sys[j], At: v.Rect(d.At())})
		}
	}
	return out
}
