package table

import (
	"felt/game/advice"
	"felt/game/table"
	"felt/render/command"
	"felt/render/layout"
	"felt/render/stage"
)

// parts is a plug as the machinery calls it beyond its small interface: each optional
// interface the plug implements, or the machinery's own behaviour where it does not.
type parts struct {
	stage.Actor
	Placing
	Words
	Advised
	Demonstrator
}

// partsOf finds plug p's optional interfaces; core is the table's rules core now, which
// names the wagers of a plug without Words.
func partsOf(p Plug, core func() table.Game) parts {
	var o parts
	o.Actor, o.Placing, o.Advised = none{}, none{}, none{}
	if a, ok := p.(stage.Actor); ok {
		o.Actor = a
	}
	if pl, ok := p.(Placing); ok {
		o.Placing = pl
	}
	if a, ok := p.(Advised); ok {
		o.Advised = a
	}
	o.Words = WordsOf(p, core)
	o.Demonstrator = mainBet{p}
	if d, ok := p.(Demonstrator); ok {
		o.Demonstrator = d
	}
	return o
}

// WordsOf returns plug p's words (the machinery's own where it has none: its wagers named by
// the rules core core returns, in the order of its Spots, no hand named), for a page that
// names a round's wagers and hands.
func WordsOf(p Plug, core func() table.Game) Words {
	if w, ok := p.(Words); ok {
		return w
	}
	sp := p.Spots()
	order := make([]table.Wager, len(sp))
	for i := range sp {
		order[i] = sp[i].Wager
	}
	return coreWords{order, core}
}

// none is what a plug lacks: no moving parts, no pieces on the plan, no advisor.
type none struct{}

func (none) Event(stage.Mover, table.Event) (int, bool) { return 0, false }
func (none) RoundStart(stage.Mover)                     {}
func (none) Finish(stage.Mover)                         {}
func (none) Busy(stage.Stage) bool                      { return false }
func (none) Place(Placer, layout.View, bool)            {}
func (none) Advisor() *advice.Advisor                   { return nil }

// coreWords are the words of a plug without Words: its core's names of the wagers, in the
// order of its Spots, and no hand named.
type coreWords struct {
	order []table.Wager
	core  func() table.Game
}

func (w coreWords) PayOrder() []table.Wager { return w.order }

func (w coreWords) Title(x table.Wager) string          { return w.core().WagerName(x) }
func (w coreWords) HandName(table.Event) (string, bool) { return "", false }

// mainBet is the demonstration's bet of a plug without DemoBets: the chip in hand on its
// main wager.
type mainBet struct{ p Plug }

func (b mainBet) DemoBets() []command.Command {
	return []command.Command{{Name: command.Bet, Arg: b.p.Spots()[0].Name}}
}

// HandName names a ranked hand of an event as plug p does (none where p has no Words), for a
// page that names a round's hands.
func HandName(p Plug, e table.Event) (name string, good bool) {
	if w, ok := p.(Words); ok {
		return w.HandName(e)
	}
	return "", false
}
