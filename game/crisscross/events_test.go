package crisscross

import (
	"math/bits"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
)

// eventRounds plays seeded rounds at the default table (the person and
// three table-mates who make every wager), the person betting every wager
// and deciding by the simple strategy, and checks each round's events with
// check.
func eventRounds(t *testing.T, rounds int, check func(t *testing.T, tb *Table, seed cards.Seed, before [table.Seats]money.Amount)) {
	t.Helper()
	cfg := DefaultConfig()
	cfg.Roster = eager()
	cfg.BuyIn = cr(100_000)
	tb := tableOf(t, cfg)
	p := tb.Person()
	for r := range rounds {
		seed := cards.Seed(r*7 + 1)
		if tb.Rebet(p) != nil {
			must(t, tb.SetBets(p, table.Bets{AnteAcross: cr(10), AnteDown: cr(10), FiveCardBonus: cr(5), BonusSpin: cr(5), Xtreme: cr(5)}))
		}
		if !tb.Covers(p) {
			must(t, tb.BuyIn(p))
		}
		var before [table.Seats]money.Amount
		for n := range before {
			before[n] = tb.Balance(n) + tb.Bets(n).Total()
		}
		must(t, tb.Deal(seed))
		playSimple(t, tb)
		checkBooks(t, tb)
		check(t, tb, seed, before)
	}
}

// cardsOf returns the cards a HandRanked mask names for seat n.
func cardsOf(tb *Table, n int8, mask uint8) []cards.Card {
	var cs []cards.Card
	if n >= 0 {
		for i, c := range tb.seats[n].view.Hole {
			if mask&(1<<i) != 0 {
				cs = append(cs, c)
			}
		}
	}
	for p := range Position(CrossSize) {
		if mask&CardBit(p) != 0 {
			cs = append(cs, tb.cross[p])
		}
	}
	return cs
}

// Every hand named names exactly the cards of its mask: a seat's hands
// the cards of their line (the whole line once the middle card turns),
// the community hand the five cards of the cross; the value is that of
// those cards, a Partial while the line forms.
func TestHandRankedMasks(t *testing.T) {
	eval := sharedEval()
	eventRounds(t, 300, func(t *testing.T, tb *Table, seed cards.Seed, _ [table.Seats]money.Amount) {
		named := 0
		for _, e := range tb.Events() {
			if e.Kind != table.HandRanked {
				continue
			}
			named++
			line := AcrossCards
			switch {
			case e.Seat == table.Community:
				line = CrossCards
				if e.Wager != FiveCardBonus || e.Index != CrossCards || !e.Up {
					t.Fatalf("seed %d: community hand %+v", seed, e)
				}
			case e.Wager == DownBet:
				line = DownCards
			case e.Wager != AcrossBet:
				t.Fatalf("seed %d: hand for %s", seed, WagerName(e.Wager))
			}
			if e.Index&^line != 0 || e.Index&HoleCards != HoleCards && e.Seat >= 0 {
				t.Fatalf("seed %d: mask %07b for %s", seed, e.Index, WagerName(e.Wager))
			}
			cs := cardsOf(tb, e.Seat, e.Index)
			var want hand.Five
			if e.Up {
				if len(cs) != 5 || e.Index != line {
					t.Fatalf("seed %d: a complete hand of %d cards", seed, len(cs))
				}
				want = eval.Five((*[5]cards.Card)(cs))
			} else {
				if len(cs) != 2 && len(cs) != 4 {
					t.Fatalf("seed %d: a partial hand of %d cards", seed, len(cs))
				}
				want = Partial(cs...)
			}
			if hand.Five(e.Value) != want {
				t.Fatalf("seed %d: seat %d %s named %v, the cards %v make %v", seed, e.Seat, WagerName(e.Wager), hand.Five(e.Value), cs, want)
			}
		}
		if named == 0 {
			t.Fatalf("seed %d: no hand named", seed)
		}
	})
}

// The person's lines are named as they form: both at the deal, Across
// when its outer cards turn, Down when its outer cards turn, both when the
// middle card turns; never after a fold. A table-mate's hands are named
// at the settlement, after its cards are shown.
func TestHandsNamedOnEachStreet(t *testing.T) {
	eventRounds(t, 300, func(t *testing.T, tb *Table, seed cards.Seed, _ [table.Seats]money.Amount) {
		p := int8(tb.Person())
		var shown uint8 // the cross cards turned so far
		var holeUp [table.Seats]bool
		var names [table.Seats][]string
		folded := [table.Seats]bool{}
		for _, e := range tb.Events() {
			switch e.Kind {
			case table.CardShown:
				if e.Seat == table.Community {
					shown |= 1 << e.Index
				} else {
					holeUp[e.Seat] = true
				}
			case table.Decided:
				folded[e.Seat] = folded[e.Seat] || e.Action == table.Fold
			case table.HandRanked:
				if e.Seat < 0 {
					continue
				}
				if !holeUp[e.Seat] || folded[e.Seat] {
					t.Fatalf("seed %d: seat %d's hand named face down or folded", seed, e.Seat)
				}
				// The hand uses the line's cards turned so far.
				line := AcrossCards
				if e.Wager == DownBet {
					line = DownCards
				}
				if want := line & (HoleCards | shown<<2); e.Index != want {
					t.Fatalf("seed %d: seat %d %s mask %07b, want %07b", seed, e.Seat, WagerName(e.Wager), e.Index, want)
				}
				names[e.Seat] = append(names[e.Seat], WagerName(e.Wager)+string('0'+rune(bits.OnesCount8(e.Index))))
			}
		}
		got := join(names[p])
		switch {
		case folded[p] && len(names[p]) < 2:
			t.Fatalf("seed %d: the person's hands %s", seed, got)
		case !folded[p] && got != "Across2 Down2 Across4 Down4 Across5 Down5":
			t.Fatalf("seed %d: the person's hands %s", seed, got)
		}
		for n := range table.Seats {
			if o, _ := tb.Occupant(n); o == Mate && !folded[n] && join(names[n]) != "Across5 Down5" {
				t.Fatalf("seed %d: seat %d's hands %s", seed, n, join(names[n]))
			}
		}
	})
}

// A round's events are enough to follow every seat's credits: from
// SeatState, with the wagers placed and made, the settlements (the stake
// back with the net), the extra pays and the buy-ins, they come to the
// balances. They carry the fields a front end plays: Turn's think time,
// Settled's gross pay and the hand behind the Middle bet, the wagers
// collected after "no more bets" with the seed, the meters as MeterOf
// numbers them.
func TestEventsReplay(t *testing.T) {
	eventRounds(t, 400, func(t *testing.T, tb *Table, seed cards.Seed, before [table.Seats]money.Amount) {
		var credits [table.Seats]money.Amount
		var staked [table.Seats][table.MaxWagers]money.Amount
		var state [table.Seats]bool
		noMore, collected := false, 0
		for i, e := range tb.Events() {
			n := e.Seat
			switch e.Kind {
			case table.RoundStart:
				if i != 0 {
					t.Fatalf("seed %d: RoundStart at %d", seed, i)
				}
			case table.SeatState:
				credits[n], state[n] = e.Amount, true
				if o, _ := tb.Occupant(int(n)); o == Player && e.Index != table.PersonIndex || o == Mate && int(e.Index) != tb.seats[n].mate {
					t.Fatalf("seed %d: %+v", seed, e)
				}
			case table.MeterChanged:
				if int(e.Value) != tb.MeterOf(e.Wager) {
					t.Fatalf("seed %d: %+v", seed, e)
				}
			case table.BetPlaced:
				credits[n] -= e.Amount - staked[n][e.Wager]
				staked[n][e.Wager] = e.Amount
			case table.BoughtIn, table.SeatTaken:
				credits[n] += e.Amount
			case table.SeatLeft:
				credits[n] -= e.Amount
			case table.NoMoreBets:
				noMore = true
				if e.Amount != money.Amount(seed) {
					t.Fatalf("seed %d: %+v", seed, e)
				}
			case table.Collected:
				collected++
				if !noMore || e.Amount != staked[n][e.Wager] || (e.Wager != BonusSpin && e.Wager != Xtreme) {
					t.Fatalf("seed %d: %+v", seed, e)
				}
			case table.Turn:
				o, m := tb.Occupant(int(n))
				if o == Mate && int(e.Index) != m.Think || o == Player && e.Index != 0 {
					t.Fatalf("seed %d: %+v", seed, e)
				}
			case table.Decided:
				credits[n] -= e.Amount
				staked[n][e.Wager] += e.Amount
			case table.Settled:
				credits[n] += staked[n][e.Wager] + e.Amount
				pay := e.Pay
				switch e.Result {
				case table.Won, table.Capped:
					if e.Wager != BonusSpin && e.Wager != Xtreme && pay != e.Amount || pay <= 0 {
						t.Fatalf("seed %d: %+v", seed, e)
					}
				case table.JackpotPay:
				default:
					if pay != 0 {
						t.Fatalf("seed %d: %+v", seed, e)
					}
				}
				if e.Wager == MiddleBet && e.Result != table.Folded {
					a, d, _ := tb.Hands(int(n))
					if want := map[bool]table.Wager{false: AcrossBet, true: DownBet}[d > a]; e.Index != uint8(want) || hand.Five(e.Value) != max(a, d) {
						t.Fatalf("seed %d: %+v, hands %v %v", seed, e, a, d)
					}
				}
			case table.Paid:
				credits[n] += e.Amount
				if e.Result != table.CommunityPay {
					t.Fatalf("seed %d: %+v", seed, e)
				}
			}
		}
		if collected == 0 {
			t.Fatalf("seed %d: nothing collected", seed)
		}
		for n := range table.Seats {
			if o, _ := tb.Occupant(n); o != Empty && credits[n] != tb.Balance(n) {
				t.Fatalf("seed %d: seat %d: the events come to %v, the balance is %v (SeatState %v)", seed, n, credits[n], tb.Balance(n), state[n])
			}
		}
	})
}

// A wheel's landing is followed by its pays: the spinner's Settled, then
// the others' Community Pays naming the spinner.
func TestWheelEvents(t *testing.T) {
	spins := 0
	eventRounds(t, 1500, func(t *testing.T, tb *Table, seed cards.Seed, _ [table.Seats]money.Amount) {
		evs := tb.Events()
		for i, e := range evs {
			if e.Kind != table.WheelSpun {
				continue
			}
			spins++
			w := tb.Wheel(e.Wager, e.Value)
			if w == nil || int(e.Index) >= len(w.Segments) {
				t.Fatalf("seed %d: %+v", seed, e)
			}
			for _, f := range evs[i+1:] {
				if f.Kind == table.WheelSpun || f.Kind == table.Settled && f.Wager != e.Wager {
					break
				}
				if f.Kind == table.Paid && (f.Index != uint8(e.Seat) || f.Wager != e.Wager || f.Seat == e.Seat) {
					t.Fatalf("seed %d: %+v after %+v", seed, f, e)
				}
			}
		}
	})
	if spins < 50 {
		t.Errorf("%d spins", spins)
	}
}

// Partial names a line as it stands.
func TestPartial(t *testing.T) {
	for _, c := range []struct{ cards, name string }{
		{"8c 8d", "Pair of Eights"},
		{"Ac 3d", "Ace high"},
		{"Kc 5d Kh 5s", "Two Pair, Kings and Fives"},
		{"7c 7d 2h 7s", "Three of a Kind, Sevens"},
		{"9c 9d 9h 9s", "Four of a Kind, Nines"},
		{"Tc Jc Qc Kc", "King high"},
		{"2c 3d Jh 2s", "Pair of Twos"},
	} {
		v := Partial(cards.MustParseList(c.cards)...)
		if v.Name() != c.name {
			t.Errorf("%s: %s, want %s", c.cards, v.Name(), c.name)
		}
	}
	// They compare as hands: a pair of kings beats a pair of queens with an
	// ace, two pair beats a pair.
	if !(Partial(cards.MustParseList("Kc Kd 2h 3s")...) > Partial(cards.MustParseList("Qc Qd Ah 3s")...) &&
		Partial(cards.MustParseList("2c 2d 3h 3s")...) > Partial(cards.MustParseList("Ac Ad Kh Qs")...)) {
		t.Error("partial hands do not compare")
	}
}

// Partial agrees with counting the ranks, for every two and four ranks.
func TestPartialAgainstCounting(t *testing.T) {
	reference := func(cs []cards.Card) hand.Five {
		var count [cards.NumRanks]int
		for _, c := range cs {
			count[c.Rank()]++
		}
		groups := map[int]int{}
		for _, n := range count {
			groups[n]++
		}
		cat := hand.HighCard5
		switch {
		case groups[4] > 0:
			cat = hand.Quads5
		case groups[3] > 0:
			cat = hand.Trips5
		case groups[2] > 1:
			cat = hand.TwoPair5
		case groups[2] > 0:
			cat = hand.Pair5
		}
		v, shift := hand.Five(cat)<<20, 16
		for n := 4; n > 0; n-- {
			for r := cards.NumRanks - 1; r >= 0; r-- {
				if count[r] == n {
					v |= hand.Five(r) << shift
					shift -= 4
				}
			}
		}
		return v
	}
	var cs []cards.Card
	var walk func(k int)
	walk = func(k int) {
		if k == 2 || k == 4 {
			if got, want := Partial(cs...), reference(cs); got != want {
				t.Fatalf("%v: %v, want %v", cs, got, want)
			}
		}
		if k == 4 {
			return
		}
		for r := range cards.Rank(cards.NumRanks) {
			cs = append(cs, cards.New(r, cards.Suit(k)))
			walk(k + 1)
			cs = cs[:k]
		}
	}
	walk(0)
}
