package crazy4

import (
	"bytes"
	"fmt"
	"strconv"
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// playKept bets, deals, plays 1x and lets the settlement play.
func playKept(t *testing.T, s *tbl.Scene) []string {
	t.Helper()
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	if core(s).Phase() == crazy4.Deciding {
		tabletest.Act(t, s, "play", "1")
	}
	return heard(t, s, 900)
}

// TestReadFailsNoOverwrite: where the saved table and settings cannot be read (getItem
// throws) but writes work, a new table opens, says that nothing is remembered, and never
// writes over what is saved: storage stays "unavailable", each thing "unread".
func TestReadFailsNoOverwrite(t *testing.T) {
	st := &store.Memory{}
	a := tab(t, st, 1, false)
	playKept(t, a)
	tabletest.Act(t, a, "speed", "fast")
	if err := a.Keeping().Save(); err != nil {
		t.Fatal(err)
	}
	before := map[string][]byte{}
	for _, k := range []string{"crazy4-table", "crazy4-holder", "settings"} {
		b, err := st.Load(k)
		must(t, err)
		before[k] = b
	}
	st.NoRead = true
	s := tab(t, st, 2, false)
	lines := heard(t, s, 300)
	for range 2 {
		lines = append(lines, playKept(t, s)...)
		tabletest.Act(t, s, "speed", "instant")
	}
	if said(lines, "nothing will be remembered") != 1 {
		t.Errorf("the table said %q", lines)
	}
	st.NoRead = false
	for k, b := range before {
		if now, _ := st.Load(k); !bytes.Equal(now, b) {
			t.Errorf("%s was written over after its read failed", k)
		}
	}
	state := tabletest.State(t, s)
	if state.Storage != "unavailable" || state.Saves.Table != "unread" || state.Saves.Settings != "unread" {
		t.Errorf("storage %q, saves %+v", state.Storage, state.Saves)
	}
}

// TestDamagedNotKeptNotOverwritten: a damaged save that cannot be kept aside (the storage
// full) is left where it is, never written over, and the line says why truthfully.
func TestDamagedNotKeptNotOverwritten(t *testing.T) {
	st := &store.Memory{}
	junk := bytes.Repeat([]byte("damaged "), 1000)
	must(t, st.Save("crazy4-table", junk))
	st.Full = true
	s := tab(t, st, 3, false)
	lines := heard(t, s, 1200)
	if said(lines, "nor kept aside (no room in the storage)") != 1 || said(lines, "saves nothing over it") != 1 {
		t.Errorf("the table said %q", lines)
	}
	st.Full = false // room again: the table still saves nothing over it this session
	playKept(t, s)
	if now, _ := st.Load("crazy4-table"); !bytes.Equal(now, junk) {
		t.Fatal("the damaged save was written over")
	}
	if got := tabletest.State(t, s).Saves.Table; got != "unread" {
		t.Errorf("saves.table %q", got)
	}
}

// TestKeptAsideFull: with 99 damaged tables kept aside, a 100th is kept too: the oldest is
// dropped to make room, with a line that says so (not that the storage is full).
func TestKeptAsideFull(t *testing.T) {
	st := &store.Memory{}
	for n := 1; n <= store.MaxKept; n++ {
		must(t, st.Save("crazy4-table.damaged-"+strconv.Itoa(n), []byte{byte(n)}))
	}
	junk := []byte("the newest damaged save")
	must(t, st.Save("crazy4-table", junk))
	s := tab(t, st, 3, false)
	lines := heard(t, s, 900)
	if said(lines, "oldest table kept aside was dropped") != 1 || said(lines, "kept aside as crazy4-table.damaged-99") != 1 || said(lines, "full") != 0 {
		t.Errorf("the table said %q", lines)
	}
	if k, _ := st.Load("crazy4-table.damaged-99"); !bytes.Equal(k, junk) {
		t.Errorf("kept %q", k)
	}
	playKept(t, s)
	if got := tabletest.State(t, s).Storage; got != "saved" {
		t.Errorf("storage %q", got)
	}
}

// journal is a hand history's keeper as the table sees it, failing as told.
type journal struct {
	notes []string
	err   error
}

func (j *journal) Notes() []string { n := j.notes; j.notes = nil; return n }
func (j *journal) Err() error      { return j.err }

// TestHistoryTroubleTold: the hand history's lines (a history kept aside) are told on the
// table, and its failure to save too; state().storage and saves.history tell the truth
// while the table itself saves, and a history saved again ends the trouble.
func TestHistoryTroubleTold(t *testing.T) {
	st := &store.Memory{}
	j := &journal{notes: []string{"The hand history could not be read: it is kept aside as crazy4-history.damaged-1; a new one begins."}}
	s := newScene(t, tbl.Options{Speed: anim.Instant, Store: st, Entropy: 4, Journal: j, Settled: func(int, []table.Event, money.Amount) {}})
	if lines := heard(t, s, 400); said(lines, "crazy4-history.damaged-1") != 1 {
		t.Errorf("the table said %q", lines)
	}
	j.err = fmt.Errorf("saving the history: %w", store.ErrFull)
	lines := playKept(t, s)
	if said(lines, "storage is full: the hand history is not being saved") != 1 {
		t.Errorf("the table said %q", lines)
	}
	if got := tabletest.State(t, s); got.Storage != "full" || got.Saves.History != "full" || got.Saves.Table != "saved" {
		t.Errorf("storage %q, saves %+v", got.Storage, got.Saves)
	}
	j.err = nil
	playKept(t, s)
	if got := tabletest.State(t, s); got.Storage != "saved" || got.Saves.History != "saved" {
		t.Errorf("after a save that works: storage %q, saves %+v", got.Storage, got.Saves)
	}
}
