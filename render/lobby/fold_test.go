package lobby

import (
	"strings"
	"testing"

	"felt/game/hand"
	"felt/render/anim"
	render4 "felt/render/crazy4"
	rendercc "felt/render/crisscross"
	"felt/render/fonts"
	"felt/render/menu"
	"felt/render/setup"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// host is a lobby's host with no table open and nothing kept; it makes the miniatures'
// tables as render/app does, laid out with no display.
type host struct {
	t              testing.TB
	opened, played []string
}

func (h *host) Miniature(game string, set setup.Settings) (*tbl.Scene, error) {
	var p tbl.Plug
	switch game {
	case "crisscross":
		cfg, err := set.CrissCross()
		if err != nil {
			return nil, err
		}
		p = rendercc.New(&cfg)
	default:
		cfg := set.Crazy4()
		p = render4.New(&cfg)
	}
	return tabletest.NewPlanned(h.t, p, tbl.Options{Seed: 26, Speed: anim.Instant, NoNotice: true, NoCredits: true}), nil
}

func (h *host) Table() *tbl.Scene      { return nil }
func (h *host) Store() store.Store     { return nil }
func (h *host) Open(name string) error { h.opened = append(h.opened, name); return nil }
func (h *host) Back()                  {}
func (h *host) Play(game string) error { h.played = append(h.played, game); return nil }

// allBets is a book whose tables offer every side bet (?sidebets=all).
func allBets(eval *hand.Evaluator) *setup.Book {
	b := setup.NewBook(nil, func() *hand.Evaluator { return eval })
	for _, g := range []string{"crazy4", "crisscross"} {
		b.Applied(g, setup.All(g))
	}
	return b
}

// TestFold: with every side bet on, on each screen of issue 26, every button of the lobby is
// in view, whole, or the page announces more below with a cue at least 44 CSS pixels tall
// in a strip of its own below the rows (tabletest.FoldFaults); no two buttons overlap, none runs off the screen's
// sides, and none is under 44 CSS pixels in its smaller side (a phone's were 34.5). Before the cue, the lobby of a phone (and of 1280x800) had its PLAY and TABLE
// SETTINGS buttons below the fold with only a thin scroll bar to say so. And each game's
// PLAY button shows at once, under its miniature: both side by side on a landscape screen,
// the first on a phone, upright or on its side (before, 1280x800 showed neither, and a phone
// on its side only the first miniature: a miniature is at most half the page's height under
// its bar). Needs no display.
func TestFold(t *testing.T) {
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	eval := hand.New()
	for i, sc := range append(tabletest.PageScreens, tabletest.SidePages...) {
		p := New(&host{t: t}, allBets(eval), nil, eval, fs)
		s := menu.New(p, fs, nil)
		f := s.Fold(sc.View())
		checkFold(t, sc.Name, sc.Width, f)
		minis, prizes := 0, 0
		for _, r := range s.State().Rows {
			if r.Kind == "picture" && strings.HasPrefix(r.Label, "The ") {
				minis++
			}
			if r.Kind == "line" && r.Note != "" {
				prizes++
			}
		}
		if minis != 2 || prizes < 4 {
			t.Errorf("%s: %d miniatures, %d best prizes: %+v", sc.Name, minis, prizes, s.State().Rows)
		}
		plays := []string{"crazy4", "crisscross"}
		if i >= len(tabletest.PageScreens) || sc.Width < sc.Height {
			plays = plays[:1]
		}
		for _, g := range plays {
			if r := f.Parts[g]; !r.Within(f.View, 0.5) || r.Meets(f.More) {
				t.Errorf("%s: PLAY %s %+v is not in view at once (the view %+v, the cue %+v)", sc.Name, g, r, f.View, f.More)
			}
		}
	}
}

// checkFold checks a page's fold on a screen w CSS pixels wide (tabletest.FoldFaults).
func checkFold(t *testing.T, where string, w float64, f menu.Fold) {
	t.Helper()
	if len(f.Parts) == 0 {
		t.Fatalf("%s: no buttons", where)
	}
	for _, b := range tabletest.FoldFaults(f, w) {
		t.Errorf("%s: %s", where, b)
	}
}
