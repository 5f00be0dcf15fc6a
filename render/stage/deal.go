package stage

import (
	"felt/game/cards"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
	"felt/render/geom"
)

// The cards' moves: where a seat's cards lie, dealing a card from the shoe and turning it
// over (the helpers a plug deals its own cards with; render/table plays the dealt and shown
// events with them).

// CardAt returns the card of the table an event names, its resting place and width.
func (s *Pieces) CardAt(seat int, i int) (c *Card, x, y, w, angle float64) {
	g := s.Layout()
	if i < 0 || i >= geom.MaxCards {
		return nil, 0, 0, 0, 0
	}
	switch {
	case seat == table.Dealer:
		k := s.Dealer.Slot[i]
		p := g.Dealer[k]
		y := p.Y
		if s.Dealer.Odd == i && s.Dealer.Arranged {
			y += g.DealerW * 0.25
		}
		return &s.Dealer.Cards[i], p.X, y, g.DealerW, 0
	case seat == table.Community:
		p := g.Community[i]
		return &s.Dealer.Community[i], p.X, p.Y, g.CommunityW, 0
	case SeatOK(seat):
		sg := &g.Seats[seat]
		p := sg.Cards[i]
		return &s.Seats[seat].Cards[i], p.X, p.Y, sg.CardW, sg.Angle[i]
	}
	return nil, 0, 0, 0, 0
}

// Aside returns the card the table draws aside and its place.
func (s *Pieces) Aside() (c *Card, x, y, w float64) {
	g := s.Layout()
	return &s.Dealer.Aside, g.Aside.X, g.Aside.Y, g.CommunityW
}

// Deal flies card from the shoe to x, y at width w and tilt angle, turning it up when up.
func (s *Pieces) Deal(c *Card, card cards.Card, x, y, w, angle float64, up bool) {
	now := s.Timeline.Now()
	c.Place(s.Layout().Shoe.X, s.Layout().Shoe.Y, w)
	c.Card, c.Back = card, s.Back
	fly := s.Ticks(TFly)
	c.Pos.MoveTo(now, x, y, fly, anim.OutCubic)
	// Out of the shoe at the shoe's tilt, onto the felt at the place's. (The card keeps
	// its size in flight: the sprites are cached per width, and a growing card would be
	// drawn anew at every frame.)
	c.Rot.From, c.Rot.To, c.Rot.Tween = ShoeTilt, angle, anim.Begin(now, fly, anim.OutCubic)
	if up {
		c.Flip.From, c.Flip.To = 0, 1
		c.Flip.Tween = anim.Begin(now+int64(fly), s.Ticks(TFlip), anim.InOutSine)
	}
	s.Timeline.For(fly + s.Ticks(TFlip))
	s.Sfx(audio.CardSlide)
}

// Show turns a card face up.
func (s *Pieces) Show(c *Card, card cards.Card) {
	c.Card = card
	c.Flip.GoTo(s.Timeline.Now(), 1, s.Ticks(TFlip), anim.InOutSine)
	s.Timeline.For(s.Ticks(TFlip))
}
