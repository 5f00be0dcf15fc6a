package wheel

import (
	"fmt"
	"math/big"
	"slices"

	"felt/game/meter"
	"felt/game/money"
)

// Return is a wager's expected return, per credit wagered, from its two
// sources: the bettor's own spins and the Community Pays of the other
// bettors' spins. Both are exact fractions.
type Return struct {
	Own       *big.Rat
	Community *big.Rat
}

// Total returns Own + Community.
func (r Return) Total() *big.Rat { return new(big.Rat).Add(r.Own, r.Community) }

// Percent returns the total as a percentage, rounded to float64.
func (r Return) Percent() float64 {
	f, _ := r.Total().Float64()
	return 100 * f
}

// Figure is one return the help screen shows: a wager, the number of other
// bettors at the table, and the return in hundredths of a percent (8934 is
// 89.34%), rounded to the nearest, for the two ways of playing: Optimal,
// the figure the help screen shows, and ToEnd, what a player who never
// folds gets (the higher; the same on the Bonus Spin, where no optimal
// player folds a pair).
type Figure struct {
	Wager   money.Amount
	Others  int
	Optimal int64
	ToEnd   int64
}

// Play is how the seats at the table play the main game, which decides how
// often they spin: a seat that folds loses its own spin (it keeps its
// Community Pays). Every seat plays the same way.
type Play int

const (
	// Optimal is a seat that follows the optimal strategy of the main game
	// (game/strategy), which pays no attention to the wheels: it never
	// folds a pocket pair, but it folds 2% to 5% of the hands that would
	// have made an Xtreme qualifying hand (Xtreme.PlayedCount). The help
	// screen shows its returns.
	Optimal Play = iota
	// ToEnd is a seat that plays every hand to the end: it spins on every
	// qualifying hand. Its returns bound those of any way of playing.
	ToEnd
)

// String names the play: "optimal" or "to the end".
func (p Play) String() string {
	switch p {
	case Optimal:
		return "optimal"
	case ToEnd:
		return "to the end"
	}
	return fmt.Sprintf("Play(%d)", int(p))
}

// FullTable is the number of other bettors at a full table: the five other
// seats.
const FullTable = 5

// basisPoints rounds r×10,000 to the nearest integer.
func basisPoints(r *big.Rat) int64 {
	x := new(big.Rat).Mul(r, big.NewRat(10_000, 1))
	x.Add(x, big.NewRat(1, 2))
	q := new(big.Int).Quo(x.Num(), x.Denom())
	return q.Int64()
}

// jackpotAtSeed returns what the Jackpot pays on the Base wager with the
// meter at its seed.
func jackpotAtSeed(c meter.Config) (money.Amount, error) {
	if len(c.Levels) == 0 {
		return 0, fmt.Errorf("%w: %s has no meter", ErrWheel, c.Name)
	}
	return meter.Scale(c.Levels[0].Seed, c.Unit, c.Base)
}

// expected returns the wheel's expected pay on a wager, the Jackpot paying
// jp when the wager is the Base.
func (w *Wheel) expected(wager, jp money.Amount) *big.Rat {
	var sum big.Int
	var t big.Int
	for i, s := range w.Segments {
		pay, jack := w.Pay(i, wager)
		if jack {
			pay = jp
		}
		t.SetInt64(int64(pay))
		t.Mul(&t, big.NewInt(s.Weight))
		sum.Add(&sum, &t)
	}
	return new(big.Rat).SetFrac(&sum, big.NewInt(w.Total()))
}

// checkPlay reports a Play that is neither Optimal nor ToEnd.
func checkPlay(p Play) error {
	if p != Optimal && p != ToEnd {
		return fmt.Errorf("%w: %v", ErrPlay, p)
	}
	return nil
}

// SpinChance returns the chance per round that a seat playing p spins the
// wheel: a pocket pair, 3 in 51, however it plays, since the optimal
// strategy never folds one (game/odds checks it).
func (b BonusSpin) SpinChance(p Play) *big.Rat { return big.NewRat(3, 51) }

// SpinChance returns the chance per round that a seat playing p spins the
// Hot Spot wheel: QualifyCount out of Deals for a seat that plays every
// hand to the end, PlayedCount for one that follows the optimal strategy.
func (x Xtreme) SpinChance(p Play) *big.Rat {
	if p == Optimal {
		return big.NewRat(x.PlayedCount, Deals)
	}
	return big.NewRat(x.QualifyCount, Deals)
}

// Return computes the Bonus Spin return of a wager with others other
// Bonus Spin bettors at the table, every seat playing p, with the meter at
// its seed. A pocket pair (3 in 51, played to the end by either play)
// spins the wheel whatever the wager: the bettor is paid the symbol in proportion to the wager (1/5 of
// the amount on a 1-credit wager), the Jackpot only on the 5-credit wager.
// Each other bettor spins as often, whatever their own wager, and each of
// their spins pays this bettor the Community Pay of its symbol for this
// bettor's wager (001 ch.12 D(8)(a)): so the others' wagers do not enter.
// Two hands of one round are dependent, but expectations add: the return
// needs no more than each seat's chance of a pair.
func (b BonusSpin) Return(wager money.Amount, others int, p Play) (Return, error) {
	if !slices.Contains(b.Wagers, wager) || others < 0 || others > FullTable {
		return Return{}, fmt.Errorf("%w: %v with %d others", ErrWager, wager, others)
	}
	if err := checkPlay(p); err != nil {
		return Return{}, err
	}
	jp, err := jackpotAtSeed(b.Meter)
	if err != nil {
		return Return{}, err
	}
	pair := b.SpinChance(p)
	perCredit := big.NewRat(1, int64(wager))
	own := b.Wheel.expected(wager, jp)
	own.Mul(own, pair)
	own.Mul(own, perCredit)
	var sum big.Int
	var t big.Int
	for _, s := range b.Wheel.Segments {
		t.SetInt64(int64(b.Community.Pay(s.Symbol, wager)))
		t.Mul(&t, big.NewInt(s.Weight))
		sum.Add(&sum, &t)
	}
	com := new(big.Rat).SetFrac(&sum, big.NewInt(b.Wheel.Total()))
	com.Mul(com, pair)
	com.Mul(com, big.NewRat(int64(others), 1))
	com.Mul(com, perCredit)
	return Return{Own: own, Community: com}, nil
}

// Return computes the Bonus Spin Xtreme return of a wager with others
// other Xtreme bettors at the table, every seat playing p, with the meter
// at its seed. The bettor's qualifying hand, played to the end, spins the
// Hot Spot wheel (the Jackpot paying only on the 5 wager); each other
// bettor's spin is followed by one spin of the Community Prize wheel,
// which pays the bettor, folded or not, in proportion to the wager.
func (x Xtreme) Return(wager money.Amount, others int, play Play) (Return, error) {
	if !slices.Contains(x.Wagers, wager) || others < 0 || others > FullTable {
		return Return{}, fmt.Errorf("%w: %v with %d others", ErrWager, wager, others)
	}
	if err := checkPlay(play); err != nil {
		return Return{}, err
	}
	jp, err := jackpotAtSeed(x.Meter)
	if err != nil {
		return Return{}, err
	}
	p := x.SpinChance(play)
	perCredit := big.NewRat(1, int64(wager))
	own := x.HotSpot.expected(wager, jp)
	own.Mul(own, p)
	own.Mul(own, perCredit)
	com := x.Community.expected(wager, 0)
	com.Mul(com, p)
	com.Mul(com, big.NewRat(int64(others), 1))
	com.Mul(com, perCredit)
	return Return{Own: own, Community: com}, nil
}

// figures computes the figures of every wager alone and at a full table,
// for both plays.
func figures(wagers []money.Amount, ret func(money.Amount, int, Play) (Return, error)) ([]Figure, error) {
	var fs []Figure
	for _, w := range wagers {
		for _, others := range [2]int{0, FullTable} {
			opt, err := ret(w, others, Optimal)
			if err != nil {
				return nil, err
			}
			end, err := ret(w, others, ToEnd)
			if err != nil {
				return nil, err
			}
			fs = append(fs, Figure{Wager: w, Others: others, Optimal: basisPoints(opt.Total()), ToEnd: basisPoints(end.Total())})
		}
	}
	return fs, nil
}

// Figures computes the returns the help screen shows: every wager, alone
// and at a full table, for both plays.
func (b BonusSpin) Figures() ([]Figure, error) { return figures(b.Wagers, b.Return) }

// Figures computes the returns the help screen shows: every wager, alone
// and at a full table, for both plays.
func (x Xtreme) Figures() ([]Figure, error) { return figures(x.Wagers, x.Return) }
