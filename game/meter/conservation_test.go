package meter

import (
	"math/rand/v2"
	"testing"

	"felt/game/money"
)

// propertyConfigs are the systems the property test draws from: presets,
// and configurations with a ceiling, a reserve and many levels, and linked
// tables that hit often.
func propertyConfigs() []Config {
	capped := Pays3()
	capped.Levels[0].Ceiling = money.Credits(1_200)
	busy := PTMGLML02()
	busy.Levels[0].Reserve = 3 * Percent
	busy.Levels[2].Ceiling = money.Credits(300)
	busy.Of = 20_000 // a hit every 20,000 / 664 wagers
	busy.Link = Link{Tables: 40, WagersPerMinute: 30, PerRound: 50}
	odd := Config{
		Name: "odd rates", Base: money.Credits(1), Unit: money.Credits(1),
		Levels: []LevelConfig{
			{Name: "A", Seed: 777, Reset: 1_333, Rate: 123_457, Reserve: 9_999},
			{Name: "B", Seed: 0, Reset: 0, Rate: 1},
			{Name: "C", Seed: 5, Reset: 5, Rate: 333_333, Reserve: 1, Ceiling: 9_000},
			{Name: "D", Seed: 100, Reset: 90, Rate: 0, Reserve: 0},
		},
		Outcomes: []Outcome{{Level: 0, Share: Whole, Weight: 3}, {Level: 2, Share: 333_333, Weight: 7}, {Level: 3, Share: Whole, Weight: 1}},
		Of:       997,
		Link:     Link{Tables: 7, WagersPerMinute: 13, PerRound: 3},
	}
	return []Config{Pays2(), capped, FiveCardProgressive(), busy, BonusSpinXtremeAC(), odd}
}

// Conservation as a property: over many seeded random sequences of every
// action, including saves and restores, every cent is accounted for after
// each call, the events replay the meters exactly, and the wagers counted
// match the wagers placed.
func TestConservation(t *testing.T) {
	configs := propertyConfigs()
	for seq := range uint64(240) {
		r := rand.New(rand.NewPCG(seq, 0xc0ffee))
		cfg := configs[seq%uint64(len(configs))]
		cfg = cfg.WithUnit(cfg.Base * money.Amount([]int{1, 2, 5}[r.IntN(3)]))
		if _, err := compile(cfg); err != nil {
			cfg = cfg.WithUnit(cfg.Base)
		}
		s := mustNew(t, cfg, seq)
		var (
			ours          money.Amount
			ticks, rounds int64
			shadow        [MaxLevels]money.Amount
			paid          [MaxLevels]money.Amount
			last          Time
		)
		for i := range s.Levels() {
			shadow[i] = s.Meter(i)
		}
		for op := range 400 {
			level := r.IntN(s.Levels())
			share := []PPM{Whole, Tenth, PPM(1 + r.Int64N(int64(Whole)))}[r.IntN(3)]
			var err error
			switch k := r.IntN(20); {
			case k < 8:
				w := money.Amount(1 + r.Int64N(int64(5*s.Unit())))
				if err = s.Contribute(w, Seat(1+r.IntN(7))); err == nil {
					ours += w
				}
			case k < 10:
				_, err = s.Pay(level, share, Seat(1+r.IntN(7)))
			case k < 11:
				seats := []Source{Seat(1), Seat(2), Seat(3), Seat(4), Seat(5), Seat(6), Seat(7)}
				r.Shuffle(len(seats), func(i, j int) { seats[i], seats[j] = seats[j], seats[i] })
				_, err = s.PaySplit(nil, level, share, seats[:1+r.IntN(7)])
			case k < 16:
				n := int64(1)
				if r.IntN(4) == 0 {
					n = r.Int64N(50_000)
				}
				if err = s.Advance(n); err == nil {
					ticks += n
				}
			case k < 18:
				if err = s.EndRound(); err == nil {
					rounds++
				}
			case k < 19:
				// Save, restore into a fresh system, and carry on with it.
				b := save(t, s)
				fresh := mustNew(t, cfg, seq+1_000_000)
				must(t, fresh.UnmarshalBinary(b))
				s = fresh
			default:
				before := save(t, s)
				if _, err := s.Pay(level, -share, Seat(1)); err == nil {
					t.Fatal("a negative share was paid")
				}
				if string(save(t, s)) != string(before) {
					t.Fatal("a failed pay changed the system")
				}
			}
			if err != nil {
				t.Fatalf("seq %d op %d: %v", seq, op, err)
			}
			for _, e := range s.Events() {
				switch e.Kind {
				case Contribution:
					shadow[e.Level] += e.Amount
				case HitOurs, HitElsewhere:
					shadow[e.Level] -= e.Amount
					paid[e.Level] += e.Amount
				case Reset:
					shadow[e.Level] += e.Amount
				}
				if e.Meter != shadow[e.Level] {
					t.Fatalf("seq %d op %d: event %+v, but the events so far give %v", seq, op, e, shadow[e.Level])
				}
				if e.Time.Tick < last.Tick || e.Time.Round < last.Round || e.Time.Tick > s.Now().Tick {
					t.Fatalf("seq %d op %d: event time %+v after %+v, now %+v", seq, op, e.Time, last, s.Now())
				}
				last = e.Time
			}
			var contributed, seeded money.Amount
			for i := range s.Levels() {
				l, _ := s.Level(i)
				if shadow[i] != l.Meter || paid[i] != l.Paid {
					t.Fatalf("seq %d op %d: level %d: events give meter %v paid %v; the system has %v and %v",
						seq, op, i, shadow[i], paid[i], l.Meter, l.Paid)
				}
				contributed += l.Contributed
				seeded += l.Seeded
				if c, sd := s.Funds(i); c != l.Contributed || sd != l.Seeded {
					t.Fatalf("seq %d op %d: Funds(%d) %v %v, the level %v %v", seq, op, i, c, sd, l.Contributed, l.Seeded)
				}
			}
			if c, sd := s.Funds(s.Levels()); c != 0 || sd != 0 {
				t.Fatal("Funds of no level")
			}
			if c, sd := s.Totals(); c != contributed || sd != seeded {
				t.Fatalf("seq %d op %d: Totals %v %v, the levels add up to %v %v", seq, op, c, sd, contributed, seeded)
			}
			checkBooks(t, s)
			p := &s.p
			linked := (ticks*p.perTick)/ticksPerMinute + rounds*p.perRound
			all, gotOurs := s.Wagered()
			if gotOurs != ours || all != ours+money.Amount(linked)*s.Unit() {
				t.Fatalf("seq %d op %d: wagered %v (ours %v), want ours %v + %d linked wagers", seq, op, all, gotOurs, ours, linked)
			}
		}
	}
}
