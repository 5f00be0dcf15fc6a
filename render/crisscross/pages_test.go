package crisscross

import (
	"fmt"
	"testing"

	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/help"
	"felt/render/layout"
	"felt/render/menu"
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

// TestHelpPages opens the help page over a Criss Cross table, goes through every page of
// its book, checks that the hook's state follows and that the pictures are rows of the
// page, and draws each in landscape and portrait (out/desktop/help/).
func TestHelpPages(t *testing.T) {
	s, _ := newScene(t, tbl.Options{Seed: 3, Speed: anim.Instant})
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
		pictures := 0
		for _, r := range scr.State().Rows {
			if r.Kind == "picture" {
				pictures++
			}
		}
		want := 0
		for _, bl := range p.Blocks {
			if bl.Kind == help.KindFigure {
				want++
			}
		}
		if pictures != want {
			t.Errorf("%s: %d pictures on the page, the book has %d", p.ID, pictures, want)
		}
		for _, pv := range []struct {
			name string
			v    layout.View
		}{{"landscape", layout.Fit(1280, 800, 1)}, {"portrait", layout.Fit(720, 1280, 1)}} {
			img := ebiten.NewImage(int(pv.v.Width), int(pv.v.Height))
			scr.Draw(img, pv.v)
			px := make([]byte, 4*int(pv.v.Width)*int(pv.v.Height))
			img.ReadPixels(px)
			tabletest.WritePixels(t, px, int(pv.v.Width), int(pv.v.Height), dir, fmt.Sprintf("crisscross-%02d-%s-%s", i+1, p.ID, pv.name))
			img.Deallocate()
		}
	}
}
