package anim

import (
	"errors"
	"math"
	"testing"
)

func TestEasesRunFromZeroToOne(t *testing.T) {
	for name, e := range map[string]Ease{
		"Linear": Linear, "OutQuad": OutQuad, "OutCubic": OutCubic, "InOutCubic": InOutCubic,
		"InOutSine": InOutSine, "OutBack": OutBack,
	} {
		if got := e(0); math.Abs(got) > 1e-9 {
			t.Errorf("%s(0) = %v, want 0", name, got)
		}
		if got := e(1); math.Abs(got-1) > 1e-9 {
			t.Errorf("%s(1) = %v, want 1", name, got)
		}
	}
	if OutCubic(0.5) <= 0.5 {
		t.Error("OutCubic should be past halfway at half time")
	}
	if OutBack(0.8) <= 1 {
		t.Error("OutBack should overshoot near the end")
	}
}

func TestTween(t *testing.T) {
	tw := Begin(100, 20, Linear)
	for _, c := range []struct {
		now  int64
		want float64
		done bool
	}{{90, 0, false}, {100, 0, false}, {110, 0.5, false}, {120, 1, true}, {500, 1, true}} {
		if got := tw.At(c.now); got != c.want {
			t.Errorf("At(%d) = %v, want %v", c.now, got, c.want)
		}
		if tw.Done(c.now) != c.done {
			t.Errorf("Done(%d) = %v", c.now, !c.done)
		}
	}
	tw.Finish(105)
	if !tw.Done(105) || tw.At(105) != 1 {
		t.Errorf("a finished tween is at %v", tw.At(105))
	}
	var zero Tween
	if !zero.Done(0) || zero.At(0) != 1 {
		t.Error("the zero tween should be finished")
	}
}

func TestMotionStartsFromWhereItIs(t *testing.T) {
	var m Motion
	m.Place(0, 0)
	m.MoveTo(0, 100, 0, 10, Linear)
	if x, _ := m.At(5); x != 50 {
		t.Fatalf("halfway x = %v", x)
	}
	m.MoveTo(5, 50, 100, 10, Linear) // turn mid-flight
	if x, y := m.At(5); x != 50 || y != 0 {
		t.Errorf("a new move jumped to %v, %v", x, y)
	}
	if x, y := m.At(15); x != 50 || y != 100 {
		t.Errorf("the move ended at %v, %v", x, y)
	}
	var v Value
	v.Set(1)
	v.GoTo(0, 0, 4, Linear)
	if got := v.At(2); got != 0.5 {
		t.Errorf("value halfway = %v", got)
	}
}

func TestSpeed(t *testing.T) {
	for _, c := range []struct {
		s    Speed
		in   int
		want int
	}{{Slow, 15, 30}, {Normal, 15, 15}, {Fast, 15, 8}, {Fast, 1, 1}, {Instant, 15, 0}, {Normal, 0, 0}} {
		if got := c.s.Ticks(c.in); got != c.want {
			t.Errorf("%v.Ticks(%d) = %d, want %d", c.s, c.in, got, c.want)
		}
	}
	for s := Slow; s <= Instant; s++ {
		p, err := ParseSpeed(s.String())
		if err != nil || p != s {
			t.Errorf("ParseSpeed(%q) = %v, %v", s, p, err)
		}
	}
	if _, err := ParseSpeed("warp"); !errors.Is(err, ErrSpeed) {
		t.Errorf("ParseSpeed(warp) error = %v", err)
	}
	if Instant.Next() != Slow || Normal.Title() != "Normal" {
		t.Error("Next or Title")
	}
	if Seconds(0.25) != 15 {
		t.Errorf("Seconds(0.25) = %d", Seconds(0.25))
	}
}

func TestGlowIsNeverFasterThanThreeTimesASecond(t *testing.T) {
	// With a period asked of 2 ticks the glow still takes MinPeriod ticks per cycle.
	peaks := 0
	prev, rising := Glow(0, 2), true
	for now := int64(1); now <= TPS; now++ {
		g := Glow(now, 2)
		if rising && g < prev {
			peaks++
		}
		rising = g >= prev
		prev = g
	}
	if peaks > 3 {
		t.Errorf("%d peaks in a second", peaks)
	}
}
