package cards

import (
	"errors"
	"testing"
)

func TestCardRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for c := Card(0); c < DeckSize; c++ {
		s := c.String()
		if seen[s] {
			t.Fatalf("two cards print as %q", s)
		}
		seen[s] = true
		got, err := Parse(s)
		if err != nil || got != c {
			t.Fatalf("Parse(%q) = %v, %v; want %v", s, got, err, c)
		}
		if New(c.Rank(), c.Suit()) != c {
			t.Fatalf("New(Rank, Suit) of %v differs", c)
		}
	}
}

func TestParse(t *testing.T) {
	good := map[string]string{"As": "As", "td": "Td", "7H": "7h", "10c": "Tc", "2s": "2s", "kD": "Kd"}
	for in, want := range good {
		c, err := Parse(in)
		if err != nil || c.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", in, c, err, want)
		}
	}
	for _, bad := range []string{"", "A", "Asx", "1s", "Ax", "ZZ", "10", "11s", "♠A"} {
		if _, err := Parse(bad); !errors.Is(err, ErrBadCard) {
			t.Errorf("Parse(%q) error = %v, want ErrBadCard", bad, err)
		}
	}
}

func TestParseList(t *testing.T) {
	cs, err := ParseList("As Kd, 7h\tTc")
	if err != nil || Join(cs) != "As Kd 7h Tc" {
		t.Fatalf("ParseList = %v, %v", cs, err)
	}
	if _, err := ParseList("As Kd As"); !errors.Is(err, ErrDuplicate) {
		t.Errorf("duplicate error = %v", err)
	}
	if _, err := ParseList("As Kx"); !errors.Is(err, ErrBadCard) {
		t.Errorf("bad card error = %v", err)
	}
}

func TestNames(t *testing.T) {
	if Ace.Name() != "Ace" || Six.Plural() != "Sixes" || Ten.Char() != 'T' {
		t.Error("rank names")
	}
	if !Hearts.Red() || Spades.Red() || Clubs.Symbol() != "♣" {
		t.Error("suit names")
	}
	if Card(52).Valid() || Card(52).String() != "??" || Rank(13).Name() != "?" {
		t.Error("invalid values")
	}
}

func TestSet(t *testing.T) {
	s := SetOf(MustParseList("As Kd 2c")...)
	if s.Len() != 3 || !s.Has(New(Ace, Spades)) || s.Has(New(Ace, Hearts)) {
		t.Errorf("set %b", s)
	}
}
