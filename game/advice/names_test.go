package advice_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"felt/game/advice"
	"felt/game/cards"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/strategy"
)

// handPhrase finds the names of hands in a sentence, in any case: "Pair of Kings", "pair of
// kings", "Three of a Kind, Kings", "Ace high".
var handPhrase = regexp.MustCompile(`(?i)\b(royal flush|straight flush(, \w+ high)?|four aces|four of a kind(, \w+)?|` +
	`full house(, \w+ over \w+)?|flush(, \w+ high)?|straight(, \w+ high)?|three of a kind(, \w+)?|two pair(, \w+ and \w+)?|` +
	`pair of \w+|\w+ high)\b`)

// fourRanks finds a high card hand written by its ranks: "K-Q-8-4".
var fourRanks = regexp.MustCompile(`\b(10|[2-9JQKA])(-(10|[2-9JQKA])){3}\b`)

// rulePhrases are the rules' thresholds the reasons speak of, not hands of the person's.
var rulePhrases = []string{"a pair of jacks or better", "beats a pair of aces", "K-Q-8-4"}

// wrongNames returns what is wrong with the hands a sentence names ("" for nothing): each
// must be one of names, as the core names it, and each of names must be named.
func wrongNames(why string, names ...string) string {
	s := why
	for _, r := range rulePhrases {
		s = strings.ReplaceAll(s, r, "")
	}
	for _, m := range append(handPhrase.FindAllString(s, -1), fourRanks.FindAllString(s, -1)...) {
		ok := false
		for _, n := range names {
			ok = ok || m == n
		}
		if !ok {
			return fmt.Sprintf("%q names %q; the core names the hand %q", why, m, names)
		}
	}
	for _, n := range names {
		if !strings.Contains(why, n) {
			return fmt.Sprintf("%q does not name %q", why, n)
		}
	}
	return ""
}

// names is wrongNames remembered: the reasons repeat the same few thousand sentences over
// millions of situations, and matching each against handPhrase took half of
// TestCrissCrossEveryClass's time. One to a goroutine (a map).
type names map[string]string

// wrong is wrongNames(why, hands...), computed once for each sentence and hands.
func (n names) wrong(why string, hands ...string) string {
	key := why + "\x00" + strings.Join(hands, "\x00")
	msg, ok := n[key]
	if !ok {
		msg = wrongNames(why, hands...)
		n[key] = msg
	}
	return msg
}

// crazy4Name is the core's name of a Crazy 4 Poker hand as the reasons print it: its name,
// or for a high card hand its four ranks in the core's order.
func crazy4Name(v hand.Four) string {
	if v.Category() != hand.HighCard4 {
		return v.Name()
	}
	var rs []string
	for i := range 4 {
		r := v.Rank(i)
		if r == cards.Ten {
			rs = append(rs, "10")
		} else {
			rs = append(rs, string(r.Char()))
		}
	}
	return strings.Join(rs, "-")
}

// lineNames are the core's names of a Criss Cross line as it stands (crisscross.Partial):
// none for high card, which no reason names.
func lineNames(cs ...cards.Card) []string {
	if v := crisscross.Partial(cs...); v.Category() > hand.HighCard5 {
		return []string{v.Name()}
	}
	return nil
}

// checkCrissCrossNames checks the hands named by the reasons of every street of a Criss
// Cross deal: Across (the hole cards), Down after each Across bet (the Across line so far)
// and Middle (which names none). It returns what is wrong, street by street.
func checkCrissCrossNames(a *advice.Advisor, hole, across, down [2]cards.Card) []string {
	var bad []string
	ad, err := a.Across(hole)
	if err != nil {
		return []string{err.Error()}
	}
	var pocket []string
	if ad.Best == strategy.Bet3x && hole[0].Rank() == hole[1].Rank() && hole[0].Rank() >= cards.Six {
		pocket = lineNames(hole[0], hole[1])
	}
	if msg := wrongNames(ad.Why, pocket...); msg != "" {
		bad = append(bad, fmt.Sprintf("Across %v: %s", hole, msg))
	}
	each, err := a.DownEach(hole, across)
	if err != nil {
		return append(bad, err.Error())
	}
	for i := range each {
		if msg := wrongNames(each[i].Why, lineNames(hole[0], hole[1], across[0], across[1])...); msg != "" {
			bad = append(bad, fmt.Sprintf("Down %v %v after %dx: %s", hole, across, i+1, msg))
		}
	}
	md, err := a.Middle(hole, across, down, strategy.Bet1x, strategy.Bet1x)
	if err != nil {
		return append(bad, err.Error())
	}
	if msg := wrongNames(md.Why); msg != "" {
		bad = append(bad, fmt.Sprintf("Middle %v %v %v: %s", hole, across, down, msg))
	}
	return bad
}

// TestReasonsNameHands: the hands the advisor's reasons name are the core's hands, named as
// the core names them. Crazy 4 Poker: every 37th class (every class without -short, in
// TestCrazy4EveryClass's walk). Criss Cross Poker: every class of hole cards, with Across
// lines that make each of the line's hands (a pair, two pair, three and four of a kind: the
// cards of the hole cards' ranks) and some others, each with a Down line.
func TestReasonsNameHands(t *testing.T) {
	_, _, a := fix(t)
	for _, c := range []struct{ hole, across string }{
		{"Kc Kd", "Kh 7s"}, // seed 3's deal: the Across line holds Three of a Kind, Kings
		{"Kc Kd", "Kh Ks"}, {"Kc 7d", "Kh 7s"}, {"Kc 7d", "Kh 2s"}, {"2c 2d", "9h 7s"},
	} {
		hole, across := [2]cards.Card(parse(t, c.hole)), [2]cards.Card(parse(t, c.across))
		for _, msg := range checkCrissCrossNames(a, hole, across, [2]cards.Card(parse(t, "3h 4h"))) {
			t.Error(msg)
		}
	}
	for _, hc := range strategy.HoleClasses() {
		hole := hc.Cards()
		used := cards.SetOf(hole[0], hole[1])
		var rest []cards.Card // the other cards, those of the hole cards' ranks first
		for pass := range 2 {
			for c := cards.Card(0); c < cards.DeckSize; c++ {
				match := c.Rank() == hole[0].Rank() || c.Rank() == hole[1].Rank()
				if !used.Has(c) && match == (pass == 0) {
					rest = append(rest, c)
				}
			}
		}
		n := 0
		for j := 1; j < len(rest); j++ {
			for i := 0; i < j; i++ {
				n++
				if j >= 6 && n%401 != 0 {
					continue
				}
				var down []cards.Card // two cards not in the Across line
				for k := len(rest) - 1; len(down) < 2; k-- {
					if k != i && k != j {
						down = append(down, rest[k])
					}
				}
				if bad := checkCrissCrossNames(a, hole, [2]cards.Card{rest[i], rest[j]}, [2]cards.Card(down)); len(bad) > 0 {
					t.Fatal(strings.Join(bad, "\n"))
				}
			}
		}
	}
}
