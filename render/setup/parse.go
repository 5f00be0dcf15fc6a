package setup

import (
	"fmt"
	"slices"
	"strings"
)

// MaxParam is the longest sidebets value Parse reads.
const MaxParam = 200

// Parse reads the page's sidebets parameter (?sidebets=, -sidebets) for a game: "all" (every
// wager of the game: All), "none", or a comma list of side bets by their circles' names
// (the hook's names, render/crazy4's and render/crisscross's Spots): at Crazy 4 Poker
// queensUp, sixCard, progressive, handBonus, dealerBonus, badBeat, coverAll, and magic and
// lucky (the Hand Bonus's extra pays); at Criss Cross Poker fiveCard, bonusSpin, xtreme.
// A name may name a pay table after a colon: queensUp:A, progressive:pays3 (or five,
// PTMGL01 ...), badBeat:2, bonusSpin:D, xtreme:I. Names are matched without regard to case.
// The table offers the side bets named, at base's pay tables where none is named, and no
// other; its limits and table-mates are base's. A name or pay table it does not know is an
// error that says which, and what it takes.
func Parse(game, value string, base Settings) (Settings, error) {
	if len(value) > MaxParam {
		return base, fmt.Errorf("%d characters (at most %d)", len(value), MaxParam)
	}
	switch strings.ToLower(value) {
	case "all":
		s := All(game)
		s.Limits, s.Mates, s.Style = base.Limits, base.Mates, base.Style
		return s, nil
	case "none", "":
		return keepTable(base, Settings{}), nil
	}
	def := Default(game)
	s := keepTable(base, Settings{})
	hand := map[string]bool{}
	for _, item := range strings.Split(value, ",") {
		name, table, named := strings.Cut(strings.TrimSpace(item), ":")
		pick := func(have, fallback string, choices []string) (string, error) {
			if !named {
				if have != "" {
					return have, nil
				}
				return fallback, nil
			}
			for _, c := range choices {
				if strings.EqualFold(c, table) {
					return c, nil
				}
			}
			return "", fmt.Errorf("%s:%s (the pay tables are %s)", name, clip(table, 12), strings.Join(choices, ", "))
		}
		var err error
		switch key := strings.ToLower(name); {
		case game == "crazy4" && key == "queensup":
			s.QueensUp, err = pick(base.QueensUp, def.QueensUp, []string{"A", "B", "C", "D"})
		case game == "crazy4" && key == "sixcard" && !named:
			s.SixCard = true
		case game == "crazy4" && key == "progressive":
			s.Progressive, err = pick(base.Progressive, def.Progressive, Progressives)
		case game == "crazy4" && (key == "handbonus" || key == "dealerbonus") && !named:
			hand[key] = true
		case game == "crazy4" && key == "magic" && !named:
			s.Magic = true
		case game == "crazy4" && key == "lucky" && !named:
			s.Lucky = true
		case game == "crazy4" && key == "badbeat":
			s.BadBeat, err = pick(base.BadBeat, "1", []string{"1", "2"})
		case game == "crazy4" && key == "coverall" && !named:
			s.CoverAll = true
		case game == "crisscross" && key == "fivecard" && !named:
			s.FiveCard = true
		case game == "crisscross" && key == "bonusspin":
			s.Spin, err = pick(base.Spin, def.Spin, []string{"A", "B", "C", "D"})
		case game == "crisscross" && key == "xtreme":
			s.Xtreme, err = pick(base.Xtreme, def.Xtreme, []string{"A", "B", "C", "D", "E", "F", "G", "H", "I"})
		default:
			return base, fmt.Errorf("no side bet %q at this table (want all, none or %s)", clip(item, 16), strings.Join(names(game), ", "))
		}
		if err != nil {
			return base, err
		}
	}
	switch {
	case hand["handbonus"] && hand["dealerbonus"]:
		s.HandBonus = "both"
	case hand["handbonus"]:
		s.HandBonus = "player"
	case hand["dealerbonus"]:
		s.HandBonus = "dealer"
	}
	if (s.Magic || s.Lucky) && s.HandBonus == "" {
		return base, fmt.Errorf("magic and lucky are pays of the Five Card Hand Bonus: name handBonus or dealerBonus too")
	}
	return s, nil
}

// keepTable returns s with base's limits and table-mates.
func keepTable(base, s Settings) Settings {
	s.Limits, s.Mates, s.Style = base.Limits, base.Mates, base.Style
	return s
}

// names are the side bets Parse knows at a game's table.
func names(game string) []string {
	if game == "crisscross" {
		return []string{"fiveCard", "bonusSpin", "xtreme"}
	}
	return []string{"queensUp", "sixCard", "progressive", "handBonus", "dealerBonus", "magic", "lucky", "badBeat", "coverAll"}
}

// Names returns the side bets Parse knows at a game's table, for a message.
func Names(game string) []string { return slices.Clone(names(game)) }

// clip shortens s to n bytes.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
