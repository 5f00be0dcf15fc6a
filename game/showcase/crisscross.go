package showcase

import (
	"fmt"

	"felt/game/crisscross"
	"felt/game/money"
	"felt/game/table"
	"felt/game/wheel"
)

// quiet are the table-mates' hole cards at a wheel's showcase: no pocket pair, and no rank
// that makes three of a kind, a straight or a flush with the cross, so that no table-mate
// spins a wheel of its own and the moment is the person's alone.
var quiet = []string{"Ac Kd", "Qc Jd", "Tc 9d", "6c 5d", "5h 3h"}

// crissCrossScripts are Criss Cross Poker's showcases.
func crissCrossScripts() []Script {
	return []Script{
		{
			Name: "royal-cross", Game: "crisscross", Title: "A royal flush on the cross",
			Wagers: []table.Wager{crisscross.FiveCardBonus},
			deal: func(g table.Game, st *table.Stack, p int) {
				hands(st, p, "Ah Kd")
				st.Community = deck("Ks Js As Ts Qs")
			},
			antes: crissCrossAntes,
		},
		{
			Name: "bonus-spin", Game: "crisscross", Title: "Bonus Spin lands on the jackpot",
			Wagers: []table.Wager{crisscross.BonusSpin},
			deal: func(g table.Game, st *table.Stack, p int) {
				hands(st, p, "8s 8h", quiet...)
				st.Community = deck("2c Jh 7d 4s Kc")
				st.Lands = []table.Land{{Seat: p, Wager: crisscross.BonusSpin, Wheel: crisscross.OwnWheel, Segment: jackpotSegment(g, crisscross.BonusSpin)}}
			},
			fit:    jackpotOn(crisscross.BonusSpin),
			antes:  crissCrossAntes,
			amount: wheelBase,
		},
		{
			Name: "xtreme", Game: "crisscross", Title: "Xtreme Hot Spot jackpot",
			Wagers: []table.Wager{crisscross.Xtreme},
			deal: func(g table.Game, st *table.Stack, p int) {
				hands(st, p, "7s 7h", quiet...)
				st.Community = deck("2c Jh 7d 4s Kc")
				st.Lands = []table.Land{{Seat: p, Wager: crisscross.Xtreme, Wheel: crisscross.OwnWheel, Segment: jackpotSegment(g, crisscross.Xtreme)}}
			},
			fit:    jackpotOn(crisscross.Xtreme),
			antes:  crissCrossAntes,
			amount: wheelBase,
		},
	}
}

// crissCrossAntes sets the person's two equal antes at the table's minimum.
func crissCrossAntes(g table.Game, b *table.Bets) {
	a := smallest(g.Limit(crisscross.AnteAcross))
	b[crisscross.AnteAcross], b[crisscross.AnteDown] = a, a
}

// wheeled is a Criss Cross Poker core that shows its prize wheels.
type wheeled interface {
	Wheel(w table.Wager, which uint32) *wheel.Wheel
}

// ownWheel returns the wheel wager w of core g spins for its own bettor.
func ownWheel(g table.Game, w table.Wager) *wheel.Wheel {
	if c, ok := g.(wheeled); ok {
		return c.Wheel(w, crisscross.OwnWheel)
	}
	return nil
}

// wheelBase is the wager a prize wheel's jackpot pays on: its Base.
func wheelBase(g table.Game, w table.Wager) money.Amount {
	if wh := ownWheel(g, w); wh != nil {
		return wh.Base
	}
	return smallest(g.Limit(w))
}

// jackpotOn checks that wager w's wheel has a Jackpot segment and aims the stack's landing
// at it: the wheel is the core's, the script only chooses where it lands.
func jackpotOn(w table.Wager) func(g table.Game) error {
	return func(g table.Game) error {
		if jackpotSegment(g, w) == 255 {
			return fmt.Errorf("%w: the %s wheel of this table has no jackpot", ErrShowcase, g.WagerName(w))
		}
		return nil
	}
}

// jackpotSegment is the first Jackpot segment of wager w's wheel at core g, or 255 (no
// segment: the wheel is drawn) when it has none.
func jackpotSegment(g table.Game, w table.Wager) uint8 {
	if wh := ownWheel(g, w); wh != nil {
		for i, s := range wh.Segments {
			if s.Symbol.Jackpot && i < 255 {
				return uint8(i)
			}
		}
	}
	return 255
}
