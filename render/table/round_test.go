package table_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestCreditsAgreeAtEverySpeed plays rounds of the duel at each speed, stepping the table's
// ticks (no clock): once each round is played back, the person's credits shown are the
// core's, and so are each table-mate's; no round's shown credits disagreed (Mismatches).
// The person folds every third round.
func TestCreditsAgreeAtEverySpeed(t *testing.T) {
	for _, sp := range []anim.Speed{anim.Normal, anim.Fast, anim.Instant} {
		s, _ := newDuelTable(t, tbl.Options{Speed: sp, Seed: 12345})
		tabletest.Act(t, s, "chip", "5")
		for r := range 4 {
			tabletest.Act(t, s, "bet", "ante")
			tabletest.Act(t, s, "deal", "")
			tabletest.Settle(t, s, nil, 20000)
			if r%3 == 2 {
				tabletest.Act(t, s, "fold", "")
			} else {
				tabletest.Act(t, s, "play", "1")
			}
			tabletest.Settle(t, s, nil, 20000)
			st := tabletest.State(t, s)
			where := fmt.Sprintf("%v, round %d", sp, r+1)
			if st.Phase != "done" || st.Mismatches != 0 {
				t.Fatalf("%s: phase %s, %d mismatches", where, st.Phase, st.Mismatches)
			}
			core := s.Core()
			if st.CreditsShown != st.Credits || money.Amount(st.Credits) != core.Balance(duelPerson) {
				t.Fatalf("%s: shows %v credits, the state has %v, the core %v", where, st.CreditsShown, st.Credits, core.Balance(duelPerson))
			}
			if len(st.Mates) != len(duelMates) {
				t.Fatalf("%s: table-mates %+v", where, st.Mates)
			}
			for _, m := range st.Mates {
				if want := core.Balance(m.Seat); money.Amount(m.Credits) != want {
					t.Fatalf("%s: %s shows %v, the core has %v", where, m.Name, m.Credits, want)
				}
			}
		}
	}
}

// TestReplayFromLog plays two rounds of the duel, then replays the second's recorded events
// alone into a fresh table: the same round, cards, hands, results and table-mates
// (tabletest.SameRound), and the same cards and seats' words laid out on every screen.
func TestReplayFromLog(t *testing.T) {
	live, _ := newDuelTable(t, tbl.Options{Seed: 77, Speed: anim.Fast})
	tabletest.Act(t, live, "chip", "5")
	for range 2 {
		tabletest.Act(t, live, "bet", "ante")
		tabletest.Act(t, live, "deal", "")
		tabletest.Act(t, live, "play", "1")
		tabletest.Settle(t, live, nil, 20000)
	}
	log := append([]table.Event(nil), live.Core().Events()...)
	replay, _ := newDuelTable(t, tbl.Options{Seed: 77, Speed: anim.Fast, Log: log})
	tabletest.Settle(t, replay, nil, 20000)
	tabletest.SameRound(t, tabletest.State(t, live), tabletest.State(t, replay))
	seats := func(b box.Box) bool {
		return b.Kind == box.Card || b.Kind == box.Label && b.Owner <= box.Dealer
	}
	for _, sc := range tabletest.Screens {
		a := slices.DeleteFunc(tabletest.PlanOn(t, live, sc), func(b box.Box) bool { return !seats(b) })
		b := slices.DeleteFunc(tabletest.PlanOn(t, replay, sc), func(b box.Box) bool { return !seats(b) })
		if !slices.Equal(a, b) {
			t.Errorf("%s: the replay lays out %d cards and seats' words, the live table %d:\n\t%v\n\t%v", sc.Name, len(b), len(a), b, a)
		}
	}
	if msg := replay.Hook().Act("deal", ""); msg == "" {
		t.Error("a replay took a deal")
	}
}

// TestRejectedCommandChangesNothing gives commands the table or the core refuses, in
// betting and while the person decides, and in a replay: each is refused with a message,
// and the state the hook reports (but for that message) and the core's events stay as they
// were.
func TestRejectedCommandChangesNothing(t *testing.T) {
	s, _ := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
	tabletest.NoticeSeen(t, s)
	refused := func(when string, cmds ...[2]string) {
		t.Helper()
		for _, c := range cmds {
			before, events := stateOf(t, s), len(s.Core().Events())
			if msg := s.Hook().Act(c[0], c[1]); msg == "" {
				t.Errorf("%s: %s %q was taken", when, c[0], c[1])
			}
			if after := stateOf(t, s); after != before || len(s.Core().Events()) != events {
				t.Errorf("%s: the refused %s %q changed the table:\n\t%s\n\t%s", when, c[0], c[1], before, after)
			}
		}
	}
	refused("at the start", [2]string{"deal", ""}, [2]string{"play", "1"}, [2]string{"fold", ""},
		[2]string{"chip", "7"}, [2]string{"bet", "nowhere"}, [2]string{"bet", "play"}, [2]string{"rebet", ""})
	tabletest.Act(t, s, "chip", "100")
	tabletest.Act(t, s, "bet", "ante")
	refused("betting", [2]string{"bet", "ante"}, [2]string{"double", ""}, [2]string{"play", "1"})
	tabletest.Act(t, s, "deal", "")
	refused("deciding", [2]string{"bet", "ante"}, [2]string{"clear", ""}, [2]string{"deal", ""}, [2]string{"play", "3"})
}

// stateOf is the hook's state of s without its message and the tick's fields.
func stateOf(t *testing.T, s *tbl.Scene) string {
	t.Helper()
	st := tabletest.State(t, s)
	st.Message = ""
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
