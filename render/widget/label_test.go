package widget

import (
	"testing"

	"felt/render/fonts"
	"felt/render/paint"
	"felt/render/text"
)

// A label is measured from the fonts' metrics, with no image made, and the measure is the
// size of the image it is painted from.
func TestLabelMeasuredWithoutImage(t *testing.T) {
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, pill := range []float32{0, 0.9} {
		var l Label
		l.Set("Pair of Kings", fonts.Bold, 17, paint.Ink)
		l.SetPill(paint.Brass, pill)
		l.SetFloor(11)
		w, h := l.Size(fs, 1.5)
		b := l.Box(fs, 1.5, 100, 50, text.AlignCenter)
		if l.img != nil {
			t.Fatal("measuring made an image")
		}
		if w <= 0 || h <= 0 || b.W < w || b.X > 100-w/2 {
			t.Fatalf("pill %v: size %vx%v, box %v", pill, w, h, b)
		}
		l.render(fs, 1.5)
		if l.img == nil {
			t.Fatal("render made no image")
		}
		if pill > 0 {
			ib := l.img.Bounds()
			if float64(ib.Dx()) != b.W || float64(ib.Dy()) != b.H {
				t.Errorf("the pill's box %vx%v is not its image's %dx%d", b.W, b.H, ib.Dx(), ib.Dy())
			}
		}
		// A new scale measures again; a new text too.
		if w2, _ := l.Size(fs, 3); w2 <= w {
			t.Errorf("at 3x the label is %v wide, at 1.5x %v", w2, w)
		}
		l.Set("", fonts.Bold, 17, paint.Ink)
		if w, h := l.Size(fs, 3); w != 0 || h != 0 || l.Box(fs, 3, 0, 0, text.AlignStart).W != 0 {
			t.Error("an empty label has a size")
		}
	}
}
