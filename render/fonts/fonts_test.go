package fonts

import (
	"testing"

	"felt/render/text"
)

func TestLoad(t *testing.T) {
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []Style{Regular, Medium, Bold, Mono} {
		f := s.Face(st, 24)
		if m := f.Metrics(); m.HAscent <= 0 || m.CapHeight <= 0 {
			t.Errorf("%v: metrics %+v", st, m)
		}
		if w, _ := text.Measure("M", f, 0); w < 12 || w > 30 {
			t.Errorf("%v: an M at 24 px is %.1f wide", st, w)
		}
		if s.Face(st, 24) != f {
			t.Errorf("%v: the face is not cached", st)
		}
	}
	if s.Face(Style(99), 12) != s.Face(Regular, 12) {
		t.Error("an unknown style should fall back to Regular")
	}
	if s.Face(Regular, 48).Metrics().HAscent <= s.Face(Regular, 24).Metrics().HAscent {
		t.Error("a bigger size is not bigger")
	}
	// Digits of the mono face have one width, so numbers that change do not jump.
	m := s.Face(Mono, 20)
	w1, _ := text.Measure("1111", m, 0)
	w8, _ := text.Measure("8888", m, 0)
	if w1 != w8 {
		t.Error("mono digits differ in width")
	}
	n := testing.AllocsPerRun(100, func() { _ = s.Face(Bold, 18) })
	if n != 0 {
		t.Errorf("a cached face allocates %v times", n)
	}
	for i := range 2 * maxFaces {
		_ = s.Face(Regular, float64(10+i))
	}
	if len(s.faces) > maxFaces {
		t.Errorf("the cache holds %d faces", len(s.faces))
	}
}
