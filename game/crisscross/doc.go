// Package crisscross is the Criss Cross Poker rules core (seed 001 and
// docs/rules.md): the table with its six seats, the person and the
// table-mates, the wagers, the round from the bets to the settlement over
// the cross of community cards, the Bonus Spin and Bonus Spin Xtreme prize
// wheels, and the rules that settle the hands, as pure functions the math
// sheet shares. A Table answers table.Game, what a front end needs of a
// rules core.
//
// # A table
//
// NewTable opens a table from a Config: its limits and pay tables, the
// person's seat (Person, or NoPerson for the self-playing demonstration)
// with their free-play credits (BuyIn), the number of table-mates (Mates)
// drawn in order from a Roster, and the Seed of the meters' linked
// tables. Table-mates sit down with their buy-in (SeatTaken), buy in once
// more when their credits run low (BoughtIn), and the next time leave
// (SeatLeft) for the next character of the roster (SeatTaken). SeatPlayer,
// SeatMate and Leave change the seats between rounds (tests, a hot-seat
// front end).
//
// # A round
//
// A round opens for bets when the table opens and then at the first action
// after the last one is done (Phase: Betting, Deciding, Done). Player seats
// place their wagers with Place and Take (a chip at a time, as at the
// table: either ante spot moves both antes; Bonus Spin and Xtreme step
// through the amounts they take; a first chip under the minimum is raised
// to it), SetBets, Double, Rebet and Clear; Bet and BetAntes set a spot
// to an amount. Each is one action, all or nothing, checked against the
// rules with an errors.Is-able error: the two equal antes; the Five Card
// Bonus, Bonus Spin (1 or 5) and Bonus Spin Xtreme (1, 2 or 5) only with
// them; each within its limit; and the credits must cover the wagers and
// three 1x street bets, so that a seat can always play its hand to the
// end (Covers: a minimum round is two antes and three street bets at the
// minimum; BuyIn tops a Player up when it is not covered). Deal calls "no
// more bets"; the table-mates bet by habit; the progressive wagers are
// collected into the meters; five community cards are dealt face down in
// the cross, then two cards to each seat in play. Three streets follow
// (Street): the Across bet (1x to 3x the ante) or fold, then the left and
// right cards are turned; the Down bet or fold, then the top and bottom
// cards; the Middle bet or fold, then the middle card. Seats are asked in
// deal order; Turn names the Player seat that must Decide (Legal lists
// its choices), table-mates decide by themselves (a Strategy). A fold
// forfeits every wager made so far but the Five Card Bonus.
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
// # Events
//
// Every step reports what happened as table.Events (Events), in order, so
// that a round's events alone replay it into a fresh scene:
//
//   - RoundStart (Amount the round, Card the deck's back), then SeatState
//     for each occupied seat (Index the character's place in the roster,
//     table.PersonIndex for a Player; Amount its credits) and MeterChanged
//     for each level of each meter system the table shows.
//   - BetPlaced (Wager, Amount the spot's new total), BoughtIn, SeatTaken
//     and SeatLeft (Index the roster place, Amount the credits).
//   - NoMoreBets (Amount the bits of the round's cards.Seed); Collected for
//     each Bonus Spin and Xtreme wager the dealer takes (Amount); then
//     MeterChanged for the meters they fed.
//   - CardDealt, face down: the cross (Seat table.Community, Index the
//     Position), then each seat's two cards (Index 0 and 1). A Player's
//     cards are then turned up for them (CardShown) and its hand named.
//   - HandRanked names a hand: Wager AcrossBet or DownBet for a seat's
//     lines, FiveCardBonus for the community cards (Seat table.Community);
//     Index the cards it uses, a bit each (HoleCards, CardBit: bits 0 and 1
//     the hole cards, bit 2+p the community card at p; AcrossCards,
//     DownCards, CrossCards); Value its value with hand.Five's layout,
//     which hand.Five.Name names. A Player's lines are named as they form:
//     both at the deal (the hole cards), the Across line when its outer
//     cards turn, the Down line when its outer cards turn (a Partial, Up
//     false), and both when the middle card turns (five-card hands, Up
//     true). The community hand is named then, when a Five Card Bonus is
//     up. A table-mate's hole cards are turned (CardShown) and its hands
//     named at the settlement. Folded hands are not named.
//   - Turn (Wager the street's bet, Index a table-mate's think time in
//     ticks at normal speed, 0 for a Player) and Decided (Wager, Action,
//     Amount the bet, 0 for a fold); CardShown for the community cards as
//     the streets turn them.
//   - Settled: Wager, Result (Won, Lost, Pushed, Folded, Capped, or
//     JackpotPay when a wheel's Jackpot paid it), Amount the net to the
//     seat, Pay the chips the dealer pays beside the wager (its gross win;
//     0 on a loss, push or fold), Value the hand it was settled on (0 for
//     the wheels and folds); for the Middle bet Index is the wager whose
//     hand paid it (AcrossBet or DownBet; the Across hand on a tie).
//   - WheelSpun: Seat the spinner, Wager and Value name the wheel
//     (BonusSpin or Xtreme; OwnWheel or CommunityWheel: Table.Wheel), Index
//     the segment it lands on. The spinner's Settled follows (after a
//     MeterChanged with Result JackpotPay when it wins the meter), then
//     Paid for each other bettor of the wheel: Result table.CommunityPay,
//     Index the spinner, Amount.
//   - MeterChanged: Value the meter system (as MeterOf numbers it), Index
//     the level, Amount the meter; then RoundEnd.
//   - Voided (Amount the seat's wagers returned) and RoundEnd, when a
//     saved round cannot go on.
//
// # Money
//
// Every credit moves through one table.Ledger: Total never changes, every
// wager is settled exactly once. Given the same seats, bets, seed and
// decisions a round is always the same. A simulation that reads neither
// the events nor the ledger's entries turns them off with
// SetRecording(false): the rounds, results and balances are the same, and
// the round costs less. A ledger call the table's own checks should have
// made impossible stops the table (Err).
//
// # Saving
//
// MarshalBinary saves the seats, credits, last wagers, round count, meters
// and the round in play with versions and checksums; UnmarshalBinary
// restores them, and a round saved in play resumes where it was, its
// events so far ready for a front end to replay. Only a round that cannot
// go on (its record of another version, or a table of other rules) is
// void, its wagers returned.
package crisscross
