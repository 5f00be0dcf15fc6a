// Package crazy4 is the Crazy 4 Poker table on the screen, plugged into the table machinery
// (render/table): its layout as data (six seats in an arc with the person's in front, the
// dealer with the shoe and the tray, the progressive meter above), what is printed on its
// felt (the circles, the game's name and qualifying rule, the Super Bonus and Queens Up pay
// tables), its pays-and-rules sign, and the mapping of its own events (the dealer's hand
// arranged, whether it qualifies, the 6 Card Bonus, Cover All, the Magic Card and the Lucky
// Bonus) to the shared pieces.
package crazy4

import (
	"errors"
	"felt/render/geom"

	"felt/game/advice"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/strategy"
	"felt/game/table"
	"felt/render/command"
	"felt/render/layout"
	"felt/render/stage"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// DefaultConfig is the table the game opens at: a full table of five table-mates and the
// person in the middle seat, Ante and Super Bonus 5 to 500, Queens Up (paytable C, seed 004)
// and the 6 Card Bonus 5 to 100, and the Four-Card Progressive (Pays 1, seed 003) at 1
// credit, with 1,000 free-play credits.
func DefaultConfig() crazy4.Config {
	c := crazy4.Default()
	c.Ante = table.Limit{Min: money.Credits(5), Max: money.Credits(500), Step: money.Credits(1)}
	c.QueensUpLimit = table.Limit{Min: money.Credits(5), Max: money.Credits(100), Step: money.Credits(1)}
	c.SixCard = c.QueensUpLimit
	c.Progressive = crazy4.ProgressiveConfig{Kind: crazy4.FourCard, Table: "pays1", Unit: money.Credits(1)}
	c.HandBonus = crazy4.HandBonusConfig{}
	c.BadBeat, c.BadBeatLimit = "", table.Limit{}
	c.CoverAll = table.Limit{}
	c.Person, c.Mates, c.BuyIn = tbl.Seating()
	return c
}

// Table is the Crazy 4 Poker plug: make one with New and give it to render/table.
type Table struct {
	cfg  crazy4.Config
	geom geometry        // the layout of the orientation last asked for
	adv  *advice.Advisor // the strategy advisor: hints, the trainer, the table-mates, the demo
	// free holds the places a mark is offered (PlaceFree): here, not on the stack, since a
	// slice passed through the Stage interface escapes, and a frame allocates nothing.
	free [7][2]float64
	// The game's own pieces on the table.
	lucky   int // the Lucky Bonus position (a seat or table.Dealer), or noLucky
	luckyA  animValue
	cover   coverLabel
	magicA  animValue
	labels  ownLabels
	haveGeo bool
	// meter2: the table shows the Five Card Hand Bonus's meter when it has a progressive
	// too (the machinery shows the first meter system, and the second in Places.Meter2).
	meter2 bool
	// dealerBettors counts the round's bets on the dealer's hand (their Collected events);
	// splitSaid notes that the table said how a jackpot on it is split.
	dealerBettors int
	splitSaid     bool
	// sixHands are the table-mates' 6 Card Bonus hands as the showdown names them: a
	// table-mate's is tagged only when it wins.
	sixHands [table.Seats]sixHand
}

// sixHand is a seat's 6 Card Bonus hand as the playback named it.
type sixHand struct {
	name string
	good bool
}

// New makes the plug for a table of cfg (nil: DefaultConfig).
func New(cfg *crazy4.Config) *Table {
	c := DefaultConfig()
	if cfg != nil {
		c = *cfg
	}
	t := &Table{cfg: c, lucky: noLucky}
	t.labels.init()
	return t
}

// noLucky marks that no Lucky Bonus position is shown.
const noLucky = -3

// The table is a plug with moving parts, pieces, words, an advisor and the demonstration's
// bets of its own.
var (
	_ tbl.Plug         = (*Table)(nil)
	_ stage.Actor      = (*Table)(nil)
	_ tbl.Placing      = (*Table)(nil)
	_ tbl.Words        = (*Table)(nil)
	_ tbl.Advised      = (*Table)(nil)
	_ tbl.Demonstrator = (*Table)(nil)
)

// Game implements tbl.Plug.
func (t *Table) Game() string { return "crazy4" }

// Open implements tbl.Plug: the saved table, or a new one of the plug's configuration. The
// table-mates who play the optimal strategy play the math sheet's exact one.
func (t *Table) Open(data []byte, seed uint64, eval *hand.Evaluator) (table.Game, error) {
	var core *crazy4.Table
	var err error
	if data != nil {
		core, err = crazy4.Restore(data, eval)
	} else {
		cfg := t.cfg
		cfg.Seed = seed
		core, err = crazy4.NewTable(cfg, eval)
	}
	if err != nil {
		return nil, err
	}
	opt, err := strategy.NewOptimal(eval)
	if err != nil {
		return nil, err
	}
	if t.adv, err = advice.New(eval, opt); err != nil {
		return nil, err
	}
	core.SetStrategy(advice.Mate{A: t.adv})
	t.cfg = core.Config()
	t.meter2 = tbl.ShowsMeter2(core, core.MeterOf(crazy4.HandBonus))
	return core, nil
}

// core returns the Crazy 4 Poker core of a table: its Stage's, or its Scene's.
func core(s interface{ Core() table.Game }) *crazy4.Table {
	c, _ := s.Core().(*crazy4.Table)
	return c
}

// Settings implements tbl.Plug.
func (t *Table) Settings(g table.Game) tbl.Settings {
	r := t.cfg.Roster
	if r == nil {
		r = table.Roster()
	}
	// A folded seat keeps its cards while its 6 Card Bonus is in play (seed 004). A
	// table-mate's four-card hand is named when a wager on it wins: the Ante, the Play, the
	// Super Bonus, the Queens Up or the Bad Beat (two pair or better lost to the other hand).
	return tbl.Settings{Roster: r, KeepsCards: []table.Wager{crazy4.SixCard}, Verb: "PLAY", Meter2: g.MeterOf(crazy4.HandBonus),
		OnHand: []table.Wager{crazy4.Ante, crazy4.Play, crazy4.SuperBonus, crazy4.QueensUp, crazy4.BadBeat}}
}

// Places implements tbl.Plug.
func (t *Table) Places(o layout.Orientation, tall float64, person int) geom.Places {
	t.geom = newGeometry(o, person)
	if t.meter2 {
		t.geom.twoMeters()
	}
	t.geom.stretch(tall)
	t.haveGeo = true
	return t.geom.Places
}

// spots are the circles of a seat a person bets on.
var spots = []tbl.Spot{
	{Name: "ante", Wager: crazy4.Ante, Key: ebiten.KeyA, Printed: "ANTE", Equal: true},
	{Name: "superBonus", Aliases: []string{"super"}, Wager: crazy4.SuperBonus, Key: tbl.NoKey, Printed: "SUPER BONUS", Equal: true},
	{Name: "play", Wager: crazy4.Play, Key: tbl.NoKey, Printed: "PLAY", Look: geom.Street},
	{Name: "queensUp", Aliases: []string{"queens"}, Wager: crazy4.QueensUp, Key: ebiten.KeyQ, Printed: "QUEENS UP", Look: geom.Side},
	{Name: "progressive", Wager: crazy4.Progressive, Key: ebiten.KeyG, Printed: "PROGRESSIVE", Look: geom.Sensor},
	{Name: "handBonus", Aliases: []string{"fivecard"}, Wager: crazy4.HandBonus, Key: tbl.NoKey, Printed: "5 CARD BONUS", Look: geom.Side},
	{Name: "dealerBonus", Wager: crazy4.DealerBonus, Key: tbl.NoKey, Printed: "DEALER 5 CARD", Look: geom.Side},
	{Name: "badBeat", Wager: crazy4.BadBeat, Key: tbl.NoKey, Printed: "BAD BEAT", Look: geom.Side},
	{Name: "sixCard", Wager: crazy4.SixCard, Key: ebiten.Key6, Printed: "6 CARD BONUS", Look: geom.Side},
	{Name: "coverAll", Wager: crazy4.CoverAll, Key: tbl.NoKey, Printed: "COVER ALL", Look: geom.Side},
}

// Spots implements tbl.Plug.
func (t *Table) Spots() []tbl.Spot { return spots }

// Spots returns the circles a person bets on, as Table.Spots does, without making a table
// (the lobby lists them).
func Spots() []tbl.Spot { return spots }

// payOrder is the order of the result line: a seat's paying order.
var payOrder = []table.Wager{crazy4.Play, crazy4.Ante, crazy4.QueensUp, crazy4.SuperBonus,
	crazy4.Progressive, crazy4.HandBonus, crazy4.DealerBonus, crazy4.BadBeat, crazy4.SixCard, crazy4.CoverAll}

// PayOrder implements tbl.Words.
func (t *Table) PayOrder() []table.Wager { return payOrder }

// Title implements tbl.Words.
func (t *Table) Title(w table.Wager) string {
	switch w {
	case crazy4.HandBonus:
		return "5 Card Bonus"
	case crazy4.DealerBonus:
		return "Dealer 5 Card"
	}
	return crazy4.WagerName(w)
}

// HandName implements tbl.Words: a four-card hand, or the 6 Card Bonus's five-card hand.
// Good news is a Queens Up winner or a straight or better.
func (t *Table) HandName(e table.Event) (string, bool) {
	if e.Up {
		v := hand.Five(e.Value)
		return v.Name(), v.Category() >= hand.Trips5
	}
	v := hand.Four(e.Value)
	return v.Name(), v.Category() >= hand.Straight4 || v.PairOrBetter(12)
}

// Advisor implements tbl.Advised: the strategy advisor of the table's settings.
func (t *Table) Advisor() *advice.Advisor { return t.adv }

// DemoBets implements tbl.Demonstrator.
func (t *Table) DemoBets() []command.Command {
	return []command.Command{
		{Name: command.Chip, Arg: "25"}, {Name: command.Bet, Arg: "ante"},
		{Name: command.Chip, Arg: "5"}, {Name: command.Bet, Arg: "queens"},
		{Name: command.Bet, Arg: "progressive"},
	}
}

// ErrNotCrazy4 is returned when a scene's core is not a Crazy 4 Poker table.
var ErrNotCrazy4 = errors.New("not a Crazy 4 Poker table")
