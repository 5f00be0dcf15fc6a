package table

import (
	"felt/render/box"
	"felt/render/sprite"
	"math"

	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/command"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// button is a widget that issues a command. hover and down are the pointer over it and held
// down on it as the layout pass found them; fs the fonts it paints with.
type button struct {
	widget.Button
	cmd         command.Command
	hover, down bool
	fs          *fonts.Set
}

// Paint implements Painter.
func (b *button) Paint(dst *ebiten.Image, v layout.View) {
	b.Draw(dst, b.fs, v, b.hover, b.down)
}

func newButton(title, key string, style widget.Style, c command.Command) *button {
	b := &button{cmd: c}
	b.Style = style
	b.SetText(title, "", key)
	return b
}

// controls are the table's buttons.
type controls struct {
	undo, clear, double, rebet, rebetDeal, deal, buyIn *button
	fold, hint                                         *button
	play                                               [3]*button
	speed, four, motion, sound, help                   *button
	lastAnte                                           money.Amount // the Play buttons' amounts are for this Ante
}

// chipButton is a chip of the rack.
type chipButton struct {
	denom money.Amount
	x, y  float64 // centre, design units
	d     float64
}

// make makes the buttons, the decisions named by name ("FOLD", "PLAY 2x"), and returns
// those of the round and the settings, in the order the focus and the pointer take them.
func (c *controls) make(name func(table.Action) string) (buttons, settings []*button) {
	c.undo = newButton("UNDO", "Z", widget.Secondary, command.Command{Name: command.Undo})
	c.clear = newButton("CLEAR", "C", widget.Secondary, command.Command{Name: command.Clear})
	c.double = newButton("DOUBLE", "X", widget.Secondary, command.Command{Name: command.Double})
	c.rebet = newButton("REBET", "R", widget.Secondary, command.Command{Name: command.Rebet})
	c.rebetDeal = newButton("REBET & DEAL", "E", widget.Secondary, command.Command{Name: command.RebetDeal})
	c.deal = newButton("DEAL", "SPACE", widget.Primary, command.Command{Name: command.Deal})
	c.buyIn = newButton("FREE CREDITS", "B", widget.Primary, command.Command{Name: command.BuyIn})
	c.fold = newButton("FOLD", "F", widget.Secondary, command.Command{Name: command.Fold})
	c.fold.SetText(name(table.Fold), "", "F")
	c.hint = newButton("HINT", "?", widget.Secondary, command.Command{Name: command.Hint})
	for i := range c.play {
		c.play[i] = newButton(name(table.Bet1x+table.Action(i)), string(rune('1'+i)), widget.Primary, command.Command{Name: command.Play, Arg: string(rune('1' + i))})
	}
	c.speed = newButton("SPEED", "S", widget.Quiet, command.Command{Name: command.Speed})
	// The four-colour deck (K) and calm motion (V) are on the settings page with the rest.
	c.four = newButton("SETTINGS", ",", widget.Quiet, command.Command{Name: askScreen, Arg: "settings"})
	c.motion = newButton("HELP", "H", widget.Quiet, command.Command{Name: askScreen, Arg: "help"})
	c.sound = newButton("SOUND", "M", widget.Quiet, command.Command{Name: command.Mute})
	c.help = newButton("PAYS & RULES", "", widget.Quiet, command.Command{Name: command.Help})
	return []*button{c.undo, c.clear, c.double, c.rebet, c.rebetDeal, c.deal, c.buyIn, c.fold, c.play[0], c.play[1], c.play[2], c.hint},
		[]*button{c.speed, c.four, c.motion, c.sound, c.help}
}

// relayout places the controls for the current geometry and settles everything on the
// table into its place in it.
func (s *Scene) relayout() {
	g := &s.geom
	s.ctl.grid(g)
	s.placeSettings()
	s.rack = s.rack[:0]
	n := float64(len(s.bet.chips))
	step := math.Min(g.Rack.W/n, g.ChipD*1.25)
	for i, d := range s.bet.chips {
		s.rack = append(s.rack, chipButton{denom: d, x: g.Rack.X + step*(float64(i)+0.5), y: g.Rack.Y + g.Rack.H/2, d: g.ChipD})
	}
	s.snap()
}

// grid places the round's buttons in the places' button area: the betting's in three
// columns of two rows, the decisions' in two, HINT beside them.
func (c *controls) grid(g *Places) {
	grid := func(r layout.Rect, cols, rows, col, row int, span int) layout.Rect {
		const gap = 8
		w := (r.W - gap*float64(cols-1)) / float64(cols)
		h := (r.H - gap*float64(rows-1)) / float64(rows)
		return layout.Rect{X: r.X + float64(col)*(w+gap), Y: r.Y + float64(row)*(h+gap), W: w*float64(span) + gap*float64(span-1), H: h}
	}
	b := g.Buttons
	c.undo.Rect = grid(b, 3, 2, 0, 0, 1)
	c.clear.Rect = grid(b, 3, 2, 1, 0, 1)
	c.double.Rect = grid(b, 3, 2, 2, 0, 1)
	c.rebet.Rect = grid(b, 3, 2, 0, 1, 1)
	c.rebetDeal.Rect = grid(b, 3, 2, 1, 1, 1)
	c.deal.Rect = grid(b, 3, 2, 2, 1, 1)
	c.buyIn.Rect = grid(b, 3, 2, 1, 1, 2)
	c.play[1].Rect = grid(b, 2, 2, 0, 0, 1)
	c.play[2].Rect = grid(b, 2, 2, 1, 0, 1)
	c.fold.Rect = grid(b, 2, 2, 0, 1, 1)
	c.play[0].Rect = grid(b, 2, 2, 1, 1, 1)
	// HINT beside FOLD, on the table's side of the buttons; in portrait beside the top row,
	// clear of the chip rack.
	f := c.fold.Rect
	if g.O == layout.Portrait {
		// A little lower than the row: the person's Play circle reaches down to its top.
		f = c.play[1].Rect
		f.Y, f.H = f.Y+8, f.H-8
	}
	// Narrow, clear of the total bet (portrait) and the person's right wing (landscape).
	hw := min(f.W*0.7, 66)
	c.hint.Rect = layout.Rect{X: f.X - 8 - hw, Y: f.Y, W: hw, H: f.H}
}

// snap puts everything on the table where the current geometry has it, at once: after a
// change of orientation.
func (s *Scene) snap() {
	s.stage.finishAll()
	for i := range s.stage.seats {
		st := &s.stage.seats[i]
		for k := range st.cards {
			c := &st.cards[k]
			if c.On && c.Alpha.To > 0 {
				_, x, y, w, a := s.stage.CardAt(i, k)
				c.Pos.Place(x, y)
				c.W = w
				c.Rot.Set(a)
			}
		}
		for w := range st.stake {
			for _, p := range [2]*stack{&st.stake[w], &st.pay[w]} {
				if p.on(s.stage.tl.Now()) {
					x, y, d := s.stage.SpotXY(i, table.Wager(w))
					if p == &st.pay[w] {
						x, y, d = s.stage.payXY(i, table.Wager(w))
					}
					p.pos.Place(x, y)
					p.d = d
				}
			}
		}
	}
	for k := range s.stage.dealer.cards {
		for _, seat := range [2]int{table.Dealer, table.Community} {
			c, x, y, w, _ := s.stage.CardAt(seat, k)
			if c.On && c.Alpha.To > 0 {
				c.Pos.Place(x, y)
				c.W = w
			}
		}
	}
	if c, x, y, _ := s.stage.Aside(); c.On && c.Alpha.To > 0 {
		c.Pos.Place(x, y)
	}
}

// updateControls shows the buttons the moment allows: the betting buttons between rounds,
// the legal decisions when it is the person's turn, nothing while cards and chips move.
func (s *Scene) updateControls() {
	c := &s.ctl
	for _, b := range s.buttons {
		b.Hidden = true
	}
	c.speed.SetText(speedTitles[s.prefs.speed], "", "S")
	c.sound.Selected = !s.prefs.muted
	c.help.Selected = s.help
	if s.person < 0 || s.animating() || s.help || s.opts.Log != nil {
		return
	}
	deciding := s.core.Phase() == table.Deciding
	if deciding && s.core.Turn() != s.person {
		return
	}
	if deciding {
		c.decisions(s.core, s.person, s.Decision, s.hintShown())
	} else {
		c.betting(s.core, s.person, len(s.bet.history) > 0)
	}
	if s.geom.Wide {
		c.foot(&s.geom, deciding)
	}
}

// decisions shows the person's legal decisions at core g, named by name, each with what it
// adds to the Ante, and HINT (lit when hinted).
func (c *controls) decisions(g table.Game, p int, name func(table.Action) string, hinted bool) {
	legal := g.Legal(p)
	ante := g.Bets(p)[0]
	if ante != c.lastAnte {
		c.lastAnte = ante
		for i, b := range c.play {
			a := table.Bet1x + table.Action(i)
			b.SetText(name(a), (money.Amount(a.Multiple()) * ante).String(), string(rune('1'+i)))
		}
	}
	c.fold.Hidden = !legal.Has(table.Fold)
	c.hint.Hidden = false
	c.hint.Selected = hinted
	for i, b := range c.play {
		b.Hidden = !legal.Has(table.Bet1x + table.Action(i))
	}
}

// betting shows the betting's buttons between rounds at core g, each usable as the person's
// bets allow (undo: there are bets to undo), or FREE CREDITS when the person is out of them.
func (c *controls) betting(g table.Game, p int, undo bool) {
	bets := g.Bets(p)
	has := bets.Total() > 0
	last := g.Last(p).Total() > 0
	broke := !g.Covers(p)
	for _, b := range []*button{c.undo, c.clear, c.double, c.rebet, c.rebetDeal, c.deal} {
		b.Hidden = false
	}
	c.undo.Disabled = !undo || !has
	c.clear.Disabled = !has
	c.double.Disabled = !has
	c.rebet.Disabled = !last || has
	c.rebetDeal.Disabled = !last
	if has {
		c.rebetDeal.Disabled = true
	}
	c.deal.Disabled = bets[0] == 0
	if broke && !has {
		c.rebet.Hidden, c.rebetDeal.Hidden, c.deal.Hidden = true, true, true
		c.buyIn.Hidden = false
	}
}

// foot lays a tall phone's buttons out (Places.Wide), each at least Places.Touch in its
// smaller side: in the betting those usable now in one row across the foot (a disabled one
// does nothing: UNDO, CLEAR and DOUBLE show with bets on the circles, REBET and REBET & DEAL
// without), DEAL always; while the person decides, FOLD and the least decision in that
// row, the larger decisions and HINT in the chip rack's row over it (the rack has nothing to
// do until the round ends, and is not shown).
func (c *controls) foot(g *Places, deciding bool) {
	across := func(r layout.Rect, cols int, bs ...*button) {
		const gap = 8
		w := (r.W - gap*float64(cols-1)) / float64(cols)
		k := 0
		for _, b := range bs {
			if b.Hidden {
				continue
			}
			b.Rect = layout.Rect{X: r.X + float64(k)*(w+gap), Y: r.Y, W: w, H: r.H}
			k++
		}
	}
	if deciding {
		across(g.Buttons, 2, c.fold, c.play[0])
		across(g.Rack, 3, c.play[1], c.play[2], c.hint)
		c.hint.Rect.X = g.Rack.X + g.Rack.W - c.hint.Rect.W
		return
	}
	row := []*button{c.undo, c.clear, c.double, c.rebet, c.rebetDeal, c.buyIn, c.deal}
	n := 0
	for _, b := range row {
		if b != c.deal && b != c.buyIn && b.Disabled {
			b.Hidden = true
		}
		if !b.Hidden {
			n++
		}
	}
	across(g.Buttons, max(n, 3), row...)
}

// rackShown reports whether the chip rack is on the table: not at a replay's foot, nor on
// a tall phone while a decision is awaited (its row holds the decisions: controls.foot).
func (s *Scene) rackShown() bool {
	return !s.foot && !(s.geom.Wide && s.core.Phase() == table.Deciding)
}

var speedTitles = [...]string{anim.Slow: "SPEED SLOW", anim.Normal: "SPEED NORMAL", anim.Fast: "SPEED FAST", anim.Instant: "SPEED INSTANT"}

// placeTable places what moves on the felt: cards, chips, lights and labels.
func (s *Scene) placeTable(v layout.View) {
	g := &s.geom
	now := s.stage.tl.Now()
	s.meters.place(&s.fr, s.fonts, &s.geom)
	// The shoe's next card.
	sx, sy := v.ToDevice(g.Shoe.X+4, g.Shoe.Y-6)
	s.fr.next(inkCard).card = sprite.CardOp{X: sx, Y: sy, W: v.Len(g.DealerW * 0.8), Angle: ShoeTilt, Alpha: 1, Back: s.stage.back}

	for i := range s.stage.seats {
		s.placeSeatLights(v, i)
	}
	d := &s.stage.dealer
	for k := range d.cards {
		s.placeCardOf(v, &d.cards[k], box.Dealer, CardsGroup(box.Dealer))
	}
	for k := range d.community {
		s.placeCardOf(v, &d.community[k], box.Dealer, PlaceGroup(k))
	}
	s.placeCardOf(v, &d.aside, box.Dealer, AsideGroup())
	for i := range s.stage.seats {
		s.placeSeat(v, i)
	}
	for i := range s.stage.flyers {
		s.placeStack(v, &s.stage.flyers[i], box.Table)
	}
	// The dealer's labels.
	hx, hy := v.ToDevice(g.DealerHand.X, g.DealerHand.Y)
	if span, ok := s.dealerSpan(v); ok {
		hy = s.sheet.Clear(v, &d.hand, box.Dealer, hx, hy, span)
	}
	if g.DealerLine != (Point{}) {
		// Beside the hand's name; the two set side by side under the dealer's cards when
		// large type (a phone's) would have them meet.
		lx, _ := v.ToDevice(g.DealerLine.X, g.DealerLine.Y)
		hb, lb := s.sheet.LabelBox(v, &d.hand, box.Dealer, hx, hy, text.AlignCenter), s.sheet.LabelBox(v, &d.beside, box.Dealer, lx, hy, text.AlignCenter)
		if gap := v.Len(6); d.handA.At(now) > 0.05 && hb.W > 0 && lb.X < hb.X+hb.W+gap {
			mid, _ := v.ToDevice(g.Dealer[MaxCards/2].X, 0)
			total := hb.W + gap + lb.W
			lx = mid + total/2 - lb.W/2
			hx = mid - total/2 + hb.W/2
		}
		s.sheet.PlaceLabel(v, &d.hand, hx, hy, text.AlignCenter, float32(d.handA.At(now)), box.Dealer, 0)
		s.sheet.PlaceLabel(v, &d.beside, lx, hy, text.AlignCenter, float32(d.lineA.At(now)), box.Dealer, 0)
		return
	}
	s.sheet.PlaceLabel(v, &d.hand, hx, hy, text.AlignCenter, float32(d.handA.At(now)), box.Dealer, 0)
	ly := hy + v.Len(26)
	if d.handA.At(now) > 0.05 {
		// Under the hand's name, whatever the size of either.
		hb, lb := s.sheet.LabelBox(v, &d.hand, box.Dealer, hx, hy, text.AlignCenter), s.sheet.LabelBox(v, &d.line, box.Dealer, hx, ly, text.AlignCenter)
		if gap := hb.Y + hb.H + v.Len(1) - lb.Y; gap > 0 {
			ly += gap
			lb.Y += gap
		}
		if s.meetsAny(toDesign(v, lb)) {
			// Under the name it would cover the felt's printing (Criss Cross's community
			// hand on a phone, in large type): over the name, at its right end.
			nx, ny := hb.X+hb.W-lb.W/2, ly-(lb.Y+lb.H-hb.Y)-v.Len(2)
			if !s.meetsAny(toDesign(v, s.sheet.LabelBox(v, &d.line, box.Dealer, nx, ny, text.AlignCenter))) {
				hx, ly = nx, ny
			}
		}
	}
	s.sheet.PlaceLabel(v, &d.line, hx, ly, text.AlignCenter, float32(d.lineA.At(now)), box.Dealer, 0)
}

// placeSeat places a seat's cards, chips and labels.
func (s *Scene) placeSeat(v layout.View, i int) {
	if !s.seatShown(i) {
		return
	}
	sg := &s.geom.Seats[i]
	st := &s.stage.seats[i]
	now := s.stage.tl.Now()
	for k := range st.cards {
		s.placeCardOf(v, &st.cards[k], i, CardsGroup(i))
	}
	for w := range st.stake {
		s.placeStack(v, &st.stake[w], i)
	}
	for w := range st.pay {
		s.placeStack(v, &st.pay[w], i)
	}
	if sg.Front && s.stage.phase != table.Deciding {
		// A circle at the table's maximum says so.
		for w := range st.staked {
			l := s.core.Limit(table.Wager(w))
			if l.Offered() && st.staked[w] > 0 && st.staked[w] >= l.Max && len(l.Exact) == 0 && st.stake[w].on(now) {
				c := sg.Spots[w]
				mx, my := v.ToDevice(c.X+c.R*0.9, c.Y-c.R*0.9)
				s.sheet.PlaceLabel(v, &s.labels.max, mx, my, text.AlignCenter, 0.95, i, CircleGroup(i, table.Wager(w)))
			}
		}
	}
	hx, hy := v.ToDevice(sg.Hand.X, sg.Hand.Y)
	span, spanOK := s.sheet.CardSpan(v, i)
	if spanOK {
		hy = s.sheet.Clear(v, &st.hand, i, hx, hy, span)
	}
	s.sheet.PlaceLabel(v, &st.hand, hx, hy, text.AlignCenter, float32(st.handA.At(now)), i, 0)
	if a := st.tagA.At(now); a > 0 {
		tx, ty := s.tagPlace(v, i)
		s.sheet.PlaceLabel(v, &st.tag, tx, ty, text.AlignCenter, float32(a), i, 0)
	}
	if sg.Front {
		return
	}
	// A table-mate's name and credits.
	nx, ny := v.ToDevice(sg.Name.X, sg.Name.Y)
	// Below the seat's circles, whatever the name's size.
	nb := s.sheet.LabelBox(v, &st.name, i, nx, ny, text.AlignCenter)
	for w, c := range sg.Spots {
		if c.R == 0 || !s.core.Offered(table.Wager(w)) {
			continue
		}
		r := v.Rect(layout.Rect{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R})
		if r.X < nb.X+nb.W && nb.X < r.X+r.W && r.Y < nb.Y+nb.H && nb.Y < r.Y+r.H {
			d := r.Y + r.H + v.Len(1) - nb.Y
			ny, nb.Y = ny+d, nb.Y+d
		}
	}
	if st.name.Text() == "" {
		return
	}
	size := s.TextSize(v, 10, i)
	dg := s.art.Digits(fonts.Mono, v.Len(size))
	b := s.stage.mateCredits[i].Append(s.digits[:0])
	// The credits under the name; beside it where under it they would meet another
	// seat's tag (in portrait, the tag over the cards of the seat below).
	cx, cy, align := nx, ny+v.Len(3)+st.name.Px()*1.15, text.AlignCenter
	if s.meetsTag(v, i, layout.Rect{X: cx - dg.Width(b)/2, Y: cy - dg.CapHeight(), W: dg.Width(b), H: dg.CapHeight()}) {
		gap := v.Len(5)
		left := nx - (nb.W+gap+dg.Width(b))/2
		nx, cx, align = left+nb.W/2, left+nb.W+gap, text.AlignStart
		cy = nb.Y + nb.H/2 + dg.CapHeight()/2
	}
	s.sheet.PlaceLabel(v, &st.name, nx, ny, text.AlignCenter, 0.9, i, GroupOf(i, partName))
	s.fr.digits(dg, b, cx, cy, align, paint.Brass)
	s.recordDigits(v, dg, b, cx, cy, align, size, i, GroupOf(i, partName))
}

// tagPlace returns where seat i's tag is drawn, its centre in device pixels: over its
// cards (a table-mate's folded and mucked, in their place), clear of its cards, and clear
// of its own circles (the person's) or the other seats' (a table-mate's).
func (s *Scene) tagPlace(v layout.View, i int) (float64, float64) {
	sg := &s.geom.Seats[i]
	st := &s.stage.seats[i]
	at := sg.Tag
	if st.folded && !sg.Front && !anyCardOn(st) {
		// A table-mate's folded cards are mucked: the tag takes their place. Cards kept
		// for a wager still in play (the 6 Card Bonus) keep the tag above them.
		at = sg.Cards[2]
	}
	tx, ty := v.ToDevice(at.X, at.Y)
	span, spanOK := s.sheet.CardSpan(v, i)
	if spanOK {
		ty = s.sheet.Clear(v, &st.tag, i, tx, ty, span)
	}
	if sg.Front {
		ty = s.clearOfCircles(v, &st.tag, i, tx, ty, span, spanOK)
	} else {
		tx = s.clearOfNeighbours(v, &st.tag, i, tx, ty)
	}
	return tx, ty
}

// meetsTag reports whether r (device pixels) comes within 2 CSS pixels of a tag another
// table-mate shows.
func (s *Scene) meetsTag(v layout.View, seat int, r layout.Rect) bool {
	r = r.Inset(-2 * v.Device)
	now := s.stage.tl.Now()
	for n := range s.stage.seats {
		st := &s.stage.seats[n]
		if n == seat || s.geom.Seats[n].Front || !s.seatShown(n) || st.tag.Text() == "" || st.tagA.At(now) <= 0.05 {
			continue
		}
		tx, ty := s.tagPlace(v, n)
		b := s.sheet.LabelBox(v, &st.tag, n, tx, ty, text.AlignCenter)
		if r.X < b.X+b.W && b.X < r.X+r.W && r.Y < b.Y+b.H && b.Y < r.Y+r.H {
			return true
		}
	}
	return false
}

// anyCardOn reports whether a seat has a card on the table.
func anyCardOn(st *seat) bool {
	for k := range st.cards {
		if c := &st.cards[k]; c.On && c.Alpha.To > 0 {
			return true
		}
	}
	return false
}

// placeHUD places the controls, the credits, the result line and the messages.
func (s *Scene) placeHUD(v layout.View) {
	g := &s.geom
	s.updateControls()
	hx, hy, hover := s.pointer.Hover()
	dx, dy, down := s.pointer.Down()
	hdx, hdy := v.ToDesign(hx, hy)
	ddx, ddy := v.ToDesign(dx, dy)
	for _, list := range [2][]*button{s.buttons, s.settings} {
		for _, b := range list {
			b.SetFloor(MinText * v.Device)
			b.hover, b.down, b.fs = hover && b.Hit(hdx, hdy), down && b.Hit(ddx, ddy), s.fonts
			if !b.Hidden {
				b.Fit(s.fonts, v.Scale)
				s.fr.paintWith(b)
			}
			s.recordButton(v, b)
		}
	}
	if s.person >= 0 {
		if s.rackShown() {
			s.placeRack(v)
		}
		s.placeCredits(v)
	}
	// The result line of the last round, and the line of news: where the news meets the
	// result line and finds no clear place beside it, it takes the line's place a while.
	var res layout.Rect // where the result line is, device pixels
	x, y := 0.0, 0.0
	if s.stage.resultOn {
		x, y, res = s.placeResult(v)
	}
	a := s.stage.msg.alpha(s.stage.tl.Now())
	msgOn := a > 0 && !(s.foot && s.stage.msg.err)
	var mx, my float64
	over := false // the news takes the result line's place
	s.stage.msg.at = layout.Rect{}
	if msgOn {
		s.fitMessage(v)
		mx, my = v.ToDevice(g.Message.X, g.Message.Y)
		my, over = s.placeMessage(v, mx, my, res)
		s.stage.msg.at = toDesign(v, s.newsBox(v, mx, my))
	}
	if res.W > 0 && !over {
		s.stage.result.x, s.stage.result.y = x, y
		s.fr.paintWith(&s.stage.result)
		s.record(v, box.Box{Kind: box.Label, Owner: box.Table, Name: s.stage.result.head, Size: s.stage.result.size}, res)
	}
	s.placeHint(v)
	if msgOn {
		s.placeMessageAt(v, mx, my, a)
	}
	s.placeBanner(v)
	s.placePanel(v)
	if s.opts.Log != nil {
		if !s.foot {
			x, y := v.ToDevice(g.Buttons.X+g.Buttons.W/2, g.Buttons.Y+g.Buttons.H/2)
			s.sheet.PlaceLabel(v, &s.labels.replay, x, y, text.AlignCenter, 0.95, box.Table, 0)
		}
	} else if s.animating() && s.person >= 0 && !s.help && !s.demo {
		// (Over the demonstration, attract mode's tables among them, any input hands the
		// seat over: it skips nothing.)
		x, y := v.ToDevice(g.Buttons.X+g.Buttons.W/2, g.Buttons.Y+g.Buttons.H/2)
		s.sheet.PlaceLabel(v, &s.labels.skip, x, y, text.AlignCenter, 0.55, box.Table, 0)
	}
}
