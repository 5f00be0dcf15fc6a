package crisscross

import (
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

func TestShowdown(t *testing.T) {
	e := hand.New()
	five := func(s string) hand.Five { return e.Five((*[5]cards.Card)(cards.MustParseList(s))) }
	main, ante := paytable.CrissCross(), paytable.CrissCrossAnte()
	cases := []struct {
		name               string
		across, down       string
		aa, ad, ab, db, mb table.Result
	}{
		// hole 8c 3d; across 8h 5s Kc, down 2h 5s Jd (the 5s is the middle card)
		{"Across push, Down lose: Middle push", "8c 3d 8h 5s Kc", "8c 3d 2h 5s Jd", table.Pushed, table.Lost, table.Pushed, table.Lost, table.Pushed},
		{"Down push, Across lose: Middle push", "Tc 4d 2h 7s Kc", "Tc 4d Th 7s 3d", table.Lost, table.Pushed, table.Lost, table.Pushed, table.Pushed},
		{"both lose: Middle loses", "Ac Kd 2h 6s 9c", "Ac Kd 3h 6s 8d", table.Lost, table.Lost, table.Lost, table.Lost, table.Lost},
		{"better hand pays the Middle", "Jc 9d Jh 4s 2c", "Jc 9d 9h 4s 2d", table.Won, table.Pushed, table.Won, table.Pushed, table.Won},
	}
	for _, c := range cases {
		aa, ad, ab, db, mb := Showdown(main, ante, five(c.across), five(c.down))
		if aa.Result != c.aa || ad.Result != c.ad || ab.Result != c.ab || db.Result != c.db || mb.Result != c.mb {
			t.Errorf("%s: %v %v %v %v %v", c.name, aa.Result, ad.Result, ab.Result, db.Result, mb.Result)
		}
	}
	// Two pair pays 2 to 1 on the bet but even money on the ante.
	aa, _, ab, _, mb := Showdown(main, ante, five("Jc 2d Jh 2s 6c"), five("Jc 2d 3h 2s 9d"))
	if aa.Odds != money.ToOne(1) || ab.Odds != money.ToOne(2) || mb.Odds != money.ToOne(2) {
		t.Errorf("two pair: ante %v bet %v middle %v", aa.Odds, ab.Odds, mb.Odds)
	}
	if aa.Net(money.Credits(5)) != money.Credits(5) || (Outcome{Result: table.Folded}).Net(3) != -3 {
		t.Error("net")
	}
	if n, d := ab.Ratio(); n != 2 || d != 1 {
		t.Error("ratio")
	}
}
