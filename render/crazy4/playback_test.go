package crazy4

import (
	"fmt"
	"testing"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/input"
	"felt/render/tabletest"
)

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
