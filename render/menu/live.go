package menu

import (
	"image"

	"felt/render/layout"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Live is a page whose pictures move by themselves between its builds: the lobby's meters,
// whose digits roll as the linked tables feed them. Tick moves them on by a tick and reports
// whether they still move; DrawLive draws them alone into dst (the view the rows show in),
// over the page drawn whole last, where its pictures last drew them, or reports false, drawing
// nothing, when the page must be drawn whole (a picture waits to be painted). The app then
// draws the moving parts a few times a second, not the whole page (as the table draws its
// meter's digits alone: table.Scene.DrawMeter).
type Live interface {
	Tick() (moving bool)
	DrawLive(dst *ebiten.Image) bool
}

// Motion says how the page's picture changes with time: table.Meter while a Live page's
// pictures move, table.Still otherwise (the app draws it when its Changes move).
func (s *Screen) Motion() table.Motion {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.moving {
		return table.Meter
	}
	return table.Still
}

// DrawMeter draws a Live page's moving pictures alone over the frame already on screen,
// which v describes; it reports false, drawing nothing, when the page must be drawn whole:
// another screen, or none drawn yet.
func (s *Screen) DrawMeter(screen *ebiten.Image, v layout.View) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.page.(Live)
	if !ok || !s.drawn || v != s.view || !s.laid {
		return false
	}
	return l.DrawLive(s.content(screen))
}

// content is the part of the screen the rows show in: between the bar and the footer's room
// (the cue's strip, while it shows: rowsFoot).
func (s *Screen) content(screen *ebiten.Image) *ebiten.Image {
	k := s.fr.k
	return screen.SubImage(image.Rect(0, int(barH*k), screen.Bounds().Dx(), int(s.rowsFoot()*k))).(*ebiten.Image)
}
