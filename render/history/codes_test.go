package history

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/code"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/setup"
)

// outcome is what a round's replay must show alike: every card, decision, hand, wheel, and
// every wager's result and pay (the pay tables' doing).
func outcome(events []table.Event) []table.Event {
	var out []table.Event
	for _, e := range events {
		switch e.Kind {
		case table.CardDealt, table.CardShown, table.Decided, table.HandRanked, table.Qualified, table.WheelSpun,
			table.Settled, table.Paid, table.MagicDrawn, table.LuckyDrawn:
			out = append(out, e)
		}
	}
	return out
}

// otherSettings are tables of each game at pay tables and limits other than the default
// ones, offering the default table's wagers: Crazy 4 Poker at 25-2,500 with Queens Up A and
// the Four-Card Progressive Pays 3; Criss Cross Poker at 25-2,500 with Bonus Spin B and
// Xtreme I.
func otherSettings() map[string]setup.Settings {
	c4 := setup.Default("crazy4")
	c4.Limits, c4.QueensUp, c4.Progressive, c4.Mates = "25-2500", "A", "pays3", 4
	cc := setup.Default("crisscross")
	cc.Limits, cc.Spin, cc.Xtreme, cc.Style = "25-2500", "B", "I", "optimal"
	return map[string]setup.Settings{"crazy4": c4, "crisscross": cc}
}

// TestCodeHoldsSettings plays rounds at tables of settings other than the default ones, each
// wager offered made at its minimum, and deals each round again from its code: the code
// holds the settings, and the round comes out alike to the cent, on a table of them.
// Dealt at the default table instead (what a code without its settings did), some rounds
// would be refused, and others would be dealt but pay otherwise: the test counts those, so
// that it cannot pass on rounds the settings do not touch.
func TestCodeHoldsSettings(t *testing.T) {
	eval := hand.New()
	for game, set := range otherSettings() {
		t.Run(game, func(t *testing.T) {
			settings, err := set.Compact(game)
			if err != nil {
				t.Fatal(err)
			}
			core, _, err := tableAt(game, settings, 2, money.Credits(10_000_000), eval)
			if err != nil {
				t.Fatal(err)
			}
			def, err := setup.Default(game).Compact(game)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(9, uint64(len(game))))
			p := core.Person()
			refused, otherwise := 0, 0
			for i := range 120 {
				for w := range core.Wagers() {
					if !core.Offered(table.Wager(w)) || core.Bets(p)[w] != 0 {
						continue
					}
					for _, a := range []int64{1, 25} {
						if core.Place(p, table.Wager(w), money.Credits(a)) == nil {
							break
						}
					}
				}
				if err := core.Deal(cards.Seed(r.Uint64())); err != nil {
					t.Fatal(err)
				}
				for core.Phase() == table.Deciding {
					acts := core.Legal(p).Append(nil)
					if err := core.Decide(p, acts[r.IntN(len(acts))]); err != nil {
						t.Fatal(err)
					}
				}
				orig := append([]table.Event(nil), core.Events()...)
				k := New(nil, game)
				k.At(settings)(p, orig, core.Balance(p))
				kept, err := k.Round(0)
				if err != nil {
					t.Fatal(err)
				}
				text, err := CodeOf(game, &kept)
				if err != nil {
					t.Fatalf("round %d: %v", i, err)
				}
				d, err := FromCode(strings.ToLower(text), eval)
				if err != nil {
					t.Fatalf("round %d: %v", i, err)
				}
				if !reflect.DeepEqual(d.Round.Table, settings) {
					t.Fatalf("round %d: the code holds settings %x, want %x", i, d.Round.Table, settings)
				}
				if a, b := outcome(orig), outcome(d.Events); !reflect.DeepEqual(a, b) {
					t.Fatalf("round %d: the code's round differs (%d events, %d)", i, len(a), len(b))
				}
				if plug, err := PlugOf(game, kept.Table, int(kept.Person)); err != nil || plug.Game() != game {
					t.Fatalf("round %d: the history's replay table: %v", i, err)
				}
				// The same round dealt at the default table.
				rd, err := code.Parse(text)
				if err != nil {
					t.Fatal(err)
				}
				at, _, err := tableAt(game, def, rd.Person, rd.Stake(), eval)
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case code.Play(rd, at) != nil:
					refused++
				case !reflect.DeepEqual(outcome(orig), outcome(at.Events())):
					otherwise++
				}
			}
			t.Logf("%s: at the default table, %d of 120 rounds would be refused and %d paid otherwise", game, refused, otherwise)
			if otherwise == 0 {
				t.Fatal("no round that the default table would pay otherwise")
			}
		})
	}
}

// TestCodeRefused: a round kept before the history noted its table's settings has no code,
// saying why; a code whose settings make no table is refused by the rules core.
func TestCodeRefused(t *testing.T) {
	eval := hand.New()
	k := New(nil, "crazy4")
	core, _, err := tableAt("crazy4", mustCompact(t, setup.Default("crazy4"), "crazy4"), 2, money.Credits(1000), eval)
	if err != nil {
		t.Fatal(err)
	}
	if err := core.Place(2, 0, money.Credits(5)); err != nil {
		t.Fatal(err)
	}
	if err := core.Deal(4); err != nil {
		t.Fatal(err)
	}
	_ = core.Decide(2, table.Fold)
	k.Settled(2, core.Events(), core.Balance(2))
	r, err := k.Round(0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := CodeOf("crazy4", &r); !errors.Is(err, ErrNoSettings) || !strings.Contains(err.Error(), "table's settings") {
		t.Fatalf("a round of unknown settings: %v", err)
	}
	// The 6 Card Bonus without Queens Up: the settings read, the core makes no table.
	bad := setup.Default("crazy4")
	bad.QueensUp = ""
	rd, err := code.FromEvents("crazy4", mustCompact(t, bad, "crazy4"), 2, core.Events())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := FromCode(rd.String(), eval); !errors.Is(err, code.ErrRound) || !strings.Contains(err.Error(), "settings") {
		t.Fatalf("settings that make no table: %v", err)
	}
	// Settings of the other game's form.
	rd.Table = []byte{0xff, 0xff, 0x7f}
	if _, err := FromCode(rd.String(), eval); !errors.Is(err, code.ErrRound) {
		t.Fatalf("settings that do not read: %v", err)
	}
}

func mustCompact(t *testing.T, s setup.Settings, game string) []byte {
	t.Helper()
	b, err := s.Compact(game)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// FuzzFromCode reads any text as a round code and deals it: no panic, and a refusal is
// ErrCode (the text is not a code) or ErrRound (its settings or its round cannot be dealt).
func FuzzFromCode(f *testing.F) {
	eval := hand.New()
	for game, set := range otherSettings() {
		settings, _ := set.Compact(game)
		core, _, err := tableAt(game, settings, 2, money.Credits(1000), eval)
		if err != nil {
			f.Fatal(err)
		}
		_ = core.Place(2, 0, money.Credits(25))
		_ = core.Deal(3)
		for core.Phase() == table.Deciding {
			_ = core.Decide(2, table.Bet1x)
		}
		rd, err := code.FromEvents(game, settings, 2, core.Events())
		if err != nil {
			f.Fatal(err)
		}
		f.Add(rd.String())
	}
	f.Add("7ZZZZ-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ")
	f.Fuzz(func(t *testing.T, text string) {
		d, err := FromCode(text, eval)
		if err != nil {
			if !errors.Is(err, code.ErrCode) && !errors.Is(err, code.ErrRound) {
				t.Fatalf("%q: %v", text, err)
			}
			return
		}
		if d.Plug == nil || len(d.Events) == 0 {
			t.Fatalf("%q dealt nothing", text)
		}
	})
}
