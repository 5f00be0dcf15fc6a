package attract

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/table"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// What attract mode prints over the table.
const (
	// Watermark stays on the table while a showcase deal runs.
	Watermark = "DEMO · SCRIPTED DEAL"
	// Invite says attract mode is on and how to leave it.
	Invite = "FREE-PLAY DEMO · TOUCH OR PRESS ANY KEY TO PLAY"
)

// Sizes and places, in design units and shares of the design's height.
const (
	watermarkSize = 26
	captionSize   = 30
	inviteSize    = fonts.Small
	watermarkY    = 0.47
	captionY      = 0.40
	inviteGap     = 44 // from the bottom of the design to the invite's baseline (clear of the page's footer)
	pillPad       = 16
)

// drawPill draws s in a dark rounded band centred at x on the baseline y, framed in brass
// when framed, at alpha.
func (m *Marks) pill(dst *ebiten.Image, v layout.View, s string, face text.Face, x, y float64, c paint.Color, framed bool, alpha float32) {
	w, _ := text.Measure(s, face, 0)
	fm := face.Metrics()
	pad := v.Len(pillPad)
	r := layout.Rect{X: x - w/2 - pad, Y: y - fm.HAscent - pad/2, W: w + 2*pad, H: fm.HAscent + fm.HDescent + pad}
	if framed {
		edge := v.Len(2)
		m.brush.RoundRect(dst, layout.Rect{X: r.X - edge, Y: r.Y - edge, W: r.W + 2*edge, H: r.H + 2*edge}, r.H/2+edge, paint.Brass, 0.8*alpha)
	}
	m.brush.RoundRect(dst, r, r.H/2, paint.Night, 0.82*alpha)
	m.brush.Text(dst, s, face, x, y, text.AlignCenter, c, alpha)
}

// Watermark draws the showcase's watermark across the middle of the table on screen.
func (m *Marks) Watermark(dst *ebiten.Image, v layout.View, fs *fonts.Set) {
	_, dh := v.Design()
	face := fs.Face(fonts.Bold, v.Len(watermarkSize))
	y := v.ToDeviceY(dh * watermarkY)
	m.pill(dst, v, Watermark, face, v.Width/2, y, paint.Brass, true, 0.9)
}

// drawCaption draws the caption on show, fading in and out.
func (l *Loop) drawCaption(dst *ebiten.Image, v layout.View) {
	c := &l.cap
	if c.text == "" {
		return
	}
	_, dh := v.Design()
	face := l.o.Fonts.Face(fonts.Bold, v.Len(captionSize))
	alpha := float32(min(1, float64(c.left)/fade, float64(c.shown+1)/fade))
	l.marks.pill(dst, v, c.text, face, v.Width/2, v.ToDeviceY(dh*captionY), paint.Ink, false, alpha)
}

// drawInvite draws the line at the bottom of the screen that labels the mode and says how to
// leave it; it breathes slowly, so that it never stands still on a screen left on.
func (l *Loop) drawInvite(dst *ebiten.Image, v layout.View) {
	_, dh := v.Design()
	face := l.o.Fonts.Face(fonts.Medium, v.Len(inviteSize))
	alpha := float32(0.55 + 0.35*math.Sin(float64(l.ticks)/90))
	l.marks.pill(dst, v, Invite, face, v.Width/2, v.ToDeviceY(dh-inviteGap)-face.Metrics().HDescent, paint.Ink, false, alpha)
}

// meterDim is how much of the meter's panel a dark veil covers between its showings.
const meterDim = 0.55

// dimMeter dims the progressive meter's bright panel except while a showcase is on the
// table (the showcase and the rest after it), so that it does not stand still at full
// brightness on a screen left on for days.
func (l *Loop) dimMeter(dst *ebiten.Image, v layout.View, sc *table.Scene) {
	if l.step == stepShowcase || l.step == stepRest {
		return
	}
	r, ok := sc.MeterPanel()
	if !ok {
		return
	}
	l.marks.brush.RoundRect(dst, v.Rect(r), v.Len(6), paint.Night, meterDim)
}
