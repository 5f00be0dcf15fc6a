package history

import (
	"errors"
	"fmt"
	"strings"

	"felt/game/code"
	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/history"
	"felt/game/money"
	"felt/game/table"
	render4 "felt/render/crazy4"
	rendercc "felt/render/crisscross"
	"felt/render/setup"
	tbl "felt/render/table"
)

// Dealt is a round dealt again from its code: the table to show it on (a plug of the code's
// game with the settings it was dealt at) and the round's events.
type Dealt struct {
	Round  code.Round
	Plug   tbl.Plug
	Events []table.Event
}

// FromCode reads a round code and deals its round again at a new table of its game, at the
// table settings the code holds (render/setup's compact form), with its meters as the round
// had them and the person bought in for the round's wagers: its events are the round's
// (game/code). A code that does not read, whose settings make no table (the rules core
// says), or whose round that table cannot deal, is refused with a line that says why.
func FromCode(text string, eval *hand.Evaluator) (Dealt, error) {
	r, err := code.Parse(text)
	if err != nil {
		return Dealt{}, err
	}
	core, plug, err := tableAt(r.Game, r.Table, r.Person, r.Stake(), eval)
	if err != nil {
		return Dealt{}, err
	}
	if err := code.Play(r, core); err != nil {
		return Dealt{}, err
	}
	return Dealt{Round: r, Plug: plug, Events: append([]table.Event(nil), core.Events()...)}, nil
}

// tableAt makes a new table of a game at the settings of their compact form (render/setup),
// with the person in seat person bought in for buyIn, and its plug. Settings that do not read
// or that the rules core makes no table of are refused with code.ErrRound.
func tableAt(game string, settings []byte, person int, buyIn money.Amount, eval *hand.Evaluator) (code.Replayer, tbl.Plug, error) {
	s, err := setup.FromCompact(game, settings)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", code.ErrRound, err)
	}
	switch game {
	case "crazy4":
		cfg := s.Crazy4()
		cfg.Person, cfg.BuyIn, cfg.Seed = person, buyIn, 1
		t, err := crazy4.NewTable(cfg, eval)
		if err != nil {
			return nil, nil, fmt.Errorf("%w: the table's settings: %w", code.ErrRound, err)
		}
		return t, render4.New(&cfg), nil
	case "crisscross":
		cfg, err := s.CrissCross()
		if err != nil {
			return nil, nil, fmt.Errorf("%w: the table's settings: %w", code.ErrRound, err)
		}
		cfg.Person, cfg.BuyIn, cfg.Seed = person, buyIn, 1
		t, err := crisscross.NewTable(cfg, eval)
		if err != nil {
			return nil, nil, fmt.Errorf("%w: the table's settings: %w", code.ErrRound, err)
		}
		return t, rendercc.New(&cfg), nil
	}
	return nil, nil, fmt.Errorf("%w: no game %q here", code.ErrRound, game)
}

// PlugOf returns the plug of a table of a game at settings of their compact form (those a
// round of the history was played at) with the person in seat person, or an error for
// settings that do not read. (The table scene's core is made from it: the rules core says
// then whether a table can be made at them.)
func PlugOf(game string, settings []byte, person int) (tbl.Plug, error) {
	s, err := setup.FromCompact(game, settings)
	if err != nil {
		return nil, err
	}
	switch game {
	case "crazy4":
		cfg := s.Crazy4()
		cfg.Person = person
		return render4.New(&cfg), nil
	case "crisscross":
		cfg, err := s.CrissCross()
		if err != nil {
			return nil, err
		}
		cfg.Person = person
		return rendercc.New(&cfg), nil
	}
	return nil, fmt.Errorf("no game %q here", game)
}

// ErrNoSettings refuses the code of a round kept before the history noted its table's
// settings: a code of it could not say at what pay tables and limits it was played.
var ErrNoSettings = errors.New("this round was kept before the history noted its table's settings, so it has no code")

// CodeOf returns the code of a round of the history.
func CodeOf(game string, r *history.Round) (string, error) {
	if r.Table == nil {
		return "", ErrNoSettings
	}
	c, err := code.FromEvents(game, r.Table, int(r.Person), r.Events)
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

// TitleOf names a round for its replay, from its events: "Round 12 · 14:03 · Pair of
// Queens", when being the time it was played ("14:03", "Jan 2 15:04") or where it came from
// ("from its code"); the hand is the person's best (history.Summary), named by plug.
func TitleOf(plug tbl.Plug, person int, events []table.Event, when string) string {
	r := history.Round{Person: int8(person), Events: events}
	s := r.Summary()
	hand := ""
	if s.Ranked {
		hand, _ = tbl.HandName(plug, s.Hand)
	}
	switch {
	case s.Void:
		hand = "void"
	case hand == "":
		hand = "no hand"
	}
	return fmt.Sprintf("Round %d · %s · %s", s.Number, when, hand)
}
