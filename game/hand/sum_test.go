package hand

import (
	"testing"

	"felt/game/cards"
)

// TestSumsMatch checks FourSum and FiveSum against Four and Five on every
// five-card hand, with the sums built the way an enumeration builds them.
func TestSumsMatch(t *testing.T) {
	e := eval(t)
	bad := 0
	forEachFive(func(h *[5]cards.Card) {
		s := e.CardSum(h[0]).Add(e.CardSum(h[1])).Add(e.CardSum(h[2])).Add(e.CardSum(h[3])).Add(e.CardSum(h[4]))
		if f, v := e.FourSum(s), e.Four(h); f != v {
			if bad++; bad < 10 {
				t.Errorf("%v: FourSum %v, Four %v", h, f, v)
			}
		}
		if f, v := e.FiveSum(s), e.Five(h); f != v {
			if bad++; bad < 10 {
				t.Errorf("%v: FiveSum %v, Five %v", h, f, v)
			}
		}
	})
}
