package history

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/box"
	"felt/render/ebitentest"
	"felt/render/felt"
	"felt/render/layout"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestReplayLayout replays a round of each game on every screen of the layout check
// (landscape, portrait, a tall phone, landscape at 2x), a 9:16 phone (375x667) and a 390x844
// phone at its start, a step in, at its end, and there with the line a refused key brings
// (where the result line is): what the replay adds at the table's foot (the REPLAY mark and
// the round's title or the table's refusal, its buttons, the code) covers nothing the table
// drew (a card, a circle, a label such as the result line) and nothing of its own, stays on
// the felt, and is set at layout.MinText or larger; the title names the round; on a phone
// each button is at least 44 CSS pixels in its smaller side (they were 20 to 23) and the code
// is left to COPY CODE; the hook's targets hold no circle (a replay takes no bet). On a
// phone on its side (844x390, 667x375) too, where the buttons were 21 CSS px tall.
// Pictures in out/browser/layout/replay-*.
func TestReplayLayout(t *testing.T) {
	screen := ebitentest.Target(640, 400)
	for _, p := range plugs() {
		t.Run(p.Game(), func(t *testing.T) {
			st := &store.Memory{}
			k := New(st, p.Game())
			live := tabletest.New(t, p, tbl.Options{Store: st, Speed: anim.Instant, Settled: k.Settled})
			playRound(t, live, false)
			tabletest.Settle(t, live, screen, 2000)
			r, err := k.Round(0)
			if err != nil {
				t.Fatal(err)
			}
			sc := tabletest.New(t, p, tbl.Options{Speed: anim.Instant, Log: r.Events, Step: true})
			title := TitleOf(sc.Plug(), int(r.Person), r.Events, "13:14")
			if !strings.HasPrefix(title, "Round 1 · 13:14 · ") || strings.HasSuffix(title, "no hand") {
				t.Fatalf("the title %q", title)
			}
			rp := NewReplay(sc, title, r.Events)
			rp.SetCode(strings.Repeat("ABCDE", 26)) // a long code: 130 characters
			frames := func(n int) {
				t.Helper()
				for range n {
					rp.SetView(tabletest.View(screen)) // as the app does before each Update
					if err := rp.Update(); err != nil {
						t.Fatal(err)
					}
					rp.Draw(screen, tabletest.View(screen))
					ebitentest.Tick()
				}
			}
			frames(2)
			for _, phase := range []string{"start", "step", "end", "refused"} {
				switch phase {
				case "step":
					rp.Act("step", "")
					frames(30)
				case "refused":
					if msg := rp.Act("deal", ""); !strings.Contains(msg, "replay") {
						t.Fatalf("a deal in a replay: %q", msg)
					}
					frames(12)
				case "end":
					rp.Act("run", "")
					frames(90)
					if shown, total := rp.Replay().Shown(); shown != total || rp.Motion() == tbl.Moving {
						t.Fatalf("after RUN, %d of %d events shown (motion %v)", shown, total, rp.Motion())
					}
				}
				for _, scr := range append(append(tabletest.Screens, tabletest.Phone844), tabletest.Side...) {
					checkReplay(t, rp, p.Game()+"-"+phase, scr, phase == "refused")
				}
			}
		})
	}
}

// checkReplay draws the replay on a screen and fails the test for what its own boxes cover,
// for those off the felt, and for its words set under layout.MinText.
func checkReplay(t *testing.T, rp *Replay, name string, scr tabletest.Screen, news bool) {
	t.Helper()
	v := scr.View()
	if err := rp.Update(); err != nil {
		t.Fatal(err)
	}
	// The replay laid out for the screen, painting nothing (a picture only where it is
	// kept: a failure, FELT_PICTURES=1).
	rp.Inspect().Plan(v)
	boxes := rp.Drawn()
	own := func(b box.Box) bool {
		if b.Group == footGroup || b.Group == footGroup+1 {
			return true
		}
		for i := range rp.buttons {
			if b.Kind == box.Control && !rp.buttons[i].Hidden && b.Rect == rp.buttons[i].Rect {
				return true
			}
		}
		return false
	}
	var bad []string
	lines, codes := "", 0
	for _, b := range boxes {
		if !own(b) {
			continue
		}
		switch {
		case b.Group == footGroup:
			lines += b.Name + " "
		case b.Group == footGroup+1:
			codes++
		}
		if px := b.Size * v.Scale / v.Device; b.Size > 0 && px < layout.MinText-0.05 {
			bad = append(bad, fmt.Sprintf("%s is set at %.1f px", b, px))
		}
	}
	for _, c := range box.Clashes(boxes, felt.Felt(v), 1) {
		if own(c.Box) || (!c.Off && own(c.Other)) {
			bad = append(bad, c.String())
		}
	}
	switch {
	case !strings.HasPrefix(lines, "REPLAY "):
		bad = append(bad, "no REPLAY mark: "+lines)
	case news && !strings.Contains(lines, "changes nothing"):
		bad = append(bad, "the refusal is not said: "+lines)
	case !news && !strings.Contains(lines, "Round 1"):
		bad = append(bad, "no title: "+lines)
	}
	step := "NEXT STEP"
	if rp.foot.inRack && news {
		codes = 26 - codes // a refusal too long for the row takes the code's place a while
	}
	switch g := rp.Stage().Layout(); {
	case g.Wide && codes != 0:
		// A tall phone's foot has no room for the code at a size to read.
		bad = append(bad, fmt.Sprintf("%d of the code's 26 groups drawn on a tall phone", codes))
	case !g.Wide && codes != 26:
		bad = append(bad, fmt.Sprintf("%d of the code's 26 groups drawn", codes))
	}
	if !slices.ContainsFunc(boxes, func(b box.Box) bool { return b.Name == step }) {
		bad = append(bad, "no "+step)
	}
	var st struct {
		CSS   map[string][4]float64 `json:"replayTargetsCSS"`
		Table map[string][4]float64 `json:"targetsCSS"`
	}
	if err := json.Unmarshal([]byte(rp.State()), &st); err != nil {
		t.Fatal(err)
	}
	// The table's targets are only those that work in a replay: no circle, no betting
	// area (a replay takes no bet).
	for _, sp := range rp.Plug().Spots() {
		if _, ok := st.Table[sp.Name]; ok {
			bad = append(bad, "the circle "+sp.Name+" is among the targets")
		}
	}
	if _, ok := st.Table["bets"]; ok {
		bad = append(bad, "the betting area is among the targets")
	}
	for i, name := range [...]string{"step", "run", "back", "copy"} {
		b := &rp.buttons[i]
		if !b.Hidden && b.Spills() {
			bad = append(bad, b.Title()+"'s title does not fit it")
		}
		// On a phone, upright or on its side, every button takes a finger: 44 CSS pixels
		// in its smaller side, as the hook's state gives it.
		if c := st.CSS[name]; !b.Hidden && v.Phone() && min(c[2], c[3]) < layout.MinTouch-0.5 {
			bad = append(bad, fmt.Sprintf("%s is %v CSS px (x, y, w, h)", b.Title(), c))
		}
	}
	if len(bad) > 0 {
		t.Errorf("%s, %s: %d faults:\n\t%s", name, scr.Name, len(bad), strings.Join(bad, "\n\t"))
	}
	if len(bad) > 0 || tabletest.Pictures(t) && scr.Device == 1 { // (a picture at 2x takes long to write)
		img := scr.Image()
		defer img.Deallocate()
		rp.Draw(img, v)
		tabletest.WriteShot(t, img, "replay-"+name+"-"+scr.Name)
	}
}
