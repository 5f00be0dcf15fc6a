package app

import (
	"encoding/json"
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/input"
	"felt/render/store"

	"github.com/hajimehoshi/ebiten/v2"
)

// pageState is what the tests read of the hook's state.
type pageState struct {
	Game    string                `json:"game"`
	Screen  string                `json:"screen"`
	Screens []string              `json:"screens"`
	Phase   string                `json:"phase"`
	Round   int                   `json:"round"`
	Credits float64               `json:"credits"`
	Targets map[string][2]float64 `json:"targets"`
	Table   *struct {
		Game    string  `json:"game"`
		Phase   string  `json:"phase"`
		Round   int     `json:"round"`
		Credits float64 `json:"credits"`
	} `json:"table"`
	Lobby *struct {
		Tables []struct {
			Game     string   `json:"game"`
			SideBets []string `json:"sideBets"`
			Meters   []struct {
				Cents int64 `json:"cents"`
			} `json:"meters"`
			Open bool `json:"open"`
		} `json:"tables"`
	} `json:"lobby"`
}

func readState(t *testing.T, a *App) pageState {
	t.Helper()
	var st pageState
	s := a.State()
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		t.Fatalf("state %s: %v", s, err)
	}
	return st
}

func act(t *testing.T, a *App, name, arg, want string) {
	t.Helper()
	if got := a.Act(name, arg); got != want {
		t.Fatalf("act(%q, %q) = %q, want %q", name, arg, got, want)
	}
}

// run runs n ticks of the app, drawing each on screen.
func run(t *testing.T, a *App, screen *ebiten.Image, n int) {
	t.Helper()
	for range n {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
		ebitentest.Tick()
	}
}

// TestLobbyFirstVisit: a first visit opens the lobby, which shows both tables and has no way
// back; a table is chosen by the hook; the next visit comes back to it.
func TestLobbyFirstVisit(t *testing.T) {
	st := &store.Memory{}
	a, err := open(Options{NoSplash: true, Store: st, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	run(t, a, screen, 3)
	s := readState(t, a)
	if s.Game != "lobby" || s.Screen != "lobby" || s.Table != nil {
		t.Fatalf("a first visit opens on %q/%q (table %v), want the lobby alone", s.Game, s.Screen, s.Table)
	}
	if s.Lobby == nil || len(s.Lobby.Tables) != 2 {
		t.Fatalf("the lobby shows %+v, want two tables", s.Lobby)
	}
	for _, tb := range s.Lobby.Tables {
		if len(tb.SideBets) == 0 || len(tb.Meters) == 0 || tb.Meters[0].Cents <= 0 || tb.Open {
			t.Errorf("the lobby's %s: %+v", tb.Game, tb)
		}
	}
	if _, ok := s.Targets["back"]; ok {
		t.Error("the lobby of a first visit has a BACK target")
	}
	act(t, a, "back", "", "choose a table first")
	act(t, a, "deal", "", "the lobby page does not take \"deal\"")
	act(t, a, "press", "crisscross", "")
	s = readState(t, a)
	if s.Game != "crisscross" || s.Screen != "" {
		t.Fatalf("after choosing Criss Cross: %q/%q", s.Game, s.Screen)
	}
	run(t, a, screen, 2)

	// The next visit comes back to the table left.
	b, err := open(Options{NoSplash: true, Store: st, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	if s := readState(t, b); s.Game != "crisscross" || s.Screen != "" {
		t.Errorf("a returning player opens on %q/%q, want the Criss Cross table", s.Game, s.Screen)
	}
}

// TestPageOverRound: the lobby opened in the middle of a round keeps the round: the table
// under it is not updated, the round is there when the page closes, and it plays on.
func TestPageOverRound(t *testing.T) {
	a, err := open(Options{NoSplash: true, Seed: 5, Game: "crazy4"})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	run(t, a, screen, 3)
	act(t, a, "bet", "ante", "")
	act(t, a, "deal", "", "")
	before := readState(t, a)
	if before.Phase != "deciding" {
		t.Fatalf("phase %q after the deal", before.Phase)
	}
	act(t, a, "screen", "lobby", "")
	run(t, a, screen, 90)
	s := readState(t, a)
	if s.Game != "lobby" || s.Screen != "lobby" || s.Table == nil || s.Table.Phase != "deciding" || s.Table.Round != before.Round {
		t.Fatalf("the lobby over a round: %+v", s)
	}
	if _, ok := s.Targets["back"]; !ok {
		t.Error("the lobby over a table has no BACK")
	}
	act(t, a, "fold", "", "the lobby page is open: act('back') first")
	if r := a.Act("screen", "nowhere"); !strings.HasPrefix(r, `no page called "nowhere" (want `) || !strings.Contains(r, "lobby") {
		t.Errorf("act('screen', 'nowhere') = %q", r)
	}
	// Esc closes the page, as BACK does.
	a.stack.pages[0].Key(ebiten.KeyEscape)
	s = readState(t, a)
	if s.Screen != "" || s.Phase != "deciding" || s.Round != before.Round || s.Credits != before.Credits {
		t.Fatalf("back at the table: %+v, want the round as it was %+v", s, before)
	}
	act(t, a, "fold", "", "")
	act(t, a, "back", "", "no page is open")
}

// TestBackToTheTable: choosing the table under the lobby closes the lobby; choosing the
// other game opens its table and keeps the first one to come back to.
func TestBackToTheTable(t *testing.T) {
	st := &store.Memory{}
	a, err := open(Options{NoSplash: true, Store: st, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(720, 1280)
	run(t, a, screen, 3)
	act(t, a, "bet", "ante", "")
	credits := readState(t, a).Credits
	act(t, a, "screen", "lobby", "")
	run(t, a, screen, 2)
	act(t, a, "press", "crisscross", "")
	if s := readState(t, a); s.Game != "crisscross" {
		t.Fatalf("game %q", s.Game)
	}
	act(t, a, "screen", "lobby", "")
	act(t, a, "play", "crazy4", "")
	s := readState(t, a)
	if s.Game != "crazy4" || s.Credits != credits {
		t.Errorf("back at Crazy 4 Poker: %+v, want credits %v", s, credits)
	}
	if got, _ := st.Load(lastKey); string(got) != "crazy4" {
		t.Errorf("the table remembered is %q", got)
	}
}

// TestTableAsksForTheLobby: Esc at the table, and a click on its LOBBY button, open the
// lobby over it; Esc while the pays-and-rules sign is up only closes the sign (on a screen
// in landscape: an upright one opens the pays and rules as a page).
func TestTableAsksForTheLobby(t *testing.T) {
	a, err := open(Options{NoSplash: true, Seed: 5, Game: "crazy4"})
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1280, 800}, {1024, 768}} {
		screen := ebitentest.Target(size[0], size[1])
		run(t, a, screen, 3)
		sc := a.stack.table()
		act(t, a, "help", "on", "")
		sc.Inspect().InjectKey(ebiten.KeyEscape)
		run(t, a, screen, 2)
		if s := readState(t, a); s.Screen != "" {
			t.Fatalf("%v: Esc with the sign up opened %q", size, s.Screen)
		}
		sc.Inspect().InjectKey(ebiten.KeyEscape)
		run(t, a, screen, 2)
		if s := readState(t, a); s.Screen != "lobby" {
			t.Fatalf("%v: Esc at the table opened %q, want the lobby", size, s.Screen)
		}
		act(t, a, "back", "", "")
		run(t, a, screen, 2)
		var st struct {
			Targets map[string][2]float64 `json:"targets"`
		}
		if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
			t.Fatal(err)
		}
		xy, ok := st.Targets["screen lobby"]
		if !ok {
			t.Fatalf("%v: no LOBBY button among the targets %v", size, st.Targets)
		}
		x, y := a.View().ToDevice(xy[0], xy[1])
		sc.Inspect().Inject(input.Gesture{Kind: input.Tap, X: x, Y: y})
		run(t, a, screen, 2)
		if s := readState(t, a); s.Screen != "lobby" {
			t.Fatalf("%v: a click on LOBBY opened %q", size, s.Screen)
		}
		act(t, a, "back", "", "")
	}
}

// TestPageBackShowsNow: a page that comes back on show when the one over it closes shows
// what is so now, at once: the lobby, after the table's settings changed, says from its
// first frame back that they take effect between rounds, and its rows (and PLAY) are where
// they will stay, not moved a second later (a click on PLAY just after Esc met the place
// PLAY had before).
func TestPageBackShowsNow(t *testing.T) {
	a, err := open(Options{NoSplash: true, Store: &store.Memory{}, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	run(t, a, screen, 3)
	before := a.State()
	act(t, a, "press", "setup-crazy4", "")
	run(t, a, screen, 2)
	act(t, a, "set", "handBonus=both", "")
	act(t, a, "set", "coverAll=on", "")
	act(t, a, "set", "badBeat=1", "")
	run(t, a, screen, 2)
	act(t, a, "back", "", "")
	back := readState(t, a)
	if back.Screen != "lobby" {
		t.Fatalf("back on %q", back.Screen)
	}
	const note = "New table settings take effect between rounds"
	if strings.Contains(before, note) || !strings.Contains(a.State(), note) {
		t.Errorf("the lobby back from the settings does not say they wait for the table: %s", a.State())
	}
	run(t, a, screen, 130)
	later := readState(t, a).Targets
	for name, at := range later {
		if back.Targets[name] != at {
			t.Errorf("%s at %v back from the settings, at %v two seconds later", name, back.Targets[name], at)
		}
	}
}
