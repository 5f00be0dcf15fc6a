//go:build !js

package web_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// lobbyState is what the lobby's test reads of window.felt.state().
type lobbyState struct {
	Game      string                `json:"game"`
	Screen    string                `json:"screen"`
	Animating bool                  `json:"animating"`
	Phase     string                `json:"phase"`
	Credits   float64               `json:"credits"`
	Limits    map[string]string     `json:"limits"`
	Targets   map[string][2]float64 `json:"targets"`
	Menu      struct {
		Focus string `json:"focus"`
		Shown bool   `json:"focusShown"`
		Rows  []struct {
			ID    string `json:"id"`
			Value string `json:"value"`
			Note  string `json:"note"`
		} `json:"rows"`
	} `json:"menu"`
	Lobby *struct {
		Tables []struct {
			Game     string   `json:"game"`
			SideBets []string `json:"sideBets"`
			Meters   []struct {
				Cents int64 `json:"cents"`
			} `json:"meters"`
		} `json:"tables"`
	} `json:"lobby"`
}

// value is a settings row's value and note.
func (s lobbyState) value(id string) (string, string) {
	for _, r := range s.Menu.Rows {
		if r.ID == id {
			return r.Value, r.Note
		}
	}
	return "", ""
}

func readLobby(t *testing.T, tab *browsertest.Tab) lobbyState {
	t.Helper()
	raw, err := browsertest.Eval[string](tab, `window.felt.state()`)
	if err != nil {
		t.Fatal(err)
	}
	var s lobbyState
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		t.Fatalf("state %s: %v", raw, err)
	}
	return s
}

// waitLobby waits until the state satisfies ok, and returns it.
func waitLobby(t *testing.T, tab *browsertest.Tab, what string, ok func(lobbyState) bool) lobbyState {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		s := readLobby(t, tab)
		if ok(s) && !s.Animating {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: %+v", what, s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// lobbyKey presses and releases a key as a person does: a character or one of kb's names.
func lobbyKey(t *testing.T, tab *browsertest.Tab, key string) {
	t.Helper()
	for _, r := range key {
		for _, k := range kb.Encode(r) {
			if k.Type == kb.KeyUp {
				time.Sleep(browsertest.HoldClick)
			}
			if _, err := chromedp.Call(tab.Context(), input.DispatchKeyEvent, *k); err != nil {
				t.Fatal(err)
			}
		}
	}
	drawn(t, tab)
}

// drawn waits for the page's next frames: the game has taken the input sent before.
func drawn(t *testing.T, tab *browsertest.Tab) {
	t.Helper()
	if err := tab.Drawn(); err != nil {
		t.Fatal(err)
	}
}

// lobbyTouch taps with one finger at a target of the state (CSS pixels), as a phone sends it.
func lobbyTouch(t *testing.T, tab *browsertest.Tab, target string) {
	t.Helper()
	xy, ok := readLobby(t, tab).Targets[target]
	if !ok {
		t.Fatalf("no target %q", target)
	}
	if _, err := chromedp.Call(tab.Context(), emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1}); err != nil {
		t.Fatal(err)
	}
	pt := []*input.TouchPoint{{X: xy[0], Y: xy[1]}}
	if _, err := chromedp.Call(tab.Context(), input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: pt}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(browsertest.HoldClick)
	if _, err := chromedp.Call(tab.Context(), input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}}); err != nil {
		t.Fatal(err)
	}
	drawn(t, tab)
}

// lobbyDrag drags one finger up the page from y0 to y1 at x (CSS pixels), scrolling the
// column.
func lobbyDrag(t *testing.T, tab *browsertest.Tab, x, y0, y1 float64) {
	t.Helper()
	if _, err := chromedp.Call(tab.Context(), emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1}); err != nil {
		t.Fatal(err)
	}
	id := 1.0
	send := func(kind input.DispatchTouchEventType, y float64) {
		pts := []*input.TouchPoint{{X: x, Y: y, ID: &id}}
		if kind == input.DispatchTouchEventTypeTouchEnd {
			pts = []*input.TouchPoint{}
		}
		if _, err := chromedp.Call(tab.Context(), input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: pts}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(60 * time.Millisecond)
	}
	send(input.DispatchTouchEventTypeTouchStart, y0)
	for i := 1; i <= 8; i++ {
		send(input.DispatchTouchEventTypeTouchMove, y0+(y1-y0)*float64(i)/8)
	}
	send(input.DispatchTouchEventTypeTouchEnd, y1)
	drawn(t, tab)
}

// lobbyClick clicks a target of the state with the mouse.
func lobbyClick(t *testing.T, tab *browsertest.Tab, target string) {
	t.Helper()
	xy, ok := readLobby(t, tab).Targets[target]
	if !ok {
		t.Fatalf("no target %q among %v", target, readLobby(t, tab).Targets)
	}
	if err := tab.Click(xy[0], xy[1]); err != nil {
		t.Fatal(err)
	}
	drawn(t, tab)
}

// lobbyShot takes a screenshot into out/browser/lobby/ and checks that the page is drawn: the
// dark wood of the room, a felt panel and brass lettering.
func lobbyShot(t *testing.T, tab *browsertest.Tab, name string) {
	t.Helper()
	dir, err := browsertest.OutDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "lobby"), 0o755); err != nil {
		t.Fatal(err)
	}
	img, err := tab.Screenshot("lobby/" + name)
	if err != nil {
		t.Fatal(err)
	}
	wood, felt, brass := 0, 0, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			c := at(img, x, y)
			switch {
			case c.R > 150 && c.G > 120 && c.B < 110 && c.R > c.B+60:
				brass++
			case c.G > c.R+25 && c.G > c.B && c.G > 50:
				felt++
			case c.R < 50 && c.R >= c.G && c.G >= c.B:
				wood++
			}
		}
	}
	n := (b.Dx() / 4) * (b.Dy() / 4)
	if wood < n/50 || felt < n/10 || brass < n/400 {
		t.Errorf("%s: wood %d, felt %d, brass %d of %d samples: is the page drawn?", name, wood, felt, brass, n)
	}
}

// TestLobby: a first visit opens the lobby with both tables; the settings page is worked by
// click, key and touch; the table opened offers what the settings say; in portrait the
// lobby is reached from the table with Esc, its column dragged by a finger, and the Criss
// Cross table's settings changed by click. Screenshots of the lobby and the settings in both orientations.
func TestLobby(t *testing.T) {
	t.Parallel()
	b := browsertest.Launch(t)
	site := browsertest.Serve(t)
	tab := b.NewTab(t)
	if err := tab.Open(site.URL+"/?speed=instant", browsertest.Landscape); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	s := waitLobby(t, tab, "the lobby", func(s lobbyState) bool { return s.Screen == "lobby" })
	if s.Game != "lobby" || s.Lobby == nil || len(s.Lobby.Tables) != 2 {
		t.Fatalf("a first visit: %+v", s)
	}
	for _, tb := range s.Lobby.Tables {
		if len(tb.SideBets) == 0 || len(tb.Meters) == 0 || tb.Meters[0].Cents <= 0 {
			t.Errorf("the lobby's %s: %+v", tb.Game, tb)
		}
	}
	if _, ok := s.Targets["back"]; ok {
		t.Error("the lobby of a first visit has BACK")
	}
	lobbyShot(t, tab, "landscape-lobby")

	// By click: the Crazy 4 Poker table's settings.
	lobbyClick(t, tab, "setup-crazy4")
	s = waitLobby(t, tab, "the settings", func(s lobbyState) bool { return s.Screen == "setup-crazy4" })
	if v, note := s.value("queensUp"); v != "C" || !strings.HasPrefix(note, "Return 94.68%") {
		t.Errorf("Queens Up %q %q", v, note)
	}
	lobbyClick(t, tab, "queensUp=A")
	s = waitLobby(t, tab, "Queens Up A", func(s lobbyState) bool { v, _ := s.value("queensUp"); return v == "A" })
	if _, note := s.value("queensUp"); !strings.HasPrefix(note, "Return 96.94%") {
		t.Errorf("Queens Up A's note %q", note)
	}
	// By key: Tab to the Five Card Hand Bonus, Right three times (both hands).
	for i := 0; i < 12 && readLobby(t, tab).Menu.Focus != "handBonus"; i++ {
		lobbyKey(t, tab, kb.Tab)
	}
	if f := readLobby(t, tab).Menu.Focus; f != "handBonus" {
		t.Fatalf("Tab did not reach the Five Card Hand Bonus (focus %q)", f)
	}
	for range 3 {
		lobbyKey(t, tab, kb.ArrowRight)
	}
	s = waitLobby(t, tab, "the hand bonus on both", func(s lobbyState) bool { v, _ := s.value("handBonus"); return v == "both" })
	if !s.Menu.Shown {
		t.Error("no focus ring after the keys")
	}
	lobbyKey(t, tab, kb.Tab) // the Magic Card
	lobbyKey(t, tab, " ")
	// Cover All by key too, brought into view by the focus (the column scrolls to it).
	for i := 0; i < 6 && readLobby(t, tab).Menu.Focus != "coverAll"; i++ {
		lobbyKey(t, tab, kb.Tab)
	}
	lobbyKey(t, tab, " ")
	// By touch: the Lucky Bonus.
	lobbyTouch(t, tab, "lucky")
	s = waitLobby(t, tab, "the Lucky Bonus on", func(s lobbyState) bool { v, _ := s.value("lucky"); return v == "on" })
	if v, _ := s.value("magic"); v != "on" {
		t.Errorf("Space on the Magic Card left it %q", v)
	}
	if v, _ := s.value("coverAll"); v != "on" {
		t.Errorf("Space on Cover All left it %q", v)
	}
	lobbyShot(t, tab, "landscape-setup")
	lobbyKey(t, tab, kb.Escape)
	waitLobby(t, tab, "back in the lobby", func(s lobbyState) bool { return s.Screen == "lobby" })
	// PLAY at once, where the lobby shows it back from the settings (their side bets make
	// its rows longer): one click is enough (render/app TestPageBackShowsNow).
	lobbyClick(t, tab, "crazy4")
	// The table takes its new settings between rounds, at once when none is in play.
	s = waitLobby(t, tab, "the table at its settings", func(s lobbyState) bool {
		return s.Game == "crazy4" && s.Screen == "" && s.Limits["coverAll"] != ""
	})
	for _, w := range []string{"queensUp", "handBonus", "dealerBonus", "coverAll", "sixCard", "progressive"} {
		if s.Limits[w] == "" {
			t.Errorf("the table does not offer %s after the settings: %v", w, s.Limits)
		}
	}
	if s.Credits != 1000 {
		t.Errorf("credits %v at a new table", s.Credits)
	}

	// Portrait: the table the player left opens; Esc goes to the lobby; Criss Cross's
	// settings by touch.
	tab = b.NewTab(t)
	if err := tab.Open(site.URL+"/?speed=instant", browsertest.Portrait); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	s = waitLobby(t, tab, "the table left", func(s lobbyState) bool { return s.Game == "crazy4" && s.Screen == "" })
	if s.Limits["coverAll"] == "" {
		t.Errorf("the table's settings were not kept: %v", s.Limits)
	}
	// The 18+ notice of the first table is still up (nothing at the table took it down): a
	// key takes it down first, as the player's first key would.
	if err := tab.SeeNotice(); err != nil {
		t.Fatal(err)
	}
	lobbyKey(t, tab, kb.Escape)
	waitLobby(t, tab, "the lobby from the table", func(s lobbyState) bool { return s.Screen == "lobby" })
	lobbyShot(t, tab, "portrait-lobby")
	// The Criss Cross table is under the Crazy 4 Poker one: a finger drags the column up.
	for i := 0; i < 4; i++ {
		if _, ok := readLobby(t, tab).Targets["setup-crisscross"]; ok {
			break
		}
		lobbyDrag(t, tab, 360, 1100, 500)
	}
	if readLobby(t, tab).Menu.Rows == nil {
		t.Fatal("no rows")
	}
	lobbyClick(t, tab, "setup-crisscross")
	waitLobby(t, tab, "Criss Cross's settings", func(s lobbyState) bool { return s.Screen == "setup-crisscross" })
	lobbyClick(t, tab, "bonusSpin=off")
	lobbyClick(t, tab, "xtreme=I")
	s = waitLobby(t, tab, "Xtreme I", func(s lobbyState) bool { v, _ := s.value("xtreme"); return v == "I" })
	if v, _ := s.value("bonusSpin"); v != "off" {
		t.Errorf("Bonus Spin %q after a touch on Off", v)
	}
	lobbyShot(t, tab, "portrait-setup")
	lobbyClick(t, tab, "back")
	waitLobby(t, tab, "the lobby", func(s lobbyState) bool { return s.Screen == "lobby" })
	lobbyClick(t, tab, "crisscross")
	// The table opens at the settings in effect and takes the ones asked for at its first
	// tick between rounds (the app asks the book every tick), so the wait is for both.
	// (A wait that ends without them fails, showing what the table offers.)
	waitLobby(t, tab, "the Criss Cross table without the Bonus Spin, with the Xtreme", func(s lobbyState) bool {
		return s.Game == "crisscross" && s.Screen == "" && s.Limits["bonusSpin"] == "" && s.Limits["xtreme"] != ""
	})
	if errs := tab.Errors(); len(errs) > 0 {
		t.Errorf("console errors: %v", fmt.Sprint(errs))
	}
}
