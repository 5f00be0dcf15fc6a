package history

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"reflect"
	"slices"
	"strings"
	"testing"

	"felt/game/history"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/crazy4"
	cr "felt/render/credits"
	"felt/render/crisscross"
	"felt/render/ebitentest"
	"felt/render/input"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// plugs are both games' tables.
func plugs() []tbl.Plug { return []tbl.Plug{crazy4.New(nil), crisscross.New(nil)} }

// playRound plays one round through the hook: the minimum on the ante, deal, and the first
// bet at every decision (or a fold now and then).
func playRound(t *testing.T, s *tbl.Scene, fold bool) {
	t.Helper()
	st := tabletest.State(t, s)
	if slices.Contains(st.Legal, "buyin") {
		tabletest.Act(t, s, "buyin", "")
	}
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "deal", "")
	for i := 0; tabletest.State(t, s).Phase == "deciding"; i++ {
		if i > 5 {
			t.Fatal("the round does not end")
		}
		if fold {
			tabletest.Act(t, s, "fold", "")
		} else {
			tabletest.Act(t, s, "play", "1")
		}
	}
}

// clock is a test's wall clock that moves a minute a call.
func clock() func() int64 {
	now := int64(1_760_000_000_000)
	return func() int64 { now += 60_000; return now }
}

// TestHistorySurvivesReload plays rounds at a kept table, opens the table and the history
// again from the same store (a reload), and finds every round there, with the net the
// table showed; a round played after the reload joins them.
func TestHistorySurvivesReload(t *testing.T) {
	screen := ebitentest.Target(640, 400)
	for _, p := range plugs() {
		t.Run(p.Game(), func(t *testing.T) {
			st := &store.Memory{}
			k := New(st, p.Game())
			k.SetClock(clock())
			s := tabletest.New(t, p, tbl.Options{Store: st, Speed: anim.Instant, Settled: k.Settled})
			var nets []string
			for i := range 4 {
				playRound(t, s, i == 2)
				tabletest.Settle(t, s, screen, 2000)
				nets = append(nets, fmt.Sprint(tabletest.State(t, s).Results.Net))
			}
			b := k.Book()
			if len(b.Rounds) != 4 || b.Totals.Rounds != 4 {
				t.Fatalf("%d rounds kept, %d counted", len(b.Rounds), b.Totals.Rounds)
			}
			for i := range b.Rounds {
				sum := b.Rounds[i].Summary()
				if got := fmt.Sprint(cr.Amount(sum.Net)); got != nets[i] {
					t.Errorf("round %d: net %s in the history, %s on the table", i, got, nets[i])
				}
				if b.Rounds[i].Took != 60_000 || b.Rounds[i].Person != int8(s.Person()) {
					t.Errorf("round %d: took %d, person %d", i, b.Rounds[i].Took, b.Rounds[i].Person)
				}
			}
			if b.Totals.Decisions[table.Fold] == 0 {
				t.Error("the fold is not counted")
			}
			// A reload: the history and the table from the same store.
			k2 := New(st, p.Game())
			k2.SetClock(clock())
			if b2 := k2.Book(); !reflect.DeepEqual(b, b2) {
				t.Fatal("the history read again differs")
			}
			if n := k2.Notes(); len(n) != 0 {
				t.Fatalf("notes on a good history: %q", n)
			}
			s2 := tabletest.New(t, p, tbl.Options{Store: st, Speed: anim.Instant, Settled: k2.Settled})
			playRound(t, s2, false)
			if b2 := k2.Book(); len(b2.Rounds) != 5 || b2.Totals.Rounds != 5 {
				t.Fatalf("after the reload: %d rounds", len(b2.Rounds))
			}
			// A seed's session and the demonstration keep nothing.
			seeded := tabletest.New(t, p, tbl.Options{Seed: 5, Store: st, Speed: anim.Instant, Settled: k2.Settled})
			playRound(t, seeded, false)
			if b2 := k2.Book(); len(b2.Rounds) != 5 {
				t.Fatal("a seed's session was recorded")
			}
		})
	}
}

// TestReplayEqualsOriginal replays the last round of the history a step at a time: the
// replay plays the same events and ends in the same state as the live table, and changes
// nothing that is kept (the table's save, the history).
func TestReplayEqualsOriginal(t *testing.T) {
	screen := ebitentest.Target(640, 400)
	for _, p := range plugs() {
		t.Run(p.Game(), func(t *testing.T) {
			st := &store.Memory{}
			k := New(st, p.Game())
			live := tabletest.New(t, p, tbl.Options{Store: st, Speed: anim.Fast, Settled: k.Settled})
			tabletest.Frame(t, live, screen)
			for i := range 3 {
				playRound(t, live, i == 1)
				tabletest.Settle(t, live, screen, 20000)
			}
			original := slices.Clone(live.Core().Events())
			saved, _ := st.Load(p.Game() + "-table")
			kept, _ := st.Load(k.Key())
			r, err := k.Round(0)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(r.Events, original) {
				t.Fatal("the history's round is not the round's events")
			}
			other := plugs()[slices.IndexFunc(plugs(), func(q tbl.Plug) bool { return q.Game() == p.Game() })]
			sc := tabletest.New(t, other, tbl.Options{Speed: anim.Fast, Log: r.Events, Step: true, Store: st})
			rp := NewReplay(sc, "test", r.Events)
			tabletest.Frame(t, rp.Scene, screen)
			if shown, total := rp.Replay().Shown(); shown != 0 || total != len(original) {
				t.Fatalf("a step replay starts with %d of %d events shown", shown, total)
			}
			steps := 0
			for {
				if msg := rp.Act("step", ""); msg != "" {
					break
				}
				steps++
				for range 3 {
					tabletest.Frame(t, rp.Scene, screen)
				}
			}
			if steps < 4 || steps >= len(original)/4 {
				t.Fatalf("%d steps for %d events", steps, len(original))
			}
			tabletest.Settle(t, rp.Scene, screen, 20000)
			var state map[string]any
			_ = state
			tabletest.SameRound(t, tabletest.State(t, live), tabletest.State(t, rp.Scene))
			if msg := rp.Act("deal", ""); !strings.Contains(msg, "replay") {
				t.Fatalf("a replay deals: %q", msg)
			}
			if again, _ := st.Load(p.Game() + "-table"); !bytes.Equal(again, saved) {
				t.Fatal("the replay changed the saved table")
			}
			if again, _ := st.Load(k.Key()); !bytes.Equal(again, kept) {
				t.Fatal("the replay changed the history")
			}
			if !strings.Contains(rp.State(), `"replayStep":[`) {
				t.Fatal("the replay's state does not say its step")
			}
			if rp.Act("back", ""); !rp.Done() {
				t.Fatal("back does not end the replay")
			}
		})
	}
}

// TestDamagedHistory keeps a history that does not read aside, under a name of its own, says
// so once, and begins a new one; one from a newer version is kept as newer.
func TestDamagedHistory(t *testing.T) {
	st := &store.Memory{}
	junk := []byte("FHIS\x01\x00 not a history at all")
	if err := st.Save("crazy4-history", junk); err != nil {
		t.Fatal(err)
	}
	if err := st.Save("crazy4-history.damaged-1", []byte("an older one")); err != nil {
		t.Fatal(err)
	}
	k := New(st, "crazy4")
	if b := k.Book(); len(b.Rounds) != 0 {
		t.Fatal("a damaged history read")
	}
	notes := k.Notes()
	if len(notes) != 1 || !strings.Contains(notes[0], "crazy4-history.damaged-2") {
		t.Fatalf("notes %q", notes)
	}
	if kept, _ := st.Load("crazy4-history.damaged-2"); !bytes.Equal(kept, junk) {
		t.Fatal("the damaged history is not kept aside as it was")
	}
	if old, _ := st.Load("crazy4-history.damaged-1"); string(old) != "an older one" {
		t.Fatal("a history kept aside before was overwritten")
	}
	if len(k.Notes()) != 0 {
		t.Fatal("the note is told twice")
	}
	// A newer version's history.
	b := &history.Book{Game: "crazy4"}
	data, _ := b.MarshalBinary()
	data[4] = 9
	data = append(data[:len(data)-4], 0, 0, 0, 0)
	st2 := &store.Memory{}
	_ = st2.Save("crazy4-history", reseal(data))
	k2 := New(st2, "crazy4")
	k2.Book()
	if _, err := st2.Load("crazy4-history.newer-1"); err != nil {
		t.Fatalf("a newer history is not kept as newer: %v", err)
	}
	// Storage that fails: the history plays on in memory.
	k3 := New(&store.Memory{Fail: true}, "crazy4")
	if b := k3.Book(); len(b.Rounds) != 0 || !errors.Is(k3.Err(), store.ErrUnavailable) {
		t.Fatalf("storage that fails: %v", k3.Err())
	}
}

// reseal puts a right checksum on a record.
func reseal(b []byte) []byte {
	b = b[:len(b)-4]
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

// TestReplayButtons taps the replay's buttons as a finger or the mouse does (a tap, and a
// long press, which a touch the loop saw late becomes) and presses their keys: NEXT STEP
// steps, RUN runs to the end, BACK and Esc end the replay.
func TestReplayButtons(t *testing.T) {
	screen := ebitentest.Target(640, 400)
	st := &store.Memory{}
	k := New(st, "crazy4")
	live := tabletest.New(t, crazy4.New(nil), tbl.Options{Store: st, Speed: anim.Instant, Settled: k.Settled})
	playRound(t, live, false)
	r, err := k.Round(0)
	if err != nil {
		t.Fatal(err)
	}
	sc := tabletest.New(t, crazy4.New(nil), tbl.Options{Speed: anim.Instant, Log: r.Events, Step: true})
	rp := NewReplay(sc, "test", r.Events)
	frame := func() {
		t.Helper()
		rp.SetView(tabletest.View(screen)) // as the app does before each Update
		if err := rp.Update(); err != nil {
			t.Fatal(err)
		}
		rp.Draw(screen, tabletest.View(screen))
	}
	frame()
	tap := func(b int, kind input.Kind) {
		t.Helper()
		x, y := rp.view.ToDevice(rp.buttons[b].Rect.Center())
		rp.pointer.Inject(input.Gesture{Kind: kind, X: x, Y: y})
		frame()
	}
	shown, total := rp.Replay().Shown()
	if shown == 0 || shown >= total || r.Events[shown].Kind != table.NoMoreBets {
		t.Fatalf("the replay opens with %d of %d events shown, not at the deal", shown, total)
	}
	tap(btnStep, input.Tap)
	s1, _ := rp.Replay().Shown()
	tap(btnStep, input.Secondary)
	s2, _ := rp.Replay().Shown()
	rp.pointer.InjectKey(ebiten.KeyN)
	frame()
	s3, _ := rp.Replay().Shown()
	if !(shown < s1 && s1 < s2 && s2 < s3) {
		t.Fatalf("steps by tap, long press and key: %d, %d, %d, %d", shown, s1, s2, s3)
	}
	tap(btnRun, input.Tap)
	if s, n := rp.Replay().Shown(); s != n {
		t.Fatalf("RUN shows %d of %d", s, n)
	}
	if !rp.buttons[btnStep].Disabled {
		t.Error("NEXT STEP is still usable at the end")
	}
	tap(btnBack, input.Tap)
	if !rp.Done() {
		t.Fatal("BACK does not end the replay")
	}
	rp2 := NewReplay(tabletest.New(t, crazy4.New(nil), tbl.Options{Speed: anim.Instant, Log: r.Events, Step: true}), "test", r.Events)
	rp2.pointer.InjectKey(ebiten.KeyEscape)
	if err := rp2.Update(); err != nil || !rp2.Done() {
		t.Fatalf("Esc does not end the replay (%v)", err)
	}
}
