package showcase

import (
	"errors"
	"fmt"
	"testing"

	"felt/game/cards"
	"felt/game/code"
	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
)

// core is what the tests need of a rules core.
type core interface {
	table.Game
	table.Stacker
}

// newCore makes a full table of the game: five table-mates, every wager offered.
func newCore(t *testing.T, eval *hand.Evaluator, game string) core {
	t.Helper()
	switch game {
	case "crazy4":
		c := crazy4.Default()
		c.Mates, c.BuyIn = 5, money.Credits(5000)
		tb, err := crazy4.NewTable(c, eval)
		if err != nil {
			t.Fatal(err)
		}
		return tb
	default:
		c := crisscross.DefaultConfig()
		c.Mates, c.BuyIn = 5, money.Credits(5000)
		tb, err := crisscross.NewTable(c, eval)
		if err != nil {
			t.Fatal(err)
		}
		return tb
	}
}

// play deals the script's round at g from seed and makes the person's decisions (the
// largest bet the core allows), and returns the round's events.
func play(t *testing.T, g core, s Script, seed cards.Seed) []table.Event {
	t.Helper()
	p := g.Person()
	st, err := s.Stack(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetBets(p, s.Bets(g)); err != nil {
		t.Fatalf("the person's bets %v: %v", s.Bets(g), err)
	}
	if err := g.SetStack(st); err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(seed); err != nil {
		t.Fatal(err)
	}
	for g.Phase() == table.Deciding {
		if err := g.Decide(p, g.Legal(p).Best(table.Bet3x)); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Err(); err != nil {
		t.Fatal(err)
	}
	if g.Stacked() != s.Name {
		t.Errorf("Stacked() = %q, want %q", g.Stacked(), s.Name)
	}
	return g.Events()
}

// moments says, for each script, what the core's events must show.
var moments = map[string]func(p int, evs []table.Event) error{
	"four-aces": func(p int, evs []table.Event) error {
		if !settled(evs, p, crazy4.Progressive, table.JackpotPay) {
			return errors.New("no progressive jackpot for Four Aces")
		}
		if !settled(evs, p, crazy4.SuperBonus, table.Won) {
			return errors.New("the Super Bonus did not win")
		}
		if envies(evs, p) < 1 {
			return errors.New("no table-mate's Envy Bonus")
		}
		return nil
	},
	"dealer-bonus": func(p int, evs []table.Event) error {
		if n := jackpots(evs, crazy4.DealerBonus); n < 2 {
			return fmt.Errorf("the dealer's jackpot was paid to %d bettors, want it split", n)
		}
		return nil
	},
	"cover-all": func(p int, evs []table.Event) error {
		for _, e := range evs {
			if e.Kind == table.HandRanked && e.Wager == crazy4.CoverAll && e.Amount != 6 {
				return fmt.Errorf("Cover All for %d players", e.Amount)
			}
		}
		if !settled(evs, p, crazy4.CoverAll, table.Won) {
			return errors.New("Cover All did not win")
		}
		return nil
	},
	"bad-beat": func(p int, evs []table.Event) error {
		if !settled(evs, p, crazy4.BadBeat, table.Won) {
			return errors.New("the Bad Beat did not win")
		}
		if !settled(evs, p, crazy4.Ante, table.Lost) {
			return errors.New("the person's hand did not lose")
		}
		return nil
	},
	"royal-cross": func(p int, evs []table.Event) error {
		if !settled(evs, p, crisscross.FiveCardBonus, table.Won) {
			return errors.New("the Five Card Bonus did not win")
		}
		for _, e := range evs {
			if e.Kind == table.HandRanked && e.Seat == table.Community && hand.Five(e.Value).Category() == hand.RoyalFlush5 {
				return nil
			}
		}
		return errors.New("the cross was not named a royal flush")
	},
	"bonus-spin": func(p int, evs []table.Event) error {
		if !settled(evs, p, crisscross.BonusSpin, table.JackpotPay) {
			return errors.New("the Bonus Spin did not land on its jackpot")
		}
		return nil
	},
	"xtreme": func(p int, evs []table.Event) error {
		if !settled(evs, p, crisscross.Xtreme, table.JackpotPay) {
			return errors.New("the Hot Spot did not land on its jackpot")
		}
		return nil
	},
}

// TestEveryScriptMakesItsMoment deals each showcase at a full table from several seeds and
// checks, in the core's events, that the moment happened, that the round says it was
// scripted (its events and its round code), and that the next round is dealt from its seed
// alone.
func TestEveryScriptMakesItsMoment(t *testing.T) {
	eval := hand.New()
	for _, s := range All() {
		t.Run(s.Name, func(t *testing.T) {
			check, ok := moments[s.Name]
			if !ok {
				t.Fatalf("no test of the moment of %s", s.Name)
			}
			for _, seed := range []cards.Seed{1, 2, 77, 1 << 40} {
				g := newCore(t, eval, s.Game)
				evs := play(t, g, s, seed)
				if err := check(g.Person(), evs); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if !scripted(evs) {
					t.Fatalf("seed %d: the round's NoMoreBets does not say it was scripted", seed)
				}
				r, err := code.FromEvents(s.Game, []byte{1}, g.Person(), evs)
				if err != nil {
					t.Fatal(err)
				}
				back, err := code.Parse(r.String())
				if err != nil || !back.Scripted {
					t.Fatalf("the round code of a scripted round: %+v, %v", back, err)
				}
				if err := code.Play(back, g.(code.Replayer)); !errors.Is(err, code.ErrRound) {
					t.Fatalf("a scripted round's code was dealt again: %v", err)
				}
				// The next round is the seed's own.
				if err := g.Deal(seed); err != nil {
					t.Fatal(err)
				}
				if scripted(g.Events()) || g.Stacked() != "" {
					t.Fatal("the round after a showcase was stacked too")
				}
			}
		})
	}
}

// TestFits refuses a showcase at a table that cannot show it, saying why.
func TestFits(t *testing.T) {
	eval := hand.New()
	c := crazy4.Default()
	c.Mates, c.CoverAll = 2, table.Limit{}
	g, err := crazy4.NewTable(c, eval)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Find("crazy4", "cover-all")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Fits(g); !errors.Is(err, ErrShowcase) {
		t.Errorf("cover-all at a table without it: %v", err)
	}
	if _, err := Find("crazy4", "xtreme"); !errors.Is(err, ErrShowcase) {
		t.Errorf("xtreme at Crazy 4 Poker: %v", err)
	}
	x, _ := Find("crisscross", "xtreme")
	if err := x.Fits(g); !errors.Is(err, ErrShowcase) {
		t.Errorf("a Criss Cross showcase at Crazy 4 Poker: %v", err)
	}
	if got := len(Names("crazy4")) + len(Names("crisscross")); got != len(All()) || got != len(moments) {
		t.Errorf("%d names, %d scripts, %d moments", got, len(All()), len(moments))
	}
}

// TestStackRefused: a core refuses a stack it cannot deal, and one while the cards are out.
func TestStackRefused(t *testing.T) {
	eval := hand.New()
	for _, game := range []string{"crazy4", "crisscross"} {
		g := newCore(t, eval, game)
		twice := &table.Stack{Dealer: deck("As"), Hands: [table.Seats][]cards.Card{deck("As")}}
		if err := g.SetStack(twice); !errors.Is(err, table.ErrStack) {
			t.Errorf("%s: a card twice: %v", game, err)
		}
		long := &table.Stack{Hands: [table.Seats][]cards.Card{deck("2c 3c 4c 5c 6c 7c")}}
		if err := g.SetStack(long); !errors.Is(err, table.ErrStack) {
			t.Errorf("%s: six cards to a seat: %v", game, err)
		}
		s := All()[0]
		if game == "crisscross" {
			s, _ = Find(game, "royal-cross")
		}
		p := g.Person()
		if err := g.SetBets(p, s.Bets(g)); err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(5); err != nil {
			t.Fatal(err)
		}
		if g.Phase() == table.Deciding {
			if err := g.SetStack(&table.Stack{}); err == nil {
				t.Errorf("%s: a stack taken with the cards out", game)
			}
		}
	}
}

func settled(evs []table.Event, seat int, w table.Wager, r table.Result) bool {
	for _, e := range evs {
		if e.Kind == table.Settled && int(e.Seat) == seat && e.Wager == w && e.Result == r {
			return true
		}
	}
	return false
}

func envies(evs []table.Event, from int) int {
	n := 0
	for _, e := range evs {
		if e.Kind == table.Paid && e.Result == table.EnvyPay && int(e.Index) == from && int(e.Seat) != from {
			n++
		}
	}
	return n
}

func jackpots(evs []table.Event, w table.Wager) int {
	n := 0
	for _, e := range evs {
		if e.Kind == table.Settled && e.Wager == w && e.Result == table.JackpotPay {
			n++
		}
	}
	return n
}

func scripted(evs []table.Event) bool {
	for _, e := range evs {
		if e.Kind == table.NoMoreBets {
			return e.Up
		}
	}
	return false
}
