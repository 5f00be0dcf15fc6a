// Package odds is the math sheet: the exact return of every wager of both
// games, computed from the rules core (game/crazy4, game/crisscross,
// game/paytable, game/hand, game/meter, game/wheel), and the optimal
// strategies of both main games by exhaustive analysis.
//
// Every figure is counted with integers and kept as an exact rational; the
// sheet rounds only when it prints. A change to a pay table or a rule of the
// showdown moves the figures, and the tests that pin them fail.
//
// # What is computed, and how
//
//   - Crazy 4 Poker, Ante + Super Bonus + Play (SolveCrazy4): for each of
//     the 134,459 classes of player hands under the permutations of the
//     suits, the dealer's 1,533,939 hands from the other 47 cards counted by
//     outcome (not qualified, beaten, tied, beating), by inclusion and
//     exclusion over the subsets of the player's cards in one walk over all
//     hands in order of value (sweep.go), and settled by crazy4.Showdown.
//     The best of fold, 1x, 2x and 3x per class; the figures of the optimal
//     and of the simple strategy.
//   - Criss Cross Poker (SolveCrissCross): backward induction over every
//     deal, 169 classes of hole cards × the Across pairs up to the suits
//     that fix them × 1,128 Down pairs × 46 middle cards, settled through
//     strategy.CrissCrossNets (crisscross.Showdown by class).
//   - Fixed-odds side bets: exact over the 2,598,960 five-card hands (best
//     four of them, or all five) and the 20,358,520 six-card hands.
//   - Progressive bets: the fixed pays, the Envy Bonuses of five other
//     seats, and each meter's part per credit on it; the return at the
//     seed, at any meter (MeterFigures.ReturnAt) and in the long run (the
//     rate of progression plus the resets).
//   - Cover All: the chance that the best of n+1 hands reaches each class,
//     exactly, by inclusion and exclusion over the "cores" of those classes
//     (coverall.go). Folded hands never reach its pay table.
//   - Bad Beat: from the same counts as the main game (every pair or better
//     is played by both strategies).
//   - Bonus Spin and Xtreme: the wheels' weights with the chance that a seat
//     following the optimal strategy spins (it loses its own spin when it
//     folds), counted by the Criss Cross solver; Community Pays from five
//     other seats add by linearity. game/wheel carries the same counts
//     (Xtreme.PlayedCount; the tests check them) and computes the same
//     returns at the seed; each wheel figure's NoFold is the return of a
//     table that never folds, the upper bound game/wheel shows beside it.
//
// The default sheet (NewSheet) takes about a second: it solves Crazy 4 Poker
// and counts the hands, and takes the Criss Cross figures generated with
// the strategy tables (go generate ./game/strategy writes both, and then
// package sheet's figures; the tests solve again and compare).
// Options.Exact solves Criss Cross Poker again.
//
// # For the help screen
//
// Package sheet (game/odds/sheet) holds the default sheet's figures as
// generated data — return, house edge, hit frequency, element of risk,
// the parts of a progressive return (fixed, Envy Bonuses or Community
// Pays, per credit of each meter) and a short note — so that the front end
// shows every wager's return without computing the sheet or linking this
// package: it imports game/money alone. go generate ./game/odds writes it
// (FiguresSource); TestFiguresFileCurrent fails when it is stale.
//
// # Assumptions
//
// Five other seats draw Envy Bonuses and Community Pays (a full table); the
// Lucky Bonus is drawn among six players and the dealer; the 6 Card Bonus is
// at seed 004's minimum wager of 2, where its 3,000 cap does not bite; the
// Magic Card and Lucky Bonus add their pay only to a winning hand
// (docs/rules.md); meters have no ceiling. Each figure's Notes say which
// apply.
package odds

//go:generate go run ../../cmd/figures -o sheet/zz_figures.go
