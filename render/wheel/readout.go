package wheel

import (
	"math"
	"slices"

	"felt/game/money"
	"felt/render/outline"

	"github.com/hajimehoshi/ebiten/v2"
)

// The readout is a plaque under the wheel that shows, once the wheel has landed, the prize
// under the pointer: the amount, or JACKPOT on gold.

// prizeText returns the readout's words for a symbol: "2,500" or "JACKPOT".
func prizeText(sym symbol) string {
	if sym.jackpot {
		return "JACKPOT"
	}
	return sym.amount.String()
}

// plaqueBox returns the readout image's size for outer radius R.
func plaqueBox(R float64) (w, h int) {
	return int(math.Ceil(plaqueW*R)) + 8, int(math.Ceil(plaqueH*R)) + 8
}

// symbols returns the wheel's distinct symbols, and which is each segment's.
func (s *Spinner) symbols() (syms []symbol, bySegment []int) {
	bySegment = make([]int, len(s.segs))
	for i := range s.segs {
		sym := s.symbolOf(i)
		k := slices.Index(syms, sym)
		if k < 0 {
			k = len(syms)
			syms = append(syms, sym)
		}
		bySegment[i] = k
	}
	return syms, bySegment
}

// paintPlaque paints one readout (on a part of plaqueBox's size): a metal-edged panel with
// the words in large figures.
func (s *Spinner) paintPlaque(p *pen, t typeface, img *ebiten.Image, R float64, words string, jackpot bool) {
	st := &s.style
	pw, ph := plaqueW*R, plaqueH*R
	x0, y0 := corner(img)
	w, h := side(img), float64(img.Bounds().Dy())
	x, y := x0+(w-pw)/2, y0+(h-ph)/2
	rad := 0.3 * ph
	panel, ink := st.plaque, st.plaqueInk
	if jackpot {
		panel, ink = st.jackpot.fill, st.jackpot.ink
	}
	p.rrect(img, x+0.01*R, y+0.02*R, pw, ph, rad, 0x000000, 0.45) // its shadow
	p.rrect(img, x, y, pw, ph, rad, mix(st.frameEdge, 0x000000, 0.35), 1)
	e := max(1.5, 0.014*R)
	p.rrect(img, x+e/2, y+e/2, pw-e, ph-e, rad-e/2, st.frameEdge, 1)
	p.rrect(img, x+e, y+e, pw-2*e, ph-2*e, rad-e, panel, 1)
	// A soft light along the panel's top half.
	p.rrect(img, x+e, y+e, pw-2*e, (ph-2*e)/2, rad-e, 0xFFFFFF, 0.07)
	capH := 0.42 * ph
	b := t.measure(words)
	if wd := capH * b.W() / max(b.H(), 1e-9); wd > 0.8*pw {
		capH *= 0.8 * pw / wd
	}
	cx, cy := x0+w/2, y0+h/2
	t.centred(&p.path, words, cx, cy+0.012*R, capH, 0)
	p.fill(img, 0x000000, 0.4)
	t.centred(&p.path, words, cx, cy, capH, 0)
	p.fill(img, ink, 1)
}

// prizeReadout returns the readout of SetPrize's amount, painting it into its place on the
// sheet when it changes.
func (s *Spinner) prizeReadout(a *art, amount money.Amount) *ebiten.Image {
	if a.prizeOf == int64(amount) {
		return a.prize
	}
	var p pen
	t := typeface{outline.New(s.boldFont())}
	a.prize.Clear()
	s.paintPlaque(&p, t, a.prize, float64(a.radius), amount.String(), false)
	p.done()
	a.prizeOf = int64(amount)
	return a.prize
}
