package app

import (
	"bytes"
	"encoding/json"
	"image"
	"os"
	"strings"
	"testing"
	"time"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"

	"github.com/hajimehoshi/ebiten/v2"
)

// attractState is what the tests read of the hook's state in attract mode.
type attractState struct {
	Mode      string   `json:"mode"`
	Script    string   `json:"script"`
	Showcases []string `json:"showcases"`
	Attract   struct {
		Step, Game, Caption string
		Loops               int
	} `json:"attract"`
	Game      string `json:"game"`
	Round     int    `json:"round"`
	Phase     string `json:"phase"`
	Animating bool   `json:"animating"`
}

func readAttract(t *testing.T, a *App) attractState {
	t.Helper()
	var st attractState
	if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
		t.Fatalf("%v: %s", err, a.State())
	}
	return st
}

// TestAttractLoop runs attract mode from the start at fast speed through its steps: the
// title, the how-to round, the rounds, a showcase with its watermark's script in the state,
// and the other game; a click then hands the table back.
func TestAttractLoop(t *testing.T) {
	mem := &store.Memory{}
	a, err := open(Options{Store: mem, Mode: ModeAttract, NoSplash: true, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(640, 400)
	steps := map[string]bool{}
	scripts := map[string]bool{}
	games := map[string]bool{}
	for i := range 60 * 60 * 3 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		if i%30 == 0 {
			a.Draw(screen)
			ebitentest.Tick()
			st := readAttract(t, a)
			steps[st.Attract.Step] = true
			games[st.Attract.Game] = true
			if st.Script != "" {
				scripts[st.Script] = true
			}
			if i%600 == 0 {
				t.Logf("%d: %+v", i, st)
			}
		}
		if len(scripts) >= 2 {
			break
		}
	}
	t.Logf("steps %v games %v scripts %v", steps, games, scripts)
	if len(scripts) < 2 {
		t.Fatalf("showcases seen %v, want one at each game", scripts)
	}
}

// tableFacts are the player's table as the tests compare it before and after attract mode.
type tableFacts struct {
	Game    string          `json:"game"`
	Round   int             `json:"round"`
	Credits float64         `json:"credits"`
	Phase   string          `json:"phase"`
	Bets    map[string]any  `json:"bets"`
	Seed    string          `json:"seed"`
	Meter   json.RawMessage `json:"meterShown"`
}

func facts(t *testing.T, a *App) tableFacts {
	t.Helper()
	var f tableFacts
	if err := json.Unmarshal([]byte(a.State()), &f); err != nil {
		t.Fatal(err)
	}
	return f
}

// TestAttractLeavesTheTableAlone starts attract mode over a table with a round played and
// bets on the felt, runs it through a showcase, and leaves it: the player's table, its
// history and its save are as they were.
func TestAttractLeavesTheTableAlone(t *testing.T) {
	mem := &store.Memory{}
	a, err := open(Options{Store: mem, Game: "crazy4", NoSplash: true, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(640, 400)
	a.Update()
	act(t, a, "bet", "ante", "")
	act(t, a, "deal", "", "")
	act(t, a, "fold", "", "")
	act(t, a, "bet", "ante", "")
	for range 10 {
		a.Update()
	}
	before := facts(t, a)
	saved, _ := mem.Load("crazy4-table")
	hist, _ := mem.Load("crazy4-history")
	if a.Act("showcase", "four-aces") == "" {
		t.Fatal("a showcase was taken in play mode")
	}
	act(t, a, "attract", "on", "")
	for i := 0; i < 60*60*2 && len(readAttract(t, a).Script) == 0; i++ {
		a.Update()
		if i%20 == 0 {
			a.Draw(screen)
			ebitentest.Tick()
		}
	}
	if st := readAttract(t, a); st.Mode != ModeAttract || st.Script == "" {
		t.Fatalf("attract mode showed no showcase: %+v", st)
	}
	act(t, a, "attract", "off", "")
	a.Update()
	after := facts(t, a)
	if before.Round != after.Round || before.Credits != after.Credits || before.Phase != after.Phase || before.Seed != after.Seed || len(before.Bets) != len(after.Bets) || before.Bets["ante"] != after.Bets["ante"] {
		t.Errorf("the table changed under attract mode:\nbefore %+v\nafter  %+v", before, after)
	}
	if s, _ := mem.Load("crazy4-table"); string(s) != string(saved) {
		t.Error("the saved table was written under attract mode")
	}
	if h, _ := mem.Load("crazy4-history"); string(h) != string(hist) {
		t.Error("the hand history was written under attract mode")
	}
	if st := readAttract(t, a); st.Mode != ModePlay || st.Script != "" || len(st.Showcases) == 0 {
		t.Errorf("after attract: %+v", st)
	}
}

// TestAttractWhenIdle starts attract mode by itself after the idle time at a table with no
// round in progress, and not with ?attract=0.
func TestAttractWhenIdle(t *testing.T) {
	for _, tc := range []struct {
		o    Options
		want bool
	}{
		{Options{}, true},
		{Options{Attract: 5 * time.Second, AttractSet: true}, true},
		{Options{Attract: 0, AttractSet: true}, false},
	} {
		o := tc.o
		o.Store, o.Game, o.NoSplash = &store.Memory{}, "crisscross", true
		a, err := open(o)
		if err != nil {
			t.Fatal(err)
		}
		a.Update()
		sleep(a, 4*time.Second)
		a.Update()
		if a.demo.loop != nil {
			t.Fatalf("%+v: attract mode after 4 s", o)
		}
		sleep(a, 2*time.Minute)
		a.Update()
		if (a.demo.loop != nil) != tc.want {
			t.Errorf("%+v: attract mode after the idle time: %v, want %v", o, a.demo.loop != nil, tc.want)
		}
	}
}

// sleep has the app's loop sleep for d, as it does when nothing moves: the next Update
// counts the time slept.
func sleep(a *App, d time.Duration) {
	now := time.Now()
	if a.pace.clock != nil {
		now = a.pace.clock()
	}
	a.pace.asleep, a.pace.last = true, now.Add(-d)
}

// TestPresenterShowcase deals a showcase at the presenter's table, which keeps nothing in
// the player's store, and offers no moment to keep (no pop-up in a demo; on the desktop no
// file kept of a scripted round).
func TestPresenterShowcase(t *testing.T) {
	mem := &store.Memory{}
	dir := t.TempDir()
	a, err := open(Options{Store: mem, Mode: ModePresenter, Game: "crisscross", NoSplash: true, Speed: anim.Instant, SpeedSet: true, Moments: dir})
	if err != nil {
		t.Fatal(err)
	}
	a.Update()
	if got := a.Act("showcase", "four-aces"); got == "" {
		t.Error("a Crazy 4 Poker showcase was taken at Criss Cross Poker")
	}
	act(t, a, "showcase", "bonus-spin", "")
	if st := readAttract(t, a); st.Mode != ModePresenter || st.Script != "bonus-spin" {
		t.Fatalf("presenter's state: %+v", st)
	}
	for range 3 {
		for readAttract(t, a).Phase == "deciding" {
			act(t, a, "play", "1", "")
		}
	}
	for range 5 {
		a.Update()
	}
	if _, err := mem.Load("crisscross-table"); err == nil {
		t.Error("the presenter's table was saved in the player's store")
	}
	if kept, _ := os.ReadDir(dir); len(kept) > 0 {
		t.Errorf("the showcase's jackpot was kept as a moment: %v", kept)
	}
}

// TestKioskPIN keeps the settings behind the PIN, and resets the table for the next visitor
// after the idle time and the countdown, into attract mode.
func TestKioskPIN(t *testing.T) {
	a, err := open(Options{Store: &store.Memory{}, Mode: ModeKiosk, PIN: "2468", Game: "crazy4", NoSplash: true, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	a.demo.kiosk.clock = func() time.Time { return now }
	a.Update()
	act(t, a, "screen", "settings", "")
	if st := readState(t, a); st.Screen != "pin" {
		t.Fatalf("settings opened without the PIN: %q", st.Screen)
	}
	act(t, a, "pin", "1111", "That is not the PIN.")
	act(t, a, "pin", "2468", "")
	if st := readState(t, a); st.Screen != "settings" {
		t.Fatalf("settings with the PIN: %q", st.Screen)
	}
	act(t, a, "back", "", "")
	// A visitor plays, then walks away.
	act(t, a, "bet", "ante", "")
	act(t, a, "deal", "", "")
	a.Update()
	if f := facts(t, a); f.Credits == 1000 {
		t.Fatal("the visitor's round cost nothing")
	}
	sleep(a, DefaultAttract+time.Second)
	a.Update()
	if c := a.demo.kiosk.countdown(); c == "" {
		t.Fatal("no countdown after the idle time")
	}
	now = now.Add(countdown + time.Second)
	a.Update()
	if a.demo.loop == nil {
		t.Fatal("no attract mode after the countdown")
	}
	act(t, a, "attract", "off", "")
	if f := facts(t, a); f.Credits != 1000 || f.Round > 1 {
		t.Errorf("the next visitor's table: %+v", f)
	}
	act(t, a, "screen", "settings", "")
	if st := readState(t, a); st.Screen != "pin" {
		t.Errorf("the reset kept the PIN given: %q", st.Screen)
	}
}

// TestAttractAfterSetting sets the idle time before attract mode on the settings page: the
// idle time in use at once, kept in the store for the next session, 0 never; an address's
// ?attract=SECONDS overrides it for its session.
func TestAttractAfterSetting(t *testing.T) {
	mem := &store.Memory{}
	o := Options{Store: mem, Game: "crisscross", NoSplash: true}
	a, err := open(o)
	if err != nil {
		t.Fatal(err)
	}
	a.Update()
	act(t, a, "screen", "settings", "")
	if st := a.State(); !strings.Contains(st, `"attractAfter":90`) {
		t.Errorf("the settings page's state before the setting: %.600s", st)
	}
	if r := a.Act("set", "attractafter=7"); r == "" {
		t.Error("the settings page took an idle time of 7 s, none of its options")
	}
	act(t, a, "set", "attractafter=300", "")
	if st := a.State(); !strings.Contains(st, `"attractAfter":300`) {
		t.Errorf("the settings page's state after attractafter=300: %.600s", st)
	}
	act(t, a, "back", "", "")
	idle := func(a *App, d time.Duration) bool {
		sleep(a, d)
		a.Update()
		return a.demo.loop != nil
	}
	if idle(a, 2*time.Minute) {
		t.Error("attract mode after 2 minutes idle, set to 5")
	}
	if !idle(a, 4*time.Minute) {
		t.Error("no attract mode after 6 minutes idle, set to 5")
	}

	again, err := open(o)
	if err != nil {
		t.Fatal(err)
	}
	if got := again.demo.prefs.AttractAfter(); got != 300 {
		t.Errorf("the next session's idle time: %d s, want the setting kept, 300", got)
	}
	if err := again.demo.prefs.SetAttractAfter(0); err != nil {
		t.Fatal(err)
	}
	never, err := open(o)
	if err != nil {
		t.Fatal(err)
	}
	never.Update()
	if idle(never, 2*time.Hour) {
		t.Error("attract mode after 2 hours idle, set to never")
	}
	if got := never.demo.prefs.AttractSound(); got != SoundLow {
		t.Errorf("attract sound after the idle time was kept: %q, want low", got)
	}

	o.Attract, o.AttractSet = 5*time.Second, true
	addressed, err := open(o)
	if err != nil {
		t.Fatal(err)
	}
	if got := addressed.demo.prefs.AttractAfter(); got != 5 {
		t.Errorf("?attract=5 over the setting never: %d s", got)
	}
}

// TestNoNoticeInDemoModes checks that presenter play, a kiosk and a screen opened in attract
// mode put up no notice of the first start (a box that waits for a touch: no pop-ups in a
// retail demo), where play mode on a fresh store does; and that on the desktop
// (FreePlayLine) the line of free play is drawn along the bottom of their screens instead.
func TestNoNoticeInDemoModes(t *testing.T) {
	notice := func(mode string, line bool) (string, []byte) {
		t.Helper()
		a, err := open(Options{Store: &store.Memory{}, Mode: mode, PIN: "2468", Game: "crazy4", NoSplash: true, FreePlayLine: line})
		if err != nil {
			t.Fatal(err)
		}
		a.Update()
		act(t, a, "attract", "off", "") // a kiosk and attract mode open in attract mode
		a.Update()
		var st struct {
			Notice string `json:"notice"`
		}
		if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
			t.Fatal(err)
		}
		screen := ebitentest.Target(640, 400)
		a.Draw(screen)
		band := image.Rect(0, 382, 640, 400) // the line's band: 18 pixels at this size
		px := make([]byte, 4*band.Dx()*band.Dy())
		screen.SubImage(band).(*ebiten.Image).ReadPixels(px)
		return st.Notice, px
	}
	if n, _ := notice(ModePlay, false); n != "adult" {
		t.Errorf("play mode on a fresh store: notice %q, want adult", n)
	}
	for _, mode := range []string{ModePresenter, ModeKiosk, ModeAttract} {
		n, with := notice(mode, true)
		if n != "" {
			t.Errorf("%s: notice %q, want none", mode, n)
		}
		if _, without := notice(mode, false); bytes.Equal(with, without) {
			t.Errorf("%s on the desktop: no line of free play along the bottom", mode)
		}
	}
}
