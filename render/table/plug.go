package table

import (
	"felt/game/advice"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/printing"
	"felt/render/stage"

	"github.com/hajimehoshi/ebiten/v2"
)

// Plug is what every game's table gives the machinery: its name, its core opened, its layout
// as data, what is printed on its felt, the circles a person bets on, its pays-and-rules
// sign and the facts of its settings. Everything else (the timeline, seats, cards and chips
// on the felt, the rack, credits, messages, the result line and banner, buttons, settings,
// the meter and the table's side of the hook) is the machinery's. What only some games have
// they give through small optional interfaces the machinery asks for with a type assertion
// (Ebitengine's habit), each one job, the machinery's own behaviour where a plug lacks it:
// moving parts of their own (stage.Actor: their own events, a wheel spinning), pieces of
// their own on the plan (Placing), words of their own for the wagers and hands (Words), a
// strategy advisor (Advised), the demonstration's bets (Demonstrator), pictures painted
// ahead (Preparer), jackpots off a lower meter (JackpotLevels), fields of their own in the
// hook's state (render/hook's Game), a help book (render/help's Author). A plug never
// decides an outcome: it shows what the events say.
type Plug interface {
	// Game names the game: "crazy4" or "crisscross".
	Game() string
	// Open makes the table to sit at: from a save when data is not nil, else a new one
	// from seed (the session's seed, for the table-mates' habits and the meters).
	Open(data []byte, seed uint64, eval *hand.Evaluator) (table.Game, error)
	// Places lays the table out for an orientation with the person in seat person; a
	// portrait table tall design units taller than the design (layout.View.Tall), its
	// middle spread down the screen (see Stretch).
	Places(o layout.Orientation, tall float64, person int) geom.Places
	// Paint prints the felt: everything that changes only when the screen does, with the
	// printer's tools, the table read through s.
	Paint(s stage.Stage, p *printing.Printer, dst *ebiten.Image, v layout.View)
	// Spots names the circles a person bets on, for the hook, the keys and the pointer;
	// the first is the game's main wager.
	Spots() []Spot
	// Sign is what the pays-and-rules sign says: the machinery paints it over the table, or
	// on a small screen the app shows it as a page of its own (render/help's Pays).
	Sign(s stage.Stage) printing.Sign
	// Settings are what the machinery needs to know of the table's settings.
	Settings(g table.Game) Settings
}

// Placing is a plug with pieces of its own on the plan (Crazy 4 Poker's LUCKY and Cover All
// marks, Criss Cross Poker's lit cross, hands' names and prize wheel). A plug without it
// places nothing of its own.
type Placing interface {
	// Place places the game's own moving parts on the plan of the next frame, over the
	// cards and chips (s.PlaceLabel, s.PlaceFree, s.Glow, s.PaintWith for a part that
	// paints itself); over is true for what goes over the controls too (a prize wheel). It
	// is called by the layout pass, never while painting.
	Place(s Placer, v layout.View, over bool)
}

// Words is a plug with words of its own for the result line, the narration and the hands.
// A plug without it has its wagers named by its core (table.Game's WagerName), in the order
// of its Spots, and no hand named.
type Words interface {
	// PayOrder is the order of the result line: a seat's paying order.
	PayOrder() []table.Wager
	// Title names a wager in the result line ("Queens Up").
	Title(w table.Wager) string
	// HandName names a ranked hand of an event ("Pair of Kings") and says whether it is
	// good news, to be printed in brass.
	HandName(e table.Event) (name string, good bool)
}

// Advised is a plug with a strategy advisor (game/advice), which the machinery asks for the
// hint, the trainer and the demonstration's decisions. A plug without it has none: no
// hint, and the demonstration folds.
type Advised interface {
	// Advisor is the game's advisor; nil for none.
	Advisor() *advice.Advisor
}

// Demonstrator is a plug with bets of its own for the self-playing demonstration. A plug
// without it has the demonstration bet the chip in hand on its main wager (its first Spot).
type Demonstrator interface {
	// DemoBets are the commands the demonstration bets with when it has no last round.
	DemoBets() []command.Command
}

// Settings are facts of a table's settings the machinery shows: the roster of characters
// the table-mates are drawn from, and the wagers whose seat keeps its cards on the felt
// after a fold until they are settled (the 6 Card Bonus). Wager 0 is the game's ante: a
// big win is counted in its units.
//
// Verb names the decision's bet on its buttons and tags ("PLAY" gives "PLAY 2x").
//
// Meter2 is the meter system of the table's second meter display (ShowsMeter2; any other:
// none): the machinery plays it back and places its digits in Places.Meter2, the plug
// prints its panel.
//
// OnHand are the wagers a seat's named hand (its HandRanked event the machinery plays)
// decides: a table-mate's hand is named only when one of them wins (nil: any wager of the
// seat), as the core's Settled events say; a losing table-mate's hand means nothing to the
// person.
type Settings struct {
	Roster     []table.Mate
	KeepsCards []table.Wager
	Verb       string
	Meter2     int
	OnHand     []table.Wager
}

// Spot is a betting circle a person can reach: its name in the hook's state ("queensUp"),
// the other names commands take for it ("queens"; any name matches without regard to case,
// spaces, dashes and underscores), the wager, and its key on the keyboard (NoKey for none).
//
// The rest says how the circle is printed: the name around its rim (Printed; none: the
// circle is not printed), its Look, a sensor's Bezel (0: brass), and whether it is one of
// the two equal wagers with "=" printed between them.
type Spot struct {
	Name    string
	Aliases []string
	Wager   table.Wager
	Key     ebiten.Key
	Printed string
	Look    geom.Look
	Bezel   paint.Color
	Equal   bool
}

// NoKey is a Spot's Key when the circle has no key.
const NoKey = ebiten.Key(-1)

// Seating is how a game's table opens by default: the person in the middle seat among five
// table-mates, with 1,000 free-play credits.
func Seating() (person, mates int, buyIn money.Amount) { return 2, 5, money.Credits(1000) }

// PaysAndRules is what the table's pays-and-rules sign says now (it prints the return at
// the meter as it stands).
func (s *Scene) PaysAndRules() printing.Sign { return s.plug.Sign(&s.stage) }

// Preparer is a plug with pictures of its own that take long to paint the first time they
// show (a prize wheel): Prepare paints one of them for the screen v describes, ahead of
// its showing, and reports whether more wait. The app calls it through Scene.Pace().Prepare
// while the table is at rest.
type Preparer interface {
	Prepare(s stage.Stage, v layout.View) (more bool)
}
