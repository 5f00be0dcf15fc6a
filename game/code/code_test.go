package code

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
)

var eval = hand.New()

// settings stand for a table's settings as the front end writes them: this package holds
// them and does not read them (render/history's tests deal rounds at the settings they
// name).
var settings = []byte{0xda, 0x81, 0x2e}

// fresh makes a new table of a game for the person in seat 2 with buyIn credits.
func fresh(t testing.TB, game string, buyIn money.Amount) Replayer {
	t.Helper()
	switch game {
	case "crazy4":
		c := crazy4.Default()
		c.BuyIn = buyIn
		g, err := crazy4.NewTable(c, eval)
		if err != nil {
			t.Fatal(err)
		}
		return g
	default:
		c := crisscross.DefaultConfig()
		c.BuyIn = buyIn
		c.Mates = 5
		g, err := crisscross.NewTable(c, eval)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
}

// story is what a round's replay must show alike: every card dealt and turned, every
// decision, every wheel's segment, every wager's result and extra pay (the jackpots too),
// every hand, the meters as the settlement began and as each jackpot reset them.
func story(g table.Game, events []table.Event) []table.Event {
	var out []table.Event
	for _, e := range events {
		switch e.Kind {
		case table.CardDealt, table.CardShown, table.Decided, table.WheelSpun, table.HandRanked, table.Qualified,
			table.NoMoreBets, table.MagicDrawn, table.LuckyDrawn, table.Settled, table.Paid:
			out = append(out, e)
		case table.MeterChanged:
			if e.Up || e.Result == table.JackpotPay {
				out = append(out, e)
			}
		case table.BetPlaced:
			// The person's chips went down one by one; the replay puts them down at once.
			if int(e.Seat) != g.Person() {
				out = append(out, e)
			}
		}
	}
	return out
}

// TestRoundTrip plays rounds at tables that have been playing a while (table-mates come and
// go, meters climb, the linked tables play on while the person decides), makes each round's
// code, reads it back, and deals it again at a new table: the same cards, decisions, spins,
// hands and results, the jackpots paid from the same meters.
func TestRoundTrip(t *testing.T) {
	for _, game := range []string{"crazy4", "crisscross"} {
		t.Run(game, func(t *testing.T) {
			g := fresh(t, game, money.Credits(1_000_000))
			r := rand.New(rand.NewPCG(3, uint64(len(game))))
			p := g.Person()
			longest, spun, jackpots := 0, 0, 0
			for i := range 300 {
				if err := g.Place(p, 0, money.Credits(5)); err != nil {
					t.Fatal(err)
				}
				for w := 1; w < g.Wagers(); w++ {
					if g.Offered(table.Wager(w)) && r.IntN(3) == 0 {
						_ = g.Place(p, table.Wager(w), money.Credits(5))
					}
				}
				if err := g.Deal(cards.Seed(r.Uint64())); err != nil {
					t.Fatal(err)
				}
				// The linked tables play on while the person thinks: the meters move.
				if err := g.Advance(int64(r.IntN(1200))); err != nil {
					t.Fatal(err)
				}
				for g.Phase() == table.Deciding {
					acts := g.Legal(p).Append(nil)
					if err := g.Decide(p, acts[r.IntN(len(acts))]); err != nil {
						t.Fatal(err)
					}
				}
				orig := append([]table.Event(nil), g.Events()...)
				rd, err := FromEvents(game, settings, p, orig)
				if err != nil {
					t.Fatalf("round %d: %v", i, err)
				}
				for _, e := range orig {
					if e.Kind == table.Paid && e.Result == table.JackpotPay || e.Kind == table.Settled && e.Result == table.JackpotPay {
						jackpots++
					}
				}
				text := rd.String()
				longest = max(longest, len(text))
				spun += len(rd.Spins)
				back, err := Parse(strings.ToLower(text[:10]) + "-" + text[10:])
				if err != nil {
					t.Fatalf("round %d: %q: %v", i, text, err)
				}
				if !reflect.DeepEqual(back, rd) {
					t.Fatalf("round %d: read back %+v, want %+v", i, back, rd)
				}
				again := fresh(t, game, back.Stake())
				if err := Play(back, again); err != nil {
					t.Fatalf("round %d: %v", i, err)
				}
				a, b := story(g, orig), story(again, again.Events())
				if !reflect.DeepEqual(a, b) {
					for k := range min(len(a), len(b)) {
						if a[k] != b[k] {
							t.Fatalf("round %d: event %d: %+v, replayed %+v", i, k, a[k], b[k])
						}
					}
					t.Fatalf("round %d: %d events, replayed %d", i, len(a), len(b))
				}
				if rd2, err := FromEvents(game, settings, p, again.Events()); err != nil || !reflect.DeepEqual(rd2, rd) {
					t.Fatalf("round %d: the replay's code %+v, want %+v (%v)", i, rd2, rd, err)
				}
				// The same code deals the same round every time.
				third := fresh(t, game, back.Stake())
				if err := Play(back, third); err != nil || !reflect.DeepEqual(third.Events(), again.Events()) {
					t.Fatalf("round %d: a second replay differs (%v)", i, err)
				}
			}
			t.Logf("%s: codes of up to %d characters; %d wheel spins; %d jackpot pays", game, longest, spun, jackpots)
			if longest > 130 {
				t.Fatalf("a code of %d characters is not short", longest)
			}
		})
	}
}

// TestJackpotCode plays Crazy 4 Poker rounds with every wager that a meter pays until one
// pays a jackpot (the linked tables playing on while the person decides), and deals it
// again from its code at a new table: the jackpot pays what it paid, from the same meter, and
// the meters end alike. A code of version 1 (no meters) is refused with a line that says so.
func TestJackpotCode(t *testing.T) {
	c := crazy4.Default()
	c.BuyIn = money.Credits(10_000_000)
	c.HandBonus = crazy4.HandBonusConfig{Offered: true, Unit: money.Credits(1), Hands: "both"}
	g, err := crazy4.NewTable(c, eval)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 8))
	p := g.Person()
	for i := range 200_000 {
		for _, w := range []table.Wager{0, crazy4.Progressive, crazy4.HandBonus, crazy4.DealerBonus} {
			a := money.Credits(1)
			if w == 0 {
				a = money.Credits(5)
			}
			if err := g.Place(p, w, a); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.Deal(cards.Seed(r.Uint64())); err != nil {
			t.Fatal(err)
		}
		if err := g.Advance(int64(r.IntN(1200))); err != nil {
			t.Fatal(err)
		}
		for g.Phase() == table.Deciding {
			if err := g.Decide(p, table.Bet1x); err != nil {
				t.Fatal(err)
			}
		}
		var paid money.Amount
		for _, e := range g.Events() {
			if e.Result == table.JackpotPay && e.Kind == table.Settled && int(e.Seat) == p {
				paid = e.Pay
			}
		}
		if paid == 0 {
			continue
		}
		orig := append([]table.Event(nil), g.Events()...)
		rd, err := FromEvents("crazy4", settings, p, orig)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse(rd.String())
		if err != nil {
			t.Fatal(err)
		}
		cfg := crazy4.Default()
		cfg.BuyIn = back.Stake()
		cfg.HandBonus = c.HandBonus
		again, err := crazy4.NewTable(cfg, eval)
		if err != nil {
			t.Fatal(err)
		}
		if err := Play(back, again); err != nil {
			t.Fatal(err)
		}
		a, b := story(g, orig), story(again, again.Events())
		if !reflect.DeepEqual(a, b) {
			for k := range min(len(a), len(b)) {
				if a[k] != b[k] {
					t.Fatalf("round %d: event %d: %+v, replayed %+v", i, k, a[k], b[k])
				}
			}
			t.Fatalf("round %d: %d events, replayed %d", i, len(a), len(b))
		}
		t.Logf("round %d paid a jackpot of %v; its code (%d characters) pays it again", i, paid, len(rd.String()))
		// The same round's code of versions 1 and 2 is refused, saying what it lacks.
		for v, lacks := range map[byte]string{1: "the round's meters", 2: "the table's settings"} {
			old, err := rd.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			old[0] = v<<4 | old[0]&15
			body := old[:len(old)-4]
			old = binary.LittleEndian.AppendUint32(body, crc32.ChecksumIEEE(body))
			if _, err := Parse(encode(old)); !errors.Is(err, ErrCode) || !strings.Contains(err.Error(), fmt.Sprintf("older code (version %d)", v)) || !strings.Contains(err.Error(), lacks) {
				t.Errorf("a version %d code: %v", v, err)
			}
		}
		return
	}
	t.Fatal("no jackpot in 200,000 rounds")
}

// TestRefused: a code that does not parse says why.
func TestRefused(t *testing.T) {
	g := fresh(t, "crazy4", money.Credits(1000))
	if err := g.Place(2, crazy4.Ante, money.Credits(5)); err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(7); err != nil {
		t.Fatal(err)
	}
	_ = g.Decide(2, table.Fold)
	rd, err := FromEvents("crazy4", settings, 2, g.Events())
	if err != nil {
		t.Fatal(err)
	}
	good := rd.String()
	swap := []byte(good)
	swap[5], swap[6] = swap[6], swap[5]
	if swap[5] == swap[6] {
		swap[5] = '0' + (swap[5]-'0'+1)%10
	}
	for _, c := range []struct{ text, want string }{
		{"", "too short"},
		{"hello, world", "not a character"},
		{good[:len(good)-3], ""},
		{string(swap), "checksum"},
		{strings.Repeat("0", 300), "too long"},
	} {
		_, err := Parse(c.text)
		if !errors.Is(err, ErrCode) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v", c.text, err)
		}
	}
	// A round whose table's settings are not known makes no code; a code of none, or of
	// more than MaxTable bytes, is not written, and one that says it holds none is refused.
	if _, err := FromEvents("crazy4", nil, 2, g.Events()); !errors.Is(err, ErrRound) {
		t.Errorf("a round of unknown settings: %v", err)
	}
	for _, n := range []int{0, MaxTable + 1} {
		b := rd
		b.Table = make([]byte, n)
		if _, err := b.MarshalBinary(); !errors.Is(err, ErrRound) {
			t.Errorf("%d bytes of settings: %v", n, err)
		}
	}
	raw, err := rd.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	body := append(raw[:len(raw)-4-1-len(rd.Table):len(raw)-4-1-len(rd.Table)], 0)
	if _, err := Parse(encode(binary.LittleEndian.AppendUint32(body, crc32.ChecksumIEEE(body)))); !errors.Is(err, ErrCode) || !strings.Contains(err.Error(), "table's settings") {
		t.Errorf("a code of no settings: %v", err)
	}
	// A round of the other game cannot be dealt at this one.
	if err := Play(rd, fresh(t, "crisscross", money.Credits(1000))); !errors.Is(err, ErrRound) {
		t.Fatalf("a Crazy 4 Poker code at Criss Cross Poker: %v", err)
	}
	// A code whose table-mates bet what the table does not allow.
	bad := rd
	for s := range bad.Mates {
		if bad.Mates[s] >= 0 {
			bad.Bets[s][crazy4.Ante] = money.Credits(100_000)
			break
		}
	}
	if err := Play(bad, fresh(t, "crazy4", bad.Stake())); !errors.Is(err, ErrRound) {
		t.Fatalf("a made-up code: %v", err)
	}
}

// FuzzParse reads any text as a code: no panic; an error is ErrCode; what parses writes back
// to a code that parses alike, and deals or is refused with ErrRound.
func FuzzParse(f *testing.F) {
	g := fresh(f, "crisscross", money.Credits(1000))
	_ = g.Place(2, crisscross.AnteAcross, money.Credits(5))
	_ = g.Deal(11)
	for g.Phase() == table.Deciding {
		_ = g.Decide(2, table.Bet1x)
	}
	rd, _ := FromEvents("crisscross", settings, 2, g.Events())
	f.Add(rd.String())
	f.Add("0000000000000000000000")
	f.Add("ILO-ilo u")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := Parse(text)
		if err != nil {
			if !errors.Is(err, ErrCode) {
				t.Fatalf("error %v", err)
			}
			return
		}
		again, err := Parse(r.String())
		if err != nil || !reflect.DeepEqual(again, r) {
			t.Fatalf("%q reads as %+v, which writes %q (%v)", text, r, r.String(), err)
		}
		if r.Person != 2 {
			return
		}
		if err := Play(r, fresh(t, r.Game, min(r.Stake(), money.Credits(1_000_000)))); err != nil && !errors.Is(err, ErrRound) {
			t.Fatalf("%q: %v", text, err)
		}
	})
}

// TestNoExtras: a code with a character more at its end is refused, though it reads the same
// bytes; so is a Crazy 4 Poker code with decisions for streets 2 and 3, which its one street
// never reaches.
func TestNoExtras(t *testing.T) {
	g := fresh(t, "crazy4", money.Credits(1000))
	if err := g.Place(2, crazy4.Ante, money.Credits(5)); err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(7); err != nil {
		t.Fatal(err)
	}
	if err := g.Decide(2, table.Bet1x); err != nil {
		t.Fatal(err)
	}
	rd, err := FromEvents("crazy4", settings, 2, g.Events())
	if err != nil {
		t.Fatal(err)
	}
	good := rd.String()
	if _, err := Parse(good); err != nil {
		t.Fatal(err)
	}
	for _, c := range alphabet {
		if _, err := Parse(good + string(c)); !errors.Is(err, ErrCode) {
			t.Errorf("%s + %c: %v, want refused", good, c, err)
		}
	}
	// Whatever the code's length (the bits its last character has left over), a
	// character more never reads as the same bytes: it is refused, or reads a byte more
	// (which the checksum refuses).
	for n := 1; n <= 10; n++ {
		b := bytes.Repeat([]byte{0xA5}, n)
		for _, c := range "0Z" {
			if got, err := decode(encode(b) + string(c)); err == nil && bytes.Equal(got, b) {
				t.Errorf("%d bytes and %c read as the same bytes", n, c)
			}
		}
		if got, err := decode(encode(b)); err != nil || !bytes.Equal(got, b) {
			t.Errorf("%d bytes read back as %x, %v", n, got, err)
		}
	}
	if err := Play(rd, fresh(t, "crazy4", rd.Stake())); err != nil {
		t.Fatalf("the round's own code: %v", err)
	}
	for _, k := range []int{1, 2} {
		bad := rd
		bad.Acts[2][k] = table.Bet1x
		back, err := Parse(bad.String())
		if err != nil {
			t.Fatal(err)
		}
		if err := Play(back, fresh(t, "crazy4", back.Stake())); !errors.Is(err, ErrRound) {
			t.Errorf("a Crazy 4 Poker code with a decision for street %d: %v, want refused", k+1, err)
		}
	}
}
