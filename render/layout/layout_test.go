package layout

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestFit(t *testing.T) {
	tests := []struct {
		name              string
		w, h, device      float64
		orientation       Orientation
		scale, offX, offY float64
	}{
		{"landscape exact", 1280, 800, 1, Landscape, 1, 0, 0},
		{"landscape 2x", 2560, 1600, 2, Landscape, 2, 0, 0},
		{"wide screen centers horizontally", 1920, 800, 1, Landscape, 1, 320, 0},
		{"tall landscape centers vertically", 1280, 1000, 1, Landscape, 1, 0, 100},
		{"portrait exact", 720, 1280, 1, Portrait, 1, 0, 0},
		// A phone taller than 9:16 is filled: the design grows by Tall (here 278 units).
		{"portrait phone 3x", 1170, 2532, 3, Portrait, 1.625, 0, (2532 - 1558*1.625) / 2},
		// Taller than 9:21, the rest is letterboxed.
		{"portrait 9:24", 900, 2400, 1, Portrait, 900.0 / 720, 0, (2400 - (1280+MaxTall)*900.0/720) / 2},
		{"square is landscape", 1000, 1000, 1, Landscape, 1000.0 / 1280, 0, (1000 - 800*1000.0/1280) / 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := Fit(tc.w, tc.h, tc.device)
			if v.Orientation != tc.orientation {
				t.Errorf("orientation = %v, want %v", v.Orientation, tc.orientation)
			}
			if !near(v.Scale, tc.scale) || !near(v.OffsetX, tc.offX) || !near(v.OffsetY, tc.offY) {
				t.Errorf("scale, offset = %v, %v, %v; want %v, %v, %v", v.Scale, v.OffsetX, v.OffsetY, tc.scale, tc.offX, tc.offY)
			}
		})
	}
}

// TestTall checks that a portrait screen taller than 9:16 grows the design (up to MaxTall)
// and that the design then fills the screen's width and height.
func TestTall(t *testing.T) {
	for _, tc := range []struct {
		w, h, tall float64
	}{{720, 1280, 0}, {800, 1280, 0}, {390, 866, 318}, {390, 844, 278}, {360, 1000, MaxTall}} {
		v := Fit(tc.w, tc.h, 1)
		if v.Tall != tc.tall {
			t.Errorf("%vx%v: tall %v, want %v", tc.w, tc.h, v.Tall, tc.tall)
		}
		if _, dh := v.Design(); dh != PortraitHeight+tc.tall || v.Bounds().H != dh {
			t.Errorf("%vx%v: design height %v", tc.w, tc.h, dh)
		}
		if v.Tall > 0 && v.Tall < MaxTall && (v.OffsetX != 0 || v.OffsetY < 0 || v.OffsetY > v.Scale) {
			t.Errorf("%vx%v: a tall design does not fill the screen: offset %v, %v", tc.w, tc.h, v.OffsetX, v.OffsetY)
		}
	}
	if v := Fit(1280, 800, 1); v.Tall != 0 {
		t.Errorf("landscape grows by %v", v.Tall)
	}
}

// TestPhoneTall checks that a phone of 9:16 (or up to PhoneTall taller) takes the least tall
// phone's design, fitted to its height with the sides to spare, at any device scale, and that
// a taller phone and a larger upright screen keep their own.
func TestPhoneTall(t *testing.T) {
	for _, tc := range []struct {
		w, h, device, tall float64
	}{{375, 667, 1, PhoneTall}, {360, 640, 1, PhoneTall}, {375, 667, 3, PhoneTall}, {390, 780, 2, PhoneTall}, {390, 844, 1, 278}, {720, 1280, 1, 0}} {
		v := Fit(tc.w*tc.device, tc.h*tc.device, tc.device)
		if v.Tall != tc.tall {
			t.Errorf("%vx%v@%v: tall %v, want %v", tc.w, tc.h, tc.device, v.Tall, tc.tall)
			continue
		}
		if tc.tall == PhoneTall && (math.Abs(v.OffsetY) > 1e-9 || v.OffsetX < 0 || v.Visible().W < PortraitWidth) {
			t.Errorf("%vx%v@%v: the design is not fitted to the height: offset %v, %v", tc.w, tc.h, tc.device, v.OffsetX, v.OffsetY)
		}
	}
	if v := Fit(667, 375, 1); v.Orientation != Landscape || v.Tall != 0 {
		t.Errorf("a phone on its side: %v, tall %v", v.Orientation, v.Tall)
	}
}

func TestFitDegenerate(t *testing.T) {
	for _, s := range [][3]float64{{0, 0, 0}, {-5, 10, 1}, {math.NaN(), 3, math.NaN()}} {
		v := Fit(s[0], s[1], s[2])
		if !(v.Scale > 0) || !(v.Device > 0) || v.Width < 1 || v.Height < 1 {
			t.Errorf("Fit(%v) = %+v, want a usable view", s, v)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	v := Fit(1700, 900, 1.5)
	for _, p := range [][2]float64{{0, 0}, {640, 400}, {1280, 800}, {-10, 33.5}} {
		dx, dy := v.ToDevice(p[0], p[1])
		x, y := v.ToDesign(dx, dy)
		if !near(x, p[0]) || !near(y, p[1]) {
			t.Errorf("round trip of %v gave %v, %v", p, x, y)
		}
	}
}

// TestDesignRect checks that DesignRect undoes Rect.
func TestDesignRect(t *testing.T) {
	v := Fit(1700, 900, 1.5)
	r := Rect{X: -10, Y: 33.5, W: 120, H: 44}
	got := v.DesignRect(v.Rect(r))
	if !near(got.X, r.X) || !near(got.Y, r.Y) || !near(got.W, r.W) || !near(got.H, r.H) {
		t.Errorf("DesignRect(Rect(%v)) = %v", r, got)
	}
}

func TestVisibleCoversScreen(t *testing.T) {
	v := Fit(1920, 800, 1)
	vis := v.Visible()
	b := v.Bounds()
	if vis.X > b.X || vis.Y > b.Y || vis.X+vis.W < b.X+b.W || vis.Y+vis.H < b.Y+b.H {
		t.Errorf("visible %+v does not cover design %+v", vis, b)
	}
	r := v.Rect(vis)
	if !near(r.X, 0) || !near(r.Y, 0) || !near(r.W, v.Width) || !near(r.H, v.Height) {
		t.Errorf("visible in device pixels = %+v, want the whole %vx%v screen", r, v.Width, v.Height)
	}
}

func TestSafe(t *testing.T) {
	v := Fit(720, 1280, 1)
	s := v.Safe()
	if s.X != SafeMargin || s.W != PortraitWidth-2*SafeMargin {
		t.Errorf("safe = %+v", s)
	}
	if !s.Contains(360, 640) || s.Contains(8, 8) {
		t.Errorf("safe %+v contains the wrong points", s)
	}
}

func BenchmarkFit(b *testing.B) {
	b.ReportAllocs()
	w := 1280.0
	for b.Loop() {
		v := Fit(w, 800, 2)
		w = v.Width + 1
	}
}
