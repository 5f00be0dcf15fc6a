package tabletest

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/help"
	"felt/render/layout"
	"felt/render/menu"
	"felt/render/store"
	"felt/render/table"
)

// Host is the app as a page sees it, for the tests: the table under the pages, no store,
// nowhere to go.
type Host struct{ T *table.Scene }

// Table returns the table under the pages.
func (h Host) Table() *table.Scene { return h.T }

// Store returns no store.
func (h Host) Store() store.Store { return nil }

// Open opens nothing.
func (h Host) Open(string) error { return nil }

// Back goes nowhere.
func (h Host) Back() {}

// Play plays nothing.
func (h Host) Play(string) error { return nil }

// PageView is a screen pages are looked at on in the tests.
type PageView struct {
	Name string
	V    layout.View
}

// PageViews returns the screens pages are looked at on: landscape and portrait.
func PageViews() []PageView {
	return []PageView{{"landscape", layout.Fit(1280, 800, 1)}, {"portrait", layout.Fit(720, 1280, 1)}}
}

// PageScreen is a screen a page's fold is checked on: Width by Height CSS pixels, Device
// device pixels to a CSS pixel.
type PageScreen struct {
	Name                  string
	Width, Height, Device float64
}

// View is the screen's view.
func (sc PageScreen) View() layout.View {
	return layout.Fit(sc.Width*sc.Device, sc.Height*sc.Device, sc.Device)
}

// PageScreens are the screens a page's fold is checked on (issue 26's): two phones at 3x and
// 2x, an upright window, a landscape one and the same at 2x.
var PageScreens = []PageScreen{
	{"390x844@3", 390, 844, 3},
	{"375x667@2", 375, 667, 2},
	{"720x1280", 720, 1280, 1},
	{"1280x800", 1280, 800, 1},
	{"1280x800@2", 1280, 800, 2},
}

// HelpPages opens the help page over the table s and goes through every page of its book:
// the stepper names each page, the hook's state says which is on show and what its pictures
// show, the pages of how to play have a picture, the menu's rows hold as many pictures as
// the page has figures (the first by its name), and each page is drawn in landscape and
// portrait (out/desktop/help/).
func HelpPages(t *testing.T, s *table.Scene) {
	t.Helper()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	page := help.New(Host{s}, fs)
	scr := menu.New(page, fs, func() {})
	b := s.Plug().(help.Author).Book(s.Stage())
	dir := OutDir(t, "help")
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
		pictures, first := 0, false
		for _, r := range scr.State().Rows {
			if r.Kind == "picture" {
				pictures++
				first = first || len(st.Figures) > 0 && r.Label == st.Figures[0]
			}
		}
		if want := figures(&b.Pages[i]); pictures != want || want > 0 && !first {
			t.Errorf("%s: %d pictures on the page (the first named %v), the book has %d", p.ID, pictures, first, want)
		}
		for _, pv := range PageViews() {
			img := ebitentest.Target(int(pv.V.Width), int(pv.V.Height))
			if err := scr.Update(); err != nil {
				t.Fatal(err)
			}
			scr.Draw(img, pv.V)
			px := make([]byte, 4*int(pv.V.Width)*int(pv.V.Height))
			img.ReadPixels(px)
			WritePixels(t, px, int(pv.V.Width), int(pv.V.Height), dir, fmt.Sprintf("%s-%02d-%s-%s", s.Game(), i+1, p.ID, pv.Name))
			img.Deallocate()
		}
	}
}
