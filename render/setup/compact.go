package setup

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// The compact form of a table's settings, which a round code and the hand history hold
// (game/code's Round.Table, game/history's Round.Table): every choice of the settings as its
// place among the choices the page offers, the places read as the digits of one number (the
// first choice's the lowest), written as a uvarint. Crazy 4 Poker's are 3 bytes, Criss
// Cross Poker's 2.

// choice is one field of the settings in the compact form: the values it takes, in order
// (the first, "", is the wager off), and where it is.
type choice struct {
	values []string
	get    func(*Settings) string
	set    func(*Settings, string)
}

// flag is a choice of a switch.
func flag(field func(*Settings) *bool) choice {
	return choice{
		values: []string{"", "on"},
		get: func(s *Settings) string {
			if *field(s) {
				return "on"
			}
			return ""
		},
		set: func(s *Settings, v string) { *field(s) = v == "on" },
	}
}

// named is a choice of a text field.
func named(field func(*Settings) *string, values ...string) choice {
	return choice{
		values: values,
		get:    func(s *Settings) string { return *field(s) },
		set:    func(s *Settings, v string) { *field(s) = v },
	}
}

// choices are the fields of a game's settings in the compact form, in order. A new choice
// is added at the end of a list (or of a field's values): the forms written before it read
// alike.
func choices(game string) []choice {
	var lim []string
	for _, p := range Limits() {
		lim = append(lim, p.Name)
	}
	mates := choice{
		values: []string{"0", "1", "2", "3", "4", "5"},
		get:    func(s *Settings) string { return fmt.Sprint(s.Mates) },
		set:    func(s *Settings, v string) { s.Mates = int(v[0] - '0') },
	}
	c := []choice{named(func(s *Settings) *string { return &s.Limits }, lim...), mates,
		named(func(s *Settings) *string { return &s.Style }, Styles...)}
	switch game {
	case "crazy4":
		return append(c,
			named(func(s *Settings) *string { return &s.QueensUp }, "", "A", "B", "C", "D"),
			flag(func(s *Settings) *bool { return &s.SixCard }),
			named(func(s *Settings) *string { return &s.Progressive }, append([]string{""}, Progressives...)...),
			named(func(s *Settings) *string { return &s.HandBonus }, "", "both", "player", "dealer"),
			flag(func(s *Settings) *bool { return &s.Magic }),
			flag(func(s *Settings) *bool { return &s.Lucky }),
			named(func(s *Settings) *string { return &s.BadBeat }, "", "1", "2"),
			flag(func(s *Settings) *bool { return &s.CoverAll }))
	case "crisscross":
		return append(c,
			flag(func(s *Settings) *bool { return &s.FiveCard }),
			named(func(s *Settings) *string { return &s.Spin }, "", "A", "B", "C", "D"),
			named(func(s *Settings) *string { return &s.Xtreme }, "", "A", "B", "C", "D", "E", "F", "G", "H", "I"))
	}
	return nil
}

// ErrCompact is wrapped by the errors of settings that have no compact form, and of a
// compact form that does not read.
var ErrCompact = errors.New("table settings")

// Compact writes a game's settings in the compact form. The limits and the table-mates'
// style are written as they take effect (an unknown name is the default preset, or each
// character their own way); a wager's pay table the page does not offer has no form.
func (s Settings) Compact(game string) ([]byte, error) {
	cs := choices(game)
	if cs == nil {
		return nil, fmt.Errorf("%w: %w: %q", ErrCompact, ErrGame, game)
	}
	s.Limits = preset(s.Limits).Name
	if !slices.Contains(Styles, s.Style) {
		s.Style = Styles[0]
	}
	if s.Mates < 0 || s.Mates > 5 {
		return nil, fmt.Errorf("%w: %d table-mates", ErrCompact, s.Mates)
	}
	var n, unit uint64 = 0, 1
	for _, c := range cs {
		i := slices.Index(c.values, c.get(&s))
		if i < 0 {
			return nil, fmt.Errorf("%w: no choice %q", ErrCompact, c.get(&s))
		}
		n += uint64(i) * unit
		unit *= uint64(len(c.values))
	}
	return binary.AppendUvarint(nil, n), nil
}

// FromCompact reads a game's settings from their compact form. Whether a table can be made
// at them is the rules core's to say (Book.Check).
func FromCompact(game string, b []byte) (Settings, error) {
	var s Settings
	cs := choices(game)
	if cs == nil {
		return s, fmt.Errorf("%w: %w: %q", ErrCompact, ErrGame, game)
	}
	n, k := binary.Uvarint(b)
	if k <= 0 || k != len(b) || len(binary.AppendUvarint(nil, n)) != k {
		return s, fmt.Errorf("%w: %d bytes that do not read", ErrCompact, len(b))
	}
	for _, c := range cs {
		size := uint64(len(c.values))
		c.set(&s, c.values[n%size])
		n /= size
	}
	if n != 0 {
		return s, fmt.Errorf("%w: a choice this game does not have", ErrCompact)
	}
	return s, nil
}
