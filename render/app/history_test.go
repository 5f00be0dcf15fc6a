package app

import (
	"encoding/json"
	"math"
	"os"
	"strings"
	"testing"
	"time"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/history"
	"felt/render/store"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// historyState is what the tests read of the history's and the replay's state.
type historyState struct {
	Screen  string  `json:"screen"`
	Phase   string  `json:"phase"`
	Replay  bool    `json:"replay"`
	Step    []int   `json:"replayStep"`
	Code    string  `json:"replayCode"`
	Credits float64 `json:"credits"`
	History *struct {
		Rounds []struct {
			Round uint64  `json:"round"`
			Hand  string  `json:"hand"`
			Net   float64 `json:"net"`
		} `json:"rounds"`
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"history"`
	Stats *struct {
		Rounds  int64     `json:"rounds"`
		Net     float64   `json:"net"`
		Wagered float64   `json:"wagered"`
		Chart   []float64 `json:"chart"`
		Confirm bool      `json:"confirm"`
		Wagers  []struct {
			Title  string  `json:"title"`
			Made   int64   `json:"made"`
			Net    float64 `json:"net"`
			Return float64 `json:"return"`
			Sheet  float64 `json:"sheet"`
		} `json:"wagers"`
	} `json:"stats"`
	Table *struct {
		Credits float64 `json:"credits"`
		Round   int     `json:"round"`
	} `json:"table"`
	Results *struct {
		Net float64 `json:"net"`
	} `json:"results"`
}

func hstate(t *testing.T, a *App) historyState {
	t.Helper()
	var st historyState
	s := a.State()
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		t.Fatalf("state %s: %v", s, err)
	}
	return st
}

// TestHistoryPagesAndReplay plays rounds at a kept table, lists them on the history page,
// replays one a step at a time (the credits do not move), copies its code and replays the
// code, reads the statistics and resets them after confirming; a new app on the same store
// (a reload) finds the history.
func TestHistoryPagesAndReplay(t *testing.T) {
	st := &store.Memory{}
	for _, game := range []string{"crazy4", "crisscross"} {
		a, err := open(Options{NoSplash: true, Store: st, Speed: anim.Instant, SpeedSet: true, Game: game})
		if err != nil {
			t.Fatal(err)
		}
		screen := ebitentest.Target(1280, 800)
		run(t, a, screen, 3)
		var nets []float64
		for i := range 3 {
			act(t, a, "bet", "ante", "")
			act(t, a, "deal", "", "")
			for hstate(t, a).Phase == "deciding" {
				if i == 1 {
					act(t, a, "fold", "", "")
				} else {
					act(t, a, "play", "1", "")
				}
			}
			run(t, a, screen, 5)
			nets = append(nets, hstate(t, a).Results.Net)
		}
		act(t, a, "screen", "history", "")
		run(t, a, screen, 2)
		s := hstate(t, a)
		if s.Screen != "history" || s.History == nil || len(s.History.Rounds) != 3 {
			t.Fatalf("%s: the history page: %+v", game, s.History)
		}
		for i, r := range s.History.Rounds {
			if r.Net != nets[2-i] || r.Hand == "" {
				t.Errorf("%s: round %d listed as %+v, net %v on the table", game, i, r, nets[2-i])
			}
		}
		credits := s.Table.Credits
		// Replay the newest round a step at a time, by the hook.
		act(t, a, "replay", "1", "")
		s = hstate(t, a)
		if s.Screen != "replay" || !s.Replay || len(s.Step) != 2 || s.Step[0] != 0 || s.Code == "" {
			t.Fatalf("%s: the replay: %+v", game, s)
		}
		act(t, a, "deal", "", "This is a replay: it changes nothing")
		for hstate(t, a).Step[0] < hstate(t, a).Step[1] {
			act(t, a, "step", "", "")
			run(t, a, screen, 2)
		}
		act(t, a, "step", "", "the replay is at its end")
		run(t, a, screen, 40)
		if r := hstate(t, a).Results; r == nil || r.Net != nets[2] {
			t.Fatalf("%s: the replay ends with %+v, the round with %v", game, r, nets[2])
		}
		code := hstate(t, a).Code
		act(t, a, "back", "", "")
		if s := hstate(t, a); s.Screen != "history" || s.Table.Credits != credits {
			t.Fatalf("%s: after the replay: screen %q, credits %v (were %v)", game, s.Screen, s.Table.Credits, credits)
		}
		// The code of that round replays it too; one that does not parse is refused.
		act(t, a, "copy", "1", "")
		if c := hstate(t, a).History.Code; c != code {
			t.Fatalf("%s: copy gives %q, the replay showed %q", game, c, code)
		}
		if got := a.Act("code", "NOT-A-CODE"); !strings.HasPrefix(got, "that code does not replay: not a round code") {
			t.Fatalf("%s: a bad code: %q", game, got)
		}
		act(t, a, "code", strings.ToLower(code), "")
		act(t, a, "run", "", "")
		run(t, a, screen, 60)
		if r := hstate(t, a).Results; r == nil || r.Net != nets[2] {
			t.Fatalf("%s: the code's replay ends with %+v, the round with %v", game, r, nets[2])
		}
		act(t, a, "back", "", "")
		// A code typed on the history page (TYPE A CODE): refused with a line when it does
		// not parse, replayed when it does.
		act(t, a, "press", "type", "")
		top := a.stack.pages[len(a.stack.pages)-1]
		pg, ok := top.Page().(*history.Page)
		if !ok || !pg.Typing() {
			t.Fatalf("%s: TYPE A CODE did not open the field on %T", game, top.Page())
		}
		pg.Type([]rune("f00-bar"), []ebiten.Key{ebiten.KeyEnter})
		if s := hstate(t, a); s.Screen != "history" || !strings.HasPrefix(s.History.Message, "That code does not replay: not a round code") {
			t.Fatalf("%s: a bad typed code: screen %q, %q", game, s.Screen, s.History.Message)
		}
		for range len("F00BAR") {
			pg.Type(nil, []ebiten.Key{ebiten.KeyBackspace})
		}
		pg.Type([]rune(code[:10]+"-"+code[10:]), nil)
		pg.Type(nil, []ebiten.Key{ebiten.KeyEnter})
		if s := hstate(t, a); s.Screen != "replay" || s.Code != code {
			t.Fatalf("%s: the typed code: screen %q, code %q, want %q", game, s.Screen, s.Code, code)
		}
		act(t, a, "back", "", "")
		// The desktop's clipboard (the system's command: here a stand-in for xclip that keeps
		// it in a file): the last round's code copied, then pasted back and replayed.
		board := tabletest.XClip(t)
		act(t, a, "press", "copy", "")
		for i := 0; ; i++ { // the copy runs in the background
			if b, _ := os.ReadFile(board); string(b) == code {
				break
			} else if i > 300 {
				t.Fatalf("%s: the clipboard holds %q, want the code %q", game, b, code)
			}
			time.Sleep(10 * time.Millisecond)
		}
		act(t, a, "press", "paste", "")
		for i := 0; hstate(t, a).Screen != "replay"; i++ {
			if i > 300 {
				t.Fatalf("%s: the pasted code is not replayed: %q", game, hstate(t, a).History.Message)
			}
			run(t, a, screen, 1)
			time.Sleep(10 * time.Millisecond)
		}
		if s := hstate(t, a); s.Code != code {
			t.Fatalf("%s: the pasted code replays %q, want %q", game, s.Code, code)
		}
		act(t, a, "back", "", "")
		// The statistics, and a reset that asks first.
		act(t, a, "back", "", "")
		act(t, a, "screen", "stats", "")
		s = hstate(t, a)
		if s.Stats == nil || s.Stats.Rounds != 3 || len(s.Stats.Chart) != 3 || len(s.Stats.Wagers) == 0 || s.Stats.Wagers[0].Made != 3 || s.Stats.Wagers[0].Sheet < 0.9 {
			t.Fatalf("%s: the statistics: %+v", game, s.Stats)
		}
		if net := nets[0] + nets[1] + nets[2]; s.Stats.Net != net {
			t.Errorf("%s: statistics net %v, the rounds' %v", game, s.Stats.Net, net)
		}
		// The main game's return is per credit staked on it (the rounds made the main
		// wagers alone), beside the sheet's: 1 less its element of risk.
		if m := s.Stats.Wagers[0]; m.Net != s.Stats.Net || math.Abs(m.Return-(1+m.Net/s.Stats.Wagered)) > 1e-9 || m.Sheet < 0.98 || m.Sheet > 0.99 {
			t.Errorf("%s: the main game's line %+v (wagered %v)", game, m, s.Stats.Wagered)
		}
		act(t, a, "reset", "yes", "reset asks first: act('reset') then act('reset', 'yes')")
		act(t, a, "press", "reset", "")
		if !hstate(t, a).Stats.Confirm {
			t.Fatal("the reset does not ask")
		}
		act(t, a, "press", "reset-yes", "")
		if s := hstate(t, a); s.Stats.Rounds != 0 || len(s.Stats.Chart) != 0 {
			t.Fatalf("%s: after the reset: %+v", game, s.Stats)
		}
		act(t, a, "back", "", "")
		_ = a.Save()
		// A reload finds the history.
		b, err := open(Options{NoSplash: true, Store: st, Speed: anim.Instant, SpeedSet: true, Game: game})
		if err != nil {
			t.Fatal(err)
		}
		run(t, b, screen, 2)
		act(t, b, "screen", "history", "")
		if s := hstate(t, b); len(s.History.Rounds) != 3 {
			t.Fatalf("%s: after a reload the history has %d rounds", game, len(s.History.Rounds))
		}
	}
}
