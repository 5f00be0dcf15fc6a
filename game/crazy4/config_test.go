package crazy4

import (
	"errors"
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
)

func TestConfigs(t *testing.T) {
	bad := []func(c *Config){
		func(c *Config) { c.Ante = table.Limit{} },
		func(c *Config) { c.Ante.Min = 0 },
		func(c *Config) { c.Ante.Min, c.Ante.Max = cr(20), cr(10) },
		func(c *Config) { c.Ante.Step = cr(3) }, // the minimum is not a legal wager
		func(c *Config) { c.QueensUp = "E" },
		func(c *Config) { c.QueensUpLimit = table.Limit{} },
		func(c *Config) { c.QueensUp = ""; c.QueensUpLimit = table.Limit{} }, // the 6 Card Bonus needs Queens Up
		func(c *Config) { c.BadBeat = "3" },
		func(c *Config) { c.Progressive.Unit = cr(2) },
		func(c *Config) { c.Progressive.Table = "pays4" },
		func(c *Config) { c.Progressive = ProgressiveConfig{Kind: FiveCard, Table: "pays1", Unit: cr(1)} },
		func(c *Config) { c.Progressive = ProgressiveConfig{Kind: MultiLink, Table: "pays1", Unit: cr(1)} },
		func(c *Config) { c.Progressive.Kind = 9 },
		func(c *Config) { c.HandBonus.Unit = 0 },
		func(c *Config) { c.Person = 6 },
		func(c *Config) { c.BuyIn = cr(1) },
		func(c *Config) { c.Mates = 6 },
		func(c *Config) { c.Mates = -1 },
		func(c *Config) { c.Roster = []table.Mate{{Name: "x", Units: 1, BuyIn: 10}} },
		func(c *Config) { c.Roster = append(table.Roster(), table.Mate{Name: "broke", Units: 0, BuyIn: 10}) },
		func(c *Config) { c.CoverAll = table.Limit{Min: cr(1), Max: cr(5), Exact: []money.Amount{cr(7)}} },
	}
	for i, f := range bad {
		c := Default()
		f(&c)
		if _, err := NewTable(c, testEval); !errors.Is(err, ErrConfig) {
			t.Errorf("case %d: %v", i, err)
		}
	}
	if _, err := NewTable(Default(), nil); !errors.Is(err, ErrConfig) {
		t.Error("no evaluator")
	}
	good := []func(c *Config){
		func(c *Config) {},
		func(c *Config) { c.Progressive = ProgressiveConfig{} },
		func(c *Config) { c.HandBonus = HandBonusConfig{} },
		func(c *Config) { c.QueensUp, c.QueensUpLimit, c.SixCard = "", table.Limit{}, table.Limit{} },
		func(c *Config) { c.BadBeat, c.CoverAll = "", table.Limit{} },
		func(c *Config) { c.Person, c.Mates = NoPerson, 6 },
		func(c *Config) { c.Person, c.Mates = 0, 5 },
		func(c *Config) {
			c.Ante = table.Limit{Min: cr(2), Max: cr(10), Exact: []money.Amount{cr(2), cr(5), cr(10)}}
		},
	}
	for _, name := range []string{"PTMGL01", "PTMGL02", "PTMGL04", "PTMGLML01", "PTMGLML02", "PTMGLML03"} {
		good = append(good, func(c *Config) { c.Progressive = ProgressiveConfig{Kind: MultiLink, Table: name, Unit: cr(5)} })
	}
	for _, name := range []string{"pays1", "pays2", "pays3"} {
		good = append(good, func(c *Config) { c.Progressive = ProgressiveConfig{Kind: FourCard, Table: name, Unit: cr(5)} })
	}
	for i, f := range good {
		c := Default()
		f(&c)
		tb, err := NewTable(c, testEval)
		if err != nil {
			t.Errorf("good case %d: %v", i, err)
			continue
		}
		for r := range 30 {
			if p := tb.Person(); p != NoPerson {
				_ = tb.Bet(p, Ante, tb.Limit(Ante).Min)
			}
			if tb.Deal(cards.Seed(r)) == nil && tb.Phase() == Deciding {
				must(t, tb.Decide(tb.Turn(), table.Bet1x))
			}
			checkRound(t, tb)
		}
		for w := range NumWagers {
			if tb.Offered(table.Wager(w)) != c.offers(table.Wager(w)) {
				t.Errorf("good case %d: %s offered %v", i, WagerName(table.Wager(w)), tb.Offered(table.Wager(w)))
			}
		}
	}
}

func TestConfigIsCopied(t *testing.T) {
	c := Default()
	c.Roster = table.Roster()
	tb := newTable(t, c)
	c.Roster[0].Units = 99
	got := tb.Config()
	got.Roster[1].Units = 99
	if tb.Config().Roster[0].Units == 99 || tb.Config().Roster[1].Units == 99 {
		t.Error("the table shares its configuration's slices")
	}
}

func TestHelp(t *testing.T) {
	all := Help(Default())
	c := Default()
	c.BadBeat, c.CoverAll, c.Progressive = "", table.Limit{}, ProgressiveConfig{}
	some := Help(c)
	if len(some) >= len(all) {
		t.Fatalf("%d topics for a smaller table, %d for the full one", len(some), len(all))
	}
	for _, h := range some {
		if h.Wager == BadBeat || h.Wager == CoverAll || h.Wager == Progressive {
			t.Errorf("topic %q for a wager the table does not offer", h.Title)
		}
	}
	for _, h := range some {
		for _, w := range []string{"Bad Beat", "Cover All", "progressive", "Envy"} {
			if strings.Contains(h.Text, w) {
				t.Errorf("topic %q speaks of the %s, which the table does not offer: %s", h.Title, w, h.Text)
			}
		}
	}
	text := ""
	for _, h := range all {
		text += h.Text
	}
	for _, s := range []string{"fold", "dealer's hand", "Magic Card", "A-K-Q-J", "tie", "3,000", "void",
		"Bad Beat, which need", "Cover All stay in play", "(1 credit at this table)"} {
		if !strings.Contains(text, s) {
			t.Errorf("the help says nothing of %q", s)
		}
	}
}

func TestSimpleStrategy(t *testing.T) {
	e := hand.New()
	s := NewSimple(e)
	cases := map[string]table.Action{
		"Ac Ad 4h 3s 2c": table.Bet3x,
		"Kc Kd 4h 3s 2c": table.Bet1x,
		"Kc Qd 8h 4s 2c": table.Bet1x, // the line
		"Kc Qd 8h 3s 2c": table.Fold,
		"Kc Qd 7h 6s 2c": table.Fold,
		"Kc Jd 9h 7s 2c": table.Fold,
		"9c Td Jh Qs 2c": table.Bet3x, // a straight is above a pair of aces
	}
	for h, want := range cases {
		c := [5]cards.Card(cards.MustParseList(h))
		if got := s.Play(c, e.Four(&c)); got != want {
			t.Errorf("%s: %v, want %v", h, got, want)
		}
	}
	if s.Line().Name() != "King high" || !nearLine(s.Line()) {
		t.Error("line")
	}
	if hunch(table.Fold) != table.Bet1x || hunch(table.Bet1x) != table.Fold {
		t.Error("hunch")
	}
}

// always plays 1x, to check that SetStrategy reaches the Optimal mates.
type always struct{}

func (always) Play([5]cards.Card, hand.Four) table.Action { return table.Bet1x }

func TestSetStrategy(t *testing.T) {
	c := Default()
	c.Person, c.Mates = NoPerson, 1
	c.Roster = []table.Mate{{Name: "o", Units: 1, BuyIn: 1000, Style: table.Optimal}}
	tb := newTable(t, c)
	tb.SetStrategy(always{})
	for i := range 50 {
		must(t, tb.Deal(cards.Seed(i)))
		if tb.Folded(0) {
			t.Fatal("the table's strategy was not used")
		}
	}
	tb.SetStrategy(nil)
	folds := 0
	for i := range 50 {
		must(t, tb.Deal(cards.Seed(i)))
		if tb.Folded(0) {
			folds++
		}
	}
	if folds == 0 {
		t.Error("the simple strategy never folds")
	}
}

func TestNames(t *testing.T) {
	if WagerName(SixCard) != "6 Card Bonus" || WagerName(NumWagers) != "?" || Done.String() != "done" ||
		Mate.String() != "table-mate" || FourCard.String() != "Four-Card Progressive" || ProgressiveKind(9).String() != "?" ||
		Phase(9).String() != "?" || Occupant(9).String() != "?" {
		t.Error("names")
	}
	if !Side(QueensUp) || Side(Play) || Side(Ante) || Side(NumWagers) {
		t.Error("Side")
	}
}
