package app

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
)

// TestRepliesShort: every reply of the hook is one line of at most 100 characters, as the
// README promises, even to a page name or an argument made long on purpose.
func TestRepliesShort(t *testing.T) {
	a, err := open(Options{NoSplash: true, Store: &store.Memory{}, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", 300)
	for _, c := range [][2]string{{"screen", "x"}, {"screen", long}, {long, long}, {"code", long}, {"bet", long},
		{"chip", long}, {"seed", long}, {"set", long}, {"press", long}, {"speed", long}} {
		if got := a.Act(c[0], c[1]); utf8.RuneCountInString(got) > 100 {
			t.Errorf("act(%.12q, %.12q) replied %d characters: %q", c[0], c[1], utf8.RuneCountInString(got), got)
		}
	}
}

// TestDamagedHistoryTold: a hand history that does not read is kept aside, and the table
// says so (the app gives the table its history's keeper).
func TestDamagedHistoryTold(t *testing.T) {
	st := &store.Memory{}
	if err := st.Save("crazy4-history", []byte("@@@")); err != nil {
		t.Fatal(err)
	}
	a, err := open(Options{NoSplash: true, Store: st, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(320, 200)
	var lines []string
	for range 120 {
		run(t, a, screen, 5)
		var st struct {
			Message string `json:"message"`
		}
		if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
			t.Fatal(err)
		}
		if st.Message != "" && (len(lines) == 0 || lines[len(lines)-1] != st.Message) {
			lines = append(lines, st.Message)
		}
	}
	told := false
	for _, l := range lines {
		told = told || strings.Contains(l, "kept aside as crazy4-history.damaged-1")
	}
	if !told {
		t.Errorf("the table said %q", lines)
	}
	if kept, _ := st.Load("crazy4-history.damaged-1"); string(kept) != "@@@" {
		t.Errorf("kept aside %q", kept)
	}
}

// TestRefusalsAtOnce: the page's refused parameters are told the moment the table opens,
// one after another, before the table's own news, which comes after them.
func TestRefusalsAtOnce(t *testing.T) {
	notes := []string{"?seed=-1 refused (want a whole number); the default is used.", "?speed=bogus refused (want slow, normal, fast or instant); the default is used."}
	a, err := open(Options{NoSplash: true, Store: &store.Memory{}, Game: "crazy4", Notes: notes})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(320, 200)
	message := func() string {
		var st struct {
			Message string `json:"message"`
		}
		if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
			t.Fatal(err)
		}
		return st.Message
	}
	run(t, a, screen, 3)
	if m := message(); m != notes[0] {
		t.Fatalf("three ticks in the table says %q, want %q", m, notes[0])
	}
	var lines []string
	for range 150 {
		run(t, a, screen, 5)
		if m := message(); m != "" && (len(lines) == 0 || lines[len(lines)-1] != m) {
			lines = append(lines, m)
		}
	}
	if len(lines) < 2 || lines[0] != notes[0] || lines[1] != notes[1] || !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "Free play") }) {
		t.Errorf("the table said %q", lines)
	}
}
