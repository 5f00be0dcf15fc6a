package sprite

import (
	"image/color"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// The benchmarks time the Go side of a draw: building and queueing its commands, which is
// what a frame pays on the CPU (the GPU then copies a few quads). Inside the test's single
// Update no frame ends to flush the queue, so they flush it every 4096 calls with the timer
// stopped; they draw on a small image, so that the GPU's work (software GL under Xvfb) in
// those flushes stays small.
func flushEvery(b *testing.B, i int, dst *ebiten.Image) {
	if i%4096 == 4095 {
		b.StopTimer()
		dst.At(0, 0)
		b.StartTimer()
	}
}

func benchTarget() *ebiten.Image { return ebitentest.Target(48, 48) }

func BenchmarkDrawCard(b *testing.B) {
	a := newArt(b)
	dst := benchTarget()
	op := CardOp{X: 24, Y: 24, W: 96, Alpha: 1, Flip: 1, Lift: 0.3, Angle: 0.05, Card: cards.New(cards.King, cards.Hearts)}
	a.DrawCard(dst, &op)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.DrawCard(dst, &op)
		flushEvery(b, i, dst)
	}
}

func BenchmarkDrawStack(b *testing.B) {
	a := newArt(b)
	dst := benchTarget()
	op := StackOp{X: 24, Y: 40, D: 40, Alpha: 1, Amount: money.Credits(1736)}
	a.DrawStack(dst, &op)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.DrawStack(dst, &op)
		flushEvery(b, i, dst)
	}
}

func BenchmarkDrawLabel(b *testing.B) {
	a := newArt(b)
	dst := benchTarget()
	a.DrawLabel(dst, money.Credits(1736), 24, 24, 14)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.DrawLabel(dst, money.Credits(1736), 24, 24, 14)
		flushEvery(b, i, dst)
	}
}

func BenchmarkDigitsDraw(b *testing.B) {
	a := newArt(b)
	dst := benchTarget()
	d := a.Digits(fonts.Mono, 18)
	var ink color.Color = paint.Ink
	s := []byte("12,345.50")
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		d.Draw(dst, s, 0, 24, text.AlignStart, ink)
		flushEvery(b, i, dst)
	}
}

// BenchmarkRenderFace is the cost of a card face the first time its size is asked for.
func BenchmarkRenderFace(b *testing.B) {
	a := newArt(b)
	s := a.cardSize(96)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.renderFace(a.blankCard(s), cards.Card(i%cards.DeckSize), false, false)
	}
}
