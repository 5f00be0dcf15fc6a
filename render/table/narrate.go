package table

import (
	"strings"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/stage"
	"felt/render/words"
)

// The narration: what the table tells a person who cannot see it, in words (render/words's
// Narrator), as the playback shows it, and the news and refusals the table prints. The app
// passes its lines to the web page's live region through the hook (Heard); the desktop
// ignores them. The read command (key I) tells the table as it stands: the person's cards and
// hand, bets, credits, and what they can do now.

// ear is the table as the narration reads it (words.Table): what the playback shows; and the
// read command's words (readAloud).
type ear struct{ s *Scene }

// Person is the person's seat, or -1.
func (e ear) Person() int { return e.s.person }

// Mate is the name the table shows for the table-mate in seat n.
func (e ear) Mate(n int) string { return e.s.stage.Seats[n].Name.Text() }

// Decision names a decision as the buttons do.
func (e ear) Decision(a table.Action) string { return e.s.Decision(a) }

// Verb is the decision's bet ("PLAY").
func (e ear) Verb() string { return e.s.verb }

// Title names a wager (the plug's).
func (e ear) Title(w table.Wager) string { return e.s.own.Title(w) }

// HandName names a ranked hand of an event (the plug's).
func (e ear) HandName(ev table.Event) (string, bool) { return e.s.own.HandName(ev) }

// FaceUp returns the cards lying face up at a seat, the dealer's (table.Dealer) or the
// community's (table.Community).
func (e ear) FaceUp(seat int) []cards.Card {
	var cs []stage.Card
	switch {
	case seat == table.Dealer:
		cs = e.s.stage.Dealer.Cards[:]
	case seat == table.Community:
		cs = e.s.stage.Dealer.Community[:]
	case seat >= 0 && seat < table.Seats:
		cs = e.s.stage.Seats[seat].Cards[:]
	}
	var out []cards.Card
	for k := range cs {
		if cs[k].Shown() {
			out = append(out, cs[k].Card)
		}
	}
	return out
}

// Choices are the decisions the person may make now. In a replay, or when it is not the
// person's turn in the core, they are the decisions without the core's word on which are
// legal.
func (e ear) Choices() []table.Action {
	s := e.s
	if s.opts.Log == nil && s.core.Turn() == s.person {
		return s.core.Legal(s.person).Append(nil)
	}
	return []table.Action{table.Fold, table.Bet1x}
}

// roundWords tells the round's result and the credits, when the result line goes up.
func (s *playback) roundWords() {
	l := &s.st.result
	t := "Round over: " + l.head
	if l.forms[fullForm] != "" {
		t += ". " + strings.ReplaceAll(l.forms[fullForm], "  ·  ", ", ")
	}
	if !s.sc.opts.NoCredits {
		t += ". Credits: " + s.st.Credits.String()
	}
	s.sc.narr.Hear(t + ".")
}

// readAloud tells the table as it stands: the person's cards and hand, their bets, their
// credits, and what they can do now. It is the read command (key I).
func (e ear) readAloud() {
	s := e.s
	if s.person < 0 {
		s.narr.Hear("You are not seated at this table.")
		return
	}
	var b strings.Builder
	if cs := e.FaceUp(s.person); len(cs) > 0 {
		b.WriteString("Your cards: " + words.Cards(cs) + ". ")
		if h := s.narr.Hand(); h != "" {
			b.WriteString("Your hand: " + h + ". ")
		}
	}
	if d := e.FaceUp(table.Dealer); len(d) > 0 {
		b.WriteString("Dealer's cards: " + words.Cards(d) + ". ")
	}
	bets := e.betsShown()
	var parts []string
	var total money.Amount
	for _, w := range s.own.PayOrder() {
		if bets[w] > 0 {
			parts = append(parts, s.own.Title(w)+" "+bets[w].String())
			total += bets[w]
		}
	}
	if len(parts) == 0 {
		b.WriteString("No bets. ")
	} else {
		b.WriteString("Bets: " + strings.Join(parts, ", ") + "; total " + total.String() + ". ")
	}
	if !s.opts.NoCredits {
		b.WriteString("Credits: " + s.stage.Credits.String() + ". ")
	}
	b.WriteString("Chip: " + s.bet.chip.String() + ". ")
	b.WriteString(e.nowWords())
	s.narr.Hear(b.String())
}

// betsShown are the person's wagers as the table shows them: those staked in the round
// played back, or the bets on the felt before the deal.
func (e ear) betsShown() table.Bets {
	s := e.s
	if s.stage.Dealt && s.stage.Phase != table.Betting {
		return table.Bets(s.stage.Seats[s.person].Staked)
	}
	if s.opts.Log != nil {
		return table.Bets{}
	}
	return s.core.Bets(s.person)
}

// nowWords says what the person can do now.
func (e ear) nowWords() string {
	s := e.s
	switch {
	case s.opts.Log != nil:
		return "This is a replay."
	case s.animating() && s.core.Phase() != table.Betting:
		return "The table is playing the round: any key skips ahead."
	case s.core.Phase() == table.Deciding && s.core.Turn() == s.person:
		return "Your decision: " + s.narr.Choices() + "."
	case s.core.Phase() == table.Deciding:
		return "The table is deciding."
	case !s.core.Covers(s.person):
		return "Your credits do not cover a round: B gives 1,000 free-play credits."
	case s.core.Bets(s.person)[0] == 0:
		return "Place your bets: choose a chip with the brackets, A bets the " + s.core.WagerName(0) + ", Space deals."
	}
	return "Space deals."
}
