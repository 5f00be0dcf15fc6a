package table

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/coach"
	"felt/render/command"

	"github.com/hajimehoshi/ebiten/v2"
)

// do carries out a command; see Do.
func (s *Scene) do(c command.Command) error {
	switch c.Name {
	case command.Skip:
		if s.animating() {
			s.skip()
		}
		return nil
	case command.Speed, command.FourColour, command.Motion, command.Mute, command.Effects, command.Ambience, command.Mates, command.Hints:
		if err := s.prefs.command(c); err != nil {
			return err
		}
		s.settingsChanged()
		if c.Name == command.Speed && s.prefs.speed == anim.Instant && s.animating() {
			s.skip()
		}
		return nil
	case command.Reminder:
		return s.reminderCommand(c.Arg)
	case command.Help:
		if s.small && !s.help && c.Arg != "off" {
			// On a small screen the sign over the table would be set too small to read:
			// the app opens it as a page of its own (render/help's Pays).
			s.asker.ask = "pays"
			return nil
		}
		// The sign is painted afresh each time it opens: it prints the return at the meter.
		s.sign.forget()
		if err := toggle(&s.help, c.Arg); err != nil {
			return err
		}
		s.settingsChanged()
		return nil
	case command.Chip:
		return s.choose(c.Arg)
	case command.Seed:
		return s.seedCommand(c.Arg)
	case command.Here, command.Restore:
		return s.keepCommand(c)
	case askScreen:
		s.asker.ask = c.Arg
		return nil
	case command.Read:
		s.readAloud()
		return nil
	case command.Hint:
		return s.hint(c.Arg)
	case command.Trainer:
		if err := s.coach.Train(c.Arg); err != nil {
			return err
		}
		s.settingsChanged()
		return nil
	}

	// The rest change the round: finish what is being shown first.
	if s.opts.Log != nil {
		return ErrReplay
	}
	if s.person < 0 {
		return ErrNoSeat
	}
	if err := s.keep.MayAct(); err != nil {
		return err
	}
	s.skip()
	s.banner.leave(s.tl.Now())
	was, wasRound := s.core.Phase(), s.core.Round()
	s.meters.before()
	err := s.round1(c)
	s.meters.after()
	s.play()
	if err == nil {
		// Every step the player takes is kept at once: the bets, the deal, each decision,
		// and the round the last of them settles, whatever the playback is doing.
		s.keepTable()
		s.settledNow(was, wasRound)
	}
	return err
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
		return 0, fmt.Errorf("%w: %.24q is not a number of credits", command.ErrArg, s)
	}
	return money.Credits(n), nil
}

// spotName returns a circle's name for the hook, or "" when a person cannot reach it.
func (s *Scene) spotName(w table.Wager) string {
	for _, sp := range s.plug.Spots() {
		if sp.Wager == w {
			return sp.Name
		}
	}
	return ""
}

// reachable reports whether a person can bet on a wager: the table offers it and the game
// names its circle.
func (s *Scene) reachable(w table.Wager) bool {
	return s.core.Offered(w) && s.spotName(w) != ""
}

// squash reads a name without regard to case, spaces, dashes and underscores.
func squash(name string) string {
	return strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "").Replace(name))
}

// parseSpot reads a circle's name.
func (s *Scene) parseSpot(arg string) (table.Wager, error) {
	a := squash(arg)
	var names []string
	for _, sp := range s.plug.Spots() {
		if squash(sp.Name) == a {
			return sp.Wager, nil
		}
		for _, al := range sp.Aliases {
			if squash(al) == a {
				return sp.Wager, nil
			}
		}
		if s.core.Offered(sp.Wager) {
			names = append(names, sp.Name)
		}
	}
	if len(a) > 40 {
		a = a[:40] + "…"
	}
	return 0, fmt.Errorf("%w: %.24q (want %s)", ErrNoSpot, a, strings.Join(names, ", "))
}

// makeKeys adds the game's circles to the shared keys.
func (s *Scene) makeKeys() {
	s.keys = keys()
	for _, sp := range s.plug.Spots() {
		if sp.Key != NoKey {
			s.keys[sp.Key] = command.Command{Name: command.Bet, Arg: sp.Name}
		}
	}
}

// betsNow returns the person's bets as the betting rules see them.
func (s *Scene) betsNow() table.Bets { return s.core.Bets(s.person) }

// round1 carries out a command that acts on the round.
func (s *Scene) round1(c command.Command) error {
	p := s.person
	switch c.Name {
	case command.Bet, command.Unbet:
		w, err := s.parseSpot(c.Arg)
		if err != nil {
			return err
		}
		if !s.core.Offered(w) {
			return fmt.Errorf("%w: %s", table.ErrNotOffered, s.core.WagerName(w))
		}
		cur := s.betsNow()
		if c.Name == command.Unbet {
			err = s.core.Take(p, w, s.chip)
		} else {
			err = s.core.Place(p, w, s.chip)
		}
		if err == nil {
			s.remember(cur)
			// The message names the circle in readable type (its printed name is small
			// on a phone) and what it holds now.
			s.say(s.core.WagerName(w) + " " + s.betsNow()[w].String())
		}
		return err
	case command.Undo:
		if len(s.history) == 0 {
			return fmt.Errorf("%w: no bet to undo", ErrNothing)
		}
		prev := s.history[len(s.history)-1]
		if err := s.core.SetBets(p, prev); err != nil {
			return err
		}
		s.history = s.history[:len(s.history)-1]
		return nil
	case command.Clear:
		cur := s.betsNow()
		if s.core.Phase() != table.Deciding && cur.Total() == 0 {
			return fmt.Errorf("%w: no bets on the table", ErrNothing)
		}
		if err := s.core.Clear(p); err != nil {
			return err
		}
		s.remember(cur)
		return nil
	case command.Rebet:
		return s.rebet()
	case command.RebetDeal:
		if err := s.rebet(); err != nil {
			return err
		}
		return s.deal()
	case command.Double:
		cur := s.betsNow()
		if err := s.core.Double(p); err != nil {
			if errors.Is(err, table.ErrNoChange) && cur.Total() > 0 {
				return fmt.Errorf("%w: %s", ErrNothing, s.leftWords(cur, cur, "nothing doubles"))
			}
			return err
		}
		s.remember(cur)
		if left := s.leftWords(cur, s.betsNow(), "doubled"); left != "doubled" {
			s.say(strings.ToUpper(left[:1]) + left[1:] + ".")
		}
		return nil
	case command.Deal:
		return s.deal()
	case command.Fold:
		return s.decide(table.Fold)
	case command.Play:
		n := 1
		if c.Arg != "" {
			var err error
			if n, err = strconv.Atoi(strings.TrimSuffix(strings.ToLower(c.Arg), "x")); err != nil || n < 1 || n > 3 {
				return fmt.Errorf("%w: play %.24q (want 1, 2 or 3)", command.ErrArg, c.Arg)
			}
		}
		return s.decide(table.Bet1x + table.Action(n-1))
	case command.BuyIn:
		return s.core.BuyIn(p)
	}
	return fmt.Errorf("%w: %s", command.ErrUnknown, c.Name)
}

// ErrNoDecision: a decision asked for when none is awaited.
var ErrNoDecision = coach.ErrNoDecision

// decide makes the person's decision. A refusal says what the player can do now: bet and
// deal when no round is being decided, wait when another seat decides; the core's own
// reason otherwise (a multiple the hand does not allow).
func (s *Scene) decide(a table.Action) error {
	var g coach.Graded
	graded := false
	if !s.demo {
		// The demonstration's decisions are not the person's: they are not graded.
		var err error
		if g, graded, err = s.coach.Judge(s.core, s.adviceKey(), a); err != nil {
			return err
		}
	}
	err := s.core.Decide(s.person, a)
	switch {
	case err == nil:
		if graded {
			s.coach.Graded(g)
		}
	case s.core.Phase() != table.Deciding:
		return ErrNoDecision
	case s.core.Turn() != s.person && seatOK(s.core.Turn()):
		return fmt.Errorf("%w: %s decides first", ErrNotYourTurn, s.narr.Seat(s.core.Turn()))
	}
	return err
}

// ErrNotYourTurn: a decision asked for while another seat decides.
var ErrNotYourTurn = errors.New("not your turn yet")

// leftWords says what a double left as it was, after head: "doubled; left as they were:
// Progressive 1 (it takes only 1), Ante 300 (its maximum is 500)". The core decided what
// doubles; this only reads the wagers before and after, and names the limits.
func (s *Scene) leftWords(before, after table.Bets, head string) string {
	var parts []string
	for _, w := range s.plug.PayOrder() {
		if before[w] == 0 || after[w] != before[w] {
			continue
		}
		l := s.core.Limit(w)
		why := "its maximum is " + l.Max.String()
		if len(l.Exact) > 0 {
			why = "it takes only " + ExactText(l.Exact)
		}
		parts = append(parts, s.plug.Title(w)+" "+before[w].String()+" ("+why+")")
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
func (s *Scene) remember(cur table.Bets) {
	s.history = append(s.history, cur)
	if len(s.history) > 60 {
		s.history = append(s.history[:0], s.history[1:]...)
	}
}

// rebet places the last round's bets again.
func (s *Scene) rebet() error {
	p := s.person
	cur := s.betsNow()
	if s.core.Last(p).Total() == 0 {
		return fmt.Errorf("%w: no bets from a last round", ErrNothing)
	}
	if cur == s.core.Last(p) {
		return nil
	}
	if err := s.core.Rebet(p); err != nil {
		return err
	}
	s.remember(cur)
	return nil
}

// deal deals the next round from the session's seed.
func (s *Scene) deal() error {
	if s.core.Phase() == table.Deciding {
		return ErrCardsOut
	}
	if s.betsNow()[0] == 0 {
		return fmt.Errorf("%w: place an %s first: choose a chip and click its circle", ErrNothing, s.core.WagerName(0))
	}
	err := s.core.Deal(s.shoe(s.core.Round()))
	if err == nil {
		s.history = s.history[:0]
	}
	return err
}

// RoundSeed derives a round's shoe from the session's seed and the round's number
// (SplitMix64), so that the same seed deals the same session.
func RoundSeed(seed, round uint64) cards.Seed {
	z := seed + round*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return cards.Seed(z ^ z>>31)
}

// keyMap is the keyboard's commands of a table.
type keyMap = map[ebiten.Key]command.Command
