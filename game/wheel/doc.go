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
// RULES-NOTES reads three of a kind or better, which is paytable A's. The
// other wheels pay too much for an event that common — at three of a kind
// or better, Hot Spot D's smallest symbol alone would return 81% and wheels
// G-I over 200% — so their qualifying hands are rarer: three sixes or
// better for B and C, three kings or better for D-F, a flush or better for
// G-I. CountQualifying counts each exactly over all deals.
//
// # Returns
//
// Returns are per credit wagered, with the meter at its seed and every hand
// played to the end; "full table" means five other bettors of the wheel,
// whatever they wager (any wager spins, and a Community Pay goes by the
// receiver's wager), so a natural mix of 1s and 5s returns the same.
// Expectations add, so a full table's return is the bettor's own spins
// plus five times one other seat's chance to spin times the Community Pay.
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
// A 1-credit wager returns what a 5-credit wager does but the Jackpot's
// share, 3/51 × weight × jackpot / (5 × total): 0.58% on A, 0.56% on B,
// 2.83% on C, 2.93% on D. Community Pay A's 1-credit pays are a fifth of
// its 5-credit pays, so per credit the Community Pays return the same at
// both sizes (33.95% on A, 19.65% on B at a full table).
//
//	Xtreme  qualifies on        1 or 2: alone  full    5: alone  full
//	A       three of a kind     51.18%  84.00%  52.39%  85.21%
//	B       three sixes         51.68%  83.99%  52.98%  85.30%
//	C       three sixes         52.59%  84.01%  54.00%  85.42%
//	D       three kings         47.69%  84.00%  49.84%  86.15%
//	E       three kings         50.36%  84.00%  52.45%  86.10%
//	F       three kings         55.46%  84.00%  57.66%  86.20%
//	G       flush               49.09%  84.00%  51.20%  86.12%
//	H       flush               46.61%  84.00%  48.73%  86.12%
//	I       flush               46.89%  84.00%  48.98%  86.08%
//
// Each paytable's Returns field holds its figures (TestReturns checks
// them, and that every full-table figure is 80% to 95%). The progressive
// paytables aim lower than the fixed ones (85% and 90%): 10% of every
// wager also feeds the meter, which comes back through larger jackpots
// over time — to the 5-credit wagers only; a smaller wager's figure is all
// it gets back, however high the meter.
package wheel
