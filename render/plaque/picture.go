package plaque

import (
	"math"
	"slices"

	"felt/render/fonts"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// picture is a plaque's picture kept from frame to frame: painted at the first frame after
// what it shows changed, drawn with op where the layout pass put it.
type picture struct {
	img *ebiten.Image
	op  ebiten.DrawImageOptions
}

// drop lets the picture go: the next frame paints it again.
func (p *picture) drop() {
	if p.img != nil {
		p.img.Deallocate()
		p.img = nil
	}
}

// Line is a round's result line on the table, a plan.Painter: the picture of the Result the
// layout pass set, painted once while it stays the same, drawn centred where the pass put it.
type Line struct {
	picture
	fs   *fonts.Set
	r    Result
	x, y float64
}

// Set sets the line as the layout pass set it, to paint in fs: a line set otherwise than
// before is painted again.
func (l *Line) Set(fs *fonts.Set, r Result) {
	if fs != l.fs || !sameResult(r, l.r) {
		l.drop()
	}
	l.fs, l.r = fs, r
}

// sameResult reports whether a and b paint the same picture.
func sameResult(a, b Result) bool {
	return a.Head == b.Head && a.Details == b.Details && a.Good == b.Good && a.Form == b.Form &&
		slices.Equal(a.Lines, b.Lines) && a.W == b.W && a.H == b.H && a.HeadSize == b.HeadSize &&
		a.Size == b.Size && a.Pad == b.Pad && a.Step == b.Step && a.Scale == b.Scale && a.Back == b.Back
}

// At puts the line's centre at x, y, device pixels.
func (l *Line) At(x, y float64) { l.x, l.y = x, y }

// Drop lets the line's picture go (a round's line is taken down).
func (l *Line) Drop() { l.drop() }

// Paint implements plan.Painter: the line, centred where the layout pass put it, its
// picture painted the first time it shows as it is set.
func (l *Line) Paint(dst *ebiten.Image, _ layout.View) {
	if l.img == nil {
		l.img = l.r.Paint(l.fs)
	}
	b := l.img.Bounds()
	l.op.GeoM.Reset()
	l.op.GeoM.Translate(math.Round(l.x-float64(b.Dx())/2), math.Round(l.y-float64(b.Dy())/2))
	l.op.ColorScale.Reset()
	l.op.Filter = ebiten.FilterNearest
	dst.DrawImage(l.img, &l.op)
}

// Flag is a won round's banner on the table, a plan.Painter: the picture of its words
// (Banner), painted once while they and their size stay the same, drawn where the layout
// pass put it, grown and faded as it comes and goes.
type Flag struct {
	picture
	fs    *fonts.Set
	words string
	size  float64
}

// Set sets the banner's words and their type size, device pixels, to paint in fs: a banner
// set otherwise than before is painted again.
func (f *Flag) Set(fs *fonts.Set, words string, size float64) {
	if fs != f.fs || words != f.words || size != f.size {
		f.drop()
	}
	f.fs, f.words, f.size = fs, words, size
}

// Size returns the banner's picture's width and height, device pixels (BannerSize).
func (f *Flag) Size() (w, h float64) { return BannerSize(f.fs, f.words, f.size) }

// At puts the banner's centre at x, y, device pixels, its picture scaled by k and shown at
// alpha.
func (f *Flag) At(x, y, k float64, alpha float32) {
	w, h := f.Size()
	f.op.GeoM.Reset()
	f.op.GeoM.Translate(-w/2, -h/2)
	f.op.GeoM.Scale(k, k)
	f.op.GeoM.Translate(x, y)
	f.op.ColorScale.Reset()
	f.op.ColorScale.ScaleAlpha(alpha)
	f.op.Filter = ebiten.FilterLinear
}

// Drop lets the banner's picture go (a round's banner is taken down).
func (f *Flag) Drop() { f.drop() }

// Paint implements plan.Painter: the banner where the layout pass put it, its picture
// painted the first time it shows as it is set.
func (f *Flag) Paint(dst *ebiten.Image, _ layout.View) {
	if f.img == nil {
		f.img = Banner(f.fs, f.words, f.size)
	}
	dst.DrawImage(f.img, &f.op)
}

// Placard is the notice of the first start on the table, a plan.Painter: the picture of its
// lines (Notice), painted once while they and their scale stay the same, drawn where the
// layout pass put it at the alpha it shows at.
type Placard struct {
	picture
	fs    *fonts.Set
	lines []string
	k     float64
}

// Set sets the notice's lines and its scale, to paint in fs: a notice set otherwise than
// before is painted again.
func (p *Placard) Set(fs *fonts.Set, lines []string, k float64) {
	if fs != p.fs || k != p.k || !slices.Equal(lines, p.lines) {
		p.drop()
	}
	p.fs, p.lines, p.k = fs, lines, k
}

// Size returns the notice's picture's width and height, device pixels (NoticeSize).
func (p *Placard) Size() (w, h float64) { return NoticeSize(p.fs, p.lines, p.k) }

// At puts the notice's top left corner at x, y, device pixels, shown at alpha.
func (p *Placard) At(x, y float64, alpha float32) {
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(math.Round(x), math.Round(y))
	p.op.ColorScale.Reset()
	p.op.ColorScale.ScaleAlpha(alpha)
	p.op.Filter = ebiten.FilterNearest
}

// Paint implements plan.Painter: the notice where the layout pass put it, its picture
// painted the first time it shows as it is set.
func (p *Placard) Paint(dst *ebiten.Image, _ layout.View) {
	if p.img == nil {
		p.img = Notice(p.fs, p.lines, p.k)
	}
	dst.DrawImage(p.img, &p.op)
}
