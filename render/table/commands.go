package table

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"felt/game/cards"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/coach"
	"felt/render/command"
	"felt/render/stage"

	"github.com/hajimehoshi/ebiten/v2"
)

// do carries out a command; see Do.
func (s *Scene) do(c command.Command) error {
	switch c.Name {
	case command.Skip:
		if s.animating() {
			s.playback.skip()
		}
		return nil
	case command.Speed, command.FourColour, command.Motion, command.Mute, command.Effects, command.Ambience, command.Mates, command.Hints:
		if err := s.prefs.command(c); err != nil {
			return err
		}
		keeping{s}.settings()
		if c.Name == command.Speed && s.prefs.Speed == anim.Instant && s.animating() {
			s.playback.skip()
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
		s.sign.Forget()
		if err := toggle(&s.help, c.Arg); err != nil {
			return err
		}
		keeping{s}.settings()
		return nil
	case command.Chip:
		return s.bet.choose(c.Arg)
	case command.Seed:
		return seeds{s}.command(c.Arg)
	case command.Here, command.Restore:
		done, err := s.keep.Command(c.Name, s.core)
		if !done {
			return ErrNothing
		}
		return err
	case askScreen:
		s.asker.ask = c.Arg
		return nil
	case betsCmd:
		return s.panel.command(c.Arg)
	case command.Read:
		ear{s}.readAloud()
		return nil
	case command.Hint:
		return s.coach.Hint(s.core, hints{s}.key(), c.Arg)
	case command.Trainer:
		if err := s.coach.Train(c.Arg); err != nil {
			return err
		}
		keeping{s}.settings()
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
	s.playback.skip()
	s.stage.banner.leave(s.stage.Timeline.Now())
	was, wasRound := s.core.Phase(), s.core.Round()
	s.meters.before()
	err := s.round1(c)
	s.meters.after()
	s.playback.play()
	if err == nil {
		// Every step the player takes is kept at once: the bets, the deal, each decision,
		// and the round the last of them settles, whatever the playback is doing.
		_ = s.keep.Save(s.core) // a failure is told by the keeper, and the table plays on
		s.settledNow(was, wasRound)
	}
	return err
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

// round1 carries out a command that acts on the round: a deal or a decision here, the rest
// on the person's bets (betting).
func (s *Scene) round1(c command.Command) error {
	switch c.Name {
	case command.RebetDeal:
		if err := s.bet.rebet(); err != nil {
			return err
		}
		return s.deal()
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
	}
	said, err := s.bet.act(c)
	if said != "" {
		s.stage.say(said)
	}
	return err
}

// deal deals the next round from the session's seed.
func (s *Scene) deal() error { return s.bet.deal(seeds{s}.shoe(s.core.Round())) }

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
		if g, graded, err = s.coach.Judge(s.core, hints{s}.key(), a); err != nil {
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
	case s.core.Turn() != s.person && stage.SeatOK(s.core.Turn()):
		return fmt.Errorf("%w: %s decides first", ErrNotYourTurn, s.narr.Seat(s.core.Turn()))
	}
	return err
}

// ErrNotYourTurn: a decision asked for while another seat decides.
var ErrNotYourTurn = errors.New("not your turn yet")

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
