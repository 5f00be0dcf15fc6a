package table

import (
	"math"
	"time"

	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/coach"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Comfort and honest labelling (issue 16): calm motion follows the system's
// prefers-reduced-motion until the player chooses; a notice on the first start says the game
// is for adults and plays for no money (remembered once seen); and an optional reminder,
// after a time the player chooses, tells the time played and the net credits of the session.

// FreePlay is the line of honest labelling the title, the help and the notice print.
const FreePlay = "Free play. No real money. Credits have no cash value."

// reminderTicks is how long a reminder stays on show, in ticks (15 s).
const reminderTicks = 900

// comfort is the state of the comfort settings, the notice and the reminder.
type comfort struct {
	motionChosen bool // the player chose calm motion on or off: the system's preference no longer decides
	adultSeen    bool // the notice of the first start was seen
	notice       bool // the notice is on show
	demoTicks    int  // ticks the notice has been up over the demonstration
	rem          coach.Reminder

	img   *ebiten.Image // the notice, drawn once per scale
	scale float64
}

// now is the scene's clock.
func (s *Scene) now() time.Time {
	if s.opts.Clock != nil {
		return s.opts.Clock()
	}
	return time.Now()
}

// startComfort begins the session's count for the reminder, and puts the notice up on a
// first start. A replay shows no notice.
func (s *Scene) startComfort() {
	c := &s.comf
	c.rem.Start(s.now(), s.worth())
	c.notice = !c.adultSeen && s.opts.Log == nil && !s.opts.NoNotice
	if c.notice {
		s.narr.Hear(noticeLines[0] + " " + noticeLines[1] + " " + noticeLines[2] + " " + noticeLines[3])
	}
}

// worth is the person's credits with the wagers on the felt: what the session's net counts.
func (s *Scene) worth() money.Amount {
	if s.person < 0 || s.opts.Log != nil {
		return 0
	}
	w := s.core.Balance(s.person)
	if s.core.Phase() == table.Deciding {
		for _, a := range s.seats[s.person].staked {
			w += a
		}
		return w
	}
	return w + s.core.Bets(s.person).Total()
}

// remind shows the reminder when it is due and the table is at rest between steps: the time
// played and the session's net credits, on the table and to the live region.
func (s *Scene) remind() {
	if !s.comf.rem.Due(s.now()) || s.animating() || s.person < 0 {
		return
	}
	s.sayFor(s.comf.rem.Tell(s.now(), s.worth()), reminderTicks)
}

// reminderCommand sets the time between reminders (coach.Reminder's Set) and says it.
func (s *Scene) reminderCommand(arg string) error {
	said, err := s.comf.rem.Set(arg, s.now())
	if err != nil {
		return err
	}
	s.settingsChanged()
	s.say(said)
	return nil
}

// Reminder returns the minutes between reminders of the time played (0: none), for the
// settings page.
func (s *Scene) Reminder() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.comf.rem.Every()
}

// MotionChosen reports whether the player chose calm motion on or off themselves; until
// then it follows the system's preference (Options.ReducedMotion).
func (s *Scene) MotionChosen() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.comf.motionChosen
}

// noticeLines are the notice of the first start.
var noticeLines = [...]string{
	"FOR ADULTS, 18+",
	"Felt is a game of chance for adults.",
	FreePlay,
	"Nothing to buy, nothing to cash out.",
	"Click, tap or press any key to play.",
}

// Over the self-playing demonstration the notice comes and goes, so that the table it
// advertises is seen: it shows for demoNoticeShown of every demoNoticeCycle ticks, fading
// in and out over demoNoticeFade, from the start. The page's footer line says "Free play"
// all the time.
const (
	demoNoticeShown = 6 * anim.TPS
	demoNoticeCycle = 20 * anim.TPS
	demoNoticeFade  = anim.TPS * 2 / 5
)

// noticeTick counts the time the notice has been up over the demonstration.
func (s *Scene) noticeTick() {
	if s.comf.notice && s.demo {
		s.comf.demoTicks++
	}
}

// noticeAlpha is how much of the notice is on show: 1 while it is up, except over the
// demonstration, where it comes and goes.
func (s *Scene) noticeAlpha() float32 {
	c := &s.comf
	if !c.notice {
		return 0
	}
	if !s.demo {
		return 1
	}
	t := c.demoTicks % demoNoticeCycle
	switch {
	case t >= demoNoticeShown:
		return 0
	case t > demoNoticeShown-demoNoticeFade:
		return float32(anim.InOutSine(float64(demoNoticeShown-t) / demoNoticeFade))
	case c.demoTicks >= demoNoticeCycle && t < demoNoticeFade:
		return float32(anim.InOutSine(float64(t) / demoNoticeFade))
	}
	return 1
}

// noticeSeen takes the notice down and remembers that it was seen.
func (s *Scene) noticeSeen() {
	c := &s.comf
	if !c.notice {
		return
	}
	c.notice, c.adultSeen = false, true
	s.settingsChanged()
}

// placeNotice places the notice of the first start over the table, while it is up.
func (s *Scene) placeNotice(v layout.View) {
	c := &s.comf
	alpha := s.noticeAlpha()
	if alpha <= 0 {
		return
	}
	if c.img == nil || c.scale != v.Scale {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.scale = v.Scale
		c.img = s.noticeImage(v.Scale)
	}
	// Over the middle of the table, just above the line of news (which tells the free
	// credits at a first start), never above the top of the screen.
	b := c.img.Bounds()
	x, _ := v.ToDevice(s.geom.Banner.X, s.geom.Banner.Y)
	_, my := v.ToDevice(s.geom.Message.X, s.geom.Message.Y)
	top := math.Max(v.Len(8), my-v.Len(24)-float64(b.Dy()))
	it := s.fr.next(inkImage)
	it.img = c.img
	it.op.GeoM.Reset()
	it.op.GeoM.Translate(math.Round(x-float64(b.Dx())/2), math.Round(top))
	it.op.ColorScale.Reset()
	it.op.ColorScale.ScaleAlpha(alpha)
	it.op.Filter = ebiten.FilterNearest
	it.op.Blend = ebiten.Blend{}
}

// noticeImage paints the notice at scale k: a dark card with a brass frame, the heading in
// brass, the lines in ink, at sizes a phone reads at 1x (21 design units are 11 px on a
// phone 390 px wide, where the portrait design is drawn at 0.54).
func (s *Scene) noticeImage(k float64) *ebiten.Image {
	head := s.fonts.Face(fonts.Bold, 30*k)
	body := s.fonts.Face(fonts.Medium, 21*k)
	foot := s.fonts.Face(fonts.Medium, 21*k)
	w := paint.TrackedWidth(noticeLines[0], head, 2*k)
	for _, l := range noticeLines[1:] {
		w = max(w, paint.TrackedWidth(l, body, 0))
	}
	pad := 28 * k
	w = math.Ceil(w + 2*pad)
	lh := 32 * k
	h := math.Ceil(pad*2 + 38*k + lh*float64(len(noticeLines)-1) + 8*k)
	img := ebiten.NewImage(int(w), int(h))
	var br paint.Brush
	br.RoundRect(img, layout.Rect{W: w, H: h}, 18*k, 0x0F0B08, 0.96)
	br.RoundFrame(img, layout.Rect{X: 3 * k, Y: 3 * k, W: w - 6*k, H: h - 6*k}, 15*k, 2*k, paint.Brass, 1)
	y := pad + 28*k
	br.Tracked(img, noticeLines[0], head, w/2, y, 2*k, text.AlignCenter, paint.Brass, 1)
	y += 12 * k
	for i, l := range noticeLines[1:] {
		y += lh
		f, col, a := body, paint.Ink, float32(1)
		if i == len(noticeLines)-2 {
			y += 8 * k
			f, a = foot, 0.8
		}
		br.Text(img, l, f, w/2, y, text.AlignCenter, col, a)
	}
	return img
}
