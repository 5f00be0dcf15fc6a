package crazy4

import (
	"strings"
	"testing"

	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestHandOverSaysWhatToDo hands the demonstration over by a key at each moment of a round:
// the table says what the player can do now, as the table stands once the key has finished
// what was being shown (the decision awaited, or the bets to place).
func TestHandOverSaysWhatToDo(t *testing.T) {
	for tick := 0; tick < 900; tick += 37 {
		s := newScene(t, tbl.Options{Seed: 11, Demo: true, Speed: anim.Fast})
		for range tick {
			if err := s.Update(); err != nil {
				t.Fatal(err)
			}
		}
		s.InjectKey(ebiten.KeyShift)
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		st := tabletest.State(t, s)
		if st.Demo {
			t.Fatalf("tick %d: the key did not hand the seat over", tick)
		}
		deciding := st.Phase == "deciding" && st.Turn == st.Seat
		switch {
		case deciding && !strings.HasPrefix(st.Message, "Your seat: your decision: FOLD (key F)"):
			t.Errorf("tick %d: a decision awaits (%v), the message says %q", tick, st.Legal, st.Message)
		case !deciding && st.Message != "Your seat: place your bets." && st.Phase != "deciding":
			t.Errorf("tick %d: phase %s, the message says %q", tick, st.Phase, st.Message)
		}
	}
}
