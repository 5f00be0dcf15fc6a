// Package meter is the progressive jackpot system the games share: the
// Crazy 4 Poker Four- and Five-Card Progressives, the Five Card Hand Bonus,
// the Multi Game Link paytables and the Bonus Spin jackpots all pay off a
// [System] of one or more meters fed by one progressive wager.
//
// # Money
//
// Every amount is integer cents ([money.Amount]); rates and shares are exact
// parts per million ([PPM]). Each level of a system keeps:
//
//   - the meter, the amount on display, which a "100% of meter" hit pays in
//     full and a "10% of meter" hit pays a tenth of;
//   - a hidden reserve, fed by the reserve rate and by anything a ceiling
//     holds back, which funds the next reset;
//   - a carry of millionths of a cent for each of the two, so that rounding
//     loses nothing.
//
// Where a cent goes is always accounted for. For each level, at every moment,
//
//	Meter + Reserve + Paid == Contributed + Seeded
//	Contributed×1,000,000 + carries == Wagered × (Rate + ReserveRate)
//
// where Contributed is the whole cents the wagers have put in, Paid what the
// level has paid out and Seeded what the house has put in: the initial seed
// and, at each reset, what the reserve could not cover. A ceiling holds the
// meter at most at that amount; what a contribution would add above it goes
// to the reserve (not to the house), so it comes back to the players through
// later resets, and the identity keeps a single house line.
//
// # Time and the linked tables
//
// The package has no clock and no global random source. The caller drives
// time: [System.Advance] counts game ticks (60 a second, as ebiten's Update
// runs) and [System.EndRound] counts rounds. Between them, virtual linked
// tables place progressive wagers at a configured rate and now and then hit
// a jackpot, drawn from a ChaCha8 source whose state is part of the saved
// state. The draws use integer arithmetic only, so the stream is the same on
// every platform, and a restored system continues exactly where it was.
//
// # Events
//
// Every call that changes a system reports what changed as a slice of small
// value-type [Event]s (contribution, hit at our table, hit elsewhere, reset),
// which [System.Events] returns until the next call. In steady state nothing
// allocates: [System.Contribute], [System.Pay] and a frame's
// [System.Advance] reuse the same buffer.
//
// # Errors
//
// Bad input returns an error that [errors.Is] matches against one of the
// sentinel errors of this package, and a call that fails changes nothing.
package meter
