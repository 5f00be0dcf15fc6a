package help

import (
	"strconv"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/menu"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pages is the help as a page of render/menu: the Book of the table under the pages, one
// of its pages at a time, chosen with a stepper at the top (− and +, Left and Right, or the
// hook's act('set', 'page=ranking')). act('screen', 'help') opens it at the first page, or
// at the one it showed last this session.
type Pages struct {
	host menu.Host
	pens *Pens
	book Book
	at   int
	has  bool // the book is of a table
}

// New makes the help page for a host, drawing with the fonts fs.
func New(h menu.Host, fs *fonts.Set) *Pages {
	s := &Pages{host: h, pens: NewPens(fs)}
	if t := h.Table(); t != nil {
		if a, ok := t.Plug().(Author); ok {
			s.book, s.has = a.Book(t.Stage()), true
			s.pens.FourColour = t.Preferences().FourColour
		}
	}
	return s
}

// Name implements menu.Page.
func (s *Pages) Name() string { return "help" }

// Build implements menu.Page.
func (s *Pages) Build(b *menu.Builder) {
	if !s.has || len(s.book.Pages) == 0 {
		b.Title("HELP")
		b.Text(FreePlay)
		b.Warn("Sit at a table first: its help tells its rules, its pay tables and its meter.")
		return
	}
	b.Title(menu.GameTitle(s.book.Game, "HELP"))
	opts := make([]menu.Option, len(s.book.Pages))
	for i, p := range s.book.Pages {
		opts[i] = menu.Option{Value: p.ID, Label: strconv.Itoa(i+1) + " / " + strconv.Itoa(len(s.book.Pages)), Note: p.Title}
	}
	b.Stepper("page", "Page", opts, s.at, func(i int) { s.at = i })
	p := &s.book.Pages[s.at]
	b.Heading(p.Title)
	for i := range p.Blocks {
		bl := &p.Blocks[i]
		switch bl.Kind {
		case KindHeading:
			b.Heading(bl.Text)
		case KindText:
			b.Text(bl.Text)
		case KindLine:
			r := b.Line(bl.Text, bl.Value)
			if bl.Note != "" {
				r.Note(bl.Note)
			}
		case KindFigure:
			f := bl.Figure
			r := b.Picture(f.Alt(), f.Height(PictureW), func(dst *ebiten.Image, r layout.Rect, k float64) { f.Draw(dst, r, k, s.pens) })
			if bl.Note != "" {
				r.Note(bl.Note)
			}
		case KindColumn:
			b.Column()
		}
	}
	if s.at+1 < len(s.book.Pages) {
		b.Button("next", "NEXT: "+s.book.Pages[s.at+1].Title, func() { s.at++ })
	}
}

// State implements menu.Page: the game, the page on show, every page's id, and what the
// page's pictures show in words.
func (s *Pages) State() any {
	st := struct {
		Game    string   `json:"game"`
		Page    string   `json:"page"`
		Title   string   `json:"title"`
		Pages   []string `json:"pages"`
		Figures []string `json:"figures"`
	}{Game: s.book.Game, Pages: []string{}, Figures: []string{}}
	for _, p := range s.book.Pages {
		st.Pages = append(st.Pages, p.ID)
	}
	if s.at < len(s.book.Pages) {
		p := &s.book.Pages[s.at]
		st.Page, st.Title = p.ID, p.Title
		for _, bl := range p.Blocks {
			if bl.Kind == KindFigure {
				st.Figures = append(st.Figures, bl.Figure.Alt())
			}
		}
	}
	return st
}

// PictureW is the column width, in menu units, the pages size their pictures for: a
// picture is drawn across the column it is in, at the height it has at this width.
const PictureW = 560.0
