package sprite

import (
	"image/color"
	"slices"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

func rgba(img *ebiten.Image, x, y int) color.RGBA {
	b := img.Bounds()
	return color.RGBAModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.RGBA)
}

// near reports whether c is within tol of the opaque colour want on every channel.
func near(c color.RGBA, want paint.Color, tol int) bool {
	r, g, b := want.Bytes()
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return c.A == 255 && d(c.R, r) && d(c.G, g) && d(c.B, b)
}

// TestGolden checks a few pixels of the art: the colours of docs/art.md where they must be, the
// card's shape and size, and the cache.
func TestGolden(t *testing.T) {
	a := newArt(t)
	as := a.Card(cards.New(cards.Ace, cards.Spades), 99.6, false)
	if b := as.Bounds(); b.Dx() != 100 || b.Dy() != 140 {
		t.Fatalf("a card 99.6 px wide is %v, want 100x140 (5:7, rounded)", b.Size())
	}
	if a.Card(cards.New(cards.Ace, cards.Spades), 100.2, false) != as {
		t.Error("the same size rendered twice: not cached")
	}
	if c := rgba(as, 0, 0); c.A != 0 {
		t.Errorf("the round corner's outside is %v, want transparent", c)
	}
	if c := rgba(as, 50, 12); !near(c, stock, 0) {
		t.Errorf("the face at the top is %v, want the card stock %v", c, stock)
	}
	if c := rgba(as, 50, 2*140/5); !near(c, paint.Black, 0) {
		t.Errorf("the ace of spades' pip is %v, want %v", c, paint.Black)
	}
	for _, tc := range []struct {
		card string
		four bool
		want paint.Color
	}{
		{"Ah", false, paint.Red}, {"Ad", false, paint.Red}, {"Ac", false, paint.Black},
		{"Ad", true, paint.Blue}, {"Ac", true, paint.Green}, {"Ah", true, paint.Red},
	} {
		c := cards.MustParseList(tc.card)[0]
		if got := rgba(a.Card(c, 100, tc.four), 50, 70); !near(got, tc.want, 0) {
			t.Errorf("%s (four colours %v): the pip is %v, want %v", tc.card, tc.four, got, tc.want)
		}
	}
	// The backs: a white border round the deck's colour, told apart at a glance.
	for b, want := range map[cards.Back]paint.Color{cards.RedBack: paint.BackRed, cards.BlueBack: paint.BackBlue} {
		img := a.Back(b, 100)
		if c := rgba(img, 3, 70); !near(c, stock, 0) {
			t.Errorf("%v back: the border is %v, want white", b, c)
		}
		// Between the frame and the lattice's lines most pixels are the field's colour.
		n := 0
		for x := 12; x < 30; x++ {
			if near(rgba(img, x, 40), want, 12) {
				n++
			}
		}
		if n < 6 {
			t.Errorf("%v back: only %d of 18 pixels near %v", b, n, want)
		}
	}
	// Chips: the clay at the rim between spots, the spot, the cream inlay.
	red := a.Chip(money.Credits(5), 80)
	if b := red.Bounds(); b.Dx() != 80 || b.Dy() != 80 {
		t.Errorf("a chip 80 px across is %v", b.Size())
	}
	body, spot := rgba(red, 77, 40), rgba(red, 40, 3) // right: clay; top: a spot
	if !(body.R > 120 && body.G < 70 && body.B < 70) {
		t.Errorf("the 5 chip's rim is %v, want red", body)
	}
	if !(spot.R > 180 && spot.G > 180 && spot.B > 180) {
		t.Errorf("the 5 chip's edge spot is %v, want white", spot)
	}
	if c := rgba(red, 40, 20); !(c.R > 200 && c.G > 190 && c.B > 170) {
		t.Errorf("the 5 chip's inlay is %v, want cream", c)
	}
	green := rgba(a.Chip(money.Credits(25), 80), 40, 3)
	if !(green.G > green.R+40 && green.G > green.B+20) || near(green, paint.Felt, 30) {
		t.Errorf("the 25 chip's rim is %v, want a green that stands out from the felt", green)
	}
}

func TestDrawCard(t *testing.T) {
	a := newArt(t)
	dst := ebitentest.Target(200, 200)
	dst.Fill(paint.Felt)
	op := CardOp{X: 100, Y: 100, W: 100, Alpha: 1, Flip: 1, Card: cards.New(cards.Ace, cards.Hearts)}
	a.DrawCard(dst, &op)
	if c := rgba(dst, 100, 100); !near(c, paint.Red, 0) {
		t.Errorf("the drawn ace's centre is %v, want red", c)
	}
	// The shadow falls below the card, darker than the felt.
	if c, felt := rgba(dst, 100, 171), color.RGBAModel.Convert(paint.Felt).(color.RGBA); c.G >= felt.G {
		t.Errorf("under the card %v, want a shadow darker than the felt %v", c, felt)
	}
	// Flip 0 shows the back.
	dst.Fill(paint.Felt)
	op.Flip = 0
	a.DrawCard(dst, &op)
	if c := rgba(dst, 100, 170-3); !near(c, stock, 0) {
		t.Errorf("the back's border is %v", c)
	}
	// Edge on, only the shadow is drawn.
	dst.Fill(paint.Felt)
	op.Flip = 0.5
	a.DrawCard(dst, &op)
	if c := rgba(dst, 100, 100); c.R > 40 {
		t.Errorf("a card edge-on shows %v at its centre", c)
	}
	// Alpha 0 draws nothing.
	dst.Fill(paint.Felt)
	op.Flip, op.Alpha = 1, 0
	a.DrawCard(dst, &op)
	if c := rgba(dst, 100, 100); !near(c, paint.Felt, 0) {
		t.Errorf("alpha 0 drew %v", c)
	}
}

func TestBreak(t *testing.T) {
	c := money.Credits
	for _, tc := range []struct {
		in   money.Amount
		want []money.Amount
	}{
		{0, nil},
		{-c(5), nil},
		{c(1736), []money.Amount{c(1000), c(500), c(100), c(100), c(25), c(5), c(5), c(1)}},
		{c(2) + 50, []money.Amount{c(1), c(1), 50}},
		{37, []money.Amount{37}},
	} {
		if got := Break(tc.in, nil); !slices.Equal(got, tc.want) {
			t.Errorf("Break(%v) = %v, want %v", tc.in, got, tc.want)
		}
		n, cents := counts(tc.in)
		var total money.Amount
		for k, m := range n {
			if k != fractional {
				total += money.Amount(m) * denoms[k]
			}
		}
		if tc.in > 0 && total+cents != tc.in {
			t.Errorf("counts(%v) adds up to %v", tc.in, total+cents)
		}
	}
	buf := make([]money.Amount, 0, 32)
	if n := testing.AllocsPerRun(100, func() { buf = Break(c(1736)+50, buf[:0]) }); n != 0 {
		t.Errorf("Break allocates %v times with room in dst", n)
	}
	if d := Denominations(); len(d) != 6 || d[0] != c(1) || d[5] != c(1000) {
		t.Errorf("Denominations() = %v", d)
	}
}

func TestLabelText(t *testing.T) {
	c := money.Credits
	for in, want := range map[money.Amount]string{
		c(1736): "1,736", c(12) + 50: "12.50", -c(5): "-5", c(999_999): "999,999",
		c(1_000_000): "1M", c(2_500_000): "2.5M", c(1_234_567): "1.23M", -c(3_000_000): "-3M",
	} {
		if got := string(appendLabel(nil, in)); got != want {
			t.Errorf("label of %v = %q, want %q", in, got, want)
		}
	}
}

func TestDrawStackAndLabel(t *testing.T) {
	a := newArt(t)
	dst := ebitentest.Target(300, 300)
	dst.Fill(paint.Felt)
	op := StackOp{X: 150, Y: 250, D: 50, Alpha: 1, Amount: money.Credits(1736)}
	top := a.DrawStack(dst, &op)
	// 8 chips: one column, the top well above the bottom.
	if !(top < 250-8*50*thickness) || top < 100 {
		t.Errorf("a stack of 8 chips 50 px wide tops out at %v", top)
	}
	if top2 := a.DrawStack(dst, &op); top2 != top {
		t.Errorf("the same stack drawn twice tops out at %v then %v", top, top2)
	}
	// StackTop says where the top is with nothing drawn, for any pile.
	for _, amt := range []money.Amount{money.Credits(1736), money.Credits(5), money.Credits(98765), money.Credits(1) / 2, 0} {
		for _, d := range []float64{3, 24.6, 50} {
			o := StackOp{X: 150, Y: 250, D: d, Alpha: 1, Amount: amt, MaxChips: 12}
			if got, want := a.StackTop(&o), a.DrawStack(dst, &o); got != want {
				t.Errorf("%v at %v px: StackTop %v, DrawStack %v", amt, d, got, want)
			}
		}
	}
	if c := rgba(dst, 150, 245); near(c, paint.Felt, 10) {
		t.Error("no chip at the stack's foot")
	}
	a.DrawLabel(dst, money.Credits(1736), 150, 40, 16)
	if c := rgba(dst, 150-28, 40); !(c.R < 60 && c.G < 60) {
		t.Errorf("the label's pill is %v, want dark", c)
	}
	d := a.Digits(fonts.Mono, 16)
	if d.Width([]byte("1,736")) != d.Width([]byte("8,888")) {
		t.Error("mono digits differ in width")
	}
	if a.Digits(fonts.Mono, 16) != d {
		t.Error("digits not cached")
	}
	if w := d.Draw(dst, []byte("42"), 10, 290, text.AlignStart, paint.Ink); w <= 0 {
		t.Errorf("Draw returned width %v", w)
	}
}

// TestNoAllocs proves that a frame's drawing does not allocate once the caches are warm.
func TestNoAllocs(t *testing.T) {
	a := newArt(t)
	dst := ebitentest.Target(640, 480)
	ops := []CardOp{
		{X: 100, Y: 100, W: 96, Alpha: 1, Flip: 1, Card: 10},
		{X: 200, Y: 100, W: 96, Alpha: 1, Flip: 0.3, Lift: 0.5, Angle: 0.1, Card: 20, Back: cards.BlueBack},
		{X: 300, Y: 100, W: 46, Alpha: 0.8, Flip: 1, Dim: 1, Highlight: 1, FourColour: true, Card: 30},
		{X: 400, Y: 100, W: 96, Alpha: 1, Flip: 0.6, FadeFlip: true, Card: 40},
	}
	stack := StackOp{X: 300, Y: 400, D: 40, Alpha: 1, Amount: money.Credits(4321) + 50}
	d := a.Digits(fonts.Mono, 18)
	var ink color.Color = paint.Ink
	num := []byte("12,345.50")
	frame := func() {
		for i := range ops {
			a.DrawCard(dst, &ops[i])
		}
		a.DrawStack(dst, &stack)
		a.DrawLabel(dst, stack.Amount, 300, 300, 14)
		d.Draw(dst, num, 10, 460, text.AlignStart, ink)
	}
	frame() // fill the caches
	for name, f := range map[string]func(){
		"DrawCard":    func() { a.DrawCard(dst, &ops[1]) },
		"DrawStack":   func() { a.DrawStack(dst, &stack) },
		"DrawLabel":   func() { a.DrawLabel(dst, stack.Amount, 300, 300, 14) },
		"Digits.Draw": func() { d.Draw(dst, num, 10, 460, text.AlignStart, ink) },
		"a frame":     frame,
	} {
		if n := testing.AllocsPerRun(50, f); n != 0 {
			t.Errorf("%s allocates %v times per call", name, n)
		}
	}
}

func TestCacheBounded(t *testing.T) {
	a := newArt(t)
	for w := 40; w < 60; w++ {
		a.Card(0, float64(w), false)
		a.Chip(money.Credits(5), float64(w))
	}
	if len(a.cardSizes) > maxSizes || len(a.chipSizes) > maxSizes {
		t.Errorf("caches hold %d card and %d chip sizes, want at most %d", len(a.cardSizes), len(a.chipSizes), maxSizes)
	}
	if _, ok := a.cardSizes[59]; !ok {
		t.Error("the latest size was dropped")
	}
}

func TestCompact(t *testing.T) {
	a := newArt(t)
	// At 1x a 46 px card is compact: its big suit fills the bottom right, where a full face
	// has only the turned index.
	small := a.Card(cards.New(cards.Seven, cards.Hearts), 46, false)
	if c := rgba(small, 30, 50); !near(c, paint.Red, 30) {
		t.Errorf("a compact card's big suit is %v", c)
	}
	// At 2x the same logical size, 92 device pixels, is compact too; at 1x it is not.
	a.SetDevice(2)
	if !a.cardSize(92).compact {
		t.Error("92 px at 2x should be compact")
	}
	a.SetDevice(1)
	if a.cardSize(92).compact {
		t.Error("92 px at 1x should not be compact")
	}
}

func TestPrepare(t *testing.T) {
	a := newArt(t)
	steps := 0
	for !a.Prepare(80, false, 10) {
		steps++
		if steps > 10 {
			t.Fatal("Prepare does not finish")
		}
	}
	if steps != 5 { // 54 images, 10 at a time
		t.Errorf("Prepare took %d calls, want 5", steps)
	}
	s := a.cardSize(80)
	for c, img := range s.faces[0] {
		if img == nil {
			t.Errorf("card %d not prepared", c)
		}
	}
	if s.faces[1][0] != nil {
		t.Error("four-colour faces prepared unasked")
	}
	for !a.PrepareChips(40, 8) {
	}
	cs := a.chipSize(40)
	if cs.edge[3][2] == nil || cs.slant[5] == nil || cs.shadow == nil {
		t.Error("chips not prepared")
	}
}
