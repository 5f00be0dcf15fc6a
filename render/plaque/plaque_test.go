package plaque

import (
	"image"
	"testing"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

func load(t *testing.T) *fonts.Set {
	t.Helper()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// TestBanner checks the banner's measure: wider for longer words and larger for a larger
// size, and the picture Banner paints the size BannerSize says, which the layout pass places.
func TestBanner(t *testing.T) {
	fs := load(t)
	w, h := BannerSize(fs, "YOU WIN  +25", 30)
	lw, _ := BannerSize(fs, "YOU WIN  +2,500", 30)
	bw, bh := BannerSize(fs, "YOU WIN  +25", 58)
	if !(lw > w && bw > w && bh > h) {
		t.Errorf("sizes %vx%v, longer %v wide, larger %vx%v", w, h, lw, bw, bh)
	}
	if got := Banner(fs, "YOU WIN  +25", 30).Bounds(); got != image.Rect(0, 0, int(w), int(h)) {
		t.Errorf("the banner painted %v, measured %vx%v", got, w, h)
	}
}

// TestNotice checks that the notice is wide enough for its longest line with its margins,
// taller for more lines, and painted the size NoticeSize says, which the layout pass places.
func TestNotice(t *testing.T) {
	fs := load(t)
	lines := []string{"FOR ADULTS, 18+", "A line.", "A much longer line of the notice than the others.", "The foot."}
	b := Notice(fs, lines, 1).Bounds()
	if w, h := NoticeSize(fs, lines, 0.5); Notice(fs, lines, 0.5).Bounds() != image.Rect(0, 0, int(w), int(h)) {
		t.Errorf("the notice at 0.5 painted %v, measured %vx%v", Notice(fs, lines, 0.5).Bounds(), w, h)
	}
	if long := paint.TrackedWidth(lines[2], fs.Face(fonts.Medium, 21), 0); float64(b.Dx()) < long+2*28 {
		t.Errorf("the notice is %d wide, its longest line %v with margins of 28", b.Dx(), long)
	}
	if more := Notice(fs, append(lines, "One more."), 1).Bounds(); more.Dy() <= b.Dy() {
		t.Errorf("a line more made the notice %d tall, was %d", more.Dy(), b.Dy())
	}
}

// TestResult checks that the result line is painted at the size the layout pass set, in
// each form.
func TestResult(t *testing.T) {
	fs := load(t)
	for _, f := range []Form{One, Beside, Stacked} {
		r := Result{Head: "WON +25", Details: "Ante +5  ·  Play +10", Form: f, Lines: []string{"Ante +5", "Play +10"},
			W: 240, H: 60, HeadSize: 19, Size: 15, Pad: 20, Step: 1.55, Scale: 1, Back: 0x0E0A07}
		if got := r.Paint(fs).Bounds(); got != image.Rect(0, 0, 240, 60) {
			t.Errorf("form %d painted %v, want 240x60", f, got)
		}
	}
}

// TestPictureKept checks that the result line's and the banner's pictures are painted once
// while they are set the same, and again when they are set otherwise or dropped.
func TestPictureKept(t *testing.T) {
	fs := load(t)
	dst := ebiten.NewImage(400, 200)
	r := Result{Head: "WON +25", Details: "Ante +5  ·  Play +10", W: 240, H: 60, HeadSize: 19, Size: 15, Pad: 20, Step: 1.55, Scale: 1}
	var l Line
	l.Set(fs, r)
	l.At(200, 100)
	l.Paint(dst, layout.View{})
	first := l.img
	l.Set(fs, r)
	l.Paint(dst, layout.View{})
	if l.img != first {
		t.Error("the result line set the same was painted again")
	}
	r.Lines = []string{"Ante +5", "Play +10"}
	l.Set(fs, r)
	if l.img != nil {
		t.Error("the result line set in lines kept its picture in one")
	}
	var f Flag
	f.Set(fs, "YOU WIN  +25", 30)
	f.At(200, 100, 1, 1)
	f.Paint(dst, layout.View{})
	first = f.img
	f.Set(fs, "YOU WIN  +25", 30)
	if f.img != first {
		t.Error("the banner set the same was painted again")
	}
	if f.Set(fs, "YOU WIN  +25", 44); f.img != nil {
		t.Error("the banner set larger kept its picture")
	}
	if w, h := f.Size(); w <= 0 || h <= 0 {
		t.Errorf("the banner measures %vx%v", w, h)
	}
	f.Paint(dst, layout.View{})
	if f.Drop(); f.img != nil {
		t.Error("the banner dropped kept its picture")
	}
	var p Placard
	lines := []string{"FOR ADULTS, 18+", "A line."}
	p.Set(fs, lines, 1)
	p.At(10, 10, 1)
	p.Paint(dst, layout.View{})
	first = p.img
	if p.Set(fs, lines, 1); p.img != first {
		t.Error("the notice set the same was painted again")
	}
	if p.Set(fs, lines, 0.5); p.img != nil {
		t.Error("the notice set at another scale kept its picture")
	}
}
