package crazy4

import (
	"encoding/json"
	"felt/render/hook"
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// FuzzAct sends any command and argument through the hook's path, as any script on the page
// can: the game never stops, a reply is one short line that never echoes more than a few
// dozen characters of what it refuses, the state stays readable, the credits stay
// conserved, and the table keeps drawing.
func FuzzAct(f *testing.F) {
	for _, c := range [][2]string{{"bet", "ante"}, {"deal", ""}, {"play", "3"}, {"chip", "25"}, {"bet", strings.Repeat("W", 300)},
		{"speed", "instant"}, {"seed", "18446744073709551615"}, {"here", ""}, {"restore", ""}, {"rebetdeal", ""}, {"fold", ""},
		{"unbet", "queens"}, {"help", "on"}, {"buyin", ""}, {"chip", "-5"}, {"play", "\xff"}} {
		f.Add(c[0], c[1])
	}
	st := &store.Memory{}
	s := newScene(f, tbl.Options{Speed: anim.Instant, SpeedSet: true, Store: st, Entropy: 7})
	screen := ebitentest.Target(64, 40)
	n := 0
	f.Fuzz(func(t *testing.T, name, arg string) {
		reply := s.Hook().Act(name, arg)
		if r := []rune(reply); len(r) > 100 {
			t.Fatalf("a reply of %d characters", len(r))
		}
		for _, long := range []string{name, arg} {
			if len(long) > 48 && strings.Contains(reply, long[:48]) {
				t.Fatalf("the reply echoes the input: %q", reply)
			}
		}
		var state hook.State
		if err := json.Unmarshal([]byte(hook.TableState(s.Hook())), &state); err != nil {
			t.Fatal(err)
		}
		c := core(s)
		if c.Err() != nil || c.Ledger().Total() != 0 {
			t.Fatalf("the core: %v, total %v", c.Err(), c.Ledger().Total())
		}
		if n++; n%25 == 0 {
			tabletest.Frame(t, s, screen)
		}
	})
}
