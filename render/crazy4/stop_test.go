package crazy4

import (
	"felt/render/hook"
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/box"
	"felt/render/ebitentest"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestTrainerStopOnePiece: the trainer's stop of a costly fold (a pair, at 1280x800) is one
// piece on the felt, its two lines on one pill broken where the sentence pauses, and it
// leaves the person's hand's name in view.
func TestTrainerStopOnePiece(t *testing.T) {
	s := newScene(t, tbl.Options{Speed: anim.Instant, Seed: 11})
	tabletest.Act(t, s, "trainer", "on")
	st := dealUntil(t, s, func(st hook.State) bool {
		return st.Advice != nil && st.Advice.Best != "fold" && strings.HasPrefix(st.Hand, "Pair of")
	})
	msg := s.Hook().Act("fold", "")
	if !strings.Contains(msg, "again to go ahead") {
		t.Fatalf("the fold of %s was not stopped: %q", st.Hand, msg)
	}
	screen := ebitentest.Target(1280, 800)
	for range 20 {
		tabletest.Frame(t, s, screen)
	}
	var stop, name []box.Box
	for _, b := range s.Inspect().Drawn() {
		switch {
		case b.Kind == box.Label && b.Name == st.Hand:
			name = append(name, b)
		case b.Kind == box.Label && b.Name != "" && strings.Contains(msg, b.Name) && len(b.Name) > 8:
			stop = append(stop, b)
		}
	}
	if len(stop) != 1 || stop[0].Name != msg {
		t.Fatalf("the stop %q is drawn as %+v, want one piece", msg, stop)
	}
	if len(name) != 1 {
		t.Fatalf("the hand's name %q drawn %d times", st.Hand, len(name))
	}
	if box.Meet(stop[0], name[0], 0) {
		t.Errorf("the stop %v covers the hand's name %q %v", stop[0].Rect, st.Hand, name[0].Rect)
	}
	tabletest.WriteShot(t, screen, "trainer-stop")
}
