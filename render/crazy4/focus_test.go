package crazy4

import (
	"strings"
	"testing"

	"felt/render/ebitentest"
	"felt/render/input"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestKeyboardFocus plays by keys alone with the focus: Tab shows a ring on the first chip and
// moves it on, Shift is not needed to come round, Enter uses what it is on (a chip, a circle,
// DEAL), each move is told to the live region, and the ring is drawn around the control and
// nowhere else; a click hides it.
func TestKeyboardFocus(t *testing.T) {
	s := newScene(t, tbl.Options{Seed: 21})
	screen := ebitentest.Target(1280, 800)
	defer screen.Deallocate()
	tabletest.NoticeSeen(t, s)
	tabletest.Settle(t, s, screen, 500)
	plain := tabletest.Picture(s, screen)
	press := func(k ebiten.Key) {
		t.Helper()
		s.Inspect().InjectKey(k)
		tabletest.Frame(t, s, screen)
	}
	s.Hook().Heard()
	press(ebiten.KeyTab)
	st := tabletest.State(t, s)
	if st.Focus != "chip 1" {
		t.Fatalf("the first Tab focuses %q, want chip 1", st.Focus)
	}
	if h := strings.Join(s.Hook().Heard(), "\n"); h != "chip 1." {
		t.Errorf("the focus is told as %q", h)
	}
	ringed := tabletest.Picture(s, screen)
	p := st.Targets["chip1"]
	x, y := tabletest.View(screen).ToDevice(p[0], p[1])
	around := layout.Rect{X: x - 60, Y: y - 60, W: 120, H: 120}
	// The ring is drawn around the chip (the rest of the picture moves on with the clock:
	// the meter, the lamps).
	if n := tabletest.Differs(plain, ringed, 1280) - tabletest.Differs(plain, ringed, 1280, around); n < 150 {
		t.Errorf("the ring changes %d pixels around the chip", n)
	}
	// Tab to the 25 chip and use it, then to the Ante circle, then to DEAL.
	until := func(want string) {
		t.Helper()
		for range 40 {
			if tabletest.State(t, s).Focus == want {
				return
			}
			press(ebiten.KeyTab)
		}
		t.Fatalf("Tab never reached %q", want)
	}
	until("chip 25")
	press(ebiten.KeyEnter)
	until("bet ante")
	press(ebiten.KeyEnter)
	if st := tabletest.State(t, s); st.Chip != cr(25) || st.Bets["ante"] != cr(25) {
		t.Fatalf("after Enter on chip 25 and the Ante: chip %v, bets %v", st.Chip, st.Bets)
	}
	tabletest.Settle(t, s, screen, 500)
	until("deal")
	press(ebiten.KeyEnter)
	if st := tabletest.State(t, s); st.Phase != "deciding" {
		t.Fatalf("Enter on DEAL: phase %s", st.Phase)
	}
	tabletest.Settle(t, s, screen, 5000)
	until("fold")
	press(ebiten.KeyEnter)
	tabletest.Settle(t, s, screen, 20000)
	if st := tabletest.State(t, s); st.Phase != "done" || st.Results == nil {
		t.Fatalf("Enter on FOLD: phase %s", st.Phase)
	}
	s.Inspect().Inject(input.Gesture{Kind: input.Tap, X: 640, Y: 400})
	tabletest.Frame(t, s, screen)
	if st := tabletest.State(t, s); st.Focus != "" {
		t.Errorf("a click left the focus on %q", st.Focus)
	}
}
