package menu

import (
	"felt/render/layout"
	"felt/render/store"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Page is the content of a full-screen page: see the package doc.
type Page interface {
	// Name is the page's name for the hook: act('screen', name) opens it.
	Name() string
	// Build puts the page's rows on b, from the page's state now.
	Build(b *Builder)
	// State returns the page's own fields for the hook's state (marshalled with
	// encoding/json under the page's name), or nil.
	State() any
}

// Actor is a page that takes hook commands of its own: Act returns the reply ("" when
// done, or why not) and whether the page knows the command.
type Actor interface {
	Act(name, arg string) (reply string, known bool)
}

// Refresher is a page whose figures change by themselves (a progressive meter): Refresh
// returns how many ticks apart the kit rebuilds it (60 is once a second).
type Refresher interface {
	Refresh() int
}

// Typer is a page with a field the player types into (a round code): while Typing reports
// true, each tick's typed characters (ebiten.AppendInputChars) and keys go to Type instead of
// the kit's keys (Esc too: the page ends the typing on it), and the page is rebuilt after.
type Typer interface {
	Typing() bool
	Type(chars []rune, keys []ebiten.Key)
}

// Closer is a page told when it is closed.
type Closer interface {
	Close()
}

// Host is what the app gives a page.
type Host interface {
	// Table is the table under the pages, or nil when none is open yet (the lobby of a
	// first visit). Read it between rounds only; never change it behind its back.
	Table() *table.Scene
	// Store keeps what is remembered (nil keeps nothing).
	Store() store.Store
	// Open opens a page by name over this one.
	Open(name string) error
	// Back closes the top page.
	Back()
	// Play closes every page and sits the player at a game's table ("crazy4",
	// "crisscross"): the one under the pages, or the game's saved table.
	Play(game string) error
}

// Maker makes a page for a host: what render/app's page map holds.
type Maker func(h Host) Page

// Kind says what a row is.
type Kind uint8

// The rows.
const (
	KindHeading Kind = iota
	KindText
	KindLine
	KindChoice
	KindStepper
	KindToggle
	KindButton
	KindWarn
	KindPicture
)

var kindNames = [...]string{"heading", "text", "line", "choice", "stepper", "toggle", "button", "warn", "picture"}

// String names the kind, as the hook's state does.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Option is one of the options of a Choice or a Stepper: the Value the hook names it by,
// the Label shown, and a Note shown under the row while it is chosen (a pay table's exact
// return).
type Option struct {
	Value, Label, Note string
}

// Row is one row of a page. Builder makes them.
type Row struct {
	Kind    Kind
	ID      string
	Label   string
	Value   string // a Line's value; a Toggle's "on" or "off"
	note    string
	Options []Option
	Sel     int
	col     int

	pick    func(int)
	set     func(bool)
	press   func()
	on      bool
	primary bool
	height  float64
	ratio   float64 // a Picture's height over its width (0: its height, whatever the width)
	draw    Drawer
	icon    Drawer // a control's picture, at the row's left (Icon)
}

// Drawer draws a Picture row into r, the row's rectangle in device pixels of dst, at k
// device pixels per menu unit.
type Drawer func(dst *ebiten.Image, r layout.Rect, k float64)

// Primary makes a Button the page's main action (filled with brass), and returns the row.
func (r *Row) Primary() *Row {
	r.primary = true
	return r
}

// Ratio makes a Picture as high as ratio times the column's width, at most the height it
// was given, and on a short screen at most what leaves room for a heading and a button
// with it on the first screen (a picture of a table keeps its shape on every screen: its
// Drawer fits it in the rectangle given); it returns the row.
func (r *Row) Ratio(ratio float64) *Row {
	r.ratio = ratio
	return r
}

// Icon gives a Choice, Stepper, Toggle or Button a small picture of what it sets (the pace
// of a speed, a sound's level, the deck's colours), drawn by draw in a square IconSize units
// across at the row's left, beside its label and controls; it returns the row. The picture
// shows the row's value: the page builds it from the value it shows.
func (r *Row) Icon(draw Drawer) *Row {
	r.icon = draw
	return r
}

// Note adds a smaller second line under the row's label, and returns the row.
func (r *Row) Note(s string) *Row {
	r.note = s
	return r
}

// NoteText is the note the row shows: its own, or else its chosen option's.
func (r *Row) NoteText() string {
	if r.note != "" {
		return r.note
	}
	if (r.Kind == KindChoice || r.Kind == KindStepper) && r.Sel >= 0 && r.Sel < len(r.Options) {
		return r.Options[r.Sel].Note
	}
	return ""
}

// focusable reports whether the row takes the focus.
func (r *Row) focusable() bool {
	switch r.Kind {
	case KindChoice, KindStepper, KindToggle, KindButton:
		return true
	}
	return false
}

// Builder collects a page's rows. Build gets one, empty, each time.
type Builder struct {
	title string
	rows  []*Row
	col   int
}

// Title sets the page's heading, shown beside the BACK button: in capitals, the page's name
// ("SETTINGS"), after the game's for a page of one game's table (GameTitle).
func (b *Builder) Title(s string) { b.title = s }

// GameTitle is the title of a page of one game's table in the house style: the game's name,
// then the page's, in capitals ("CRAZY 4 POKER · HELP"). A title too wide for the screen
// keeps its last part, the page's name. An unknown game leaves the page's name alone.
func GameTitle(game, page string) string {
	g, ok := map[string]string{"crazy4": "CRAZY 4 POKER", "crisscross": "CRISS CROSS POKER"}[game]
	if !ok {
		return page
	}
	return g + " · " + page
}

func (b *Builder) add(r *Row) *Row {
	r.col = b.col
	b.rows = append(b.rows, r)
	return r
}

// Heading adds a heading.
func (b *Builder) Heading(s string) *Row { return b.add(&Row{Kind: KindHeading, Label: s}) }

// Text adds a paragraph, wrapped to the column.
func (b *Builder) Text(s string) *Row { return b.add(&Row{Kind: KindText, Label: s}) }

// Warn adds a plain line of trouble: a refusal, a setting that cannot be.
func (b *Builder) Warn(s string) *Row { return b.add(&Row{Kind: KindWarn, Label: s}) }

// Line adds a name and its value, as a row of a table of figures.
func (b *Builder) Line(name, value string) *Row {
	return b.add(&Row{Kind: KindLine, Label: name, Value: value})
}

// Choice adds a choice of one of several options, shown side by side; sel is the one
// chosen (-1: none), and pick is called with the index the player picks.
func (b *Builder) Choice(id, label string, opts []Option, sel int, pick func(i int)) *Row {
	return b.add(&Row{Kind: KindChoice, ID: id, Label: label, Options: opts, Sel: sel, pick: pick})
}

// Stepper adds a choice of one of several options in order, shown as − value +.
func (b *Builder) Stepper(id, label string, opts []Option, sel int, pick func(i int)) *Row {
	return b.add(&Row{Kind: KindStepper, ID: id, Label: label, Options: opts, Sel: sel, pick: pick})
}

// Toggle adds a switch; set is called with the new state.
func (b *Builder) Toggle(id, label string, on bool, set func(on bool)) *Row {
	v := "off"
	if on {
		v = "on"
	}
	return b.add(&Row{Kind: KindToggle, ID: id, Label: label, Value: v, on: on, set: set})
}

// Button adds an action.
func (b *Builder) Button(id, label string, press func()) *Row {
	return b.add(&Row{Kind: KindButton, ID: id, Label: label, press: press})
}

// Picture adds a picture the page draws itself (cards, a wheel, a chart): height menu units
// high across the column, drawn by draw; alt says in words what it shows (the hook's
// state gives it as the row's label).
func (b *Builder) Picture(alt string, height float64, draw Drawer) *Row {
	return b.add(&Row{Kind: KindPicture, Label: alt, height: height, draw: draw})
}

// Column puts the rows that follow in the next column: beside the one before on a wide
// screen, under it on a narrow one.
func (b *Builder) Column() { b.col++ }
