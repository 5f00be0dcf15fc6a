package crazy4

import (
	"errors"
	"fmt"
	"image/color"
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/credits"
	"felt/render/ebitentest"
	"felt/render/felt"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests of the old Crazy 4 Poker scene, played on the table machinery with the plug:
// through the hook's State and Act, the pointer, the keys, and what the table shows.

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

// dealt is a card of the table as the playback shows it.
type dealt struct {
	seat, index int
	card        cards.Card
}

// allCards lists the card places of the table: each seat's, the dealer's, the communal card.
func allCards() []dealt {
	var out []dealt
	for n := range table.Seats {
		for k := range 5 {
			out = append(out, dealt{seat: n, index: k})
		}
	}
	for k := range 5 {
		out = append(out, dealt{seat: table.Dealer, index: k})
	}
	return append(out, dealt{seat: table.Community, index: 0})
}

// TestPlaybackAtNormalSpeed deals at normal speed and watches the cards fly from the shoe one
// at a time, the decision wait for the person, and a tap complete the animation.
func TestPlaybackAtNormalSpeed(t *testing.T) {
	s := newScene(t, seeded(7, anim.Normal, nil))
	screen := ebitentest.Target(640, 400)
	tabletest.Frame(t, s, screen)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	if !tabletest.State(t, s).Animating {
		t.Fatal("a deal at normal speed should animate")
	}
	// Some frames in, a card is in flight between the shoe and its place, and not all cards
	// are out yet.
	inFlight := false
	for range 90 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		for _, d := range allCards() {
			c, _, _, _, _ := s.Stage().CardAt(d.seat, d.index)
			if c.On && c.Pos.Running(s.Stage().Now()) {
				inFlight = true
			}
		}
	}
	if !inFlight {
		t.Error("no card was seen in flight")
	}
	if st := tabletest.State(t, s); !st.Animating {
		t.Error("the deal finished too quickly for normal speed")
	}
	// A tap anywhere on the felt completes the animation, up to the person's decision.
	tabletest.Frame(t, s, screen)
	s.Inspect().Inject(input.Gesture{Kind: input.Tap, X: 320, Y: 200})
	tabletest.Frame(t, s, screen)
	st := tabletest.State(t, s)
	if st.Animating {
		t.Fatal("a tap during the animation should complete it")
	}
	p := s.Person()
	if st.Turn != p || st.Phase != "deciding" {
		t.Fatalf("after the deal it is seat %d's turn, phase %s", st.Turn, st.Phase)
	}
	for k := range 5 {
		if c, _, _, _, _ := s.Stage().CardAt(p, k); c.Flip.At(s.Stage().Now()) != 1 {
			t.Error("the person's cards should be face up")
		}
	}
	if len(st.Cards) != 5 || st.Hand == "" {
		t.Errorf("the state shows the cards %v and the hand %q", st.Cards, st.Hand)
	}
	c := core(s)
	for n := range table.Seats {
		if n == p || !c.InPlay(n) {
			continue
		}
		for k := range 5 {
			if cd, _, _, _, _ := s.Stage().CardAt(n, k); cd.Flip.At(s.Stage().Now()) != 0 {
				t.Errorf("seat %d's cards should stay face down until the showdown", n)
			}
		}
	}
	// The decision buttons show the legal choices.
	legal := c.Legal(p)
	if _, ok := st.Targets["fold"]; !ok {
		t.Error("Fold should be offered")
	}
	if _, ok := st.Targets["play 1"]; !ok {
		t.Error("Play 1x should be offered")
	}
	if _, ok := st.Targets["play 3"]; ok != legal.Has(table.Bet3x) {
		t.Errorf("Play 3x offered %v, legal %v", ok, legal.Has(table.Bet3x))
	}
	if _, ok := st.Targets["deal"]; ok {
		t.Error("Deal offered during the decision")
	}
	tabletest.Act(t, s, "play", "1")
	for i := 0; tabletest.State(t, s).Animating && i < 60; i++ {
		ticks(t, s, screen, 60)
	}
	st = tabletest.State(t, s)
	if st.Animating || st.Phase != "done" {
		t.Fatal("the round did not finish playing")
	}
	if st.CreditsShown != st.Credits || st.Mismatches != 0 {
		t.Errorf("shown credits %v, core %v", money.Amount(st.CreditsShown), money.Amount(st.Credits))
	}
}

// TestPlaybackOrder plays a round at normal speed and watches the order of what the table
// shows: the cards land one at a time, in the rule's order (five rounds from the dealer's
// left, the dealer last of each, seed 000 §8) and where their places are; the table waits
// for the person's decision; the dealer's hand is turned over only once every seat in play
// has made its decision.
func TestPlaybackOrder(t *testing.T) {
	s := newScene(t, seeded(11, anim.Normal, nil))
	screen := ebitentest.Target(640, 400)
	tabletest.Frame(t, s, screen)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	c := core(s)
	var want []dealt
	for _, e := range c.Events() {
		if e.Kind == table.CardDealt {
			want = append(want, dealt{int(e.Seat), int(e.Index), e.Card})
		}
	}
	// The rule's order, from the core's seats in play.
	var inPlay []int
	for n := range table.Seats {
		if c.InPlay(n) {
			inPlay = append(inPlay, n)
		}
	}
	var rule []dealt
	for k := range 5 {
		for _, n := range inPlay {
			rule = append(rule, dealt{seat: n, index: k, card: c.Cards(n)[k]})
		}
		rule = append(rule, dealt{seat: table.Dealer, index: k, card: c.DealerCards()[k]})
	}
	if cc, ok := c.Communal(); ok {
		rule = append(rule, dealt{seat: table.Community, index: 0, card: cc})
	}
	if fmt.Sprint(want) != fmt.Sprint(rule) {
		t.Fatalf("the core dealt %v, the rule's order is %v", want, rule)
	}
	// Watch the cards land.
	places := allCards()
	landed := map[[2]int]bool{}
	var got []dealt
	lastTick := int64(-1)
	for i := 0; tabletest.State(t, s).Animating; i++ {
		if i > 60*60 {
			t.Fatal("the deal never ended")
		}
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		now := s.Stage().Now()
		for _, d := range places {
			cd, x, y, _, _ := s.Stage().CardAt(d.seat, d.index)
			key := [2]int{d.seat, d.index}
			if !cd.On || landed[key] || cd.Pos.End() == 0 || cd.Pos.Running(now) {
				continue
			}
			landed[key] = true
			if px, py := cd.Pos.At(now); px != x || py != y {
				t.Errorf("seat %d's card %d landed at %v,%v, its place is %v,%v", d.seat, d.index, px, py, x, y)
			}
			if now == lastTick {
				t.Errorf("two cards landed at tick %d: they should come one at a time", now)
			}
			lastTick = now
			got = append(got, dealt{d.seat, d.index, cd.Card})
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the cards landed in the order\n%v\nthe rule's is\n%v", got, want)
	}
	// The table waits for the person.
	p := s.Person()
	played := s.Inspect().TableShown().Played
	ticks(t, s, screen, 120)
	st := tabletest.State(t, s)
	if st.Phase != "deciding" || st.Turn != p || s.Inspect().TableShown().Played != played {
		t.Fatalf("the table did not wait for the person's decision: phase %s, turn %d", st.Phase, st.Turn)
	}
	if sv := s.Inspect().SeatShown(p); sv.Turn < 0.5 {
		t.Errorf("the person's seat does not glow for the decision (%v)", sv.Turn)
	}
	for k := range 5 {
		if cd, _, _, _, _ := s.Stage().CardAt(table.Dealer, k); cd.Flip.At(s.Stage().Now()) != 0 {
			t.Fatal("the dealer's cards are face up before the decisions")
		}
	}
	// The decisions, then the dealer's hand.
	tabletest.Act(t, s, "play", "1")
	revealed := false
	for i := 0; tabletest.State(t, s).Animating; i++ {
		if i > 60*120 {
			t.Fatal("the showdown never ended")
		}
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		up := false
		for k := range 5 {
			if cd, _, _, _, _ := s.Stage().CardAt(table.Dealer, k); cd.On && cd.Flip.At(s.Stage().Now()) > 0 {
				up = true
			}
		}
		if !up || revealed {
			continue
		}
		revealed = true
		for _, n := range inPlay {
			if sv := s.Inspect().SeatShown(n); !sv.Folded && sv.Staked[crazy4.Play] == 0 {
				t.Errorf("the dealer's hand turned over before seat %d's decision showed", n)
			}
		}
	}
	if !revealed {
		t.Error("the dealer's hand was never turned over")
	}
	if st := tabletest.State(t, s); st.Dealer == nil || len(st.Dealer.Cards) != 5 || st.Phase != "done" {
		t.Errorf("after the showdown: phase %s, dealer %+v", st.Phase, st.Dealer)
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

// coreResumes reports whether the rules core brings a round saved in the middle back to
// where it was (docs/rules.md: an interrupted round is resumed), or voids it (the wagers
// returned). The scene must do what its core does.
func coreResumes(t *testing.T) bool {
	t.Helper()
	eval := hand.New()
	cfg := DefaultConfig()
	cfg.Seed = 1
	c, err := crazy4.NewTable(cfg, eval)
	if err != nil {
		t.Fatal(err)
	}
	p := c.Person()
	if err := c.Place(p, crazy4.Ante, money.Credits(5)); err != nil {
		t.Fatal(err)
	}
	for c.Phase() != crazy4.Deciding {
		if c.Phase() == crazy4.Done {
			if err := c.Rebet(p); err != nil {
				t.Fatal(err)
			}
		}
		if err := c.Deal(tbl.RoundSeed(1, c.Round())); err != nil {
			t.Fatal(err)
		}
	}
	b, err := c.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	r, err := crazy4.Restore(b, eval)
	if err != nil {
		t.Fatal(err)
	}
	return r.Phase() == crazy4.Deciding
}

// TestSaveAndResume saves a table in the middle of a round and starts again from the save:
// the round comes back as the core has it (resumed where it was, or void with every wager
// returned and the player told why), and so do the settings. A finished round's table
// comes back as it was. A store that refuses everything costs the memory, not the game.
func TestSaveAndResume(t *testing.T) {
	st := &store.Memory{}
	// Seed 0: a session of the store's, not a repeatable one (which saves nothing).
	s := newScene(t, seeded(0, anim.Instant, st))
	c, p := core(s), s.Person()
	start := c.Balance(p)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	tabletest.Act(t, s, "fourcolour", "on")
	mid := tabletest.State(t, s)
	if mid.Phase != "deciding" {
		t.Skipf("seed 99 gave the person no decision: %s", mid.Phase)
	}
	if err := s.Keeping().Save(); err != nil {
		t.Fatal(err)
	}
	r := newScene(t, seeded(0, anim.Instant, st))
	rc := core(r)
	back := tabletest.State(t, r)
	if !back.FourColour {
		t.Error("the four-colour setting was not kept")
	}
	if coreResumes(t) {
		if back.Phase != "deciding" || back.Turn != p || back.Round != mid.Round {
			t.Fatalf("the interrupted round did not resume: phase %s, turn %d, round %d (was %d)", back.Phase, back.Turn, back.Round, mid.Round)
		}
		if fmt.Sprint(back.Cards) != fmt.Sprint(mid.Cards) || back.Credits != mid.Credits {
			t.Errorf("resumed with cards %v and %v credits; saved with %v and %v", back.Cards, money.Amount(back.Credits), mid.Cards, money.Amount(mid.Credits))
		}
		tabletest.Act(t, r, "play", "1")
	} else {
		if got := rc.Balance(p); got != start {
			t.Errorf("after a round interrupted by a restart the credits are %v, want %v back", got, start)
		}
		if !rc.Result(p).Void {
			t.Error("the interrupted round should be void")
		}
		if back.Results == nil || !back.Results.Void || back.Results.Net != 0 {
			t.Errorf("the state's results %+v, want a void round", back.Results)
		}
		if !strings.Contains(back.Message, "interrupted") {
			t.Errorf("the table says %q, not why the wagers came back", back.Message)
		}
		if v := r.Inspect().TableShown(); !v.ResultOn || v.Result != "VOID" || !strings.Contains(v.ResultDetails, "returned") {
			t.Errorf("the result line says %q, %q (up %v)", v.Result, v.ResultDetails, v.ResultOn)
		}
		if back.CreditsShown != back.Credits || back.Mismatches != 0 {
			t.Errorf("shown %v, core %v", money.Amount(back.CreditsShown), money.Amount(back.Credits))
		}
	}
	// A finished round: the table comes back as it was.
	bet(t, r)
	tabletest.Act(t, r, "deal", "")
	if rc.Phase() == crazy4.Deciding {
		tabletest.Act(t, r, "play", "1")
	}
	tabletest.Frame(t, r, ebitentest.Target(64, 40)) // the table saves when the playback is done
	done := tabletest.State(t, r)
	q := newScene(t, seeded(0, anim.Instant, st))
	if again := tabletest.State(t, q); again.Round != done.Round || again.Credits != done.Credits || again.Phase != "done" {
		t.Errorf("after a finished round the table came back at round %d with %v credits (%s); it was round %d with %v",
			again.Round, money.Amount(again.Credits), again.Phase, done.Round, money.Amount(done.Credits))
	}
	if got := core(q).Last(p); got != rc.Last(p) {
		t.Errorf("the last bets came back as %v, were %v", got, rc.Last(p))
	}
	// A store that refuses everything costs the memory, not the game.
	bad := &store.Memory{Fail: true}
	f := newScene(t, seeded(0, anim.Instant, bad))
	bet(t, f)
	// Its read failed at the start, so nothing is written over it (issue 30): Save tries
	// nothing, or is refused; the storage is not said to be saved.
	if err := f.Keeping().Save(); err != nil && !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("saving to a refusing store: %v", err)
	}
	if st := tabletest.State(t, f); st.Storage == "saved" {
		t.Errorf("a refusing store is said to be %q", st.Storage)
	}
	tabletest.Act(t, f, "deal", "")
}

// TestLayoutsAndResize draws a round in landscape, turns the screen to portrait mid-round and
// back, and checks that everything lies on the screen, the cards and chips follow the turn,
// the buttons are large enough to touch, and the felt and the rail show.
func TestLayoutsAndResize(t *testing.T) {
	s := newScene(t, seeded(9, anim.Instant, nil))
	// Half-size screens: reading pixels back waits for the software renderer of the tests.
	land := ebitentest.Target(640, 400)
	port := ebitentest.Target(360, 640)
	tabletest.Frame(t, s, land)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	tabletest.Frame(t, s, land)
	p := s.Person()
	checkButtons := func(o layout.Orientation) {
		t.Helper()
		g := s.Stage().Layout()
		shown := 0
		for _, b := range s.Inspect().TableShown().Buttons {
			if !b.Shown {
				continue
			}
			shown++
			r := b.Rect
			if r.X < 0 || r.Y < 0 || r.X+r.W > g.W || r.Y+r.H > g.H {
				t.Errorf("%v: button %q lies off the screen at %+v", o, b.Title, r)
			}
			if strings.HasPrefix(b.Command, "play") || b.Command == "fold" || b.Command == "deal" {
				if r.H < layout.MinTouch-1 || r.W < layout.MinTouch-1 {
					t.Errorf("%v: button %q is %vx%v, under the 44 of a touch target", o, b.Title, r.W, r.H)
				}
			}
		}
		if shown == 0 {
			t.Errorf("%v: no button shown", o)
		}
	}
	checkButtons(layout.Landscape)
	tabletest.Frame(t, s, port)
	if st := tabletest.State(t, s); st.Orientation != "portrait" || s.Stage().Layout().O != layout.Portrait {
		t.Fatal("the table did not turn to portrait")
	}
	checkButtons(layout.Portrait)
	for _, g := range []geometry{newGeometry(layout.Landscape, 2), newGeometry(layout.Portrait, 2)} {
		for n, sg := range g.Seats {
			for _, c := range sg.Cards {
				if c.X < 0 || c.X > g.W || c.Y < 0 || c.Y > g.H {
					t.Errorf("%v: seat %d has a card off the screen at %v", g.O, n, c)
				}
			}
			for w, c := range sg.Spots {
				if c.R == 0 {
					continue
				}
				if c.X-c.R < felt.RailWidth || c.X+c.R > g.W-felt.RailWidth || c.Y+c.R > g.H-felt.RailWidth {
					t.Errorf("%v: seat %d's %s circle is off the felt", g.O, n, crazy4.WagerName(table.Wager(w)))
				}
			}
		}
	}
	// After the turn the person's cards and chips lie at the portrait places.
	for k := range 5 {
		c, x, y, _, _ := s.Stage().CardAt(p, k)
		cx, cy := c.Pos.At(s.Stage().Now())
		if cx != x || cy != y || cx < 0 || cx > layout.PortraitWidth || cy < 0 || cy > layout.PortraitHeight {
			t.Errorf("after the turn card %d is at %v, %v; its place is %v, %v", k, cx, cy, x, y)
		}
	}
	if sv := s.Inspect().SeatShown(p); sv.Stakes[crazy4.Ante] == 0 || sv.Stakes[crazy4.QueensUp] == 0 {
		t.Errorf("after the turn the felt shows the stakes %v", sv.Stakes)
	}
	// The picture in portrait: the felt under the cards, the rail at the edge, cards shown.
	if c := rgba(port, 180, 300); !(int(c.G) > int(c.R)+30) {
		t.Errorf("the middle of the portrait table is %v, want felt", c)
	}
	tabletest.Act(t, s, "fold", "")
	tabletest.Frame(t, s, port)
	tabletest.Frame(t, s, land)
	if s.Stage().Layout().O != layout.Landscape {
		t.Fatal("the table did not turn back to landscape")
	}
	// The felt left of the middle of the table (the labels of a small window are set large
	// enough to read and fill its middle), the leather of the rail.
	if c := rgba(land, 130, 125); !(int(c.G) > int(c.R)+30) {
		t.Errorf("the middle of the table is %v, want felt", c)
	}
	if c := rgba(land, 3, 200); !(c.R > c.G && c.G > c.B) {
		t.Errorf("the rail is %v, want leather", c)
	}
	if st := tabletest.State(t, s); st.Mismatches != 0 || st.CreditsShown != st.Credits {
		t.Errorf("after the turns: shown %v, core %v", money.Amount(st.CreditsShown), money.Amount(st.Credits))
	}
}

func rgba(img *ebiten.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
}

// TestSpeedAndSkip checks the speed setting and that a key during an animation completes it.
func TestSpeedAndSkip(t *testing.T) {
	s := newScene(t, seeded(13, anim.Slow, nil))
	screen := ebitentest.Target(640, 400)
	tabletest.Frame(t, s, screen)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	tabletest.Frame(t, s, screen)
	if !tabletest.State(t, s).Animating {
		t.Fatal("not animating at slow speed")
	}
	press(t, s, screen, ebiten.KeyQ) // any key (Q bets on Queens Up between rounds)
	if tabletest.State(t, s).Animating {
		t.Error("a key during the animation should complete it")
	}
	if b := core(s).Bets(s.Person()); b[crazy4.QueensUp] != money.Credits(5) {
		t.Errorf("the key that skipped also bet: %v", b)
	}
	tabletest.Act(t, s, "speed", "")
	if st := tabletest.State(t, s); st.Speed != "normal" {
		t.Errorf("speed after slow: %v", st.Speed)
	}
	press(t, s, screen, ebiten.KeyS)
	if st := tabletest.State(t, s); st.Speed != "fast" {
		t.Errorf("the S key after normal: %v", st.Speed)
	}
	tabletest.Act(t, s, "speed", "instant")
	tabletest.Act(t, s, "fold", "")
	if tabletest.State(t, s).Animating {
		t.Error("instant speed should not animate")
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

func BenchmarkFrameIdle(b *testing.B) {
	s := newScene(b, seeded(21, anim.Normal, nil))
	tabletest.BenchFrames(b, s, func() {})
}

// BenchmarkFrameMidDeal measures Update and Draw with six seats in play while the cards fly
// from the shoe.
func BenchmarkFrameMidDeal(b *testing.B) {
	s := newScene(b, seeded(21, anim.Slow, nil))
	tabletest.BenchFrames(b, s, func() {
		if s.Core().Phase() == table.Deciding {
			tabletest.Act(b, s, "fold", "")
		}
		tabletest.Act(b, s, "skip", "")
		tabletest.Act(b, s, "chip", "5")
		tabletest.Act(b, s, "bet", "ante")
		tabletest.Act(b, s, "deal", "")
	})
}

// BenchmarkFrameMidSettle measures Update and Draw with six seats while the wagers are paid.
func BenchmarkFrameMidSettle(b *testing.B) {
	s := newScene(b, seeded(21, anim.Slow, nil))
	tabletest.BenchFrames(b, s, func() {
		tabletest.Act(b, s, "skip", "")
		tabletest.Act(b, s, "chip", "5")
		tabletest.Act(b, s, "bet", "ante")
		tabletest.Act(b, s, "deal", "")
		tabletest.Act(b, s, "play", "1")
		// Run to the first wager settled.
		evs := s.Core().Events()
		for range 60 * 60 {
			s.Update()
			if n := s.Inspect().TableShown().Played; n > 0 && n <= len(evs) && evs[n-1].Kind == table.Settled {
				return
			}
		}
	})
}
