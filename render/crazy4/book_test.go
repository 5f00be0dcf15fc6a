package crazy4

import (
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/odds/sheet"
	"felt/render/anim"
	"felt/render/help"
	"felt/render/tabletest"
)

// TestBook checks Crazy 4 Poker's help pages: the common checks (tabletest.CheckBook), the
// illustrated hands named as the evaluator names them, the pay tables' returns and hit
// frequencies as the math sheet has them, every figure of the game's sheet listed, the
// meter's seed, rate and reset from its configuration and the meter as it stands, and the
// rules as the core words them.
func TestBook(t *testing.T) {
	s := newScene(t, seeded(5, anim.Instant, nil))
	b := tabletest.CheckBook(t, s)
	e := hand.New()
	for _, id := range []string{"play-2", "play-4"} {
		p, _ := b.Page(id)
		for _, bl := range p.Blocks {
			h, ok := bl.Figure.(*help.Hand)
			if !ok {
				continue
			}
			var five [5]cards.Card
			for i, c := range h.Cards {
				five[i] = c.Card
			}
			name := strings.ToUpper(e.Four(&five).Name())
			if !strings.Contains(strings.ReplaceAll(h.Label, ",", ""), strings.ReplaceAll(name, ",", "")) {
				t.Errorf("%s: the hand is labelled %q; it is %q", id, h.Label, name)
			}
		}
	}
	pays, _ := b.Page("pays")
	txt := tabletest.PageText(pays)
	tabletest.CheckPays(t, txt, sheet.Crazy4, sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetMain}, sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetQueensUp, Paytable: "C"},
		sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetSixCardBonus}, sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetProgressive4, Paytable: "pays1"})
	m, ok := b.Page("meter")
	if !ok {
		t.Fatal("no meter page")
	}
	mt := tabletest.PageText(m)
	cfg := s.Core().Meter(0).Config()
	l := cfg.Levels[0]
	for _, want := range []string{(l.Seed * cfg.Unit / cfg.Base).String(), (l.Reset * cfg.Unit / cfg.Base).String(), l.Rate.String(),
		"simulated here", "24 imagined tables"} {
		if !strings.Contains(mt, want) {
			t.Errorf("the meter page does not say %q", want)
		}
	}
	var panel *help.MeterPanel
	for _, bl := range m.Blocks {
		if p, ok := bl.Figure.(*help.MeterPanel); ok {
			panel = p
		}
	}
	if panel == nil || panel.Amount != s.Core().Meter(0).Meter(0) || panel.Amount < money.Credits(1) {
		t.Errorf("the meter's panel shows %v, the meter is at %v", panel, s.Core().Meter(0).Meter(0))
	}
	r, _ := b.Page("rules")
	if rt := tabletest.PageText(r); !strings.Contains(rt, "Our reading") && !strings.Contains(rt, "our reading") {
		t.Error("the rules page says none of the game's readings")
	}
}

// BenchmarkBook is the cost of writing the help when it opens: every page of the book from
// the table's configuration, the math sheet's generated figures and the meter as it stands.
func BenchmarkBook(b *testing.B) {
	s := newScene(b, seeded(5, anim.Instant, nil))
	a := s.Plug().(help.Author)
	b.ReportAllocs()
	for b.Loop() {
		a.Book(s.Stage())
	}
}
