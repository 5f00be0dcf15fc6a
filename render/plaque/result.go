package plaque

import (
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Form is how a result line is set.
type Form int

// The forms of a result line.
const (
	One     Form = iota // the net and the wagers in one line
	Beside              // the net at the left, the wagers beside it in two lines (or three)
	Stacked             // the net over the wagers, wrapped
)

// Result is a round's result line as the layout pass set it, to paint: the net (Head, in
// gold when Good, a net win), the wagers in one line (Details) or in Lines, the picture's
// size W by H, the head's and the wagers' type sizes, the margin at the sides, the step
// between stacked lines in the wagers' ascents (all device pixels, at Scale device pixels a
// design unit), and the pill's colour behind it.
type Result struct {
	Head, Details  string
	Good           bool
	Form           Form
	Lines          []string
	W, H           float64
	HeadSize, Size float64
	Pad, Step      float64
	Scale          float64
	Back           paint.Color
}

// Paint paints the line on a picture of its own.
func (r Result) Paint(fs *fonts.Set) *ebiten.Image {
	hf := fs.Face(fonts.Bold, r.HeadSize)
	df := fs.Face(fonts.Medium, r.Size)
	hw := paint.TrackedWidth(r.Head, hf, 0)
	scale := r.Scale
	pad, gap := r.Pad, 16*scale
	col := paint.Ink
	if r.Good {
		col = 0xFFD97A
	}
	var b paint.Brush
	w, h := r.W, r.H
	img := ebiten.NewImage(int(w), int(h))
	switch r.Form {
	case One:
		b.RoundRect(img, layout.Rect{W: w, H: h}, h/2, r.Back, 0.85)
		base := h/2 + hf.Metrics().CapHeight/2
		b.Text(img, r.Head, hf, pad, base, text.AlignStart, col, 1)
		b.Text(img, r.Details, df, pad+hw+gap, base, text.AlignStart, paint.Ink, 0.9)
	case Beside:
		lh := df.Metrics().HAscent * 1.45
		b.RoundRect(img, layout.Rect{W: w, H: h}, 14*scale, r.Back, 0.85)
		b.Text(img, r.Head, hf, pad, h/2+hf.Metrics().CapHeight/2, text.AlignStart, col, 1)
		y := h/2 - lh*float64(len(r.Lines)-1)/2 + df.Metrics().CapHeight/2
		for _, ln := range r.Lines {
			b.Text(img, ln, df, pad+hw+gap, y, text.AlignStart, paint.Ink, 0.9)
			y += lh
		}
	default:
		lh := df.Metrics().HAscent * r.Step
		b.RoundRect(img, layout.Rect{W: w, H: h}, 16*scale, r.Back, 0.85)
		y := 6*scale + hf.Metrics().HAscent*1.2
		b.Text(img, r.Head, hf, w/2, y, text.AlignCenter, col, 1)
		for _, ln := range r.Lines {
			y += lh
			b.Text(img, ln, df, w/2, y, text.AlignCenter, paint.Ink, 0.9)
		}
	}
	return img
}
