// Package setup is a table's settings as a player chooses them: the wagers the table offers
// and their pay tables, the table limits, the table-mates and how they play. Settings make a
// rules core's configuration (the core says whether it is one it can play: crazy4.NewTable
// and crisscross.NewTable validate), are remembered per table (a Book), and take effect
// between rounds (the app re-makes the table with the core's Reconfigure). The page of the
// settings is here too (Page), and the parser of the page's sidebets parameter (Parse).
package setup

import (
	"fmt"
	"slices"

	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/money"
	"felt/game/table"
	"felt/game/wheel"
	render4 "felt/render/crazy4"
	rendercc "felt/render/crisscross"
)

// Settings are a table's settings. The zero value of a field is the wager off.
type Settings struct {
	// Limits names a preset of the table limits: "1-100", "5-500" or "25-2500" (Limits).
	Limits string `json:"limits"`
	// Mates is the number of table-mates, 0 to 5; Style how they play: "mixed" (each
	// character their own way), "optimal", "simple" or "hunch".
	Mates int    `json:"mates"`
	Style string `json:"style"`

	// Crazy 4 Poker: Queens Up "A" to "D"; the 6 Card Bonus; the progressive "pays1",
	// "pays2", "pays3" (Four-Card), "five" (Five-Card) or a Multi Game Link table
	// ("PTMGL01" ...); the Five Card Hand Bonus on "both" hands, the "player"'s or the
	// "dealer"'s, with the Magic Card and the Lucky Bonus; Bad Beat "1" or "2"; Cover All.
	QueensUp    string `json:"queensUp,omitempty"`
	SixCard     bool   `json:"sixCard,omitempty"`
	Progressive string `json:"progressive,omitempty"`
	HandBonus   string `json:"handBonus,omitempty"`
	Magic       bool   `json:"magic,omitempty"`
	Lucky       bool   `json:"lucky,omitempty"`
	BadBeat     string `json:"badBeat,omitempty"`
	CoverAll    bool   `json:"coverAll,omitempty"`

	// Criss Cross Poker: the Five Card Bonus; Bonus Spin "A" to "D" (each with its
	// Community Pay table); Bonus Spin Xtreme "A" to "I".
	FiveCard bool   `json:"fiveCard,omitempty"`
	Spin     string `json:"spin,omitempty"`
	Xtreme   string `json:"xtreme,omitempty"`
}

// Default returns the settings a game's table opens with: those of render/crazy4's and
// render/crisscross's DefaultConfig.
func Default(game string) Settings {
	s := Settings{Limits: "5-500", Mates: 5, Style: "mixed"}
	switch game {
	case "crazy4":
		s.QueensUp, s.SixCard, s.Progressive = "C", true, "pays1"
	case "crisscross":
		s.FiveCard, s.Spin, s.Xtreme = true, "A", "A"
	}
	return s
}

// All returns the settings of a table that offers every wager of its game (the page's
// ?sidebets=all): the default pay tables of Default, the others on.
func All(game string) Settings {
	s := Default(game)
	switch game {
	case "crazy4":
		s.HandBonus, s.Magic, s.Lucky, s.BadBeat, s.CoverAll = "both", true, true, "1", true
	}
	return s
}

// A Preset is a choice of table limits.
type Preset struct {
	Name       string
	Ante, Side table.Limit // the antes', and the side bets' (Queens Up, 6 Card Bonus, Bad Beat, Cover All, Five Card Bonus)
}

func limit(lo, hi int64) table.Limit {
	return table.Limit{Min: money.Credits(lo), Max: money.Credits(hi), Step: money.Credits(1)}
}

// Limits are the presets of table limits.
func Limits() []Preset {
	return []Preset{
		{Name: "1-100", Ante: limit(1, 100), Side: limit(1, 25)},
		{Name: "5-500", Ante: limit(5, 500), Side: limit(5, 100)},
		{Name: "25-2500", Ante: limit(25, 2500), Side: limit(25, 500)},
	}
}

// preset returns the preset of a name, or the default one.
func preset(name string) Preset {
	for _, p := range Limits() {
		if p.Name == name {
			return p
		}
	}
	return Limits()[1]
}

// Styles are how the table-mates play.
var Styles = []string{"mixed", "optimal", "simple", "hunch"}

// roster is the cast of the table-mates who play in a style.
func roster(style string) []table.Mate {
	r := table.Roster()
	var st table.Style
	switch style {
	case "optimal":
		st = table.Optimal
	case "simple":
		st = table.Simple
	case "hunch":
		st = table.Hunch
	default:
		return nil
	}
	for i := range r {
		r[i].Style = st
		if st == table.Hunch && r[i].Hunch == 0 {
			r[i].Hunch = 120_000
		}
	}
	return r
}

// Progressives are the progressive choices of Crazy 4 Poker.
var Progressives = []string{"pays1", "pays2", "pays3", "five", "PTMGL01", "PTMGL02", "PTMGL04", "PTMGLML01", "PTMGLML02", "PTMGLML03"}

// Crazy4 returns the Crazy 4 Poker configuration of the settings. crazy4.NewTable says
// whether it is one it plays.
func (s Settings) Crazy4() crazy4.Config {
	c := render4.DefaultConfig()
	p := preset(s.Limits)
	c.Ante = p.Ante
	c.QueensUp, c.QueensUpLimit = s.QueensUp, table.Limit{}
	if s.QueensUp != "" {
		c.QueensUpLimit = p.Side
	}
	c.SixCard = table.Limit{}
	if s.SixCard {
		c.SixCard = p.Side
	}
	one := money.Credits(1)
	switch {
	case s.Progressive == "":
		c.Progressive = crazy4.ProgressiveConfig{}
	case s.Progressive == "five":
		c.Progressive = crazy4.ProgressiveConfig{Kind: crazy4.FiveCard, Unit: one}
	case len(s.Progressive) > 4 && s.Progressive[:4] == "pays":
		c.Progressive = crazy4.ProgressiveConfig{Kind: crazy4.FourCard, Table: s.Progressive, Unit: one}
	default:
		c.Progressive = crazy4.ProgressiveConfig{Kind: crazy4.MultiLink, Table: s.Progressive, Unit: one}
	}
	c.HandBonus = crazy4.HandBonusConfig{}
	if s.HandBonus != "" {
		c.HandBonus = crazy4.HandBonusConfig{Offered: true, Unit: one, MagicCard: s.Magic, LuckyBonus: s.Lucky, Hands: s.HandBonus}
	}
	c.BadBeat, c.BadBeatLimit = s.BadBeat, table.Limit{}
	if s.BadBeat != "" {
		c.BadBeatLimit = p.Side
	}
	c.CoverAll = table.Limit{}
	if s.CoverAll {
		c.CoverAll = p.Side
	}
	c.Mates, c.Roster = s.Mates, roster(s.Style)
	return c
}

// CrissCross returns the Criss Cross Poker configuration of the settings; an unknown pay
// table's name gives an error.
func (s Settings) CrissCross() (crisscross.Config, error) {
	c := rendercc.DefaultConfig()
	p := preset(s.Limits)
	c.Ante = p.Ante
	c.Bonus = table.Limit{}
	if s.FiveCard {
		c.Bonus = p.Side
		c.Bonus.Min = money.Credits(1)
	}
	c.Spin = table.Limit{}
	if s.Spin != "" {
		i := slices.IndexFunc(wheel.BonusSpinPaytables(), func(b wheel.BonusSpin) bool { return b.Name == s.Spin })
		if i < 0 {
			return c, fmt.Errorf("%w: no Bonus Spin paytable %q (want A to D)", crisscross.ErrConfig, s.Spin)
		}
		c.SpinTable = wheel.BonusSpinPaytables()[i]
		c.Spin = exact(c.SpinTable.Wagers)
	}
	c.Xtreme = table.Limit{}
	if s.Xtreme != "" {
		i := slices.IndexFunc(wheel.XtremePaytables(), func(x wheel.Xtreme) bool { return x.Name == s.Xtreme })
		if i < 0 {
			return c, fmt.Errorf("%w: no Bonus Spin Xtreme paytable %q (want A to I)", crisscross.ErrConfig, s.Xtreme)
		}
		c.XtremeTable = wheel.XtremePaytables()[i]
		c.Xtreme = exact(c.XtremeTable.Wagers)
	}
	c.Mates, c.Roster = s.Mates, roster(s.Style)
	return c, nil
}

// exact is the limit of a wager that takes only the given amounts.
func exact(amounts []money.Amount) table.Limit {
	return table.Limit{Min: slices.Min(amounts), Max: slices.Max(amounts), Exact: slices.Clone(amounts)}
}
