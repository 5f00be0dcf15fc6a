package stage

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

// Colours of the labels on the felt.
const (
	// PillDark is the pill behind a plain label; PillGold behind good news.
	PillDark paint.Color = 0x0E0A07
	PillGold paint.Color = 0x6B5220
	// InkDark is the dark lettering on brass.
	InkDark paint.Color = 0x23170C
)

// seatSize is the type size, in design units, of a seat's labels.
func (s *Pieces) seatSize(seat int, person, mate float64) float64 {
	if seat == s.Person() {
		return person
	}
	return mate
}

// SetHand names a seat's hand under its cards; good prints it in brass.
func (s *Pieces) SetHand(seat int, name string, good bool) {
	if !SeatOK(seat) {
		return
	}
	st := &s.Seats[seat]
	c, pill := paint.Ink, PillDark
	if good {
		c, pill = 0xFFE9A8, PillGold
	}
	if i := strings.IndexByte(name, ','); i > 0 && seat != s.Person() {
		// A table-mate's column is narrow: its hand is named by its kind ("Two Pair").
		name = name[:i]
	}
	st.Hand.Set(name, fonts.Bold, s.seatSize(seat, 17, 10.5), c)
	st.Hand.SetLeast(s.seatSize(seat, layout.HandText, 0))
	st.Hand.SetPill(pill, 0.82)
	if seat == s.Person() {
		// The person's, where a phone has no room for it in full: its kind ("Two Pair").
		short := name
		if i := strings.IndexByte(name, ','); i > 0 {
			short = name[:i]
		}
		st.HandPhone.Set(short, fonts.Bold, 17, c)
		st.HandPhone.SetLeast(layout.HandText)
	} else {
		st.HandPhone.Set(PhoneHand(name), fonts.Bold, 10.5, c)
		st.HandPhone.SetLeast(0)
	}
	st.HandPhone.SetPill(pill, 0.82)
	st.HandA.GoTo(s.Timeline.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
}

// SetTag sets the small tag on a seat: FOLD, PLAY 2x, ENVY +25...
func (s *Pieces) SetTag(seat int, t string, good bool) {
	if !SeatOK(seat) {
		return
	}
	st := &s.Seats[seat]
	c, pill := tagColours(good)
	if i := strings.IndexByte(t, ','); i > 0 && seat != s.Person() {
		t = t[:i] // a table-mate's: "6 CARD: Two Pair"
	}
	st.Tag.Set(t, fonts.Bold, s.seatSize(seat, 13, 9.5), c)
	st.Decided = false
	st.Tag.SetPill(pill, 0.9)
	st.TagPhone.Set(t, fonts.Bold, 9.5, c)
	st.TagPhone.SetPill(pill, 0.9)
	st.TagA.GoTo(s.Timeline.Now(), 1, s.Ticks(8), anim.OutQuad)
}

// SetTagPhone sets the form a phone shows of a table-mate's tag, set by SetTag just before
// it, in fewer words ("6 CARD" for "6 CARD: Two Pair"); good as SetTag's. A table-mate's
// column holds no more at 11 CSS pixels. SetTag sets it as the tag.
func (s *Pieces) SetTagPhone(seat int, t string, good bool) {
	if !SeatOK(seat) {
		return
	}
	c, pill := tagColours(good)
	st := &s.Seats[seat]
	st.TagPhone.Set(t, fonts.Bold, 9.5, c)
	st.TagPhone.SetPill(pill, 0.9)
}

// tagColours are a tag's ink and pill: a good one's in brass.
func tagColours(good bool) (ink, pill paint.Color) {
	if good {
		return InkDark, paint.Brass
	}
	return paint.Ink, 0x2A1E14
}

// PhoneHand returns the name of a table-mate's hand as a phone shows it: its kind in the
// fewest words ("Pair" for "Pair of Queens", "3 of a Kind" for "Three of a Kind" or "Three
// Aces", as a video poker machine's pay table says it).
func PhoneHand(name string) string {
	if i := strings.IndexByte(name, ','); i > 0 {
		name = name[:i]
	}
	switch {
	case strings.HasPrefix(name, "Pair of "):
		return "Pair"
	case strings.HasPrefix(name, "Three "):
		return "3 of a Kind"
	case strings.HasPrefix(name, "Four "):
		return "4 of a Kind"
	}
	return name
}

// SetTagAmount sets a tag that ends with an amount.
func (s *Pieces) SetTagAmount(seat int, t string, a money.Amount, good bool) {
	b := append([]byte(t), a.String()...)
	s.SetTag(seat, string(b), good)
}

// SetDealerHand names the dealer's hand (or the community's).
func (s *Pieces) SetDealerHand(name string) {
	d := &s.Dealer
	d.Hand.Set(name, fonts.Bold, 15, paint.Ink)
	d.Hand.SetPill(PillDark, 0.82)
	d.HandPhone.Set(PhoneHand(name), fonts.Bold, 15, paint.Ink)
	d.HandPhone.SetPill(PillDark, 0.82)
	d.HandA.GoTo(s.Timeline.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
}

// SetDealerLine sets the line under the dealer's hand: good news in brass, else in red.
// beside is the line's shorter form for where it stands beside the hand's name (upright
// screens, where it need not say whose): "" for the same words.
func (s *Pieces) SetDealerLine(t string, good bool, beside string) {
	d := &s.Dealer
	if beside == "" {
		beside = t
	}
	for _, l := range []struct {
		w *widget.Label
		t string
	}{{&d.Line, t}, {&d.Beside, beside}} {
		if good {
			l.w.Set(l.t, fonts.Bold, 13, InkDark)
			l.w.SetPill(paint.Brass, 0.92)
		} else {
			l.w.Set(l.t, fonts.Bold, 13, paint.Ink)
			l.w.SetPill(0x5A1E14, 0.92)
		}
	}
	d.LineA.GoTo(s.Timeline.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
}

// SetName names the player in a seat.
func (s *Pieces) SetName(seat int, name string) {
	s.Seats[seat].Name.Set(name, fonts.Medium, 11, paint.Ink)
}

// SetQualified notes whether the dealer's hand qualifies, for the hook's state.
func (s *Pieces) SetQualified(q bool) {
	s.Dealer.Qualified = 0
	if q {
		s.Dealer.Qualified = 1
	}
}

// SeatPlace returns where a seat's things lie now.
func (s *Pieces) SeatPlace(n int) *geom.Seat { return &s.Layout().Seats[n] }

// Folded reports whether a seat folded this round, as the playback shows it.
func (s *Pieces) Folded(n int) bool { return SeatOK(n) && s.Seats[n].Folded }
