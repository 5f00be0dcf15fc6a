package app

import (
	"strings"
	"testing"
	"unicode/utf8"

	"felt/render/anim"
	"felt/render/store"
)

// TestRepliesShort: every reply of the hook is one line of at most 100 characters, as the
// README promises, even to a page name or an argument made long on purpose.
func TestRepliesShort(t *testing.T) {
	a, err := New(Options{NoSplash: true, Store: &store.Memory{}, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
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
