package app

import (
	"errors"
	"testing"

	"felt/render/audio"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestOpeningSteps runs the app's first frames and checks the order in which the opening
// does its work, one long step a frame (issue 18): the title alone first; the table opened
// in a later tick; drawn under the title in a tick after that; the loop asleep between the
// steps while the title holds; the sound made only once the title is gone.
func TestOpeningSteps(t *testing.T) {
	made := 0
	a, err := New(Options{Seed: 5, NewSound: func() (*audio.Player, error) {
		made++
		return nil, errors.New("no sound in this test")
	}})
	if err != nil {
		t.Fatal(err)
	}
	if made != 0 || a.open {
		t.Fatalf("New made the sound (%d) or opened the table (%v): the first frame needs neither", made, a.open)
	}
	screen := ebiten.NewImage(1280, 800)
	var openAt, underAt, asleep int64
	for i := 0; a.splash != nil; i++ {
		if i > 600 {
			t.Fatal("the title did not give way to the table in 600 frames")
		}
		step(t, a, screen)
		if a.open && openAt == 0 {
			openAt = a.tick
			if a.frame.drawn < 2 {
				t.Errorf("the table opened in tick %d, before the first frame was on screen", a.tick)
			}
		}
		if a.under && underAt == 0 {
			underAt = a.tick
		}
		if a.holding() && a.pace.asleep {
			asleep++
		}
		if a.splash != nil && made != 0 {
			t.Fatalf("the sound was made in tick %d, while the title was up", a.tick)
		}
	}
	if openAt == 0 || underAt <= openAt {
		t.Errorf("the table opened in tick %d and was first drawn under the title in tick %d: want a later tick", openAt, underAt)
	}
	if asleep == 0 {
		t.Error("the loop never slept while the title held")
	}
	for range 3 {
		step(t, a, screen)
	}
	if made != 1 {
		t.Errorf("the sound was made %d times once the title was gone, want once", made)
	}
	if _, ok := a.Scene().(*table.Scene); !ok {
		t.Errorf("the scene on show is %T, want the table", a.Scene())
	}
}
