package stage

import "felt/render/anim"

// Durations at normal speed, set in milliseconds and counted in ticks of the playback's clock
// (docs/art.md, Motion: a card takes about 0.25 s from the shoe, a flip about 0.2 s, chips slide in
// about 0.3 s, a payout waits about 0.4 s between wagers). A tick is a sixtieth of a second of the
// wall clock, not a frame: a slow device runs several ticks in a frame, and a table that sleeps
// passes the ticks slept (Pass), so these keep the clock's pace.
const (
	TFly     = 250 * anim.TPS / 1000  // a card from the shoe to its place
	TDealGap = 50 * anim.TPS / 1000   // between cards leaving the shoe
	TFlip    = 200 * anim.TPS / 1000  // a card turning over
	TFlipGap = 67 * anim.TPS / 1000   // between cards of a hand turning over
	TSlide   = 300 * anim.TPS / 1000  // chips sliding across the felt
	TWager   = 400 * anim.TPS / 1000  // between wagers at the payout
	TLoss    = 267 * anim.TPS / 1000  // after a losing wager is taken
	TBet     = 17 * anim.TPS / 1000   // between a table-mate's chips going down
	TNoMore  = 300 * anim.TPS / 1000  // "no more bets": the dealer takes the collected wagers
	TDecide  = 334 * anim.TPS / 1000  // after a decision
	TRank    = 434 * anim.TPS / 1000  // after a hand is named at the showdown
	TSweep   = 267 * anim.TPS / 1000  // the last round's cards going to the discard rack
	TNews    = 500 * anim.TPS / 1000  // a table-mate sits down or leaves
	TCount   = 3000 * anim.TPS / 1000 // a jackpot counted off the meter
	// The table-mates' moments are shorter than the person's, so that a round keeps its pace
	// (docs/pace.md): a table-mate's decision, hand or cards turning wait at most TMate, and
	// their wagers are paid TMatePay apart, overlapping.
	TMate    = 134 * anim.TPS / 1000
	TMatePay = 17 * anim.TPS / 1000
	// ThinkShare divides a table-mate's think time (the core's Turn event gives it at normal
	// speed): the table shows a share of it.
	ThinkShare = 4
)

// Ms turns milliseconds into ticks of the playback's clock.
func Ms(ms int) int { return ms * anim.TPS / 1000 }

// ShoeTilt is the angle of the card showing at the shoe's mouth.
const ShoeTilt = -0.5
