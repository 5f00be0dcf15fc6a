package crazy4

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/command"
)

// do carries out a command; see Do.
func (s *Scene) do(c command.Command) error {
	switch c.Name {
	case command.Skip:
		if s.animating() {
			s.skip()
		}
		return nil
	case command.Speed:
		if c.Arg == "" {
			s.speed = s.speed.Next()
		} else {
			sp, err := anim.ParseSpeed(strings.ToLower(c.Arg))
			if err != nil {
				return err
			}
			s.speed = sp
		}
		if s.speed == anim.Instant && s.animating() {
			s.skip()
		}
		s.settingsChanged()
		return nil
	case command.FourColour:
		return s.toggle(&s.fourColour, c.Arg)
	case command.Motion:
		return s.toggle(&s.reduced, c.Arg)
	case command.Mute:
		return s.toggle(&s.muted, c.Arg)
	case command.Help:
		// The sign is painted afresh each time it opens: it prints the return at the meter.
		s.helpSign.forget()
		return s.toggle(&s.help, c.Arg)
	case command.Chip:
		return s.choose(c.Arg)
	case command.Seed:
		n, err := strconv.ParseUint(c.Arg, 10, 64)
		if err != nil || n == 0 {
			return fmt.Errorf("%w: seed %q (want a positive number)", command.ErrArg, c.Arg)
		}
		s.seed = n
		return nil
	}

	// The rest change the round: finish what is being shown first.
	if s.person == crazy4.NoPerson {
		return ErrNoSeat
	}
	s.skip()
	pre := s.beforeCore()
	err := s.round1(c)
	s.afterCore(pre)
	s.play()
	if err == nil {
		s.dirty = true
	}
	return err
}

// toggle sets an on/off setting from a command's argument.
func (s *Scene) toggle(b *bool, arg string) error {
	v, err := command.Switch(arg, *b)
	if err != nil {
		return err
	}
	*b = v
	s.settingsChanged()
	return nil
}

// choose picks the chip to bet with.
func (s *Scene) choose(arg string) error {
	a, err := parseAmount(arg)
	if err != nil {
		return err
	}
	for _, c := range s.chips {
		if c == a {
			s.chip = a
			return nil
		}
	}
	return fmt.Errorf("%w: %s (the rack has %s)", ErrNoChip, arg, s.rackText())
}

func (s *Scene) rackText() string {
	var b strings.Builder
	for i, c := range s.chips {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// parseAmount reads a number of whole credits.
func parseAmount(s string) (money.Amount, error) {
	n, err := strconv.ParseInt(strings.ReplaceAll(strings.TrimSpace(s), ",", ""), 10, 64)
	if err != nil || n <= 0 || n > 1_000_000_000 {
		return 0, fmt.Errorf("%w: %q is not a number of credits", command.ErrArg, s)
	}
	return money.Credits(n), nil
}

// spotNames are the names the bet and unbet commands take for the circles.
var spotNames = map[string]table.Wager{
	"ante": crazy4.Ante, "superbonus": crazy4.SuperBonus, "super": crazy4.SuperBonus,
	"queens": crazy4.QueensUp, "queensup": crazy4.QueensUp, "progressive": crazy4.Progressive,
	"handbonus": crazy4.HandBonus, "fivecard": crazy4.HandBonus, "dealerbonus": crazy4.DealerBonus,
	"badbeat": crazy4.BadBeat, "sixcard": crazy4.SixCard, "coverall": crazy4.CoverAll, "play": crazy4.Play,
}

// spotKey is the name of a circle in commands and in the hook's state.
var spotKey = [crazy4.NumWagers]string{
	crazy4.Ante: "ante", crazy4.SuperBonus: "superBonus", crazy4.Play: "play", crazy4.QueensUp: "queensUp",
	crazy4.Progressive: "progressive", crazy4.HandBonus: "handBonus", crazy4.DealerBonus: "dealerBonus",
	crazy4.BadBeat: "badBeat", crazy4.SixCard: "sixCard", crazy4.CoverAll: "coverAll",
}

func parseSpot(arg string) (table.Wager, error) {
	k := strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "").Replace(arg))
	if w, ok := spotNames[k]; ok {
		return w, nil
	}
	return 0, fmt.Errorf("%w: %q (want ante, queens, progressive, sixcard, ...)", ErrNoSpot, arg)
}

// round1 carries out a command that acts on the round.
func (s *Scene) round1(c command.Command) error {
	p := s.person
	switch c.Name {
	case command.Bet, command.Unbet:
		w, err := parseSpot(c.Arg)
		if err != nil {
			return err
		}
		if !s.core.Offered(w) {
			return fmt.Errorf("%w: %s", table.ErrNotOffered, crazy4.WagerName(w))
		}
		if w == crazy4.Play {
			return crazy4.ErrPlayWager
		}
		return s.chipOn(w, c.Name == command.Unbet)
	case command.Undo:
		if len(s.history) == 0 {
			return fmt.Errorf("%w: no bet to undo", ErrNothing)
		}
		prev := s.history[len(s.history)-1]
		if err := s.setBets(prev); err != nil {
			return err
		}
		s.history = s.history[:len(s.history)-1]
		return nil
	case command.Clear:
		if s.core.Phase() == crazy4.Deciding {
			return crazy4.ErrNoMoreBets
		}
		cur := s.core.Bets(p)
		if cur.Total() == 0 {
			return fmt.Errorf("%w: no bets on the table", ErrNothing)
		}
		if err := s.core.Clear(p); err != nil {
			return err
		}
		s.history = append(s.history, cur)
		return nil
	case command.Rebet:
		return s.rebet()
	case command.RebetDeal:
		if err := s.rebet(); err != nil {
			return err
		}
		return s.deal()
	case command.Double:
		cur := s.core.Bets(p)
		if cur.Total() == 0 {
			return fmt.Errorf("%w: no bets to double", ErrNothing)
		}
		next := cur
		for w := range next {
			next[w] *= 2
		}
		return s.change(cur, next)
	case command.Deal:
		return s.deal()
	case command.Fold:
		return s.core.Decide(p, table.Fold)
	case command.Play:
		n := 1
		if c.Arg != "" {
			var err error
			if n, err = strconv.Atoi(strings.TrimSuffix(strings.ToLower(c.Arg), "x")); err != nil || n < 1 || n > 3 {
				return fmt.Errorf("%w: play %q (want 1, 2 or 3)", command.ErrArg, c.Arg)
			}
		}
		return s.core.Decide(p, table.Bet1x+table.Action(n-1))
	case command.BuyIn:
		return s.core.BuyIn(p)
	}
	return fmt.Errorf("%w: %s", command.ErrUnknown, c.Name)
}

// chipOn puts the chosen chip on a circle, or takes the last chip back from it. The Ante
// carries the equal Super Bonus with it, and the Queens Up carries a 6 Card Bonus, which
// must equal it; a chip on the 6 Card Bonus matches it to the Queens Up.
func (s *Scene) chipOn(w table.Wager, take bool) error {
	cur := s.core.Bets(s.person)
	if s.core.Phase() == crazy4.Done {
		cur = table.Bets{}
	}
	next := cur
	if w == crazy4.SuperBonus {
		w = crazy4.Ante
	}
	step := s.chip
	switch {
	case w == crazy4.SixCard:
		if take {
			next[w] = 0
		} else if next[crazy4.QueensUp] == 0 {
			return crazy4.ErrSixCard
		} else {
			next[w] = next[crazy4.QueensUp]
		}
	case s.core.Limit(w).Exact != nil:
		// A wager of one exact amount: on or off.
		if take {
			next[w] = 0
		} else {
			next[w] = s.core.Limit(w).Min
		}
	case take:
		if next[w] == 0 {
			return fmt.Errorf("%w: no chips on %s", ErrNothing, crazy4.WagerName(w))
		}
		next[w] = max(0, next[w]-step)
	default:
		next[w] += step
		// A first chip below the table minimum is raised to it, as a dealer would ask.
		if l := s.core.Limit(w); cur[w] == 0 && next[w] < l.Min {
			next[w] = l.Min
		}
	}
	if w == crazy4.Ante {
		next[crazy4.SuperBonus] = next[crazy4.Ante]
		if next[crazy4.Ante] == 0 {
			next = table.Bets{} // side bets go with the Ante
		}
	}
	if w == crazy4.QueensUp && next[crazy4.SixCard] != 0 {
		next[crazy4.SixCard] = next[crazy4.QueensUp]
	}
	if next == cur {
		return fmt.Errorf("%w: %s is already at that amount", ErrNothing, crazy4.WagerName(w))
	}
	return s.change(cur, next)
}

// change moves the person's bets from cur to next as one action, and remembers cur for
// Undo.
func (s *Scene) change(cur, next table.Bets) error {
	if err := s.setBets(next); err != nil {
		return err
	}
	s.history = append(s.history, cur)
	if len(s.history) > 60 {
		s.history = append(s.history[:0], s.history[1:]...)
	}
	return nil
}

// setBets sets all of the person's bets, all or none. The core takes one wager at a time
// and checks each against the others, so the wagers that others depend on are lowered last
// and raised first; if the core refuses one, the earlier ones are put back.
func (s *Scene) setBets(next table.Bets) error {
	p := s.person
	cur := s.core.Bets(p)
	if s.core.Phase() == crazy4.Done {
		cur = table.Bets{}
	}
	if err := s.stepBets(cur, next); err != nil {
		if s.core.Phase() != crazy4.Deciding {
			_ = s.stepBets(s.core.Bets(p), cur)
		}
		return err
	}
	return nil
}

// betOrder is the order wagers are raised in: the Ante first (side bets need it), the Queens
// Up before the 6 Card Bonus (which must equal it). They are lowered in the reverse order.
var betOrder = [...]table.Wager{crazy4.Ante, crazy4.QueensUp, crazy4.Progressive, crazy4.HandBonus,
	crazy4.DealerBonus, crazy4.BadBeat, crazy4.CoverAll, crazy4.SixCard}

func (s *Scene) stepBets(cur, next table.Bets) error {
	p := s.person
	// The 6 Card Bonus comes off first whenever the Queens Up changes under it.
	if cur[crazy4.SixCard] != 0 && (next[crazy4.SixCard] != cur[crazy4.SixCard] || next[crazy4.QueensUp] != cur[crazy4.QueensUp]) {
		if err := s.core.Bet(p, crazy4.SixCard, 0); err != nil {
			return err
		}
		cur[crazy4.SixCard] = 0
	}
	for i := len(betOrder) - 1; i >= 0; i-- {
		w := betOrder[i]
		if next[w] < cur[w] {
			if err := s.core.Bet(p, w, next[w]); err != nil {
				return err
			}
		}
	}
	now := s.core.Bets(p)
	if s.core.Phase() == crazy4.Done {
		now = table.Bets{}
	}
	for _, w := range betOrder {
		if next[w] != now[w] {
			if err := s.core.Bet(p, w, next[w]); err != nil {
				return err
			}
		}
	}
	return nil
}

// rebet places the last round's bets again.
func (s *Scene) rebet() error {
	p := s.person
	cur := s.core.Bets(p)
	if s.core.Phase() == crazy4.Done {
		cur = table.Bets{}
	}
	if s.core.Last(p).Total() == 0 {
		return fmt.Errorf("%w: no bets from a last round", ErrNothing)
	}
	if cur == s.core.Last(p) {
		return nil
	}
	if err := s.core.Rebet(p); err != nil {
		return err
	}
	s.history = append(s.history, cur)
	return nil
}

// deal deals the next round from the session's seed.
func (s *Scene) deal() error {
	p := s.person
	if s.core.Phase() == crazy4.Deciding {
		return fmt.Errorf("%w: the cards are already out", crazy4.ErrPhase)
	}
	bets := s.core.Bets(p)
	if s.core.Phase() == crazy4.Done || bets[crazy4.Ante] == 0 {
		return errors.New("place an Ante first: choose a chip and click the ANTE circle")
	}
	round := s.core.Round()
	err := s.core.Deal(roundSeed(s.seed, round))
	if err == nil {
		s.history = s.history[:0]
	}
	return err
}

// roundSeed derives a round's shoe from the session's seed and the round's number
// (SplitMix64), so that the same seed deals the same session.
func roundSeed(seed, round uint64) cards.Seed {
	z := seed + round*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return cards.Seed(z ^ z>>31)
}
