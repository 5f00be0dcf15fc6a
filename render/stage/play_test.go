package stage_test

import (
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/stage"
)

// desk is a table with no machinery behind it: the pieces' Host and the playback's Table,
// noting what the playback asks of it.
type desk struct {
	places geom.Places
	said   []string
	gaveWay,
	started int
}

func (d *desk) Core() table.Game                     { return nil }
func (d *desk) Person() int                          { return 2 }
func (d *desk) Offered(table.Wager) bool             { return true }
func (d *desk) LimitText(table.Wager) string         { return "5 to 100" }
func (d *desk) MatesShown() bool                     { return true }
func (d *desk) Layout() *geom.Places                 { return &d.places }
func (d *desk) Fonts() *fonts.Set                    { return nil }
func (d *desk) Reduced() bool                        { return false }
func (d *desk) Sfx(audio.Sound)                      {}
func (d *desk) Say(t string)                         { d.said = append(d.said, t) }
func (d *desk) KeepsCards(table.Wager) bool          { return false }
func (d *desk) MainWager() table.Wager               { return 0 }
func (d *desk) RoundStart()                          { d.started++ }
func (d *desk) HandName(table.Event) (string, bool)  { return "Ace High", false }
func (d *desk) JackpotLevel(table.Event) int         { return 0 }
func (d *desk) CountOff(int, money.Amount, int) bool { return false }
func (d *desk) MeterOf(table.Wager) int              { return table.NoMeter }
func (d *desk) OnHand(table.Wager) bool              { return true }
func (d *desk) Decision(a table.Action) string       { return a.String() }
func (d *desk) MateName(i int) string                { return [...]string{"Amara", "Bo"}[i] }
func (d *desk) ChipXY() (x, y float64)               { return 600, 760 }
func (d *desk) SayFor(t string, _ int)               { d.said = append(d.said, t) }
func (d *desk) GiveWay()                             { d.gaveWay++ }
func (d *desk) Note(string)                          {}
func (d *desk) BoughtIn(money.Amount)                {}
func (d *desk) Replay() bool                         { return false }
func (d *desk) NoCredits() bool                      { return false }

// TestPlayRound plays a round's events onto the pieces with no table behind them: the person
// bets, is dealt a card, wins; a table-mate bets and folds. The credits shown, the chips,
// the cards, the tags and the names are what the events say, and the playback asked the
// table for its part (the round's start, the news, the hand's name).
func TestPlayRound(t *testing.T) {
	d := &desk{}
	for n := range d.places.Seats {
		s := &d.places.Seats[n]
		s.X, s.Y, s.S, s.CardW = float64(100+180*n), 500, 1, 60
		s.Spots[0] = geom.Circle{X: s.X, Y: 560, R: 30}
		s.Home = geom.Point{X: s.X, Y: 700}
		for k := range s.Cards {
			s.Cards[k] = geom.Point{X: s.X + float64(20*k), Y: 450}
		}
	}
	p := &stage.Pieces{Host: d, Turn: -1}
	p.Timeline.SetSpeed(anim.Normal)
	for n := range p.Seats {
		p.Seats[n].Roster = -1
	}
	ah := cards.MustParseList("Ah")[0]
	const person, mate = 2, 0
	events := []table.Event{
		{Kind: table.RoundStart, Amount: 1},
		{Kind: table.SeatState, Seat: person, Index: table.PersonIndex, Amount: money.Credits(1000)},
		{Kind: table.SeatState, Seat: mate, Index: 0, Amount: money.Credits(500)},
		{Kind: table.BetPlaced, Seat: person, Wager: 0, Amount: money.Credits(10)},
		{Kind: table.BetPlaced, Seat: mate, Wager: 0, Amount: money.Credits(5)},
		{Kind: table.NoMoreBets},
		{Kind: table.CardDealt, Seat: person, Index: 0, Card: ah, Up: true},
		{Kind: table.HandRanked, Seat: person, Index: 1},
		{Kind: table.Decided, Seat: mate, Action: table.Fold},
		{Kind: table.Settled, Seat: person, Wager: 0, Result: table.Won, Amount: money.Credits(10), Pay: money.Credits(10)},
		{Kind: table.Settled, Seat: mate, Wager: 0, Result: table.Folded, Amount: -money.Credits(5)},
		{Kind: table.RoundEnd},
	}
	p.Timeline.Skip(1, events, func(e table.Event) int { return p.Play(d, e) })
	p.FinishMoves()
	p.Timeline.Finish()

	if p.Credits != money.Credits(1010) {
		t.Errorf("the person's credits shown: %v, want 1,010 (1,000 less the bet of 10, with it and its pay of 10 home)", p.Credits)
	}
	if got := p.MateCredits[mate]; got != money.Credits(495) {
		t.Errorf("the table-mate's credits shown: %v, want 495 (the folded 5 to the tray)", got)
	}
	you, amara := &p.Seats[person], &p.Seats[mate]
	if c := &you.Cards[0]; !c.Shown() || c.Card != ah {
		t.Errorf("the person's card: shown %v, %v; want the Ah face up", c.Shown(), c.Card)
	}
	if you.Hand.Text() != "Ace High" || you.Best != 1 {
		t.Errorf("the person's hand: %q lifting %b, want Ace High lifting the first card", you.Hand.Text(), you.Best)
	}
	if r := you.Results[0]; !r.Done || r.Result != table.Won || r.Net != money.Credits(10) {
		t.Errorf("the person's ante's end: %+v, want won, net 10", r)
	}
	if !amara.Folded || amara.Tag.Text() != table.Fold.String() || amara.Name.Text() != "Amara" {
		t.Errorf("the table-mate: folded %v, tag %q, name %q; want folded, its tag the decision, named Amara", amara.Folded, amara.Tag.Text(), amara.Name.Text())
	}
	if p.Phase != table.Done || !p.Pending || p.Turn != -1 {
		t.Errorf("the round as played: phase %v, pending %v, turn %d; want done, its end waiting, nobody's turn", p.Phase, p.Pending, p.Turn)
	}
	if d.started != 1 || d.gaveWay != 2 || len(d.said) != 1 || d.said[0] != "No more bets." {
		t.Errorf("the table was asked: %d round starts, %d give-ways, news %q; want 1, 2 (the hand's name, the round's end), No more bets.", d.started, d.gaveWay, d.said)
	}
}
