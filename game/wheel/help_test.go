package wheel

import (
	"slices"
	"strings"
	"testing"
)

// The help screen's text says how a 1-credit wager is paid, what the
// Jackpot is and which Community Pays the wheel gives.
func TestBonusSpinHelp(t *testing.T) {
	want := map[string][]string{
		"A": {"fixed prize of 1,000", "lands on 500, you win 100 on a 5-credit wager or 20 on a 1-credit wager; on 200, 50 or 10; on 25, 15 or 3."},
		"B": {"progressive meter, which starts at 1,000", "lands on 500, you win 100 on a 5-credit wager or 20 on a 1-credit wager."},
		"C": {"fixed prize of 5,000", "No symbol of this wheel earns a Community Pay"},
		"D": {"progressive meter, which starts at 5,000", "No symbol of this wheel earns a Community Pay"},
	}
	for _, b := range BonusSpinPaytables() {
		if !slices.Contains(b.Help, OneCreditRule) {
			t.Errorf("%s: help %q lacks the 1-credit rule", b.Title, b.Help)
		}
		text := strings.Join(b.Help, "\n")
		for _, s := range want[b.Name] {
			if !strings.Contains(text, s) {
				t.Errorf("%s: help lacks %q:\n%s", b.Title, s, text)
			}
		}
		if b.Name == "B" && strings.Contains(text, "on 200") {
			t.Errorf("%s: help names a symbol its wheel lacks:\n%s", b.Title, text)
		}
	}
}

// The Xtreme help says what qualifies, how the smaller wagers are paid,
// where the Jackpot starts, and which return is which.
func TestXtremeHelp(t *testing.T) {
	want := map[string]string{
		"A": "Qualifying hand: Three of a kind or better, in", "B": "Qualifying hand: Three sixes or better, in",
		"C": "Three sixes", "D": "Qualifying hand: Three kings or better, in", "E": "Three kings", "F": "Three kings",
		"G": "Qualifying hand: Flush or better, in", "H": "Flush or better", "I": "Flush or better",
	}
	for _, x := range XtremePaytables() {
		text := strings.Join(x.Help, "\n")
		seed := "starts at 5,000"
		if x.Name <= "C" {
			seed = "starts at 2,500"
		}
		for _, s := range []string{want[x.Name], seed, XtremeWagerRule, XtremeReturnsRule, "even if you have folded"} {
			if !strings.Contains(text, s) {
				t.Errorf("%s: help lacks %q:\n%s", x.Title, s, text)
			}
		}
	}
	for _, b := range BonusSpinPaytables() {
		if !slices.Contains(b.Help, BonusSpinReturnsRule) {
			t.Errorf("%s: help %q lacks the returns rule", b.Title, b.Help)
		}
	}
}
