package fonts

import "testing"

func TestLoad(t *testing.T) {
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []Style{Regular, Medium, Bold, Mono} {
		f := s.Face(st, 24)
		if f.Source == nil || f.Size != 24 {
			t.Errorf("%v: face %+v", st, f)
		}
		if m := f.Metrics(); m.HAscent <= 0 || m.CapHeight <= 0 {
			t.Errorf("%v: metrics %+v", st, m)
		}
	}
	if got := s.Face(Style(99), 12).Source; got != s.sources[Regular] {
		t.Error("an unknown style should fall back to Regular")
	}
}
