// Package help is the game's help, as data and pictures: for each game a Book of pages —
// how to play, in a few pages illustrated with the game's own cards, chips and circles; the
// hand ranking with how often each hand comes; every pay table with its return and hit
// frequency (the math sheet's exact figures, generated beforehand: nothing is computed at
// run time); how the simulated progressive meter works; the prize wheels' weights and
// returns; and the readings of the rules the game chose.
//
// A game's table writes its Book (it knows its configuration: render/crazy4 and
// render/crisscross implement Author); the pages that show it are made with render/menu.
// The Figures draw themselves with render/sprite and render/paint at any size.
package help

import "felt/render/stage"

// Book is a game's help: its pages in order.
type Book struct {
	Game  string // the game's name: "crazy4", "crisscross"
	Title string // "Crazy 4 Poker"
	Pages []Page
}

// Page is one page of a Book.
type Page struct {
	// ID names the page for the hook ("play-1", "ranking", "pays"): unique in its Book.
	ID    string
	Title string
	// Blocks are what the page says and shows, top to bottom.
	Blocks []Block
}

// Kind says what a Block is.
type Kind uint8

// The blocks.
const (
	KindHeading Kind = iota // a heading
	KindText                // a paragraph
	KindLine                // a name and its value, a row of a table of figures
	KindFigure              // an illustration
	KindColumn              // what follows goes in the next column (beside on a wide screen)
)

// Block is one part of a Page.
type Block struct {
	Kind   Kind
	Text   string // the heading, the paragraph, a Line's name
	Value  string // a Line's value
	Note   string // a smaller line under a Line or a Figure
	Figure Figure // a Figure's picture
}

// Heading adds a heading to the page.
func (p *Page) Heading(s string) { p.Blocks = append(p.Blocks, Block{Kind: KindHeading, Text: s}) }

// Text adds a paragraph.
func (p *Page) Text(s string) { p.Blocks = append(p.Blocks, Block{Kind: KindText, Text: s}) }

// Line adds a name and its value, with a note under them ("" for none).
func (p *Page) Line(name, value, note string) {
	p.Blocks = append(p.Blocks, Block{Kind: KindLine, Text: name, Value: value, Note: note})
}

// Figure adds an illustration, with a caption under it ("" for none).
func (p *Page) Figure(f Figure, caption string) {
	p.Blocks = append(p.Blocks, Block{Kind: KindFigure, Figure: f, Note: caption})
}

// Column puts what follows in the next column.
func (p *Page) Column() { p.Blocks = append(p.Blocks, Block{Kind: KindColumn}) }

// Page returns the page of an ID, and whether the Book has it.
func (b *Book) Page(id string) (*Page, bool) {
	for i := range b.Pages {
		if b.Pages[i].ID == id {
			return &b.Pages[i], true
		}
	}
	return nil, false
}

// Author is a game's table that writes its help: the plugs of render/crazy4 and
// render/crisscross. The Book is written from the table as it stands (its configuration,
// the progressive meter now).
type Author interface {
	Book(s stage.Stage) Book
}

// FreePlay is the honest labelling every help and the title say.
const FreePlay = "Free play. No real money. Credits have no cash value."
