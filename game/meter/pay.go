package meter

import (
	"fmt"

	"felt/game/money"
)

// Pay pays seat to share of meter level as it stands now, and returns the
// amount. Whole ("100% of meter") pays the whole meter and resets it to its
// reset amount, drawn from the reserve and, for what the reserve lacks,
// from the house. A smaller share ("10% of meter": Tenth) pays that share,
// rounded down to the cent, and takes it off the meter.
//
// Several hits in one round are paid by calling Pay once for each, in
// settlement order: each is paid from the meter as the previous one left it,
// so a second 100% hit gets the reset meter (seed 003, Appendix A).
func (s *System) Pay(level int, share PPM, to Source) (money.Amount, error) {
	s.begin()
	if err := s.checkPay(level, share); err != nil {
		return 0, err
	}
	if !to.valid() {
		return 0, fmt.Errorf("%w: %v", ErrSource, to)
	}
	return s.pay(level, share, to, s.st.now), nil
}

// PaySplit pays share of meter level once, split equally among the seats
// in to (in settlement order), and appends each seat's part to dst. It is
// the Five Card Hand Bonus rule for a dealer's hand: the jackpot "will be
// divided equally among the number of players who wagered on the dealer's
// hand" (seed 000 §11(f)(2)). The parts add up to the pay exactly: when it
// does not divide evenly, the odd cents go one each to the first seats in
// settlement order. Each part is recorded as a hit of its seat (an event
// and a line of the history); a Whole share resets the meter once, after
// all of them.
func (s *System) PaySplit(dst []money.Amount, level int, share PPM, to []Source) ([]money.Amount, error) {
	s.begin()
	if err := s.checkPay(level, share); err != nil {
		return dst, err
	}
	if len(to) < 1 || len(to) > maxSplit {
		return dst, fmt.Errorf("%w: %d winners to split among", ErrSource, len(to))
	}
	for i, src := range to {
		if !src.valid() {
			return dst, fmt.Errorf("%w: %v", ErrSource, src)
		}
		for _, prev := range to[:i] {
			if prev == src {
				return dst, fmt.Errorf("%w: %v twice", ErrSource, src)
			}
		}
	}
	ls := &s.st.lv[level]
	total := sharePPM(ls.meter, share)
	n := money.Amount(len(to))
	each, odd := total/n, total%n
	at := s.st.now
	for i, src := range to {
		part := each
		if money.Amount(i) < odd {
			part++
		}
		s.take(level, share, part, src, at)
		dst = append(dst, part)
	}
	if share == Whole {
		s.reset(level, at)
	}
	return dst, nil
}

// checkPay validates a level and a share, and that a reset fits.
func (s *System) checkPay(level int, share PPM) error {
	if level < 0 || level >= s.p.n {
		return fmt.Errorf("%w: %d of %d", ErrLevel, level, s.p.n)
	}
	if share <= 0 || share > Whole {
		return fmt.Errorf("%w: %v", ErrShare, share)
	}
	return s.room(0, 1)
}

// pay pays share of level to a winner and resets the meter after a 100%
// hit.
func (s *System) pay(level int, share PPM, to Source, at Time) money.Amount {
	amount := sharePPM(s.st.lv[level].meter, share)
	s.take(level, share, amount, to, at)
	if share == Whole {
		s.reset(level, at)
	}
	return amount
}

// take pays amount off meter level to a winner, and records the hit.
func (s *System) take(level int, share PPM, amount money.Amount, to Source, at Time) {
	ls := &s.st.lv[level]
	ls.meter -= amount
	ls.paid += amount
	ls.hits++
	kind := HitElsewhere
	if to.Ours() {
		ls.paidOurs += amount
		kind = HitOurs
	}
	s.st.hist.add(Hit{Level: level, Share: share, Amount: amount, Source: to, Time: at})
	s.emit(Event{Kind: kind, Level: level, Amount: amount, Meter: ls.meter, Share: share, Source: to, Time: at})
}

// reset puts meter level back at its reset amount after a 100% hit, from
// the reserve first and from the house for the rest.
func (s *System) reset(level int, at Time) {
	lp, ls := &s.p.lv[level], &s.st.lv[level]
	fromReserve := min(ls.reserve, lp.reset)
	ls.reserve -= fromReserve
	ls.seeded += lp.reset - fromReserve
	ls.meter += lp.reset
	s.emit(Event{Kind: Reset, Level: level, Amount: lp.reset, Meter: ls.meter, Time: at})
}
