package history

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// Max is the number of rounds a Book keeps; older ones are forgotten (their totals stay).
const Max = 200

// Round is one settled round of the person's, as it happened.
type Round struct {
	// When is the time the round was settled, Unix milliseconds.
	When int64
	// Took is the time the round took to play, milliseconds (from the previous round's end,
	// at most MaxTook).
	Took int64
	// Credits are the person's credits once the round was settled.
	Credits money.Amount
	// Person is the person's seat.
	Person int8
	// Events are the round's events from its start to its end, as the core reported them.
	Events []table.Event
	// Table is the table's settings the round was played at, as the front end writes them
	// (render/setup's compact form, at most MaxTable bytes; a round code holds them too);
	// nil for a round kept before the history noted them.
	Table []byte
}

// MaxTable is the most bytes of table settings a round keeps.
const MaxTable = 16

// MaxTook is the most time a round counts as played: a pause longer than that between rounds
// is not play.
const MaxTook = 5 * 60 * 1000

// WagerEnd is how one of the person's wagers ended in a round.
type WagerEnd struct {
	Wager  table.Wager
	Staked money.Amount
	Result table.Result
	// Net is the wager's net with its extra pays (Envy Bonuses, jackpots).
	Net money.Amount
	// Extra are the extra pays within Net.
	Extra money.Amount
	// Hit reports whether the wager paid anything.
	Hit bool
}

// Summary is what a round comes to for the person, read from its events.
type Summary struct {
	Number    uint64     // the round's number
	Seed      cards.Seed // the seed it was dealt from
	Wagered   money.Amount
	Net       money.Amount
	Void      bool
	MeterPaid money.Amount // jackpots paid to the person off the meters
	// Hand is the person's best ranked hand (an event of kind HandRanked), Ranked false when
	// none was ranked (the person sat out).
	Hand      table.Event
	Ranked    bool
	Decisions []table.Action // the person's decisions, in order
	Wagers    []WagerEnd     // the person's wagers, in the order of the wager spots
}

// Summary reads the person's round from its events.
func (r *Round) Summary() Summary {
	var s Summary
	var staked, net, extra [table.MaxWagers]money.Amount
	var res [table.MaxWagers]table.Result
	var hit [table.MaxWagers]bool
	p := r.Person
	for i := range r.Events {
		e := &r.Events[i]
		switch e.Kind {
		case table.RoundStart:
			s.Number = uint64(e.Amount)
		case table.NoMoreBets:
			s.Seed = cards.Seed(e.Amount)
		case table.Voided:
			s.Void = true
		}
		if e.Seat != p || e.Wager >= table.MaxWagers {
			continue
		}
		w := e.Wager
		switch e.Kind {
		case table.BetPlaced:
			staked[w] = e.Amount
		case table.Decided:
			s.Decisions = append(s.Decisions, e.Action)
			if e.Action != table.Fold {
				staked[w] += e.Amount
			}
		case table.Settled:
			res[w], net[w] = e.Result, e.Amount
			hit[w] = hit[w] || e.Result == table.Won || e.Result == table.Capped
		case table.Paid:
			extra[w] += e.Amount
			hit[w] = hit[w] || e.Amount > 0
			if e.Result == table.JackpotPay {
				s.MeterPaid += e.Amount
			}
		case table.HandRanked:
			if better(e, s.Hand, s.Ranked) {
				s.Hand, s.Ranked = *e, true
			}
		}
	}
	for w := range staked {
		if staked[w] == 0 {
			continue
		}
		n := net[w] + extra[w]
		if s.Void {
			n, hit[w] = 0, false
		}
		s.Wagered += staked[w]
		s.Net += n
		s.Wagers = append(s.Wagers, WagerEnd{Wager: table.Wager(w), Staked: staked[w], Result: res[w], Net: n, Extra: extra[w], Hit: hit[w]})
	}
	if s.Void {
		s.Wagered = 0
	}
	return s
}

// better reports whether a ranked hand beats the best so far. The hand the round is named
// by is the one ranked for the first wager (Crazy 4 Poker's four-card hand for the Ante);
// at a game that ranks none for it, the complete five-card hands (Criss Cross Poker's Across
// and Down); else the partial ones (a hand folded on the first street). Hands of one kind
// compare by value.
func better(e *table.Event, best table.Event, have bool) bool {
	k := kind(e)
	if !have || k != kind(&best) {
		return !have || k > kind(&best)
	}
	return e.Value > best.Value
}

// kind ranks what a hand is for: 3 the first wager's, 2 a complete five-card hand, 1 a
// partial one.
func kind(e *table.Event) int {
	switch {
	case e.Wager == 0 && !e.Up:
		return 3
	case e.Up:
		return 2
	}
	return 1
}
