package table

import (
	"felt/render/box"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/plan"
	"felt/render/printing"

	"github.com/hajimehoshi/ebiten/v2"
)

// SetView gives the table the screen its next frames are for, before Update and Draw: the
// layout step. A screen the table has no plan for is laid out now; the layout pass at the
// end of each Update keeps the plan up to date for it. Draw paints only a plan made for its
// screen.
func (s *Scene) SetView(v layout.View) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.setView(v)
	if !s.sheet.fr.ok || s.sheet.fr.View != v {
		s.plan(v)
	}
}

// replan lays the table out again for the screen of its plan, if it has one: after a change
// made between Updates (a command of the hook, an overlay), so that the next Draw paints it.
func (s *Scene) replan() {
	if s.sheet.fr.View.Scale > 0 {
		s.plan(s.sheet.fr.View)
	}
}

// setView takes the places of the game's layout for v's orientation and height (a phone's
// on its side with its controls laid out for a finger: PlaceSide, a replay's foot too), and
// the settings row for its size.
func (s *Scene) setView(v layout.View) {
	side := geom.SidePhone(v)
	if !s.haveGeo || s.geom.O != v.Orientation || s.geom.Tall != v.Tall || s.geom.Side != side {
		s.geom = s.plug.Places(v.Orientation, v.Tall, s.person)
		if side {
			s.geom.PlaceSide()
		}
		s.haveGeo = true
		s.small = Small(v)
		s.relayout()
	}
	if Small(v) != s.small {
		s.small = Small(v)
		s.placeSettings()
	}
	s.view = v
	s.pointer.SetSlop(v.Len(14))
}

// plan is the layout pass: it places everything the next frame shows on the screen v
// describes and notes it in the frame's plan (frame.go), painting nothing. Its order is its
// priority: the printing (measured once per screen), the person's credits and total bet
// (at fixed places), the cards, chips and lights, the game's own pieces, the stacks'
// amounts, the controls, the result line and the news, the game's pieces over the controls
// (its marks, a wheel), the banner of a won round (in the result line's place, or the
// nearest clear of them all), the focus ring and the notice. A word that must find room
// finds it among what was placed before it (box.Set, PlaceFree).
func (s *Scene) plan(v layout.View) {
	s.setView(v)
	if !s.sheet.fr.printed || !s.sheet.fr.printView.SameScreen(v) {
		s.print.Printer.Measure(v, printingOf(s), &s.sheet.fr.Boxes)
		s.sheet.fr.printView, s.sheet.fr.printed = v, true
	}
	s.sheet.fr.Reset(v)
	s.look.meterDrawn = s.meters.shown()
	s.sheet.fr.PaintWith(&s.print)
	if s.person >= 0 {
		// The person's credits and total bet stand where they stand: placed first, the
		// words that find room find it clear of them (a table-mate's tag over its hand's
		// name covered the credits on a phone on its side).
		s.sheet.placeCredits(v)
	}
	s.sheet.placeTable(v)
	s.own.Place(&s.sheet, v, false)
	s.sheet.placeTag(v)
	s.sheet.placePills(v)
	s.placeHUD(v)
	s.own.Place(&s.sheet, v, true)
	s.stage.banner.place(&s.sheet, v)
	if s.help {
		// The pays-and-rules sign over all of the table: nothing of it over the sign.
		s.sheet.Veil(v, 0.6)
		s.sheet.fr.PaintWith(&s.sign)
	}
	s.fo.place(&s.sheet.fr, v)
	s.comf.note.place(&s.sheet.fr, s.fonts, &s.geom, v, s.comf.note.alpha(s.demo))
	if s.overlay != nil {
		s.overlay.Place(&s.sheet, v)
	}
	s.sheet.fr.ok, s.sheet.fr.changes = true, s.look.changes
}

// Relayout lays the table out again now, for the next frame to paint: for the owner of a
// table whose overlay changed between Updates (a replay's button pressed).
func (s *Scene) Relayout() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.replan()
}

// Overlay is what the owner of a table places over it in the layout pass, after the
// table's own pieces (a replay's foot): with s.PlaceLabel and s.PaintWith, and among what
// the pass placed before it (s.Placed, s.PlaceBox).
type Overlay interface {
	Place(s Placer, v layout.View)
}

// Placed returns what the layout pass has placed so far, the printing and the pieces, for an
// Overlay's Place to find room among (the pass's own slices: read them there, keep neither).
func (s *sheet) Placed() (printed, pieces []box.Box) {
	return s.fr.Boxes.Printed(), s.fr.Boxes.Pieces()
}

// PlaceBox notes a box (design units) that an Overlay's Place puts over the table, so that the
// plan holds it.
func (s *sheet) PlaceBox(b box.Box) { s.fr.Boxes.Add(b) }

// SetOverlay gives the table an overlay to place over it (nil for none).
func (s *Scene) SetOverlay(o Overlay) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.overlay = o
	s.replan()
}

// Plan runs the layout pass for the screen v describes and returns the boxes of everything
// the next frame shows, the printing first, painting nothing: what the layout checks hold
// to the rules (box.Clashes), with no display.
func (in Inspector) Plan(v layout.View) []box.Box {
	s := in.s
	s.mu.Lock()
	defer s.mu.Unlock()
	s.plan(v)
	return s.sheet.fr.Boxes.All(nil)
}

// printingOf is what the printing prints of the table s, as data: measured once per screen
// in the layout pass, and painted on the printed layer (printing.Layer's Of) when the screen
// changes.
func printingOf(s *Scene) printing.Table {
	t := printing.Table{Places: &s.geom, Fonts: s.fonts, Felt: s.felt, Game: gamePrinting{s},
		Meter: s.core.Meters() > 0, Rack: s.person >= 0 && s.foot, Person: s.person}
	for n := range t.Empty {
		t.Empty[n] = s.stage.Seats[n].Roster < 0
	}
	for _, sp := range s.plug.Spots() {
		if s.core.Offered(sp.Wager) {
			t.Rings = append(t.Rings, printing.Ring{Wager: sp.Wager, Printed: sp.Printed, Look: sp.Look, Bezel: sp.Bezel, Equal: sp.Equal})
		}
	}
	return t
}

// gamePrinting is the game's own printing: its plug's Paint, given the table read.
type gamePrinting struct{ s *Scene }

// Paint implements Game.
func (g gamePrinting) Paint(p *printing.Printer, dst *ebiten.Image, v layout.View) {
	g.s.plug.Paint(&g.s.stage, p, dst, v)
}

// frame is the plan of the next frame (Frame) and what the Scene knows of it: whether it is
// laid out for its View (ok), the scene's count of changes (look.changes) it shows, and the
// screen the printing's boxes were measured for (printView, once printed).
type frame struct {
	plan.Frame
	ok        bool
	changes   uint64
	printView layout.View
	printed   bool
}

// PaintWith places a piece of a game's own that paints itself (a wheel, the lines of a
// hand) on the plan of the next frame, in the order of the pass.
func (s *sheet) PaintWith(p plan.Painter) { s.fr.PaintWith(p) }
