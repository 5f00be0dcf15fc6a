package crazy4

import (
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

func four(t *testing.T, e *hand.Evaluator, s string) hand.Four {
	t.Helper()
	return e.Four((*[5]cards.Card)(cards.MustParseList(s)))
}

func TestShowdown(t *testing.T) {
	e := hand.New()
	sb := paytable.SuperBonus()
	cases := []struct {
		name, player, dealer string
		ante, play, super    table.Result
		superOdds            money.Odds
	}{
		{"dealer does not qualify", "9c 9d 4h 3s 2c", "Qc Jd 8h 5s 3d", table.Pushed, table.Won, table.Pushed, money.Odds{}},
		{"player beats a qualifying dealer", "9c 9d 4h 3s 2c", "Kc Jd 8h 5s 3d", table.Won, table.Won, table.Pushed, money.Odds{}},
		{"player loses below a straight", "Kc Qd 4h 3s 2c", "8c 8d 7h 5s 3d", table.Lost, table.Lost, table.Lost, money.Odds{}},
		{"tie", "Ac Kd 9h 5s 2c", "As Kh 9d 5c 3d", table.Pushed, table.Pushed, table.Pushed, money.Odds{}},
		{"straight loses but the Super Bonus pays", "9c Td Jh Qs 2c", "4c 4d 4h 8s 3d", table.Lost, table.Lost, table.Won, money.ToOne(1)},
		{"flush against a non-qualifier", "2h 5h 9h Jh 3c", "Qc Jd 8s 5s 3d", table.Pushed, table.Won, table.Won, money.To(3, 2)},
		{"four aces", "Ac Ad Ah As 2c", "Kc Kd 8h 5s 3d", table.Won, table.Won, table.Won, money.ToOne(200)},
	}
	for _, c := range cases {
		ante, play, super := Showdown(sb, four(t, e, c.player), four(t, e, c.dealer))
		if ante.Result != c.ante || play.Result != c.play || super.Result != c.super || super.Odds != c.superOdds {
			t.Errorf("%s: ante %v play %v super %v %v", c.name, ante.Result, play.Result, super.Result, super.Odds)
		}
	}
	a, s := Folded()
	if a.Net(money.Credits(5)) != -money.Credits(5) || s.Result != table.Folded {
		t.Error("fold")
	}
	won := Outcome{Result: table.Won, Odds: money.To(3, 2)}
	if won.Net(money.Credits(2)) != money.Credits(3) {
		t.Error("3 to 2 net")
	}
	if n, d := won.Ratio(); n != 3 || d != 2 {
		t.Error("ratio")
	}
	if n, _ := lose.Ratio(); n != -1 {
		t.Error("lose ratio")
	}
	if n, _ := push.Ratio(); n != 0 || push.Net(5) != 0 {
		t.Error("push ratio")
	}
	if !DealerQualifies(four(t, e, "Kc 2d 4h 6s 8c")) || DealerQualifies(four(t, e, "Qc Jd 9h 7s 5c")) {
		t.Error("qualification")
	}
	if !MayRaise(four(t, e, "Ac Ad 4h 6s 8c")) || MayRaise(four(t, e, "Kc Kd 4h 6s 8c")) {
		t.Error("raise")
	}
}
