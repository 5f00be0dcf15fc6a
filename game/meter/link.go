package meter

import (
	"fmt"

	"felt/game/money"
)

// Advance lets ticks of game time pass (call it with 1 from each ebiten
// Update). Meanwhile the linked tables place their wagers, at the rate the
// configuration's Link sets, and now and then one of them hits. It does not
// allocate in steady state.
func (s *System) Advance(ticks int64) error {
	s.begin()
	if ticks < 0 || ticks > MaxTicks {
		return fmt.Errorf("%w: %d", ErrTicks, ticks)
	}
	acc := s.st.acc + ticks*s.p.perTick // ≤ 2^40 × 6×10^5: no overflow
	n := acc / ticksPerMinute
	if n > 0 {
		if err := s.room(satMul(n, int64(s.p.unit)), n); err != nil {
			return err
		}
	}
	c := wagerClock{acc0: s.st.acc, perTick: s.p.perTick, at: s.st.now}
	s.st.acc = acc % ticksPerMinute
	s.linked(n, c)
	s.st.now.Tick += ticks
	return nil
}

// EndRound ends the round in progress. The linked tables place the wagers
// they make during one of our rounds (Link.PerRound), stamped with the
// round that ends; then the next round begins.
func (s *System) EndRound() error {
	s.begin()
	n := s.p.perRound
	if err := s.room(satMul(n, int64(s.p.unit)), n); err != nil {
		return err
	}
	s.linked(n, wagerClock{at: s.st.now})
	s.st.now.Round++
	return nil
}

// wagerClock tells when each of a batch of linked wagers is placed.
type wagerClock struct {
	acc0    int64 // the accumulator before the batch, for a tick stream
	perTick int64 // 0: all wagers at once
	at      Time  // the time when the batch starts
}

// time returns when the j-th wager (from 1) of the batch is placed: in a
// tick stream, at the first tick where the accumulator reaches it.
func (c wagerClock) time(j int64) Time {
	t := c.at
	if c.perTick > 0 {
		t.Tick += (j*ticksPerMinute - c.acc0 + c.perTick - 1) / c.perTick
	}
	return t
}

// linked places n wagers from the linked tables, with their hits: the
// wagers up to the next hit go in as one contribution, then the hit is paid
// and the gap to the following one is drawn. The work is proportional to
// the number of hits, not of wagers.
func (s *System) linked(n int64, c wagerClock) {
	for done := int64(0); done < n; {
		k := n - done
		if s.p.weight > 0 && s.st.until <= k {
			k = s.st.until
		}
		done += k
		at := c.time(done)
		s.place(money.Amount(k)*s.p.unit, Linked, at)
		if s.p.weight == 0 {
			continue
		}
		s.st.until -= k
		if s.st.until == 0 {
			s.linkedHit(at)
			s.st.until = geometric(&s.st.rng, s.p.gapC)
		}
	}
}

// linkedHit pays a hit at a linked table: which outcome, by weight, and
// which table, uniformly.
func (s *System) linkedHit(at Time) {
	r := int64(uint64n(&s.st.rng, uint64(s.p.weight)))
	o := s.p.outcomes[len(s.p.outcomes)-1]
	for _, x := range s.p.outcomes {
		if r < x.Weight {
			o = x
			break
		}
		r -= x.Weight
	}
	t := 1 + int(uint64n(&s.st.rng, uint64(max(s.p.tables, 1))))
	s.pay(o.Level, o.Share, Table(t), at)
}
