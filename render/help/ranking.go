package help

import (
	"strconv"

	"felt/game/money"
)

// Rank is one line of a hand ranking: the hand, an example of it (in the hook's notation,
// the cards it uses first), how many of the cards' deals make it, and what it means.
type Rank struct {
	Name    string
	Example string
	Use     int // how many of the example's first cards make the hand (the rest are dimmed)
	Count   int64
	Words   string
}

// Deals5 is the number of five-card deals, C(52, 5): every ranking's Count is out of it.
const Deals5 = 2_598_960

// Ranking4 is Crazy 4 Poker's ranking, the best four of five cards, highest first. The
// counts are exact over every deal of five cards; a test counts them again (game/odds).
// Four aces is the top four of a kind and has its own pays.
func Ranking4() []Rank {
	return []Rank{
		{"Four Aces", "As Ah Ad Ac 7s", 4, 48, "four aces"},
		{"Four of a Kind", "9s 9h 9d 9c Ks", 4, 576, "four cards of one rank"},
		{"Straight Flush", "8h 7h 6h 5h Kc", 4, 2_072, "four in sequence, one suit; A-K-Q-J is the highest, A-2-3-4 the lowest"},
		{"Three of a Kind", "Qs Qh Qd 8c 3s", 4, 58_656, "three cards of one rank"},
		{"Flush", "Kd 9d 6d 2d 8s", 4, 114_616, "four cards of one suit"},
		{"Straight", "Ts 9h 8d 7c 2s", 4, 101_808, "four in sequence; K-A-2-3 is no straight"},
		{"Two Pair", "Js Jd 4h 4c As", 4, 123_552, "two pairs"},
		{"Pair", "Ah Ac Kd 9s 4h", 4, 1_047_552, "two cards of one rank (aces or better may Play 3x)"},
		{"High Card", "Kh Qc 8d 4s 2c", 4, 1_150_080, "none of the above: the dealer qualifies with king high"},
	}
}

// Ranking5 is the five-card poker ranking of Criss Cross Poker (each line of the cross with
// the two hole cards makes a five-card hand), highest first, with exact counts over every
// deal of five cards.
func Ranking5() []Rank {
	return []Rank{
		{"Royal Flush", "As Ks Qs Js Ts", 5, 4, "A-K-Q-J-10 of one suit"},
		{"Straight Flush", "9h 8h 7h 6h 5h", 5, 36, "five in sequence, one suit"},
		{"Four of a Kind", "7s 7h 7d 7c Kd", 4, 624, "four cards of one rank"},
		{"Full House", "Qs Qh Qc 5d 5s", 5, 3_744, "three of a kind and a pair"},
		{"Flush", "Kc Tc 8c 4c 2c", 5, 5_108, "five cards of one suit"},
		{"Straight", "9s 8d 7h 6c 5s", 5, 10_200, "five in sequence; A-2-3-4-5 the lowest"},
		{"Three of a Kind", "8s 8h 8d Kc 3s", 3, 54_912, "three cards of one rank"},
		{"Two Pair", "Js Jh 4d 4c 9s", 4, 123_552, "two pairs"},
		{"Pair", "Ts Td Ah 7c 3d", 2, 1_098_240, "jacks or better pay; sixes to tens push"},
		{"High Card", "Ah Jd 8c 5s 2h", 0, 1_302_540, "none of the above"},
	}
}

// OneIn prints how rare n deals of every total are: "1 in 54,145", or "1 in 2.5" under 100.
func OneIn(n, total int64) string {
	if n <= 0 {
		return "never"
	}
	tenths := (10*total + n/2) / n
	if tenths >= 1000 {
		return "1 in " + money.Credits((tenths+5)/10).String()
	}
	return "1 in " + strconv.FormatInt(tenths/10, 10) + "." + strconv.FormatInt(tenths%10, 10)
}

// Percent prints a share as the help shows it: "24.79%".
func Percent(r float64) string { return strconv.FormatFloat(100*r, 'f', 2, 64) + "%" }

// RankingPage is a page of a ranking: each hand with its example, drawn, and how often it
// comes.
func RankingPage(id, title, intro string, ranks []Rank) Page {
	p := Page{ID: id, Title: title}
	p.Text(intro)
	for i, r := range ranks {
		if i == (len(ranks)+1)/2 {
			p.Column()
		}
		best := make([]int, 0, r.Use)
		for k := range r.Use {
			best = append(best, k)
		}
		cs := Cards(r.Example)
		p.Figure(&Hand{Cards: Up(cs, best...), Small: true, Words: r.Name + ": " + r.Example},
			"")
		p.Line(strconv.Itoa(i+1)+". "+r.Name, OneIn(r.Count, Deals5), r.Words)
	}
	return p
}
