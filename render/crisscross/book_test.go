package crisscross

import (
	"strings"
	"testing"

	"felt/game/advice"
	cc "felt/game/crisscross"
	"felt/game/odds/sheet"
	"felt/render/anim"
	"felt/render/help"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestBook checks Criss Cross Poker's help pages: the common checks (tabletest.CheckBook),
// the pay tables' returns and hit frequencies as the math sheet has them, every figure of
// the game's sheet listed, each wheel drawn with its weights ("1 in n", as the sign prints
// them) and its returns, a page for each meter, and the game's readings of the rules.
func TestBook(t *testing.T) {
	s, pl := newScene(t, tbl.Options{Seed: 5, Speed: anim.Instant})
	b := tabletest.CheckBook(t, s)
	pays, _ := b.Page("pays")
	txt := tabletest.PageText(pays)
	tabletest.CheckPays(t, txt, sheet.CrissCross, sheet.Key{Game: sheet.CrissCross, Bet: sheet.BetMain}, sheet.Key{Game: sheet.CrissCross, Bet: sheet.BetFiveCardBonus})
	w, ok := b.Page("wheels")
	if !ok {
		t.Fatal("no page of the wheels")
	}
	wt := tabletest.PageText(w)
	wheels := 0
	for _, bl := range w.Blocks {
		if _, ok := bl.Figure.(*help.Wheel); ok {
			wheels++
		}
	}
	if wheels != 3 {
		t.Errorf("%d wheels drawn, want the Bonus Spin, Hot Spot and Community Prize wheels", wheels)
	}
	for _, l := range append(wheelLines(&pl.cfg.SpinTable.Wheel), wheelLines(&pl.cfg.XtremeTable.HotSpot)...) {
		if !strings.Contains(wt, strings.ToLower(l.Pay)) {
			t.Errorf("the wheels' page lacks %s: %s", l.Hand, l.Pay)
		}
	}
	if !strings.Contains(wt, "RETURN ON 5, FULL TABLE") && !strings.Contains(strings.ToLower(wt), "return on 5, full table") {
		t.Error("the wheels' page gives no return")
	}
	for _, id := range []string{"meter", "meter-xtreme"} {
		if _, ok := b.Page(id); !ok {
			t.Errorf("no page %q", id)
		}
	}
	r, _ := b.Page("rules")
	if rt := tabletest.PageText(r); !strings.Contains(rt, "even money") || !strings.Contains(rt, "three of a kind or better") {
		t.Error("the rules page does not give the game's readings (the antes' even money, Xtreme's qualifying hand)")
	}
	if rt := tabletest.PageText(r); !strings.Contains(rt, "INTERRUPTED ROUNDS") || !strings.Contains(rt, cc.Interrupted(pl.cfg)) {
		t.Error("the rules page does not say what becomes of an interrupted round (it resumes)")
	}
}

// TestStrategyPage checks that the help has the advisor's simple strategy, each street's
// rule in its words.
func TestStrategyPage(t *testing.T) {
	s, _ := newScene(t, tbl.Options{Seed: 5, Speed: anim.Instant})
	b := s.Plug().(help.Author).Book(s.Stage())
	p, ok := b.Page("strategy")
	if !ok {
		t.Fatal("no strategy page")
	}
	txt := tabletest.PageText(p)
	for _, r := range advice.CrissCrossRules() {
		if !strings.Contains(txt, r.Text) {
			t.Errorf("the strategy page lacks the rule %q", r.Heading)
		}
	}
}
