package crazy4

import (
	"fmt"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	"felt/render/felt"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// allWagers is the table ?sidebets=all opens (render/setup's All): the default pay tables,
// the Five Card Hand Bonus on both hands with the Magic Card and the Lucky Bonus, Bad Beat 1
// and Cover All, the side bets at the Queens Up's limits; high, the limits of the highest
// preset (25–2,500, side bets 25–500), whose printed line is the longest.
func allWagers(high bool) crazy4.Config {
	c := DefaultConfig()
	if high {
		c.Ante = table.Limit{Min: money.Credits(25), Max: money.Credits(2500), Step: money.Credits(1)}
		c.QueensUpLimit = table.Limit{Min: money.Credits(25), Max: money.Credits(500), Step: money.Credits(1)}
		c.SixCard = c.QueensUpLimit
	}
	c.HandBonus = crazy4.HandBonusConfig{Offered: true, Unit: c.Progressive.Unit, MagicCard: true, LuckyBonus: true, Hands: crazy4.HandsBoth}
	c.BadBeat, c.BadBeatLimit = "1", c.QueensUpLimit
	c.CoverAll = c.QueensUpLimit
	return c
}

// TestLayoutEveryWager is TestLayout at the table of every wager, at the default and the
// highest limits, with a chip on each of the
// person's circles, in a round where side bets beyond the Queens Up pay (the longest limits
// line, the most circles, the most labels at the end), on every screen, on a 390x844
// phone (whose middle has less room for the result line of ten wagers) and on the phones on
// their sides (11 faults settled before; the person's Cover All line over its 6 Card tag
// on the smaller): nothing drawn covers
// what it must not, no word runs off the felt, no label is too small. Pictures in
// out/browser/layout/ (crazy4-every-...).
func TestLayoutEveryWager(t *testing.T) {
	sr := newSearcher(t)
	for _, high := range []bool{false, true} {
		cfg := allWagers(high)
		seed := sr.findBy(t, cfg, "two side bets won", 5000, twoSideBetsWon)
		name, chip := "every", int64(1)
		if high {
			name, chip = "every-high", 25
		}
		// On the 9:16 phone too, where the type is largest (left out until the printing
		// under 11 CSS px was hidden there: the person's 6 Card tag met the nearest
		// table-mates' hands' names, the result line of every wager the Cover All line).
		for _, sc := range append(append(tabletest.Screens, tabletest.Phone844), tabletest.Side...) {
			t.Run(name+"/"+sc.Name, func(t *testing.T) {
				layoutEvery(t, cfg, seed, sc, name, chip)
			})
		}
	}
}

// layoutEvery plays the first round of seed at a table of cfg on screen sc with a chip on
// each of the person's circles (at least min), checking each phase.
func layoutEvery(t *testing.T, cfg crazy4.Config, seed uint64, sc tabletest.Screen, name string, least int64) {
	s := tabletest.NewPlanned(t, New(&cfg), tbl.Options{Seed: seed, Speed: anim.Instant})
	check := func(phase string) {
		t.Helper()
		tabletest.Layout(t, s, fmt.Sprintf("%s, seed %d %s", name, seed, phase), []tabletest.Screen{sc}, func(sc tabletest.Screen, img *ebiten.Image) {
			tabletest.WriteShot(t, img, fmt.Sprintf("crazy4-%s-%s-%s", name, sc.Name, phase))
		})
	}
	check("0-empty")
	for _, b := range everyBet {
		chip := max(b.chip, least)
		if b.w == crazy4.Progressive || b.w == crazy4.HandBonus || b.w == crazy4.DealerBonus {
			chip = b.chip
		}
		tabletest.Act(t, s, "chip", fmt.Sprint(chip))
		tabletest.Act(t, s, "bet", b.name)
	}
	check("1-betting")
	tabletest.Act(t, s, "deal", "")
	check("2-deciding")
	if s.Core().Turn() == s.Person() {
		tabletest.Act(t, s, "play", "1")
	}
	check("3-settled")
}

// TestShortResultLine plays the round of every wager (TestLayoutEveryWager's) on a 320x568
// phone, whose large type leaves no room for the result line of ten wagers in full (on a
// 375x667 phone it once took seven lines over the printed name, 91 faults): there the line
// shows the wagers that paid and sums up the rest, and covers no printing, card or circle;
// in landscape the same round's line is in full.
func TestShortResultLine(t *testing.T) {
	sr := newSearcher(t)
	cfg := allWagers(false)
	seed := sr.findBy(t, cfg, "two side bets won", 5000, twoSideBetsWon)
	phone, wide := tabletest.Screen{Name: "phone-320", Width: 320, Height: 568, Device: 1}, tabletest.Screens[0]
	s := tabletest.NewPlanned(t, New(&cfg), tbl.Options{Seed: seed, Speed: anim.Instant})
	tabletest.PlanOn(t, s, phone)
	dealEveryBet(t, s)
	boxes := tabletest.PlanOn(t, s, phone)
	tv := s.Inspect().TableShown()
	if !strings.Contains(tv.ResultShort, " more ") || len(tv.ResultShort) >= len(tv.ResultDetails) {
		t.Fatalf("seed %d on a 320x568 phone: the line shows %q, want the short form of %q", seed, tv.ResultShort, tv.ResultDetails)
	}
	fixed := func(k box.Kind) bool { return k == box.Print || k == box.Card || k == box.Ring || k == box.Board }
	for _, c := range box.Clashes(boxes, felt.Felt(phone.View()), 1) {
		if c.Box.Name == tv.Result && fixed(c.Other.Kind) || c.Other.Name == tv.Result && fixed(c.Box.Kind) {
			t.Errorf("seed %d on a 320x568 phone: %s", seed, c)
		}
	}
	tabletest.PlanOn(t, s, wide)
	if got := s.Inspect().TableShown().ResultShort; got != "" {
		t.Errorf("seed %d in landscape: the line is short (%q)", seed, got)
	}
}

// TestLuckyClearOnPhone plays TestLayoutEveryWager's round of every wager on the 390x844 and
// 375x667 phones, and fails when LUCKY by the Lucky Bonus's table-mate covers anything or is
// covered (under the table-mate's name it lay on the tag of the seat below, beside it on the
// person's cards), or, on the 390x844 phone, is not on the table. A table-mate's mark stands
// by its seat or not at all: on the 375x667 phone, whose type is largest, the table-mate's
// name has no room round it (the next seat's cards under it, the person's hand's name beside
// it), and LUCKY is not shown.
func TestLuckyClearOnPhone(t *testing.T) {
	sr := newSearcher(t)
	cfg := allWagers(false)
	seed := sr.findBy(t, cfg, "two side bets won", 5000, twoSideBetsWon)
	for k, phone := range tabletest.Phones[:2] {
		s := tabletest.NewPlanned(t, New(&cfg), tbl.Options{Seed: seed, Speed: anim.Instant})
		dealEveryBet(t, s)
		boxes := tabletest.PlanOn(t, s, phone)
		shown := false
		for _, b := range boxes {
			shown = shown || b.Name == "LUCKY"
		}
		if !shown && k == 0 {
			t.Errorf("seed %d on %s: no LUCKY on the table", seed, phone.Name)
		}
		for _, c := range box.Clashes(boxes, felt.Felt(phone.View()), 1) {
			if c.Box.Name == "LUCKY" || c.Other.Name == "LUCKY" {
				t.Errorf("seed %d on %s: %s", seed, phone.Name, c)
			}
		}
	}
}

// twoSideBetsWon reports whether the person won two side bets or more: a round whose
// result line and marks are at their busiest.
func twoSideBetsWon(c *crazy4.Table) bool {
	won := 0
	for _, w := range []table.Wager{crazy4.SixCard, crazy4.HandBonus, crazy4.DealerBonus, crazy4.BadBeat, crazy4.CoverAll} {
		if c.Result(c.Person()).Wagers[w].Net > 0 {
			won++
		}
	}
	return won >= 2
}

// dealEveryBet bets every wager of everyBet at s, deals, and plays 1x if the person decides.
func dealEveryBet(t *testing.T, s *tbl.Scene) {
	t.Helper()
	for _, b := range everyBet {
		tabletest.Act(t, s, "chip", fmt.Sprint(b.chip))
		tabletest.Act(t, s, "bet", b.name)
	}
	tabletest.Act(t, s, "deal", "")
	if s.Core().Turn() == s.Person() {
		tabletest.Act(t, s, "play", "1")
	}
}
