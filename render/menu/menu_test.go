package menu

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// testPage is a page of every kind of row, and as many lines as asked for.
type testPage struct {
	table  int
	on     bool
	mates  int
	presse int
	lines  int
}

func (p *testPage) Name() string { return "test" }
func (p *testPage) State() any   { return map[string]int{"table": p.table} }
func (p *testPage) Build(b *Builder) {
	b.Title("TEST PAGE")
	b.Heading("Queens Up")
	b.Text("A paragraph long enough to be wrapped on a narrow screen, which a phone held upright is, and a wide one is not.")
	opts := []Option{{Value: "A", Label: "A", Note: "return 96.94%"}, {Value: "B", Label: "B", Note: "return 95.48%"},
		{Value: "C", Label: "C", Note: "return 94.68%"}, {Value: "D", Label: "D", Note: "return 93.22%"}}
	b.Choice("queens", "Queens Up paytable", opts, p.table, func(i int) { p.table = i })
	b.Toggle("cover", "Cover All", p.on, func(on bool) { p.on = on })
	mates := make([]Option, 6)
	for i := range mates {
		mates[i] = Option{Value: fmt.Sprint(i), Label: fmt.Sprint(i)}
	}
	b.Stepper("mates", "Table-mates", mates, p.mates, func(i int) { p.mates = i })
	b.Button("go", "PLAY", func() { p.presse++ }).Primary()
	for i := range p.lines {
		b.Line(fmt.Sprint("Round ", i+1), fmt.Sprint(i*5))
	}
}

func newScreen(t *testing.T, p Page, back func()) *Screen {
	t.Helper()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	return New(p, fs, back)
}

// views are the screens a page must lay out for: landscape, portrait, a tall phone at 3x,
// and a landscape window at 2x.
var views = map[string]layout.View{
	"landscape": layout.Fit(1280, 800, 1),
	"portrait":  layout.Fit(720, 1280, 1),
	"phone":     layout.Fit(390*3, 844*3, 3),
	"2x":        layout.Fit(2560, 1600, 2),
}

// draw draws the screen and returns its picture, read back once.
func draw(s *Screen, v layout.View) *image.RGBA {
	img := ebitentest.Target(int(v.Width), int(v.Height))
	s.Draw(img, v)
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

func TestKeys(t *testing.T) {
	p := &testPage{}
	backs := 0
	s := newScreen(t, p, func() { backs++ })
	draw(s, views["landscape"])
	if s.Focus() != "queens" {
		t.Fatalf("focus %q at the start, want the first control", s.Focus())
	}
	s.Key(ebiten.KeyArrowRight)
	s.Key(ebiten.KeyArrowRight)
	if p.table != 2 {
		t.Errorf("two Rights chose option %d, want 2", p.table)
	}
	s.Key(ebiten.KeyArrowLeft)
	if p.table != 1 {
		t.Errorf("Left chose option %d, want 1", p.table)
	}
	s.Key(ebiten.KeyTab)
	if s.Focus() != "cover" {
		t.Fatalf("Tab moved the focus to %q, want cover", s.Focus())
	}
	s.Key(ebiten.KeySpace)
	if !p.on {
		t.Error("Space did not turn the toggle on")
	}
	s.Key(ebiten.KeyArrowDown)
	s.Key(ebiten.KeyArrowRight)
	s.Key(ebiten.KeyArrowRight)
	if p.mates != 2 {
		t.Errorf("the stepper is at %d, want 2", p.mates)
	}
	s.Key(ebiten.KeyArrowDown)
	s.Key(ebiten.KeyEnter)
	if p.presse != 1 {
		t.Errorf("Enter pressed the button %d times, want 1", p.presse)
	}
	s.Key(ebiten.KeyArrowDown) // wraps to the first
	if s.Focus() != "queens" {
		t.Errorf("the focus after the last control is %q, want the first", s.Focus())
	}
	st := s.State()
	if !st.Keyed || st.Focus != "queens" || st.Rows[2].Value != "B" || st.Rows[2].Note != "return 95.48%" {
		t.Errorf("state %+v", st)
	}
	s.Key(ebiten.KeyEscape)
	if backs != 1 {
		t.Errorf("Esc went back %d times, want 1", backs)
	}
}

func TestTaps(t *testing.T) {
	for name, v := range views {
		t.Run(name, func(t *testing.T) {
			p := &testPage{}
			backs := 0
			s := newScreen(t, p, func() { backs++ })
			draw(s, v)
			tap := func(target string) {
				t.Helper()
				xy, ok := s.Targets()[target]
				if !ok {
					t.Fatalf("no target %q in %v", target, s.Targets())
				}
				// Targets are CSS pixels; taps come in device pixels.
				s.Tap(xy[0]*v.Device, xy[1]*v.Device)
				if err := s.Update(); err != nil {
					t.Fatal(err)
				}
			}
			tap("queens=D")
			tap("cover")
			tap("mates+")
			tap("mates+")
			tap("mates-")
			tap("go")
			if p.table != 3 || !p.on || p.mates != 1 || p.presse != 1 {
				t.Errorf("after the taps: %+v", p)
			}
			tap("back")
			if backs != 1 {
				t.Errorf("BACK went back %d times", backs)
			}
			if s.State().Keyed {
				t.Error("the focus ring shows after taps")
			}
		})
	}
}

func TestHook(t *testing.T) {
	p := &testPage{}
	s := newScreen(t, p, func() {})
	for _, c := range []struct{ name, arg, want string }{
		{"set", "queens=c", ""},
		{"set", "cover=on", ""},
		{"set", "mates=5", ""},
		{"press", "go", ""},
		{"focus", "mates", ""},
		{"set", "queens=Z", "queens takes A, B, C, D"},
		{"set", "nothing=1", `no setting "nothing" on this page`},
		{"set", "cover=maybe", "cover takes on or off"},
		{"press", "queens", `no button "queens" on this page`},
		{"deal", "", `the test page does not take "deal"`},
	} {
		if got := s.Act(c.name, c.arg); got != c.want {
			t.Errorf("Act(%q, %q) = %q, want %q", c.name, c.arg, got, c.want)
		}
	}
	if p.table != 2 || !p.on || p.mates != 5 || p.presse != 1 || s.Focus() != "mates" {
		t.Errorf("after the commands: %+v, focus %q", p, s.Focus())
	}
}

// TestLayout checks every screen: rows inside the screen and their column, parts inside
// their row, no two parts overlapping, controls at least a touch target high, and text at
// least 11 CSS pixels.
func TestLayout(t *testing.T) {
	for name, v := range views {
		s := newScreen(t, &testPage{lines: 3}, func() {})
		draw(s, v)
		a := s.arrangement()
		f := s.fr
		if px := noteSize * f.k / v.Device; px < 11 {
			t.Errorf("%s: the smallest text is %.1f CSS pixels, want 11 or more", name, px)
		}
		if a.back.X < 0 || a.back.X+a.back.W > f.w {
			t.Errorf("%s: BACK at %+v outside the screen %v wide", name, a.back, f.w)
		}
		var all []layout.Rect
		for _, p := range a.rows {
			if p.r.X < 0 || p.r.X+p.r.W > f.w+0.01 {
				t.Errorf("%s: row %q at %+v outside the screen (%v units wide)", name, p.row.Label, p.r, f.w)
			}
			for _, pt := range p.parts {
				if pt.r.X < p.r.X-0.01 || pt.r.X+pt.r.W > p.r.X+p.r.W+0.01 || pt.r.Y < p.r.Y-0.01 || pt.r.Y+pt.r.H > p.r.Y+p.r.H+0.01 {
					t.Errorf("%s: part %q %+v outside its row %+v", name, pt.value, pt.r, p.r)
				}
				if pt.r.H < 34 {
					t.Errorf("%s: part %q only %v high", name, pt.value, pt.r.H)
				}
				for _, o := range all {
					if overlap(o, pt.r) {
						t.Errorf("%s: part %q %+v overlaps %+v", name, pt.value, pt.r, o)
					}
				}
				all = append(all, pt.r)
			}
		}
	}
}

func overlap(a, b layout.Rect) bool {
	return a.X+a.W > b.X+0.5 && b.X+b.W > a.X+0.5 && a.Y+a.H > b.Y+0.5 && b.Y+b.H > a.Y+0.5
}

// TestScroll: a long page scrolls with End, Home, the focus and the hook's targets follow.
func TestScroll(t *testing.T) {
	p := &testPage{lines: 60}
	s := newScreen(t, p, func() {})
	v := views["phone"]
	draw(s, v)
	if _, ok := s.Targets()["go"]; !ok {
		t.Fatal("the button is not on screen at the start")
	}
	s.Key(ebiten.KeyEnd)
	if s.State().Scroll == 0 {
		t.Fatal("End did not scroll")
	}
	if _, ok := s.Targets()["go"]; ok {
		t.Error("the button is still a target once scrolled out of view")
	}
	s.Act("focus", "go")
	if _, ok := s.Targets()["go"]; !ok {
		t.Error("the focused button was not scrolled into view")
	}
	s.Key(ebiten.KeyHome)
	if s.State().Scroll != 0 {
		t.Errorf("Home left the scroll at %v", s.State().Scroll)
	}
	before := s.Changes()
	s.Key(ebiten.KeyPageDown)
	if s.Changes() == before || s.State().Scroll == 0 {
		t.Error("PageDown did not scroll")
	}
}

// TestPicture looks at the page drawn: the wood of the room, the felt of the column, the
// chosen segment in brass, and the focus ring only once the keyboard is used.
func TestPicture(t *testing.T) {
	p := &testPage{table: 1}
	s := newScreen(t, p, func() {})
	v := views["landscape"]
	img := draw(s, v)
	at := func(target string, dx, dy float64) color.RGBA {
		xy := s.Targets()[target]
		return img.RGBAAt(int(xy[0]+dx), int(xy[1]+dy))
	}
	if c := img.RGBAAt(4, int(v.Height)-4); c.R < c.G || c.R > 60 {
		t.Errorf("the room at the corner is %v, want dark wood", c)
	}
	if c := at("queens=B", -16, 0); !(c.R > 150 && c.G > 120 && c.B < 110) {
		t.Errorf("the chosen segment is %v, want brass", c)
	}
	if c := at("queens=A", -16, 0); c.R > 80 {
		t.Errorf("a segment not chosen is %v, want dark", c)
	}
	ring := func() bool {
		// The ring runs 8 units above the row's top, across its whole width.
		for _, pr := range s.arrangement().rows {
			if pr.row.ID != "queens" {
				continue
			}
			y := int((pr.r.Y + barH - s.scroll - 8) * s.fr.k)
			x := int((pr.r.X + pr.r.W/2) * s.fr.k)
			for dy := -2; dy <= 2; dy++ {
				c := img.RGBAAt(x, y+dy)
				if c.R > 200 && c.G > 170 {
					return true
				}
			}
		}
		return false
	}
	if ring() {
		t.Error("a focus ring shows before the keyboard is used")
	}
	s.Key(ebiten.KeyArrowUp)
	s.Key(ebiten.KeyArrowDown)
	img = draw(s, v)
	if !ring() {
		t.Error("no focus ring once the keyboard is used")
	}
	if math.IsNaN(s.fr.k) {
		t.Fatal("no frame")
	}
}

func BenchmarkDraw(b *testing.B) {
	fs, err := fonts.Load()
	if err != nil {
		b.Fatal(err)
	}
	s := New(&testPage{lines: 20}, fs, func() {})
	v := views["landscape"]
	img := ebitentest.Target(int(v.Width), int(v.Height))
	s.Draw(img, v)
	b.ReportAllocs()
	for b.Loop() {
		s.Draw(img, v)
	}
}

// TestTitleFits: a long title fits beside BACK on a phone (its last part alone if need be),
// and is drawn whole on a wide screen.
func TestTitleFits(t *testing.T) {
	p := &titled{title: "CRISS CROSS POKER · TABLE SETTINGS"}
	s := newScreen(t, p, func() {})
	for name, v := range views {
		draw(s, v)
		a := s.arrangement()
		if a.titleX-a.titleW/2 < a.back.X+a.back.W {
			t.Errorf("%s: the title's room %v±%v overlaps BACK %+v", name, a.titleX, a.titleW/2, a.back)
		}
	}
}

type titled struct{ title string }

func (p *titled) Name() string     { return "titled" }
func (p *titled) State() any       { return nil }
func (p *titled) Build(b *Builder) { b.Title(p.title); b.Text("text") }

// TestNoBackTitleCentred: a page without BACK (the lobby of a first visit) centres its title
// on every screen.
func TestNoBackTitleCentred(t *testing.T) {
	s := newScreen(t, &titled{title: "LOBBY"}, nil)
	for name, v := range views {
		draw(s, v)
		if a := s.arrangement(); a.titleX != s.fr.w/2 {
			t.Errorf("%s: the title is centred at %v on a screen %v wide", name, a.titleX, s.fr.w)
		}
	}
}

// TestFooterKeptFree: content scrolled under the room kept for the web page's footer line is
// not drawn there: no felt of a column shows in it, at any scroll.
func TestFooterKeptFree(t *testing.T) {
	s := newScreen(t, &testPage{lines: 60}, func() {})
	for name, v := range views {
		for _, key := range []ebiten.Key{ebiten.KeyHome, ebiten.KeyPageDown} {
			s.Key(key)
			img := draw(s, v)
			k := s.fr.k
			for y := int((s.fr.h-footH)*k) + 1; y < img.Bounds().Dy(); y++ {
				for x := 0; x < img.Bounds().Dx(); x += 3 {
					if c := img.RGBAAt(x, y); c.G > c.R+40 {
						t.Fatalf("%s: felt (%v) at %d,%d in the footer's room", name, c, x, y)
					}
				}
			}
		}
	}
}

// TestCueStripFree: while the MORE BELOW cue shows, it has the view's foot to itself: no
// felt of a column, and so no row's control, is drawn beside it or under it (it lay over the
// settings page's TRAINER at 1280 by 800), and a tap there beside it presses nothing.
func TestCueStripFree(t *testing.T) {
	s := newScreen(t, &testPage{lines: 60}, func() {})
	for name, v := range views {
		s.Key(ebiten.KeyHome)
		img := draw(s, v)
		cue, ok := s.more()
		if !ok {
			t.Fatalf("%s: no cue", name)
		}
		k := s.fr.k
		for y := int((cue.Y-cueGap)*k) + 1; y < int((cue.Y+cue.H)*k); y++ {
			for x := 0; x < int(cue.X*k)-1; x += 3 {
				if c := img.RGBAAt(x, y); c.G > c.R+40 {
					t.Fatalf("%s: felt (%v) at %d,%d beside the cue %+v", name, c, x, y, cue)
				}
			}
		}
		if id := s.hit(cue.X/2, cue.Y+cue.H/2); id != "" {
			t.Errorf("%s: a tap beside the cue is on %q", name, id)
		}
	}
}

// TestMoreBelow: a page taller than the screen shows the cue of more below, a target of at
// least layout.MinTouch CSS pixels on a phone; pressing it scrolls on, and at the foot of the
// page the cue is gone. A page that fits shows none.
func TestMoreBelow(t *testing.T) {
	for name, v := range views {
		s := newScreen(t, &testPage{lines: 60}, func() {})
		f := s.Fold(v)
		if f.More.W == 0 || f.More.H < layout.MinTouch || f.More.Y < f.View.Y+f.View.H-0.5 {
			t.Fatalf("%s: the cue %+v, not below the view the rows show in %+v", name, f.More, f.View)
		}
		if _, ok := s.Targets()[moreID]; !ok {
			t.Errorf("%s: no target %q", name, moreID)
		}
		if msg := s.Act("press", moreID); msg != "" || s.State().Scroll <= 0 {
			t.Errorf("%s: pressing the cue: %q, scroll %v", name, msg, s.State().Scroll)
		}
		s.Key(ebiten.KeyEnd)
		if _, ok := s.more(); ok {
			t.Errorf("%s: the cue shows at the page's foot", name)
		}
		if f := newScreen(t, &titled{title: "SHORT"}, func() {}).Fold(v); f.More.W != 0 {
			t.Errorf("%s: a page that fits shows the cue %+v", name, f.More)
		}
	}
}

// TestTouchTargets: on every screen every part of a page that takes a tap (BACK, a button,
// a choice's segments, a stepper's arrows, a switch) is at least layout.MinTouch CSS pixels
// in its smaller side: a phone's controls were 34.5.
func TestTouchTargets(t *testing.T) {
	for name, v := range views {
		f := newScreen(t, &testPage{}, func() {}).Fold(v)
		for id, r := range f.Parts {
			if min(r.W, r.H) < layout.MinTouch-0.5 {
				t.Errorf("%s: %s %+v is under %v CSS px", name, id, r, layout.MinTouch)
			}
		}
	}
}
