package meter

import (
	"fmt"
	"math/bits"

	"felt/game/money"
)

// Contribute feeds every meter of the system with its share of a
// progressive wager placed at our table by seat from. Any positive wager up
// to MaxWager is accepted: the table enforces its own limits (a system
// scaled for $5 may take $1 wagers too, as Bonus Spin Xtreme does).
func (s *System) Contribute(wager money.Amount, from Source) error {
	s.begin()
	if wager < 1 || wager > MaxWager {
		return fmt.Errorf("%w: %v", ErrWager, wager)
	}
	if !from.valid() {
		return fmt.Errorf("%w: %v", ErrSource, from)
	}
	if err := s.room(wager, 0); err != nil {
		return err
	}
	s.st.wageredOurs += wager
	s.place(wager, from, s.st.now)
	return nil
}

// place feeds total cents of wagers from one source to every level and
// reports each meter that moved.
func (s *System) place(total money.Amount, from Source, at Time) {
	s.st.wagered += total
	for i := range s.p.n {
		if added := s.feed(i, total); added > 0 {
			s.emit(Event{Kind: Contribution, Level: i, Amount: added, Meter: s.st.lv[i].meter, Source: from, Time: at})
		}
	}
}

// feed adds level i's shares of total cents of wagers to its meter and its
// reserve, carrying fractions of a cent, and returns what the meter got.
// Above the ceiling, the meter's share goes to the reserve.
func (s *System) feed(i int, total money.Amount) money.Amount {
	lp, ls := &s.p.lv[i], &s.st.lv[i]
	dm, cm := mulPPM(total, lp.rate, ls.carryM)
	dr, cr := mulPPM(total, lp.reserve, ls.carryR)
	ls.carryM, ls.carryR = cm, cr
	ls.contributed += dm + dr
	if lp.ceiling > 0 && ls.meter+dm > lp.ceiling {
		over := min(dm, ls.meter+dm-lp.ceiling)
		dm -= over
		dr += over
	}
	ls.meter += dm
	ls.reserve += dr
	return dm
}

// room checks that wagers of total cents and up to resets resets keep every
// amount and running total within MaxTotal. By the accounting identity each
// amount is at most Contributed + Seeded, which grows by at most the wagers
// plus the resets.
func (s *System) room(total money.Amount, resets int64) error {
	if total > MaxTotal || s.st.wagered > MaxTotal-total {
		return fmt.Errorf("%w: wagers", ErrOverflow)
	}
	for i := range s.p.n {
		ls := &s.st.lv[i]
		grow := total + satMul(resets, int64(s.p.lv[i].reset))
		if grow > MaxTotal || ls.contributed+ls.seeded > MaxTotal-grow {
			return fmt.Errorf("%w: level %d", ErrOverflow, i)
		}
	}
	return nil
}

// satMul returns a×b for a, b ≥ 0, or MaxTotal+1 when that is larger.
func satMul(a, b int64) money.Amount {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi != 0 || lo > uint64(MaxTotal) {
		return MaxTotal + 1
	}
	return money.Amount(lo)
}
