package main

import (
	"fmt"
	"io"
	"math/big"
	"strings"

	"felt/game/odds"
)

// printSheet prints the sheet as a readable table, one line a figure.
func printSheet(w io.Writer, s *odds.Sheet, lines bool) {
	titles := map[string]string{odds.Crazy4: "Crazy 4 Poker", odds.CrissCross: "Criss Cross Poker"}
	game := ""
	for _, f := range s.Figures {
		if f.Game != game {
			if game != "" {
				fmt.Fprintln(w)
			}
			game = f.Game
			fmt.Fprintf(w, "%s\n", titles[game])
			fmt.Fprintf(w, "  %-22s %-10s %9s %10s %9s  %s\n", "bet", "paytable", "return", "house edge", "hit freq", "method")
		}
		name := f.Paytable
		switch {
		case f.Players == 1:
			name = "1 player"
		case f.Players > 1:
			name = fmt.Sprintf("%d players", f.Players)
		case f.Wager > 0:
			name = fmt.Sprintf("%s, %v cr", f.Paytable, f.Wager)
		}
		method := f.Method
		if f.Method == odds.Simulated {
			method += fmt.Sprintf(" ±%.4f%%", 100*f.StdErr)
		}
		fmt.Fprintf(w, "  %-22s %-10s %9s %10s %9s  %s\n", f.Bet, name, pct(f.Return, 4), pct(f.HouseEdge, 4), pct(f.HitFrequency, 3), method)
		if m := f.Main; m != nil {
			fmt.Fprintf(w, "      element of risk %s, average wager %s initial units\n", pct(m.ElementOfRisk, 4), num(m.AverageWager, 6))
			var acts []string
			for _, a := range m.Actions {
				if a.P.Sign() > 0 {
					acts = append(acts, fmt.Sprintf("%s %s", a.Name, pct(a.P, 4)))
				}
			}
			if len(acts) > 0 {
				fmt.Fprintf(w, "      %s\n", strings.Join(acts, ", "))
			}
		}
		if m := f.Meter; m != nil {
			fmt.Fprintf(w, "      fixed %s", pct(m.Fixed, 4))
			if m.Envy.Sign() > 0 {
				what := "Envy Bonuses"
				if f.Wager > 0 {
					what = "Community Pays"
				}
				fmt.Fprintf(w, ", %s %s (%d seats)", what, pct(m.Envy, 4), m.OtherSeats)
			}
			fmt.Fprintf(w, ", at seed %s", pct(m.AtSeed, 4))
			for _, l := range m.Levels {
				if l.PerCredit.Sign() == 0 {
					continue
				}
				fmt.Fprintf(w, "; %s %s per credit of meter", l.Name, num(l.PerCredit, 10))
				if l.AverageTop.Sign() > 0 {
					fmt.Fprintf(w, ", average top award %s", num(l.AverageTop, 2))
				}
			}
			fmt.Fprintln(w)
		}
		if lines {
			for _, l := range f.Lines {
				fmt.Fprintf(w, "      %-34s %-14s %14s  %s\n", l.Hand, l.Pays, num(l.Probability, 10), pct(l.Return, 4))
			}
			for _, n := range f.Notes {
				fmt.Fprintf(w, "      (%s)\n", n)
			}
		}
	}
}

// pct prints a rational as a percentage with d decimals.
func pct(r *big.Rat, d int) string {
	if r == nil {
		return "-"
	}
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(d) + "%"
}

// num prints a rational with d decimals.
func num(r *big.Rat, d int) string {
	if r == nil {
		return "-"
	}
	return r.FloatString(d)
}
