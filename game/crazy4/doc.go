// Package crazy4 is the Crazy 4 Poker rules core: the table with its six
// seats, the wagers of the rule documents (seeds 000, 002, 003, 004), the
// round from bets to settlement, and the showdown rules the math sheet
// shares (Showdown, Folded, DealerQualifies, MayRaise).
//
// # A round
//
// A Table is made from a Config (Default offers every wager) with NewTable,
// or from a saved one with Restore. It answers table.Game, what a table
// front end needs. The person bets while the Phase is Betting: chip by
// chip with Place and Take, which move the linked bets along (the Super
// Bonus with the Ante, the 6 Card Bonus with the Queens Up, the side bets
// off with the Ante), or with SetBets, Double, Rebet, Clear and Bet, each
// one action, all of it or nothing. Deal(seed) says "no more bets": the
// table-mates bet by their habits, the progressive and Five Card Hand Bonus
// wagers are taken and fed to the meters, the cards are dealt and the table
// draws the Magic Card and the Lucky position. The seats then decide in
// turn from the dealer's left: the table-mates at once, the person by
// Decide when Turn is theirs (Legal lists the choices). After the last
// decision the round is shown down and settled at once, and the Phase is
// Done: Result gives each seat's net and each wager's result until the
// next deal. Everything that happens is reported, in order, by Events, and
// every credit that moves is an entry of the Ledger; a simulation that
// reads neither turns that record off with SetRecording(false), and gets
// the same rounds, results and balances for less. Void ends a round that
// cannot finish and returns every wager; MarshalBinary and UnmarshalBinary
// save and restore the whole table, and a table saved mid-round comes back
// with that round void. The same table, seed and decisions always give the
// same round.
//
// # Events
//
// The events are table.Events. Seat is a seat, table.Dealer or
// table.Community (the 6 Card Bonus card); Wager is one of this package's
// wager spots. The kinds used:
//
//   - RoundStart: Amount the round number, Card the deck's back (cards.Back);
//     then the table as it stands, so that a round's events replay into a
//     fresh scene: a SeatState for each occupied seat (Index its place in
//     the roster, table.PersonIndex for the person; Amount its credits off
//     the felt) and a MeterChanged for each level of each meter system.
//   - BetPlaced: a spot's new total (Ante and Super Bonus report separately).
//   - SeatTaken, SeatLeft, BoughtIn: table-mates coming and going, free-play
//     credits; Index is the character's place in the roster.
//   - NoMoreBets: Amount the bits of the round's cards.Seed; then a
//     Collected for each wager the house takes at coin-in (Collected: the
//     progressive and Five Card Hand Bonus wagers), Amount the wager.
//   - MeterChanged at the round's start, after coin-in, after a jackpot and
//     its reset, and at the end of the round, when the linked tables have
//     played theirs: Value is the system as MeterOf numbers it, Wager the
//     wager that names it (Progressive or HandBonus), Index the level,
//     Amount the meter. The reset after a jackpot has Result JackpotPay: it
//     follows the jackpot's Settled event, or, for a jackpot on the
//     dealer's hand split among its bettors, comes before their Settled
//     events (each Pay a part).
//   - CardDealt: every card, face down (Up false), Index its place in the
//     hand; the person's cards then come face up by CardShown, with a
//     HandRanked naming their hand.
//   - HandRanked: Value a hand.Four, or a hand.Five (Up) for the 6 Card
//     Bonus; Wager the hand it is for (Ante for a seat's or the dealer's
//     hand, SixCard, CoverAll for the highest hand at the table, its
//     holder's); Index the cards it uses, bit i for card i as dealt (the
//     best four of five: BestFour's), bit 5 for the communal card. For
//     CoverAll, Amount is the number of players in the round, 1 to 6 (a
//     count, not credits): the column of Cover All's pay table that
//     settles the bets.
//   - MagicDrawn (Card) and LuckyDrawn (Seat) when a Five Card Hand Bonus is
//     in play.
//   - Turn (Index a table-mate's think time in ticks at normal speed, its
//     Mate.Think up to 255; 0 for the person) and Decided (Wager Play,
//     Action; Amount the Play wager).
//   - Settled: one wager, Result Won, Lost, Pushed, Folded, Capped or
//     JackpotPay (won off a meter), Amount the net to the seat, Pay the
//     chips paid out beside the wager (the gross win, or the jackpot; 0 for
//     a loss or push), Value the hand it was settled on, Index the pay
//     table line (255 for none). The stake of a won wager stays on the felt
//     for the seat, unless it was collected at coin-in. A won Bad Beat has
//     Up true when the losing hand it pays on is the dealer's (false: the
//     seat's own).
//   - Paid: an extra pay on a wager: EnvyPay (Index the seat whose hand
//     earned it), MagicPay, LuckyPay.
//   - Qualified: the dealer's hand (Result Won when it qualifies, Pushed
//     when not). Voided: a seat's wagers returned (Amount). RoundEnd.
//
// # Settlement order
//
// Folded seats' wagers are collected after the last decision. Then the
// dealer's hand is shown and the seats are settled from the dealer's right
// (seat 5 to 0): for each, the Play, Ante, Queens Up and Super Bonus — the
// losing wagers taken first, then the others paid, in that order (004
// "Paying Out") — then the progressive, the Five Card Hand Bonus on its own
// hand (with its Magic Card and Lucky Bonus), the one on the dealer's hand,
// and the Bad Beat, again losing ones first. Percentage pays come off the
// meter as it stands when the seat is paid (003 Appendix A). Then the
// communal card is shown and the 6 Card Bonus wagers settled from the right
// (004); then Cover All (000 §12(j)); then the Envy Bonuses, at the end of
// the round (003 §10(c)).
//
// # Readings
//
// Where the documents leave a choice, the game reads them as docs/rules.md
// says, and where docs/rules.md is silent, as follows (Help gives the same
// for the help screen):
//
//   - A fold forfeits the Ante, Super Bonus, Queens Up and progressive (000
//     §10(b)) and, having no showdown, the Five Card Hand Bonus on the
//     player's own hand and the Bad Beat. The Five Card Hand Bonus on the
//     dealer's hand, the 6 Card Bonus (004) and Cover All stay in action. A
//     folded player keeps Envy Bonus eligibility, but a folded hand is
//     mucked: it earns no Envy Bonus for others and does not count for
//     Cover All.
//   - Bad Beat needs no rule about qualifying: the losing hand must be two
//     pair or better, and a dealer who beats two pair, or holds it, always
//     qualifies. Ties do not count.
//   - Cover All is paid by the number of players dealt into the round,
//     folded or not, on the highest hand of the dealer and the players who
//     did not fold.
//   - The dealer-hand Five Card Hand Bonus jackpot is paid off the meter
//     once, when the first of its bettors (from the dealer's right) is
//     settled, and split equally with the odd cents to the first ones
//     (meter.PaySplit). Magic Card and Lucky Bonus pay only on a hand that
//     wins the Five Card Hand Bonus (docs/rules.md).
//   - The table offers one progressive at most (Four-Card, Five-Card or a
//     Multi Game Link): each is the progressive wagering device of a seat.
//     Its wager is one amount, 1 or 5 credits; the meters are scaled to it
//     (000 §13(f)), and "for 1" pays and Envy Bonuses are the $1 amounts
//     times the wager (the documents' $5 tables are five times the $1 ones).
//     The Five Card Hand Bonus has a meter of its own, also taking 1 or 5.
//   - A void round returns every wager, the progressive and Five Card Hand
//     Bonus wagers from the house; what they added to the meters stays.
//   - A wager is refused when the seat's credits would not cover a 1x Play
//     wager after it, so that no one is forced to fold for want of credits.
//   - The table-mates' Play decisions follow their Style: the simple
//     strategy, the table's Strategy (SetStrategy; the simple one until the
//     math sheet's exact one is plugged in), or the simple one with a hunch
//     on king-high hands.
package crazy4
