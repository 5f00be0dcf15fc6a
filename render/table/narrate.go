package table

import (
	"strconv"
	"strings"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/credits"
)

// The narration: what the table tells a person who cannot see it, in words, as the playback
// shows it (the cards dealt, the person's hand, the table's decisions, the dealer's hand,
// each of the person's wagers settled, the credits, a meter's jackpot) and the news and
// refusals the table prints. It is built from the events the playback plays, never from the
// live core, so it says what the picture says when it says it. The app passes its lines to
// the web page's live region through the hook (Heard); the desktop ignores them. The read
// command (key I) tells the table as it stands: the person's cards and hand, bets, credits,
// and what they can do now.

// maxHeard is how many lines wait for the app at most: older ones are dropped.
const maxHeard = 64

// narration is the narration's state.
type narration struct {
	heard []string // lines not yet taken by the app
	// The round's story so far, to tell the person's cards and the dealer's at once.
	dealtSaid bool
	hand      string // the person's hand as last named
}

// hear adds a line to the narration.
func (s *Scene) hear(t string) {
	t = strings.TrimSpace(t)
	if t == "" {
		return
	}
	n := &s.narr
	if len(n.heard) >= maxHeard {
		n.heard = append(n.heard[:0], n.heard[len(n.heard)-maxHeard+1:]...)
	}
	n.heard = append(n.heard, t)
}

// Heard returns the lines of narration since the last call, oldest first, and forgets them:
// the app passes them to the web page's live region.
func (s *Scene) Heard() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.narr.heard
	s.narr.heard = nil
	return out
}

// CardWords names a card for the ear: "Queen of Hearts".
func CardWords(c cards.Card) string {
	if !c.Valid() {
		return "a card"
	}
	return c.Rank().Name() + " of " + suitWords[c.Suit()]
}

var suitWords = [cards.NumSuits]string{"Clubs", "Diamonds", "Hearts", "Spades"}

// cardsWords names the cards lying face up among cs, joined by commas.
func cardsWords(cs []Card) string {
	var parts []string
	for k := range cs {
		if cs[k].Shown() {
			parts = append(parts, CardWords(cs[k].Card))
		}
	}
	return strings.Join(parts, ", ")
}

// seatWords names a seat for the ear: "You", or "Seat 3, Ann".
func (s *Scene) seatWords(n int) string {
	if n == s.person {
		return "You"
	}
	t := "Seat " + strconv.Itoa(n+1)
	if name := s.seats[n].name.Text(); name != "" {
		t += ", " + name
	}
	return t
}

// narrate tells an event, as the playback plays it (before the pieces move).
func (s *Scene) narrate(e table.Event) {
	n := int(e.Seat)
	switch e.Kind {
	case table.RoundStart:
		s.narr.dealtSaid, s.narr.hand = false, ""
	case table.CardDealt:
		if !s.narr.dealtSaid {
			s.narr.dealtSaid = true
			s.hear("Cards dealt.")
		}
	case table.Decided:
		if !seatOK(n) {
			return
		}
		t := s.seatWords(n) + ": " + s.Decision(e.Action)
		if e.Amount > 0 {
			t += ", " + e.Amount.String()
		}
		s.hear(t + ".")
	case table.Qualified:
		if e.Result == table.Won {
			s.hear("The dealer qualifies.")
		} else {
			s.hear("The dealer does not qualify.")
		}
	case table.Settled:
		if n == s.person {
			s.hear(s.wagerWords(e))
		} else if e.Result == table.JackpotPay && seatOK(n) {
			s.hear(s.seatWords(n) + " hits the JACKPOT " + credits.Signed(e.Amount) + ".")
		}
	case table.Paid:
		if n == s.person {
			s.hear(extraName(e.Result) + " " + credits.Signed(e.Amount) + ".")
		}
	}
}

// narrateLater tells what an event showed, once it has been played: the cards turned, the
// hands named.
func (s *Scene) narrateLater(e table.Event) {
	n := int(e.Seat)
	switch e.Kind {
	case table.CardShown:
		if n == table.Community {
			s.hear("Community card: " + CardWords(e.Card) + ".")
		}
	case table.Turn:
		if n == s.person {
			s.hear(s.turnWords(e))
		}
	case table.HandRanked:
		name, _ := s.plug.HandName(e)
		switch {
		case n == table.Dealer:
			s.hear("Dealer's cards: " + cardsWords(s.dealer.cards[:]) + ". Dealer's hand: " + name + ".")
		case n == table.Community:
			s.hear("The five community cards: " + name + ".")
		case n == s.person:
			what := "Your hand"
			if e.Wager != 0 {
				what = "Your " + s.plug.Title(e.Wager) + " hand"
			}
			s.narr.hand = name
			s.hear(what + ": " + name + ".")
		}
	}
}

// turnWords tells the person their decision is awaited: their cards and what they may do.
func (s *Scene) turnWords(e table.Event) string {
	var b strings.Builder
	if cs := cardsWords(s.seats[s.person].cards[:]); cs != "" {
		b.WriteString("Your cards: " + cs + ". ")
	}
	b.WriteString("Your decision")
	if t := s.plug.Title(e.Wager); e.Wager != 0 && e.Wager < table.MaxWagers && !strings.EqualFold(t, s.verb) {
		b.WriteString(" on the " + t) // a street of Criss Cross Poker
	}
	b.WriteString(": ")
	b.WriteString(s.choicesWords())
	b.WriteString(".")
	return b.String()
}

// choicesWords lists the decisions the person may make now, with their keys: "FOLD (F),
// PLAY 1x (1) or PLAY 3x (3)". In a replay, or when it is not the person's turn in the core,
// it names the decisions without the core's word on which are legal.
func (s *Scene) choicesWords() string {
	acts := []table.Action{table.Fold, table.Bet1x}
	if s.opts.Log == nil && s.core.Turn() == s.person {
		acts = s.core.Legal(s.person).Append(nil)
	}
	parts := make([]string, 0, len(acts))
	for _, a := range acts {
		k := "F"
		if a != table.Fold {
			k = strconv.Itoa(int(a.Multiple()))
		}
		parts = append(parts, s.Decision(a)+" (key "+k+")")
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// wagerWords tells how one of the person's wagers ended: "Ante wins +10.", "Queens Up
// loses −5.", "Progressive JACKPOT +5,005.90."
func (s *Scene) wagerWords(e table.Event) string {
	name := s.plug.Title(e.Wager)
	switch e.Result {
	case table.Lost:
		return name + " loses " + credits.Signed(e.Amount) + "."
	case table.Folded:
		return name + " folded " + credits.Signed(e.Amount) + "."
	case table.Pushed:
		return name + " pushes."
	case table.NoResult:
		return name + " returned."
	case table.JackpotPay:
		return name + " JACKPOT " + credits.Signed(e.Amount) + "."
	case table.Capped:
		return name + " wins " + credits.Signed(e.Amount) + ", the pay cut to the cap."
	}
	return name + " wins " + credits.Signed(e.Amount) + "."
}

// extraName names an extra pay as the seat's tag and the result line name it.
func extraName(r table.Result) string {
	switch r {
	case table.EnvyPay:
		return "ENVY"
	case table.MagicPay:
		return "MAGIC CARD"
	case table.LuckyPay:
		return "LUCKY BONUS"
	case table.CommunityPay:
		return "COMMUNITY"
	}
	return "BONUS"
}

// roundWords tells the round's result and the credits, when the result line goes up.
func (s *Scene) roundWords() {
	l := &s.result
	t := "Round over: " + l.head
	if l.full != "" {
		t += ". " + strings.ReplaceAll(l.full, "  ·  ", ", ")
	}
	if !s.opts.NoCredits {
		t += ". Credits: " + s.credits.String()
	}
	s.hear(t + ".")
}

// readAloud tells the table as it stands: the person's cards and hand, their bets, their
// credits, and what they can do now. It is the read command (key I).
func (s *Scene) readAloud() {
	if s.person < 0 {
		s.hear("You are not seated at this table.")
		return
	}
	var b strings.Builder
	st := &s.seats[s.person]
	if cs := cardsWords(st.cards[:]); cs != "" {
		b.WriteString("Your cards: " + cs + ". ")
		if s.narr.hand != "" {
			b.WriteString("Your hand: " + s.narr.hand + ". ")
		}
	}
	if d := cardsWords(s.dealer.cards[:]); d != "" {
		b.WriteString("Dealer's cards: " + d + ". ")
	}
	bets := s.betsShown()
	var parts []string
	var total money.Amount
	for _, w := range s.plug.PayOrder() {
		if bets[w] > 0 {
			parts = append(parts, s.plug.Title(w)+" "+bets[w].String())
			total += bets[w]
		}
	}
	if len(parts) == 0 {
		b.WriteString("No bets. ")
	} else {
		b.WriteString("Bets: " + strings.Join(parts, ", ") + "; total " + total.String() + ". ")
	}
	if !s.opts.NoCredits {
		b.WriteString("Credits: " + s.credits.String() + ". ")
	}
	b.WriteString("Chip: " + s.chip.String() + ". ")
	b.WriteString(s.nowWords())
	s.hear(b.String())
}

// betsShown are the person's wagers as the table shows them: those staked in the round
// played back, or the bets on the felt before the deal.
func (s *Scene) betsShown() table.Bets {
	if s.dealt && s.phase != table.Betting {
		return table.Bets(s.seats[s.person].staked)
	}
	if s.opts.Log != nil {
		return table.Bets{}
	}
	return s.core.Bets(s.person)
}

// nowWords says what the person can do now.
func (s *Scene) nowWords() string {
	switch {
	case s.opts.Log != nil:
		return "This is a replay."
	case s.animating() && s.core.Phase() != table.Betting:
		return "The table is playing the round: any key skips ahead."
	case s.core.Phase() == table.Deciding && s.core.Turn() == s.person:
		return "Your decision: " + s.choicesWords() + "."
	case s.core.Phase() == table.Deciding:
		return "The table is deciding."
	case !s.core.Covers(s.person):
		return "Your credits do not cover a round: B gives 1,000 free-play credits."
	case s.core.Bets(s.person)[0] == 0:
		return "Place your bets: choose a chip with the brackets, A bets the " + s.core.WagerName(0) + ", Space deals."
	}
	return "Space deals."
}
