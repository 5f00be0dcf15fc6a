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
// proportion, and the Jackpot pays only on the largest wager: a 1- or
// 2-credit Bonus Spin Xtreme wager that lands on it wins nothing.
//
// # Bonus Spin Progressive
//
// A 5-credit wager spins the wheel when the player's two hole cards are a
// pair (3 in 51); a 1-credit wager never spins (001 ch.7 E(2)(b)). The
// Jackpot pays 100% of the meter (paytables B and D) or a fixed prize
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
// $10" is read as the $50 of its 5-credit line.) Wheel A carries all three
// symbols, wheel B only $500, wheels C and D none: they take 5-credit
// wagers only, since a 1-credit wager there could win nothing.
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
// played to the end; "full table" means five other bettors (for Bonus
// Spin, wagering 5: only they spin; for Xtreme any wager spins).
// Expectations add, so a full table's return is the bettor's own spins
// plus five times one other seat's chance to spin times the Community Pay.
//
//	Bonus Spin  wager  alone   full table
//	A             5    56.16%  89.96%
//	A             1     0      33.80%
//	B             5    65.47%  85.02%
//	B             1     0      19.55%
//	C             5    89.99%  89.99%
//	D             5    84.96%  84.96%
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
// them). The progressive paytables aim lower than the fixed ones (85% and
// 90%): 10% of every wager also feeds the meter, which comes back through
// larger jackpots over time.
//
// The 1-credit Bonus Spin wager cannot return 80% with the seed's amounts:
// it never spins, so its whole return is Community Pay, 5 × 3/51 × E[pay]
// at a full table, and 80% needs E[pay] ≥ 2.72 credits a spin. The
// cheapest way is the $25 symbol ($3) on 91% of spins, but then the
// 5-credit wager's own spins return at least 27.8% on top of its Community
// Pay (which equals the 1-credit return with table A), 108% in all. We keep
// the 5-credit wager in range and show the 1-credit return as it is.
package wheel
