package history

import (
	"fmt"
	"strings"

	"felt/game/code"
	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/history"
	"felt/game/table"
	render4 "felt/render/crazy4"
	rendercc "felt/render/crisscross"
	tbl "felt/render/table"
)

// Dealt is a round dealt again from its code: the table to show it on (a plug of the code's
// game with the settings it was dealt at) and the round's events.
type Dealt struct {
	Round  code.Round
	Plug   tbl.Plug
	Events []table.Event
}

// FromCode reads a round code and deals its round again at a new table of its game, with the
// table's default settings, its meters as the round had them, and the person bought in for
// the round's wagers: its events are the round's (game/code). A code that does not read, or
// whose round the table cannot deal, is refused with a line that says why. (A code does not
// hold the table's pay tables and the side bets it offered: a round of other settings is
// refused when its wagers cannot be made at the default table.)
func FromCode(text string, eval *hand.Evaluator) (Dealt, error) {
	r, err := code.Parse(text)
	if err != nil {
		return Dealt{}, err
	}
	var core code.Replayer
	var plug tbl.Plug
	switch r.Game {
	case "crazy4":
		cfg := render4.DefaultConfig()
		cfg.Person, cfg.BuyIn, cfg.Seed = r.Person, r.Stake(), 1
		t, err := crazy4.NewTable(cfg, eval)
		if err != nil {
			return Dealt{}, fmt.Errorf("%w: %w", code.ErrRound, err)
		}
		core, plug = t, render4.New(&cfg)
	case "crisscross":
		cfg := rendercc.DefaultConfig()
		cfg.Person, cfg.BuyIn, cfg.Seed = r.Person, r.Stake(), 1
		t, err := crisscross.NewTable(cfg, eval)
		if err != nil {
			return Dealt{}, fmt.Errorf("%w: %w", code.ErrRound, err)
		}
		core, plug = t, rendercc.New(&cfg)
	default:
		return Dealt{}, fmt.Errorf("%w: no game %q here", code.ErrRound, r.Game)
	}
	if err := code.Play(r, core); err != nil {
		return Dealt{}, err
	}
	return Dealt{Round: r, Plug: plug, Events: append([]table.Event(nil), core.Events()...)}, nil
}

// CodeOf returns the code of a round of the history.
func CodeOf(game string, r *history.Round) (string, error) {
	c, err := code.FromEvents(game, int(r.Person), r.Events)
	if err != nil {
		return "", err
	}
	return c.String(), nil
}

// Grouped prints a code in groups of five characters, to read and type (a code is read
// without regard to the spaces).
func Grouped(code string) string {
	var b strings.Builder
	for i := 0; i < len(code); i += 5 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(code[i:min(i+5, len(code))])
	}
	return b.String()
}
