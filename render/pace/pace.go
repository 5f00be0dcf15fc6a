// Package pace measures how long a round's playback takes, phase by phase: from DEAL to the
// person's first decision, from each decision to the next, from the last decision to the
// round all settled, and each prize wheel's spin. It counts the ticks of the table's own
// clock (render/timeline: an Update is a tick, a sixtieth of a second), not the wall
// clock, so a figure is the same on every machine and every run: the playback time a
// player watches at a speed setting.
package pace

import (
	"errors"
	"fmt"

	gt "felt/game/table"
	"felt/render/anim"
	"felt/render/command"
	"felt/render/stage"
	"felt/render/table"
)

// The limits at normal speed (issue 26): a round without wheels from DEAL to the person's
// decision within 5 s and from the decision to all settled within 10 s, a wheel spin within
// 6 s. A street of Criss Cross Poker, from one decision to the next, is held to the first.
const (
	DecideLimit = 5 * anim.TPS
	SettleLimit = 10 * anim.TPS
	SpinLimit   = 6 * anim.TPS
)

// Recorder is a game's plug that notes each prize wheel's spin as the playback plays it:
// from its WheelSpun event to the event after it, which waits until the wheel has landed
// and its prize has been read. Give it to the table in place of the plug it holds.
type Recorder struct {
	Recorded
	spins  []int
	spunAt int64 // the tick of the spin being played, or -1
}

// Recorded is the plug a Recorder wraps: a game's with moving parts, pieces, words, an
// advisor and the demonstration's bets of its own (both games' plugs), each of which the
// Recorder passes on.
type Recorded interface {
	table.Plug
	stage.Actor
	table.Placing
	table.Words
	table.Advised
	table.Demonstrator
}

// NewRecorder wraps a game's plug.
func NewRecorder(p Recorded) *Recorder { return &Recorder{Recorded: p, spunAt: -1} }

// Event implements stage.Actor: it notes the spins and passes the event on.
func (r *Recorder) Event(s stage.Mover, e gt.Event) (int, bool) {
	if r.spunAt >= 0 {
		r.spins = append(r.spins, int(s.Now()-r.spunAt))
		r.spunAt = -1
	}
	if e.Kind == gt.WheelSpun {
		r.spunAt = s.Now()
	}
	return r.Recorded.Event(s, e)
}

// Phase is one part of a round's playback and its length in ticks.
type Phase struct {
	Name  string
	Ticks int
}

// Round is the playback of one round: its phases in order (the last one, "settle", without
// the wheels' spins) and the spins.
type Round struct {
	Phases []Phase
	Spins  []int
}

// Decide chooses the person's decision when the table waits on it, from the actions the
// core takes.
type Decide func(legal []gt.Action) gt.Action

// PlayOne plays 1x, or folds when that is all there is.
func PlayOne(legal []gt.Action) gt.Action {
	for _, a := range legal {
		if a != gt.Fold && a.Multiple() == 1 {
			return a
		}
	}
	return gt.Fold
}

// ErrStuck is returned when the playback does not settle in a minute and a half of slow
// speed.
var ErrStuck = errors.New("pace: the playback never settled")

// maxTicks bounds a phase's wait for the playback.
const maxTicks = 90 * 2 * anim.TPS

// Play plays a round at s, whose plug is r: the bets (chip and bet commands, with a free
// play first when the person's credits do not cover the table), DEAL, and each decision as
// decide chooses, running the table's clock until the playback has settled before each
// decision and at the end. streets names the phases that end at a decision, in order
// ("deal", then for Criss Cross Poker "down" and "middle").
func Play(s *table.Scene, r *Recorder, bets []command.Command, decide Decide, streets []string) (Round, error) {
	var rd Round
	if err := settle(s); err != nil {
		return rd, err
	}
	core := s.Core()
	p := s.Person()
	if !core.Covers(p) {
		if msg := s.Hook().Act("buyin", ""); msg != "" {
			return rd, fmt.Errorf("pace: free play: %s", msg)
		}
	}
	for _, c := range bets {
		if msg := s.Hook().Act(string(c.Name), c.Arg); msg != "" {
			return rd, fmt.Errorf("pace: %s %s: %s", c.Name, c.Arg, msg)
		}
	}
	if msg := s.Hook().Act("deal", ""); msg != "" {
		return rd, fmt.Errorf("pace: deal: %s", msg)
	}
	r.spins, r.spunAt = r.spins[:0], -1
	for i := 0; ; i++ {
		n, err := run(s)
		if err != nil {
			return rd, err
		}
		if core.Phase() != gt.Deciding {
			spun := 0
			for _, k := range r.spins {
				spun += k
			}
			rd.Phases = append(rd.Phases, Phase{"settle", n - spun})
			rd.Spins = append(rd.Spins, r.spins...)
			return rd, nil
		}
		if core.Turn() != p {
			return rd, fmt.Errorf("pace: the round waits on seat %d, not the person's", core.Turn())
		}
		name := fmt.Sprintf("decision %d", i+1)
		if i < len(streets) {
			name = streets[i]
		}
		rd.Phases = append(rd.Phases, Phase{name, n})
		a := decide(core.Legal(p).Append(nil))
		verb, arg := "fold", ""
		if a != gt.Fold {
			verb, arg = "play", fmt.Sprint(a.Multiple())
		}
		if msg := s.Hook().Act(verb, arg); msg != "" {
			return rd, fmt.Errorf("pace: %s %s: %s", verb, arg, msg)
		}
	}
}

// run ticks the table until its playback has settled and returns the ticks it took.
func run(s *table.Scene) (int, error) {
	for n := 1; n <= maxTicks; n++ {
		if err := s.Update(); err != nil {
			return n, err
		}
		if !s.Hook().Animating() {
			return n, nil
		}
	}
	return maxTicks, ErrStuck
}

// settle lets what is still playing from before end.
func settle(s *table.Scene) error {
	_, err := run(s)
	return err
}
