package table

import (
	"felt/game/money"
	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/widget"
	"strings"
)

// The words a seat and the dealer show on the stage: a hand's name, a tag, the dealer's line,
// a player's name; and the table read through the stage: a seat's places, whether a wager is
// offered, whether a seat folded.

// seatSize is the type size, in design units, of a seat's labels.
func (s *pieces) seatSize(seat int, person, mate float64) float64 {
	if seat == s.Person() {
		return person
	}
	return mate
}

// SetHand names a seat's hand under its cards; good prints it in brass.
func (s *pieces) SetHand(seat int, name string, good bool) {
	if !seatOK(seat) {
		return
	}
	st := &s.seats[seat]
	c, pill := paint.Ink, PillDark
	if good {
		c, pill = 0xFFE9A8, PillGold
	}
	if i := strings.IndexByte(name, ','); i > 0 && seat != s.Person() {
		// A table-mate's column is narrow: its hand is named by its kind ("Two Pair").
		name = name[:i]
	}
	st.hand.Set(name, fonts.Bold, s.seatSize(seat, 17, 10.5), c)
	st.hand.SetLeast(s.seatSize(seat, layout.HandText, 0))
	st.hand.SetPill(pill, 0.82)
	st.handA.GoTo(s.tl.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
}

// SetTag sets the small tag on a seat: FOLD, PLAY 2x, ENVY +25...
func (s *pieces) SetTag(seat int, t string, good bool) {
	if !seatOK(seat) {
		return
	}
	st := &s.seats[seat]
	c, pill := paint.Ink, paint.Color(0x2A1E14)
	if good {
		c, pill = InkDark, paint.Brass
	}
	if i := strings.IndexByte(t, ','); i > 0 && seat != s.Person() {
		t = t[:i] // a table-mate's: "6 CARD: Two Pair"
	}
	st.tag.Set(t, fonts.Bold, s.seatSize(seat, 13, 9.5), c)
	st.tag.SetPill(pill, 0.9)
	st.tagA.GoTo(s.tl.Now(), 1, s.Ticks(8), anim.OutQuad)
}

// SetTagAmount sets a tag that ends with an amount.
func (s *pieces) SetTagAmount(seat int, t string, a money.Amount, good bool) {
	b := append([]byte(t), a.String()...)
	s.SetTag(seat, string(b), good)
}

// SetDealerHand names the dealer's hand (or the community's).
func (s *pieces) SetDealerHand(name string) {
	d := &s.dealer
	d.hand.Set(name, fonts.Bold, 15, paint.Ink)
	d.hand.SetPill(PillDark, 0.82)
	d.handA.GoTo(s.tl.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
}

// SetDealerLine sets the line under the dealer's hand: good news in brass, else in red.
// beside is the line's shorter form for where it stands beside the hand's name (upright
// screens, where it need not say whose): "" for the same words.
func (s *pieces) SetDealerLine(t string, good bool, beside string) {
	d := &s.dealer
	if beside == "" {
		beside = t
	}
	for _, l := range []struct {
		w *widget.Label
		t string
	}{{&d.line, t}, {&d.beside, beside}} {
		if good {
			l.w.Set(l.t, fonts.Bold, 13, InkDark)
			l.w.SetPill(paint.Brass, 0.92)
		} else {
			l.w.Set(l.t, fonts.Bold, 13, paint.Ink)
			l.w.SetPill(0x5A1E14, 0.92)
		}
	}
	d.lineA.GoTo(s.tl.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
}

// setName names the player in a seat.
func (s *pieces) setName(seat int, name string) {
	s.seats[seat].name.Set(name, fonts.Medium, 11, paint.Ink)
}

// SetQualified notes whether the dealer's hand qualifies, for the hook's state.
func (s *pieces) SetQualified(q bool) {
	s.dealer.qualified = 0
	if q {
		s.dealer.qualified = 1
	}
}

// SeatPlace returns where a seat's things lie now.
func (s *pieces) SeatPlace(n int) *geom.Seat { return &s.Layout().Seats[n] }

// Folded reports whether a seat folded this round, as the playback shows it.
func (s *pieces) Folded(n int) bool { return seatOK(n) && s.seats[n].folded }
