package table

import (
	"strings"

	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/command"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/widget"
)

// Colours of the labels on the felt.
const (
	// PillDark is the pill behind a plain label; PillGold behind good news.
	PillDark paint.Color = 0x0E0A07
	PillGold paint.Color = 0x6B5220
	// InkDark is the dark lettering on brass.
	InkDark paint.Color = 0x23170C
)

// seatSize is the type size, in design units, of a seat's labels.
func (s *stage) seatSize(seat int, person, mate float64) float64 {
	if seat == s.sc.person {
		return person
	}
	return mate
}

// SetHand names a seat's hand under its cards; good prints it in brass.
func (s *stage) SetHand(seat int, name string, good bool) {
	if !seatOK(seat) {
		return
	}
	st := &s.seats[seat]
	c, pill := paint.Ink, PillDark
	if good {
		c, pill = 0xFFE9A8, PillGold
	}
	if i := strings.IndexByte(name, ','); i > 0 && seat != s.sc.person {
		// A table-mate's column is narrow: its hand is named by its kind ("Two Pair").
		name = name[:i]
	}
	st.hand.Set(name, fonts.Bold, s.seatSize(seat, 17, 10.5), c)
	st.hand.SetLeast(s.seatSize(seat, layout.HandText, 0))
	st.hand.SetPill(pill, 0.82)
	st.handA.GoTo(s.tl.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
}

// SetTag sets the small tag on a seat: FOLD, PLAY 2x, ENVY +25...
func (s *stage) SetTag(seat int, t string, good bool) {
	if !seatOK(seat) {
		return
	}
	st := &s.seats[seat]
	c, pill := paint.Ink, paint.Color(0x2A1E14)
	if good {
		c, pill = InkDark, paint.Brass
	}
	if i := strings.IndexByte(t, ','); i > 0 && seat != s.sc.person {
		t = t[:i] // a table-mate's: "6 CARD: Two Pair"
	}
	st.tag.Set(t, fonts.Bold, s.seatSize(seat, 13, 9.5), c)
	st.tag.SetPill(pill, 0.9)
	st.tagA.GoTo(s.tl.Now(), 1, s.Ticks(8), anim.OutQuad)
}

// SetTagAmount sets a tag that ends with an amount.
func (s *stage) SetTagAmount(seat int, t string, a money.Amount, good bool) {
	b := append([]byte(t), a.String()...)
	s.SetTag(seat, string(b), good)
}

// SetDealerHand names the dealer's hand (or the community's).
func (s *stage) SetDealerHand(name string) {
	d := &s.dealer
	d.hand.Set(name, fonts.Bold, 15, paint.Ink)
	d.hand.SetPill(PillDark, 0.82)
	d.handA.GoTo(s.tl.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
}

// SetDealerLine sets the line under the dealer's hand: good news in brass, else in red.
// beside is the line's shorter form for where it stands beside the hand's name (upright
// screens, where it need not say whose): "" for the same words.
func (s *stage) SetDealerLine(t string, good bool, beside string) {
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
func (s *stage) setName(seat int, name string) {
	s.seats[seat].name.Set(name, fonts.Medium, 11, paint.Ink)
}

// message is a line of news or an error, shown for a while near the middle of the table
// (news.go: in two lines where one would be too wide).
type message struct {
	text   string       // what it says
	label  widget.Label // it, or its first line
	second widget.Label // its second line, if it takes two
	color  paint.Color  // its letters' colour
	pill   paint.Color  // the colour of the pill behind it
	pillA  float32      // the pill's opacity
	at     layout.Rect  // where it is drawn this frame, design units (zero when it is not)
	until  int64
	from   int64
	err    bool // the message says why a command was refused
}

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
func (s *stage) say(t string) { s.sayFor(t, 200) }

// Say shows a line of news for about three seconds.
func (s *stage) Say(t string) { s.say(t) }

// sayFor shows a line of news for ticks, unless a note on the table's keeping is on show.
func (s *stage) sayFor(t string, ticks int) {
	s.sc.narr.Hear(t)
	if s.sc.keep.Noting(s.tl.Now()) {
		return
	}
	s.msg.set(t, paint.Ink, PillDark, 0.85)
	s.msg.from, s.msg.until = s.tl.Now(), s.tl.Now()+int64(ticks)
	s.msg.err = false
}

// sayAmount shows a line of news with an amount in it.
func (s *stage) sayAmount(before string, a money.Amount, after string) {
	b := append([]byte(before), a.String()...)
	s.say(string(append(b, after...)))
}

// sayErr shows why a command was refused.
func (s *stage) sayErr(err error) {
	s.msg.set(Explain(err), 0xFFD7C8, 0x4A120C, 0.9)
	s.msg.from, s.msg.until = s.tl.Now(), s.tl.Now()+240
	s.msg.err = true
	s.sc.narr.Hear(Explain(err))
}

// Explain turns an error into a line for a person: the rule documents' section numbers,
// which the error values carry for the curious, are left out, as is the package's name,
// and the first letter is a capital.
func Explain(err error) string {
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
	for _, p := range [...]string{"crazy4: ", "crisscross: ", "table: "} {
		t = strings.TrimPrefix(t, p)
	}
	if t != "" && t[0] >= 'a' && t[0] <= 'z' {
		t = string(t[0]-'a'+'A') + t[1:]
	}
	return command.Clip(t, command.MaxReply-1)
}

// labels are the scene's fixed words.
type labels struct {
	credits, bet, skip, max, replay widget.Label
}

func (l *labels) init() {
	l.credits.Set("CREDITS", fonts.Bold, 11, paint.Brass)
	l.credits.SetTracking(1.5)
	l.bet.Set("TOTAL BET", fonts.Bold, 11, paint.Brass)
	l.bet.SetTracking(1.5)
	l.skip.Set("click to skip", fonts.Medium, 13, paint.Ink)
	l.max.Set("MAX", fonts.Bold, 9, InkDark)
	l.max.SetPill(paint.Brass, 0.95)
	l.replay.Set("REPLAY", fonts.Bold, 14, InkDark)
	l.replay.SetPill(paint.Brass, 0.95)
}

// SetQualified notes whether the dealer's hand qualifies, for the hook's state.
func (s *stage) SetQualified(q bool) {
	s.dealer.qualified = 0
	if q {
		s.dealer.qualified = 1
	}
}

// SeatPlace returns where a seat's things lie now.
func (s *stage) SeatPlace(n int) *geom.Seat { return &s.sc.geom.Seats[n] }

// Layout returns the places in use.
func (s *stage) Layout() *geom.Places { return &s.sc.geom }

// Fonts returns the table's fonts.
func (s *Scene) Fonts() *fonts.Set { return s.fonts }

// Offered reports whether the table offers a wager.
func (s *stage) Offered(w table.Wager) bool { return s.sc.core.Offered(w) }

// Folded reports whether a seat folded this round, as the playback shows it.
func (s *stage) Folded(n int) bool { return seatOK(n) && s.seats[n].folded }
