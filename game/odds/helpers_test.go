package odds

import (
	"math/big"
	"sync"
	"testing"

	"felt/game/hand"
	"felt/game/paytable"
)

// The tests share one evaluator and one solution of each game: solving is
// the expensive part.
type shared struct {
	once sync.Once
	e    *hand.Evaluator
	d    *Distributions
	c4   *Crazy4Main
	err  error
}

func (s *shared) load() {
	s.once.Do(func() {
		s.e = hand.New()
		s.d = NewDistributions(s.e)
		s.c4, s.err = SolveCrazy4(s.e, paytable.SuperBonus())
	})
}

var fixture shared

func fix(t testing.TB) *shared {
	t.Helper()
	fixture.load()
	if fixture.err != nil {
		t.Fatal(fixture.err)
	}
	return &fixture
}

var ccFixture struct {
	once sync.Once
	m    *CrissCrossMain
	err  error
}

// crissCross solves Criss Cross Poker once for the tests that need it;
// they are skipped in -short mode.
func crissCross(t *testing.T) *CrissCrossMain {
	t.Helper()
	if testing.Short() {
		t.Skip("solves Criss Cross Poker (seconds)")
	}
	f := fix(t)
	ccFixture.once.Do(func() {
		ccFixture.m, ccFixture.err = SolveCrissCross(f.e, paytable.CrissCross(), paytable.CrissCrossAnte())
	})
	if ccFixture.err != nil {
		t.Fatal(ccFixture.err)
	}
	return ccFixture.m
}

// percent rounds a rational to d decimals of a percent.
func percent(r *big.Rat, d int) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(d)
}
