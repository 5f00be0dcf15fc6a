// Package showcase holds the showcase deals of attract and presenter play: named scripts that
// stack the shoe of one round for a moment worth showing (Four Aces with the progressive and
// the table-mates' Envy Bonuses, a Cover All with six players, a Bonus Spin landing on its
// jackpot, ...). A script only chooses the shoe's order and, where the core draws one, the
// segment a wheel lands on, through the cores' one option for scripted play (table.Stack);
// it also asks the table-mates to make the wagers the moment needs, and says which wagers the
// person makes. The core then plays the round by its ordinary rules, and its events say what
// happened: a script never computes a pay, a hand or an outcome. The round's events mark it as
// scripted, and so does its round code (game/code).
package showcase

import (
	"errors"
	"fmt"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// Script is one showcase deal.
type Script struct {
	// Name is the script's name, as act('showcase', name) takes it: "four-aces".
	Name string
	// Game is the game whose table plays it: "crazy4" or "crisscross".
	Game string
	// Title names it for people, in the presenter's list: "Four Aces".
	Title string
	// Wagers are the wagers the moment needs, each of which the table must offer; the
	// person makes them (Bets) and the table-mates join them.
	Wagers []table.Wager
	// deal stacks the shoe of core g for the person in seat person.
	deal func(g table.Game, st *table.Stack, person int)
	// fit checks what the moment needs of the table beyond its wagers (a pay table, the
	// seats filled), and says why a table cannot show it.
	fit func(g table.Game) error
	// antes sets the person's antes: each at the table's minimum.
	antes func(g table.Game, b *table.Bets)
	// amount, when set, is the amount of one of Wagers the moment needs (a prize wheel's
	// jackpot pays on one amount only); otherwise the smallest the table takes.
	amount func(g table.Game, w table.Wager) money.Amount
}

// ErrShowcase wraps every refusal of a showcase.
var ErrShowcase = errors.New("no such showcase here")

// All returns every script, Crazy 4 Poker's first.
func All() []Script {
	return append(crazy4Scripts(), crissCrossScripts()...)
}

// Names lists the names of the scripts of a game, in order.
func Names(game string) []string {
	var out []string
	for _, s := range All() {
		if s.Game == game {
			out = append(out, s.Name)
		}
	}
	return out
}

// Find returns the script of a game by its name.
func Find(game, name string) (Script, error) {
	for _, s := range All() {
		if s.Game == game && s.Name == name {
			return s, nil
		}
	}
	return Script{}, fmt.Errorf("%w: %q (at this table: %v)", ErrShowcase, name, Names(game))
}

// Fits says why the table of core g cannot show the script (nil: it can): another game, a
// wager it does not offer, a pay table or seating the moment needs.
func (s Script) Fits(g table.Game) error {
	if g.Name() != s.Game {
		return fmt.Errorf("%w: %s is a showcase of %s, not of %s", ErrShowcase, s.Name, s.Game, g.Name())
	}
	if g.Person() < 0 {
		return fmt.Errorf("%w: nobody sits at this table", ErrShowcase)
	}
	for _, w := range s.Wagers {
		if !g.Offered(w) {
			return fmt.Errorf("%w: %s needs the %s, which this table does not offer", ErrShowcase, s.Name, g.WagerName(w))
		}
	}
	if s.fit != nil {
		return s.fit(g)
	}
	return nil
}

// Stack returns the stack of the script for core g (Fits first): the shoe's order, the
// wheels' segments and the table-mates' wagers. The core takes it with SetStack.
func (s Script) Stack(g table.Game) (*table.Stack, error) {
	if err := s.Fits(g); err != nil {
		return nil, err
	}
	st := &table.Stack{Name: s.Name}
	p := g.Person()
	s.deal(g, st, p)
	for n := range table.Seats {
		if n == p {
			continue
		}
		for _, w := range s.Wagers {
			st.Join[n] |= 1 << w
		}
	}
	return st, nil
}

// Bets returns the person's wagers for the moment at core g: each ante at its minimum and
// each of the script's wagers at the amount the moment needs (the core's limits decide;
// SetBets refuses what they do not take).
func (s Script) Bets(g table.Game) table.Bets {
	var b table.Bets
	s.antes(g, &b)
	for _, w := range s.Wagers {
		if s.amount != nil {
			b[w] = s.amount(g, w)
		} else {
			b[w] = smallest(g.Limit(w))
		}
	}
	return b
}

// smallest is the smallest amount limit l takes.
func smallest(l table.Limit) money.Amount {
	if len(l.Exact) == 0 {
		return l.Min
	}
	m := l.Exact[0]
	for _, x := range l.Exact {
		m = min(m, x)
	}
	return m
}

// hands reads each seat's cards from text, the seats from the dealer's left ("" for a seat
// left to the shoe), putting the person's hand, given apart, in the person's seat and the
// others in the other seats in order.
func hands(st *table.Stack, person int, mine string, others ...string) {
	st.Hands[person] = cards.MustParseList(mine)
	k := 0
	for n := range table.Seats {
		if n == person {
			continue
		}
		if k < len(others) && others[k] != "" {
			st.Hands[n] = cards.MustParseList(others[k])
		}
		k++
	}
}

// deck reads cards written in code.
func deck(text string) []cards.Card { return cards.MustParseList(text) }
