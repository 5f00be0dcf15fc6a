package printing

import (
	"strings"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// SignTable is one pay table of the pays-and-rules sign: its title and lines.
type SignTable struct {
	Title string
	Lines []PayLine
}

// Topic is one rule of the sign: its title and its text.
type Topic struct {
	Title, Text string
}

// Sign is what a game's pays-and-rules sign says: its title, its pay tables in two columns
// (side by side in the sign's first column), the rules, and a line at the foot (the keys).
type Sign struct {
	Title   string
	Columns [2][]SignTable
	Rules   []Topic
	Foot    string
}

// PaintSign paints a sign's content on img, the sign's image at v's scale, in the fonts fs:
// the title and the free-play line, the pay tables, the foot line, and as many rules as fit
// in the other column and under the pay tables (only under them in portrait). It returns how
// many rules fit.
func PaintSign(img *ebiten.Image, v layout.View, fs *fonts.Set, c Sign) int {
	r := SignRect(v)
	k := v.Scale
	var b paint.Brush
	full := layout.Rect{W: r.W * k, H: r.H * k}
	ts := 22.0
	if v.Orientation == layout.Portrait {
		ts = 17
	}
	title := fs.Face(fonts.Bold, ts*k)
	head := fs.Face(fonts.Bold, 12.5*k)
	body := fs.Face(fonts.Regular, 11*k)
	line := fs.Face(fonts.Medium, 10.5*k)
	b.Tracked(img, c.Title, title, full.W/2, 38*k, 3*k, text.AlignCenter, paint.Brass, 1)
	b.Text(img, "Free play. No real money. Click anywhere or press Esc to close.", body, full.W/2, 58*k, text.AlignCenter, paint.Ink, 0.7)

	cols := 2
	if v.Orientation == layout.Portrait {
		cols = 1
	}
	colW := (r.W - 48 - 24*float64(cols-1)) / float64(cols)
	half := (colW - 14) / 2
	x, y := 24.0, 82.0
	const step = 13.5
	lowest := y // the foot of the lowest pay table drawn
	for col, tables := range c.Columns {
		cx, yy := x+float64(col)*(half+14), y
		for _, t := range tables {
			for _, l := range Wrap(t.Title, head, half*k) {
				b.Text(img, l, head, cx*k, yy*k, text.AlignStart, paint.Brass, 1)
				yy += 14
			}
			yy++
			for _, l := range t.Lines {
				b.Text(img, l.Hand, line, cx*k, yy*k, text.AlignStart, paint.Ink, 0.9)
				b.Text(img, l.Pay, line, (cx+half)*k, yy*k, text.AlignEnd, paint.Brass, 1)
				yy += step
			}
			yy += 9
		}
		lowest = max(lowest, yy)
	}
	// The foot line, at the foot of the sign: under the pay tables in landscape, across it
	// in portrait.
	footW := colW
	if cols == 1 {
		footW = r.W - 48
	}
	footLines := Wrap(c.Foot, body, footW*k)
	footTop := r.H - 18 - 14*float64(len(footLines)-1)
	for i, l := range footLines {
		b.Text(img, l, body, x*k, (footTop+14*float64(i))*k, text.AlignStart, paint.Ink, 0.6)
	}
	// The rules, in the other column, then under the pay tables, as many as fit.
	type region struct{ x, y, bottom float64 }
	regions := []region{{x + colW + 24, y, r.H - 20}, {x, lowest + 12, footTop - 10}}
	if cols == 1 {
		regions = regions[1:]
	}
	at, n := 0, 0
	for _, topic := range c.Rules {
		lines := Wrap(topic.Text, body, colW*k)
		for at < len(regions) && regions[at].y+15+step*float64(len(lines)) > regions[at].bottom {
			at++
		}
		if at == len(regions) {
			break
		}
		g := &regions[at]
		b.Text(img, strings.ToUpper(topic.Title), head, g.x*k, g.y*k, text.AlignStart, paint.Brass, 1)
		g.y += 15
		for _, l := range lines {
			b.Text(img, l, body, g.x*k, g.y*k, text.AlignStart, paint.Ink, 0.88)
			g.y += step
		}
		g.y += 6
		n++
	}
	return n
}
