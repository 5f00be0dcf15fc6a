package wheel

import (
	"image/color"
	"math"
	"slices"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// The drawing tests draw the wheel at 1x, centred at cx, cy with radius r, on a screen of
// the design's size.
const (
	testW, testH = 800, 800
	testX, testY = 400, 400
	testR        = 330
)

func testView() layout.View {
	v := layout.Fit(testW, testH, 1)
	v.Scale, v.OffsetX, v.OffsetY = 1, 0, 0
	return v
}

// distance is how far apart two colours are, in 8-bit steps summed over the channels.
func distance(a color.Color, b paint.Color) int {
	r, g, bl, _ := a.RGBA()
	br, bg, bb := b.Bytes()
	d := func(x uint32, y uint8) int { return int(math.Abs(float64(int(x>>8) - int(y)))) }
	return d(r, br) + d(g, bg) + d(bl, bb)
}

// Below the pointer, between the band and the first figure, a segment shows nothing but
// its fill, darkened as the face's dish darkens it there: the test reads that ring.
const (
	printFrom = stackTop + 0.006
	printTo   = bandIn - 0.012
)

// underPointer reads the pixels below the pointer between printFrom and printTo (of the
// band's radius) and returns, for each of fills, how many are nearest to it as the dish
// darkens it there.
func underPointer(img *ebiten.Image, fills []paint.Color) (votes []int, total int) {
	votes = make([]int, len(fills))
	for y := int(math.Ceil(testY - printTo*testR)); y <= int(math.Floor(testY-printFrom*testR)); y++ {
		u := (testY - float64(y) - 0.5) / (bandIn * testR)
		c := img.At(testX, y)
		best, bestD := 0, math.MaxInt
		for i, f := range fills {
			if d := distance(c, mix(f, 0x000000, dish(u))); d < bestD {
				best, bestD = i, d
			}
		}
		votes[best]++
		total++
	}
	return votes, total
}

// TestDrawShowsTheTarget spins every wheel to every third segment, draws it a tick before
// it lands (a hair's breadth from where it stops, before the spotlight), and checks that
// the colour under the pointer is the target segment's. Then it lands, and the spotlight
// darkens the other segments and not the target; a jackpot shows gold.
func TestDrawShowsTheTarget(t *testing.T) {
	v := testView()
	dst := ebitentest.Target(testW, testH)
	jackpots := 0
	for _, c := range allWheels() {
		s := newSpinner(t, c)
		s.Show(0, anim.Instant)
		var fills []paint.Color
		for _, g := range s.segs {
			if !slices.Contains(fills, g.tone.fill) {
				fills = append(fills, g.tone.fill)
			}
		}
		for seg := 0; seg < s.Segments(); seg += 3 {
			now := int64(1000 * seg)
			s.Update(now)
			ticks, err := s.Spin(now, seg, uint64(seg), anim.Fast, false)
			if err != nil {
				t.Fatal(err)
			}
			for i := 1; i < ticks; i++ {
				s.Update(now + int64(i))
			}
			dst.Fill(paint.Felt)
			s.Draw(dst, v, testX, testY, testR, 1)
			votes, total := underPointer(dst, fills)
			want := slices.Index(fills, s.segs[seg].tone.fill)
			if 10*votes[want] < 9*total {
				t.Errorf("%s segment %d: %d of %d pixels under the pointer show its %06x (votes %v for %06x)",
					c.name, seg, votes[want], total, uint32(fills[want]), votes, fills)
			}
			target, others := brightness(dst), rest(dst, s.step)
			s.Update(now + int64(ticks))
			if _, done := s.Landed(); !done {
				t.Fatalf("%s segment %d: not landed after %d ticks", c.name, seg, ticks)
			}
			s.Update(now + int64(ticks) + spotTicks)
			dst.Fill(paint.Felt)
			s.Draw(dst, v, testX, testY, testR, 1)
			if b := brightness(dst); b < 0.97*target {
				t.Errorf("%s segment %d: the landed segment went from brightness %.0f to %.0f", c.name, seg, target, b)
			}
			if b := rest(dst, s.step); b > 0.8*others {
				t.Errorf("%s segment %d: the other segments went from brightness %.0f to %.0f, want them dimmed", c.name, seg, others, b)
			}
			if s.segs[seg].sym.Jackpot {
				jackpots++
				if !gold(dst) {
					t.Errorf("%s: the jackpot segment under the pointer is not gold", c.name)
				}
			}
		}
	}
	if jackpots != 4+9 {
		t.Errorf("%d jackpots landed on, want one on each Bonus Spin and Hot Spot wheel", jackpots)
	}
}

// brightness sums the channels of the pixels below the pointer, from the hub to the band.
func brightness(img *ebiten.Image) float64 {
	sum := 0.0
	for r := 0.3; r <= 0.78; r += 0.004 {
		sum += lum(img.At(testX, int(testY-r*testR)))
	}
	return sum
}

// rest sums the channels of the pixels round a circle half way out, away from the
// segment under the pointer (more than a segment's step from the top).
func rest(img *ebiten.Image, step float64) float64 {
	sum := 0.0
	for a := step * 1.5; a < 2*math.Pi-step*1.5; a += 0.01 {
		for _, r := range [...]float64{0.4, 0.55, 0.7} {
			x, y := at(testX, testY, r*testR, a)
			sum += lum(img.At(int(x), int(y)))
		}
	}
	return sum
}

func lum(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return float64(r>>8 + g>>8 + b>>8)
}

// gold reports whether most of the pixels below the pointer are gold: red the strongest,
// then green, little blue.
func gold(img *ebiten.Image) bool {
	n, gold := 0, 0
	for r := 0.3; r <= 0.78; r += 0.01 {
		n++
		red, green, blue, _ := img.At(testX, int(testY-r*testR)).RGBA()
		if red>>8 > 0xB0 && red > green && green > blue && green>>8 > 0x80 && blue>>8 < 0x90 {
			gold++
		}
	}
	return 2*gold > n
}

// TestHiddenDrawsNothing checks that a wheel not shown leaves the screen as it was.
func TestHiddenDrawsNothing(t *testing.T) {
	s := newSpinner(t, allWheels()[0])
	dst := ebitentest.Target(64, 64)
	dst.Fill(paint.Felt)
	s.Draw(dst, testView(), 32, 32, 30, 1)
	if distance(dst.At(32, 32), paint.Felt) != 0 {
		t.Error("a hidden wheel drew")
	}
	s.Show(0, anim.Normal)
	if s.Update(int64(anim.Normal.Ticks(enterTicks))); s.Presence() != 1 {
		t.Errorf("presence %v after coming forward", s.Presence())
	}
	s.Hide(100, anim.Instant)
	s.Update(100)
	if s.Presence() != 0 || s.Moving() {
		t.Errorf("hidden: presence %v, moving %v", s.Presence(), s.Moving())
	}
}

// TestDrawDoesNotAllocate checks that a frame of a spin, Update and Draw, allocates
// nothing once the wheel is painted at its size. (Ebiten's command queue, which no frame's
// end empties inside a test, grows its buffers now and then: 13 times in 3,000 frames when
// this was written; they round to 0 a frame.)
func TestDrawDoesNotAllocate(t *testing.T) {
	s := newSpinner(t, allWheels()[0])
	dst := ebitentest.Target(testW, testH)
	v := testView()
	s.Show(0, anim.Instant)
	s.Prepare(v, testR)
	now := int64(0)
	spin := func() {
		if _, err := s.Spin(now, int(now)%s.Segments(), uint64(now), anim.Normal, false); err != nil {
			t.Fatal(err)
		}
	}
	spin()
	frame := func() {
		now++
		s.Update(now)
		if _, done := s.Landed(); done {
			spin()
		}
		s.Draw(dst, v, testX, testY, testR, 1)
	}
	for range 60 {
		frame()
	}
	if n := testing.AllocsPerRun(600, frame); n != 0 {
		t.Errorf("%v allocations per frame", n)
	}
}
