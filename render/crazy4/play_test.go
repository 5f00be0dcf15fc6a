package crazy4

import (
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/render/anim"
	"felt/render/credits"
	"felt/render/ebitentest"
	"felt/render/input"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// newPlugScene makes a table like newScene and returns its plug too, for the tests that
// read the plug's own parts (the sign).
func newPlugScene(t testing.TB, o tbl.Options) (*tbl.Scene, *Table) {
	t.Helper()
	p := New(nil)
	return tabletest.New(t, p, o), p
}

// bet places the usual bets of these tests: 25 on the Ante (and so the Super Bonus), 5 on
// Queens Up and a chip on the progressive (its one amount, 1).
func bet(t testing.TB, s *tbl.Scene) {
	t.Helper()
	tabletest.Act(t, s, "chip", "25")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "queens")
	tabletest.Act(t, s, "bet", "progressive")
}

// ticks runs n Updates and draws every tenth of them, then waits for the drawing.
func ticks(t testing.TB, s *tbl.Scene, screen *ebiten.Image, n int) {
	t.Helper()
	for i := range n {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if i%10 == 0 && screen != nil {
			b := screen.Bounds()
			s.SetView(layout.Fit(float64(b.Dx()), float64(b.Dy()), 1))
			s.Draw(screen, layout.Fit(float64(b.Dx()), float64(b.Dy()), 1))
		}
	}
	if screen != nil {
		screen.At(0, 0)
	}
}

// view is the view of a screen as frame draws it.
func view(screen *ebiten.Image) layout.View {
	b := screen.Bounds()
	return layout.Fit(float64(b.Dx()), float64(b.Dy()), 1)
}

// click clicks a target of the state (design units) through the pointer, at the device
// pixel of the screen last drawn, and plays one frame: the whole path of a player's click.
func click(t testing.TB, s *tbl.Scene, screen *ebiten.Image, target string, kind input.Kind) {
	t.Helper()
	p, ok := tabletest.State(t, s).Targets[target]
	if !ok {
		t.Fatalf("no %q to click: targets %v", target, tabletest.State(t, s).Targets)
	}
	x, y := view(screen).ToDevice(p[0], p[1])
	s.Inspect().Inject(input.Gesture{Kind: kind, X: x, Y: y})
	tabletest.Frame(t, s, screen)
}

// press presses a key through the pointer and plays one frame.
func press(t testing.TB, s *tbl.Scene, screen *ebiten.Image, k ebiten.Key) {
	t.Helper()
	s.Inspect().InjectKey(k)
	tabletest.Frame(t, s, screen)
}

func headWord(net money.Amount) string {
	switch {
	case net > 0:
		return "WIN"
	case net < 0:
		return "LOSS"
	}
	return "EVEN"
}

// TestRoundsAgreeWithCore plays many rounds at instant speed through the commands and checks
// after each that the credits the table shows are the core's, that the result line's
// wagers add up to the net, and that the result line says it.
func TestRoundsAgreeWithCore(t *testing.T) {
	s := newScene(t, seeded(42, anim.Instant, nil))
	screen := ebitentest.Target(640, 400)
	c := core(s)
	p := s.Person()
	for round := range 60 {
		before := c.Balance(p)
		if contains(tabletest.State(t, s).Legal, "buyin") {
			tabletest.Act(t, s, "buyin", "")
			before = c.Balance(p)
		}
		if round == 0 {
			bet(t, s)
		} else if s.Hook().Act("rebet", "") != "" {
			// Too few credits for the last bets: the table minimum.
			tabletest.Act(t, s, "chip", "5")
			tabletest.Act(t, s, "bet", "ante")
		}
		tabletest.Act(t, s, "deal", "")
		tabletest.Frame(t, s, screen)
		st := tabletest.State(t, s)
		if st.Phase == "deciding" {
			if len(st.Legal) == 0 || st.Legal[0] != "fold" {
				t.Fatalf("round %d: legal %v", round, st.Legal)
			}
			if contains(st.Legal, "play 3") {
				tabletest.Act(t, s, "play", "3")
			} else {
				tabletest.Act(t, s, "play", "1")
			}
		}
		tabletest.Frame(t, s, screen)
		st = tabletest.State(t, s)
		if st.Phase != "done" || st.Animating {
			t.Fatalf("round %d: phase %s, animating %v", round, st.Phase, st.Animating)
		}
		if st.CreditsShown != st.Credits || st.Mismatches != 0 {
			t.Fatalf("round %d: the table shows %v credits, the core has %v (%d mismatches)", round, money.Amount(st.CreditsShown), money.Amount(st.Credits), st.Mismatches)
		}
		r := c.Result(p)
		if got := c.Balance(p) - before; got != r.Net() {
			t.Fatalf("round %d: credits moved %v, the result says %v", round, got, r.Net())
		}
		if st.Results == nil || money.Amount(st.Results.Net) != r.Net() {
			t.Fatalf("round %d: the state's results %+v, the core's net %v", round, st.Results, r.Net())
		}
		var sum money.Amount
		for _, w := range st.Results.Wagers {
			sum += money.Amount(w.Net) + money.Amount(w.Extra)
		}
		if sum != money.Amount(st.Results.Net) {
			t.Fatalf("round %d: wagers add to %v, net %v", round, sum, money.Amount(st.Results.Net))
		}
		if v := s.Inspect().TableShown(); !v.ResultOn || !strings.HasPrefix(v.Result, headWord(r.Net())) {
			t.Fatalf("round %d: result line %q (up %v) for a net of %v", round, v.Result, v.ResultOn, r.Net())
		}
	}
}

// TestClicks plays a round with clicks on the felt and the buttons, as a player does, in
// both orientations: through the pointer, at the targets the state names.
func TestClicks(t *testing.T) {
	for _, size := range [][2]int{{640, 400}, {360, 640}} {
		s := newScene(t, seeded(3, anim.Instant, nil))
		screen := ebitentest.Target(size[0], size[1])
		tabletest.Frame(t, s, screen)
		tabletest.NoticeSeen(t, s)
		c, p := core(s), s.Person()
		// Choose the 25 chip, put it on the Ante twice, then take one back with a right click.
		click(t, s, screen, "chip25", input.Tap)
		if st := tabletest.State(t, s); st.Chip != credits.Amount(money.Credits(25)) {
			t.Fatalf("%v: the chip chosen is %v after a click on the 25", size, money.Amount(st.Chip))
		}
		// An upright phone bets through its bet panel: a tap on the betting area opens it.
		if _, ok := tabletest.State(t, s).Targets["ante"]; !ok {
			click(t, s, screen, "bets", input.Tap)
		}
		click(t, s, screen, "ante", input.Tap)
		click(t, s, screen, "ante", input.Tap)
		if got := c.Bets(p)[crazy4.SuperBonus]; got != money.Credits(50) {
			t.Fatalf("%v: Super Bonus %v after two chips on the Ante, want 50", size, got)
		}
		click(t, s, screen, "ante", input.Secondary)
		if got := c.Bets(p)[crazy4.SuperBonus]; got != money.Credits(25) {
			t.Fatalf("%v: Super Bonus %v after two chips on the Ante and one taken back, want 25", size, got)
		}
		if sv := s.Inspect().SeatShown(p); sv.Stakes[crazy4.Ante] != money.Credits(25) || sv.Stakes[crazy4.SuperBonus] != money.Credits(25) {
			t.Errorf("%v: the felt shows %v on the Ante and %v on the Super Bonus", size, sv.Stakes[crazy4.Ante], sv.Stakes[crazy4.SuperBonus])
		}
		click(t, s, screen, "deal", input.Tap)
		if c.Phase() != crazy4.Deciding {
			t.Fatalf("%v: the Deal button did not deal: %v", size, c.Phase())
		}
		click(t, s, screen, "play 1", input.Tap)
		if c.Phase() != crazy4.Done || c.Result(p).Wagers[crazy4.Play].Staked != money.Credits(25) {
			t.Fatalf("%v: the Play 1x button did not play", size)
		}
		// A click on a circle during the decision, or on nothing, changes nothing.
		if st := tabletest.State(t, s); st.Mismatches != 0 || st.CreditsShown != st.Credits {
			t.Errorf("%v: shown %v, core %v", size, money.Amount(st.CreditsShown), money.Amount(st.Credits))
		}
	}
}

// TestBets checks the betting rules as the table takes them: the Ante carries the Super
// Bonus, the Queens Up carries the 6 Card Bonus, a circle stops at its limit and the table
// says why, and undo, double, rebet and clear do what they say.
func TestBets(t *testing.T) {
	s := newScene(t, seeded(5, anim.Instant, nil))
	c, p := core(s), s.Person()
	tabletest.Act(t, s, "chip", "100")
	// A side bet needs the Ante; the table says so, without the rule's section number.
	msg := s.Hook().Act("bet", "queens")
	if !strings.Contains(msg, "Ante") || strings.Contains(msg, "seed") {
		t.Errorf("a side bet without an Ante says %q", msg)
	}
	if st := tabletest.State(t, s); st.Message != msg {
		t.Errorf("the refusal %q is not shown: the table says %q", msg, st.Message)
	}
	if c.Bets(p).Total() != 0 {
		t.Fatal("a side bet without an Ante was taken")
	}
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "queens")
	tabletest.Act(t, s, "bet", "sixcard")
	tabletest.Act(t, s, "bet", "queens")
	b := c.Bets(p)
	if b[crazy4.SuperBonus] != b[crazy4.Ante] || b[crazy4.QueensUp] != money.Credits(10) || b[crazy4.SixCard] != b[crazy4.QueensUp] {
		t.Fatalf("bets %v", b)
	}
	tabletest.Act(t, s, "double", "")
	if b := c.Bets(p); b[crazy4.Ante] != money.Credits(200) || b[crazy4.SixCard] != money.Credits(20) {
		t.Fatalf("doubled bets %v", b)
	}
	tabletest.Act(t, s, "undo", "")
	if b := c.Bets(p); b[crazy4.Ante] != money.Credits(100) || b[crazy4.SixCard] != money.Credits(10) {
		t.Fatalf("undone bets %v", b)
	}
	// Queens Up stops at its maximum of 100 and says so.
	tabletest.Act(t, s, "chip", "100")
	msg = s.Hook().Act("bet", "queens")
	if msg == "" || !strings.Contains(strings.ToLower(msg), "maximum") {
		t.Errorf("over the limit: %q", msg)
	}
	if st := tabletest.State(t, s); st.Message != msg {
		t.Errorf("the refusal %q is not shown: the table says %q", msg, st.Message)
	}
	if b := c.Bets(p); b[crazy4.QueensUp] != money.Credits(10) {
		t.Errorf("a refused bet changed the bets: %v", b)
	}
	tabletest.Act(t, s, "clear", "")
	if st := tabletest.State(t, s); c.Bets(p).Total() != 0 || st.CreditsShown != st.Credits {
		t.Errorf("after clear: bets %v, credits shown %v of %v", c.Bets(p), money.Amount(st.CreditsShown), money.Amount(st.Credits))
	}
	for _, bad := range [][2]string{{"chip", "7"}, {"bet", "insurance"}, {"play", "4"}, {"speed", "warp"}, {"hit", ""}} {
		if msg := s.Hook().Act(bad[0], bad[1]); msg == "" {
			t.Errorf("%s %s was taken", bad[0], bad[1])
		}
	}
	if msg := s.Hook().Act("fold", ""); msg == "" {
		t.Error("a fold before the deal was taken")
	}
	if msg := s.Hook().Act("deal", ""); msg == "" || !strings.Contains(msg, "Ante") {
		t.Errorf("a deal without an Ante says %q", msg)
	}
	// Rebet places the last round's bets again, linked ones and all.
	tabletest.Act(t, s, "chip", "25")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "queens")
	tabletest.Act(t, s, "bet", "sixcard")
	want := c.Bets(p)
	tabletest.Act(t, s, "deal", "")
	if c.Phase() == crazy4.Deciding {
		tabletest.Act(t, s, "fold", "")
	}
	if c.Bets(p).Total() != 0 {
		t.Fatalf("bets %v on the felt after the round", c.Bets(p))
	}
	tabletest.Act(t, s, "rebet", "")
	if got := c.Bets(p); got != want {
		t.Errorf("rebet placed %v, the last round had %v", got, want)
	}
	if st := tabletest.State(t, s); money.Amount(st.Bets["sixCard"]) != want[crazy4.SixCard] || money.Amount(st.LastBets["ante"]) != want[crazy4.Ante] {
		t.Errorf("the state's bets %v, last %v", st.Bets, st.LastBets)
	}
	tabletest.Act(t, s, "clear", "")
	tabletest.Act(t, s, "rebetdeal", "")
	if c.Phase() != crazy4.Deciding && c.Result(p).Wagers[crazy4.Ante].Staked != want[crazy4.Ante] {
		t.Errorf("rebet & deal: phase %v, bets %v", c.Phase(), c.Bets(p))
	}
}

// TestDemo lets the table play the person's seat by itself, by its strategy advisor's
// decisions, for a few rounds, the credits shown agreeing. (That the first input hands the
// seat over and does nothing else is the machinery's: render/table TestDemoHandsOver.) It
// needs no display.
func TestDemo(t *testing.T) {
	s := newPlanned(t, tbl.Options{Demo: true, Entropy: 3, Speed: anim.Instant})
	for range 200 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
	}
	c := s.Core()
	if c.Round() < 5 {
		t.Fatalf("the demonstration played %d rounds in 200 ticks", c.Round())
	}
	st := tabletest.State(t, s)
	if !st.Demo || st.Mismatches != 0 {
		t.Errorf("demo %v, %d mismatches", st.Demo, st.Mismatches)
	}
}
