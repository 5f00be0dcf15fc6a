package crazy4

import (
	"fmt"
	"math"
	"strings"

	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/stage"
	tbl "felt/render/table"
	"felt/render/text"
	"felt/render/widget"
)

type animValue = anim.Value

// tQualify is how long the table waits after the dealer's hand is named, to read whether it
// qualifies.
const tQualify = 54

// tMagic and tLucky are how long the table waits after the Magic Card is drawn (it flies
// and turns up meanwhile) and after the Lucky Bonus position is marked.
const (
	tMagic = 20
	tLucky = 16
)

// coverLabel shows the Cover All hand at its holder.
type coverLabel struct {
	label widget.Label
	short widget.Label // "COVER ALL" alone: a table-mate's by its name where the line finds no room
	a     anim.Value
	at    int // the seat (or table.Dealer) holding the Cover All hand
}

// ownLabels are the plug's fixed words.
type ownLabels struct {
	lucky widget.Label
}

func (l *ownLabels) init() {
	l.lucky.Set("LUCKY", fonts.Bold, 10, stage.InkDark)
	l.lucky.SetPill(paint.Brass, 0.9)
}

// Event implements stage.Actor: the events of Crazy 4 Poker's own.
func (t *Table) Event(s stage.Mover, e table.Event) (int, bool) {
	now := s.Now()
	switch e.Kind {
	case table.HandRanked:
		seat := int(e.Seat)
		switch e.Wager {
		case crazy4.SixCard:
			name, good := t.HandName(e)
			if seat == s.Person() {
				if i := strings.IndexByte(name, ','); i > 0 && geom.Snug(s.Layout().Tall) {
					// The least tall phone's type has no room for the rest beside the
					// nearest table-mates' hands' names: "6 CARD: Three of a Kind".
					name = name[:i]
				}
				s.SetTag(seat, "6 CARD: "+name, good)
			} else if seatOK(seat) {
				// A table-mate's is tagged when it is paid (onSettled): a losing one means
				// nothing to the person.
				t.sixHands[seat] = sixHand{name, good}
			}
			return s.Beat(seat, stage.TRank/2), true
		case crazy4.CoverAll:
			t.cover.at = seat
			// The pays depend on the players in the round: the event says how many. The hand
			// is the holder's best four, named under its cards already. A table-mate's
			// column on the least tall phone has room for the wager's name alone.
			t.cover.label.Set(fmt.Sprintf("COVER ALL, %d PLAYING", e.Amount), fonts.Bold, 11, stage.InkDark)
			t.cover.label.SetPill(paint.Brass, 0.9)
			t.cover.short.Set("COVER ALL", fonts.Bold, 11, stage.InkDark)
			t.cover.short.SetPill(paint.Brass, 0.9)
			t.cover.a.GoTo(now, 1, s.Ticks(stage.TFlip), anim.OutQuad)
			return s.Ticks(stage.TRank), true
		}
	case table.Qualified:
		q := e.Result == table.Won
		s.SetQualified(q)
		// Beside the dealer's hand name (upright screens) the line need not say whose: on a
		// phone "Dealer qualifies" beside a long hand's name ran onto the Magic Card's and
		// the 6 Card Bonus's places.
		if q {
			s.SetDealerLine("Dealer qualifies", true, "Qualifies")
		} else {
			s.SetDealerLine("Dealer does not qualify: Ante pushes", false, "Does not qualify: Ante pushes")
		}
		return s.Ticks(tQualify), true
	case table.MagicDrawn:
		c, x, y, w := s.Aside()
		s.Deal(c, e.Card, x, y, w, 0, true)
		t.magicA.GoTo(now, 1, s.Ticks(stage.TFly), anim.Linear)
		return s.Ticks(tMagic), true
	case table.LuckyDrawn:
		t.lucky = int(e.Seat)
		t.luckyA.GoTo(now, 1, s.Ticks(stage.TFlip), anim.OutQuad)
		return s.Ticks(tLucky), true
	case table.RoundStart:
		t.dealerBettors, t.splitSaid = 0, false
	case table.Collected:
		if e.Wager == crazy4.DealerBonus {
			t.dealerBettors++
		}
	case table.Settled:
		t.onSettled(s, e)
	}
	return 0, false
}

// onSettled notes what the machinery does not say of a settled wager: a jackpot off the Five
// Card Hand Bonus's meter counts down its display; a jackpot on the dealer's hand is split
// among its bettors, as the table says once; a Bad Beat says whose losing hand it pays on.
func (t *Table) onSettled(s stage.Mover, e table.Event) {
	if n := int(e.Seat); e.Wager == crazy4.SixCard && n != s.Person() && seatOK(n) && won(e.Result) {
		h := t.sixHands[n]
		s.SetTag(n, "6 CARD: "+h.name, h.good)
		s.SetTagPhone(n, "6 CARD", h.good) // its brass says it won; its hand is named over it
	}
	if e.Result == table.JackpotPay {
		if e.Wager == crazy4.DealerBonus && !t.splitSaid {
			t.splitSaid = true
			name := hand.Five(e.Value).Name()
			if t.dealerBettors > 1 {
				s.Say(fmt.Sprintf("The dealer's %s: the 5 Card Bonus jackpot is split among its %d bettors.", name, t.dealerBettors))
			} else {
				s.Say("The dealer's " + name + " wins the 5 Card Bonus jackpot.")
			}
		}
	}
	if e.Wager == crazy4.BadBeat && e.Result == table.Won && int(e.Seat) == s.Person() {
		whose := "your"
		if e.Up {
			whose = "the dealer's"
		}
		s.Say("Bad Beat on " + whose + " " + hand.Four(e.Value).Name() + ".")
	}
}

// seatOK reports whether n is a seat.
func seatOK(n int) bool { return n >= 0 && n < table.Seats }

// won reports whether a wager's result pays it.
func won(r table.Result) bool {
	return r.Wins()
}

// RoundStart implements stage.Actor.
func (t *Table) RoundStart(s stage.Mover) {
	now, dur := s.Now(), s.Ticks(stage.TSweep)
	t.magicA.GoTo(now, 0, dur, anim.Linear)
	t.luckyA.GoTo(now, 0, dur, anim.Linear)
	t.cover.a.GoTo(now, 0, dur, anim.Linear)
	t.sixHands = [table.Seats]sixHand{}
}

// Finish implements stage.Actor.
func (t *Table) Finish(s stage.Mover) {
	now := s.Now()
	t.magicA.Finish(now)
	t.luckyA.Finish(now)
	t.cover.a.Finish(now)
}

// Busy implements stage.Actor: nothing of the game's own moves longer than the playback.
func (t *Table) Busy(s stage.Stage) bool { return false }

// Place implements tbl.Placing: the Lucky Bonus position and the Cover All hand. The two
// marks are placed after the rest (the result line, the buttons), so that each finds a
// place clear of all of it; the second meter under it.
func (t *Table) Place(s tbl.Placer, v layout.View, over bool) {
	now := s.Now()
	if !over {
		return
	}
	if a := t.cover.a.At(now); a > 0 {
		// Over the holder's hand: above the words over its cards (the person's hand name, a
		// table-mate's tag), never on them.
		if t.cover.at < 0 || t.cover.at >= table.Seats {
			// The dealer's hand: by the dealer's words or cards, where nothing is.
			// (Before the dealer's LUCKY, the shorter, which finds a place beside it.) Else
			// "COVER ALL" alone there; else, on a phone, not at all (on one on its side,
			// round the dealer's words, the line went over the game's printed name): the
			// result line names the person's Cover All.
			var n int
			t.free, n = s.DealerPlaces(v, &t.cover.label)
			if !s.PlaceMateWord(v, &t.cover.label, box.Dealer, float32(a), t.free[:n]...) {
				t.free, n = s.DealerPlaces(v, &t.cover.short)
				if !s.PlaceMateWord(v, &t.cover.short, box.Dealer, float32(a), t.free[:n]...) && !v.Phone() {
					t.free, n = s.DealerPlaces(v, &t.cover.label)
					s.PlaceFree(v, &t.cover.label, box.Dealer, float32(a), t.free[:n]...)
				}
			}
		} else if t.mateSnug(s, t.cover.at) {
			// By the table-mate's name, as its LUCKY (placed after it, beside it).
			s.PlaceMateMark(v, &t.cover.short, t.cover.at, float32(a))
		} else if t.cover.at == s.Person() {
			// Over the person's hand or beside its tag there; else "COVER ALL" alone, which
			// finds room where the line does not (a long 6 Card Bonus tag between the
			// table-mates' cards at 1280 by 800): the result line says how many play.
			places, n := coverPlaces(s, v, &t.cover.label, t.cover.at)
			copy(t.free[:], places[:n])
			if !s.PlaceMateWord(v, &t.cover.label, t.cover.at, float32(a), t.free[:n]...) {
				places, n := coverPlaces(s, v, &t.cover.short, t.cover.at)
				copy(t.free[:], places[:n])
				s.PlaceFree(v, &t.cover.short, t.cover.at, float32(a), t.free[:n]...)
			}
		} else {
			// A table-mate's by its seat or not at all: the line over or beside its cards,
			// else "COVER ALL" by its name or over its cards (round them, it stood in the
			// middle of a phone, off the seat's corner).
			places, n := coverPlaces(s, v, &t.cover.label, t.cover.at)
			copy(t.free[:], places[:n])
			if !s.PlaceMateWord(v, &t.cover.label, t.cover.at, float32(a), t.free[:n]...) {
				places, n := s.MatePlaces(v, &t.cover.short, t.cover.at)
				copy(t.free[:], places[:n])
				s.PlaceMateWord(v, &t.cover.short, t.cover.at, float32(a), t.free[:n]...)
			}
		}
	}
	if a := t.luckyA.At(now); a > 0 {
		switch {
		case t.lucky == table.Dealer:
			var n int
			t.free, n = s.DealerPlaces(v, &t.labels.lucky)
			s.PlaceFree(v, &t.labels.lucky, box.Dealer, float32(a), t.free[:n]...)
		case t.lucky >= 0 && t.lucky < table.Seats:
			// Over the person's last card or by its hand (luckyPlaces); by a table-mate's
			// name and credits, as large as the screen sets them.
			if sg := s.SeatPlace(t.lucky); sg.Front {
				// Where it covers nothing; on a phone, where large type leaves no such
				// place by the hand (on its side, between the table-mates' tags), not at
				// all: the result line names the person's wagers in full.
				places, n := luckyPlaces(s, v, &t.labels.lucky, t.lucky)
				copy(t.free[:], places[:n])
				if !s.PlaceMateWord(v, &t.labels.lucky, t.lucky, float32(a), t.free[:n]...) && !v.Phone() {
					s.PlaceFree(v, &t.labels.lucky, t.lucky, float32(a), t.free[:n]...)
				}
			} else {
				s.PlaceMateMark(v, &t.labels.lucky, t.lucky, float32(a))
			}
		}
	}
}

// mateSnug reports whether seat is a table-mate's on a phone's upright table, whose column
// has no room for the Cover All line over its hand in the type of a phone (11 CSS pixels).
func (t *Table) mateSnug(s stage.Stage, seat int) bool {
	return seatOK(seat) && seat != s.Person() && s.Layout().Tall > 0
}

// coverPlaces returns the places (centres, device pixels) for the Cover All line over seat's
// hand, nearest first: above the words over its cards (the person's hand name, a
// table-mate's tag); for the person, also beside its tag; for a table-mate, also above its cards, beside them towards the table's
// middle, and on their other side (in portrait the place above a right-hand mate's tag is
// the next seat's circles and name). They are the first n of the array (a frame allocates
// nothing).
func coverPlaces(s tbl.Placer, v layout.View, l *widget.Label, seat int) (places [4][2]float64, n int) {
	sg := s.SeatPlace(seat)
	over := sg.Tag
	if sg.Front {
		over = sg.Hand
	}
	b := s.LabelBox(v, l, seat, 0, 0, text.AlignCenter)
	cx, cy := v.ToDevice(sg.Cards[2].X, over.Y)
	// The words below are set larger (the hand's name): half as tall again.
	cy -= 1.5*b.H + (b.H + b.Y) + v.Len(3)
	places[0] = [2]float64{cx, cy}
	if sg.Front && s.Layout().Side {
		// On a phone on its side the person's tag stands over its hand's name: over both.
		_, pieces := s.Placed()
		top := math.Inf(1)
		for _, p := range pieces {
			if p.Owner == seat && p.Kind == box.Label && (p.Group == 0 || p.Group == geom.HandGroup(seat)) {
				top = min(top, p.Rect.Y)
			}
		}
		if !math.IsInf(top, 1) {
			_, ty := v.ToDevice(0, top)
			places[0][1] = ty - v.Len(1) - (b.Y + b.H)
		}
	}
	if sg.Front && !s.Layout().Side {
		// Beside the person's tag where that stands over its hand's name, in its row: over
		// them is the banner's band.
		_, pieces := s.Placed()
		for _, p := range pieces {
			if p.Owner == seat && p.Kind == box.Label && p.Group == 0 {
				t, gap := v.Rect(p.Rect), v.Len(6)
				mid := t.Y + t.H/2 - (b.Y + b.H/2)
				places[1] = [2]float64{t.X - gap - b.X - b.W, mid}
				places[2] = [2]float64{t.X + t.W + gap - b.X, mid}
				return places, 3
			}
		}
	}
	span, ok := s.CardSpan(v, seat)
	if sg.Front || !ok {
		return places, 1
	}
	gap := v.Len(3)
	mid := span.Y + span.H/2 - b.Y - b.H/2
	inward := [2]float64{span.X + span.W + gap + b.W/2, mid}
	outward := [2]float64{span.X - gap - b.W/2, mid}
	if w, _ := v.ToDevice(s.Layout().W/2, 0); span.X+span.W/2 > w {
		inward, outward = outward, inward
	}
	places[1], places[2], places[3] = [2]float64{span.X + span.W/2, span.Y - gap - (b.Y + b.H)}, inward, outward
	return places, 4
}
