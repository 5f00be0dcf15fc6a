package crisscross

import (
	cc "felt/game/crisscross"
	"felt/game/table"
	"felt/render/hook"
	"felt/render/stage"
)

// The Criss Cross Poker table adds fields of its own to the hook's state.
var _ hook.Game = (*Table)(nil)

// State implements hook.Game: the street, the person's Across and Down hands with their cards
// as the table names them, the community cards as they lie (in cross order: top, left,
// middle, right, bottom; "" for a card face down or not dealt), and the round's last spin of
// a prize wheel. The street is the core's (a replay's: the playback's); the rest is what the
// table shows.
func (t *Table) State(s stage.Stage, st *hook.State) {
	street := t.cross.street
	if c := core(s); c != nil && !st.Replay {
		street = c.Street()
	}
	if street != cc.NoStreet {
		st.Street = street.String()
	}
	st.Community = make([]string, cc.CrossSize)
	for p := range cc.CrossSize {
		if c, _, _, _, _ := s.CardAt(table.Community, p); c != nil && c.Shown() {
			st.Community[p] = c.Card.String()
		}
	}
	if p := s.Person(); seatOK(p) {
		h := &t.hands[p]
		better := (*line)(nil)
		for _, l := range [2]*line{&h.across, &h.down} {
			if !l.on {
				continue
			}
			name := "across"
			if l == &h.down {
				name = "down"
			}
			st.Hands = append(st.Hands, hook.HandState{For: name, Hand: l.value.Name(), Best: t.lineCards(s, p, l.cards)})
			if better == nil || l.value > better.value {
				better = l
			}
		}
		if better != nil && h.across.on && h.down.on {
			st.Hand, st.Best = better.value.Name(), t.lineCards(s, p, better.cards)
		}
	}
	st.Wheel = t.wheelState(s)
}

// lineCards names the face-up cards of a hand (a bit each, as a HandRanked event numbers
// them): the seat's hole cards, then the community cards.
func (t *Table) lineCards(s stage.Stage, seat int, mask uint8) []string {
	out := []string{}
	for i := range 2 {
		if mask&(1<<i) == 0 {
			continue
		}
		if c, _, _, _, _ := s.CardAt(seat, i); c != nil && c.Shown() {
			out = append(out, c.Card.String())
		}
	}
	for p := range cc.Position(cc.CrossSize) {
		if mask&cc.CardBit(p) == 0 {
			continue
		}
		if c, _, _, _, _ := s.CardAt(table.Community, int(p)); c != nil && c.Shown() {
			out = append(out, c.Card.String())
		}
	}
	return out
}
