package attract

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// What attract mode prints over the table.
const (
	// Watermark stays on the table while a showcase deal runs.
	Watermark = "DEMO · SCRIPTED DEAL"
	// Invite says attract mode is on and how to leave it.
	Invite = "FREE-PLAY DEMO · TOUCH OR PRESS ANY KEY TO PLAY"
	// InviteShort is the invite where the foot has no room for the whole line beside the
	// person's circles.
	InviteShort = "DEMO · TOUCH OR ANY KEY TO PLAY"
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

// pillRect returns the pill of s in face centred at x on the baseline y, device pixels: its
// dark band, and round it the brass frame when framed.
func pillRect(v layout.View, s string, face text.Face, x, y float64, framed bool) layout.Rect {
	w, _ := text.Measure(s, face, 0)
	fm := face.Metrics()
	pad := v.Len(pillPad)
	r := layout.Rect{X: x - w/2 - pad, Y: y - fm.HAscent - pad/2, W: w + 2*pad, H: fm.HAscent + fm.HDescent + pad}
	if framed {
		r = r.Inset(-v.Len(frameEdge))
	}
	return r
}

// frameEdge is the width of a framed pill's brass frame, design units.
const frameEdge = 2

// drawPill draws s in face in a dark rounded band filling r (pillRect's), framed in brass
// when framed, at alpha.
func drawPill(b *paint.Brush, dst *ebiten.Image, v layout.View, s string, face text.Face, r layout.Rect, c paint.Color, framed bool, alpha float32) {
	if framed {
		edge := v.Len(frameEdge)
		b.RoundRect(dst, r, r.H/2, paint.Brass, 0.8*alpha)
		r = r.Inset(edge)
	}
	b.RoundRect(dst, r, r.H/2, paint.Night, 0.82*alpha)
	pad := v.Len(pillPad)
	b.Text(dst, s, face, r.X+r.W/2, r.Y+pad/2+face.Metrics().HAscent, text.AlignCenter, c, alpha)
}

// inviteBaseline is the baseline of the invite on screen, device pixels.
func inviteBaseline(v layout.View, face text.Face) float64 {
	_, dh := v.Design()
	return v.ToDeviceY(dh-inviteGap) - face.Metrics().HDescent
}

// inviteSizeOn is the invite's size on the screen of v, design units: inviteSize, and never
// under the least size of a word (layout.MinText CSS px; a phone shows the design smaller).
func inviteSizeOn(v layout.View) float64 {
	return max(inviteSize, layout.MinText*v.Device/v.Scale)
}

// inviteFace is the invite's face on the screen of v.
func inviteFace(fs *fonts.Set, v layout.View) text.Face {
	return fs.Face(fonts.Medium, v.Len(inviteSizeOn(v)))
}

// drawInvite draws the line at the bottom of the screen that labels the mode and says how to
// leave it, where the table's layout pass placed it (at its own place over the title); it
// breathes slowly, so that it never stands still on a screen left on.
func (l *Loop) drawInvite(dst *ebiten.Image, v layout.View, at layout.Rect, words string) {
	face := inviteFace(l.o.Fonts, v)
	alpha := float32(0.55 + 0.35*math.Sin(float64(l.ticks)/90))
	r := at
	if r.W == 0 {
		words = Invite
		r = pillRect(v, words, face, v.Width/2, inviteBaseline(v, face), false)
	}
	drawPill(&l.brush, dst, v, words, face, r, paint.Ink, false, alpha)
}

// meterDim is how much of the meter's panel a dark veil covers between its showings.
const meterDim = 0.55
