package crazy4

import (
	"math"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/odds/sheet"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/printing"
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
		r := printing.SignRect(v)
		img := ebitentest.Target(int(math.Ceil(r.W*v.Scale)), int(math.Ceil(r.H*v.Scale)))
		n := printing.PaintSign(img, v, s.Stage().Fonts(), p.Sign(s.Stage()))
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
	pr := p.withProgressiveReturn(s.Stage(), nil)
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

// The H key and the HELP button ask the app for the help pages, the , key and the SETTINGS
// button for the settings page (the app opens them over the table); the pays-and-rules sign
// opens over the table with the help command and its button, closes with a click or Escape,
// and lets the settings be changed while it is up. (On a phone the command opens the pays
// and rules as a page instead: render/app's TestPhoneSettingsRowAndPays.)
func TestHelpOpensAndCloses(t *testing.T) {
	s := newScene(t, seeded(5, anim.Instant, nil))
	screen := ebitentest.Target(1280, 800)
	tabletest.Frame(t, s, screen)
	tabletest.NoticeSeen(t, s)
	for _, c := range []struct {
		key    ebiten.Key
		target string
		page   string
	}{{ebiten.KeyH, "screen help", "help"}, {ebiten.KeyComma, "screen settings", "settings"}} {
		press(t, s, screen, c.key)
		if got := s.Asked(); got != c.page {
			t.Errorf("the key %v asked for %q, want the %s page", c.key, got, c.page)
		}
		click(t, s, screen, c.target, input.Tap)
		if got := s.Asked(); got != c.page {
			t.Errorf("the button %q asked for %q, want the %s page", c.target, got, c.page)
		}
		if tabletest.State(t, s).Help {
			t.Errorf("the %s page's key or button put the sign up", c.page)
		}
	}
	tabletest.Act(t, s, "help", "on")
	tabletest.Frame(t, s, screen)
	if _, ok := tabletest.State(t, s).Targets["deal"]; ok {
		t.Error("the buttons are offered under the sign")
	}
	press(t, s, screen, ebiten.KeyEscape)
	if tabletest.State(t, s).Help {
		t.Fatal("Escape did not close the sign")
	}
	click(t, s, screen, "help", input.Tap)
	if !tabletest.State(t, s).Help {
		t.Fatal("the PAYS & RULES button did not open the sign")
	}
	click(t, s, screen, "mute", input.Tap)
	if st := tabletest.State(t, s); !st.Muted || !st.Help {
		t.Errorf("a setting under the sign: muted %v, sign up %v", st.Muted, st.Help)
	}
	s.Inspect().Inject(input.Gesture{Kind: input.Tap, X: 320, Y: 200})
	tabletest.Frame(t, s, screen)
	if tabletest.State(t, s).Help {
		t.Error("a click did not close the sign")
	}
}
