package app

import (
	"errors"
	"math"
	"strings"
	"testing"

	"felt/render/audio"
	"felt/render/ebitentest"
	"felt/render/paint"
	"felt/render/store"
	"felt/render/table"
)

// TestOpeningSteps runs the app's first frames and checks the order in which the opening
// does its work, one long step a frame (issue 18): the title alone first; the table opened
// in a later tick; drawn under the title in a tick after that; the loop asleep between the
// steps while the title holds; the sound made only once the title is gone.
func TestOpeningSteps(t *testing.T) {
	made := 0
	a, err := open(Options{Seed: 5, NewSound: func() (*audio.Player, error) {
		made++
		return nil, errors.New("no sound in this test")
	}})
	if err != nil {
		t.Fatal(err)
	}
	if made != 0 || a.splash.open {
		t.Fatalf("New made the sound (%d) or opened the table (%v): the first frame needs neither", made, a.splash.open)
	}
	screen := ebitentest.Target(1280, 800)
	var openAt, underAt, asleep int64
	for i := 0; a.splash.up(); i++ {
		if i > 600 {
			t.Fatal("the title did not give way to the table in 600 frames")
		}
		step(t, a, screen)
		if a.splash.open && openAt == 0 {
			openAt = a.tick
			if a.frame.drawn < 2 {
				t.Errorf("the table opened in tick %d, before the first frame was on screen", a.tick)
			}
		}
		if a.splash.under && underAt == 0 {
			underAt = a.tick
		}
		if a.splash.holding(a.told) && a.pace.asleep {
			asleep++
		}
		if a.splash.up() && made != 0 {
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

// TestTitleIntoLobby runs a first visit's opening, whose title gives way to the lobby, and
// checks every frame of the fade: each shows the title over the dark of the room, or the
// lobby under it, and never the lobby seen through a half-faded title (a frame that is
// neither, by least squares against the title's first frame, the lobby's once the title is
// gone and the dark, fails).
func TestTitleIntoLobby(t *testing.T) {
	titleFade(t, Options{Store: &store.Memory{}}, `"screen":"lobby"`)
}

// TestTitleIntoNotice runs a first visit that opens a table directly (?seed=11), whose
// notice of the first start (FOR ADULTS, 18+) is up from the table's first frame, and checks
// every frame of the title's fade as TestTitleIntoLobby does: the notice never shows the
// title's letters through it (a cross-fade of the title into the table fails).
func TestTitleIntoNotice(t *testing.T) {
	titleFade(t, Options{Store: &store.Memory{}, Seed: 11}, `"notice":"adult"`)
}

// titleFade runs the opening of an app made with o until the title is gone, checks that the
// state then holds want, and that every frame of the fade is the title over the dark or the
// scene after it under the dark.
func titleFade(t *testing.T, o Options, want string) {
	t.Helper()
	a, err := open(o)
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(640, 400)
	px := func() []byte {
		p := make([]byte, 4*640*400)
		screen.ReadPixels(p)
		return p
	}
	step(t, a, screen)
	title := px()
	var fade [][]byte
	for i := 0; a.splash.up(); i++ {
		if i > 600 {
			t.Fatal("the title did not give way in 600 frames")
		}
		step(t, a, screen)
		if a.splash.up() && a.splash.ticks > splashHold {
			fade = append(fade, px())
		}
	}
	for range 3 {
		step(t, a, screen)
	}
	if st := a.State(); !strings.Contains(st, want) {
		t.Fatalf("the opening ends on %.120s, want %s", st, want)
	}
	after := px()
	if len(fade) == 0 {
		t.Fatal("no frame of the fade was drawn")
	}
	dark, night := make([]byte, len(title)), uint32(paint.Night)
	for i := 0; i < len(dark); i += 4 {
		dark[i], dark[i+1], dark[i+2] = byte(night>>16), byte(night>>8), byte(night)
	}
	for k, f := range fade {
		if e1, e2 := mixError(f, title, dark), mixError(f, after, dark); e1 > 6 && e2 > 6 {
			t.Errorf("fade frame %d of %d is neither the title over the dark (off by %.1f) nor the scene under it (off by %.1f)", k+1, len(fade), e1, e2)
		}
	}
}

// mixError returns how far, in levels of a colour channel (root mean square), the picture f
// is from the best mix a·p + (1−a)·q of pictures p and q (RGBA, 0 ≤ a ≤ 1).
func mixError(f, p, q []byte) float64 {
	var num, den float64
	for i := range f {
		if i%4 == 3 {
			continue
		}
		d := float64(p[i]) - float64(q[i])
		num += (float64(f[i]) - float64(q[i])) * d
		den += d * d
	}
	a := 0.0
	if den > 0 {
		a = max(0, min(1, num/den))
	}
	var sum float64
	n := 0
	for i := range f {
		if i%4 == 3 {
			continue
		}
		e := float64(f[i]) - (a*float64(p[i]) + (1-a)*float64(q[i]))
		sum += e * e
		n++
	}
	return math.Sqrt(sum / float64(n))
}
