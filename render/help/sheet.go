package help

import (
	"strings"

	"felt/game/money"
	"felt/game/odds/sheet"
)

// SheetBlocks lists every figure of a game's math sheet (sheet.Crazy4, sheet.CrissCross):
// each pay table's return and hit frequency, and the note that says what the figure
// assumes. The figures are the sheet's exact ones, generated beforehand (game/odds/sheet):
// listing them costs nothing at run time.
func SheetBlocks(game string) []Block {
	var out []Block
	for i := range sheet.Len() {
		f := sheet.At(i)
		if f.Game != game {
			continue
		}
		title := f.Title
		if f.Players > 0 {
			title += ", " + plural(f.Players, "player")
		}
		if w := "wager " + f.Wager.String(); f.Wager > 0 && !strings.Contains(title, w) {
			title += ", " + w
		}
		val := Percent(f.Return)
		note := "hits " + Percent(f.HitFrequency) + " of rounds"
		if f.Progressive() && f.AtSeed > 0 {
			note += "; " + Percent(f.AtSeed) + " with the meter at its seed"
		}
		if f.ElementOfRisk > 0 {
			note = "wins " + Percent(f.HitFrequency) + " of rounds; house edge " + Percent(f.HouseEdge) +
				" of the ante, " + Percent(f.ElementOfRisk) + " of all wagered"
		}
		if f.Note != "" {
			note += "; " + f.Note
		}
		out = append(out, Block{Kind: KindLine, Text: title, Value: val, Note: note})
	}
	return out
}

// Returns are a pay table's figures as its page ends with them: the return and how often
// it pays; nothing when the sheet has no such figure.
func Returns(k sheet.Key) []Block {
	f, ok := sheet.Find(k)
	if !ok {
		return nil
	}
	out := []Block{{Kind: KindLine, Text: "Return", Value: Percent(f.Return), Note: "house edge " + Percent(f.HouseEdge)}}
	if f.ElementOfRisk > 0 {
		out[0].Text = "Return of the whole game, best play"
		out[0].Note += " of the ante; " + Percent(f.ElementOfRisk) + " of all wagered"
		out = append(out, Block{Kind: KindLine, Text: "Rounds that win", Value: Percent(f.HitFrequency)})
	} else {
		out = append(out, Block{Kind: KindLine, Text: "Hit frequency", Value: Percent(f.HitFrequency), Note: "the share of wagers it pays"})
	}
	if f.Note != "" {
		out[0].Note += "; " + f.Note
	}
	return out
}

// plural writes n things: "1 player", "3 players".
func plural(n int, thing string) string {
	s := money.Credits(int64(n)).String() + " " + thing
	if n != 1 {
		s += "s"
	}
	return s
}
