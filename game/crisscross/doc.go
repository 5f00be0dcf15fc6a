// Package crisscross is the Criss Cross Poker rules core (seed 001 and
// RULES-NOTES): the table with its six seats, the wagers, the round from
// the bets to the settlement over the cross of community cards, the Bonus
// Spin and Bonus Spin Xtreme prize wheels, and the rules that settle the
// hands, as pure functions the math sheet shares.
//
// # A round
//
// Between rounds Player seats place their wagers with Bet, BetAntes, Clear
// and Rebet: the two equal antes, and optionally the Five Card Bonus,
// Bonus Spin (1 or 5) and Bonus Spin Xtreme (1, 2 or 5), each checked
// against the table's limits with an errors.Is-able error. Deal calls "no
// more bets"; the table-mates bet by habit; the progressive wagers are
// collected into the meters; five community cards are dealt face down in
// the cross, then two cards to each seat in play. Three streets follow:
// the Across bet (1x to 3x the ante) or fold, then the left and right
// cards are turned; the Down bet or fold, then the top and bottom cards;
// the Middle bet or fold, then the middle card. Seats are asked in deal
// order; Turn names the Player seat that must Decide, table-mates decide
// by themselves (a Strategy). A fold forfeits every wager made so far but
// the Five Card Bonus.
//
// Settlement runs at once after the middle card, from the dealer's right:
// every Five Card Bonus on the five community cards; then for each seat
// still in, its Across and Down hands are named and its wagers paid: the
// antes at even money on jacks or better (push on sixes to tens), the
// Across and Down bets on their hands by the main pay table, the Middle bet
// on the better of the two (so it pushes when one hand pushes and the
// other loses, and loses only when both lose: 001 ch.11 I(3)); then its
// Bonus Spin and Xtreme wagers with their wheels (package wheel).
//
// # Readings
//
//   - Aggregate payout cap (001 ch.12 B): the greater of 50,000 credits
//     and the most one player can win in a round at the minimum ante (both
//     antes at even money, the Middle bet and one line at 500 to 1, the
//     other at 100 to 1, all at 3x: 3,302 minimum antes). It limits what a
//     seat's antes and street bets win together in a round — the wagers
//     ch.12 A pays; the Five Card Bonus and the wheels have their own
//     tables. A win it cuts settles as table.Capped.
//   - Bonus Spin: a pocket pair spins the wheel on a 1- or a 5-credit
//     wager. The amounts are the pays for 5: a 1-credit wager is paid one
//     fifth of the amount, and nothing on the Jackpot, which only the
//     5-credit wager wins (package wheel; the help says so). Every spin,
//     whatever the spinner wagered, pays each other Bonus Spin bettor the
//     Community Pay of the symbol for their own wager (001 ch.12 D(8)(a)).
//     The wheel pays like a progressive: the wager is collected at the
//     deal and the symbol's amount is the whole pay.
//   - Bonus Spin Xtreme: the qualifying event is the better of the seat's
//     Across and Down hands reaching the paytable's qualifying hand (three
//     of a kind or better on paytable A); any wager spins the Hot Spot
//     wheel, paid in proportion to the wager, the Jackpot only on 5. One
//     Community Prize spin follows and pays every other Xtreme bettor in
//     proportion to their own wager.
//   - A seat that folds loses its own spin, but keeps its claim to the
//     Community Pays of the others' spins: its wagers were placed and
//     collected like theirs (as a folded Crazy 4 Poker player keeps the
//     Envy Bonus).
//   - Jackpots pay 100% of the meter as it stands when the seat is paid,
//     in settlement order; the house funds the reset.
//
// # Events and money
//
// Every step reports what happened as table.Events (Events): bets, the
// deal (CardDealt; Index is a Position for the community cards, 0 or 1 for
// a seat's cards), Turn and Decided, CardShown, HandRanked (Wager AcrossBet
// or DownBet, Value a hand.Five), Settled, WheelSpun (Index the segment,
// Value OwnWheel or CommunityWheel), Paid (Community Pays: Index the seat
// whose spin paid), MeterChanged, RoundEnd. Every credit moves through one
// table.Ledger: Total never changes, every wager is settled exactly once.
// Given the same seats, bets, seed and decisions a round is always the
// same. A simulation that reads neither the events nor the ledger's
// entries turns them off with SetRecording(false): the rounds, results and
// balances are the same, and the round costs less.
//
// # Saving
//
// MarshalBinary saves the seats, credits, last wagers, round count and
// meters with a version and a checksum; UnmarshalBinary restores them, a
// round that was under way being void with every unsettled wager returned.
package crisscross
