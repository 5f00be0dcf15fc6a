package crazy4

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/money"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// coreResumes reports whether the rules core brings a round saved in the middle back to
// where it was (docs/rules.md: an interrupted round is resumed), or voids it (the wagers
// returned). The scene must do what its core does.
func coreResumes(t *testing.T) bool {
	t.Helper()
	eval := hand.New()
	cfg := DefaultConfig()
	cfg.Seed = 1
	c, err := crazy4.NewTable(cfg, eval)
	if err != nil {
		t.Fatal(err)
	}
	p := c.Person()
	if err := c.Place(p, crazy4.Ante, money.Credits(5)); err != nil {
		t.Fatal(err)
	}
	for c.Phase() != crazy4.Deciding {
		if c.Phase() == crazy4.Done {
			if err := c.Rebet(p); err != nil {
				t.Fatal(err)
			}
		}
		if err := c.Deal(tbl.RoundSeed(1, c.Round())); err != nil {
			t.Fatal(err)
		}
	}
	b, err := c.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	r, err := crazy4.Restore(b, eval)
	if err != nil {
		t.Fatal(err)
	}
	return r.Phase() == crazy4.Deciding
}

// TestSaveAndResume saves a table in the middle of a round and starts again from the save:
// the round comes back as the core has it (resumed where it was, or void with every wager
// returned and the player told why), and so do the settings. A finished round's table
// comes back as it was. A store that refuses everything costs the memory, not the game.
func TestSaveAndResume(t *testing.T) {
	st := &store.Memory{}
	// Seed 0: a session of the store's, not a repeatable one (which saves nothing).
	s := newScene(t, seeded(0, anim.Instant, st))
	c, p := core(s), s.Person()
	start := c.Balance(p)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	tabletest.Act(t, s, "fourcolour", "on")
	mid := tabletest.State(t, s)
	if mid.Phase != "deciding" {
		t.Skipf("seed 99 gave the person no decision: %s", mid.Phase)
	}
	if err := s.Keeping().Save(); err != nil {
		t.Fatal(err)
	}
	r := newScene(t, seeded(0, anim.Instant, st))
	rc := core(r)
	back := tabletest.State(t, r)
	if !back.FourColour {
		t.Error("the four-colour setting was not kept")
	}
	if coreResumes(t) {
		if back.Phase != "deciding" || back.Turn != p || back.Round != mid.Round {
			t.Fatalf("the interrupted round did not resume: phase %s, turn %d, round %d (was %d)", back.Phase, back.Turn, back.Round, mid.Round)
		}
		if fmt.Sprint(back.Cards) != fmt.Sprint(mid.Cards) || back.Credits != mid.Credits {
			t.Errorf("resumed with cards %v and %v credits; saved with %v and %v", back.Cards, money.Amount(back.Credits), mid.Cards, money.Amount(mid.Credits))
		}
		tabletest.Act(t, r, "play", "1")
	} else {
		if got := rc.Balance(p); got != start {
			t.Errorf("after a round interrupted by a restart the credits are %v, want %v back", got, start)
		}
		if !rc.Result(p).Void {
			t.Error("the interrupted round should be void")
		}
		if back.Results == nil || !back.Results.Void || back.Results.Net != 0 {
			t.Errorf("the state's results %+v, want a void round", back.Results)
		}
		if !strings.Contains(back.Message, "interrupted") {
			t.Errorf("the table says %q, not why the wagers came back", back.Message)
		}
		if v := r.Inspect().TableShown(); !v.ResultOn || v.Result != "VOID" || !strings.Contains(v.ResultDetails, "returned") {
			t.Errorf("the result line says %q, %q (up %v)", v.Result, v.ResultDetails, v.ResultOn)
		}
		if back.CreditsShown != back.Credits || back.Mismatches != 0 {
			t.Errorf("shown %v, core %v", money.Amount(back.CreditsShown), money.Amount(back.Credits))
		}
	}
	// A finished round: the table comes back as it was.
	bet(t, r)
	tabletest.Act(t, r, "deal", "")
	if rc.Phase() == crazy4.Deciding {
		tabletest.Act(t, r, "play", "1")
	}
	tabletest.Frame(t, r, ebitentest.Target(64, 40)) // the table saves when the playback is done
	done := tabletest.State(t, r)
	q := newScene(t, seeded(0, anim.Instant, st))
	if again := tabletest.State(t, q); again.Round != done.Round || again.Credits != done.Credits || again.Phase != "done" {
		t.Errorf("after a finished round the table came back at round %d with %v credits (%s); it was round %d with %v",
			again.Round, money.Amount(again.Credits), again.Phase, done.Round, money.Amount(done.Credits))
	}
	if got := core(q).Last(p); got != rc.Last(p) {
		t.Errorf("the last bets came back as %v, were %v", got, rc.Last(p))
	}
	// A store that refuses everything costs the memory, not the game.
	bad := &store.Memory{Fail: true}
	f := newScene(t, seeded(0, anim.Instant, bad))
	bet(t, f)
	// Its read failed at the start, so nothing is written over it (issue 30): Save tries
	// nothing, or is refused; the storage is not said to be saved.
	if err := f.Keeping().Save(); err != nil && !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("saving to a refusing store: %v", err)
	}
	if st := tabletest.State(t, f); st.Storage == "saved" {
		t.Errorf("a refusing store is said to be %q", st.Storage)
	}
	tabletest.Act(t, f, "deal", "")
}
