package history

import (
	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/odds/sheet"
	"felt/game/table"
)

// A line of the statistics: wagers counted together, and the math sheet's return for them,
// per credit staked on them.
type group struct {
	title  string
	wagers []table.Wager
	// main: the wagers are the main game's, one bet that a round counts once.
	main bool
	// lo, hi are the sheet's returns (a range when the figure depends on the amount
	// wagered); ok false when the sheet has none for this table.
	lo, hi float64
	ok     bool
}

// groups are the lines of a game's statistics, with the sheet's figures for the table's
// settings (game/odds/sheet: generated data, a lookup of a microsecond, nothing computed).
func groups(core table.Game) []group {
	// The main game's sheet figure per credit staked on it all (the antes, and the bets
	// made after them) is 1 less its element of risk; its Return is per ante.
	find := func(k sheet.Key) (float64, bool) {
		f, ok := sheet.Find(k)
		if k.Bet == sheet.BetMain {
			return 1 - f.ElementOfRisk, ok && f.ElementOfRisk > 0
		}
		return f.Return, ok
	}
	var gs []group
	add := func(title string, ws []table.Wager, keys ...sheet.Key) {
		g := group{title: title, wagers: ws, main: len(gs) == 0} // the first line is the main game
		for _, k := range keys {
			if r, ok := find(k); ok {
				if !g.ok {
					g.lo, g.hi, g.ok = r, r, true
				}
				g.lo, g.hi = min(g.lo, r), max(g.hi, r)
			}
		}
		gs = append(gs, g)
	}
	switch c := core.(type) {
	case *crazy4.Table:
		cfg := c.Config()
		k := sheet.Key{Game: sheet.Crazy4}
		with := func(bet, pt string) sheet.Key { k := k; k.Bet, k.Paytable = bet, pt; return k }
		add("Main game (Ante, Super Bonus, Play)", []table.Wager{crazy4.Ante, crazy4.SuperBonus, crazy4.Play},
			with(sheet.BetMain, ""))
		if core.Offered(crazy4.QueensUp) {
			add("Queens Up", []table.Wager{crazy4.QueensUp}, with(sheet.BetQueensUp, cfg.QueensUp))
		}
		if core.Offered(crazy4.SixCard) {
			add("6 Card Bonus", []table.Wager{crazy4.SixCard}, with(sheet.BetSixCardBonus, ""))
		}
		if core.Offered(crazy4.Progressive) {
			pk := with(sheet.BetProgressive4, cfg.Progressive.Table)
			if cfg.Progressive.Kind != crazy4.FourCard {
				pk.Bet = sheet.BetProgressive5
				if cfg.Progressive.Kind == crazy4.FiveCard {
					pk.Paytable = ""
				}
			}
			add("Progressive (long run)", []table.Wager{crazy4.Progressive}, pk)
		}
		if core.Offered(crazy4.HandBonus) {
			add("Five Card Hand Bonus", []table.Wager{crazy4.HandBonus, crazy4.DealerBonus}, with(sheet.BetFiveCardHandBonus, ""))
		}
		if core.Offered(crazy4.BadBeat) {
			add("Bad Beat", []table.Wager{crazy4.BadBeat}, with(sheet.BetBadBeat, cfg.BadBeat))
		}
		if core.Offered(crazy4.CoverAll) {
			ks := make([]sheet.Key, 0, table.Seats)
			for n := 1; n <= table.Seats; n++ {
				kk := with(sheet.BetCoverAll, "")
				kk.Players = n
				ks = append(ks, kk)
			}
			add("Cover All", []table.Wager{crazy4.CoverAll}, ks...)
		}
	case *crisscross.Table:
		cfg := c.Config()
		k := sheet.Key{Game: sheet.CrissCross}
		add("Main game (antes and street bets)", []table.Wager{crisscross.AnteAcross, crisscross.AnteDown,
			crisscross.AcrossBet, crisscross.DownBet, crisscross.MiddleBet}, sheet.Key{Game: k.Game, Bet: sheet.BetMain})
		if core.Offered(crisscross.FiveCardBonus) {
			add("Five Card Bonus", []table.Wager{crisscross.FiveCardBonus}, sheet.Key{Game: k.Game, Bet: sheet.BetFiveCardBonus})
		}
		if l := core.Limit(crisscross.BonusSpin); core.Offered(crisscross.BonusSpin) {
			var ks []sheet.Key
			for _, a := range l.Exact {
				ks = append(ks, sheet.Key{Game: k.Game, Bet: sheet.BetBonusSpin, Paytable: cfg.SpinTable.Name, Wager: a})
			}
			add("Bonus Spin (long run)", []table.Wager{crisscross.BonusSpin}, ks...)
		}
		if l := core.Limit(crisscross.Xtreme); core.Offered(crisscross.Xtreme) {
			var ks []sheet.Key
			for _, a := range l.Exact {
				ks = append(ks, sheet.Key{Game: k.Game, Bet: sheet.BetBonusSpinXtreme, Paytable: cfg.XtremeTable.Name, Wager: a})
			}
			add("Bonus Spin Xtreme (long run)", []table.Wager{crisscross.Xtreme}, ks...)
		}
	}
	return gs
}
