package app

import (
	"encoding/json"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/input"
	"felt/render/store"
)

// TestPhoneSettingsRowAndPays: on a phone the row along the top of the table holds only
// SETTINGS and LOBBY (at a finger's size: render/table's TestTouchOnPhones checks it; the
// settings page has the sound and the help; a larger upright screen HELP and SOUND too,
// 40 units tall), and PAYS & RULES's command (on a phone a tap on the printed sign) opens
// the pays and rules as a page of their own, readable there, which the settings page also
// leads to, on every upright screen; on a screen in landscape the row is whole and the
// command puts the sign up over the table. Both tables.
func TestPhoneSettingsRowAndPays(t *testing.T) {
	for _, game := range []string{"crazy4", "crisscross"} {
		a, err := open(Options{NoSplash: true, Store: &store.Memory{}, Game: game, Speed: anim.Instant, SpeedSet: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range [][2]int{{390, 844}, {375, 667}, {1280, 800}, {720, 1280}} {
			screen := ebitentest.Target(size[0], size[1])
			run(t, a, screen, 3)
			phone, upright := size[0] < 500, size[1] > size[0]
			st := readState(t, a)
			for _, c := range []string{"screen settings", "screen lobby"} {
				if _, ok := st.Targets[c]; !ok {
					t.Errorf("%s %v: no %q among the targets %v", game, size, c, st.Targets)
				}
			}
			for _, c := range []string{"speed", "screen drill"} {
				if _, ok := st.Targets[c]; ok == upright {
					t.Errorf("%s %v: %q shown %v on an upright screen %v", game, size, c, ok, upright)
				}
			}
			for _, c := range []string{"screen help", "mute"} {
				if _, ok := st.Targets[c]; ok == phone {
					t.Errorf("%s %v: %q shown %v on a phone %v", game, size, c, ok, phone)
				}
			}
			if xy, ok := st.Targets["help"]; phone && ok {
				// On a phone the printed sign opens the pays and rules: a tap on it (the
				// notice of the first start taken down first, by a command).
				act(t, a, "speed", "instant", "")
				x, y := a.View().ToDevice(xy[0], xy[1])
				a.stack.table().Inspect().Inject(input.Gesture{Kind: input.Tap, X: x, Y: y})
			} else {
				if phone {
					t.Errorf("%s %v: the printed sign is not among the targets %v", game, size, st.Targets)
				}
				act(t, a, "help", "on", "")
			}
			run(t, a, screen, 2)
			var p struct {
				Screen string `json:"screen"`
				Help   bool   `json:"help"`
				Pays   *struct {
					Title  string   `json:"title"`
					Tables []string `json:"tables"`
					Rules  []string `json:"rules"`
				} `json:"pays"`
			}
			if err := json.Unmarshal([]byte(a.State()), &p); err != nil {
				t.Fatal(err)
			}
			switch {
			case upright && (p.Screen != "pays" || p.Pays == nil || len(p.Pays.Tables) < 2 || len(p.Pays.Rules) < 3 || p.Pays.Title == ""):
				t.Errorf("%s %v: PAYS & RULES on an upright screen: %+v, pays %+v", game, size, p, p.Pays)
			case !upright && (p.Screen != "" || !p.Help):
				t.Errorf("%s %v: PAYS & RULES: screen %q, the sign up %v", game, size, p.Screen, p.Help)
			}
			if upright {
				act(t, a, "back", "", "")
				act(t, a, "screen", "settings", "")
				act(t, a, "press", "pays", "")
				run(t, a, screen, 2)
				if s := readState(t, a); s.Screen != "pays" {
					t.Errorf("%s %v: the settings page's Pays and rules opened %q", game, size, s.Screen)
				}
				act(t, a, "back", "", "")
				act(t, a, "back", "", "")
			} else {
				act(t, a, "help", "off", "")
			}
			run(t, a, screen, 2)
			if s := readState(t, a); s.Screen != "" {
				t.Errorf("%s %v: back at the table: screen %q", game, size, s.Screen)
			}
			screen.Deallocate()
		}
	}
}
