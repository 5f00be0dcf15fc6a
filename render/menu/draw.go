package menu

import (
	"math"
	"strings"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// The page's colours, after docs/art.md: a dark wood room, felt panels edged in brass, the
// print's warm ink.
const (
	wood      paint.Color = 0x1A110B
	grain     paint.Color = 0x2A1B11
	panel     paint.Color = 0x0C4D33
	panelEdge paint.Color = 0x07301F
	noteInk   paint.Color = 0xD9CBA6
	warnInk   paint.Color = 0xFFAB91
	brassHi   paint.Color = 0xE6C878
	segDark   paint.Color = 0x1D1611
	inkDark   paint.Color = 0x23170C
)

// pen is the screen's drawing scratch: a brush and a view of the frame for the widgets.
type pen struct {
	b paint.Brush
}

// view is the frame as a layout.View, for the widgets: design units are menu units.
func (s *Screen) frameView() layout.View {
	v := s.view
	return layout.View{Orientation: v.Orientation, Width: v.Width, Height: v.Height, Device: v.Device, Scale: s.fr.k}
}

// Draw draws the page over the whole screen, which v describes.
func (s *Screen) Draw(screen *ebiten.Image, v layout.View) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if f := frameOf(v); f != s.fr || !s.drawn {
		s.fr, s.laid = f, false
	}
	s.view, s.drawn = v, true
	a := s.arrangement()
	k := s.fr.k
	b := &s.pen.b
	s.drawRoom(screen)

	// The content shows between the bar and the room kept for the footer line.
	content := s.content(screen)
	top := barH - s.scroll
	for _, c := range a.cols {
		r := s.fr.rect(layout.Rect{X: c.X, Y: c.Y + top, W: c.W, H: c.H})
		b.RoundRect(content, layout.Rect{X: r.X, Y: r.Y + 3*k, W: r.W, H: r.H}, 14*k, paint.Night, 0.6)
		b.RoundRect(content, r, 14*k, paint.Brass, 0.85)
		b.RoundRect(content, r.Inset(1.5*k), 12.5*k, panelEdge, 1)
		b.RoundRect(content, r.Inset(3*k), 11*k, panel, 1)
	}
	for i := range a.rows {
		p := &a.rows[i]
		if p.r.Y+top > s.fr.h || p.r.Y+p.r.H+top < barH-pad {
			continue
		}
		s.drawRow(content, p, top)
	}
	s.drawScrollBar(screen, a)
	s.drawMore(screen)

	// The bar: BACK and the title.
	b.RoundRect(screen, layout.Rect{W: float64(screen.Bounds().Dx()), H: (barH - 6) * k}, 0, wood, 0.92)
	b.Line(screen, 0, (barH-6)*k, float64(screen.Bounds().Dx()), (barH-6)*k, 1.2*k, paint.Brass, 0.5)
	s.backBtn.Rect = a.back
	fv := s.frameView()
	s.backBtn.Draw(screen, s.fonts, fv, s.hover == "back", false)
	title := s.title
	size := titleSize
	for paint.TrackedWidth(title, s.fonts.Face(fonts.Bold, size*k), 1.5*k) > a.titleW*k {
		if size > 16 {
			size--
			continue
		}
		// Still too wide: the title's last part alone ("GAME · TABLE SETTINGS").
		i := strings.LastIndex(title, " · ")
		if i < 0 {
			break
		}
		title, size = title[i+len(" · "):], titleSize
	}
	s.text(screen, title, fonts.Bold, size, paint.Brass, 1.5, a.titleX*k, (a.back.Y+a.back.H/2)*k+s.capHeight(fonts.Bold, size)/2, text.AlignCenter)
	s.drawNews(screen)
	s.sweep()
}

// drawScrollBar draws a thin brass bar at the right edge when the content scrolls.
func (s *Screen) drawScrollBar(dst *ebiten.Image, a *arrangement) {
	vh := s.viewH()
	if a.height+margin <= vh {
		return
	}
	k := s.fr.k
	frac := vh / (a.height + margin)
	h := math.Max(30, vh*frac)
	y := barH + (vh-h)*s.scroll/math.Max(1, a.height+margin-vh)
	r := layout.Rect{X: (s.fr.w - 7) * k, Y: y * k, W: 4 * k, H: h * k}
	s.pen.b.RoundRect(dst, r, 2*k, paint.Brass, 0.55)
}

// drawRow draws one row; top is where the content's top is on screen, units.
func (s *Screen) drawRow(dst *ebiten.Image, p *placed, top float64) {
	k := s.fr.k
	b := &s.pen.b
	r := p.row
	x, y := p.r.X*k, (p.r.Y+top)*k
	w := p.r.W * k
	focused := s.keyed && r.ID != "" && r.ID == s.focus
	shift := func(q layout.Rect) layout.Rect { return s.fr.rect(layout.Rect{X: q.X, Y: q.Y + top, W: q.W, H: q.H}) }
	if p.icon.W > 0 {
		r.icon(dst, shift(p.icon), k)
	}
	x += p.inset * k // the label beside the picture
	switch r.Kind {
	case KindHeading:
		for i, l := range p.label {
			s.text(dst, l, fonts.Bold, headSize, paint.Brass, headTrack, x, y+(26+float64(i)*32)*k, text.AlignStart)
		}
		b.Line(dst, x, y+(p.r.H-5)*k, x+w, y+(p.r.H-5)*k, 1*k, paint.Brass, 0.35)
	case KindText, KindWarn:
		st, c := fonts.Regular, paint.Ink
		if r.Kind == KindWarn {
			st, c = fonts.Medium, warnInk
		}
		for i, l := range p.label {
			s.text(dst, l, st, textSize, c, 0, x, y+(19+float64(i)*textLine)*k, text.AlignStart)
		}
	case KindLine:
		s.text(dst, r.Label, fonts.Regular, labelSize, paint.Ink, 0, x, y+22*k, text.AlignStart)
		vy := y + 22*k
		if p.r.H-float64(len(p.note))*noteLine > 40 {
			vy = y + 48*k
		}
		s.text(dst, r.Value, fonts.Mono, labelSize, brassHi, 0, x+w, vy, text.AlignEnd)
		for i, l := range p.note {
			s.text(dst, l, fonts.Regular, noteSize, noteInk, 0, x, vy+(6+noteLine*float64(i+1)-5)*k, text.AlignStart)
		}
	case KindPicture:
		if r.draw != nil {
			r.draw(dst, layout.Rect{X: x, Y: y, W: w, H: p.picH * k}, k)
		}
		for i, l := range p.note {
			s.text(dst, l, fonts.Regular, noteSize, noteInk, 0, x, y+(p.picH+6+noteLine*float64(i+1)-5)*k, text.AlignStart)
		}
	case KindButton:
		btn := s.buttons[r.ID]
		if btn == nil {
			btn = &widget.Button{}
			s.buttons[r.ID] = btn
		}
		btn.Style = widget.Secondary
		if r.primary {
			btn.Style = widget.Primary
		}
		btn.SetText(r.Label, "", "")
		q := p.parts[0].r
		btn.Rect = layout.Rect{X: q.X, Y: q.Y + top, W: q.W, H: q.H}
		btn.Draw(dst, s.fonts, s.frameView(), s.hover == r.ID, false)
		for i, l := range p.note {
			s.text(dst, l, fonts.Regular, noteSize, noteInk, 0, x, y+(q.Y-p.r.Y+q.H+6+noteLine*float64(i+1)-5)*k, text.AlignStart)
		}
		if focused {
			b.RoundFrame(dst, shift(q).Inset(-5*k), 13*k, 2.5*k, brassHi, 1)
		}
		return
	default:
		s.drawLabel(dst, p, x, y)
		s.drawControl(dst, p, shift)
	}
	if focused {
		b.RoundFrame(dst, shift(p.r).Inset(-8*k), 10*k, 2.5*k, brassHi, 1)
	}
}

// drawLabel draws a control row's label and note.
func (s *Screen) drawLabel(dst *ebiten.Image, p *placed, x, y float64) {
	k := s.fr.k
	// A single line of text beside a control is centred on it.
	ty := y
	if th := float64(len(p.label))*labelLine + float64(len(p.note))*noteLine + 10; th < p.mid {
		ty += (p.mid - th) / 2 * k
	}
	for i, l := range p.label {
		s.text(dst, l, fonts.Medium, labelSize, paint.Ink, 0, x, ty+(20+float64(i)*labelLine)*k, text.AlignStart)
	}
	base := ty + (20+float64(len(p.label)-1)*labelLine)*k
	for i, l := range p.note {
		s.text(dst, l, fonts.Regular, noteSize, noteInk, 0, x, base+noteLine*float64(i+1)*k, text.AlignStart)
	}
}

// drawControl draws the control of a Choice, Stepper or Toggle.
func (s *Screen) drawControl(dst *ebiten.Image, p *placed, shift func(layout.Rect) layout.Rect) {
	k := s.fr.k
	b := &s.pen.b
	r := p.row
	switch r.Kind {
	case KindChoice:
		for i, pt := range p.parts {
			q := shift(pt.r).Inset(2 * k)
			sel := i == r.Sel
			hover := s.hover == target(r, pt)
			fill, edge, ink := segDark, paint.Brass, paint.Ink
			if sel {
				fill, edge, ink = paint.Brass, brassHi, inkDark
			}
			b.RoundRect(dst, q, 9*k, edge, 0.9)
			b.RoundRect(dst, q.Inset(1.5*k), 7.5*k, fill, 1)
			if hover && !sel {
				b.RoundRect(dst, q.Inset(1.5*k), 7.5*k, paint.Brass, 0.18)
			}
			cx, cy := q.Center()
			s.text(dst, r.Options[i].Label, fonts.Bold, 17, ink, 0, cx, cy+s.capHeight(fonts.Bold, 17)/2, text.AlignCenter)
		}
	case KindStepper:
		for _, pt := range p.parts {
			q := shift(pt.r).Inset(2 * k)
			b.RoundRect(dst, q, q.H/2, paint.Brass, 0.9)
			fill := segDark
			if s.hover == target(r, pt) {
				fill = 0x3B2C17
			}
			b.RoundRect(dst, q.Inset(1.5*k), q.H/2-1.5*k, fill, 1)
			cx, cy := q.Center()
			sign := "−"
			if pt.value == "+" {
				sign = "+"
			}
			s.text(dst, sign, fonts.Bold, 22, paint.Ink, 0, cx, cy+s.capHeight(fonts.Bold, 22)/2, text.AlignCenter)
		}
		l, rr := shift(p.parts[0].r), shift(p.parts[1].r)
		v := ""
		if r.Sel >= 0 && r.Sel < len(r.Options) {
			v = r.Options[r.Sel].Label
		}
		_, cy := l.Center()
		s.text(dst, v, fonts.Bold, 19, brassHi, 0, (l.X+l.W+rr.X)/2, cy+s.capHeight(fonts.Bold, 19)/2, text.AlignCenter)
	case KindToggle:
		q := shift(p.parts[0].r)
		fill, knob := segDark, noteInk
		kx := q.X + q.H/2
		if r.on {
			fill, knob, kx = paint.Brass, paint.Ink, q.X+q.W-q.H/2
		}
		b.RoundRect(dst, q, q.H/2, paint.Brass, 0.9)
		b.RoundRect(dst, q.Inset(1.5*k), q.H/2-1.5*k, fill, 1)
		if s.hover == r.ID {
			b.RoundRect(dst, q.Inset(1.5*k), q.H/2-1.5*k, paint.Ink, 0.12)
		}
		b.Circle(dst, kx, q.Y+q.H/2, q.H/2-5*k, knob, 1)
		if !r.on {
			b.Circle(dst, kx, q.Y+q.H/2, q.H/2-5*k, paint.Night, 0.25)
		}
	}
}
