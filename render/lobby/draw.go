package lobby

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"felt/game/money"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/printing"
	"felt/render/sprite"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// The lobby's limits are drawn as the table's own chips: each wager beside the chip of the
// least it takes, with its limits in brass figures, on a panel of darker felt.

// Sizes of the limits' picture, menu units.
const (
	limitRow  = 30.0 // a wager's line
	limitPad  = 8.0  // the panel's edge to its lines
	limitChip = 24.0 // a chip's diameter
	limitSize = 16.0 // the words' size
)

// Colours of the limits' panel.
const (
	limitPanel paint.Color = 0x083D28
	limitInk   paint.Color = 0xE6C878
)

// limitsHeight is the height of the limits' picture for n wagers in cols columns, units.
func limitsHeight(n, cols int) float64 {
	rows := (n + cols - 1) / cols
	return float64(rows)*limitRow + 2*limitPad
}

// limitsAlt says in words what the limits' picture shows.
func limitsAlt(ls []Limit) string {
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = l.Name + " " + l.Limit
	}
	return "Table limits: " + strings.Join(parts, ", ")
}

// chipFor returns the chip that shows an amount: the largest not over it (the smallest
// chip for less).
func chipFor(a money.Amount) money.Amount {
	ds := sprite.Denominations()
	c := ds[0]
	for _, d := range ds {
		if d <= a {
			c = d
		}
	}
	return c
}

// drawLimits draws the limits in r (device pixels, k a unit).
func (p *Page) drawLimits(dst *ebiten.Image, r layout.Rect, k float64, ls []Limit) {
	var b paint.Brush
	b.RoundRect(dst, r, 8*k, limitPanel, 1)
	b.RoundFrame(dst, r, 8*k, 1*k, paint.Brass, 0.35)
	p.art.SetDevice(k)
	name := p.fs.Face(fonts.Regular, limitSize*k)
	fig := p.fs.Face(fonts.Mono, limitSize*k)
	capH := name.Metrics().CapHeight
	var op ebiten.DrawImageOptions
	for i, l := range ls {
		cy := r.Y + (limitPad+limitRow*(float64(i)+0.5))*k
		x := r.X + limitPad*k
		chip := p.art.Chip(chipFor(l.least), limitChip*k)
		d := float64(chip.Bounds().Dx())
		op.GeoM.Reset()
		op.GeoM.Translate(x, cy-d/2)
		dst.DrawImage(chip, &op)
		b.Text(dst, l.Name, name, x+(limitChip+10)*k, cy+capH/2, text.AlignStart, paint.Ink, 1)
		b.Text(dst, l.Limit, fig, r.X+r.W-limitPad*k-4*k, cy+capH/2, text.AlignEnd, limitInk, 1)
	}
}

// Prize is one of a table's best prizes: a hand, what it pays, and on which wager.
type Prize struct {
	Hand  string `json:"hand"`
	Pay   string `json:"pay"`
	Wager string `json:"wager"`
	rank  float64
}

// maxPrizes is the most best prizes the lobby lists for a table.
const maxPrizes = 4

// bestPrizes lists a table's best prizes: each progressive meter's jackpot at its amount
// now, then from its pays-and-rules sign the line of each pay table that pays the highest
// odds, best first (a share of a meter is the meter's jackpot; a line that says no pay, as
// a wheel's chances, is no prize; even money is none either); at most maxPrizes.
func bestPrizes(meters []Meter, s printing.Sign) []Prize {
	out := make([]Prize, 0, maxPrizes)
	for _, m := range meters {
		out = append(out, Prize{Hand: "Jackpot", Pay: m.Value, Wager: strings.TrimSuffix(m.Name, " meter")})
	}
	var odds []Prize
	for _, col := range s.Columns {
		for _, t := range col {
			best := Prize{rank: 1}
			for _, l := range t.Lines {
				if r := payRank(l.Pay); r > best.rank {
					best = Prize{Hand: title(l.Hand), Pay: strings.ToLower(strings.Join(strings.Fields(l.Pay), " ")), Wager: wagerName(t.Title), rank: r}
				}
			}
			if best.Hand != "" {
				odds = append(odds, best)
			}
		}
	}
	slices.SortStableFunc(odds, func(a, b Prize) int { return cmp.Compare(b.rank, a.rank) })
	out = append(out, odds...)
	return out[:min(len(out), maxPrizes)]
}

// payRank ranks what a line of a sign pays: odds by their ratio ("200 TO 1"), anything else
// 0.
func payRank(pay string) float64 {
	f := strings.Fields(pay)
	if len(f) != 3 || f[1] != "TO" {
		return 0
	}
	a, err1 := strconv.ParseFloat(strings.ReplaceAll(f[0], ",", ""), 64)
	b, err2 := strconv.ParseFloat(strings.ReplaceAll(f[2], ",", ""), 64)
	if err1 != nil || err2 != nil || b <= 0 {
		return 0
	}
	return a / b
}

// wagerName is a pay table's title without its particulars: "SUPER BONUS (pays on ...)" is
// "Super Bonus", "QUEENS UP — PAYTABLE C" is "Queens Up".
func wagerName(t string) string {
	for _, cut := range []string{" (", " —", " ·", ", PAYS"} {
		if i := strings.Index(t, cut); i > 0 {
			t = t[:i]
		}
	}
	return title(t)
}

// title puts a sign's capitals in title case: "SUPER BONUS" is "Super Bonus".
func title(s string) string {
	words := strings.Fields(strings.ToLower(s))
	for i, w := range words {
		if w == "of" || w == "or" || w == "to" || w == "a" || w == "the" {
			continue
		}
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}
