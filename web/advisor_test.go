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

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// advisorState is what the advisor's tests read of the hook's state.
type advisorState struct {
	Screen    string                `json:"screen"`
	Phase     string                `json:"phase"`
	Animating bool                  `json:"animating"`
	Round     int                   `json:"round"`
	Street    string                `json:"street"`
	Credits   json.Number           `json:"credits"`
	Legal     []string              `json:"legal"`
	Targets   map[string][2]float64 `json:"targets"`
	Advice    *struct {
		Best    string `json:"best"`
		Why     string `json:"why"`
		Shown   bool   `json:"shown"`
		Options []struct {
			Action string  `json:"action"`
			EV     float64 `json:"ev"`
		} `json:"options"`
	} `json:"advice"`
	Trainer struct {
		On      bool   `json:"on"`
		Warning string `json:"warning"`
		Report  struct {
			Decisions int    `json:"decisions"`
			Mistakes  int    `json:"mistakes"`
			Grade     string `json:"grade"`
		} `json:"report"`
	} `json:"trainer"`
	Drill *struct {
		Game     string   `json:"game"`
		Street   string   `json:"street"`
		Cards    []string `json:"cards"`
		Legal    []string `json:"legal"`
		Answered bool     `json:"answered"`
		Best     string   `json:"best"`
		Why      string   `json:"why"`
		Options  []struct {
			Action string  `json:"action"`
			EV     float64 `json:"ev"`
		} `json:"options"`
		Right int `json:"right"`
		Asked int `json:"asked"`
	} `json:"drill"`
}

func readAdvisor(t *testing.T, tab *browsertest.Tab) advisorState {
	t.Helper()
	s, err := browsertest.Eval[string](tab, `window.felt.state()`)
	if err != nil {
		t.Fatal(err)
	}
	var st advisorState
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		t.Fatalf("state %s: %v", s, err)
	}
	return st
}

func waitAdvisor(t *testing.T, tab *browsertest.Tab, what string, ok func(advisorState) bool) advisorState {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		st := readAdvisor(t, tab)
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: %+v", what, st)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// pressKey presses and releases a letter's key, held as a person holds it.
func pressKey(tab *browsertest.Tab, key string) error {
	vk := int64(strings.ToUpper(key)[0])
	down := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyDown, Key: key, Code: "Key" + strings.ToUpper(key),
		Text: key, WindowsVirtualKeyCode: vk, NativeVirtualKeyCode: vk}
	if _, err := chromedp.Call(tab.Context(), input.DispatchKeyEvent, down); err != nil {
		return err
	}
	time.Sleep(browsertest.HoldClick)
	up := down
	up.Type, up.Text = input.DispatchKeyEventTypeKeyUp, ""
	_, err := chromedp.Call(tab.Context(), input.DispatchKeyEvent, up)
	return err
}

// Phone is a tall phone's screen.
var phone = browsertest.Viewport{Width: 390, Height: 844, Scale: 1}

// TestAdvisor plays with the strategy advisor in the browser, on every screen: the HINT
// button shows the advice (the best, why, every option's EV) on the table and in the hook's
// state; with the trainer on, a costly fold by its key is stopped with a warning that says
// what it costs, and the second press folds; the drill deals a question, takes an answer by
// a click and shows the answer and its EVs. Screenshots of each go to out/browser/advisor/.
func TestAdvisor(t *testing.T) {
	t.Parallel()
	site := browsertest.Serve(t)
	out, err := browsertest.OutDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(out, "advisor"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, o := range []struct {
		name string
		vp   browsertest.Viewport
	}{{"landscape", browsertest.Landscape}, {"portrait", browsertest.Portrait}, {"phone", phone}, {"landscape2x", browsertest.Landscape2x}} {
		t.Run("crazy4-"+o.name, func(t *testing.T) { advisorCrazy4(t, browsertest.Launch(t), site, o.name, o.vp) })
	}
	for _, o := range []struct {
		name string
		vp   browsertest.Viewport
	}{{"landscape", browsertest.Landscape}, {"portrait", browsertest.Portrait}} {
		t.Run("crisscross-"+o.name, func(t *testing.T) { advisorCrissCross(t, browsertest.Launch(t), site, o.name, o.vp) })
		t.Run("drill-"+o.name, func(t *testing.T) { drill(t, browsertest.Launch(t), site, o.name, o.vp) })
	}
}

// open opens the game in a new tab.
func openAdvisor(t *testing.T, b *browsertest.Browser, site *browsertest.Site, query string, vp browsertest.Viewport) (*browsertest.Tab, func(name, arg string) string) {
	t.Helper()
	tab := b.NewTab(t)
	if err := tab.Open(site.URL+"/?"+query, vp); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	act := func(name, arg string) string {
		t.Helper()
		msg, err := browsertest.Eval[string](tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg))
		if err != nil {
			t.Fatal(err)
		}
		return msg
	}
	return tab, act
}

// decide makes the advice's best decision.
func decideBest(t *testing.T, act func(name, arg string) string, st advisorState) {
	t.Helper()
	var msg string
	if st.Advice.Best == "fold" {
		msg = act("fold", "")
	} else {
		msg = act("play", strings.TrimSuffix(st.Advice.Best, "x"))
	}
	if msg != "" {
		t.Fatalf("the best decision %s was refused: %s", st.Advice.Best, msg)
	}
}

// awaiting waits for the person's decision, the table at rest.
func awaiting(t *testing.T, tab *browsertest.Tab) advisorState {
	t.Helper()
	return waitAdvisor(t, tab, "a decision", func(st advisorState) bool {
		return st.Phase == "deciding" && !st.Animating && st.Advice != nil && len(st.Legal) > 0
	})
}

func advisorCrazy4(t *testing.T, b *browsertest.Browser, site *browsertest.Site, name string, vp browsertest.Viewport) {
	tab, act := openAdvisor(t, b, site, "game=crazy4&seed=23&speed=instant", vp)
	deal := func() {
		t.Helper()
		st := readAdvisor(t, tab)
		if st.Phase != "deciding" {
			if msg := act("rebetdeal", ""); msg != "" {
				act("chip", "5")
				act("bet", "ante")
				if msg := act("deal", ""); msg != "" {
					t.Fatalf("deal: %s", msg)
				}
			}
		}
	}
	deal()
	st := awaiting(t, tab)
	if st.Advice.Shown || len(st.Advice.Options) != len(st.Legal) || st.Advice.Why == "" {
		t.Fatalf("advice before the hint: %+v, legal %v", st.Advice, st.Legal)
	}
	// HINT, by a click.
	h, ok := st.Targets["hint"]
	if !ok {
		t.Fatalf("no HINT button: targets %v", st.Targets)
	}
	if err := tab.ClickDesign(h[0], h[1]); err != nil {
		t.Fatal(err)
	}
	st = waitAdvisor(t, tab, "the hint", func(st advisorState) bool { return st.Advice != nil && st.Advice.Shown })
	if _, err := tab.Screenshot("advisor/crazy4-hint-" + name); err != nil {
		t.Fatal(err)
	}
	// The trainer: a hand worth playing, folded by its key.
	if msg := act("trainer", "on"); msg != "" {
		t.Fatal(msg)
	}
	for range 60 {
		st = awaiting(t, tab)
		if st.Advice.Best != "fold" && st.Advice.Options[1].EV-st.Advice.Options[0].EV > 0.2 {
			break
		}
		decideBest(t, act, st)
		waitAdvisor(t, tab, "the round's end", func(st advisorState) bool { return st.Phase == "done" && !st.Animating })
		deal()
	}
	credits, round := st.Credits, st.Round
	if err := pressKey(tab, "f"); err != nil {
		t.Fatal(err)
	}
	st = waitAdvisor(t, tab, "the trainer's warning", func(st advisorState) bool { return st.Trainer.Warning != "" })
	if !strings.Contains(st.Trainer.Warning, "costs") || st.Phase != "deciding" || st.Credits != credits || st.Round != round || !st.Advice.Shown {
		t.Fatalf("after a costly fold: warning %q, %s, credits %s (were %s)", st.Trainer.Warning, st.Phase, st.Credits, credits)
	}
	if _, err := tab.Screenshot("advisor/crazy4-trainer-" + name); err != nil {
		t.Fatal(err)
	}
	if err := pressKey(tab, "f"); err != nil {
		t.Fatal(err)
	}
	st = waitAdvisor(t, tab, "the fold made", func(st advisorState) bool { return st.Phase != "deciding" || st.Round != round })
	if st.Trainer.Report.Mistakes != 1 || st.Trainer.Report.Grade == "" {
		t.Errorf("report %+v", st.Trainer.Report)
	}
	// The trainer's page shows the report.
	if msg := act("screen", "trainer"); msg != "" {
		t.Fatal(msg)
	}
	waitAdvisor(t, tab, "the trainer's page", func(st advisorState) bool { return st.Screen == "trainer" })
	if _, err := tab.Screenshot("advisor/trainer-report-" + name); err != nil {
		t.Fatal(err)
	}
}

func advisorCrissCross(t *testing.T, b *browsertest.Browser, site *browsertest.Site, name string, vp browsertest.Viewport) {
	tab, act := openAdvisor(t, b, site, "game=crisscross&seed=5&speed=instant", vp)
	act("chip", "5")
	act("bet", "ante")
	if msg := act("hints", "on"); msg != "" {
		t.Fatal(msg)
	}
	// Rounds played by the advice, until each street's hint has been seen, shown at every
	// decision with the hints setting.
	seen := map[string]bool{}
	for range 30 {
		if len(seen) == 3 {
			return
		}
		if msg := act("deal", ""); msg != "" {
			if msg := act("rebetdeal", ""); msg != "" {
				t.Fatalf("deal: %s", msg)
			}
		}
		for {
			st := waitAdvisor(t, tab, "a decision or the round's end", func(st advisorState) bool {
				return !st.Animating && (st.Phase == "done" || (st.Phase == "deciding" && st.Advice != nil && len(st.Legal) > 0))
			})
			if st.Phase == "done" {
				break
			}
			if !st.Advice.Shown || len(st.Advice.Options) != 4 || st.Advice.Why == "" {
				t.Fatalf("%s: advice %+v", st.Street, st.Advice)
			}
			if !seen[st.Street] {
				seen[st.Street] = true
				if _, err := tab.Screenshot("advisor/crisscross-" + st.Street + "-" + name); err != nil {
					t.Fatal(err)
				}
			}
			decideBest(t, act, st)
		}
	}
	t.Errorf("hints seen on %v only", seen)
}

func drill(t *testing.T, b *browsertest.Browser, site *browsertest.Site, name string, vp browsertest.Viewport) {
	tab, act := openAdvisor(t, b, site, "game=crazy4&seed=9&speed=fast", vp)
	// The title has faded into the table.
	waitAdvisor(t, tab, "the table at rest", func(st advisorState) bool { return st.Screen == "" && !st.Animating })
	// The drill opens from the settings page.
	if msg := act("screen", "settings"); msg != "" {
		t.Fatal(msg)
	}
	waitAdvisor(t, tab, "the settings", func(st advisorState) bool { return st.Screen == "settings" })
	if msg := act("press", "drill"); msg != "" {
		t.Fatal(msg)
	}
	st := waitAdvisor(t, tab, "the drill", func(st advisorState) bool { return st.Screen == "drill" && st.Drill != nil })
	if msg := act("seed", "42"); msg != "" {
		t.Fatal(msg)
	}
	st = readAdvisor(t, tab)
	if len(st.Drill.Cards) != 5 || st.Drill.Answered || len(st.Drill.Legal) < 2 {
		t.Fatalf("the drill's question: %+v", st.Drill)
	}
	if _, err := tab.Screenshot("advisor/drill-question-" + name); err != nil {
		t.Fatal(err)
	}
	// Answer 1x by a click on its button.
	at, ok := st.Targets["1x"]
	if !ok {
		t.Fatalf("no 1x button: targets %v", st.Targets)
	}
	if err := tab.Click(at[0], at[1]); err != nil {
		t.Fatal(err)
	}
	st = waitAdvisor(t, tab, "the answer", func(st advisorState) bool { return st.Drill != nil && st.Drill.Answered })
	if st.Drill.Asked != 1 || len(st.Drill.Options) != len(st.Drill.Legal) || st.Drill.Why == "" || st.Drill.Best == "" {
		t.Fatalf("after the answer: %+v", st.Drill)
	}
	if (st.Drill.Right == 1) != (st.Drill.Best == "1x") {
		t.Errorf("scored %d right for 1x, the best %s", st.Drill.Right, st.Drill.Best)
	}
	if _, err := tab.Screenshot("advisor/drill-answer-" + name); err != nil {
		t.Fatal(err)
	}
	// A Criss Cross question on the Middle street.
	act("set", "game=crisscross")
	act("set", "street=middle")
	st = waitAdvisor(t, tab, "a Middle question", func(st advisorState) bool {
		return st.Drill != nil && st.Drill.Game == "crisscross" && st.Drill.Street == "middle" && !st.Drill.Answered
	})
	if len(st.Drill.Cards) != 2 || len(st.Drill.Legal) != 4 {
		t.Fatalf("the Middle question: %+v", st.Drill)
	}
	if _, err := tab.Screenshot("advisor/drill-middle-" + name); err != nil {
		t.Fatal(err)
	}
}
