package plan

import (
	"testing"

	"felt/render/box"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// spy notes the views it is painted on, in a log it shares.
type spy struct {
	name string
	log  *[]string
}

func (s spy) Paint(_ *ebiten.Image, v layout.View) {
	*s.log = append(*s.log, s.name)
}

// TestPaintInOrder checks that the plan paints its items in the order they were placed, and
// nothing after Reset.
func TestPaintInOrder(t *testing.T) {
	var log []string
	var f Frame
	v := layout.Fit(1280, 800, 1)
	f.Reset(v)
	f.PaintWith(spy{"under", &log})
	f.PaintWith(spy{"over", &log})
	f.Boxes.Add(box.Box{Kind: box.Label, Rect: layout.Rect{W: 10, H: 10}})
	f.Paint(nil, nil, nil)
	if len(log) != 2 || log[0] != "under" || log[1] != "over" {
		t.Errorf("painted %v, want [under over]", log)
	}
	f.Reset(v)
	log = log[:0]
	f.Paint(nil, nil, nil)
	if len(log) != 0 || len(f.Boxes.Pieces()) != 0 {
		t.Errorf("after Reset painted %v with %d boxes, want nothing", log, len(f.Boxes.Pieces()))
	}
}

// TestPaintLive checks that PaintLive paints the live pieces alone, in their order, and that
// a piece planned in a live one's place after Reset is not live.
func TestPaintLive(t *testing.T) {
	var log []string
	var f Frame
	f.Reset(layout.Fit(1280, 800, 1))
	f.PaintWith(spy{"still", &log})
	f.Live(spy{"meter", &log})
	f.Live(spy{"meter2", &log})
	f.PaintLive(nil)
	if len(log) != 2 || log[0] != "meter" || log[1] != "meter2" {
		t.Errorf("painted live %v, want [meter meter2]", log)
	}
	log = log[:0]
	f.Paint(nil, nil, nil)
	if len(log) != 3 {
		t.Errorf("painted %v, want all three", log)
	}
	f.Reset(f.View)
	f.PaintWith(spy{"a", &log})
	f.PaintWith(spy{"b", &log})
	log = log[:0]
	if f.PaintLive(nil); len(log) != 0 {
		t.Errorf("after Reset painted live %v, want nothing", log)
	}
}

// TestSteadyFrame checks that planning the same items again allocates nothing.
func TestSteadyFrame(t *testing.T) {
	var f Frame
	v := layout.Fit(1280, 800, 1)
	img := ebiten.NewImage(1, 1)
	frame := func() {
		f.Reset(v)
		f.Round(layout.Rect{W: 20, H: 10}, 4, 0, 0x102030, 1)
		f.Ring(5, 5, 3, 1, 0x102030, 1)
		f.Pill(100, 10, 10, 12)
		op := f.Image(img)
		op.GeoM.Reset()
		f.Boxes.Add(box.Box{Kind: box.Label})
	}
	frame()
	if n := testing.AllocsPerRun(20, frame); n != 0 {
		t.Errorf("a steady frame allocates %v times, want 0", n)
	}
}
