package paytable

import (
	"errors"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
)

func all4(t *testing.T) []Table[Class4] {
	t.Helper()
	ts := []Table[Class4]{SuperBonus()}
	add := func(tb Table[Class4], err error) {
		if err != nil {
			t.Fatal(err)
		}
		ts = append(ts, tb)
	}
	for _, n := range QueensUpNames() {
		add(QueensUp(n))
	}
	for _, n := range Progressive4Names() {
		add(Progressive4(n))
	}
	for p := 1; p <= 6; p++ {
		add(CoverAll(p))
	}
	for _, n := range BadBeatNames() {
		add(BadBeat(n))
	}
	add(AcesUp("50-40-9-6-4-2-1"))
	add(AcesUp("50-40-7-5-4-3-1"))
	return ts
}

func all5(t *testing.T) []Table[Class5] {
	t.Helper()
	ts := []Table[Class5]{Progressive5(), FiveCardHandBonus(), SixCardBonus(), ThreeCardSixCard(), CrissCross(), CrissCrossAnte(), FiveCardBonus()}
	for _, n := range MultiLinkNames() {
		tb, err := MultiLink(n)
		if err != nil {
			t.Fatal(err)
		}
		ts = append(ts, tb)
	}
	return ts
}

func TestTablesAreOrdered(t *testing.T) {
	for _, tb := range all4(t) {
		if err := tb.Validate(); err != nil {
			t.Error(err)
		}
	}
	for _, tb := range all5(t) {
		if err := tb.Validate(); err != nil {
			t.Error(err)
		}
	}
	bad := Table[Class4]{Name: "x", Lines: []Line[Class4]{line4("a", Trips4, to(1)), line4("b", Trips4, to(1))}}
	if bad.Validate() == nil || (Table[Class4]{Name: "empty"}).Validate() == nil {
		t.Error("Validate accepts a bad table")
	}
}

func TestUnknownNames(t *testing.T) {
	if _, err := QueensUp("E"); !errors.Is(err, ErrUnknown) {
		t.Error(err)
	}
	if _, err := Progressive4("pays4"); !errors.Is(err, ErrUnknown) {
		t.Error(err)
	}
	if _, err := CoverAll(7); !errors.Is(err, ErrUnknown) {
		t.Error(err)
	}
	if _, err := BadBeat("3"); !errors.Is(err, ErrUnknown) {
		t.Error(err)
	}
	if _, err := MultiLink("PTMGL03"); !errors.Is(err, ErrUnknown) {
		t.Error(err)
	}
	if _, err := MultiLinkSeeds("x"); !errors.Is(err, ErrUnknown) {
		t.Error(err)
	}
	if _, err := AcesUp("1-2-3"); !errors.Is(err, ErrUnknown) {
		t.Error(err)
	}
}

func classOf(t *testing.T, e *hand.Evaluator, s string) (Class4, Class5) {
	t.Helper()
	cs := cards.MustParseList(s)
	h := [5]cards.Card(cs)
	return ClassOf4(e.Four(&h)), ClassOf5(e.Five(&h))
}

func TestClasses(t *testing.T) {
	e := hand.New()
	cases := []struct {
		hand string
		c4   Class4
		c5   Class5
	}{
		{"Ac Ad Ah As 2c", FourAces4, Quads5},
		{"Kc Kd Kh Ks 2c", Quads4, Quads5},
		{"Ah Kh Qh Jh 2c", RoyalFlush4, Nothing5},
		{"Ah Kh Qh Jh 2h", RoyalFlush4, Flush5},
		{"Ah Kh Qh Jh Th", RoyalFlush4, RoyalFlush5},
		{"9h Kh Qh Jh Th", StraightFlush4, StraightFlush5},
		{"7c 7d 7h 2s 2c", Trips4, FullHouse5},
		{"Qc Qd 7h 4s 2c", PairOfQueens4, PairJacksUp5},
		{"Jc Jd 7h 4s 2c", Nothing4, PairJacksUp5},
		{"Tc Td 7h 4s 2c", Nothing4, PairSixToTen5},
		{"5c 5d 7h 4s 2c", Nothing4, LowPair5},
		{"Ac Kd 7h 4s 2c", Nothing4, Nothing5},
		{"Ac Ad 7h 4s 2c", PairOfAces4, PairJacksUp5},
		{"Kc Kd 7h 4s 2c", PairOfKings4, PairJacksUp5},
		{"Kc Kd 7h 7s 2c", TwoPair4, TwoPair5},
		{"9c Td Jh Qs 2c", Straight4, Nothing5},
		{"9c Td Jh Qs Kc", Straight4, Straight5},
		{"2h 5h 9h Kh Ac", Flush4, Nothing5},
	}
	for _, c := range cases {
		c4, c5 := classOf(t, e, c.hand)
		if c4 != c.c4 || c5 != c.c5 {
			t.Errorf("%s: classes %v / %v, want %v / %v", c.hand, c4, c5, c.c4, c.c5)
		}
	}
	if Class4(99).String() != "?" || Class5(99).String() != "?" || FourAces4.String() != "Four Aces" || RoyalFlush5.String() != "Royal Flush" {
		t.Error("class names")
	}
}

func TestLookups(t *testing.T) {
	sb := SuperBonus()
	if l, ok := sb.Lookup(FourAces4); !ok || l.Pay.Odds != money.ToOne(200) {
		t.Errorf("four aces pay %v", l.Pay)
	}
	if l, _ := sb.Lookup(RoyalFlush4); l.Pay.Odds != money.ToOne(15) {
		t.Errorf("A-K-Q-J suited pays %v on the Super Bonus", l.Pay)
	}
	if _, ok := sb.Lookup(TwoPair4); ok {
		t.Error("two pair pays the Super Bonus")
	}
	qu, _ := QueensUp("D")
	if l, _ := qu.Lookup(FourAces4); l.Pay.Odds != money.ToOne(50) || l.Hand != "Four of a kind" {
		t.Errorf("Queens Up D four aces %v", l)
	}
	if l, _ := qu.Lookup(PairOfKings4); l.Pay.Odds != money.ToOne(1) {
		t.Errorf("Queens Up kings %v", l)
	}
	ca, _ := CoverAll(1)
	if l, _ := ca.Lookup(RoyalFlush4); l.Pay.Odds != money.ToOne(200) {
		t.Errorf("Cover All 1 player royal %v", l.Pay)
	}
	if l, _ := ca.Lookup(Quads4); l.Pay.Odds != money.ToOne(150) {
		t.Errorf("Cover All 1 player quads %v", l.Pay)
	}
	ca6, _ := CoverAll(6)
	if l, _ := ca6.Lookup(Trips4); l.Pay.Odds != money.ToOne(4) {
		t.Errorf("Cover All 6 players trips %v", l.Pay)
	}
	p4, _ := Progressive4("pays1")
	if l, _ := p4.Lookup(FourAces4); l.Pay.Kind != Meter || l.Pay.Percent != 100 || l.Envy != money.Credits(100) {
		t.Errorf("pays1 four aces %+v", l)
	}
	if l, _ := p4.Lookup(Trips4); l.Pay.Odds != money.ForOne(9) || l.Envy != 0 {
		t.Errorf("pays1 trips %+v", l)
	}
	ml, _ := MultiLink("PTMGLML02")
	if l, _ := ml.Lookup(Quads5); l.Pay.Kind != Meter || l.Pay.Level != 2 {
		t.Errorf("ML02 quads %+v", l)
	}
	if l, _ := ml.Lookup(Trips5); l.Pay.Odds != money.ForOne(10) {
		t.Errorf("ML02 trips %+v", l)
	}
	cc := CrissCross()
	if l, _ := cc.Lookup(PairSixToTen5); l.Pay.Kind != Push || l.Pay.String() != "Push" {
		t.Errorf("criss cross 6s-10s %+v", l)
	}
	if _, ok := cc.Lookup(LowPair5); ok {
		t.Error("a low pair pays Criss Cross")
	}
	tc := ThreeCardSixCard()
	if l, _ := tc.Lookup(FullHouse5); l.Pay.Odds != money.ToOne(25) {
		t.Error("Three Card 6 Card Bonus full house")
	}
	if l, _ := SixCardBonus().Lookup(FullHouse5); l.Pay.Odds != money.ToOne(20) {
		t.Error("ThreeCardSixCard changed the 6 Card Bonus")
	}
	if PayMeter(0, 10).String() != "10% of meter" || MagicCard().String() != "20 for 1" || LuckyBonus() != money.ForOne(5) {
		t.Error("pay strings")
	}
	if s, _ := MultiLinkSeeds("PTMGLML01"); len(s) != 2 || s[1] != money.Credits(1000) {
		t.Error("ML01 seeds")
	}
}

// TestClassTables checks that the class tables give what the rules give,
// for every category and first rank with any lower bits, and for values
// past the last category.
func TestClassTables(t *testing.T) {
	for i := range uint32(12 << 4) {
		for _, low := range []uint32{0, 0x123, 0xfff} {
			if v := hand.Four(i<<12 | low); ClassOf4(v) != classify4(v) {
				t.Errorf("%#x: ClassOf4 %v, classify4 %v", uint32(v), ClassOf4(v), classify4(v))
			}
			if v := hand.Five(i<<16 | low<<4); ClassOf5(v) != classify5(v) {
				t.Errorf("%#x: ClassOf5 %v, classify5 %v", uint32(v), ClassOf5(v), classify5(v))
			}
		}
	}
}
