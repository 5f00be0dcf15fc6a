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

func TestClip(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{{"", 3, ""}, {"abc", 3, "abc"}, {"abcd", 3, "abc…"}, {"ééééé", 2, "éé…"}, {"x", 0, "…"}} {
		if got := Clip(c.in, c.n); got != c.want {
			t.Errorf("Clip(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}

// FuzzParse reads any name and argument: a refusal never echoes more than a few dozen
// characters of them.
func FuzzParse(f *testing.F) {
	f.Add("play", "3")
	f.Add("W", string(make([]byte, 300)))
	f.Fuzz(func(t *testing.T, name, arg string) {
		c, err := Parse(name, arg)
		if err != nil {
			if n := len([]rune(err.Error())); n > 80 {
				t.Fatalf("an error of %d characters: %v", n, err)
			}
			return
		}
		if _, err := Switch(c.Arg, false); err != nil && len([]rune(err.Error())) > 80 {
			t.Fatalf("an error of %d characters: %v", len([]rune(err.Error())), err)
		}
	})
}
