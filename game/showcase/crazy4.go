package showcase

import (
	"fmt"

	"felt/game/crazy4"
	"felt/game/table"
)

// crazy4Scripts are Crazy 4 Poker's showcases.
func crazy4Scripts() []Script {
	return []Script{
		{
			Name: "four-aces", Game: "crazy4", Title: "Four Aces",
			Wagers: []table.Wager{crazy4.QueensUp, crazy4.Progressive},
			deal: func(_ table.Game, st *table.Stack, p int) {
				hands(st, p, "As Ah Ad Ac 7d")
				st.Dealer = deck("Kd Kc 9s 5h 2c")
			},
			fit:   fourCard,
			antes: crazy4Antes,
		},
		{
			Name: "dealer-bonus", Game: "crazy4", Title: "Dealer's Five Card Hand Bonus jackpot, split",
			Wagers: []table.Wager{crazy4.DealerBonus},
			deal: func(_ table.Game, st *table.Stack, p int) {
				hands(st, p, "Kh Kc Qd 8h 3s")
				st.Dealer = deck("As Ks Qs Js Ts")
			},
			antes: crazy4Antes,
		},
		{
			Name: "cover-all", Game: "crazy4", Title: "Cover All with six players",
			Wagers: []table.Wager{crazy4.CoverAll},
			deal: func(_ table.Game, st *table.Stack, p int) {
				hands(st, p, "Ah Kh Qh Jh 4c")
				st.Dealer = deck("Qc Qs 9d 6s 3d")
			},
			fit:   fullTable,
			antes: crazy4Antes,
		},
		{
			Name: "bad-beat", Game: "crazy4", Title: "Bad Beat",
			Wagers: []table.Wager{crazy4.BadBeat},
			deal: func(_ table.Game, st *table.Stack, p int) {
				hands(st, p, "Kc Kd Kh Ks 6c")
				st.Dealer = deck("Ac Ad Ah As 8d")
			},
			antes: crazy4Antes,
		},
	}
}

// crazy4Antes sets the person's Ante and its equal Super Bonus at the table's minimum.
func crazy4Antes(g table.Game, b *table.Bets) {
	a := smallest(g.Limit(crazy4.Ante))
	b[crazy4.Ante], b[crazy4.SuperBonus] = a, a
}

// configured is a Crazy 4 Poker core that tells its settings and its seats.
type configured interface {
	Config() crazy4.Config
	Occupant(seat int) crazy4.Occupant
}

// fourCard checks that the table's progressive pays on the best four cards, where Four Aces
// is its top award.
func fourCard(g table.Game) error {
	c, ok := g.(configured)
	if !ok || c.Config().Progressive.Kind != crazy4.FourCard {
		return fmt.Errorf("%w: four-aces needs the Four-Card Progressive", ErrShowcase)
	}
	return nil
}

// fullTable checks that all six seats are taken, so that six players are dealt in.
func fullTable(g table.Game) error {
	c, ok := g.(configured)
	if !ok {
		return fmt.Errorf("%w: cover-all needs a Crazy 4 Poker table", ErrShowcase)
	}
	for n := range table.Seats {
		if c.Occupant(n) == crazy4.Empty {
			return fmt.Errorf("%w: cover-all needs all six seats taken; seat %d is empty", ErrShowcase, n+1)
		}
	}
	return nil
}
