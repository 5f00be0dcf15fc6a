package crazy4

import (
	"strings"

	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/paint"
	"felt/render/widget"
)

// Pills behind the dealer's labels on the felt.
const (
	pillDark paint.Color = 0x0E0A07
	pillGold paint.Color = 0x6B5220
)

// seatSize is the type size, in design units, of a seat's labels.
func (s *Scene) seatSize(seat int, person, mate float64) float64 {
	if seat == s.person {
		return person
	}
	return mate
}

// setHand names a seat's hand under its cards.
func (s *Scene) setHand(seat int, v hand.Four) {
	st := &s.seats[seat]
	good := v.Category() >= hand.Straight4 || v.PairOrBetter(12)
	st.handUp = good
	c, pill := paint.Ink, pillDark
	if good {
		c, pill = 0xFFE9A8, pillGold
	}
	st.hand.Set(v.Name(), fonts.Bold, s.seatSize(seat, 17, 10.5), c)
	st.hand.SetPill(pill, 0.82)
	st.handA.GoTo(s.now, 1, s.ticks(tFlip), anim.OutQuad)
}

// setTag sets the small tag on a seat: FOLD, PLAY 2x, ENVY +25...
func (s *Scene) setTag(seat int, t string, good bool) {
	st := &s.seats[seat]
	c, pill := paint.Ink, paint.Color(0x2A1E14)
	if good {
		c, pill = inkDark, paint.Brass
	}
	st.tag.Set(t, fonts.Bold, s.seatSize(seat, 13, 9.5), c)
	st.tag.SetPill(pill, 0.9)
	st.tagA.GoTo(s.now, 1, s.ticks(8), anim.OutQuad)
}

// setTagAmount sets a tag that ends with an amount.
func (s *Scene) setTagAmount(seat int, t string, a money.Amount, good bool) {
	b := append([]byte(t), a.String()...)
	s.setTag(seat, string(b), good)
}

// coverAllAt shows the Cover All hand at its holder.
func (s *Scene) coverAllAt(seat int, v hand.Four) {
	d := &s.dealer
	d.coverAt = seat
	d.coverAll.Set("COVER ALL: "+v.Name(), fonts.Bold, 11, inkDark)
	d.coverAll.SetPill(paint.Brass, 0.9)
	d.coverA.GoTo(s.now, 1, s.ticks(tFlip), anim.OutQuad)
}

// setDealerHand names the dealer's hand.
func (s *Scene) setDealerHand(v hand.Four) {
	d := &s.dealer
	d.hand.Set(v.Name(), fonts.Bold, 15, paint.Ink)
	d.hand.SetPill(pillDark, 0.82)
	d.handA.GoTo(s.now, 1, s.ticks(tFlip), anim.OutQuad)
}

// setQualified says whether the dealer qualifies.
func (s *Scene) setQualified(q bool) {
	d := &s.dealer
	d.qualifies = q
	if q {
		d.qual.Set("Dealer qualifies", fonts.Bold, 13, inkDark)
		d.qual.SetPill(paint.Brass, 0.92)
	} else {
		d.qual.Set("Dealer does not qualify: Ante pushes", fonts.Bold, 13, paint.Ink)
		d.qual.SetPill(0x5A1E14, 0.92)
	}
	d.qualA.GoTo(s.now, 1, s.ticks(tFlip), anim.OutQuad)
}

// setName names the player in a seat.
func (s *Scene) setName(seat int, name string) {
	s.seats[seat].name.Set(name, fonts.Medium, 11, paint.Ink)
}

// message is a line of news or an error, shown for a while near the middle of the table.
type message struct {
	label widget.Label
	until int64
	from  int64
	err   bool // the message says why a command was refused
}

func (m *message) update(now int64) {}

// alpha returns the message's opacity at tick now: it fades in and out.
func (m *message) alpha(now int64) float32 {
	if now >= m.until {
		return 0
	}
	in := anim.Clamp(float64(now-m.from) / 8)
	out := anim.Clamp(float64(m.until-now) / 20)
	return float32(min(in, out))
}

// say shows a line of news for about three seconds.
func (s *Scene) say(t string) { s.sayFor(t, 200) }

// sayFor shows a line of news for ticks.
func (s *Scene) sayFor(t string, ticks int) {
	s.msg.label.Set(t, fonts.Medium, 15, paint.Ink)
	s.msg.label.SetPill(pillDark, 0.85)
	s.msg.from, s.msg.until = s.now, s.now+int64(ticks)
	s.msg.err = false
}

// sayAmount shows a line of news with an amount in it.
func (s *Scene) sayAmount(before string, a money.Amount, after string) {
	b := append([]byte(before), a.String()...)
	s.say(string(append(b, after...)))
}

// sayErr shows why a command was refused.
func (s *Scene) sayErr(err error) {
	s.msg.label.Set(explain(err), fonts.Medium, 15, 0xFFD7C8)
	s.msg.label.SetPill(0x4A120C, 0.9)
	s.msg.from, s.msg.until = s.now, s.now+240
	s.msg.err = true
}

// wagerTitle names a wager for the result line.
func wagerTitle(w table.Wager) string {
	switch w {
	case crazy4.HandBonus:
		return "5 Card Bonus"
	case crazy4.DealerBonus:
		return "Dealer 5 Card"
	}
	return crazy4.WagerName(w)
}

// inkDark is the dark lettering on brass.
const inkDark paint.Color = 0x23170C

// explain turns an error into a line for a person: the rule documents' section numbers,
// which the error values carry for the curious, are left out, and the first letter is a
// capital.
func explain(err error) string {
	t := err.Error()
	for {
		i := strings.Index(t, " (seed ")
		if i < 0 {
			break
		}
		depth, j := 0, i+1
		for ; j < len(t); j++ {
			if t[j] == '(' {
				depth++
			} else if t[j] == ')' {
				depth--
				if depth == 0 {
					break
				}
			}
		}
		if j >= len(t) {
			break
		}
		t = t[:i] + t[j+1:]
	}
	t = strings.TrimPrefix(t, "crazy4: ")
	if t != "" && t[0] >= 'a' && t[0] <= 'z' {
		t = string(t[0]-'a'+'A') + t[1:]
	}
	return t
}
