package wheel

import (
	"errors"
	"fmt"
	"math"
	"testing"

	gwheel "felt/game/wheel"
	"felt/render/anim"
)

// wheelCase is a wheel of game/wheel and the look it is shown in.
type wheelCase struct {
	name string
	w    gwheel.Wheel
	look Look
}

// allWheels returns every wheel of the game: Bonus Spin A to D, and the Hot Spot and
// Community Prize wheels of Xtreme A to I.
func allWheels() []wheelCase {
	var cs []wheelCase
	for _, b := range gwheel.BonusSpinPaytables() {
		cs = append(cs, wheelCase{"BonusSpin" + b.Name, b.Wheel, BonusSpin})
	}
	for _, x := range gwheel.XtremePaytables() {
		cs = append(cs, wheelCase{"HotSpot" + x.Name, x.HotSpot, HotSpot})
		cs = append(cs, wheelCase{"Community" + x.Name, x.Community, CommunityPrize})
	}
	return cs
}

func newSpinner(t testing.TB, c wheelCase) *Spinner {
	t.Helper()
	s, err := New(loadFonts(t), &c.w, c.look)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// pegsCrossed counts the pegs between angles a and b (a ≤ b) one by one: peg m stands at
// (m − ½) steps, and is crossed when a < its angle ≤ b.
func pegsCrossed(a, b, step float64) int {
	n := 0
	for m := int(math.Floor(a/step)) - 1; float64(m)-0.5 <= b/step+1; m++ {
		if p := (float64(m) - 0.5) * step; a < p && p <= b {
			n++
		}
	}
	return n
}

// clearance returns how far angle a puts the pointer from the nearest peg line, in
// segments (0.5 is a segment's middle).
func clearance(a, step float64) float64 {
	x := -a/step + 0.5 // peg lines at whole x
	f := x - math.Floor(x)
	return math.Min(f, 1-f)
}

// TestLandsOnEverySegment spins every wheel to every segment, one spin after another (so
// each starts where the last stopped), ticking until it lands, and checks the landing, the
// deceleration and the pegs.
func TestLandsOnEverySegment(t *testing.T) {
	for _, c := range allWheels() {
		t.Run(c.name, func(t *testing.T) {
			s := newSpinner(t, c)
			now := int64(100)
			s.Update(now)
			bent := 0.0
			for seg := range s.Segments() {
				seed := uint64(seg*7919 + 13)
				from := s.Angle()
				ticks, err := s.Spin(now, seg, seed, anim.Normal, false)
				if err != nil {
					t.Fatal(err)
				}
				start := s.Angle()
				pegs, prev, prevV := 0, start, math.Inf(1)
				for i := 1; i <= ticks; i++ {
					if _, done := s.Landed(); done {
						t.Fatalf("segment %d: landed after %d of %d ticks", seg, i-1, ticks)
					}
					p := s.Update(now + int64(i))
					a := s.Angle()
					if want := pegsCrossed(prev, a, s.step); p != want {
						t.Fatalf("segment %d tick %d: %d pegs reported, %d crossed", seg, i, p, want)
					}
					pegs += p
					v := a - prev
					if v < 0 {
						t.Fatalf("segment %d tick %d: the wheel turned back", seg, i)
					}
					if float64(i) > pushTicks && v > prevV+1e-12 {
						t.Fatalf("segment %d tick %d: speed rose from %v to %v after the push", seg, i, prevV, v)
					}
					if float64(i) > pushTicks {
						prevV = v
					}
					bent = max(bent, s.Flapper())
					prev = a
				}
				now += int64(ticks)
				got, done := s.Landed()
				if !done || got != seg {
					t.Fatalf("segment %d: landed on %d (done %v)", seg, got, done)
				}
				if cl := clearance(s.Angle(), s.step); cl < 0.19 {
					t.Errorf("segment %d: the pointer stops %.3f segments from a peg line", seg, cl)
				}
				if want := s.pegIndex(s.Angle()) - s.pegIndex(start); pegs != want {
					t.Errorf("segment %d: %d pegs reported in all, %d crossed", seg, pegs, want)
				}
				if turns := (s.Angle() - start) / (2 * math.Pi); turns < baseTurns || turns >= baseTurns+1 {
					t.Errorf("segment %d: %.2f turns", seg, turns)
				}
				if math.Abs(math.Mod(start-from, 2*math.Pi)) > 1e-9 && math.Abs(math.Abs(math.Mod(start-from, 2*math.Pi))-2*math.Pi) > 1e-9 {
					t.Errorf("segment %d: the spin started at %v, the wheel stood at %v", seg, start, from)
				}
				now += 30
				s.Update(now)
			}
			if bent < 0.6 {
				t.Errorf("the flapper bends at most %.2f rad: it should show the pegs striking it", bent)
			}
		})
	}
}

// TestOneDecelerationCurve checks that every spin runs down along the same curve (the
// velocity over its value at the end of the push, against the share of the deceleration
// gone), with the same friction (ω0/T), and that a spin's length grows with its travel
// only.
func TestOneDecelerationCurve(t *testing.T) {
	for _, c := range allWheels()[:3] {
		s := newSpinner(t, c)
		var ref []float64
		type run struct{ travel, ticks float64 }
		var runs []run
		for seg := range s.Segments() {
			s.Finish()
			if _, err := s.Spin(0, seg, 99, anim.Normal, false); err != nil {
				t.Fatal(err)
			}
			p := s.plan
			if f := p.omega / p.decel; math.Abs(f-kappa) > 1e-15 {
				t.Errorf("%s segment %d: friction %v, want %v", c.name, seg, f, kappa)
			}
			var curve []float64
			for tau := 0.0; tau <= 1; tau += 0.05 {
				curve = append(curve, p.velocity(pushTicks+tau*p.decel)/p.velocity(pushTicks))
			}
			if ref == nil {
				ref = curve
			}
			for i := range curve {
				if math.Abs(curve[i]-ref[i]) > 1e-9 {
					t.Fatalf("%s segment %d: the curve at %d is %v, the first spin's %v", c.name, seg, i, curve[i], ref[i])
				}
			}
			runs = append(runs, run{p.travel, p.length()})
		}
		for _, a := range runs {
			for _, b := range runs {
				if a.travel < b.travel && a.ticks > b.ticks {
					t.Errorf("%s: a spin of %v rad takes %v ticks, one of %v rad %v", c.name, a.travel, a.ticks, b.travel, b.ticks)
				}
			}
		}
	}
}

// TestModesLandAlike spins each segment of every wheel from the same angle with the same
// seed in the four ways (a full spin, calm, instant, and a full spin finished at once) and
// checks they stop at the same angle on the same segment.
func TestModesLandAlike(t *testing.T) {
	for _, c := range allWheels() {
		s := newSpinner(t, c)
		for seg := range s.Segments() {
			var angles [4]float64
			for mode := range 4 {
				s.angle = 1.234 // the same start for each
				now := int64(1000 * mode)
				s.Update(now)
				speed, calm := anim.Normal, false
				switch mode {
				case 1:
					calm = true
				case 2:
					speed = anim.Instant
				}
				ticks, err := s.Spin(now, seg, 4242, speed, calm)
				if err != nil {
					t.Fatal(err)
				}
				switch mode {
				case 1:
					if ticks < 1 || ticks > 60 {
						t.Errorf("%s segment %d: a calm spin takes %d ticks", c.name, seg, ticks)
					}
				case 2:
					if ticks != 0 {
						t.Errorf("%s segment %d: an instant spin takes %d ticks", c.name, seg, ticks)
					}
				case 3:
					s.Update(now + 40)
					s.Finish()
					if p := s.Update(now + 41); p != 0 {
						t.Errorf("%s segment %d: %d pegs after Finish", c.name, seg, p)
					}
				}
				for i := 1; i <= ticks && mode < 2; i++ {
					s.Update(now + int64(i))
				}
				got, done := s.Landed()
				if !done || got != seg {
					t.Errorf("%s segment %d mode %d: landed on %d (done %v)", c.name, seg, mode, got, done)
				}
				angles[mode] = math.Mod(s.Angle(), 2*math.Pi)
			}
			for mode, a := range angles {
				if math.Abs(a-angles[0]) > 1e-9 {
					t.Errorf("%s segment %d: mode %d stops at %v, a full spin at %v", c.name, seg, mode, a, angles[0])
				}
			}
		}
	}
}

// TestSpeeds checks that Slow doubles a spin and Fast halves it, landing alike.
func TestSpeeds(t *testing.T) {
	c := allWheels()[0]
	s := newSpinner(t, c)
	var ticks [3]int
	for i, sp := range []anim.Speed{anim.Slow, anim.Normal, anim.Fast} {
		s.angle = 0
		n, err := s.Spin(0, 5, 1, sp, false)
		if err != nil {
			t.Fatal(err)
		}
		for now := int64(1); now <= int64(n); now++ {
			s.Update(now)
		}
		if got, done := s.Landed(); !done || got != 5 {
			t.Errorf("%v: landed on %d (done %v)", sp, got, done)
		}
		ticks[i] = n
	}
	if d := ticks[0] - 2*ticks[1]; d < -1 || d > 1 {
		t.Errorf("slow %d ticks, normal %d", ticks[0], ticks[1])
	}
	if d := 2*ticks[2] - ticks[1]; d < -2 || d > 2 {
		t.Errorf("fast %d ticks, normal %d", ticks[2], ticks[1])
	}
	if ticks[1] < 3*anim.TPS || ticks[1] > 9*anim.TPS/2 {
		t.Errorf("a spin at normal speed takes %d ticks", ticks[1])
	}
}

func TestErrors(t *testing.T) {
	fs := loadFonts(t)
	w := gwheel.BonusSpinA().Wheel
	s, err := New(fs, &w, BonusSpin)
	if err != nil {
		t.Fatal(err)
	}
	for _, seg := range []int{-1, len(w.Segments)} {
		if _, err := s.Spin(0, seg, 0, anim.Normal, false); !errors.Is(err, ErrSegment) {
			t.Errorf("Spin(%d) error = %v", seg, err)
		}
	}
	if _, done := s.Landed(); done {
		t.Error("a refused spin landed")
	}
	if _, err := New(fs, &w, Look(7)); !errors.Is(err, ErrLook) {
		t.Errorf("New with look 7: %v", err)
	}
	bad := gwheel.Wheel{Title: "empty", Base: 500}
	if _, err := New(fs, &bad, BonusSpin); !errors.Is(err, ErrWheel) || !errors.Is(err, gwheel.ErrWheel) {
		t.Errorf("New with an empty wheel: %v", err)
	}
}

// TestTones checks every wheel's colours: no two neighbours alike, the jackpot in gold.
func TestTones(t *testing.T) {
	for _, c := range allWheels() {
		s := newSpinner(t, c)
		n := s.Segments()
		for i := range n {
			j := (i + 1) % n
			if s.segs[i].tone.fill == s.segs[j].tone.fill {
				t.Errorf("%s: segments %d and %d are both %06x", c.name, i, j, uint32(s.segs[i].tone.fill))
			}
			if s.segs[i].sym.Jackpot && s.segs[i].tone != s.style.jackpot {
				t.Errorf("%s: the jackpot segment is not gold", c.name)
			}
		}
	}
}

func TestLookNames(t *testing.T) {
	for l, want := range map[Look]string{BonusSpin: "Bonus Spin", HotSpot: "Hot Spot", CommunityPrize: "Community Prize", 9: "wheel.Look(9)"} {
		if got := fmt.Sprint(l); got != want {
			t.Errorf("Look(%d) = %q", int(l), got)
		}
	}
}

// TestSeedPlacesTheStop checks that the seed decides where in its segment the wheel stops:
// the same seed from the same angle stops at the same angle, and seeds spread the stops
// across the segment's middle, clear of its pegs.
func TestSeedPlacesTheStop(t *testing.T) {
	s := newSpinner(t, allWheels()[0])
	stop := func(seed uint64) float64 {
		s.angle = 2
		if _, err := s.Spin(0, 3, seed, anim.Instant, false); err != nil {
			t.Fatal(err)
		}
		return s.Angle()
	}
	if a, b := stop(77), stop(77); a != b {
		t.Errorf("seed 77 stops at %v and then at %v", a, b)
	}
	lo, hi := 1.0, -1.0
	for seed := range uint64(200) {
		off := landingOffset(seed)
		if off < -0.3 || off > 0.3 {
			t.Fatalf("seed %d: offset %v", seed, off)
		}
		lo, hi = min(lo, off), max(hi, off)
		x := -stop(seed) / s.step // the pointer, in segments from segment 0's middle
		if d := x - 3 - math.Round(x-3); math.Abs(d-off) > 1e-9 {
			t.Errorf("seed %d: the pointer stands %v from the middle, want %v", seed, d, off)
		}
	}
	if lo > -0.25 || hi < 0.25 {
		t.Errorf("200 seeds stop between %v and %v of the middle: not spread", lo, hi)
	}
}

// TestMovingSettles checks that a landed wheel stops asking to be redrawn: after its lights'
// celebration, or at once after a calm spin's spotlight has come on.
func TestMovingSettles(t *testing.T) {
	s := newSpinner(t, allWheels()[0])
	s.Show(0, anim.Instant)
	s.Update(0)
	if s.Moving() {
		t.Error("a wheel at rest moves")
	}
	for _, calm := range []bool{false, true} {
		now := int64(10_000)
		if calm {
			now = 20_000
		}
		ticks, err := s.Spin(now, 2, 3, anim.Normal, calm)
		if err != nil {
			t.Fatal(err)
		}
		s.Update(now + 1)
		if !s.Moving() {
			t.Errorf("calm %v: a spinning wheel does not move", calm)
		}
		end := now + int64(ticks)
		s.Update(end)
		settle := int64(celebrate)
		if calm {
			settle = spotTicks
		}
		s.Update(end + settle - 1)
		if !s.Moving() {
			t.Errorf("calm %v: the landing settled before %d ticks", calm, settle)
		}
		s.Update(end + settle + 1)
		if s.Moving() {
			t.Errorf("calm %v: still moving %d ticks after landing", calm, settle+1)
		}
	}
}
