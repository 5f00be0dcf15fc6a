package tabletest

import (
	"slices"
	"strings"
	"testing"

	"felt/game/showcase"
	gt "felt/game/table"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// WinScreens are the screens a won round's banner is checked on (issue 26's): 1280x800 at
// 1x and 2x, 720x1280, the phones 390x844 and 375x667, and the phones on their sides.
var WinScreens = append([]Screen{Screens[0], Screens[3], {"portrait-720", 720, 1280, 1}, Phone844, Screens[4]}, Side...)

// AllScreens are Screens, WinScreens' 720x1280 and 390x844, and the phones on their sides:
// every table the layout is made for.
var AllScreens = slices.Concat(Screens, WinScreens[2:4], Side)

// Showcase deals the showcase name of the table's game at s (with the person's wagers the
// script makes, which the table must offer) and plays it out, the person playing 1x at each
// decision, until the table has played it all back: its moment (a jackpot's banner) on show.
func Showcase(t testing.TB, s *table.Scene, name string) {
	t.Helper()
	sc, err := showcase.Find(s.Plug().Game(), name)
	if err != nil {
		t.Fatal(err)
	}
	DealShowcase(t, s, sc)
	for range 3000 {
		if s.Core().Phase() == gt.Done && s.Demo().CaughtUp() {
			return
		}
		if s.Core().Turn() == s.Person() && s.Demo().CaughtUp() {
			Act(t, s, "play", "1")
		}
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("the showcase %s did not end", name)
}

// DealShowcase deals the showcase sc at s, with the person's wagers the script makes.
func DealShowcase(t testing.TB, s *table.Scene, sc showcase.Script) {
	t.Helper()
	st, err := sc.Stack(s.Core())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Demo().DealScripted(sc.Bets(s.Core()), st); err != nil {
		t.Fatal(err)
	}
}

// JackpotCelebrated deals the showcase name at a table made by open for each of WinScreens
// and checks the jackpot's celebration there (Celebrated): the JACKPOT banner fitted into the
// banner's band, which nothing else on the table meets, filling it as far as its shape
// allows, in type larger than the person's hand's name. Pictures in out/browser/layout/
// (game-jackpot-name-screen).
func JackpotCelebrated(t *testing.T, open func() *table.Scene, name string) {
	t.Helper()
	for _, sc := range WinScreens {
		s := open()
		PlanOn(t, s, sc) // the round is played on this screen's table
		Showcase(t, s, name)
		if v := s.Inspect().TableShown(); v.BannerLevel != 3 {
			t.Fatalf("%s, %s: the banner %q of level %d, want the jackpot's", name, sc.Name, v.Banner, v.BannerLevel)
		}
		Celebrated(t, s, name, []Screen{sc}, func(sc Screen, img *ebiten.Image) {
			WriteShot(t, img, s.Plug().Game()+"-jackpot-"+name+"-"+sc.Name)
		})
	}
}

// ShowcasesBanded plays each showcase of names (a round of many tags: a jackpot, every
// table-mate in the Cover All) at a table made by open on each of AllScreens and lays the
// table out while the round's banner stands (Celebrated, where the person won; else
// bandClear) and again once it has left, the result line and every seat's words up
// (bandClear: all of Layout's checks): the banner's band stays clear of everything but the
// banner, the result line and the news, and nothing covers what it must not, runs off the
// felt or is set too small.
func ShowcasesBanded(t *testing.T, open func() *table.Scene, names ...string) {
	t.Helper()
	for _, name := range names {
		for _, sc := range AllScreens {
			s := open()
			PlanOn(t, s, sc) // the round is played on this screen's table
			Showcase(t, s, name)
			if s.Inspect().TableShown().Banner != "" {
				Celebrated(t, s, name+" banner", []Screen{sc}, nil)
			} else {
				bandClear(t, s, name+" settled", sc)
			}
			for range 600 {
				if err := s.Update(); err != nil {
					t.Fatal(err)
				}
			}
			if b := s.Inspect().TableShown().Banner; b != "" {
				t.Fatalf("%s, %s: the banner %q still stands after ten seconds", name, sc.Name, b)
			}
			bandClear(t, s, name+" after the banner", sc)
		}
	}
}

// bandClear lays the table out on sc and fails the test for each layout fault there (Layout:
// Faults, and BandFaults, the banner's band clear), with the picture of it in
// out/browser/layout/ (game-showcase-phase-screen) where pictures are kept.
func bandClear(t *testing.T, s *table.Scene, phase string, sc Screen) {
	t.Helper()
	Layout(t, s, phase, []Screen{sc}, func(sc Screen, img *ebiten.Image) {
		WriteShot(t, img, s.Plug().Game()+"-showcase-"+strings.ReplaceAll(phase, " ", "-")+"-"+sc.Name)
	})
}
