package menu

import (
	"math"
	"strings"
	"unicode/utf8"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/text"
)

// The kit lays pages out in its own units, "menu units", not in the table's design units: a
// page fills whatever screen it has (a tall phone gets a long narrow column, a wide window
// two columns), and its text keeps a readable size on every screen: a menu unit is at least
// MinUnit CSS pixels, so that the smallest text (16 units) is 12 pixels on a phone.

// MinUnit is the least size of a menu unit in CSS pixels.
const MinUnit = 0.75

// Sizes, in menu units.
const (
	barH      = 76.0  // the top bar: BACK and the title
	margin    = 16.0  // the screen's edge to a column
	pad       = 20.0  // a column's edge to its rows
	gap       = 24.0  // between two columns
	colMax    = 820.0 // a single column's widest
	colMin    = 440.0 // a column's narrowest, side by side
	rowGap    = 10.0  // between rows
	ctlH      = 46.0  // a control's height
	labelSize = 20.0
	noteSize  = 16.0
	textSize  = 18.0
	headSize  = 24.0
	headTrack = 0.8 // a heading's space between letters
	titleSize = 28.0
	labelLine = 25.0
	noteLine  = 21.0
	textLine  = 26.0
	segMin    = 52.0 // a segment's narrowest
	segPad    = 28.0 // a segment's text to its edges
	stepW     = 200.0
	switchW   = 68.0
	switchH   = 36.0
	buttonMax = 420.0
	// IconSize is the side of a control's picture (Row.Icon), units; iconGap the room
	// between it and the row's label.
	IconSize = 60.0
	iconGap  = 14.0
)

// frame maps menu units onto the screen's device pixels: a unit is k device pixels, and
// the screen is w by h units.
type frame struct {
	k     float64
	w, h  float64
	touch float64 // a control's height: ctlH, or more where that is under layout.MinTouch CSS pixels
}

// frameOf is the frame of a view: a menu unit is a design unit where the design fits the
// screen well, and never less than MinUnit CSS pixels.
func frameOf(v layout.View) frame {
	k := math.Max(v.Scale, MinUnit*v.Device)
	if !(k > 0) {
		k = 1
	}
	dev := v.Device
	if !(dev > 0) {
		dev = 1
	}
	return frame{k: k, w: v.Width / k, h: v.Height / k, touch: math.Max(ctlH, math.Ceil(layout.MinTouch*dev/k))}
}

// rect turns a rectangle of menu units into device pixels.
func (f frame) rect(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.X * f.k, Y: r.Y * f.k, W: r.W * f.k, H: r.H * f.k}
}

// part is a piece of a row that takes a tap: a segment of a choice, a stepper's arrow, a
// switch, a button; Value says what a tap on it does ("B", "-", "+", "").
type part struct {
	r     layout.Rect
	value string
}

// placed is a row laid out: its rectangle (content units: y from the content's top) and
// its parts, its label's and note's lines and where its control starts.
type placed struct {
	row   *Row
	r     layout.Rect
	parts []part
	label []string
	note  []string
	textW float64     // the width the label and note are wrapped to
	picH  float64     // a Picture's height
	icon  layout.Rect // a control's picture (Row.Icon), content units; zero without
	inset float64     // the room the picture takes at the row's left, units
	mid   float64     // the height from the row's top the label and note are centred in (0: set at the top)
}

// arrangement is a page laid out for a frame.
type arrangement struct {
	f       frame
	cols    []layout.Rect // each column's panel, content units
	rows    []placed
	height  float64 // the content's height
	back    layout.Rect
	titleX  float64 // where the title is centered
	titleW  float64
	viewTop float64 // the content's top on screen, units
}

// measurer measures text in menu units, and knows a control's height (frame.touch) and the
// tallest a picture that keeps its shape may be on the screen (picMax: 0, none).
type measurer struct {
	fs     *fonts.Set
	ctl    float64
	picMax float64
}

// picRoom is the room a picture that keeps its shape (Row.Ratio) leaves on a short screen,
// units: its heading above it, the way in under it and the cue of more below, so that on a
// phone on its side the three show on the page's first screen with it.
const picRoom = 260.0

// picLeast is the least a picture is cut to on a short screen, units.
const picLeast = 120.0

// width is the width of s in style and size (units).
func (m measurer) width(s string, style fonts.Style, size float64) float64 {
	return text.AdvanceAt(s, len(s), m.fs.Face(style, size*4)) / 4
}

// wrap breaks s into lines no wider than w (units).
func (m measurer) wrap(s string, style fonts.Style, size, w float64) []string {
	return m.wrapTracked(s, style, size, w, 0)
}

// wrapTracked breaks s, set with track units between its letters (a heading's), into lines
// no wider than w (units).
func (m measurer) wrapTracked(s string, style fonts.Style, size, w, track float64) []string {
	if s == "" {
		return nil
	}
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		line := ""
		for _, word := range words {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && m.width(try, style, size)+track*float64(utf8.RuneCountInString(try)-1) > w {
				lines = append(lines, line)
				line = word
				continue
			}
			line = try
		}
		lines = append(lines, line)
	}
	return lines
}

// arrange lays the rows out for frame f.
func arrange(rows []*Row, f frame, m measurer) arrangement {
	a := arrangement{f: f, viewTop: barH}
	m.picMax = math.Max(f.h-barH-picRoom, picLeast)
	ncol := 1
	for _, r := range rows {
		ncol = max(ncol, r.col+1)
	}
	side := ncol > 1 && f.w-2*margin >= float64(ncol)*colMin+float64(ncol-1)*gap
	total := math.Min(f.w-2*margin, colMax)
	if side {
		total = math.Min(f.w-2*margin, float64(ncol)*colMax*0.72+float64(ncol-1)*gap)
	}
	left := (f.w - total) / 2
	colW := total
	if side {
		colW = (total - float64(ncol-1)*gap) / float64(ncol)
	}
	y, top := 0.0, 0.0
	for c := range ncol {
		x := left
		if side {
			x += float64(c) * (colW + gap)
			y = 0
		}
		start := y
		y += pad
		for _, r := range rows {
			if r.col != c {
				continue
			}
			p := m.place(r, x+pad, y, colW-2*pad)
			a.rows = append(a.rows, p)
			y += p.r.H + rowGap
		}
		y += pad - rowGap
		a.cols = append(a.cols, layout.Rect{X: x, Y: start, W: colW, H: y - start})
		if !side {
			y += gap
		}
		top = math.Max(top, y)
	}
	a.height = top
	a.back = layout.Rect{X: math.Max(margin, left), Y: (barH - 6 - m.ctl) / 2, W: 132, H: m.ctl}
	a.titleX = f.w / 2
	a.titleW = f.w - 2*(a.back.X+a.back.W+12)
	if a.titleW < 360 {
		// A narrow screen: the title takes the room right of BACK.
		lo := a.back.X + a.back.W + 12
		a.titleX, a.titleW = (lo+f.w-margin)/2, f.w-margin-lo
	}
	return a
}

// place lays out one row at x, y in a column of inner width w. A control with a picture
// (Row.Icon) has it at its left, its label and note beside it; its controls go at the
// row's right beside them, or under them across the whole column where they do not fit.
func (m measurer) place(r *Row, x, y, w float64) placed {
	p := placed{row: r, r: layout.Rect{X: x, Y: y, W: w}}
	if r.icon != nil && r.focusable() {
		p.inset = IconSize + iconGap
	}
	tw := w - p.inset // the label's and note's room
	// top is the height of the label and note beside the picture: the controls under
	// them start below both.
	top := func(th float64) float64 {
		if p.inset > 0 {
			return math.Max(th, IconSize)
		}
		return th
	}
	note := r.NoteText()
	switch r.Kind {
	case KindHeading:
		p.label = m.wrapTracked(r.Label, fonts.Bold, headSize, w, headTrack)
		p.r.H = float64(len(p.label))*32 + 14
	case KindText, KindWarn:
		st := fonts.Regular
		if r.Kind == KindWarn {
			st = fonts.Medium
		}
		p.label = m.wrap(r.Label, st, textSize, w)
		p.r.H = float64(len(p.label)) * textLine
	case KindLine:
		lw, vw := m.width(r.Label, fonts.Regular, labelSize), m.width(r.Value, fonts.Mono, labelSize)
		p.label = []string{r.Label}
		p.r.H = 32
		if lw+vw+16 > w {
			p.r.H = 58
		}
		p.note = m.wrap(note, fonts.Regular, noteSize, w)
		p.r.H += float64(len(p.note)) * noteLine
	case KindPicture:
		p.note = m.wrap(note, fonts.Regular, noteSize, w)
		p.picH = r.height
		if r.ratio > 0 {
			p.picH = math.Min(r.height, w*r.ratio)
			if m.picMax > 0 {
				p.picH = math.Min(p.picH, m.picMax)
			}
		}
		p.r.H = p.picH
		if len(p.note) > 0 {
			p.r.H += 6 + float64(len(p.note))*noteLine
		}
	case KindToggle:
		p.textW = tw - m.switchW() - 16
		p.label, p.note = m.wrap(r.Label, fonts.Medium, labelSize, p.textW), m.wrap(note, fonts.Regular, noteSize, p.textW)
		h := math.Max(m.ctl, top(m.textH(p)))
		p.r.H = h
		p.parts = []part{{r: layout.Rect{X: x + w - m.switchW(), Y: y + (h-m.switchH())/2, W: m.switchW(), H: m.switchH()}}}
	case KindButton:
		p.label, p.note = nil, m.wrap(note, fonts.Regular, noteSize, tw)
		bw := math.Min(tw, buttonMax)
		p.parts = []part{{r: layout.Rect{X: x + p.inset, Y: y, W: bw, H: m.ctl}}}
		p.r.H = m.ctl
		if len(p.note) > 0 {
			p.r.H += 6 + float64(len(p.note))*noteLine
		}
		if d := top(p.r.H) - p.r.H; d > 0 {
			// Lower than its picture: the button and its note in the middle of the row.
			p.parts[0].r.Y += d / 2
			p.r.H += d
		}
	case KindStepper:
		inline := tw-stepW-16 >= 180
		p.textW = tw
		if inline {
			p.textW = tw - stepW - 16
		}
		p.label, p.note = m.wrap(r.Label, fonts.Medium, labelSize, p.textW), m.wrap(note, fonts.Regular, noteSize, p.textW)
		th := top(m.textH(p))
		cx, cy := x+w-stepW, y+(math.Max(m.ctl, th)-m.ctl)/2
		p.r.H = math.Max(m.ctl, th)
		if !inline {
			cx, cy = x, y+th+8
			p.r.H = th + 8 + m.ctl
		}
		p.parts = []part{
			{r: layout.Rect{X: cx, Y: cy, W: m.ctl, H: m.ctl}, value: "-"},
			{r: layout.Rect{X: cx + stepW - m.ctl, Y: cy, W: m.ctl, H: m.ctl}, value: "+"},
		}
	case KindChoice:
		widths := make([]float64, len(r.Options))
		sum := 0.0
		for i, o := range r.Options {
			widths[i] = math.Max(math.Max(segMin, m.ctl), m.width(o.Label, fonts.Bold, 17)+segPad)
			sum += widths[i]
		}
		inline := sum <= tw*0.58 && tw-sum-16 >= 200
		p.textW = tw
		if inline {
			p.textW = tw - sum - 16
		}
		p.label, p.note = m.wrap(r.Label, fonts.Medium, labelSize, p.textW), m.wrap(note, fonts.Regular, noteSize, p.textW)
		th := top(m.textH(p))
		if inline {
			p.r.H = math.Max(m.ctl, th)
			sx := x + w - sum
			for i, o := range r.Options {
				p.parts = append(p.parts, part{r: layout.Rect{X: sx, Y: y + (p.r.H-m.ctl)/2, W: widths[i], H: m.ctl}, value: o.Value})
				sx += widths[i]
			}
			break
		}
		// Stacked: the segments in lines under the label, each line filling the width.
		cy := y + th + 8
		for i := 0; i < len(r.Options); {
			j, lw := i, 0.0
			for j < len(r.Options) && (j == i || lw+widths[j] <= w) {
				lw += widths[j]
				j++
			}
			sx, stretch := x, w/lw
			for k := i; k < j; k++ {
				sw := widths[k] * stretch
				p.parts = append(p.parts, part{r: layout.Rect{X: sx, Y: cy, W: sw, H: m.ctl}, value: r.Options[k].Value})
				sx += sw
			}
			cy += m.ctl + 6
			i = j
		}
		p.r.H = cy - 6 - y
	}
	switch {
	case r.Kind == KindButton || len(p.parts) == 0:
	case p.parts[0].r.Y >= y+top(m.textH(p)):
		// The controls under the label: it is centred beside the picture.
		p.mid = top(m.textH(p))
	default:
		p.mid = p.r.H
	}
	if p.inset > 0 {
		// The picture beside the label and note (a button's beside it and its note).
		h := p.mid
		if r.Kind == KindButton {
			h = p.r.H
		}
		p.icon = layout.Rect{X: x, Y: y + (h-IconSize)/2, W: IconSize, H: IconSize}
	}
	return p
}

// textH is the height of a row's label and note.
func (m measurer) textH(p placed) float64 {
	return float64(len(p.label))*labelLine + float64(len(p.note))*noteLine + 10
}

// switchH is a toggle's height: a control's, so that it takes a finger (layout.MinTouch).
func (m measurer) switchH() float64 { return m.ctl }

// switchW is a toggle's width: as long beside its height as the art's switch.
func (m measurer) switchW() float64 { return switchW * m.ctl / switchH }
