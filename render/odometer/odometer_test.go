package odometer

import (
	"testing"

	"felt/game/money"
	"felt/render/anim"
)

func TestClimbsToTarget(t *testing.T) {
	o := New(money.Credits(1000))
	o.SetTarget(money.Credits(1000) + 1234)
	for range 200 {
		o.Update()
	}
	if got := o.Shown(); got != money.Credits(1000)+1234 {
		t.Fatalf("shown %v", got)
	}
	for i, want := range []float64{4, 3, 2, 1, 0, 1, 0} {
		if got := o.wheels[i].at(o.now); got != want {
			t.Errorf("wheel %d at %v, want %v", i, got, want)
		}
	}
}

func TestCountDown(t *testing.T) {
	o := New(money.Credits(5000))
	o.CountTo(money.Credits(1000), 120)
	if !o.Counting() {
		t.Fatal("not counting")
	}
	for range 60 {
		o.Update()
	}
	if s := o.Shown(); s <= money.Credits(1000) || s >= money.Credits(5000) {
		t.Errorf("halfway through the count the meter shows %v", s)
	}
	for range 61 {
		o.Update()
	}
	if o.Counting() || o.Shown() != money.Credits(1000) {
		t.Errorf("after the count: %v, counting %v", o.Shown(), o.Counting())
	}
}

func TestInstant(t *testing.T) {
	o := New(0)
	o.SetSpeed(anim.Instant)
	o.SetTarget(987654)
	o.Update()
	if o.Shown() != 987654 || o.wheels[0].at(o.now) != 4 {
		t.Errorf("instant: shown %v, wheel %v", o.Shown(), o.wheels[0].at(o.now))
	}
}

func TestWheelWraps(t *testing.T) {
	w := wheel{from: 9, to: 1, up: true, tw: anim.Begin(0, 10, anim.Linear)}
	if got := w.at(5); got != 0 {
		t.Errorf("9 to 1 halfway = %v, want 0 (through the wrap)", got)
	}
	w = wheel{from: 1, to: 9, up: false, tw: anim.Begin(0, 10, anim.Linear)}
	if got := w.at(5); got != 0 {
		t.Errorf("1 down to 9 halfway = %v, want 0", got)
	}
}
