package crazy4

import (
	"felt/game/money"
	"felt/game/table"
)

// WagerResult is how one wager of a seat ended.
type WagerResult struct {
	// Staked is the wager: on the felt, or taken at coin-in.
	Staked money.Amount
	// Result is Won, Lost, Pushed, Folded (lost by the fold), Capped (won,
	// the pay cut to the 6 Card Bonus cap) or table.JackpotPay (won off a
	// meter); NoResult when there was no wager or the round was void.
	Result table.Result
	// Net is the seat's profit or loss on the wager: what came back less
	// the stake. A "for 1" pay of 9 on a wager of 1 nets 8.
	Net money.Amount
	// Extra is what the wager earned beyond its own pay: Envy Bonuses on
	// the progressive, a Magic Card or Lucky Bonus on a Five Card Hand
	// Bonus.
	Extra money.Amount
}

// SeatResult is how a seat's round ended, for the result line: the net
// first, then each wager.
type SeatResult struct {
	Wagers [NumWagers]WagerResult
	// Void is set when the round was void and every wager returned.
	Void bool
}

// Net returns the seat's profit or loss over the round, extras included.
func (r SeatResult) Net() money.Amount {
	var n money.Amount
	for _, w := range r.Wagers {
		n += w.Net + w.Extra
	}
	return n
}

// Staked returns everything the seat wagered in the round.
func (r SeatResult) Staked() money.Amount {
	var n money.Amount
	for _, w := range r.Wagers {
		n += w.Staked
	}
	return n
}

// Result returns how a seat's last round dealt ended (the round in
// progress has no result until it is settled). It stays until the next
// deal.
func (t *Table) Result(seat int) SeatResult {
	if !valid(seat) {
		return SeatResult{}
	}
	return t.results[seat]
}

// note records a settled wager in the seat's result.
func (t *Table) note(s int, w table.Wager, stake money.Amount, r table.Result, net money.Amount) {
	x := &t.results[s].Wagers[w]
	x.Staked, x.Result, x.Net, x.Extra = stake, r, net, 0
}
