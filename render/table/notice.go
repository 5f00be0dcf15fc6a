package table

import (
	"math"

	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/keep"
	"felt/render/layout"
	"felt/render/plaque"
)

// notice is the notice of the first start: it says the game is for adults and plays for no
// money, stays up until any input takes it down (over the demonstration it comes and goes),
// and is remembered once seen (the settings' Adult).
type notice struct {
	seenOnce  bool // the notice was seen, this visit or before
	on        bool // the notice is up
	demoTicks int  // ticks the notice has been up over the demonstration

	pic plaque.Placard // its picture, where the layout pass put it
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

// start puts the notice up if it was never seen and the table may show it, and reports
// whether it did.
func (n *notice) start(may bool) bool {
	n.on = !n.seenOnce && may
	return n.on
}

// tick counts the time the notice has been up over the demonstration.
func (n *notice) tick(demo bool) {
	if n.on && demo {
		n.demoTicks++
	}
}

// alpha is how much of the notice is on show: 1 while it is up, except over the
// demonstration, where it comes and goes.
func (n *notice) alpha(demo bool) float32 {
	if !n.on {
		return 0
	}
	if !demo {
		return 1
	}
	t := n.demoTicks % demoNoticeCycle
	switch {
	case t >= demoNoticeShown:
		return 0
	case t > demoNoticeShown-demoNoticeFade:
		return float32(anim.InOutSine(float64(demoNoticeShown-t) / demoNoticeFade))
	case n.demoTicks >= demoNoticeCycle && t < demoNoticeFade:
		return float32(anim.InOutSine(float64(t) / demoNoticeFade))
	}
	return 1
}

// Whether the notice was seen is kept with the player's settings.
var _ keep.Chooser = (*notice)(nil)

// Put puts whether the notice was seen in the settings kept.
func (n *notice) Put(st *keep.Settings) { st.Adult = n.seenOnce }

// Take reads whether the notice was seen from the settings kept.
func (n *notice) Take(st keep.Settings) { n.seenOnce = st.Adult }

// seen takes the notice down and notes that it was seen; it reports whether it was up (the
// settings, which remember it, are then to be saved).
func (n *notice) seen() bool {
	if !n.on {
		return false
	}
	n.on, n.seenOnce = false, true
	return true
}

// noticeSeen takes the notice down and remembers that it was seen.
func (s *Scene) noticeSeen() {
	if s.comf.note.seen() {
		keeping{s}.settings()
	}
}

// place places the notice over the table at alpha, when it shows: over the middle of the
// table (the middle of the banner's band), just above the line of news (which tells the free credits at a
// first start), never above the top of the screen.
func (n *notice) place(fr *frame, fs *fonts.Set, g *geom.Places, v layout.View, alpha float32) {
	if alpha <= 0 {
		return
	}
	n.pic.Set(fs, noticeLines[:], v.Scale)
	w, h := n.pic.Size()
	x, _ := v.ToDevice(g.Band.X+g.Band.W/2, g.Band.Y)
	_, my := v.ToDevice(g.Message.X, g.Message.Y)
	n.pic.At(x-w/2, math.Max(v.Len(8), my-v.Len(24)-h), alpha)
	fr.PaintWith(&n.pic)
}
