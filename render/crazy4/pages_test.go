package crazy4

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/help"
	"felt/render/layout"
	"felt/render/menu"
	"felt/render/settings"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// host is the app as a page sees it, for the tests: the table under the pages.
type host struct{ t *tbl.Scene }

func (h host) Table() *tbl.Scene      { return h.t }
func (h host) Store() store.Store     { return nil }
func (h host) Open(string) error      { return nil }
func (h host) Back()                  {}
func (h host) Play(game string) error { return nil }

// views are the screens the pages are looked at on.
var pageViews = []struct {
	name string
	v    layout.View
}{{"landscape", layout.Fit(1280, 800, 1)}, {"portrait", layout.Fit(720, 1280, 1)}}

// TestHelpPages opens the help page over a table and goes through every page of the book:
// the stepper names each page, the hook's state says which is on show and what its
// pictures show, each is drawn in landscape and portrait (out/desktop/help/), and a picture
// of cards and chips is there on the pages of how to play.
func TestHelpPages(t *testing.T) {
	s := newScene(t, seeded(3, anim.Instant, nil))
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	page := help.New(host{s}, fs)
	scr := menu.New(page, fs, func() {})
	b := s.Plug().(help.Author).Book(s)
	dir := tabletest.OutDir(t, "help")
	for i, p := range b.Pages {
		if msg := scr.Act("set", "page="+p.ID); msg != "" {
			t.Fatalf("page %s: %s", p.ID, msg)
		}
		var st struct {
			Page    string   `json:"page"`
			Pages   []string `json:"pages"`
			Figures []string `json:"figures"`
		}
		raw, _ := json.Marshal(page.State())
		if err := json.Unmarshal(raw, &st); err != nil {
			t.Fatal(err)
		}
		if st.Page != p.ID || len(st.Pages) != len(b.Pages) {
			t.Errorf("after set page=%s the state says page %q of %d", p.ID, st.Page, len(st.Pages))
		}
		if strings.HasPrefix(p.ID, "play-") && len(st.Figures) == 0 {
			t.Errorf("%s has no picture", p.ID)
		}
		ms := scr.State()
		found := false
		for _, r := range ms.Rows {
			if r.Kind == "picture" && len(st.Figures) > 0 && r.Label == st.Figures[0] {
				found = true
			}
		}
		if len(st.Figures) > 0 && !found {
			t.Errorf("%s: the menu's rows do not show the picture %q", p.ID, st.Figures[0])
		}
		for _, pv := range pageViews {
			img := ebiten.NewImage(int(pv.v.Width), int(pv.v.Height))
			if err := scr.Update(); err != nil {
				t.Fatal(err)
			}
			scr.Draw(img, pv.v)
			px := make([]byte, 4*int(pv.v.Width)*int(pv.v.Height))
			img.ReadPixels(px)
			tabletest.WritePixels(t, px, int(pv.v.Width), int(pv.v.Height), dir, fmt.Sprintf("crazy4-%02d-%s-%s", i+1, p.ID, pv.name))
			img.Deallocate()
		}
	}
}

// TestSettingsPage changes every setting through the settings page and finds it changed at
// the table (its one source of truth), then in a new table on the same store.
func TestSettingsPage(t *testing.T) {
	st := &store.Memory{}
	o := tbl.Options{Speed: anim.Normal, Store: st}
	s := newScene(t, o)
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	page := settings.New(host{s}, fs)
	scr := menu.New(page, fs, func() {})
	for _, set := range []string{"effects=40", "ambience=20", "speed=fast", "fourcolour=on", "calm=on", "mates=off", "hints=on", "sound=off", "reminder=30"} {
		if msg := scr.Act("set", set); msg != "" {
			t.Fatalf("set %s: %s", set, msg)
		}
	}
	want := tbl.Preferences{Speed: "fast", FourColour: true, Reduced: true, Muted: true, Effects: 40, Ambience: 20, Mates: false, Hints: true, Reminder: 30}
	if got := s.Preferences(); got != want {
		t.Errorf("the table's settings are %+v, want %+v", got, want)
	}
	// (The tests' tables take the speed asked for, as ?speed= does, over the saved one.)
	got := newScene(t, o).Preferences()
	if got.Speed = want.Speed; got != want {
		t.Errorf("a new table on the same store has %+v, want %+v", got, want)
	}
	dir := tabletest.OutDir(t, "help")
	for _, pv := range pageViews {
		img := ebiten.NewImage(int(pv.v.Width), int(pv.v.Height))
		scr.Draw(img, pv.v)
		px := make([]byte, 4*int(pv.v.Width)*int(pv.v.Height))
		img.ReadPixels(px)
		tabletest.WritePixels(t, px, int(pv.v.Width), int(pv.v.Height), dir, "settings-"+pv.name)
	}
	if msg := scr.Act("set", "effects=loud"); msg == "" {
		t.Error("a volume the page does not offer was taken")
	}
}
