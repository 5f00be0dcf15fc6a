package crazy4

import (
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/odds/sheet"
	"felt/render/layout"
)

// Every rule topic fits on the sign, in landscape and in portrait, at the smallest windows
// of each shape and at a high-DPI scale.
func TestHelpFits(t *testing.T) {
	s := newScene(t, 5, 0, nil)
	want := len(crazy4.Help(s.core.Config()))
	for _, size := range [][3]float64{{1280, 800, 1}, {1024, 600, 1}, {1280, 800, 2}, {390, 844, 3}, {720, 1280, 1}, {360, 640, 2}} {
		v := layout.Fit(size[0], size[1], size[2])
		img, n := s.paintHelp(v)
		img.Deallocate()
		if n != want {
			t.Errorf("%vx%v at %vx, %v: %d of %d topics fit", size[0], size[1], size[2], v.Orientation, n, want)
		}
	}
}

// The sign ends each pay table with the wager's return from the math sheet, and the
// progressive's with its return at the meter as it stands.
func TestHelpReturns(t *testing.T) {
	s := newScene(t, 5, 0, nil)
	main := s.withReturns(nil, sheet.BetMain, "")
	if len(main) != 2 || main[0].pay != "96.58%" || !strings.HasSuffix(main[1].pay, "1.09%") {
		t.Errorf("main game lines %+v", main)
	}
	q, _ := s.queensUp()
	if l := s.withReturns(nil, sheet.BetQueensUp, q.Name); len(l) != 1 || !strings.HasSuffix(l[0].pay, "%") {
		t.Errorf("Queens Up %s lines %+v", q.Name, l)
	}
	if l := s.withReturns(nil, "no such bet", ""); len(l) != 0 {
		t.Errorf("an unknown bet printed %+v", l)
	}
	p := s.withProgressiveReturn(nil)
	if len(p) != 1 {
		t.Fatalf("progressive lines %+v", p)
	}
	f, _ := sheet.Find(sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetProgressive4, Paytable: s.core.Config().Progressive.Table})
	now, _ := f.ReturnAt(s.core.ProgressiveMeter().Meter(0) * f.Base / s.core.Config().Progressive.Unit)
	if want := percent(now) + " · " + percent(f.Return); p[0].pay != want {
		t.Errorf("progressive return %q, want %q", p[0].pay, want)
	}
	if percent(0.9658) != "96.58%" {
		t.Error(percent(0.9658))
	}
}
