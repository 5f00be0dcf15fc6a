package hand

import (
	"testing"

	"felt/game/cards"
)

// Each list runs from lower to higher: every hand must beat the one before.
func TestFourOrdering(t *testing.T) {
	e := eval(t)
	ladder := []string{
		"2c 3d 4h 6s 7c", // 7-6-4-3 (the 2 is dropped)
		"2c 3d 5h 6s 8c", // 8-6-5-3
		"Kc 9d 8h 6s 2c", // king high, 9-8-6
		"Kc Qd 8h 4s 2c", // K-Q-8-4: the simple strategy's line
		"Kc Qd 9h 4s 2c", // K-Q-9-4
		"Ac 3d 5h 7s 9c", // ace high
		"2c 2d 3h 4s 6c", // pair of twos, 6-4 kickers
		"2c 2d 3h 5s 6c", // pair of twos, 6-5 kickers
		"3c 3d 4h 5s 7c", // pair of threes
		"9c 9d Ah 2s 4c", // pair of nines, A-4
		"Tc Td 3h 2s 5c", // pair of tens beats pair of nines with an ace
		"Ac Ad Kh Qs 9c", // pair of aces
		"3c 3d 2h 2s 9c", // two pair, threes and twos
		"Ac Ad 2h 2s 9c", // two pair, aces and twos
		"Ac Ad Kh Ks 9c", // aces and kings
		"Ac 2d 3h 4s 9c", // A-2-3-4: the lowest straight
		"2c 3d 4h 5s 9c", // 5-4-3-2
		"Jc Qd Kh As 2c", // A-K-Q-J
		"2h 3h 4h 6h 8c", // flush, 6 high
		"2h 3h 4h 7h 8c", // flush, 7 high
		"Ah Kh Qh 9h 2c", // flush, ace high
		"2c 2d 2h 4s 5c", // three twos
		"Ac Ad Ah 4s 5c", // three aces
		"Ah 2h 3h 4h 9c", // straight flush A-2-3-4
		"2h 3h 4h 5h 9c", // straight flush 5 high
		"Ah Kh Qh Jh 9c", // straight flush ace high
		"2c 2d 2h 2s 5c", // four twos
		"Kc Kd Kh Ks Ac", // four kings
		"Ac Ad Ah As Kc", // four aces
	}
	climbs(t, ladder, e.Four)
}

// climbs checks that each hand of the ladder beats the one before it, by
// value.
func climbs[V Four | Five](t *testing.T, ladder []string, value func(*[5]cards.Card) V) {
	t.Helper()
	var prev V
	for i, s := range ladder {
		v := value(five(t, s))
		if i > 0 && v <= prev {
			t.Errorf("%s (%v) does not beat %s (%v)", s, v, ladder[i-1], prev)
		}
		prev = v
	}
}

func TestFourTiesAndNoWrap(t *testing.T) {
	e := eval(t)
	same := [][2]string{
		{"Ac Kd 9h 4s 2c", "As Kh 9d 4c 3s"}, // the fifth card plays no part
		{"Jc Qd Kh As 2c", "Js Qh Kd Ac 3c"},
		{"2h 3h 4h 5h 9c", "2s 3s 4s 5s Tc"},
	}
	for _, p := range same {
		if a, b := e.Four(five(t, p[0])), e.Four(five(t, p[1])); a != b {
			t.Errorf("%s (%v) and %s (%v) should tie", p[0], a, p[1], b)
		}
	}
	// K-A-2-3 is not a straight.
	if v := e.Four(five(t, "Kc Ad 2h 3s 8c")); v.Category() != HighCard4 {
		t.Errorf("K-A-2-3 ranked as %v", v)
	}
	// The 000 §5(c) literal reading would let 9-9-A-2 beat T-T-3-2; we use poker order.
	if a, b := e.Four(five(t, "9c 9d Ah 2s 3c")), e.Four(five(t, "Tc Td 3h 2s 4c")); a >= b {
		t.Errorf("pair of nines with an ace beats pair of tens")
	}
	// Trips beat a flush that is also possible with the same cards.
	if v := e.Four(five(t, "5h 5d 5c 2h 9h")); v.Category() != Trips4 {
		t.Errorf("trips vs flush: %v", v)
	}
	// Five suited cards: the best four may be a straight flush.
	if v := e.Four(five(t, "9s Ts Js Qs 2s")); v.Category() != StraightFlush4 || v.Rank(0) != cards.Queen {
		t.Errorf("five spades: %v", v)
	}
}

func TestFiveOrdering(t *testing.T) {
	e := eval(t)
	ladder := []string{
		"2c 3d 4h 5s 7c",
		"2c 3d 4h 6s 7c",
		"Ac Kd Qh Js 9c",
		"2c 2d 3h 4s 5c",
		"2c 2d 3h 4s 6c",
		"Ac Ad 4h 3s 2c",
		"3c 3d 2h 2s 4c",
		"Ac Ad Kh Ks 2c",
		"Ac Ad Kh Ks 3c",
		"2c 2d 2h 3s 4c",
		"Ac Ad Ah Ks Qc",
		"Ac 2d 3h 4s 5c", // the wheel
		"2c 3d 4h 5s 6c",
		"Tc Jd Qh Ks Ac",
		"2h 3h 4h 5h 7h",
		"Ah Kh Qh Jh 9h",
		"2c 2d 2h 3s 3c",
		"2c 2d 2h As Ac",
		"3c 3d 3h 2s 2c",
		"2c 2d 2h 2s 3c",
		"2c 2d 2h 2s Ac",
		"3c 3d 3h 3s 2c",
		"Ah 2h 3h 4h 5h",
		"9h Th Jh Qh Kh",
		"Th Jh Qh Kh Ah",
	}
	climbs(t, ladder, e.Five)
}

func TestNames(t *testing.T) {
	e := eval(t)
	four := map[string]string{
		"Ac Ad 7h 4s 2c": "Pair of Aces",
		"Kc Qd 7h 4s 2c": "King high",
		"Ah Kh Qh Jh 2c": "Straight Flush, Ace high",
		"Ac Ad Ah As 2c": "Four Aces",
		"6c 6d 6h 6s 2c": "Four of a Kind, Sixes",
		"Kc Kd 7h 7s 2c": "Two Pair, Kings and Sevens",
		"Ac 2d 3h 4s 9c": "Straight, Four high",
		"7c 7d 7h 4s 2c": "Three of a Kind, Sevens",
		"Kh 9h 7h 4h 2c": "Flush, King high",
	}
	for s, want := range four {
		if got := e.Four(five(t, s)).Name(); got != want {
			t.Errorf("%s: %q, want %q", s, got, want)
		}
	}
	fives := map[string]string{
		"Th Jh Qh Kh Ah": "Royal Flush",
		"Kc Kd Kh 5s 5c": "Full House, Kings over Fives",
		"Tc Td 7h 4s 2c": "Pair of Tens",
		"Ac Kd 7h 4s 2c": "Ace high",
		"Ac 2d 3h 4s 5c": "Straight, Five high",
		"9h Th Jh Qh Kh": "Straight Flush, King high",
		"Ac Ad 8h 8s 2c": "Two Pair, Aces and Eights",
	}
	for s, want := range fives {
		if got := e.Five(five(t, s)).Name(); got != want {
			t.Errorf("%s: %q, want %q", s, got, want)
		}
	}
	if Category4(99).String() != "?" || Category5(99).String() != "?" || Quads4.String() != "Four of a Kind" {
		t.Error("category names")
	}
}

func TestPredicates(t *testing.T) {
	e := eval(t)
	cases := []struct {
		hand           string
		acesUp, queens bool
		kingHigh       bool
	}{
		{"Ac Ad 7h 4s 2c", true, true, true},
		{"Kc Kd 7h 4s 2c", false, true, true},
		{"Qc Qd 7h 4s 2c", false, true, true},
		{"Jc Jd 7h 4s 2c", false, false, true},
		{"Kc Qd 7h 4s 2c", false, false, true},
		{"Qc Jd 7h 4s 2c", false, false, false},
		{"2c 3d 4h 5s 9c", true, true, true},
	}
	for _, c := range cases {
		v := e.Four(five(t, c.hand))
		if v.PairOrBetter(cards.Ace) != c.acesUp || v.PairOrBetter(cards.Queen) != c.queens || v.HighOrBetter(cards.King) != c.kingHigh {
			t.Errorf("%s (%v): aces up %v, queens up %v, king high %v", c.hand, v,
				v.PairOrBetter(cards.Ace), v.PairOrBetter(cards.Queen), v.HighOrBetter(cards.King))
		}
	}
	if v := e.Five(five(t, "Jc Jd 7h 4s 2c")); !v.PairOrBetter(cards.Jack) || v.PairOrBetter(cards.Queen) || !v.AtLeast(Pair5) {
		t.Error("five-card predicates")
	}
	if v := e.Five(five(t, "9c 8d 7h 4s 2c")); v.PairOrBetter(cards.Two) {
		t.Error("high card is not a pair")
	}
}

func TestBestFourCards(t *testing.T) {
	e := eval(t)
	cases := map[string]string{
		"Ac 7d Ah 4s 2c": "Ac 7d Ah 4s", // the lowest card is left out
		"Kh 2h 9h 5h 3c": "Kh 2h 9h 5h", // the flush keeps the hearts
		"9c Ts 3d Jh Qc": "9c Ts Jh Qc", // the straight
		"5c 5d 9h 9s 5h": "5c 5d 9s 5h", // three fives; of the two nines the lower card goes
	}
	for in, want := range cases {
		v, four := e.BestFour(five(t, in))
		if got := cards.Join(four[:]); got != want || v != e.Four(five(t, in)) {
			t.Errorf("%s: best four %s (%v), want %s", in, got, v, want)
		}
	}
}

func TestSix(t *testing.T) {
	e := eval(t)
	cs := cards.MustParseList("Ah Kh Qh Jh Th 2c")
	v, out := e.Six((*[6]cards.Card)(cs))
	if v.Category() != RoyalFlush5 || out != 5 {
		t.Errorf("six: %v leaving out %d", v, out)
	}
	cs = cards.MustParseList("2c 9h 9d 9s 4c 4h")
	if v, out := e.Six((*[6]cards.Card)(cs)); v.Name() != "Full House, Nines over Fours" || out != 0 {
		t.Errorf("six: %v leaving out %d", v, out)
	}
}

// FourUsed leaves out the card the reference leaves out, on every hand
// (every 61st in -short mode), dealt in two orders, and BestFour agrees.
func TestFourUsedMatchesReference(t *testing.T) {
	e := eval(t)
	n, bad := 0, 0
	forEachFive(func(h *[5]cards.Card) {
		if n++; testing.Short() && n%61 != 0 {
			return
		}
		k := n % 5
		perm := [5]cards.Card{h[4], h[(k+1)%4], h[(k+2)%4], h[(k+3)%4], h[k%4]}
		for _, x := range [2]*[5]cards.Card{h, &perm} {
			v, drop := referenceBestFour(*x)
			got, used := e.FourUsed(x)
			if got != v || used != 0x1f&^(1<<drop) {
				if bad++; bad < 10 {
					t.Errorf("%v: FourUsed %v %05b, reference %v leaves out card %d", x, got, used, v, drop)
				}
			}
		}
	})
}
