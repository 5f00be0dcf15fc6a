package tabletest

import (
	"strings"
	"testing"

	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/help"
	"felt/render/layout"
	"felt/render/table"
)

// CheckBook checks a table's help: its plug writes a Book of the scene's game; its pages
// have IDs of their own, titles and something to say; the four pages of how to play come
// first, each with a picture; the ranking, the pay tables and the page on free play are
// there, the last saying help.FreePlay; every figure says in words what it shows and draws
// a picture that fills its place, at 1x and 2x. It returns the Book.
func CheckBook(t testing.TB, s *table.Scene) help.Book {
	t.Helper()
	a, ok := s.Plug().(help.Author)
	if !ok {
		t.Fatalf("the %s plug writes no help", s.Game())
	}
	b := a.Book(s.Stage())
	if b.Game != s.Game() || b.Title == "" {
		t.Errorf("the book is of %q, titled %q", b.Game, b.Title)
	}
	seen := map[string]bool{}
	for i, p := range b.Pages {
		if p.ID == "" || seen[p.ID] || p.Title == "" || len(p.Blocks) == 0 {
			t.Errorf("page %d: id %q (seen %v), title %q, %d blocks", i, p.ID, seen[p.ID], p.Title, len(p.Blocks))
		}
		seen[p.ID] = true
	}
	for _, id := range []string{"play-1", "play-2", "play-3", "play-4", "ranking", "pays", "rules", "about"} {
		if !seen[id] {
			t.Errorf("the book has no page %q", id)
		}
	}
	for i := range 4 {
		if i >= len(b.Pages) || b.Pages[i].ID != "play-"+string(rune('1'+i)) || figures(&b.Pages[i]) == 0 {
			t.Errorf("page %d is not how to play, illustrated", i+1)
		}
	}
	if p, ok := b.Page("about"); !ok || !strings.Contains(text(p), help.FreePlay) {
		t.Errorf("the page on free play does not say %q", help.FreePlay)
	}
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	pens := help.NewPens(fs)
	for _, p := range b.Pages {
		for _, bl := range p.Blocks {
			if bl.Kind != help.KindFigure {
				continue
			}
			f := bl.Figure
			if f.Alt() == "" {
				t.Errorf("%s: a %T says nothing in words", p.ID, f)
			}
			for _, k := range []float64{1, 2} {
				w := 520.0
				h := f.Height(w)
				img := ebitentest.Target(int(w*k), int(h*k))
				f.Draw(img, layout.Rect{W: w * k, H: h * k}, k, pens)
				px := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
				img.ReadPixels(px)
				n := 0
				for i := 3; i < len(px); i += 4 {
					if px[i] == 0xFF {
						n++
					}
				}
				if n < len(px)/4*9/10 {
					t.Errorf("%s: a %T at %vx painted %d of %d pixels", p.ID, f, k, n, len(px)/4)
				}
				img.Deallocate()
			}
		}
	}
	return b
}

// figures counts a page's figures.
func figures(p *help.Page) int {
	n := 0
	for _, b := range p.Blocks {
		if b.Kind == help.KindFigure {
			n++
		}
	}
	return n
}

// text is all a page's words, one block a line.
func text(p *help.Page) string {
	var b strings.Builder
	for _, bl := range p.Blocks {
		b.WriteString(bl.Text + " " + bl.Value + " " + bl.Note + "\n")
	}
	return b.String()
}

// PageText is all a page's words, one block a line: for tests that look for a figure.
func PageText(p *help.Page) string { return text(p) }
