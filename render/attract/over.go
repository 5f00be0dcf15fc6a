package attract

import (
	"felt/render/box"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Over is what attract mode and presenter play put over a table, placed in the table's own
// layout pass (it is the table's table.Overlay) after everything the table placed: the
// DEMO · SCRIPTED DEAL watermark while a showcase runs, attract mode's caption, and the veil
// that dims the meters' panels between showings. Each mark finds the room nearest its own
// place (the middle of the table) that covers none of what the player reads or presses
// (the result line, the message, the credits, the banner, the controls: mustClear), nor
// where it can help it the cards and the seats' words; the plan holds it as a label of the
// table's. Set its fields between Updates and call the table's Relayout. The zero Over with
// Fonts set is ready.
type Over struct {
	// Fonts are the faces of the marks.
	Fonts *fonts.Set
	// Watermark says a showcase is on the table: the watermark is placed.
	Watermark bool
	// Dim veils the meters' panels.
	Dim bool
	// Invite places attract mode's line, which says how to leave it, at the foot of the
	// table clear of the person's circles and of what the player reads, and keeps the other
	// marks clear of it.
	Invite bool

	cap    *captions // attract mode's caption; nil: none
	brush  paint.Brush
	rooms  [3]room
	invite layout.Rect // the invite's pill, device pixels; empty: none
	// inviteWords are the invite's words: Invite, or InviteShort where the foot is narrow.
	inviteWords string
	water       layout.Rect // the watermark's pill, device pixels; empty: none
	capAt       layout.Rect // the caption's pill, device pixels; empty: none
	panels      [2]layout.Rect
	npanels     int
}

// Place implements table.Overlay.
func (o *Over) Place(s table.Placer, v layout.View) {
	o.invite, o.water, o.capAt, o.npanels = layout.Rect{}, layout.Rect{}, layout.Rect{}, 0
	printed, _ := s.Placed()
	for _, b := range printed {
		if b.Kind == box.Board && (b.Group == geom.MeterGroup(0) || b.Group == geom.MeterGroup(1)) && o.npanels < len(o.panels) {
			o.panels[o.npanels] = v.Rect(b.Rect)
			o.npanels++
		}
	}
	if o.Invite {
		o.placeInvite(s, v)
	}
	if o.Watermark {
		o.water = o.place(s, v, &o.rooms[0], Watermark, fonts.Bold, watermarkSize, watermarkY, true)
	}
	if o.cap != nil && o.cap.text != "" {
		o.capAt = o.place(s, v, &o.rooms[1], o.cap.text, fonts.Bold, captionSize, captionY, false)
	}
	if o.water.W > 0 || o.capAt.W > 0 || (o.Dim && o.npanels > 0) {
		s.PaintWith(o)
	}
}

// place finds the room of a pill of words s in style at size (design units), nearest the
// middle of the felt at the share y of the design's height, notes it in the plan and
// returns it, device pixels.
func (o *Over) place(s table.Placer, v layout.View, r *room, words string, style fonts.Style, size, y float64, framed bool) layout.Rect {
	face := o.Fonts.Face(style, v.Len(size))
	p := v.DesignRect(pillRect(v, words, face, 0, 0, framed))
	f := felt.Felt(v)
	_, dh := v.Design()
	printed, pieces := s.Placed()
	at, _ := r.find([2][]box.Box{printed, pieces}, f, f.X+f.W/2, dh*y, p.W, p.H, mustClear, betterClear)
	s.PlaceBox(box.Box{Kind: box.Label, Owner: box.Table, Name: words, Size: size, Rect: at})
	return v.Rect(at)
}

// Paint implements plan.Painter: the veils over the meters' panels, the watermark and the
// caption where Place put them, the caption at its fade.
func (o *Over) Paint(dst *ebiten.Image, v layout.View) {
	if o.Dim {
		for _, r := range o.panels[:o.npanels] {
			o.brush.RoundRect(dst, r, v.Len(6), paint.Night, meterDim)
		}
	}
	if o.water.W > 0 {
		face := o.Fonts.Face(fonts.Bold, v.Len(watermarkSize))
		drawPill(&o.brush, dst, v, Watermark, face, o.water, paint.Brass, true, 0.9)
	}
	if c := o.cap; c != nil && c.text != "" && o.capAt.W > 0 {
		face := o.Fonts.Face(fonts.Bold, v.Len(captionSize))
		drawPill(&o.brush, dst, v, c.text, face, o.capAt, paint.Ink, false, c.alpha())
	}
}

// placeInvite places attract mode's invite. Its own place is the middle of the foot; where
// the person's circles or anything the player reads stand there, the nearest place at the
// foot clear of them and of the felt's printing, the whole line or else its short form; where
// the foot has no such place (the decision's buttons shown beside the chips), the short form
// over the person's circles but clear of the controls and words (rather than over the middle
// of the table); where the controls fill the foot (an upright screen), the short form at the
// nearest place clear of them; at the last the whole line at its own place.
func (o *Over) placeInvite(s table.Placer, v layout.View) {
	face := inviteFace(o.Fonts, v)
	pr, pc := s.Placed()
	boxes := [2][]box.Box{pr, pc}
	soft := func(b box.Box) bool { return betterClear(b) || b.Kind == box.Print }
	own := v.DesignRect(pillRect(v, Invite, face, v.Width/2, inviteBaseline(v, face), false))
	at, words := own, Invite
	for _, t := range [...]struct {
		words string
		hard  func(box.Box) bool
		row   bool
	}{{Invite, inviteClear, true}, {InviteShort, inviteClear, true}, {InviteShort, mustClear, true}, {InviteShort, mustClear, false}} {
		p := v.DesignRect(pillRect(v, t.words, face, v.Width/2, inviteBaseline(v, face), false))
		o.rooms[2].row = t.row
		if r, ok := o.rooms[2].find(boxes, felt.Felt(v), p.X+p.W/2, p.Y+p.H/2, p.W, p.H, t.hard, soft); ok {
			at, words = r, t.words
			break
		}
	}
	o.invite, o.inviteWords = v.Rect(at), words
	s.PlaceBox(box.Box{Kind: box.Label, Owner: box.Table, Name: words, Size: inviteSizeOn(v), Rect: at})
}

// InviteAt returns where the last layout pass put the invite, device pixels (empty: not
// placed), and its words.
func (o *Over) InviteAt() (layout.Rect, string) { return o.invite, o.inviteWords }

// Dimmed returns the meters' panels the last layout pass veiled, device pixels (none when
// Dim is off).
func (o *Over) Dimmed() []layout.Rect {
	if !o.Dim {
		return nil
	}
	return o.panels[:o.npanels]
}
