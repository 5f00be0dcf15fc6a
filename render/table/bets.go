package table

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	"felt/render/sprite"
)

// betting is the person's side of the bets: the chip chosen, the rack's chips, and the bets
// before each change, for UNDO. It changes the person's bets through the core (which decides
// every limit) and names the circles by the plug's Spots.
type betting struct {
	g       table.Game
	person  int
	plug    Plug
	words   Words
	chip    money.Amount
	chips   []money.Amount
	history []table.Bets
}

// open sets the rack for the person at core g: the denominations up to the largest maximum of
// a wager a chip goes on, the chip chosen the largest not over the smallest minimum.
func (b *betting) open(g table.Game, person int, p Plug, w Words) {
	b.g, b.person, b.plug, b.words = g, person, p, w
	b.history = make([]table.Bets, 0, 64)
	var top money.Amount
	least := money.Amount(-1)
	for w := range g.Wagers() {
		if l := g.Limit(table.Wager(w)); l.Offered() && len(l.Exact) == 0 {
			top = max(top, l.Max)
			if least < 0 || l.Min < least {
				least = l.Min
			}
		}
	}
	b.chips = b.chips[:0]
	for _, d := range sprite.Denominations() {
		if d <= top {
			b.chips = append(b.chips, d)
		}
	}
	if len(b.chips) == 0 {
		b.chips = append(b.chips, sprite.Denominations()[0])
	}
	b.chip = b.chips[0]
	for _, c := range b.chips {
		if c <= least {
			b.chip = c
		}
	}
}

// choose picks the chip to bet with.
func (b *betting) choose(arg string) error {
	a, err := parseAmount(arg)
	if err != nil {
		return err
	}
	for _, c := range b.chips {
		if c == a {
			b.chip = a
			return nil
		}
	}
	return fmt.Errorf("%w: %s (the rack has %s)", ErrNoChip, arg, b.rackText())
}

func (b *betting) rackText() string {
	var t strings.Builder
	for i, c := range b.chips {
		if i > 0 {
			t.WriteString(", ")
		}
		t.WriteString(c.String())
	}
	return t.String()
}

// step chooses the next larger or smaller chip of the rack.
func (b *betting) step(up bool) {
	for i, c := range b.chips {
		if c != b.chip {
			continue
		}
		switch {
		case up && i+1 < len(b.chips):
			b.chip = b.chips[i+1]
		case !up && i > 0:
			b.chip = b.chips[i-1]
		}
		return
	}
}

// usable reports whether a chip of the rack can go on some circle: it is not larger than
// the most the person could add.
func (b *betting) usable(d money.Amount) bool {
	return b.person >= 0 && d <= b.g.Balance(b.person)
}

// parseAmount reads a number of whole credits.
func parseAmount(s string) (money.Amount, error) {
	n, err := strconv.ParseInt(strings.ReplaceAll(strings.TrimSpace(s), ",", ""), 10, 64)
	if err != nil || n <= 0 || n > 1_000_000_000 {
		return 0, fmt.Errorf("%w: %.24q is not a number of credits", command.ErrArg, s)
	}
	return money.Credits(n), nil
}

// spotName returns a circle's name for the hook, or "" when a person cannot reach it.
func (b *betting) spotName(w table.Wager) string {
	for _, sp := range b.plug.Spots() {
		if sp.Wager == w {
			return sp.Name
		}
	}
	return ""
}

// reachable reports whether a person can bet on a wager: the table offers it and the game
// names its circle.
func (b *betting) reachable(w table.Wager) bool {
	return b.g.Offered(w) && b.spotName(w) != ""
}

// squash reads a name without regard to case, spaces, dashes and underscores.
func squash(name string) string {
	return strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "").Replace(name))
}

// parseSpot reads a circle's name.
func (b *betting) parseSpot(arg string) (table.Wager, error) {
	a := squash(arg)
	var names []string
	for _, sp := range b.plug.Spots() {
		if squash(sp.Name) == a {
			return sp.Wager, nil
		}
		for _, al := range sp.Aliases {
			if squash(al) == a {
				return sp.Wager, nil
			}
		}
		if b.g.Offered(sp.Wager) {
			names = append(names, sp.Name)
		}
	}
	if len(a) > 40 {
		a = a[:40] + "…"
	}
	return 0, fmt.Errorf("%w: %.24q (want %s)", ErrNoSpot, a, strings.Join(names, ", "))
}

// bets returns the person's bets as the betting rules see them.
func (b *betting) bets() table.Bets { return b.g.Bets(b.person) }

// act carries out a command on the person's bets (bet, unbet, undo, clear, double, rebet,
// buy-in), and returns what the message line says of it ("" nothing).
func (b *betting) act(c command.Command) (said string, err error) {
	g, p := b.g, b.person
	switch c.Name {
	case command.Bet, command.Unbet:
		w, err := b.parseSpot(c.Arg)
		if err != nil {
			return "", err
		}
		if !g.Offered(w) {
			return "", fmt.Errorf("%w: %s", table.ErrNotOffered, g.WagerName(w))
		}
		cur := b.bets()
		if c.Name == command.Unbet {
			err = g.Take(p, w, b.chip)
		} else {
			err = g.Place(p, w, b.chip)
		}
		if err != nil {
			return "", err
		}
		b.remember(cur)
		// The message names the circle in readable type (its printed name is small on a
		// phone) and what it holds now.
		return g.WagerName(w) + " " + b.bets()[w].String(), nil
	case command.Undo:
		if len(b.history) == 0 {
			return "", fmt.Errorf("%w: no bet to undo", ErrNothing)
		}
		if err := g.SetBets(p, b.history[len(b.history)-1]); err != nil {
			return "", err
		}
		b.history = b.history[:len(b.history)-1]
		return "", nil
	case command.Clear:
		cur := b.bets()
		if g.Phase() != table.Deciding && cur.Total() == 0 {
			return "", fmt.Errorf("%w: no bets on the table", ErrNothing)
		}
		if err := g.Clear(p); err != nil {
			return "", err
		}
		b.remember(cur)
		return "", nil
	case command.Rebet:
		return "", b.rebet()
	case command.Double:
		cur := b.bets()
		if err := g.Double(p); err != nil {
			if errors.Is(err, table.ErrNoChange) && cur.Total() > 0 {
				return "", fmt.Errorf("%w: %s", ErrNothing, b.leftWords(cur, cur, "nothing doubles"))
			}
			return "", err
		}
		b.remember(cur)
		if left := b.leftWords(cur, b.bets(), "doubled"); left != "doubled" {
			return strings.ToUpper(left[:1]) + left[1:] + ".", nil
		}
		return "", nil
	case command.BuyIn:
		return "", g.BuyIn(p)
	}
	return "", fmt.Errorf("%w: %s", command.ErrUnknown, c.Name)
}

// leftWords says what a double left as it was, after head: "doubled; left as they were:
// Progressive 1 (it takes only 1), Ante 300 (its maximum is 500)". The core decided what
// doubles; this only reads the wagers before and after, and names the limits.
func (b *betting) leftWords(before, after table.Bets, head string) string {
	var parts []string
	for _, w := range b.words.PayOrder() {
		if before[w] == 0 || after[w] != before[w] {
			continue
		}
		l := b.g.Limit(w)
		why := "its maximum is " + l.Max.String()
		if len(l.Exact) > 0 {
			why = "it takes only " + ExactText(l.Exact)
		}
		parts = append(parts, b.words.Title(w)+" "+before[w].String()+" ("+why+")")
	}
	switch len(parts) {
	case 0:
		return head
	case 1:
		return head + "; left as it was: " + parts[0]
	}
	return head + "; left as they were: " + strings.Join(parts, ", ")
}

// remember keeps the bets before a change, for Undo.
func (b *betting) remember(cur table.Bets) {
	b.history = append(b.history, cur)
	if len(b.history) > 60 {
		b.history = append(b.history[:0], b.history[1:]...)
	}
}

// rebet places the last round's bets again.
func (b *betting) rebet() error {
	g, p := b.g, b.person
	cur := b.bets()
	if g.Last(p).Total() == 0 {
		return fmt.Errorf("%w: no bets from a last round", ErrNothing)
	}
	if cur == g.Last(p) {
		return nil
	}
	if err := g.Rebet(p); err != nil {
		return err
	}
	b.remember(cur)
	return nil
}

// deal deals the next round from the shoe seed.
func (b *betting) deal(seed cards.Seed) error {
	g := b.g
	if g.Phase() == table.Deciding {
		return ErrCardsOut
	}
	if b.bets()[0] == 0 {
		return fmt.Errorf("%w: place an %s first: choose a chip and click its circle", ErrNothing, g.WagerName(0))
	}
	err := g.Deal(seed)
	if err == nil {
		b.history = b.history[:0]
	}
	return err
}

// legal lists the commands that act on the round and would be taken now.
func (b *betting) legal() []command.Command {
	g, p := b.g, b.person
	out := []command.Command{}
	add := func(ns ...command.Name) {
		for _, n := range ns {
			out = append(out, command.Command{Name: n})
		}
	}
	switch g.Phase() {
	case table.Deciding:
		if g.Turn() == p {
			for _, a := range g.Legal(p).Append(nil) {
				if a == table.Fold {
					add(command.Fold)
				} else {
					out = append(out, command.Command{Name: command.Play, Arg: strconv.Itoa(int(a.Multiple()))})
				}
			}
		}
	default:
		add(command.Chip, command.Bet)
		bets := g.Bets(p)
		if bets.Total() > 0 {
			add(command.Unbet, command.Clear, command.Double)
			if len(b.history) > 0 {
				add(command.Undo)
			}
		}
		if bets[0] > 0 {
			add(command.Deal)
		}
		if g.Last(p).Total() > 0 {
			add(command.Rebet, command.RebetDeal)
		}
		if !g.Covers(p) {
			add(command.BuyIn)
		}
	}
	return out
}

// ExactText prints the amounts a wager of exact amounts takes: "1 or 5".
func ExactText(xs []money.Amount) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(" or ")
		}
		b.WriteString(x.String())
	}
	return b.String()
}
