// Package odometer draws a progressive meter's amount in red-orange LED digits that roll like
// an odometer's wheels when the amount changes: up as the linked tables feed the meter, down
// when a jackpot counts off it into a winner's credits.
package odometer

import (
	"math"

	"felt/game/money"
	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Colours of the display.
const (
	LED   paint.Color = 0xFF5A1F // a lit digit
	Glow  paint.Color = 0xFF9A5A // the light around it
	Ghost paint.Color = 0x3A140A // an unlit digit's segments
	Glass paint.Color = 0x0C0705 // the window behind the digits
)

// MaxDigits is the most whole-credit digits an odometer shows: 9,999,999 credits.
const MaxDigits = 7

// rollTicks is how long a wheel takes to turn one step at normal speed.
const rollTicks = 9

// wheel is one digit's wheel: where it stands, in digits, and where it is turning to.
type wheel struct {
	from, to float64 // 0 to 10; 10 is 0 again
	tw       anim.Tween
	up       bool
}

func (w *wheel) at(now int64) float64 {
	p := w.tw.At(now)
	if w.up {
		to := w.to
		if to < w.from {
			to += 10
		}
		return math.Mod(anim.Lerp(w.from, to, p), 10)
	}
	to := w.to
	if to > w.from {
		to -= 10
	}
	v := math.Mod(anim.Lerp(w.from, to, p), 10)
	if v < 0 {
		v += 10
	}
	return v
}

// Odometer shows an amount of credits with two decimals. The zero value is not ready; make
// one with New.
type Odometer struct {
	shown  money.Amount // the amount the wheels are turning to
	target money.Amount
	count  anim.Tween // a deliberate count from start to target, as a jackpot counts down
	start  money.Amount
	wheels [MaxDigits + 2]wheel // cents, tens of cents, then the whole credits from the ones up
	now    int64
	speed  anim.Speed

	scale  float64
	digits [10]*ebiten.Image
	ghost  *ebiten.Image
	comma  *ebiten.Image
	point  *ebiten.Image
	window *ebiten.Image
	cellW  float64
	cellH  float64
	op     ebiten.DrawImageOptions
}

// New returns an odometer showing a.
func New(a money.Amount) *Odometer {
	o := &Odometer{speed: anim.Normal}
	o.Jump(a)
	return o
}

// Jump shows a at once.
func (o *Odometer) Jump(a money.Amount) {
	o.shown, o.target, o.start = a, a, a
	o.count = anim.Tween{}
	for i := range o.wheels {
		d := float64(o.digit(a, i))
		o.wheels[i] = wheel{from: d, to: d}
	}
}

// SetTarget makes the display climb or fall to a, briskly.
func (o *Odometer) SetTarget(a money.Amount) {
	o.target = a
	o.count = anim.Tween{}
}

// CountTo makes the display count to a evenly over ticks, as a jackpot is counted off the
// meter into the winner's credits.
func (o *Odometer) CountTo(a money.Amount, ticks int) {
	o.start, o.target = o.shown, a
	o.count = anim.Begin(o.now, ticks, anim.InOutSine)
}

// Counting reports whether a CountTo is under way.
func (o *Odometer) Counting() bool { return !o.count.Done(o.now) }

// Progress returns how far a CountTo has come, from 0 to 1; 1 when none is under way.
func (o *Odometer) Progress() float64 {
	if o.count.Dur <= 0 {
		return 1
	}
	return o.count.At(o.now)
}

// Shown returns the amount the display stands at.
func (o *Odometer) Shown() money.Amount { return o.shown }

// SetSpeed sets the animation speed: how fast the wheels turn.
func (o *Odometer) SetSpeed(s anim.Speed) { o.speed = s }

// Finish puts the display at its target at once.
func (o *Odometer) Finish() {
	o.count.Finish(o.now)
	o.Jump(o.target)
}

// digit returns digit i of a: 0 the cents, 1 the tens of cents, 2 the ones of credits...
func (o *Odometer) digit(a money.Amount, i int) int {
	if a < 0 {
		a = -a
	}
	for range i {
		a /= 10
	}
	return int(a % 10)
}

// Update advances the display by one tick.
func (o *Odometer) Update() {
	o.now++
	switch {
	case o.count.Dur > 0:
		// The progress is a fraction; the amount stays integer cents.
		ppm := money.Amount(o.count.At(o.now) * 1e6)
		o.shown = o.start + (o.target-o.start)*ppm/1e6
		if o.count.Done(o.now) {
			o.count = anim.Tween{}
		}
	case o.shown != o.target:
		gap := o.target - o.shown
		step := gap / 12
		if step == 0 {
			step = gap
		}
		if o.speed == anim.Instant {
			step = gap
		}
		o.shown += step
	}
	up := o.target >= o.shown
	for i := range o.wheels {
		w := &o.wheels[i]
		d := float64(o.digit(o.shown, i))
		if d == w.to {
			continue
		}
		w.from = w.at(o.now)
		w.to = d
		w.up = up
		w.tw = anim.Begin(o.now, o.speed.Ticks(rollTicks), anim.OutQuad)
	}
}

// prepare renders the digit pictures for a window height of h device pixels.
func (o *Odometer) prepare(fs *fonts.Set, h, scale float64) {
	if o.scale == scale && o.digits[0] != nil {
		return
	}
	o.scale = scale
	for i, img := range o.digits {
		if img != nil {
			img.Deallocate()
			o.digits[i] = nil
		}
	}
	face := fs.Face(fonts.Mono, h*0.86)
	o.cellH = h
	o.cellW = math.Ceil(paint.TrackedWidth("0", face, 0) * 1.04)
	cap := face.Metrics().CapHeight
	base := (h + cap) / 2
	var b paint.Brush
	mk := func(s string, c paint.Color, glow bool, w float64) *ebiten.Image {
		img := ebiten.NewImage(int(math.Ceil(w)), int(math.Ceil(h)))
		if glow {
			r := math.Max(1, h/28)
			for _, d := range [][2]float64{{-r, 0}, {r, 0}, {0, -r}, {0, r}} {
				b.Text(img, s, face, w/2+d[0], base+d[1], text.AlignCenter, Glow, 0.16)
			}
		}
		b.Text(img, s, face, w/2, base, text.AlignCenter, c, 1)
		return img
	}
	for d := range 10 {
		o.digits[d] = mk(string(rune('0'+d)), LED, true, o.cellW)
	}
	o.ghost = mk("8", Ghost, false, o.cellW)
	o.comma = mk(",", LED, true, o.cellW*0.5)
	o.point = mk(".", LED, true, o.cellW*0.5)
}

// Width returns the width, in design units, of the digits for a window height of h design
// units: what Draw fills.
func (o *Odometer) Width(fs *fonts.Set, h float64) float64 {
	face := fs.Face(fonts.Mono, h*0.86*8)
	cw := paint.TrackedWidth("0", face, 0) * 1.04 / 8
	return cw*(MaxDigits+2) + cw*0.5*3
}

// CapShare is the part of a window's height that its digits' capitals take, as Draw sets
// them (centred in it): the window a glyph height needs is that height over CapShare.
func CapShare(fs *fonts.Set) float64 {
	const h = 100 // a window large enough for the share to be the font's
	return fs.Face(fonts.Mono, h*0.86).Metrics().CapHeight / h
}

// Draw draws the digits in the window r (design units), centred: up to MaxDigits whole
// credits with thousands separators, a point and two decimals, each on a faint unlit digit.
func (o *Odometer) Draw(dst *ebiten.Image, fs *fonts.Set, v layout.View, r layout.Rect) {
	d := v.Rect(r)
	o.prepare(fs, math.Round(d.H), v.Scale)
	ww, wh := int(math.Ceil(d.W)), int(math.Ceil(d.H))
	if o.window == nil || o.window.Bounds().Dx() != ww || o.window.Bounds().Dy() != wh {
		if o.window != nil {
			o.window.Deallocate()
		}
		o.window = ebiten.NewImage(ww, wh)
	}
	win := o.window
	win.Fill(Glass)

	// Lay the places out from the right: two decimals, the point, then whole digits with a
	// comma every three. The places in use are centred in the window; the others are dark.
	whole := o.shown / money.Credit
	if whole < 0 {
		whole = -whole
	}
	used := 1
	for w := whole / 10; w > 0; w /= 10 {
		used++
	}
	used = min(used, MaxDigits)
	width := o.cellW*float64(2+used) + o.cellW*0.5*float64(1+(used-1)/3)
	x := math.Round(float64(ww) - (float64(ww)-width)/2)
	for i := 0; i < 2+used; i++ {
		if i == 2 {
			x -= o.cellW * 0.5
			o.blit(win, o.point, x, 0, 1)
		}
		if i > 2 && (i-2)%3 == 0 {
			x -= o.cellW * 0.5
			o.blit(win, o.comma, x, 0, 1)
		}
		x -= o.cellW
		o.blit(win, o.ghost, x, 0, 0.45)
		pos := o.wheels[i].at(o.now)
		lo := int(math.Floor(pos)) % 10
		frac := pos - math.Floor(pos)
		// The wheel shows digit lo moving up and out, and the next digit coming in under it.
		o.blit(win, o.digits[lo], x, -frac*o.cellH, float32(1-frac*0.6))
		if frac > 0.001 {
			o.blit(win, o.digits[(lo+1)%10], x, (1-frac)*o.cellH, float32(0.4+frac*0.6))
		}
	}
	o.op.GeoM.Reset()
	o.op.GeoM.Translate(math.Round(d.X), math.Round(d.Y))
	o.op.ColorScale.Reset()
	o.op.Filter = ebiten.FilterNearest
	dst.DrawImage(win, &o.op)
}

func (o *Odometer) blit(dst, img *ebiten.Image, x, y float64, alpha float32) {
	o.op.GeoM.Reset()
	o.op.GeoM.Translate(math.Round(x), math.Round(y))
	o.op.ColorScale.Reset()
	o.op.ColorScale.ScaleAlpha(alpha)
	o.op.Filter = ebiten.FilterNearest
	dst.DrawImage(img, &o.op)
}
