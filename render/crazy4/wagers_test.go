package crazy4

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"felt/game/advice"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tables of every wager: for each family of pay tables, rounds found by the rules core
// in which each wager wins (and the Magic Card, the Lucky Bonus, the Bad Beat on either
// hand, Cover All...) are played at the table, and what it shows is checked against the
// core's results.

// family is a table of every wager with one choice of pay tables.
type family struct {
	name string
	cfg  crazy4.Config
}

// families are the tables the settlement tests play: each progressive (Four-Card Pays 1, 2
// and 3, Five-Card, the Multi Game Links of one, two and three meters), each Queens Up and
// Bad Beat paytable, and the Five Card Hand Bonus with and without its extra pays.
func families() []family {
	make := func(prog crazy4.ProgressiveConfig, queens, badBeat, hands string, magic, lucky bool) crazy4.Config {
		c := everyWager(prog)
		c.QueensUp, c.BadBeat = queens, badBeat
		c.HandBonus.Hands, c.HandBonus.MagicCard, c.HandBonus.LuckyBonus = hands, magic, lucky
		return c
	}
	one := money.Credits(1)
	both, player, dealer := crazy4.HandsBoth, crazy4.HandsPlayer, crazy4.HandsDealer
	return []family{
		{"pays1-A-1", make(crazy4.ProgressiveConfig{Kind: crazy4.FourCard, Table: "pays1", Unit: one}, "A", "1", both, true, true)},
		{"pays2-B-2-dealer", make(crazy4.ProgressiveConfig{Kind: crazy4.FourCard, Table: "pays2", Unit: one}, "B", "2", dealer, false, false)},
		{"pays3-D-1-player", make(crazy4.ProgressiveConfig{Kind: crazy4.FourCard, Table: "pays3", Unit: one}, "D", "1", player, true, false)},
		{"fivecard-C-2", make(crazy4.ProgressiveConfig{Kind: crazy4.FiveCard, Unit: one}, "C", "2", both, false, true)},
		{"PTMGL02-A-1", make(crazy4.ProgressiveConfig{Kind: crazy4.MultiLink, Table: "PTMGL02", Unit: one}, "A", "1", both, true, true)},
		{"PTMGLML03-B-2", make(crazy4.ProgressiveConfig{Kind: crazy4.MultiLink, Table: "PTMGLML03", Unit: one}, "B", "2", both, true, true)},
	}
}

// everyBet is the person's bet on each circle: its name for the hook, its wager and chip.
var everyBet = []struct {
	name string
	w    table.Wager
	chip int64
}{
	{"ante", crazy4.Ante, 5}, {"queens", crazy4.QueensUp, 5}, {"sixcard", crazy4.SixCard, 5},
	{"progressive", crazy4.Progressive, 1}, {"handbonus", crazy4.HandBonus, 1}, {"dealerbonus", crazy4.DealerBonus, 1},
	{"badbeat", crazy4.BadBeat, 1}, {"coverall", crazy4.CoverAll, 1},
}

// happenings names what happened to the person in a settled round: "won X" for each wager
// that paid, and "magic", "lucky", "envy", "bad beat, dealer's", "bad beat, own",
// "split" (a jackpot on the dealer's hand shared by two bettors or more), "jackpot X".
func happenings(c *crazy4.Table) []string {
	p := c.Person()
	var out []string
	for w, r := range c.Result(p).Wagers {
		switch r.Result {
		case table.Won, table.Capped, table.JackpotPay:
			out = append(out, "won "+crazy4.WagerName(table.Wager(w)))
		}
		if r.Result == table.JackpotPay {
			out = append(out, "jackpot "+crazy4.WagerName(table.Wager(w)))
		}
	}
	parts := 0
	for _, e := range c.Events() {
		switch {
		case e.Kind == table.Settled && e.Wager == crazy4.DealerBonus && e.Result == table.JackpotPay:
			parts++
		case int(e.Seat) != p:
		case e.Kind == table.Paid && e.Result == table.MagicPay:
			out = append(out, "magic")
		case e.Kind == table.Paid && e.Result == table.LuckyPay:
			out = append(out, "lucky")
		case e.Kind == table.Paid && e.Result == table.EnvyPay:
			out = append(out, "envy")
		case e.Kind == table.Settled && e.Wager == crazy4.BadBeat && e.Result == table.Won && e.Up:
			out = append(out, "bad beat, dealer's")
		case e.Kind == table.Settled && e.Wager == crazy4.BadBeat && e.Result == table.Won:
			out = append(out, "bad beat, own")
		}
	}
	if parts > 1 && c.Result(p).Wagers[crazy4.DealerBonus].Result == table.JackpotPay {
		out = append(out, "split")
	}
	return out
}

// wanted is what each family's rounds must show between them: a win of every wager the
// table offers, and the rest.
func wanted(c crazy4.Config) []string {
	var out []string
	for _, w := range []table.Wager{crazy4.Ante, crazy4.SuperBonus, crazy4.Play, crazy4.QueensUp, crazy4.SixCard,
		crazy4.Progressive, crazy4.HandBonus, crazy4.DealerBonus, crazy4.BadBeat, crazy4.CoverAll} {
		if (w == crazy4.HandBonus && c.HandBonus.Hands == crazy4.HandsDealer) || (w == crazy4.DealerBonus && c.HandBonus.Hands == crazy4.HandsPlayer) {
			continue
		}
		out = append(out, "won "+crazy4.WagerName(w))
	}
	if c.HandBonus.MagicCard {
		out = append(out, "magic")
	}
	if c.HandBonus.LuckyBonus {
		out = append(out, "lucky")
	}
	return append(out, "bad beat, dealer's", "bad beat, own")
}

// coreRound plays the first round of a session of seed at a table of cfg in the rules core
// alone, opened as the plug opens it (the table-mates play by the advisor), with the
// person's every bet the table takes and a Play of 1x.
func coreRound(t testing.TB, cfg crazy4.Config, seed uint64, sr searcher) *crazy4.Table {
	cfg.Seed = seed
	c, err := crazy4.NewTable(cfg, sr.eval)
	if err != nil {
		t.Fatal(err)
	}
	c.SetStrategy(advice.Mate{A: sr.adv})
	p := c.Person()
	for _, b := range everyBet {
		if !c.Offered(b.w) {
			continue
		}
		if err := c.Place(p, b.w, money.Credits(b.chip)); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.Deal(tbl.RoundSeed(seed, c.Round())); err != nil {
		t.Fatal(err)
	}
	if c.Turn() == p {
		if err := c.Decide(p, table.Bet1x); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// searcher plays first rounds in the rules core alone, with the strategy advisor the plug
// makes when it opens a table, made once.
type searcher struct {
	eval *hand.Evaluator
	adv  *advice.Advisor
}

func newSearcher(t testing.TB) searcher {
	eval := hand.New()
	adv, _ := tabletest.Advisor(t, eval)
	return searcher{eval, adv}
}

// find returns the first session of 1 to limit whose first round at a table of cfg shows
// what, or fails the test.
func (sr searcher) find(t *testing.T, cfg crazy4.Config, what string, limit uint64) uint64 {
	t.Helper()
	return sr.findBy(t, cfg, what, limit, func(c *crazy4.Table) bool { return slices.Contains(happenings(c), what) })
}

// findBy returns the first session of 1 to limit whose first round at a table of cfg makes
// happened say yes, or fails the test.
func (sr searcher) findBy(t *testing.T, cfg crazy4.Config, what string, limit uint64, happened func(c *crazy4.Table) bool) uint64 {
	t.Helper()
	for seed := uint64(1); seed <= limit; seed++ {
		if happened(coreRound(t, cfg, seed, sr)) {
			return seed
		}
	}
	t.Fatalf("no session of 1 to %d shows %s", limit, what)
	return 0
}

// findSeeds searches the sessions 1 to limit for first rounds at a table of cfg that show
// each of want, and returns the seeds, few (each the first to show something not yet
// shown), and what each shows. It fails the test for what no seed shows. The cards, the
// draws and the table-mates' habits of a session do not depend on the pay tables: the
// seeds of one table of every wager serve another, which try says first.
func (sr searcher) findSeeds(t *testing.T, cfg crazy4.Config, want []string, limit uint64, try []uint64) map[uint64][]string {
	t.Helper()
	left := map[string]bool{}
	for _, w := range want {
		left[w] = true
	}
	seeds := map[uint64][]string{}
	look := func(seed uint64) {
		got := happenings(coreRound(t, cfg, seed, sr))
		fresh := false
		for _, h := range got {
			fresh = fresh || left[h]
		}
		if !fresh {
			return
		}
		for _, h := range got {
			delete(left, h)
		}
		seeds[seed] = got
	}
	for _, seed := range try {
		look(seed)
	}
	for seed := uint64(1); seed <= limit && len(left) > 0; seed++ {
		look(seed)
	}
	if len(left) > 0 {
		var miss []string
		for h := range left {
			miss = append(miss, h)
		}
		sort.Strings(miss)
		t.Errorf("no session of 1 to %d shows %s", limit, strings.Join(miss, ", "))
	}
	return seeds
}

// playEvery plays the first round of seed at a table of cfg through the hook at instant
// speed, with the person's every bet and a Play of 1x, draws a frame on screen, and returns
// the scene and its plug.
func playEvery(t *testing.T, cfg crazy4.Config, seed uint64, screen *ebiten.Image) (*tbl.Scene, *Table) {
	t.Helper()
	p := New(&cfg)
	s := tabletest.New(t, p, tbl.Options{Seed: seed, Speed: anim.Instant})
	for _, b := range everyBet {
		if !s.Stage().Offered(b.w) {
			continue
		}
		tabletest.Act(t, s, "chip", fmt.Sprint(b.chip))
		tabletest.Act(t, s, "bet", b.name)
	}
	tabletest.Act(t, s, "deal", "")
	if s.Core().Turn() == s.Person() {
		tabletest.Act(t, s, "play", "1")
	}
	tabletest.Frame(t, s, screen)
	return s, p
}

// checkShown fails the test where the table shows a seat's results, or the person's
// credits, otherwise than the core has them.
func checkShown(t *testing.T, where string, s *tbl.Scene) {
	t.Helper()
	c := core(s)
	st := tabletest.CheckCredits(t, where, s)
	if st.Results == nil || money.Amount(st.Results.Net) != c.Result(s.Person()).Net() {
		t.Errorf("%s: the state's results %+v, the core's net %v", where, st.Results, c.Result(s.Person()).Net())
	}
	for n := range table.Seats {
		if !c.InPlay(n) {
			continue
		}
		shown := s.Inspect().SeatShown(n).Results
		for w, r := range c.Result(n).Wagers {
			if r.Staked == 0 {
				continue
			}
			g := shown[w]
			if !g.Done || g.Result != r.Result || g.Net != r.Net || g.Extra != r.Extra {
				t.Errorf("%s: seat %d's %s shown %v %v (+%v), the core's %v %v (+%v)", where, n, crazy4.WagerName(table.Wager(w)),
					g.Result, g.Net, g.Extra, r.Result, r.Net, r.Extra)
			}
		}
	}
}

// TestEveryWagerSettles plays, for each family of pay tables, rounds in which between them
// every wager wins, the Magic Card and the Lucky Bonus pay and the Bad Beat pays on either
// hand, and checks that the table shows each seat's results and the person's credits as the
// core has them; that the Magic Card lies on its place, the Lucky position is marked, Cover
// All names the number of players, and the 5 Card Bonus meter's display ends where the
// core's meter is.
func TestEveryWagerSettles(t *testing.T) {
	screen := ebitentest.Target(320, 200)
	sr := newSearcher(t)
	var try []uint64
	for _, f := range families() {
		t.Run(f.name, func(t *testing.T) {
			seeds := sr.findSeeds(t, f.cfg, wanted(f.cfg), 30000, try)
			keys := make([]uint64, 0, len(seeds))
			for seed := range seeds {
				keys = append(keys, seed)
			}
			slices.Sort(keys)
			try = append(try, keys...)
			for _, seed := range keys {
				where := fmt.Sprintf("session %d (%s)", seed, strings.Join(seeds[seed], ", "))
				s, p := playEvery(t, f.cfg, seed, screen)
				t.Log(where)
				if got := strings.Join(happenings(core(s)), ", "); got != strings.Join(seeds[seed], ", ") {
					t.Errorf("%s: the table's round shows %s", where, got)
				}
				checkShown(t, where, s)
				checkDraws(t, where, s, p)
			}
		})
	}
}

// checkDraws fails the test where the Magic Card, the Lucky position, Cover All's players or
// the second meter are not shown as the round's events have them.
func checkDraws(t *testing.T, where string, s *tbl.Scene, p *Table) {
	t.Helper()
	c := core(s)
	if m, ok := c.MagicCard(); ok {
		cd, _, _, _ := s.Stage().Aside()
		if !cd.On || cd.Card != m || cd.Flip.At(s.Stage().Now()) != 1 {
			t.Errorf("%s: the Magic Card %v is not face up on its place (%v, %v)", where, m, cd.On, cd.Card)
		}
	}
	if l, ok := c.LuckySeat(); ok && (p.lucky != l || p.luckyA.At(s.Stage().Now()) != 1) {
		t.Errorf("%s: the Lucky position is %d, the table marks %d (%v)", where, l, p.lucky, p.luckyA.At(s.Stage().Now()))
	}
	players := 0
	for n := range table.Seats {
		if c.InPlay(n) {
			players++
		}
	}
	if c.Result(c.Person()).Wagers[crazy4.CoverAll].Staked > 0 {
		if want := fmt.Sprintf("COVER ALL, %d PLAYING", players); !strings.HasPrefix(p.cover.label.Text(), want) {
			t.Errorf("%s: the Cover All label says %q, want %q", where, p.cover.label.Text(), want)
		}
	}
	if p.meter2 {
		if got, want := s.Inspect().Meter2(), c.HandBonusMeter().Meter(0); got != want {
			t.Errorf("%s: the 5 Card Bonus meter shows %v, the core's is %v", where, got, want)
		}
	}
}

// followRound deals the person's every bet at a table of cfg in session seed at normal speed
// and follows the playback to its end, drawing every sixth tick and calling each then.
func followRound(t *testing.T, cfg crazy4.Config, seed uint64, each func(s *tbl.Scene, p *Table)) (*tbl.Scene, *Table) {
	t.Helper()
	p := New(&cfg)
	s := tabletest.New(t, p, tbl.Options{Seed: seed, Speed: anim.Normal})
	screen := ebitentest.Target(320, 200)
	for _, b := range everyBet {
		if !s.Stage().Offered(b.w) {
			continue
		}
		tabletest.Act(t, s, "chip", fmt.Sprint(b.chip))
		tabletest.Act(t, s, "bet", b.name)
	}
	tabletest.Act(t, s, "deal", "")
	tabletest.Act(t, s, "skip", "")
	if s.Core().Turn() == s.Person() {
		tabletest.Act(t, s, "play", "1")
	}
	for i := 0; i < 60*90; i++ {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if i%6 != 0 {
			continue
		}
		// A frame now and then: the meters' displays move as they are drawn.
		s.SetView(tabletest.View(screen))
		s.Draw(screen, tabletest.View(screen))
		screen.At(0, 0)
		each(s, p)
		if !tabletest.State(t, s).Animating {
			return s, p
		}
	}
	t.Fatal("still animating after 90 s")
	return s, p
}

// TestDealerJackpotSplit plays a round in which the dealer's five cards win the 5 Card Bonus
// jackpot for several bettors: the table says it is split and among how many, each bettor's
// part is tagged on its seat, the 5 Card Bonus meter's display counts the parts off and ends
// on its reset, and the credits agree with the core's.
func TestDealerJackpotSplit(t *testing.T) {
	cfg := families()[0].cfg
	sr := newSearcher(t)
	seed := sr.find(t, cfg, "split", 40000)
	var start, lowest money.Amount
	said := ""
	var tagged [table.Seats]bool
	s, p := followRound(t, cfg, seed, func(s *tbl.Scene, p *Table) {
		for n := range tagged {
			tagged[n] = tagged[n] || strings.HasPrefix(s.Inspect().SeatShown(n).Tag, "JACKPOT +")
		}
		m := s.Inspect().Meter2()
		if start == 0 {
			lowest = m
		}
		start, lowest = max(start, m), min(lowest, m) // the meter climbs at coin-in first
		if msg := tabletest.State(t, s).Message; strings.Contains(msg, "split") {
			said = msg
		}
	})
	c := core(s)
	bettors := 0
	var paid money.Amount
	for n := range table.Seats {
		r := c.Result(n).Wagers[crazy4.DealerBonus]
		if r.Result != table.JackpotPay {
			continue
		}
		bettors++
		paid += r.Net + r.Staked
		if !tagged[n] {
			t.Errorf("seat %d's part of the jackpot was not tagged", n)
		}
	}
	if want := fmt.Sprintf("split among its %d bettors", bettors); !strings.Contains(said, want) {
		t.Errorf("the table said %q, want it to say the jackpot is %s", said, want)
	}
	// The display rolls on to the meter (a linked table's wager may have just moved it:
	// the display follows it within a few seconds).
	for i := 0; i < 600 && s.Inspect().Meter2() != c.HandBonusMeter().Meter(0); i++ {
		ticks(t, s, nil, 1)
	}
	tabletest.Frame(t, s, ebitentest.Target(32, 20))
	// The display counts every part off (the linked tables may add a little meanwhile).
	if reset := c.HandBonusMeter().Meter(0); lowest > start-paid+money.Credits(1) || s.Inspect().Meter2() != reset {
		t.Errorf("the 5 Card Bonus meter went from %v no lower than %v for %v paid, and ends on %v, the core's %v", start, lowest, paid, s.Inspect().Meter2(), reset)
	}
	checkShown(t, fmt.Sprintf("session %d", seed), s)
	shoot(t, s, "wagers-split")
	// The Cover All line and LUCKY by the dealer find their places allocating nothing.
	if p.cover.at >= 0 && p.cover.at < table.Seats || p.lucky != table.Dealer {
		t.Errorf("session %d: the Cover All line is at seat %d and LUCKY at %d, want both the dealer's", seed, p.cover.at, p.lucky)
	}
	tabletest.NoFrameAllocs(t, s, ebitentest.Target(1280, 800), fmt.Sprintf("session %d settled, the dealer's Cover All line and LUCKY", seed))
	// The longest result line (a jackpot part and a Lucky Bonus beside ten wagers), the
	// Cover All line and the LUCKY mark at the dealer: nothing covers what it must not, on
	// every screen and on a 390x844 phone (on the 9:16 phone the dealer's hand and line
	// side by side met the Magic Card and the 6 Card Bonus card: they go a little lower).
	screens := append(tabletest.Screens, tabletest.Phone844)
	tabletest.Layout(t, s, fmt.Sprintf("session %d settled", seed), screens, func(sc tabletest.Screen, img *ebiten.Image) {
		tabletest.WriteShot(t, img, "crazy4-split-"+sc.Name)
	})
}

// TestOwnJackpotsOnBothMeters plays a round in which the person's five cards win both the
// Five-Card Progressive's jackpot and the 5 Card Bonus's: both meters' displays count down,
// and the credits agree with the core's.
func TestOwnJackpotsOnBothMeters(t *testing.T) {
	cfg := families()[3].cfg // the Five-Card Progressive
	sr := newSearcher(t)
	seed := sr.find(t, cfg, "jackpot Five Card Hand Bonus", 40000)
	var start1, start2, low1, low2 money.Amount
	s, _ := followRound(t, cfg, seed, func(s *tbl.Scene, p *Table) {
		m1 := money.Amount(tabletest.State(t, s).MeterShown)
		m2 := s.Inspect().Meter2()
		if start1 == 0 {
			start1, start2, low1, low2 = m1, m2, m1, m2
		}
		low1, low2 = min(low1, m1), min(low2, m2)
	})
	c := core(s)
	r := c.Result(s.Person())
	if r.Wagers[crazy4.Progressive].Result == table.JackpotPay && low1 > start1*95/100 {
		t.Errorf("the progressive's display went from %v no lower than %v", start1, low1)
	}
	if low2 > start2*95/100 {
		t.Errorf("the 5 Card Bonus's display went from %v no lower than %v", start2, low2)
	}
	checkShown(t, fmt.Sprintf("session %d", seed), s)
	shoot(t, s, "wagers-own-jackpots")
}

// TestLowerLevelJackpot plays a round in which the person's four of a kind wins the Minor
// meter of a three-level Multi Game Link: the display of the top meter does not count it
// off, and the credits agree with the core's.
func TestLowerLevelJackpot(t *testing.T) {
	cfg := families()[5].cfg // PTMGLML03: four of a kind takes the third meter
	sr := newSearcher(t)
	quads := func(c *crazy4.Table) bool {
		p := c.Person()
		return c.Result(p).Wagers[crazy4.Progressive].Result == table.JackpotPay && c.FiveValue(p).Category() == hand.Quads5
	}
	// The Five-Card table's sessions deal the same cards faster (a Multi Game Link's linked
	// tables take time to set up).
	seed := sr.findBy(t, families()[3].cfg, "four of a kind", 40000, func(c *crazy4.Table) bool {
		return !c.Folded(c.Person()) && c.FiveValue(c.Person()).Category() == hand.Quads5
	})
	var start, low money.Amount
	s, _ := followRound(t, cfg, seed, func(s *tbl.Scene, p *Table) {
		m := money.Amount(tabletest.State(t, s).MeterShown)
		if start == 0 {
			start, low = m, m
		}
		low = min(low, m)
	})
	c := core(s)
	if !quads(c) {
		t.Fatalf("session %d's round is not a jackpot of four of a kind at this table", seed)
	}
	if low < start-money.Credits(5) {
		t.Errorf("the top meter's display went from %v down to %v for a jackpot off the third meter", start, low)
	}
	checkShown(t, fmt.Sprintf("session %d", seed), s)
}
