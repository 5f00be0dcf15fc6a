package history

import (
	"image"
	"runtime"
	"runtime/debug"
	"slices"
	"testing"

	"felt/game/table"

	"felt/render/anim"
	"felt/render/crazy4"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/menu"
	"felt/render/sprite"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestHandOf: the hand history reads a round's cards from its events: the person's five at
// Crazy 4 Poker; at Criss Cross Poker the two hole cards and the five community cards, all
// turned up by the round's end; every card valid and none twice.
func TestHandOf(t *testing.T) {
	ebitentest.Need(t)
	screen := ebitentest.Target(640, 400)
	want := map[string][2]int{"crazy4": {5, -1}, "crisscross": {2, 5}}
	for _, p := range plugs() {
		t.Run(p.Game(), func(t *testing.T) {
			st := &store.Memory{}
			k := New(st, p.Game())
			s := tabletest.New(t, p, tbl.Options{Store: st, Speed: anim.Instant, Settled: k.Settled})
			playRound(t, s, false)
			tabletest.Settle(t, s, screen, 2000)
			r, err := k.Round(0)
			if err != nil {
				t.Fatal(err)
			}
			h := handOf(&r)
			w := want[p.Game()]
			if len(h.Own) != w[0] || (w[1] >= 0 && len(h.Community) != w[1]) {
				t.Errorf("%d cards of the person's, %d community cards: %v %v", len(h.Own), len(h.Community), h.Own, h.Community)
			}
			seen := map[string]bool{}
			for _, c := range slices.Concat(h.Own, h.Community) {
				if !c.Valid() || seen[c.String()] {
					t.Errorf("card %v invalid or twice in %v %v", c, h.Own, h.Community)
				}
				seen[c.String()] = true
			}
		})
	}
}

// pageHost is the pages' host and app over one table and its history.
type pageHost struct {
	sc *tbl.Scene
	k  *Keeper
}

func (h *pageHost) Table() *tbl.Scene                                        { return h.sc }
func (h *pageHost) Store() store.Store                                       { return nil }
func (h *pageHost) Open(string) error                                        { return nil }
func (h *pageHost) Back()                                                    {}
func (h *pageHost) Play(string) error                                        { return nil }
func (h *pageHost) Keeper(string) *Keeper                                    { return h.k }
func (h *pageHost) ShowReplay(tbl.Plug, []table.Event, string, string) error { return nil }
func (h *pageHost) ReplayCode(string) error                                  { return nil }

// TestPagesDrawn: after three rounds the statistics show their figures, decisions, chart and
// returns as pictures, and the hand history a picture of each round's cards; a frame of
// either page, drawn whole, allocates nothing once warm (the words the pictures print are
// made when the page is built).
func TestPagesDrawn(t *testing.T) {
	ebitentest.Need(t)
	screen := ebitentest.Target(1280, 800)
	st := &store.Memory{}
	k := New(st, "crazy4")
	sc := tabletest.New(t, crazy4.New(nil), tbl.Options{Store: st, Speed: anim.Instant, Settled: k.Settled})
	for range 3 {
		playRound(t, sc, false)
		tabletest.Settle(t, sc, screen, 2000)
	}
	h := &pageHost{sc: sc, k: k}
	v := layout.Fit(1280, 800, 1)
	for _, c := range []struct {
		p        menu.Page
		pictures int
	}{{NewStats(h, h), 4}, {NewPage(h, h), 3}} {
		s := menu.New(c.p, sc.Fonts(), func() {})
		n := 0
		for _, r := range s.State().Rows {
			if r.Kind == "picture" {
				n++
			}
		}
		if n != c.pictures {
			t.Errorf("%s: %d pictures, want %d", c.p.Name(), n, c.pictures)
		}
		runtime.GC()
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
		defer debug.SetGCPercent(debug.SetGCPercent(-1))
		var ms runtime.MemStats
		var allocs uint64
		for i := range 16 {
			runtime.ReadMemStats(&ms)
			before := ms.Mallocs
			s.Draw(screen, v)
			runtime.ReadMemStats(&ms)
			if i >= 6 {
				allocs += ms.Mallocs - before
			}
			screen.At(0, 0)
			ebitentest.Frame()
		}
		if allocs > 1 {
			t.Errorf("%s: %d allocations in 10 frames", c.p.Name(), allocs)
		}
	}
}

// TestPagesFold: after three rounds, the statistics and the hand history hold their fold on
// every screen of issue 26 and the phones on their sides (tabletest.FoldFaults): every
// button in view, or announced below it by the MORE BELOW cue in a strip of its own (not
// over a button, as it lay over the settings page's TRAINER). Needs no display.
func TestPagesFold(t *testing.T) {
	st := &store.Memory{}
	k := New(st, "crazy4")
	sc := tabletest.NewPlanned(t, crazy4.New(nil), tbl.Options{Store: st, Speed: anim.Instant, Settled: k.Settled})
	for range 3 {
		playRound(t, sc, false)
	}
	h := &pageHost{sc: sc, k: k}
	for _, p := range []menu.Page{NewStats(h, h), NewPage(h, h)} {
		s := menu.New(p, sc.Fonts(), func() {})
		for _, scr := range append(tabletest.PageScreens, tabletest.SidePages...) {
			f := s.Fold(scr.View())
			if len(f.Parts) == 0 {
				t.Errorf("%s, %s: no buttons", p.Name(), scr.Name)
			}
			for _, b := range tabletest.FoldFaults(f, scr.Width) {
				t.Errorf("%s, %s: %s", p.Name(), scr.Name, b)
			}
		}
	}
}

// TestChartGround: the chart of credits shades the ground under its line in brass (a tenth
// of it over the dark felt), and leaves the panel above the line as it is.
func TestChartGround(t *testing.T) {
	ebitentest.Need(t)
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	p := &pens{fs: fs, art: sprite.New(fs)}
	img := ebitentest.Target(400, 300)
	ys := []float64{100, 50, 80, 20}
	f := Figures{Chart: ys}
	p.drawChart(img, layout.Rect{W: 400, H: 300}, 1, ys, wordsOf(&f))
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	under, over := out.RGBAAt(150, 250), out.RGBAAt(150, 30)
	if int(under.R)-int(over.R) < 15 || int(under.G)-int(over.G) < 10 {
		t.Errorf("under the line %v, over it %v: the ground is not shaded", under, over)
	}
}
