package command

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	c, err := Parse(" PLAY ", " 3 ")
	if err != nil || c != (Command{Play, "3"}) || c.String() != "play 3" {
		t.Errorf("Parse = %+v, %v", c, err)
	}
	if _, err := Parse("hit", ""); !errors.Is(err, ErrUnknown) {
		t.Errorf("Parse(hit) error = %v", err)
	}
	seen := map[Name]bool{}
	for _, i := range Doc() {
		if seen[i.Name] {
			t.Errorf("%s listed twice", i.Name)
		}
		seen[i.Name] = true
		if i.Doc == "" {
			t.Errorf("%s has no doc", i.Name)
		}
	}
}

func TestSwitch(t *testing.T) {
	for _, c := range []struct {
		arg       string
		cur, want bool
	}{{"", false, true}, {"", true, false}, {"on", false, true}, {"OFF", true, false}} {
		got, err := Switch(c.arg, c.cur)
		if err != nil || got != c.want {
			t.Errorf("Switch(%q, %v) = %v, %v", c.arg, c.cur, got, err)
		}
	}
	if _, err := Switch("maybe", true); !errors.Is(err, ErrArg) {
		t.Errorf("Switch(maybe) error = %v", err)
	}
}
