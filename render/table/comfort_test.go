package table_test

import (
	"strings"
	"testing"
	"time"

	"felt/game/money"
	"felt/render/anim"
	"felt/render/credits"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestAdultNotice: the notice of the first start is up at a new table, told to the live
// region, and goes at the first command (a hook's command still acts; a player's click or key
// only takes it down: render/crisscross TestNoticeTakesFirstClick); it is remembered and not
// shown again. It needs no display, nor do the tests below.
func TestAdultNotice(t *testing.T) {
	st := &store.Memory{}
	s, _ := newDuelTable(t, tbl.Options{Store: st})
	if got := tabletest.State(t, s).Notice; got != "adult" {
		t.Fatalf("notice %q on a first start", got)
	}
	if h := strings.Join(s.Hook().Heard(), "\n"); !strings.Contains(h, "18+") || !strings.Contains(h, "Credits have no cash value.") {
		t.Errorf("the notice is not told: %q", h)
	}
	tabletest.Act(t, s, "chip", "5")
	state := tabletest.State(t, s)
	if state.Notice != "" || state.Chip != credits.Amount(money.Credits(5)) {
		t.Errorf("after the first command: notice %q, chip %v", state.Notice, state.Chip)
	}
	s, _ = newDuelTable(t, tbl.Options{Store: st})
	if got := tabletest.State(t, s).Notice; got != "" {
		t.Errorf("notice %q again after it was seen", got)
	}
}

// TestDemoNoticeComesAndGoes: over the self-playing demonstration the notice of the first
// start shows for six seconds of every twenty, so that the table it advertises is seen, and
// stays up (not seen) until a player's first input.
func TestDemoNoticeComesAndGoes(t *testing.T) {
	s, _ := newDuelTable(t, tbl.Options{Store: &store.Memory{}, Demo: true, Seed: 5, Speed: anim.Fast})
	shown := func(sec float64) bool {
		st := tabletest.State(t, s)
		if st.Notice != "adult" {
			t.Fatalf("at %.1f s the notice is %q, not up", sec, st.Notice)
		}
		return st.NoticeShown
	}
	want := map[int]bool{1: true, 5: true, 7: false, 12: false, 19: false, 21: true, 25: true, 27: false, 41: true}
	for tick := 1; tick <= 42*anim.TPS; tick++ {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if tick%anim.TPS != 0 {
			continue
		}
		if w, ok := want[tick/anim.TPS]; ok && shown(float64(tick)/anim.TPS) != w {
			t.Errorf("at %d s over the demonstration the notice is shown %v, want %v", tick/anim.TPS, !w, w)
		}
	}
	if !tabletest.State(t, s).Demo {
		t.Fatal("the demonstration stopped by itself")
	}
}

// TestReminder: with a reminder chosen, the table tells the time played and the session's
// net credits once the time is up (free credits are not counted as a win), and again a
// period later; the choice is kept; off, nothing is said.
func TestReminder(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	clock := func() time.Time { return now }
	st := &store.Memory{}
	s, _ := newDuelTable(t, tbl.Options{Store: st, Clock: clock, Seed: 3})
	tabletest.Act(t, s, "reminder", "30")
	if got := tabletest.State(t, s).Reminder; got != 30 {
		t.Fatalf("reminder %d", got)
	}
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "deal", "")
	tabletest.Act(t, s, "play", "1")
	tabletest.Settle(t, s, nil, 20000)
	s.Hook().Heard()
	net := money.Amount(tabletest.State(t, s).Credits) - money.Credits(1000)
	now = now.Add(29 * time.Minute)
	tabletest.Settle(t, s, nil, 100)
	if h := strings.Join(s.Hook().Heard(), "\n"); strings.Contains(h, "You have played") {
		t.Fatalf("a reminder before its time: %q", h)
	}
	now = now.Add(90 * time.Second)
	for range 3 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
	}
	want := "You have played for 30 minutes. This session: " + credits.Signed(net) + " credits. Free play: credits have no cash value."
	if got := tabletest.State(t, s).Message; got != want {
		t.Errorf("reminder %q, want %q", got, want)
	}
	if h := strings.Join(s.Hook().Heard(), "\n"); !strings.Contains(h, want) {
		t.Errorf("the reminder is not told: %q", h)
	}
	now = now.Add(30 * time.Minute)
	for range 3 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if got := tabletest.State(t, s).Message; !strings.HasPrefix(got, "You have played for 1 hour. ") {
		t.Errorf("second reminder %q", got)
	}
	s, _ = newDuelTable(t, tbl.Options{Store: st, Clock: clock})
	if got := tabletest.State(t, s).Reminder; got != 30 {
		t.Errorf("the reminder's choice is not kept: %d", got)
	}
	tabletest.Act(t, s, "reminder", "off")
	now = now.Add(3 * time.Hour)
	s.Hook().Heard()
	for range 3 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if h := strings.Join(s.Hook().Heard(), "\n"); strings.Contains(h, "You have played") {
		t.Errorf("a reminder when it is off: %q", h)
	}
	if msg := s.Hook().Act("reminder", "soon"); msg == "" {
		t.Error("reminder soon was taken")
	}
}
