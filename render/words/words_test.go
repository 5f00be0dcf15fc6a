package words

import (
	"reflect"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// seen is a table as the playback shows it: the person in seat 2, Ann in seat 0.
type seen struct{ mine, dealer []cards.Card }

func (seen) Person() int { return 2 }
func (seen) Mate(n int) string {
	if n == 0 {
		return "Ann"
	}
	return ""
}
func (t seen) FaceUp(seat int) []cards.Card {
	switch seat {
	case 2:
		return t.mine
	case table.Dealer:
		return t.dealer
	}
	return nil
}
func (seen) Choices() []table.Action { return []table.Action{table.Fold, table.Bet1x, table.Bet3x} }
func (seen) Decision(a table.Action) string {
	if a == table.Fold {
		return "FOLD"
	}
	return "PLAY " + a.String()
}
func (seen) Verb() string               { return "PLAY" }
func (seen) Title(w table.Wager) string { return []string{"Ante", "Queens Up"}[w] }
func (seen) HandName(e table.Event) (string, bool) {
	return "Pair of Kings", true
}

func card(t *testing.T, s string) cards.Card {
	c, err := cards.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestNarration(t *testing.T) {
	tb := seen{mine: []cards.Card{card(t, "Kh"), card(t, "Ks")}, dealer: []cards.Card{card(t, "2c")}}
	n := New(tb)
	for _, e := range []table.Event{
		{Kind: table.RoundStart},
		{Kind: table.CardDealt, Seat: 2},
		{Kind: table.CardDealt, Seat: 0},
		{Kind: table.Turn, Seat: 2},
		{Kind: table.Decided, Seat: 0, Action: table.Bet1x, Amount: money.Credits(10)},
		{Kind: table.HandRanked, Seat: 2},
		{Kind: table.HandRanked, Seat: table.Dealer},
		{Kind: table.Settled, Seat: 2, Wager: 1, Result: table.Lost, Amount: -money.Credits(5)},
		{Kind: table.Settled, Seat: 0, Result: table.JackpotPay, Amount: money.Credits(500)},
		{Kind: table.Paid, Seat: 2, Result: table.EnvyPay, Amount: money.Credits(50)},
	} {
		n.Before(e)
		n.After(e)
	}
	want := []string{
		"Cards dealt.",
		"Your cards: King of Hearts, King of Spades. Your decision: FOLD (key F), PLAY 1x (key 1) or PLAY 3x (key 3).",
		"Seat 1, Ann: PLAY 1x, 10.",
		"Your hand: Pair of Kings.",
		"Dealer's cards: Two of Clubs. Dealer's hand: Pair of Kings.",
		"Queens Up loses −5.",
		"Seat 1, Ann hits the JACKPOT +500.",
		"ENVY +50.",
	}
	if got := n.Take(); !reflect.DeepEqual(got, want) {
		t.Fatalf("heard\n%q\nwant\n%q", got, want)
	}
	if n.Hand() != "Pair of Kings" || len(n.Take()) != 0 {
		t.Fatal("the hand is forgotten, or lines taken twice")
	}
	for range maxHeard + 5 {
		n.Hear("a line")
	}
	n.Hear("  ")
	if got := len(n.Take()); got != maxHeard {
		t.Fatalf("%d lines kept, want %d", got, maxHeard)
	}
}
