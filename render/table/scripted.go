package table

import (
	"errors"

	"felt/game/table"
)

// Scripted play (render/attract): attract mode and the presenter's table deal showcase rounds
// (game/showcase) through these, and read whether the playback has caught up with the core. The core stacks the
// shoe (table.Stacker) and plays the round by its rules; the scene plays its events back
// as it plays any round's.

// ErrNoScript is DealScripted's error at a core that takes no stack.
var ErrNoScript = errors.New("this table does not deal scripted rounds")

// CaughtUp reports whether the table has played back all the core has reported: nothing
// waits to be shown (a message may still fade).
func (d Demo) CaughtUp() bool {
	s := d.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return !s.animating()
}

// DealScripted sets the person's wagers to bets, has the core stack the round's shoe with
// st and deals it. The core refuses wagers or a stack it does not take, and then nothing is
// dealt.
func (d Demo) DealScripted(bets table.Bets, st *table.Stack) error {
	s := d.s
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.core.(table.Stacker)
	if !ok {
		return ErrNoScript
	}
	if s.person < 0 {
		return ErrNoSeat
	}
	if s.animating() {
		return ErrBusy
	}
	if !s.core.Covers(s.person) {
		if err := s.core.BuyIn(s.person); err != nil {
			return err
		}
	}
	if err := s.core.SetBets(s.person, bets); err != nil {
		return err
	}
	if err := k.SetStack(st); err != nil {
		return err
	}
	if err := s.deal(); err != nil {
		_ = k.SetStack(nil)
		return err
	}
	return nil
}

// Stacked is the showcase of the round on the table (being dealt, played or its result on
// show), "" for a round dealt from its seed alone.
func (d Demo) Stacked() string {
	s := d.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if k, ok := s.core.(table.Stacker); ok && s.core.Phase() != table.Betting {
		return k.Stacked()
	}
	return ""
}

// Hold has the self-playing demonstration wait ticks before its next step.
func (d Demo) Hold(ticks int) {
	s := d.s
	s.mu.Lock()
	defer s.mu.Unlock()
	s.demoWait = max(s.demoWait, ticks)
}
