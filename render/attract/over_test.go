package attract

import (
	"fmt"
	"testing"

	"felt/game/showcase"
	rules "felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	"felt/render/crazy4"
	"felt/render/crisscross"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/setup"
	"felt/render/store"
	"felt/render/table"
	"felt/render/tabletest"
)

func TestMain(m *testing.M) { tabletest.Main(m) }

// screens are the screens the marks are checked on (CSS pixels): landscape, portrait, and
// two phones.
var screens = []tabletest.Screen{
	{Name: "landscape", Width: 1280, Height: 800, Device: 1},
	{Name: "portrait", Width: 720, Height: 1280, Device: 1},
	{Name: "phone390x844", Width: 390, Height: 844, Device: 1},
	{Name: "phone375x667", Width: 375, Height: 667, Device: 1},
}

// openTable makes an attract table of game as the app does: every wager offered, its own
// store, the advisor playing the person's seat, at instant speed. It needs no display.
func openTable(t *testing.T, game string, speed anim.Speed) *table.Scene {
	t.Helper()
	var p table.Plug
	switch game {
	case "crisscross":
		c, err := setup.All(game).CrissCross()
		if err != nil {
			t.Fatal(err)
		}
		p = crisscross.New(&c)
	default:
		c := setup.All(game).Crazy4()
		p = crazy4.New(&c)
	}
	return tabletest.NewPlanned(t, p, table.Options{Speed: speed, Store: &store.Memory{}, Demo: true, NoNotice: true})
}

func loadFonts(t *testing.T) *fonts.Set {
	t.Helper()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// marked returns the box of the mark of words in the plan, and whether there is one.
func marked(boxes []box.Box, words string) (box.Box, bool) {
	for _, b := range boxes {
		if b.Kind == box.Label && b.Name == words {
			return b, true
		}
	}
	return box.Box{}, false
}

// checkClear fails the test for each mark of words in the plan over what a mark must never
// cover (the result line, the message, the credits, the banner, a control), or off the felt.
func checkClear(t *testing.T, boxes []box.Box, v layout.View, words, where string, keep func(box.Box) bool) {
	t.Helper()
	m, ok := marked(boxes, words)
	if !ok {
		t.Errorf("%s: no %q in the plan", where, words)
		return
	}
	for _, b := range boxes {
		if b.Name != words && keep(b) && box.Meet(m, b, 1) {
			t.Errorf("%s: %q at %.0f,%.0f %.0fx%.0f covers %v", where, words, m.Rect.X, m.Rect.Y, m.Rect.W, m.Rect.H, b)
		}
	}
}

// clearOf returns 1 if the box named words is in the plan and meets none of the boxes keep
// says it must keep clear of, else 0.
func clearOf(boxes []box.Box, words string, keep func(box.Box) bool) int {
	m, ok := marked(boxes, words)
	if !ok {
		return 0
	}
	for _, b := range boxes {
		if b.Name != words && keep(b) && box.Meet(m, b, 1) {
			return 0
		}
	}
	return 1
}

// TestWatermarkClear deals every showcase at its game's attract table and lays the table out
// on each screen at every few ticks of the round, the banner's and the result line's among
// them: the watermark and a caption are in the plan, on the felt, and cover none of the
// words the player reads, the banner or a control; attract mode's invite stays at the foot
// clear of the controls and words, and at 1280x800 covers no circle or chips in most of the
// round. It needs no display.
func TestWatermarkClear(t *testing.T) {
	fs := loadFonts(t)
	for _, s := range showcase.All() {
		t.Run(s.Game+"/"+s.Name, func(t *testing.T) {
			sc := openTable(t, s.Game, anim.Fast)
			cap := &captions{text: "Showcase: " + s.Title, left: captionLong}
			over := &Over{Fonts: fs, Watermark: true, Invite: true, cap: cap}
			sc.SetOverlay(over)
			tabletest.DealShowcase(t, sc, s)
			banner, result := false, false
			inviteClears, invites := map[string]int{}, map[string]int{}
			for tick := 0; tick < 3000; tick++ {
				if err := sc.Update(); err != nil {
					t.Fatal(err)
				}
				done := sc.Core().Phase() == rules.Done && sc.Demo().CaughtUp()
				if tick%15 != 0 && !done {
					continue
				}
				for _, scr := range screens {
					v := scr.View()
					boxes := sc.Inspect().Plan(v)
					where := fmt.Sprintf("%s, tick %d", scr.Name, tick)
					checkClear(t, boxes, v, Watermark, where, mustClear)
					checkClear(t, boxes, v, cap.text, where, mustClear)
					at, words := over.InviteAt()
					// At the foot on a wide screen; an upright one's foot is all controls,
					// and it stands above them, in the screen's lower half (on a phone,
					// where the table is full, wherever it finds room).
					if foot := map[string]float64{"landscape": 0.8, "portrait": 0.5}[scr.Name]; at.Y+at.H/2 < foot*v.Height {
						t.Errorf("%s: the invite %q at %.0f,%.0f is not at the foot", where, words, at.X, at.Y)
					}
					checkClear(t, boxes, v, words, where, mustClear)
					if m, _ := marked(boxes, words); v.CSS(m.Size) < layout.MinText-0.01 {
						t.Errorf("%s: the invite is set at %.1f CSS px, want %d or more", where, v.CSS(m.Size), layout.MinText)
					}
					inviteClears[scr.Name] += clearOf(boxes, words, inviteClear)
					invites[scr.Name]++
					for _, b := range boxes {
						banner = banner || b.Kind == box.Banner
						result = result || (b.Kind == box.Label && b.Owner == box.Table && b.Name != Watermark && b.Name != Invite && b.Name != InviteShort && b.Name != cap.text)
					}
				}
				if done || t.Failed() {
					break
				}
			}
			// At 1280x800 the foot has room for the invite beside the person's circles but
			// while the decision's buttons stand beside the chips.
			if n := inviteClears["landscape"]; 2*n < invites["landscape"] {
				t.Errorf("the invite cleared the circles in %d of %d landscape layouts, want most", n, invites["landscape"])
			}
			if sc.Demo().Stacked() != s.Name {
				t.Errorf("the table's showcase is %q, want %q", sc.Demo().Stacked(), s.Name)
			}
			if !banner || !result {
				t.Errorf("the round showed a banner %v and the table's words %v: nothing to keep clear of", banner, result)
			}
		})
	}
}

// TestMetersDim runs the loop through both games: while the advisor plays its rounds, both
// meters' panels of each table (Crazy 4 Poker's progressive and 5 Card Bonus jackpot, Criss
// Cross Poker's Bonus Spin and Xtreme Hot Spot) are veiled, and while a showcase is on show
// neither is. It needs no display.
func TestMetersDim(t *testing.T) {
	fs := loadFonts(t)
	l := New(Options{
		Open:    func(game string) (*table.Scene, error) { return openTable(t, game, anim.Instant), nil },
		Fonts:   fs,
		Games:   []string{"crazy4", "crisscross"},
		Rounds:  1,
		Instant: true,
	})
	v := screens[0].View()
	seen := map[string]bool{}
	for tick := 0; tick < 20000 && len(seen) < 4; tick++ {
		if err := l.Update(); err != nil {
			t.Fatal(err)
		}
		sc := l.Table()
		step := l.Step()
		if sc == nil || (step != "rounds" && step != "rest") {
			continue
		}
		key := l.Game() + "/" + step
		if seen[key] {
			continue
		}
		seen[key] = true
		var panels []layout.Rect
		for _, b := range sc.Inspect().Plan(v) {
			if b.Kind == box.Board && b.Name != table.MeterDigits && (b.Group == geom.MeterGroup(0) || b.Group == geom.MeterGroup(1)) {
				panels = append(panels, v.Rect(b.Rect))
			}
		}
		if len(panels) != 2 {
			t.Errorf("%s: %d meters' panels in the plan, want 2", key, len(panels))
		}
		dimmed := l.over.Dimmed()
		if step == "rest" {
			if len(dimmed) > 0 {
				t.Errorf("%s: the meters' panels %v dimmed while the showcase is on show", key, dimmed)
			}
			continue
		}
		if len(dimmed) != len(panels) {
			t.Errorf("%s: panels %v dimmed, want %v", key, dimmed, panels)
			continue
		}
		for i := range panels {
			if dimmed[i] != panels[i] {
				t.Errorf("%s: panel %v dimmed, want %v", key, dimmed[i], panels[i])
			}
		}
	}
	if len(seen) < 4 {
		t.Errorf("the loop showed %v: want the rounds and a showcase's rest at both games", seen)
	}
}
