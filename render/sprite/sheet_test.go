package sprite

import (
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSheet renders the contact sheet, every card and chip in every state, at 1x and 2x into
// out/sprite/ at the top of the module, for people to look at. It checks nothing.
func TestSheet(t *testing.T) {
	if testing.Short() {
		t.Skip("the contact sheet is for looking at; -short skips it")
	}
	a := newArt(t)
	dir := filepath.Join("..", "..", "out", "sprite")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, k := range []float64{1, 2} {
		a.SetDevice(k)
		img := sheet(a, k)
		name := filepath.Join(dir, "sheet-"+map[float64]string{1: "1x", 2: "2x"}[k]+".png")
		writePNG(t, img, name)
		t.Logf("wrote %s", name)
	}
}

func newArt(t testing.TB) *Art {
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	return New(fs)
}

func writePNG(t testing.TB, img *ebiten.Image, name string) {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// sheet draws everything at scale k (device pixels per design unit).
func sheet(a *Art, k float64) *ebiten.Image {
	const width, height = 1440, 2200
	dst := ebitentest.Target(int(width*k), int(height*k))
	dst.Fill(paint.Felt)
	y := 16.0
	// Every face at the player's size, two colours; then four colours at a table-mate's size.
	y = faces(a, dst, k, y, 96, false)
	y = faces(a, dst, k, y, 46, true)
	y = faces(a, dst, k, y, 46, false)

	// Backs, a flip, and the states.
	op := CardOp{W: 96 * k, Alpha: 1, Flip: 1, Card: cards.New(cards.Queen, cards.Hearts)}
	x := 16.0
	for _, b := range []cards.Back{cards.RedBack, cards.BlueBack} {
		op.Back, op.Flip = b, 0
		op.X, op.Y = (x+48)*k, (y+68)*k
		a.DrawCard(dst, &op)
		x += 108
	}
	for _, b := range []cards.Back{cards.RedBack, cards.BlueBack} {
		small := CardOp{W: 46 * k, Alpha: 1, Back: b, X: (x + 23) * k, Y: (y + 34) * k}
		a.DrawCard(dst, &small)
		x += 56
	}
	x += 12
	for i := range 9 {
		op.Flip = float64(i) / 8
		op.Back = cards.BlueBack
		op.X, op.Y = (x+48)*k, (y+68)*k
		a.DrawCard(dst, &op)
		x += 104
	}
	y += 160
	x = 16
	states := []CardOp{
		{Flip: 1},
		{Flip: 1, Lift: 0.5},
		{Flip: 1, Lift: 1},
		{Flip: 1, Dim: 1},
		{Flip: 1, Highlight: 1},
		{Flip: 1, Highlight: 1, Lift: 1},
		{Flip: 1, Angle: -0.12},
		{Flip: 1, Angle: 0.2, Lift: 0.6},
		{Flip: 0.35, FadeFlip: true},
		{Flip: 0.65, FadeFlip: true},
		{Flip: 1, Alpha: 0.5},
	}
	hand := cards.MustParseList("As Kd Qc Jh Ts 9h 8d 7c 6s 5h 4d")
	for i, s := range states {
		s.W = 96 * k
		if s.Alpha == 0 {
			s.Alpha = 1
		}
		s.Card = hand[i]
		s.X, s.Y = (x+48)*k, (y+70)*k
		a.DrawCard(dst, &s)
		x += 118
	}
	y += 170

	// Every chip from above, at the table's bet size and larger.
	x = 16
	for _, d := range []float64{24, 36, 48, 72} {
		for _, v := range append(Denominations(), 50, 37) {
			img := a.Chip(v, d*k)
			var o ebiten.DrawImageOptions
			o.GeoM.Translate(x*k, y*k)
			dst.DrawImage(img, &o)
			x += d + 8
		}
		x += 16
	}
	y += 90

	// Stacks with their labels, on a row of bet circles.
	x = 60
	for _, v := range []money.Amount{
		money.Credits(1), money.Credits(5), money.Credits(7), money.Credits(25), money.Credits(37) + 50,
		money.Credits(100), money.Credits(260), money.Credits(500), money.Credits(1000),
		money.Credits(1736), money.Credits(4321), money.Credits(25000), money.Credits(2_500_000),
	} {
		op := StackOp{X: x * k, Y: (y + 200) * k, D: 40 * k, Alpha: 1, Amount: v}
		top := a.DrawStack(dst, &op)
		a.DrawLabel(dst, v, x*k, top-12*k, 13*k)
		x += 104
	}
	y += 240
	x = 60
	for _, v := range []money.Amount{money.Credits(5), money.Credits(130), money.Credits(1736), money.Credits(12345)} {
		op := StackOp{X: x * k, Y: (y + 120) * k, D: 56 * k, Alpha: 1, Amount: v, MaxChips: 6}
		top := a.DrawStack(dst, &op)
		a.DrawLabel(dst, v, x*k, top-14*k, 16*k)
		x += 200
	}
	y += 150
	d := a.Digits(fonts.Mono, 24*k)
	d.Draw(dst, []byte("0123456789 1,234.50 -5 +1.2M"), 16*k, (y+24)*k, text.AlignStart, paint.Ink)
	return dst
}

// faces draws the 52 faces w design units wide, a suit a row, and returns the next free y.
func faces(a *Art, dst *ebiten.Image, k, y, w float64, four bool) float64 {
	h := w * aspect
	gap := math.Round(w * 0.1)
	for s := cards.Spades; ; s-- {
		for r := cards.Two; r <= cards.Ace; r++ {
			op := CardOp{W: w * k, Alpha: 1, Flip: 1, Card: cards.New(r, s), FourColour: four}
			op.X = (16 + float64(r)*(w+gap) + w/2) * k
			op.Y = (y + h/2) * k
			a.DrawCard(dst, &op)
		}
		y += h + gap
		if s == cards.Clubs {
			break
		}
	}
	return y + 8
}
