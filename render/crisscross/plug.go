// Package crisscross is the Criss Cross Poker table on the screen, plugged into the table
// machinery (render/table): its layout as data (the five community cards in a cross in front
// of the dealer, six seats with the person's in front, the two prize wheels' meters above),
// what is printed on its felt (the cross's ACROSS, DOWN and MIDDLE places, the circles, the
// game's name and rules, the pay tables), its pays-and-rules sign, and the mapping of its own
// events to the shared pieces: the Across and Down hands named as they form with their lines
// of the cross lifted, the Five Card Bonus hand, the Middle bet's hand, the Community Pays,
// and the prize wheels (render/wheel), which come forward and spin to the segment the core
// chose.
package crisscross

import (
	"errors"

	"felt/game/advice"
	cc "felt/game/crisscross"
	"felt/game/hand"
	"felt/game/strategy"
	"felt/game/table"
	"felt/render/command"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/stage"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// DefaultConfig is the table the game opens at: the core's default table (antes 5 to 500, the
// Five Card Bonus 1 to 100, Bonus Spin paytable A at 1 or 5, Bonus Spin Xtreme paytable A at
// 1, 2 or 5) with the person in the middle seat among five table-mates, and 1,000 free-play
// credits.
func DefaultConfig() cc.Config {
	c := cc.DefaultConfig()
	c.Person, c.Mates, c.BuyIn = tbl.Seating()
	return c
}

// Table is the Criss Cross Poker plug: make one with New and give it to render/table.
type Table struct {
	cfg     cc.Config
	geom    geometry        // the layout of the orientation last asked for
	adv     *advice.Advisor // the strategy advisor: hints, the trainer, the table-mates, the demo
	haveGeo bool
	// The game's own pieces on the table.
	hands  [table.Seats]seatHands
	cross  crossLight
	lit    crossLines // the lit line as the layout pass found it
	spin   spinner
	roster []table.Mate
	names  [table.Seats]string // the table-mates' names, as the events seat them
	five   fiveHand            // the community's Five Card Bonus hand
}

// New makes the plug for a table of cfg (nil: DefaultConfig).
func New(cfg *cc.Config) *Table {
	c := DefaultConfig()
	if cfg != nil {
		c = *cfg
	}
	return &Table{cfg: c, spin: spinner{front: noWheel}}
}

// The table is a plug with moving parts, pieces, words, an advisor and the demonstration's
// bets of its own.
var (
	_ tbl.Plug         = (*Table)(nil)
	_ stage.Actor      = (*Table)(nil)
	_ tbl.Placing      = (*Table)(nil)
	_ tbl.Words        = (*Table)(nil)
	_ tbl.Advised      = (*Table)(nil)
	_ tbl.Demonstrator = (*Table)(nil)
	_ tbl.Preparer     = (*Table)(nil)
)

// Game implements tbl.Plug.
func (t *Table) Game() string { return "crisscross" }

// Open implements tbl.Plug: the saved table, or a new one of the plug's configuration. The
// table-mates who play the optimal strategy play the math sheet's exact one, and the
// demonstration plays it for the person.
func (t *Table) Open(data []byte, seed uint64, eval *hand.Evaluator) (table.Game, error) {
	opt, err := strategy.NewOptimal(eval)
	if err != nil {
		return nil, err
	}
	if t.adv, err = advice.New(eval, opt); err != nil {
		return nil, err
	}
	cfg := t.cfg
	cfg.Optimal = advice.Mate{A: t.adv}
	cfg.Seed = seed
	core, err := cc.NewTable(cfg, eval)
	if err != nil {
		return nil, err
	}
	if data != nil {
		// The saved table, its round in play resumed (or void when it cannot go on).
		if err := core.UnmarshalBinary(data); err != nil {
			return nil, err
		}
	}
	t.cfg = core.Config()
	t.roster = t.cfg.Roster
	if t.roster == nil {
		t.roster = table.Roster()
	}
	return core, nil
}

// core returns the Criss Cross Poker core of a table: its Stage's, or its Scene's.
func core(s interface{ Core() table.Game }) *cc.Table {
	c, _ := s.Core().(*cc.Table)
	return c
}

// Settings implements tbl.Plug: the roster, and the Five Card Bonus, which keeps a folded
// seat's cards on the felt until it is settled (001 ch.11 B(3)).
func (t *Table) Settings(g table.Game) tbl.Settings {
	return tbl.Settings{Roster: t.roster, KeepsCards: []table.Wager{cc.FiveCardBonus}, Verb: "BET", Meter2: g.MeterOf(cc.Xtreme)}
}

// Places implements tbl.Plug.
func (t *Table) Places(o layout.Orientation, tall float64, person int) geom.Places {
	t.geom = newGeometry(o, person)
	t.geom.stretch(tall)
	t.haveGeo = true
	t.five.rename(&t.geom)
	return t.geom.Places
}

// spots are the circles of a seat a person bets on. A chip on either ante goes on both (the
// core links them); the street bets are made with the decision buttons, on their streets.
var spots = []tbl.Spot{
	{Name: "anteAcross", Aliases: []string{"ante", "antes"}, Wager: cc.AnteAcross, Key: ebiten.KeyA, Printed: "ANTE ACROSS", Equal: true},
	{Name: "anteDown", Wager: cc.AnteDown, Key: tbl.NoKey, Printed: "ANTE DOWN", Equal: true},
	{Name: "across", Wager: cc.AcrossBet, Key: tbl.NoKey, Printed: "ACROSS", Look: geom.Street},
	{Name: "down", Wager: cc.DownBet, Key: tbl.NoKey, Printed: "DOWN", Look: geom.Street},
	{Name: "middle", Wager: cc.MiddleBet, Key: tbl.NoKey, Printed: "MIDDLE", Look: geom.Street},
	{Name: "fiveCard", Aliases: []string{"bonus"}, Wager: cc.FiveCardBonus, Key: ebiten.Key5, Printed: "5 CARD BONUS", Look: geom.Side},
	{Name: "bonusSpin", Aliases: []string{"spin"}, Wager: cc.BonusSpin, Key: ebiten.KeyG, Printed: "BONUS SPIN", Look: geom.Sensor},
	{Name: "xtreme", Wager: cc.Xtreme, Key: ebiten.KeyT, Printed: "XTREME", Look: geom.Sensor, Bezel: 0x9A4A2A},
}

// Spots implements tbl.Plug.
func (t *Table) Spots() []tbl.Spot { return spots }

// Spots returns the circles a person bets on, as Table.Spots does, without making a table
// (the lobby lists them).
func Spots() []tbl.Spot { return spots }

// payOrder is the order of the result line: a seat's paying order (001 ch.11 H, I: the Five
// Card Bonus first, then the antes and the street bets, then the wheels).
var payOrder = []table.Wager{cc.FiveCardBonus, cc.AnteAcross, cc.AnteDown, cc.AcrossBet, cc.DownBet,
	cc.MiddleBet, cc.BonusSpin, cc.Xtreme}

// PayOrder implements tbl.Words.
func (t *Table) PayOrder() []table.Wager { return payOrder }

var titles = [cc.NumWagers]string{
	cc.AnteAcross: "Ante Across", cc.AnteDown: "Ante Down", cc.AcrossBet: "Across", cc.DownBet: "Down",
	cc.MiddleBet: "Middle", cc.FiveCardBonus: "5 Card Bonus", cc.BonusSpin: "Bonus Spin", cc.Xtreme: "Xtreme",
}

// Title implements tbl.Words.
func (t *Table) Title(w table.Wager) string {
	if int(w) < len(titles) {
		return titles[w]
	}
	return cc.WagerName(w)
}

// HandName implements tbl.Words: a five-card hand, or a line of the cross as it forms (a
// Partial value, which names itself as a hand.Five does). Good news is a hand the main pay
// table pays (a pair of jacks or better).
func (t *Table) HandName(e table.Event) (string, bool) {
	v := hand.Five(e.Value)
	return v.Name(), v.PairOrBetter(jacks)
}

// Advisor implements tbl.Advised: the strategy advisor of the table's settings.
func (t *Table) Advisor() *advice.Advisor { return t.adv }

// DemoBets implements tbl.Demonstrator: the antes at 10, the Five Card Bonus at 5, and both wheels.
func (t *Table) DemoBets() []command.Command {
	return []command.Command{
		{Name: command.Chip, Arg: "5"}, {Name: command.Bet, Arg: "ante"}, {Name: command.Bet, Arg: "ante"},
		{Name: command.Bet, Arg: "fiveCard"},
		{Name: command.Bet, Arg: "bonusSpin"}, {Name: command.Bet, Arg: "xtreme"},
	}
}

// ErrNotCrissCross is returned when a scene's core is not a Criss Cross Poker table.
var ErrNotCrissCross = errors.New("not a Criss Cross Poker table")
