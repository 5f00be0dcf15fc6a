package app

import (
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/box"
	"felt/render/ebitentest"
	"felt/render/store"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestCodeReplayShowsNoCredits: a round replayed from its code is dealt again at a new table,
// the person bought in to cover its wagers: those credits were never the person's, so the
// replay neither shows them (no CREDITS on the felt) nor tells them (no "Free play: …
// credits" line), and the hook reports none. A replay from the history shows the round's own.
func TestCodeReplayShowsNoCredits(t *testing.T) {
	a, screen := instantApp(t, "crazy4")
	act(t, a, "bet", "ante", "")
	act(t, a, "deal", "", "")
	act(t, a, "play", "1", "")
	run(t, a, screen, 5)
	act(t, a, "screen", "history", "")
	act(t, a, "copy", "1", "")
	code := hstate(t, a).History.Code
	for _, from := range []string{"history", "code"} {
		if from == "history" {
			act(t, a, "replay", "1", "")
		} else {
			act(t, a, "code", code, "")
		}
		sc := a.hist.replay.Scene
		var said []string
		for i := 0; ; i++ {
			run(t, a, screen, 2)
			said = append(said, tabletest.State(t, sc).Message)
			if !sc.Replay().Step() {
				break
			} else if i > 30 {
				t.Fatal("the replay does not end")
			}
		}
		run(t, a, screen, 5)
		st := tabletest.State(t, sc)
		shown := false
		for _, b := range sc.Inspect().Drawn() {
			shown = shown || (b.Kind == box.Label && b.Name == "CREDITS")
		}
		told := strings.Contains(strings.Join(said, " "), "Free play:")
		switch {
		case from == "code" && (shown || told || st.Credits != 0 || st.CreditsShown != 0):
			t.Errorf("the code's replay shows credits %v (shown %v, told %v: %q)", st.CreditsShown, shown, told, said)
		case from == "history" && (!shown || st.CreditsShown == 0):
			t.Errorf("the history's replay shows no credits: %v, shown %v", st.CreditsShown, shown)
		}
		act(t, a, "back", "", "")
	}
}

// instantApp is an app at game's table at instant speed, keeping nothing, shown for a few
// ticks at 1280x800 on the screen it returns.
func instantApp(t *testing.T, game string) (*App, *ebiten.Image) {
	t.Helper()
	a, err := open(Options{NoSplash: true, Store: &store.Memory{}, Speed: anim.Instant, SpeedSet: true, Game: game})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	run(t, a, screen, 3)
	return a, screen
}
