package meter

import (
	"errors"
	"testing"

	"felt/game/money"
)

// The presets' seeds and resets, in dollars per Base wager, as the rule
// documents list them, and their rates.
func TestPresets(t *testing.T) {
	type lv struct {
		seed, reset int64
		rate        PPM
	}
	cases := []struct {
		c      Config
		base   int64
		levels []lv
	}{
		{Pays1(), 1, []lv{{5_000, 5_000, 314_000}}},
		{Pays2(), 1, []lv{{1_000, 1_000, 25 * Percent}}},
		{Pays3(), 1, []lv{{1_000, 1_000, 25 * Percent}}},
		{FiveCardProgressive(), 1, []lv{{10_000, 10_000, 20 * Percent}}},
		{FiveCardHandBonus(), 1, []lv{{10_000, 10_000, 40 * Percent}}},
		{PTMGL01(), 1, []lv{{10_000, 10_000, 20 * Percent}}},
		{PTMGL02(), 1, []lv{{10_000, 10_000, 8 * Percent}}},
		{PTMGL04(), 1, []lv{{1_000, 1_000, 20 * Percent}}},
		{PTMGLML01(), 1, []lv{{10_000, 10_000, 12 * Percent}, {1_000, 1_000, 6 * Percent}}},
		{PTMGLML02(), 1, []lv{{10_000, 10_000, 8 * Percent}, {1_000, 1_000, 4 * Percent}, {250, 250, 6 * Percent}}},
		{PTMGLML03(), 1, []lv{{10_000, 10_000, 8 * Percent}, {1_000, 1_000, 4 * Percent}, {250, 250, 6 * Percent}}},
		{BonusSpinA(), 5, []lv{{1_000, 1_000, 0}}},
		{BonusSpinB(), 5, []lv{{1_000, 1_000, 10 * Percent}}},
		{BonusSpinC(), 5, []lv{{5_000, 5_000, 0}}},
		{BonusSpinD(), 5, []lv{{5_000, 5_000, 10 * Percent}}},
		{BonusSpinXtremeAC(), 5, []lv{{2_500, 1_000, 10 * Percent}}},
		{BonusSpinXtremeDI(), 5, []lv{{5_000, 1_000, 10 * Percent}}},
	}
	if len(cases) != len(Presets()) {
		t.Fatalf("%d presets, %d checked", len(Presets()), len(cases))
	}
	for i, c := range cases {
		if Presets()[i].Name != c.c.Name {
			t.Errorf("preset %d is %s, want %s", i, Presets()[i].Name, c.c.Name)
		}
		s := mustNew(t, c.c, 1)
		if c.c.Base != money.Credits(c.base) || s.Unit() != c.c.Base || s.Levels() != len(c.levels) {
			t.Errorf("%s: base %v, unit %v, %d levels", c.c.Name, c.c.Base, s.Unit(), s.Levels())
			continue
		}
		for j, want := range c.levels {
			l, _ := s.Level(j)
			if l.Seed != money.Credits(want.seed) || l.Reset != money.Credits(want.reset) || l.Rate != want.rate ||
				l.Meter != l.Seed || l.Seeded != l.Seed || l.Name == "" {
				t.Errorf("%s level %d: %+v, want %+v", c.c.Name, j, l, want)
			}
		}
	}
	if l, _ := mustNew(t, Pays3(), 1).Level(0); l.ReserveRate != 5*Percent {
		t.Errorf("Pays 3 reserve %v, want 5%%", l.ReserveRate)
	}
	if Default().Name != Pays2().Name {
		t.Error("the default is not Pays 2")
	}
}

// Seed 000 §13(f): "Meter Seed adjust up or down accordingly with changes
// made to the progressive wager amount. Listed seed amounts are for $1."
func TestSeedsScaleWithTheWager(t *testing.T) {
	cases := []struct {
		c     Config
		unit  money.Amount
		seeds []money.Amount
	}{
		{Pays2(), money.Credits(5), []money.Amount{money.Credits(5_000)}},
		{PTMGLML02(), money.Credits(5), []money.Amount{money.Credits(50_000), money.Credits(5_000), money.Credits(1_250)}},
		{PTMGLML02(), 50, []money.Amount{money.Credits(5_000), money.Credits(500), money.Credits(125)}},
		{BonusSpinXtremeAC(), money.Credits(2), []money.Amount{money.Credits(1_000)}},
	}
	for _, c := range cases {
		s := mustNew(t, c.c.WithUnit(c.unit), 1)
		for i, want := range c.seeds {
			if s.Meter(i) != want {
				t.Errorf("%s for %v: level %d seeded at %v, want %v", c.c.Name, c.unit, i, s.Meter(i), want)
			}
		}
	}
	// The Bonus Spin Xtreme reset for $2: $1,000 × 2/5.
	s := mustNew(t, quiet(BonusSpinXtremeAC()).WithUnit(money.Credits(2)), 1)
	mustPay(t, s, 0, Whole, Seat(1))
	if s.Meter(0) != money.Credits(400) {
		t.Errorf("Bonus Spin Xtreme for $2 resets to %v, want 400", s.Meter(0))
	}
	// A $5 unit feeds five times as much per wager.
	s = mustNew(t, quiet(Pays2()).WithUnit(money.Credits(5)), 1)
	must(t, s.Contribute(money.Credits(5), Seat(1)))
	if s.Meter(0) != money.Credits(5_001)+25 {
		t.Errorf("a $5 wager adds %v", s.Meter(0)-money.Credits(5_000))
	}
}

func TestScale(t *testing.T) {
	cases := []struct {
		amount, wager, unit, want money.Amount
		err                       error
	}{
		{money.Credits(100), money.Credits(5), money.Credits(1), money.Credits(500), nil}, // Envy $100 for $1, on $5
		{money.Credits(1_000), money.Credits(1), money.Credits(5), money.Credits(200), nil},
		{money.Credits(35), money.Credits(2), money.Credits(5), money.Credits(14), nil},
		{1, 1, 3, 0, nil}, // a third of a cent rounds down
		{money.Credits(10), 0, money.Credits(1), 0, nil},
		{MaxTotal, MaxWager, 1, 0, ErrOverflow},
		{-1, 1, 1, 0, ErrOverflow},
		{1, -1, 1, 0, ErrWager},
		{1, 1, 0, 0, ErrWager},
		{1, MaxWager + 1, 1, 0, ErrWager},
	}
	for _, c := range cases {
		got, err := Scale(c.amount, c.wager, c.unit)
		if got != c.want || !errors.Is(err, c.err) || (err == nil) != (c.err == nil) {
			t.Errorf("Scale(%d, %d, %d) = %d, %v; want %d, %v", c.amount, c.wager, c.unit, got, err, c.want, c.err)
		}
	}
}

func TestBadConfigs(t *testing.T) {
	cases := map[string]func(c *Config){
		"no levels":             func(c *Config) { c.Levels = nil },
		"five levels":           func(c *Config) { c.Levels = append(c.Levels, c.Levels[0], c.Levels[0], c.Levels[0], c.Levels[0]) },
		"base 0":                func(c *Config) { c.Base = 0 },
		"negative unit":         func(c *Config) { c.Unit = -100 },
		"huge unit":             func(c *Config) { c.Unit = MaxWager + 1 },
		"negative seed":         func(c *Config) { c.Levels[0].Seed = -1 },
		"huge reset":            func(c *Config) { c.Levels[0].Reset = MaxSeed + 1 },
		"seed that scales over": func(c *Config) { c.Levels[0].Seed = MaxSeed; c.Unit = money.Credits(2) },
		"inexact scaling":       func(c *Config) { c.Base = money.Credits(3) },
		"negative rate":         func(c *Config) { c.Levels[0].Rate = -1 },
		"rate over 100%":        func(c *Config) { c.Levels[0].Rate = Whole + 1 },
		"rates over 100%":       func(c *Config) { c.Levels[0].Reserve = 76 * Percent },
		"ceiling below seed":    func(c *Config) { c.Levels[0].Ceiling = money.Credits(999) },
		"outcome on no level":   func(c *Config) { c.Outcomes[0].Level = 1 },
		"outcome of 0%":         func(c *Config) { c.Outcomes[0].Share = 0 },
		"outcome weight 0":      func(c *Config) { c.Outcomes[0].Weight = 0 },
		"weights over the odds": func(c *Config) { c.Of = 47 },
		"odds too fine":         func(c *Config) { c.Of = MaxOf + 1 },
		"negative tables":       func(c *Config) { c.Link.Tables = -1 },
		"too many tables":       func(c *Config) { c.Link.Tables = MaxTables + 1 },
		"too fast":              func(c *Config) { c.Link.WagersPerMinute = MaxWagersPerMinute + 1 },
		"wagers from no table":  func(c *Config) { c.Link.Tables = 0 },
		"negative per round":    func(c *Config) { c.Link.PerRound = -1 },
	}
	for name, edit := range cases {
		c := Pays2().clone()
		edit(&c)
		if _, err := New(c, seedOf(1)); !errors.Is(err, ErrConfig) {
			t.Errorf("%s: New = %v, want ErrConfig", name, err)
		}
		if c.ClimbPerMinute(0) != 0 {
			t.Errorf("%s: a bad configuration climbs", name)
		}
	}
	// The edge cases that are allowed.
	ok := Pays2()
	ok.Outcomes, ok.Of = nil, 0
	ok.Levels[0].Ceiling = ok.Levels[0].Seed
	ok.Levels[0].Rate, ok.Levels[0].Reserve = 60*Percent, 40*Percent
	if _, err := New(ok, seedOf(1)); err != nil {
		t.Errorf("no outcomes, ceiling at the seed, rates of 100%%: %v", err)
	}
}

func TestSystemKeepsItsOwnConfig(t *testing.T) {
	c := Pays2()
	s := mustNew(t, c, 1)
	c.Levels[0].Name = "changed"
	c.Outcomes[0].Weight = 1
	if got := s.Config(); got.Levels[0].Name != "Jackpot" || got.Outcomes[0].Weight != 48 {
		t.Fatalf("the system shares the caller's slices: %+v", got)
	}
	got := s.Config()
	got.Levels[0].Name = "changed"
	if l, _ := s.Level(0); l.Name != "Jackpot" {
		t.Fatal("Config returns the system's own slices")
	}
	if _, ok := s.Level(1); ok || s.Meter(-1) != 0 || s.Meter(1) != 0 {
		t.Fatal("a level that does not exist")
	}
}

func TestPPMString(t *testing.T) {
	cases := map[PPM]string{
		Whole: "100%", Tenth: "10%", 25 * Percent: "25%", 314_000: "31.4%", 1: "0.0001%",
		123_456: "12.3456%", 0: "0%", -Tenth: "-10%", 5_500: "0.55%",
	}
	for p, want := range cases {
		if got := p.String(); got != want {
			t.Errorf("PPM(%d) = %q, want %q", int64(p), got, want)
		}
	}
}

func TestSource(t *testing.T) {
	if n, ok := Seat(3).Seat(); !ok || n != 3 || !Seat(3).Ours() || Seat(3).String() != "seat 3" {
		t.Error("Seat(3)")
	}
	if n, ok := Table(7).Table(); !ok || n != 7 || Table(7).Ours() || Table(7).String() != "table 7" {
		t.Error("Table(7)")
	}
	if _, ok := Linked.Seat(); ok || Linked.String() != "linked tables" {
		t.Error("Linked")
	}
	for k := Contribution; k <= Reset; k++ {
		if k.String() == "unknown" {
			t.Errorf("kind %d has no name", k)
		}
	}
}
