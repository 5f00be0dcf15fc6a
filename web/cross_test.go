//go:build !js

package web_test

import (
	"felt/render/hook"
	"image"

	cc "felt/game/crisscross"
	"felt/render/layout"
)

// shot takes a screenshot into out/browser/crisscross/ and checks it is a picture: the
// page's size and colours enough for a table (felt, cards, chips, brass); felt says the
// felt's green shows somewhere.
func (c *ccTable) shot(phase string, felt bool) image.Image {
	c.t.Helper()
	img, err := c.tab.Screenshot("crisscross/" + c.name + "-" + phase)
	if err != nil {
		c.t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() != c.vp.Width || b.Dy() != c.vp.Height {
		c.t.Fatalf("%s: the screenshot is %dx%d", phase, b.Dx(), b.Dy())
	}
	colours := map[[3]uint8]bool{}
	green := 0
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			p := at(img, x, y)
			colours[[3]uint8{p.R >> 3, p.G >> 3, p.B >> 3}] = true
			if isFelt(p) {
				green++
			}
		}
	}
	if len(colours) < 100 || felt && green == 0 {
		c.t.Errorf("%s: the screenshot has %d colours and %d felt pixels: not the table", phase, len(colours), green)
	}
	return img
}

// toScreen maps a point in design units to the screenshot's pixels.
func (c *ccTable) toScreen(x, y float64) (int, int) {
	v := layout.Fit(float64(c.vp.Width)*c.vp.Scale, float64(c.vp.Height)*c.vp.Scale, c.vp.Scale)
	dx, dy := v.ToDevice(x, y)
	return int(dx), int(dy)
}

// crossPlaces are the community cards' places in design units, in cross order (top, left,
// middle, right, bottom), as render/crisscross lays them out (geometry.go), and their width.
func (c *ccTable) crossPlaces() (pts [cc.CrossSize][2]float64, w float64) {
	mx, my, dx, dy := 640.0, 212.0, 58.0, 72.0
	w = 48
	if c.name == "portrait" {
		mx, my, dx, dy, w = 360, 272, 62, 80, 52
	}
	return [cc.CrossSize][2]float64{{mx, my - dy}, {mx - dx, my}, {mx, my}, {mx + dx, my}, {mx, my + dy}}, w
}

// look tells what lies at a place of the cross in img: "up" a card's face (much of it the
// white of the card), "down" a card's back (mostly its deep blue or red), "" neither (felt).
func (c *ccTable) look(img image.Image, p [2]float64, w float64) string {
	white, back, n := 0, 0, 0
	for y := p[1] - w*0.55; y <= p[1]+w*0.55; y += 2 {
		for x := p[0] - w*0.35; x <= p[0]+w*0.35; x += 2 {
			sx, sy := c.toScreen(x, y)
			q := at(img, sx, sy)
			r, g, b := int(q.R), int(q.G), int(q.B)
			n++
			switch {
			case r > 200 && g > 200 && b > 190:
				white++
			case b > g+40 && b > r+20, r > g+60 && r > b+30:
				back++
			}
		}
	}
	switch {
	case white*10 > 3*n && back*2 < n:
		return "up"
	case back*2 > n:
		return "down"
	}
	return ""
}

// checkCross checks that the cards of the cross the state has face up look face up in the
// screenshot, and the others face down.
func (c *ccTable) checkCross(phase string, img image.Image, st hook.State) {
	c.t.Helper()
	pts, w := c.crossPlaces()
	if len(st.Community) != cc.CrossSize {
		c.t.Fatalf("%s: community %v", phase, st.Community)
	}
	for i, p := range pts {
		want := "down"
		if st.Community[i] != "" {
			want = "up"
		}
		if got := c.look(img, p, w); got != want {
			c.t.Errorf("%s: the community card %s is %q in the state, but looks %q on the screen", phase, cc.Position(i), st.Community[i], got)
		}
	}
}

// differ returns the fraction of the points sampled in the circle at x, y of radius r
// (design units) whose colour differs clearly between a and b.
func (c *ccTable) differ(a, b image.Image, x, y, r float64) float64 {
	n, d := 0, 0
	for py := y - r; py <= y+r; py += 5 {
		for px := x - r; px <= x+r; px += 5 {
			if (px-x)*(px-x)+(py-y)*(py-y) > r*r {
				continue
			}
			sx, sy := c.toScreen(px, py)
			p, q := at(a, sx, sy), at(b, sx, sy)
			n++
			if absDiff(p.R, q.R)+absDiff(p.G, q.G)+absDiff(p.B, q.B) > 48 {
				d++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(d) / float64(n)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// bet puts the antes at 5 by clicks (the chip of 5, then the ANTE ACROSS circle: the ANTE
// DOWN follows), then each circle of more with one click (a sensor steps through its
// amounts) or as many as it takes to reach 5.
