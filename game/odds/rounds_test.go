package odds

import (
	"math"
	"testing"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/money"
	"felt/game/strategy"
	"felt/game/table"
)

// Rounds dealt and settled by the Crazy 4 Poker table itself, the person
// playing the optimal strategy with the fixed-odds side bets, net what the
// sheet says, each wager within the noise.
func TestCrazy4RoundsAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 400,000 rounds")
	}
	f := fix(t)
	o, err := strategy.NewOptimal(f.e)
	if err != nil {
		t.Fatal(err)
	}
	cfg := crazy4.Default()
	cfg.Mates = 0
	cfg.BuyIn = 1_000_000 * money.Credit // never runs out
	tb, err := crazy4.NewTable(cfg, f.e)
	if err != nil {
		t.Fatal(err)
	}
	me := tb.Person()
	type bet struct {
		w      table.Wager
		amount money.Amount
		figure string
	}
	bets := []bet{
		{crazy4.Ante, money.Credits(2), "crazy4/main/"},
		{crazy4.QueensUp, money.Credits(2), "crazy4/queens_up/" + cfg.QueensUp},
		{crazy4.SixCard, money.Credits(2), "crazy4/six_card_bonus/"},
		{crazy4.BadBeat, money.Credits(1), "crazy4/bad_beat/" + cfg.BadBeat},
		{crazy4.CoverAll, money.Credits(1), "crazy4/cover_all//1"},
	}
	acts := [...]table.Action{table.Fold, table.Bet1x, table.Bet2x, table.Bet3x}
	const rounds = 400_000
	sum, sq := make([]float64, len(bets)), make([]float64, len(bets))
	for r := range rounds {
		for _, b := range bets {
			if err := tb.Bet(me, b.w, b.amount); err != nil {
				t.Fatal(err)
			}
		}
		if err := tb.Deal(cards.Seed(r)); err != nil {
			t.Fatal(err)
		}
		for tb.Phase() == crazy4.Deciding && tb.Turn() == me {
			d, err := o.Crazy4(tb.Cards(me))
			if err != nil {
				t.Fatal(err)
			}
			if err := tb.Decide(me, acts[d]); err != nil {
				t.Fatal(err)
			}
		}
		res := tb.Result(me)
		for i, b := range bets {
			wr := res.Wagers[b.w]
			x := float64(wr.Net+wr.Extra) / float64(b.amount)
			if b.w == crazy4.Ante { // the main game: Ante, Super Bonus and Play per ante
				x = float64(wr.Net+res.Wagers[crazy4.SuperBonus].Net+res.Wagers[crazy4.Play].Net) / float64(b.amount)
			}
			sum[i] += x
			sq[i] += x * x
		}
	}
	s := sheet(t)
	for i, b := range bets {
		mean := sum[i] / rounds
		se := math.Sqrt((sq[i]/rounds - mean*mean) / rounds)
		want, _ := find(t, s, b.figure).HouseEdge.Float64()
		if math.Abs(mean+want) > 4.5*se {
			t.Errorf("%s: the table nets %.5f ± %.5f a unit, the sheet %.5f", b.figure, mean, se, -want)
		}
		t.Logf("%s: the table nets %.5f ± %.5f a unit, the sheet %.5f", b.figure, mean, se, -want)
	}
}

// Rounds dealt and settled by the Criss Cross Poker table, the player
// following the optimal strategy through strategy.CrissCrossMate, net
// what the sheet says.
func TestCrissCrossRoundsAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 200,000 rounds")
	}
	f := fix(t)
	o, err := strategy.NewOptimal(f.e)
	if err != nil {
		t.Fatal(err)
	}
	cfg := crisscross.DefaultConfig()
	cfg.Person, cfg.Mates = crisscross.NoPerson, 0
	tb, err := crisscross.NewTable(cfg, f.e)
	if err != nil {
		t.Fatal(err)
	}
	const me = 0
	if err := tb.SeatPlayer(me, 1_000_000*money.Credit); err != nil {
		t.Fatal(err)
	}
	ante, bonus := tb.Limit(crisscross.AnteAcross).Min, tb.Limit(crisscross.FiveCardBonus).Min
	mate := strategy.CrissCrossMate{Optimal: o}
	const rounds = 200_000
	var sum, sq, bsum, bsq float64
	for r := range rounds {
		if err := tb.BetAntes(me, ante); err != nil {
			t.Fatal(err)
		}
		if err := tb.Bet(me, crisscross.FiveCardBonus, bonus); err != nil {
			t.Fatal(err)
		}
		if err := tb.Deal(cards.Seed(r)); err != nil {
			t.Fatal(err)
		}
		for {
			if n := tb.Turn(); n != me {
				break
			}
			s, ok := tb.Situation(me)
			if !ok {
				t.Fatal("no situation on the player's turn")
			}
			if err := tb.Decide(me, mate.Decide(s)); err != nil {
				t.Fatal(err)
			}
		}
		var net money.Amount
		for _, w := range []table.Wager{crisscross.AnteAcross, crisscross.AnteDown, crisscross.AcrossBet, crisscross.DownBet, crisscross.MiddleBet} {
			net += tb.Result(me, w).Net
		}
		x := float64(net) / float64(2*ante)
		sum += x
		sq += x * x
		b := float64(tb.Result(me, crisscross.FiveCardBonus).Net) / float64(bonus)
		bsum += b
		bsq += b * b
	}
	s := sheet(t)
	for _, c := range []struct {
		figure  string
		sum, sq float64
	}{{"crisscross/main/", sum, sq}, {"crisscross/five_card_bonus/", bsum, bsq}} {
		mean := c.sum / rounds
		se := math.Sqrt((c.sq/rounds - mean*mean) / rounds)
		want, _ := find(t, s, c.figure).HouseEdge.Float64()
		if math.Abs(mean+want) > 4.5*se {
			t.Errorf("%s: the table nets %.5f ± %.5f a unit, the sheet %.5f", c.figure, mean, se, -want)
		}
		t.Logf("%s: the table nets %.5f ± %.5f a unit, the sheet %.5f", c.figure, mean, se, -want)
	}
}
