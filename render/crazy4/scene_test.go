package crazy4

import (
	"encoding/json"
	"runtime"

	"errors"
	"felt/game/cards"
	"image/color"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/command"
	"felt/render/ebitentest"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/store"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// newScene makes a table dealt from seed at speed, keeping what it saves in st (nil: nothing).
func newScene(t testing.TB, seed uint64, speed anim.Speed, st store.Store) *Scene {
	t.Helper()
	// Let the images of earlier tests' scenes go: each one alive slows the renderer down.
	runtime.GC()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := felt.New()
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(tbl, fs, Options{Seed: seed, Entropy: 99, Speed: speed, SpeedSet: true, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// frame runs one Update and one Draw on screen.
func frame(t testing.TB, s *Scene, screen *ebiten.Image) {
	t.Helper()
	if err := s.Update(); err != nil {
		t.Fatal(err)
	}
	b := screen.Bounds()
	s.Draw(screen, layout.Fit(float64(b.Dx()), float64(b.Dy()), 1))
	// Wait for the drawing: the tests' software renderer would otherwise pile frames up for a
	// later test to wait for.
	screen.At(0, 0)
}

// ticks runs n Updates and draws every tenth of them, then waits for the drawing to be done:
// the tests' software renderer would otherwise pile up frames for a later test to wait for.
func ticks(t testing.TB, s *Scene, screen *ebiten.Image, n int) {
	t.Helper()
	for i := range n {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if i%10 == 0 {
			b := screen.Bounds()
			s.Draw(screen, layout.Fit(float64(b.Dx()), float64(b.Dy()), 1))
		}
	}
	screen.At(0, 0)
}

// act issues a command the way the hook does and fails the test on an error.
func act(t testing.TB, s *Scene, name command.Name, arg string) {
	t.Helper()
	if msg := s.Act(string(name), arg); msg != "" {
		t.Fatalf("%s %s: %s", name, arg, msg)
	}
}

// state reads the hook's state.
func state(t testing.TB, s *Scene) State {
	t.Helper()
	var st State
	if err := json.Unmarshal([]byte(s.State()), &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// bet places the usual bets of these tests: 25 on the Ante (and Super Bonus), 5 on Queens
// Up and the progressive.
func bet(t testing.TB, s *Scene) {
	t.Helper()
	act(t, s, command.Chip, "25")
	act(t, s, command.Bet, "ante")
	act(t, s, command.Chip, "5")
	act(t, s, command.Bet, "queens")
	act(t, s, command.Bet, "progressive")
}

// TestRoundsAgreeWithCore plays many rounds at instant speed through the commands and checks
// after each that the credits the table shows are the core's, and that the result line's
// wagers add up to the net.
func TestRoundsAgreeWithCore(t *testing.T) {
	s := newScene(t, 42, anim.Instant, nil)
	screen := ebiten.NewImage(640, 400)
	for round := range 60 {
		before := s.core.Balance(s.person)
		if s.broke() {
			act(t, s, command.BuyIn, "")
			before = s.core.Balance(s.person)
		}
		if round == 0 {
			bet(t, s)
		} else if s.Act("rebet", "") != "" {
			// Too few credits for the last bets: the table minimum.
			act(t, s, command.Chip, "5")
			act(t, s, command.Bet, "ante")
		}
		act(t, s, command.Deal, "")
		frame(t, s, screen)
		st := state(t, s)
		if st.Phase == "deciding" {
			if len(st.Legal) == 0 || st.Legal[0] != "fold" {
				t.Fatalf("round %d: legal %v", round, st.Legal)
			}
			if contains(st.Legal, "play 3") {
				act(t, s, command.Play, "3")
			} else {
				act(t, s, command.Play, "1")
			}
		}
		frame(t, s, screen)
		st = state(t, s)
		if st.Phase != "done" || st.Animating {
			t.Fatalf("round %d: phase %s, animating %v", round, st.Phase, st.Animating)
		}
		if st.CreditsShown != st.Credits || s.mismatch != 0 {
			t.Fatalf("round %d: the table shows %v credits, the core has %v", round, money.Amount(st.CreditsShown), money.Amount(st.Credits))
		}
		r := s.core.Result(s.person)
		if got := s.core.Balance(s.person) - before; got != r.Net() {
			t.Fatalf("round %d: credits moved %v, the result says %v", round, got, r.Net())
		}
		var sum money.Amount
		for _, w := range st.Results.Wagers {
			sum += money.Amount(w.Net) + money.Amount(w.Extra)
		}
		if sum != money.Amount(st.Results.Net) {
			t.Fatalf("round %d: wagers add to %v, net %v", round, sum, money.Amount(st.Results.Net))
		}
		if !s.resultOn || !strings.HasPrefix(s.result.head, headWord(r.Net())) {
			t.Fatalf("round %d: result line %q for a net of %v", round, s.result.head, r.Net())
		}
	}
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

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestPlaybackAtNormalSpeed deals at normal speed and watches the cards fly from the shoe one
// at a time, the decision wait for the person, and a click complete the animation.
func TestPlaybackAtNormalSpeed(t *testing.T) {
	s := newScene(t, 7, anim.Normal, nil)
	screen := ebiten.NewImage(640, 400)
	frame(t, s, screen)
	bet(t, s)
	act(t, s, command.Deal, "")
	if !s.animating() {
		t.Fatal("a deal at normal speed should animate")
	}
	// Some frames in, a card is in flight between the shoe and its place, and not all cards
	// are out yet.
	inFlight := false
	for range 90 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		for i := range s.seats {
			for k := range s.seats[i].cards {
				c := &s.seats[i].cards[k]
				if c.on && c.pos.Running(s.now) {
					inFlight = true
				}
			}
		}
	}
	if !inFlight {
		t.Error("no card was seen in flight")
	}
	if st := state(t, s); !st.Animating {
		t.Error("the deal finished too quickly for normal speed")
	}
	// A tap completes the animation, up to the person's decision.
	s.pointer.Update()
	s.gesture(input.Tap, 640, 400)
	if s.animating() {
		t.Fatal("a tap during the animation should complete it")
	}
	if s.core.Turn() != s.person {
		t.Fatalf("after the deal it is seat %d's turn", s.core.Turn())
	}
	for _, k := range s.seats[s.person].cards {
		if k.flip.At(s.now) != 1 {
			t.Error("the person's cards should be face up")
		}
	}
	for i := range s.seats {
		if i == s.person || !s.core.InPlay(i) {
			continue
		}
		for _, k := range s.seats[i].cards {
			if k.flip.At(s.now) != 0 {
				t.Errorf("seat %d's cards should stay face down until the showdown", i)
			}
		}
	}
	// The decision buttons show the legal choices with their amounts.
	s.updateControls()
	if s.ctl.fold.Hidden || s.ctl.play[0].Hidden {
		t.Error("Fold and Play 1x should be offered")
	}
	legal := s.core.Legal(s.person)
	if s.ctl.play[2].Hidden != !legal.Has(table.Bet3x) {
		t.Error("Play 3x should show exactly when it is legal")
	}
	act(t, s, command.Play, "1")
	for i := 0; s.animating() && i < 60; i++ {
		ticks(t, s, screen, 60)
	}
	if s.animating() || s.core.Phase() != crazy4.Done {
		t.Fatal("the round did not finish playing")
	}
	if s.credits != s.core.Balance(s.person) {
		t.Errorf("shown credits %v, core %v", s.credits, s.core.Balance(s.person))
	}
}

// TestClicks plays a round with taps on the felt and the buttons, as a player does.
func TestClicks(t *testing.T) {
	s := newScene(t, 3, anim.Instant, nil)
	screen := ebiten.NewImage(640, 400)
	frame(t, s, screen)
	tap := func(x, y float64) {
		t.Helper()
		s.mu.Lock()
		s.gesture(input.Tap, x, y)
		s.mu.Unlock()
		frame(t, s, screen)
	}
	g := &s.geom
	// Choose the 25 chip, put it on the Ante twice, then take one back with a right click.
	for _, c := range s.rack {
		if c.denom == money.Credits(25) {
			tap(c.x, c.y)
		}
	}
	a := g.Seats[s.person].Spots[crazy4.Ante]
	tap(a.X, a.Y)
	tap(a.X, a.Y)
	s.mu.Lock()
	s.gesture(input.Secondary, a.X, a.Y)
	s.mu.Unlock()
	if got := s.core.Spot(s.person, crazy4.SuperBonus); got != money.Credits(25) {
		t.Fatalf("Super Bonus %v after two chips on the Ante and one taken back, want 25", got)
	}
	s.updateControls()
	r := s.ctl.deal.Rect
	tap(r.X+r.W/2, r.Y+r.H/2)
	if s.core.Phase() != crazy4.Deciding {
		t.Fatalf("the Deal button did not deal: %v", s.core.Phase())
	}
	s.updateControls()
	r = s.ctl.play[0].Rect
	tap(r.X+r.W/2, r.Y+r.H/2)
	if s.core.Phase() != crazy4.Done || s.core.Result(s.person).Wagers[crazy4.Play].Staked != money.Credits(25) {
		t.Fatal("the Play 1x button did not play")
	}
}

// TestBets checks the betting rules the table adds to the core's: the Ante carries the Super
// Bonus, the Queens Up carries the 6 Card Bonus, a circle stops at its limit and says why,
// and undo, double and clear do what they say.
func TestBets(t *testing.T) {
	s := newScene(t, 5, anim.Instant, nil)
	p := s.person
	act(t, s, command.Chip, "100")
	// A side bet needs the Ante.
	if msg := s.Act("bet", "queens"); !strings.Contains(msg, "Ante") || strings.Contains(msg, "seed") {
		t.Errorf("a side bet without an Ante says %q", msg)
	}
	if s.core.Bets(p).Total() != 0 {
		t.Fatal("a side bet without an Ante was taken")
	}
	act(t, s, command.Bet, "ante")
	act(t, s, command.Chip, "5")
	act(t, s, command.Bet, "queens")
	act(t, s, command.Bet, "sixcard")
	act(t, s, command.Bet, "queens")
	b := s.core.Bets(p)
	if b[crazy4.SuperBonus] != b[crazy4.Ante] || b[crazy4.QueensUp] != money.Credits(10) || b[crazy4.SixCard] != b[crazy4.QueensUp] {
		t.Fatalf("bets %v", b)
	}
	act(t, s, command.Double, "")
	if b := s.core.Bets(p); b[crazy4.Ante] != money.Credits(200) || b[crazy4.SixCard] != money.Credits(20) {
		t.Fatalf("doubled bets %v", b)
	}
	act(t, s, command.Undo, "")
	if b := s.core.Bets(p); b[crazy4.Ante] != money.Credits(100) || b[crazy4.SixCard] != money.Credits(10) {
		t.Fatalf("undone bets %v", b)
	}
	// Queens Up stops at its maximum of 100 and says so.
	act(t, s, command.Chip, "100")
	msg := s.Act("bet", "queens")
	if msg == "" || !strings.Contains(strings.ToLower(msg), "maximum") {
		t.Errorf("over the limit: %q", msg)
	}
	if b := s.core.Bets(p); b[crazy4.QueensUp] != money.Credits(10) {
		t.Errorf("a refused bet changed the bets: %v", b)
	}
	act(t, s, command.Clear, "")
	if s.core.Bets(p).Total() != 0 || s.credits != s.core.Balance(p) {
		t.Errorf("after clear: bets %v, credits shown %v of %v", s.core.Bets(p), s.credits, s.core.Balance(p))
	}
	for _, bad := range [][2]string{{"chip", "7"}, {"bet", "insurance"}, {"play", "4"}, {"speed", "warp"}, {"hit", ""}} {
		if msg := s.Act(bad[0], bad[1]); msg == "" {
			t.Errorf("%s %s was taken", bad[0], bad[1])
		}
	}
	if msg := s.Act("fold", ""); msg == "" {
		t.Error("a fold before the deal was taken")
	}
}

// TestSaveAndResume saves a table in the middle of a round and starts again from the save:
// the round is void and every wager is returned; the settings come back too.
func TestSaveAndResume(t *testing.T) {
	st := &store.Memory{}
	s := newScene(t, 0, anim.Instant, st)
	start := s.core.Balance(s.person)
	bet(t, s)
	act(t, s, command.Deal, "")
	act(t, s, command.FourColour, "on")
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	r := newScene(t, 0, anim.Instant, st)
	if got := r.core.Balance(r.person); got != start {
		t.Errorf("after a round interrupted by a restart the credits are %v, want %v back", got, start)
	}
	if !r.fourColour {
		t.Error("the four-colour setting was not kept")
	}
	if !r.core.Result(r.person).Void {
		t.Error("the interrupted round should be void")
	}
	// A store that refuses everything costs the memory, not the game.
	bad := &store.Memory{Fail: true}
	q := newScene(t, 0, anim.Instant, bad)
	bet(t, q)
	if err := q.Save(); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("saving to a refusing store: %v", err)
	}
}

// TestLayoutsAndResize draws a round in landscape, turns the screen to portrait mid-round and
// back, and checks that everything lies on the screen and the felt shows.
func TestLayoutsAndResize(t *testing.T) {
	s := newScene(t, 9, anim.Instant, nil)
	// Half-size screens: reading pixels back waits for the software renderer of the tests.
	land := ebiten.NewImage(640, 400)
	port := ebiten.NewImage(360, 640)
	frame(t, s, land)
	bet(t, s)
	act(t, s, command.Deal, "")
	frame(t, s, land)
	frame(t, s, port)
	if s.geom.O != layout.Portrait {
		t.Fatal("the table did not turn to portrait")
	}
	for _, g := range []geometry{newGeometry(layout.Landscape, 2), newGeometry(layout.Portrait, 2)} {
		for n, sg := range g.Seats {
			for _, c := range sg.Cards {
				if c.X < 0 || c.X > g.W || c.Y < 0 || c.Y > g.H {
					t.Errorf("%v: seat %d has a card off the screen at %v", g.O, n, c)
				}
			}
			for w, c := range sg.Spots {
				if c.X-c.R < felt.RailWidth || c.X+c.R > g.W-felt.RailWidth || c.Y+c.R > g.H-felt.RailWidth {
					t.Errorf("%v: seat %d's %s circle is off the felt", g.O, n, crazy4.WagerName(table.Wager(w)))
				}
			}
		}
		for _, b := range s.buttons {
			if b.Rect.H < layout.MinTouch-1 {
				t.Errorf("%v: button %q is %v high, under the 44 of a touch target", g.O, b.Title(), b.Rect.H)
			}
		}
	}
	for _, c := range s.seats[s.person].cards {
		x, y := c.pos.At(s.now)
		if x < 0 || x > 720 || y < 0 || y > 1280 {
			t.Errorf("after the turn a card is at %v, %v", x, y)
		}
	}
	act(t, s, command.Fold, "")
	frame(t, s, port)
	frame(t, s, land)
	// The felt under the middle of the table, the leather of the rail.
	if c := rgba(land, 320, 165); !(c.G > c.R+30) {
		t.Errorf("the middle of the table is %v, want felt", c)
	}
	if c := rgba(land, 3, 200); !(c.R > c.G && c.G > c.B) {
		t.Errorf("the rail is %v, want leather", c)
	}
}

func rgba(img *ebiten.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
}

// TestStateNumbers checks that the hook prints money exactly.
func TestStateNumbers(t *testing.T) {
	for _, c := range []struct {
		a    money.Amount
		want string
	}{{0, "0"}, {100, "1"}, {150, "1.50"}, {-205, "-2.05"}, {money.Credits(1000), "1000"}} {
		b, _ := credits(c.a).MarshalJSON()
		if string(b) != c.want {
			t.Errorf("%d cents prints %s, want %s", c.a, b, c.want)
		}
	}
	for _, txt := range []string{"1.5", "-2.05", "1000", "0.01"} {
		var c credits
		if err := c.UnmarshalJSON([]byte(txt)); err != nil {
			t.Errorf("%s: %v", txt, err)
		}
		b, _ := c.MarshalJSON()
		if want := strings.TrimSuffix(txt, ".5") + map[bool]string{true: ".50"}[strings.HasSuffix(txt, ".5")]; string(b) != want {
			t.Errorf("%s reads back as %s", txt, b)
		}
	}
}

// TestSpeedAndSkip checks the speed setting and that a key during an animation completes it.
func TestSpeedAndSkip(t *testing.T) {
	s := newScene(t, 13, anim.Slow, nil)
	screen := ebiten.NewImage(640, 400)
	frame(t, s, screen)
	bet(t, s)
	act(t, s, command.Deal, "")
	frame(t, s, screen)
	if !s.animating() {
		t.Fatal("not animating at slow speed")
	}
	s.mu.Lock()
	s.key(ebiten.KeyQ) // any key
	s.mu.Unlock()
	if s.animating() {
		t.Error("a key during the animation should complete it")
	}
	act(t, s, command.Speed, "")
	if s.speed != anim.Normal {
		t.Errorf("speed after slow: %v", s.speed)
	}
	act(t, s, command.Speed, "instant")
	act(t, s, command.Fold, "")
	if s.animating() {
		t.Error("instant speed should not animate")
	}
}

func BenchmarkFrameIdle(b *testing.B) {
	s := newScene(b, 21, anim.Normal, nil)
	benchFrames(b, s, func() {})
}

// BenchmarkFrameMidDeal measures Update and Draw with six seats in play while the cards fly
// from the shoe.
func BenchmarkFrameMidDeal(b *testing.B) {
	s := newScene(b, 21, anim.Slow, nil)
	benchFrames(b, s, func() {
		if s.core.Phase() == crazy4.Deciding {
			act(b, s, command.Fold, "")
		}
		s.skip()
		act(b, s, command.Chip, "5")
		act(b, s, command.Bet, "ante")
		act(b, s, command.Deal, "")
	})
}

// BenchmarkFrameMidSettle measures Update and Draw with six seats while the wagers are paid.
func BenchmarkFrameMidSettle(b *testing.B) {
	s := newScene(b, 21, anim.Slow, nil)
	benchFrames(b, s, func() {
		s.skip()
		act(b, s, command.Chip, "5")
		act(b, s, command.Bet, "ante")
		act(b, s, command.Deal, "")
		act(b, s, command.Play, "1")
		// Run to the first wager paid.
		for range 60 * 60 {
			s.Update()
			if s.cursor > 0 && s.core.Events()[s.cursor-1].Kind == table.Settled {
				return
			}
		}
	})
}

// benchFrames times Update and Draw of frames that are all mid-animation: setup starts the
// animation again whenever it ends, with the timer stopped. After each frame, with the timer
// stopped too, the frame's drawing is finished on the (software) GPU, as the end of a frame
// does: what is timed is the CPU's work of a frame.
func benchFrames(b *testing.B, s *Scene, setup func()) {
	screen := ebiten.NewImage(1280, 800)
	tiny := ebiten.NewImage(1, 1)
	v := layout.Fit(1280, 800, 1)
	flush := func() {
		tiny.DrawImage(screen, nil)
		tiny.At(0, 0)
	}
	s.Draw(screen, v) // paint the felt and warm the caches
	// Every card face at the table's sizes, as a session soon has them all.
	for c := range cards.Card(cards.DeckSize) {
		for _, w := range []float64{s.geom.DealerW, s.geom.Seats[s.person].CardW, s.geom.Seats[(s.person+1)%table.Seats].CardW, s.geom.DealerW * 0.9} {
			s.art.Card(c, v.Len(w), false)
		}
	}
	// Rounds played through first, fast and drawing every other frame, so that the chips,
	// backs and labels of the table are in their caches too: what is measured is the steady
	// state of a session.
	speed := s.speed
	s.speed = anim.Fast
	warm := func() {
		for i := 0; i < 60*120 && s.animating(); i++ {
			s.Update()
			if i%2 == 0 {
				s.Draw(screen, v)
				flush()
			}
		}
	}
	for range 3 {
		setup()
		warm()
		if s.core.Phase() == crazy4.Deciding {
			act(b, s, command.Play, "1")
			warm()
		}
	}
	s.speed = speed
	setup()
	for range 30 {
		s.Update()
		s.Draw(screen, v)
		flush()
	}
	idle := !s.animating()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if !idle && !s.animating() {
			b.StopTimer()
			setup()
			b.StartTimer()
		}
		s.Update()
		s.Draw(screen, v)
		b.StopTimer()
		flush()
		b.StartTimer()
	}
}

// TestDemo lets the table play the person's seat by itself for a few rounds, and hands it over
// at the first key.
func TestDemo(t *testing.T) {
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := felt.New()
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(tbl, fs, Options{Demo: true, Entropy: 3, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	for range 200 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if s.core.Round() < 5 {
		t.Fatalf("the demonstration played %d rounds in 200 ticks", s.core.Round())
	}
	if s.mismatch != 0 {
		t.Error("the demonstration's credits disagree with the core's")
	}
	s.mu.Lock()
	s.stopDemo()
	s.mu.Unlock()
	r := s.core.Round()
	for range 100 {
		s.Update()
	}
	if s.core.Round() > r+1 {
		t.Error("the demonstration played on after handing the seat over")
	}
}
