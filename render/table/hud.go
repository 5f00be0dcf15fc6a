package table

import (
	"felt/render/box"
	"felt/render/geom"
	"felt/render/sprite"
	"felt/render/stage"
	"math"

	"felt/game/table"
	"felt/render/layout"
	"felt/render/text"
)

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
		c := chipButton{denom: d, x: g.Rack.X + step*(float64(i)+0.5), y: g.Rack.Y + g.Rack.H/2, d: g.ChipD}
		if g.Side {
			// Two over three, at the felt's end (Places.PlaceSide).
			k, y := float64(i), g.Rack.Y+g.ChipD/2
			if i >= 2 {
				k, y = float64(i-2), g.Rack.Y+g.Rack.H-g.ChipD/2
			}
			c.x, c.y = g.Rack.X+g.Rack.W/3*(k+0.5), y
		}
		s.rack = append(s.rack, c)
	}
	s.snap()
}

// snap puts everything on the table where the current geometry has it, at once: after a
// change of orientation.
func (s *Scene) snap() {
	s.stage.finishAll()
	for i := range s.stage.Seats {
		st := &s.stage.Seats[i]
		for k := range st.Cards {
			c := &st.Cards[k]
			if c.On && c.Alpha.To > 0 {
				_, x, y, w, a := s.stage.CardAt(i, k)
				c.Pos.Place(x, y)
				c.W = w
				c.Rot.Set(a)
			}
		}
		for w := range st.Stake {
			for _, p := range [2]*stage.Stack{&st.Stake[w], &st.Pay[w]} {
				if p.On(s.stage.Timeline.Now()) {
					x, y, d := s.stage.SpotXY(i, table.Wager(w))
					if p == &st.Pay[w] {
						x, y, d = s.stage.PayXY(i, table.Wager(w))
					}
					p.Pos.Place(x, y)
					p.D = d
				}
			}
		}
	}
	for k := range s.stage.Dealer.Cards {
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

// rackShown reports whether the chip rack is on the table: not at a replay's foot, nor on
// a phone while a decision is awaited (its row holds the decisions: controls.foot, side).
func (s *Scene) rackShown() bool {
	return !s.foot && !(s.geom.Wide && s.core.Phase() == table.Deciding)
}

// placeTable places what moves on the felt: cards, chips, lights and labels.
func (s *sheet) placeTable(v layout.View) {
	g := &s.sc.geom
	now := s.st.Timeline.Now()
	s.placeTray(v)
	s.sc.meters.place(&s.fr, s.sc.fonts, &s.sc.geom, v)
	// The shoe's next card.
	sx, sy := v.ToDevice(g.Shoe.X+4, g.Shoe.Y-6)
	s.fr.Card(sprite.CardOp{X: sx, Y: sy, W: v.Len(g.DealerW * 0.8), Angle: stage.ShoeTilt, Alpha: 1, Back: s.st.Back})

	for i := range s.st.Seats {
		s.placeSeatLights(v, i)
	}
	d := &s.st.Dealer
	for k := range d.Cards {
		s.placeCardOf(v, &d.Cards[k], box.Dealer, geom.CardsGroup(box.Dealer))
	}
	for k := range d.Community {
		s.placeCardOf(v, &d.Community[k], box.Dealer, geom.PlaceGroup(k))
	}
	s.placeCardOf(v, &d.Aside, box.Dealer, geom.AsideGroup())
	// On a phone the table-mates' names, then every seat's cards and chips, first: the
	// seats' words, in large type in little room, find their places clear of them all
	// (placeSeatWord), the next seat's too.
	first := v.Phone()
	if first {
		for i := range s.st.Seats {
			s.placeName(v, i)
		}
		for i := range s.st.Seats {
			s.placePieces(v, i)
		}
	}
	// The person's seat first: its words are the table's largest, and a table-mate's find
	// room clear of them (at 1280x800 a 6 Card tag of the seat beside lay under the
	// person's hand's name, placed after it).
	if p := s.sc.person; p >= 0 && p < table.Seats {
		s.placeSeat(v, p, !first, !first)
	}
	for i := range s.st.Seats {
		if i != s.sc.person {
			s.placeSeat(v, i, !first, !first)
		}
	}
	for i := range s.st.Flyers {
		s.placeStack(v, &s.st.Flyers[i], box.Table, ChipsMoving)
	}
	// The dealer's labels.
	hx, hy := v.ToDevice(g.DealerHand.X, g.DealerHand.Y)
	if span, ok := s.dealerSpan(v); ok {
		hy = s.Clear(v, &d.Hand, box.Dealer, hx, hy, span)
	}
	if g.DealerLine != (geom.Point{}) {
		// Beside the hand's name; the two set side by side under the dealer's cards when
		// large type (a phone's) would have them meet.
		lx, _ := v.ToDevice(g.DealerLine.X, g.DealerLine.Y)
		hand := &d.Hand
		x, y, l, ok := s.dealerBeside(v, hand, hx, hy, lx)
		if !ok && v.Phone() && d.HandPhone.Text() != d.Hand.Text() {
			// On a phone, where in full they find no clear place, the hand's name by its
			// kind (on one on its side "Straight Flush, Ace high" and "Qualifies" reached
			// both cards beside the dealer's, the Magic Card and the 6 Card Bonus's).
			if x2, y2, l2, ok := s.dealerBeside(v, &d.HandPhone, hx, hy, lx); ok {
				hand, x, y, l = &d.HandPhone, x2, y2, l2
			}
		}
		s.PlaceLabel(v, hand, x, y, text.AlignCenter, float32(d.HandA.At(now)), box.Dealer, 0)
		s.PlaceLabel(v, &d.Beside, l, y, text.AlignCenter, float32(d.LineA.At(now)), box.Dealer, 0)
		return
	}
	hx = s.clearOfCards(v, &d.Hand, hx, hy)
	s.PlaceLabel(v, &d.Hand, hx, hy, text.AlignCenter, float32(d.HandA.At(now)), box.Dealer, 0)
	ly := hy + v.Len(26)
	if d.HandA.At(now) > 0.05 {
		// Under the hand's name, whatever the size of either.
		hb, lb := s.LabelBox(v, &d.Hand, box.Dealer, hx, hy, text.AlignCenter), s.LabelBox(v, &d.Line, box.Dealer, hx, ly, text.AlignCenter)
		if gap := hb.Y + hb.H + v.Len(1) - lb.Y; gap > 0 {
			ly += gap
			lb.Y += gap
		}
		if s.meetsAny(v.DesignRect(lb)) {
			// Under the name it would cover the felt's printing (Criss Cross's community
			// hand on a phone, in large type): over the name, at its right end.
			nx, ny := hb.X+hb.W-lb.W/2, ly-(lb.Y+lb.H-hb.Y)-v.Len(2)
			if !s.meetsAny(v.DesignRect(s.LabelBox(v, &d.Line, box.Dealer, nx, ny, text.AlignCenter))) {
				hx, ly = nx, ny
			}
		}
	}
	s.PlaceLabel(v, &d.Line, hx, ly, text.AlignCenter, float32(d.LineA.At(now)), box.Dealer, 0)
}

// dealerShift is the k-th move aside, design units, that the dealer's hand's name and line
// set side by side try: 4, -4, 8, -8 ... (placeTable).
func dealerShift(k int) float64 {
	d := float64(4 * (k/2 + 1))
	if k%2 == 1 {
		return d
	}
	return -d
}

// placeSeat places a seat's cards and chips if pieces, its labels, and a table-mate's name
// (placeName) if name.
func (s *sheet) placeSeat(v layout.View, i int, pieces, name bool) {
	if !s.sc.seatShown(i) {
		return
	}
	sg := &s.sc.geom.Seats[i]
	st := &s.st.Seats[i]
	now := s.st.Timeline.Now()
	if pieces {
		s.placePieces(v, i)
	}
	if sg.Front && s.st.Phase != table.Deciding {
		// A circle at the table's maximum says so.
		for w := range st.Staked {
			l := s.sc.core.Limit(table.Wager(w))
			if l.Offered() && st.Staked[w] > 0 && st.Staked[w] >= l.Max && len(l.Exact) == 0 && st.Stake[w].On(now) {
				c := sg.Spots[w]
				mx, my := v.ToDevice(c.X+c.R*0.9, c.Y-c.R*0.9)
				s.PlaceLabel(v, &s.sc.labels.max, mx, my, text.AlignCenter, 0.95, i, geom.CircleGroup(i, table.Wager(w)))
			}
		}
	}
	hx, hy := v.ToDevice(sg.Hand.X, sg.Hand.Y)
	span, spanOK := s.CardSpan(v, i)
	hand := s.handLabel(v, i)
	if spanOK {
		hy = s.Clear(v, hand, i, hx, hy, span)
	}
	if i == s.sc.person && v.Phone() && st.HandPhone.Text() != "" && !s.fits(v, hand, i, hx, hy) {
		// The person's hand's name by its kind, where in full it would cover anything (on
		// a 375x667 phone "Two Pair, Queens and Eights" reached the table-mates' circles).
		hand = &st.HandPhone
	}
	s.placeSeatWord(v, hand, i, geom.HandGroup(i), hx, hy, float32(st.HandA.At(now)), layout.Rect{}, false)
	if sg.Front {
		return // its tag by its hand, once the game has named it (placeTag)
	}
	if a := st.TagA.At(now); a > 0 && s.mateTagShown(v, i) {
		tx, ty := s.tagPlace(v, i)
		at, ok := s.placedWord(i, hand)
		s.placeSeatWord(v, s.tagLabel(v, i), i, 0, tx, ty, float32(a), at, ok)
	}
	if name {
		s.placeName(v, i)
	}
}

// placePieces places seat i's cards and chips.
func (s *sheet) placePieces(v layout.View, i int) {
	if !s.sc.seatShown(i) {
		return
	}
	st := &s.st.Seats[i]
	for k := range st.Cards {
		s.placeCardOf(v, &st.Cards[k], i, geom.CardsGroup(i))
	}
	s.placeChips(v, i)
}

// placeTag places the person's tag (PLAY 1x, MIDDLE ON DOWN, 6 CARD: Two Pair) by the
// person's hand, which it speaks of, once the hand is named (the game's names too: after
// the game's pieces): at its seat's place (tagPlace) where that is by the hand and free, else the
// first free of beside the hand's foot (left, then right), beside its middle, over the hand
// and under it, but not in the result line's place nor in the banner's band.
func (s *sheet) placeTag(v layout.View) {
	i := s.sc.person
	if i < 0 || !s.sc.seatShown(i) {
		return
	}
	st := &s.st.Seats[i]
	a := float32(st.TagA.At(s.st.Timeline.Now()))
	if a <= 0 || st.Tag.Text() == "" {
		return
	}
	tx, ty := s.tagPlace(v, i)
	hand, ok := s.fr.Boxes.Union(func(b box.Box) bool {
		return b.Owner == i && (b.Kind == box.Card || b.Kind == box.Label && b.Group == geom.HandGroup(i))
	})
	if !ok {
		s.PlaceLabel(v, &st.Tag, tx, ty, text.AlignCenter, a, i, 0)
		return
	}
	h := v.Rect(hand)
	b := s.LabelBox(v, &st.Tag, i, tx, ty, text.AlignCenter)
	reach := v.Len(tagReach)
	if b.Meets(h.Inset(-reach)) && !s.covers(v, b) {
		s.PlaceLabel(v, &st.Tag, tx, ty, text.AlignCenter, a, i, 0)
		return
	}
	gap := v.Len(8)
	o := s.LabelBox(v, &st.Tag, i, 0, 0, text.AlignCenter) // its box about its centre
	foot, mid := h.Y+h.H-(o.Y+o.H), h.Y+h.H/2-(o.Y+o.H/2)
	left, right := h.X-gap-o.W/2, h.X+h.W+gap+o.W/2
	// Not where the result line goes, which is placed after.
	rr := s.resultPlace(v)
	// Nor, on a phone on its side, in the foot's rows of controls, placed after too (the
	// decisions, a replay's foot).
	g := &s.sc.geom
	inFoot := func(b layout.Rect) bool { return s.inFoot(v, b) }
	n := 0
	for _, p := range [...][2]float64{
		{left, foot}, {right, foot}, {left, mid}, {right, mid},
		{h.X + h.W/2, h.Y - gap - (o.Y + o.H)},
		{h.X + h.W/2, h.Y + h.H + gap - o.Y},
	} {
		if b := o.Move(p[0], p[1]); !b.Meets(rr) && !inFoot(b) && !s.inBand(v, b) {
			s.tagAt[n] = p
			n++
		}
	}
	if n == 0 {
		s.PlaceLabel(v, &st.Tag, tx, ty, text.AlignCenter, a, i, 0)
		return
	}
	if s.anyFree(v, o, s.tagAt[:n]) {
		s.PlaceFree(v, &st.Tag, i, a, s.tagAt[:n]...)
		return
	}
	if g.Side {
		// A phone on its side with no room by the hand: the tag is not printed rather than
		// sent into the foot's rows of controls or far from the hand (the result line
		// names the wager it speaks of).
		return
	}
	// Else round them, within reach of the hand (further off, at 800x1280, Criss Cross's
	// MIDDLE ON ACROSS stood under a table-mate's name, and read as its), or not printed.
	if k, mx, my, ok := box.Round(n, 2, 2*o.H, o.H+v.Len(2), func(k int, mx, my float64) bool {
		x, y := s.tagAt[k][0]+mx, s.tagAt[k][1]+my
		b := o.Move(x, y)
		return b.Meets(h.Inset(-reach)) && !b.Meets(rr) && !s.inBand(v, b) && s.freeAt(v, &st.Tag, i, x, y)
	}); ok {
		s.PlaceLabel(v, &st.Tag, s.tagAt[k][0]+mx, s.tagAt[k][1]+my, text.AlignCenter, a, i, 0)
	}
}

// inFoot reports whether b (device pixels) lies, on a phone on its side, in the foot's rows
// of controls, placed after the seats' words (the decisions, a replay's foot).
func (s *sheet) inFoot(v layout.View, b layout.Rect) bool {
	g := &s.sc.geom
	return g.Side && (b.Meets(v.Rect(g.Left.Union(g.Buttons))) || b.Meets(v.Rect(g.Above)))
}

// resultPlace returns the result line's place, device pixels: where it goes, placed after
// the seats' words.
func (s *sheet) resultPlace(v layout.View) layout.Rect {
	res := s.sc.geom.Result
	if room := s.sc.geom.ResultRoom; room > res.H {
		res.Y, res.H = res.Y+res.H-room, room
	}
	return v.Rect(res)
}

// anyFree reports whether the box o (device pixels, about its centre) moved to any of the
// places at covers nothing placed so far.
func (s *sheet) anyFree(v layout.View, o layout.Rect, at [][2]float64) bool {
	for _, p := range at {
		if !s.covers(v, o.Move(p[0], p[1])) {
			return true
		}
	}
	return false
}

// tagReach is the farthest, design units, the person's tag stands from the person's hand
// (placeTag).
const tagReach = 36

// tagPlace returns where seat i's tag is drawn, its centre in device pixels: over its
// cards (a table-mate's folded and mucked, in their place), clear of its cards, and clear
// of its own circles (the person's) or the other seats' (a table-mate's).
func (s *sheet) tagPlace(v layout.View, i int) (float64, float64) {
	sg := &s.sc.geom.Seats[i]
	st := &s.st.Seats[i]
	at := sg.Tag
	mucked := st.Folded && !sg.Front && !anyCardOn(st)
	if mucked {
		// A table-mate's folded cards are mucked: the tag takes their place. Cards kept
		// for a wager still in play (the 6 Card Bonus) keep the tag above them.
		at = sg.Cards[2]
	}
	tx, ty := v.ToDevice(at.X, at.Y)
	span, spanOK := s.CardSpan(v, i)
	tag := s.tagLabel(v, i)
	if spanOK {
		ty = s.Clear(v, tag, i, tx, ty, span)
	}
	if mucked {
		ty = s.byCircles(v, tag, i, tx, ty)
	}
	if sg.Front {
		ty = s.clearOfCircles(v, tag, i, tx, ty, span, spanOK)
	} else {
		tx = s.clearOfNeighbours(v, tag, i, tx, ty)
	}
	return tx, ty
}

// anyCardOn reports whether a seat has a card on the table.
func anyCardOn(st *stage.Seat) bool {
	for k := range st.Cards {
		if c := &st.Cards[k]; c.On && c.Alpha.To > 0 {
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
			b.SetFloor(layout.MinText * v.Device)
			b.SetState(s.fonts, hover && b.Hit(hdx, hdy), down && b.Hit(ddx, ddy))
			if !b.Hidden {
				b.Fit(s.fonts, v.Scale)
				s.sheet.fr.PaintWith(b)
			}
			s.sheet.recordButton(v, b)
		}
	}
	if s.person >= 0 {
		if s.rackShown() {
			s.sheet.placeRack(v)
		}
	}
	// The result line of the last round, and the line of news: where the news meets the
	// result line and finds no clear place beside it, it takes the line's place a while.
	// While a won round's banner stands (plan places it last, in the banner's band, which the
	// geometry keeps clear of everything else), the line waits: a win is announced in a place
	// of its own, and the line, which says the same in full, shows when the banner leaves
	// (and the table is laid out again).
	var res layout.Rect // where the result line is, device pixels
	x, y := 0.0, 0.0
	if s.stage.resultOn {
		x, y, res = s.stage.result.place(&s.sheet, v)
	}
	a := s.stage.msg.alpha(s.stage.Timeline.Now())
	msgOn := a > 0 && !(s.foot && s.stage.msg.err)
	var mx, my float64
	over := false // the news takes the result line's place
	s.stage.msg.at = layout.Rect{}
	if msgOn {
		s.stage.msg.fit(&s.sheet, v)
		mx, my = v.ToDevice(g.Message.X, g.Message.Y)
		mx, my, over = s.stage.msg.place(&s.sheet, v, mx, my, res)
		s.stage.msg.at = v.DesignRect(s.stage.msg.box(&s.sheet, v, mx, my))
	}
	// The news that took the line's place keeps it while it stands: the banner waits. The
	// banner, which stands for the line, stands in its band while the line waits.
	// So does news that came where the banner stands, in its band (a refusal's).
	s.stage.banner.yield = over || msgOn && s.stage.msg.at.Meets(g.Band)
	if s.stage.banner.up(s.stage.Timeline.Now()) {
		res = layout.Rect{}
	}
	if res.W > 0 && !over {
		s.sheet.fr.PaintWith(s.stage.result.painted(s.fonts, x, y))
		s.sheet.record(v, box.Box{Kind: box.Label, Owner: box.Table, Group: geom.ResultGroup(), Name: s.stage.result.head, Size: s.stage.result.size}, res)
	}
	hints{s}.place(v)
	if msgOn {
		s.stage.msg.placeAt(&s.sheet, v, mx, my, a)
	}
	s.panel.place(v)
	if s.opts.Log != nil {
		if !s.foot {
			x, y := v.ToDevice(g.Buttons.X+g.Buttons.W/2, g.Buttons.Y+g.Buttons.H/2)
			s.sheet.PlaceLabel(v, &s.labels.replay, x, y, text.AlignCenter, 0.95, box.Table, 0)
		}
	} else if s.animating() && s.person >= 0 && !s.help && !s.demo {
		// (Over the demonstration, attract mode's tables among them, any input hands the
		// seat over: it skips nothing.)
		x, y := v.ToDevice(g.Buttons.X+g.Buttons.W/2, g.Buttons.Y+g.Buttons.H/2)
		skip := &s.labels.skip
		if s.pointer.Touched() {
			skip = &s.labels.tapSkip // a finger taps
		}
		s.sheet.PlaceLabel(v, skip, x, y, text.AlignCenter, 0.55, box.Table, 0)
	}
}
