package settings_test

import (
	"image"
	"slices"
	"testing"

	"felt/render/anim"
	render4 "felt/render/crazy4"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/menu"
	"felt/render/settings"
	"felt/render/setup"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

func TestMain(m *testing.M) { tabletest.Main(m) }

// demo is attract mode's settings, kept here.
type demo struct {
	sound string
	after int
}

func (d *demo) AttractSound() string           { return d.sound }
func (d *demo) SetAttractSound(s string) error { d.sound = s; return nil }
func (d *demo) AttractAfter() int              { return d.after }
func (d *demo) SetAttractAfter(secs int) error { d.after = secs; return nil }

// newPage makes the settings page over a Crazy 4 Poker table, laid out with no display.
func newPage(t *testing.T) (*menu.Screen, *tbl.Scene) {
	t.Helper()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	cfg := setup.Default("crazy4").Crazy4()
	sc := tabletest.NewPlanned(t, render4.New(&cfg), tbl.Options{Seed: 26, Speed: anim.Normal, NoNotice: true})
	return menu.New(settings.New(tabletest.Host{T: sc}, fs, &demo{sound: "low", after: 90}), fs, func() {}), sc
}

// ids are the settings' rows, each of which has a picture.
var ids = []string{"sound", "effects", "ambience", "attract", "speed", "fourcolour", "calm", "mates", "hints",
	"trainer", "drill", "pays", "help", "reminder", "attractafter"}

// TestPictures: on every screen of issue 26 each setting's row has its picture, whole
// inside its row and the view's width, meeting none of the page's controls; and the fold
// holds (tabletest.FoldFaults: every control at least 44 CSS pixels in its smaller side,
// none over another, and what lies below the view announced by the MORE BELOW cue in a strip
// of its own below the rows: it lay over TRAINER's left end at 1280 by 800). Needs no
// display.
func TestPictures(t *testing.T) {
	s, _ := newPage(t)
	for _, sc := range append(tabletest.PageScreens, tabletest.SidePages...) {
		f := s.Fold(sc.View())
		for _, b := range tabletest.FoldFaults(f, sc.Width) {
			t.Errorf("%s: %s", sc.Name, b)
		}
		for _, id := range ids {
			ic, ok := f.Icons[id]
			row := f.Rows[id]
			switch {
			case !ok:
				t.Errorf("%s: %s has no picture", sc.Name, id)
				continue
			case !ic.Within(row, 0.01):
				t.Errorf("%s: %s's picture %+v is not inside its row %+v", sc.Name, id, ic, row)
			case ic.X < 0 || ic.X+ic.W > sc.Width:
				t.Errorf("%s: %s's picture %+v runs off the screen", sc.Name, id, ic)
			case ic.W < 30:
				t.Errorf("%s: %s's picture is %.1f CSS px across", sc.Name, id, ic.W)
			}
			for name, p := range f.Parts {
				if meets(ic, p) {
					t.Errorf("%s: %s's picture %+v meets %s %+v", sc.Name, id, ic, name, p)
				}
			}
		}
	}
}

// meets reports whether two rectangles overlap (by more than a hundredth of a pixel: the
// segments of a choice stretched to a line's width end where the next begins).
func meets(a, b layout.Rect) bool {
	const e = 0.01
	return a.X < b.X+b.W-e && b.X < a.X+a.W-e && a.Y < b.Y+b.H-e && b.Y < a.Y+a.H-e
}

// TestPicturesShowTheValue: a setting's picture shows the value it has: changing each
// setting changes what its picture draws, and nothing of the other pictures. Under a
// display.
func TestPicturesShowTheValue(t *testing.T) {
	ebitentest.Need(t)
	s, _ := newPage(t)
	v := layout.Fit(720, 4000, 1) // tall enough for every row
	f := s.Fold(v)
	for _, id := range ids {
		if r := f.Icons[id]; !r.Within(f.View, 0.01) {
			t.Fatalf("%s's picture %+v is out of the view %+v", id, r, f.View)
		}
	}
	shot := func() *image.RGBA {
		img := ebitentest.Target(int(v.Width), int(v.Height))
		s.Draw(img, v)
		out := image.NewRGBA(img.Bounds())
		img.ReadPixels(out.Pix)
		return out
	}
	before := shot()
	for _, c := range []struct{ id, set string }{
		{"sound", "sound=off"}, {"effects", "effects=30"}, {"ambience", "ambience=50"}, {"attract", "attract=on"},
		{"speed", "speed=fast"}, {"fourcolour", "fourcolour=on"}, {"calm", "calm=on"}, {"mates", "mates=off"},
		{"hints", "hints=on"}, {"reminder", "reminder=15"}, {"attractafter", "attractafter=1800"},
	} {
		if msg := s.Act("set", c.set); msg != "" {
			t.Fatalf("set %s: %s", c.set, msg)
		}
		after := shot()
		for _, id := range ids {
			r := f.Icons[id]
			d := differ(before, after, r, v.Device)
			if id == c.id && d == 0 {
				t.Errorf("%s: its picture is the same", c.set)
			}
			if id != c.id && d > 0 {
				t.Errorf("%s: %s's picture changed (%d pixels)", c.set, id, d)
			}
		}
		before = after
	}
}

// differ counts the pixels of r (CSS pixels, device pixels of d each) that differ between a
// and b.
func differ(a, b *image.RGBA, r layout.Rect, d float64) int {
	n := 0
	for y := int(r.Y * d); y < int((r.Y+r.H)*d); y++ {
		for x := int(r.X * d); x < int((r.X+r.W)*d); x++ {
			i := a.PixOffset(x, y)
			if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] {
				n++
			}
		}
	}
	return n
}

// TestEverySettingShown: at 1280 by 800 the page uses its width, two columns, and every
// setting's row (each control that sets something) lies whole inside the view, above the
// MORE BELOW cue, with no scrolling; the buttons to the other pages follow them. (It was one
// column: calm motion, the table-mates, hints, the reminder and attract mode's idle time
// below the fold.) Needs no display.
func TestEverySettingShown(t *testing.T) {
	s, _ := newPage(t)
	f := s.Fold(layout.Fit(1280, 800, 1))
	view := f.View
	if f.More.W > 0 {
		view.H = f.More.Y - view.Y // clear of the MORE BELOW cue too
	}
	for _, id := range ids {
		if r := f.Rows[id]; !r.Within(view, 0.01) && !slices.Contains(pages, id) {
			t.Errorf("%s's row %+v is not inside the view %+v", id, r, view)
		}
	}
}

// pages are the rows that open another page.
var pages = []string{"trainer", "drill", "pays", "help"}
