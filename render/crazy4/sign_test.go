package crazy4

import (
	"image/color"
	"testing"

	"felt/render/anim"
	"felt/render/layout"
	"felt/render/printing"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// overAll is a Crazy 4 Poker plug whose layer over the controls (where the LUCKY mark and
// the COVER ALL tag go) also fills the screen with magenta.
type overAll struct{ *Table }

func (p overAll) Place(s tbl.Placer, v layout.View, over bool) {
	p.Table.Place(s, v, over)
	if over {
		s.PaintWith(magentaFill{})
	}
}

// magentaFill paints the whole screen magenta.
type magentaFill struct{}

func (magentaFill) Paint(dst *ebiten.Image, _ layout.View) { dst.Fill(magenta) }

var magenta = color.RGBA{R: 255, B: 255, A: 255}

// TestNothingOverSign opens the pays-and-rules sign at a table whose plug draws over the
// controls (the LUCKY mark, COVER ALL, 6 PLAYING were drawn over the open sign): the sign is
// drawn over all of it, so the middle of the sign shows none of the plug's magenta.
func TestNothingOverSign(t *testing.T) {
	s := tabletest.New(t, overAll{New(nil)}, seeded(3, anim.Instant, nil))
	sc := tabletest.Screens[0]
	img := sc.Image()
	defer img.Deallocate()
	tabletest.Act(t, s, "help", "on")
	tabletest.DrawOn(t, s, img, sc)
	v := sc.View()
	r := v.Rect(printing.SignRect(v))
	n := 0
	for y := int(r.Y + r.H*0.3); y < int(r.Y+r.H*0.7); y += 7 {
		for x := int(r.X + r.W*0.3); x < int(r.X+r.W*0.7); x += 7 {
			if c := img.RGBA64At(x, y); c.R > 0xC000 && c.B > 0xC000 && c.G < 0x4000 {
				n++
			}
		}
	}
	if n > 0 {
		t.Errorf("%d points of the open sign show what the plug drew over the controls", n)
	}
}
