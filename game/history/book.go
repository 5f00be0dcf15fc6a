package history

import (
	"felt/game/money"
	"felt/game/table"
)

// Book is a table's hand history: the last Max rounds, oldest first, and the totals of
// every round since the statistics were last reset.
type Book struct {
	// Game is the game the rounds were played at: "crazy4" or "crisscross".
	Game string
	// Rounds are the rounds kept, oldest first; at most Max.
	Rounds []Round
	// Totals count every round added since the last Reset, those forgotten too.
	Totals Totals
}

// Totals are the running statistics of a table.
type Totals struct {
	Rounds  int64        // rounds played (void ones too)
	Millis  int64        // time played, milliseconds
	Wagered money.Amount // everything staked
	Net     money.Amount // won, less lost
	// Biggest is the biggest net win of a round (0 when none was won).
	Biggest money.Amount
	// Best is the best hand of the person's (a HandRanked event), HaveBest when any.
	Best     table.Event
	HaveBest bool
	// Decisions counts the person's decisions by action (fold, 1x, 2x, 3x).
	Decisions [table.Bet3x + 1]int64
	// Wagers are the totals of each wager spot.
	Wagers [table.MaxWagers]WagerTotals
	// Since is when the statistics began (the first round after a reset), Unix
	// milliseconds; 0 before any round.
	Since int64
	// ResetAt is when the statistics were last reset, Unix milliseconds; 0 if never. The
	// rounds kept from before it stay in the history but are not counted.
	ResetAt int64
}

// WagerTotals are the running totals of one wager spot.
type WagerTotals struct {
	Made   int64        // rounds it was made in
	Hit    int64        // rounds it paid in
	Staked money.Amount // everything staked on it
	Net    money.Amount // its net, extra pays included
}

// Return is what the wager gave back per credit staked (1 + net/staked), and false when
// nothing was staked.
func (w WagerTotals) Return() (float64, bool) {
	if w.Staked <= 0 {
		return 0, false
	}
	return 1 + float64(w.Net)/float64(w.Staked), true
}

// Add records a settled round: it is kept (the oldest forgotten beyond Max) and counted in
// the totals. The events are copied.
func (b *Book) Add(r Round) {
	r.Events = append([]table.Event(nil), r.Events...)
	if len(r.Table) > 0 && len(r.Table) <= MaxTable {
		r.Table = append([]byte(nil), r.Table...)
	} else {
		r.Table = nil
	}
	r.Took = min(max(r.Took, 0), MaxTook)
	if len(b.Rounds) >= Max {
		n := copy(b.Rounds, b.Rounds[len(b.Rounds)-Max+1:])
		clear(b.Rounds[n:])
		b.Rounds = b.Rounds[:n]
	}
	b.Rounds = append(b.Rounds, r)
	b.Totals.add(&r)
}

// add counts a round in the totals.
func (t *Totals) add(r *Round) {
	s := r.Summary()
	if t.Rounds == 0 {
		t.Since = r.When
	}
	t.Rounds++
	t.Millis += r.Took
	t.Wagered += s.Wagered
	t.Net += s.Net
	t.Biggest = max(t.Biggest, s.Net)
	if s.Ranked && better(&s.Hand, t.Best, t.HaveBest) {
		t.Best, t.HaveBest = s.Hand, true
	}
	for _, a := range s.Decisions {
		if int(a) < len(t.Decisions) {
			t.Decisions[a]++
		}
	}
	if s.Void {
		return
	}
	for _, w := range s.Wagers {
		wt := &t.Wagers[w.Wager]
		wt.Made++
		if w.Hit {
			wt.Hit++
		}
		wt.Staked += w.Staked
		wt.Net += w.Net
	}
}

// Reset starts the statistics again at now (Unix milliseconds): the totals are forgotten;
// the rounds stay in the history, and those from before now are no longer counted (Counted).
func (b *Book) Reset(now int64) {
	b.Totals = Totals{ResetAt: now}
}

// Counted returns the rounds kept that the statistics count (those after the last reset),
// oldest first.
func (b *Book) Counted() []Round {
	for i := range b.Rounds {
		if b.Rounds[i].When > b.Totals.ResetAt {
			return b.Rounds[i:]
		}
	}
	return nil
}

// Newest returns the i-th round from the newest (0: the last one played), and false when
// there is none.
func (b *Book) Newest(i int) (*Round, bool) {
	if i < 0 || i >= len(b.Rounds) {
		return nil, false
	}
	return &b.Rounds[len(b.Rounds)-1-i], true
}

// Last returns the last round added, or nil.
func (b *Book) Last() *Round {
	r, _ := b.Newest(0)
	return r
}
