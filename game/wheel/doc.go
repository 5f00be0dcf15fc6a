// Package wheel holds Criss Cross Poker's prize wheels as data — the Bonus
// Spin Progressive paytables A-D with their Community Pay tables, and the
// Bonus Spin Xtreme Hot Spot and Community Prize wheels A-I (seed 001
// ch.12 D and E) — with the weights we chose for them, the spin that picks
// a segment from a seeded stream, and the exact returns the weights give.
//
// # Wheels
//
// A Wheel lists its segments in order around the rim, each with a symbol
// (a fixed amount, or the Jackpot) and a weight: the segment comes up
// weight times in the wheel's Total. The documents publish the symbols but
// not how often they come up, so the weights are ours. They make each
// wheel look like a prize wheel — the small amounts on several segments
// and most likely, the large ones once and rare, the Jackpot rarest, no
// segment impossible — and give the returns below. The amounts are the
// pays for the largest wager, 5 credits (Base); a smaller wager is paid in
// proportion, and the Jackpot pays only on the largest wager: a 1-credit
// Bonus Spin wager, or a 1- or 2-credit Bonus Spin Xtreme wager, that
// lands on it wins nothing.
//
// # Bonus Spin Progressive
//
// A pair in the player's two hole cards (3 in 51) spins the wheel, on a
// wager of 1 credit as on one of 5. 001 ch.7 E(2)(b) names the 5-credit
// wager as the one the pair triggers; we read it with the rule for smaller
// wagers that the game applies to both wheels (the seed's amounts are the
// pays for the largest wager, a smaller wager is paid in proportion, the
// Jackpot only on the largest): a 1-credit wager spins the same wheel and
// is paid one fifth of the symbol's amount, and nothing on the Jackpot.
// Read the other way — a 1-credit wager never spins — its whole return
// would be Community Pay, about 34% (A) or 20% (B) at a full table and
// nothing on C and D: no 80% to 95% at both wager sizes with the seed's
// amounts, whatever the weights. The help screen says it plainly
// (OneCreditRule): "A 1-credit wager spins too and is paid one fifth of
// the amount shown; the Jackpot is paid only on a 5-credit wager." Both
// wagers feed the meter; only the 5-credit wager can win it.
//
// The Jackpot pays 100% of the meter (paytables B and D) or a fixed prize
// (A and C): $1,000 for A (the documents leave it to the operator; this is
// paytable B's minimum seed) and $5,000 for C (its listed initial amount),
// both as meters that do not progress.
//
// Community Pay (ch.12 D(8)-(11)) is read so: the 5-credit table names
// three symbols of the spinner's wheel with the pay every other Bonus Spin
// bettor gets on a 5-credit wager ("For a $500 and $100 symbol the payout
// is $100"); the 1-credit table prints that 5-credit pay beside the
// 1-credit one ("For a $100 and $20 symbol the payout is $20"). So when the
// wheel lands on $500, each other bettor gets $100 on 5 or $20 on 1 ($25 on
// 1 with Community Pay B); on $200, $50 or $10; on $25, $15 or $3; on any
// other symbol, the Jackpot included, nothing. (Community Pay B's "$40 and
// $10" is read as the $50 of its 5-credit line.) The pay goes by the
// receiver's wager (D(8)(a): "based upon the amount of the Progressive
// Payout Wager placed by the player receiving the Community Pay"), not the
// spinner's: a 1-credit spin pays the others as a 5-credit spin does.
// Wheel A carries all three symbols, wheel B only $500, wheels C and D
// none: there a wager's return is its own spins alone.
//
// The Bonus Spin weights follow one rule: a segment of amount a weighs
// 1,000 × (s/a)^α, rounded, s the wheel's smallest amount; the Jackpot's
// weight is set apart (9, 10, 6 and 6 on A-D: about once in 2,000 spins).
// α (0.21784, 0.09258, 0.97877, 1.07442 on A-D) is chosen so that the
// returns of the two wager sizes at a full table average 90% on the
// fixed-prize wheels (A, C) and 85% on the progressive ones (B, D), as
// near as the rounding allows (C's average is 89.90%).
//
// # Bonus Spin Xtreme
//
// Any wager (1, 2 or 5) spins the Hot Spot wheel on the qualifying event:
// the better of the player's Across and Down hands is at least the
// paytable's qualifying hand. One Community Prize wheel spin follows each
// such spin, and every other Xtreme bettor is paid its symbol in
// proportion to their own wager. The seed leaves the qualifying event open;
// docs/rules.md reads three of a kind or better, which is paytable A's. The
// other wheels pay too much for an event that common — at three of a kind
// or better, Hot Spot D's smallest symbol alone would return 81% and wheels
// G-I over 200% — so their qualifying hands are rarer: three sixes or
// better for B and C, three kings or better for D-F, a flush or better for
// G-I. CountQualifying counts each exactly over all deals.
//
// The Xtreme weights follow the same rule, with one α for both wheels of a
// paytable (2.26637, 1.27132, 1.39025, 0.82600, 1.08187, 1.72271, 0.26814,
// 0.52963 and 0.80352 on A-I) and the Hot Spot Jackpot's weight set apart
// (4, 8, 8, 12, 10, 9, 45, 40 and 34: once in 1,000 to 2,500 spins on A-F,
// once in 350 to 360 on G-I, whose flush qualifies rarely; once in 38,000
// to 55,000 of an optimal player's 5-credit wagers on every paytable). α is chosen so that the 1- and
// 2-credit returns at a full table of a player who follows the optimal
// strategy are 84.00%, as near as the rounding allows (C's are 84.01%).
//
// # Returns
//
// Returns are per credit wagered, with the meter at its seed, for two ways
// of playing the main game (Play). A seat that folds loses its own spin
// (it keeps its Community Pays), so how often a seat spins depends on how
// it plays. Optimal is a seat that follows the optimal strategy of the
// main game (game/strategy), which pays no attention to the wheels: it
// never folds a pocket pair, so its Bonus Spin returns are those of a seat
// that never folds, but it folds 5.2% of the deals that would have made
// three of a kind or better, 3.1% of three sixes or better, 5.3% of three
// kings or better and 1.8% of a flush or better (Xtreme.PlayedCount,
// counted by game/odds), and its Xtreme returns are lower by as much.
// ToEnd is a seat that plays every hand to the end: its returns bound
// those of any way of playing. The help screen shows the optimal player's
// return — the math sheet's figure (game/odds), what a player who follows
// the strategy the game teaches gets — and says that a player who never
// folds gets the ToEnd figure. Both are in the range the rules ask for,
// 80% to 95% at a full table, at every wager size.
//
// "Full table" means five other bettors of the wheel, playing as the
// bettor does, whatever they wager (any wager spins, and a Community Pay
// goes by the receiver's wager), so a natural mix of 1s and 5s returns the
// same. Expectations add, so a full table's return is the bettor's own
// spins plus five times one other seat's chance to spin times the
// Community Pay.
//
//	Bonus Spin  Jackpot            wager  alone   full table
//	A           1,000 fixed          1    55.76%  89.71%
//	                                 5    56.34%  90.29%
//	B           1,000 progressive    1    65.08%  84.73%
//	                                 5    65.65%  85.30%
//	C           5,000 fixed          1    88.49%  88.49%
//	                                 5    91.32%  91.32%
//	D           5,000 progressive    1    83.52%  83.52%
//	                                 5    86.45%  86.45%
//
// (the same for both plays). A 1-credit wager returns what a 5-credit
// wager does but the Jackpot's share, 3/51 × weight × jackpot /
// (5 × total): 0.58% on A, 0.56% on B, 2.83% on C, 2.93% on D. Community
// Pay A's 1-credit pays are a fifth of its 5-credit pays, so per credit
// the Community Pays return the same at both sizes (33.95% on A, 19.65% on
// B at a full table).
//
//	                           optimal strategy                never folds
//	Xtreme  qualifies on       1 or 2          5               1 or 2          5
//	                           alone   full    alone   full    alone   full    alone   full
//	A       three of a kind    50.31%  84.00%  51.35%  85.03%  53.09%  88.64%  54.18%  89.73%
//	B       three sixes        50.81%  84.00%  52.03%  85.22%  52.44%  86.70%  53.70%  87.95%
//	C       three sixes        51.96%  84.01%  53.28%  85.33%  53.63%  86.71%  54.99%  88.07%
//	D       three kings        47.65%  84.00%  49.56%  85.91%  50.34%  88.73%  52.35%  90.75%
//	E       three kings        50.05%  84.00%  51.87%  85.82%  52.87%  88.73%  54.79%  90.66%
//	F       three kings        54.84%  84.00%  56.72%  85.88%  57.93%  88.73%  59.91%  90.72%
//	G       flush              48.86%  84.00%  50.87%  86.01%  49.75%  85.53%  51.80%  87.58%
//	H       flush              46.51%  84.00%  48.51%  86.00%  47.35%  85.53%  49.39%  87.57%
//	I       flush              46.96%  84.00%  48.93%  85.98%  47.81%  85.53%  49.82%  87.54%
//
// Each paytable's Returns field holds its figures, both plays (TestReturns
// checks them, and that every full-table figure is 80% to 95%). The
// progressive paytables aim lower than the fixed ones (85% and 90%): 10%
// of every wager also feeds the meter, which comes back through larger
// jackpots over time — to the 5-credit wagers only; a smaller wager's
// figure is all it gets back, however high the meter.
package wheel
