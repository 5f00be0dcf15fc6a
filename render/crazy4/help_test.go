package crazy4

import (
	"math"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/odds/sheet"
	"felt/render/anim"
	"felt/render/input"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// Every rule topic fits on the sign, in landscape and in portrait, at the smallest windows
// of each shape and at a high-DPI scale.
func TestHelpFits(t *testing.T) {
	s, p := newPlugScene(t, seeded(5, anim.Slow, nil))
	want := len(crazy4.Help(core(s).Config()))
	for _, size := range [][3]float64{{1280, 800, 1}, {1024, 600, 1}, {1280, 800, 2}, {390, 844, 3}, {720, 1280, 1}, {360, 640, 2}} {
		v := layout.Fit(size[0], size[1], size[2])
		r := tbl.SignRect(v)
		img := ebiten.NewImage(int(math.Ceil(r.W*v.Scale)), int(math.Ceil(r.H*v.Scale)))
		n := p.paintSign(s, img, v)
		img.Deallocate()
		if n != want {
			t.Errorf("%vx%v at %vx, %v: %d of %d topics fit", size[0], size[1], size[2], v.Orientation, n, want)
		}
	}
}

// The sign ends each pay table with the wager's return from the math sheet, and the
// progressive's with its return at the meter as it stands.
func TestHelpReturns(t *testing.T) {
	s, p := newPlugScene(t, seeded(5, anim.Slow, nil))
	main := withReturns(nil, sheet.BetMain, "")
	if len(main) != 2 || main[0].Pay != "96.58%" || !strings.HasSuffix(main[1].Pay, "1.09%") {
		t.Errorf("main game lines %+v", main)
	}
	q, ok := p.queensUp()
	if !ok {
		t.Fatal("the table offers no Queens Up")
	}
	if l := withReturns(nil, sheet.BetQueensUp, q.Name); len(l) != 1 || !strings.HasSuffix(l[0].Pay, "%") {
		t.Errorf("Queens Up %s lines %+v", q.Name, l)
	}
	if l := withReturns(nil, "no such bet", ""); len(l) != 0 {
		t.Errorf("an unknown bet printed %+v", l)
	}
	pr := p.withProgressiveReturn(s, nil)
	if len(pr) != 1 {
		t.Fatalf("progressive lines %+v", pr)
	}
	c := core(s)
	f, _ := sheet.Find(sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetProgressive4, Paytable: c.Config().Progressive.Table})
	now, _ := f.ReturnAt(c.ProgressiveMeter().Meter(0) * f.Base / c.Config().Progressive.Unit)
	if want := percent(now) + " · " + percent(f.Return); pr[0].Pay != want {
		t.Errorf("progressive return %q, want %q", pr[0].Pay, want)
	}
	if percent(0.9658) != "96.58%" {
		t.Error(percent(0.9658))
	}
}

// The sign opens over the table with the HELP command and the H key, closes with a click
// or Escape, and lets the settings be changed while it is up.
func TestHelpOpensAndCloses(t *testing.T) {
	s := newScene(t, seeded(5, anim.Instant, nil))
	screen := ebiten.NewImage(640, 400)
	tabletest.Frame(t, s, screen)
	press(t, s, screen, ebiten.KeyH)
	if !tabletest.State(t, s).Help {
		t.Fatal("the H key did not open the sign")
	}
	if _, ok := tabletest.State(t, s).Targets["deal"]; ok {
		t.Error("the buttons are offered under the sign")
	}
	press(t, s, screen, ebiten.KeyEscape)
	if tabletest.State(t, s).Help {
		t.Fatal("Escape did not close the sign")
	}
	tabletest.Act(t, s, "help", "on")
	tabletest.Frame(t, s, screen)
	click(t, s, screen, "fourcolour", input.Tap)
	if st := tabletest.State(t, s); !st.FourColour || !st.Help {
		t.Errorf("a setting under the sign: four colours %v, sign up %v", st.FourColour, st.Help)
	}
	s.Inject(input.Gesture{Kind: input.Tap, X: 320, Y: 200})
	tabletest.Frame(t, s, screen)
	if tabletest.State(t, s).Help {
		t.Error("a click did not close the sign")
	}
}
