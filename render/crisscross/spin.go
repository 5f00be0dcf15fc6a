package crisscross

import (
	"felt/render/hook"
	"felt/render/stage"
	"fmt"

	cc "felt/game/crisscross"
	"felt/game/table"
	gwheel "felt/game/wheel"
	"felt/render/anim"
	"felt/render/audio"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	tbl "felt/render/table"
	"felt/render/text"
	"felt/render/wheel"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// The wheels a WheelSpun event names.
const (
	spinWheel      = iota // the Bonus Spin wheel
	hotSpotWheel          // the Bonus Spin Xtreme Hot Spot wheel
	communityWheel        // the Bonus Spin Xtreme Community Prize wheel
	numWheels
	noWheel = -1
)

var wheelNames = [numWheels]string{"Bonus Spin", "Hot Spot", "Community Prize"}

// Times of the wheel at normal speed, in ticks.
const (
	tEnter  = 18 // the wheel comes forward before it is pushed
	tLinger = 48 // the landed wheel stays in front, to read its prize
	tLeave  = 21 // it goes back
)

// tickSound is the flapper's click on each peg.
const tickSound = audio.Flapper

// spinner is the prize wheels as the table shows them: one render/wheel Spinner for each
// wheel, made when it first spins, and the spin in front of the table.
type spinner struct {
	wheels [numWheels]*wheel.Spinner
	front  int   // the wheel in front (or going back), or noWheel
	shown  bool  // it is in front, or coming forward
	landAt int64 // the tick the spin lands
	until  int64 // nothing of the wheel moves after this tick
	seat   int   // the seat that spun
	wager  table.Wager
	seg    int
	pegs   int // flapper ticks not yet heard
	round  uint64
	synced int64 // the tick the spinners were last moved to
	title  widget.Label
	err    error // a wheel that could not be shown: the round plays on without it
	// painted is the radius (device pixels) each wheel was last prepared at (Prepare).
	painted [numWheels]float64
	// Where the layout pass put the wheel in front: its centre, radius and title's foot
	// (design units), how far it has come forward, the fonts of its title.
	cx, cy, r, ty float64
	pres          float64
	fs            *fonts.Set
}

// kindOf names the wheel of a WheelSpun event, or noWheel.
func kindOf(w table.Wager, which uint32) int {
	switch {
	case w == cc.BonusSpin && which == cc.OwnWheel:
		return spinWheel
	case w == cc.Xtreme && which == cc.OwnWheel:
		return hotSpotWheel
	case w == cc.Xtreme && which == cc.CommunityWheel:
		return communityWheel
	}
	return noWheel
}

// wheelData returns the table's wheel of a kind.
func (t *Table) wheelData(k int) *gwheel.Wheel {
	switch k {
	case spinWheel:
		return &t.cfg.SpinTable.Wheel
	case hotSpotWheel:
		return &t.cfg.XtremeTable.HotSpot
	case communityWheel:
		return &t.cfg.XtremeTable.Community
	}
	return nil
}

var looks = [numWheels]wheel.Look{spinWheel: wheel.BonusSpin, hotSpotWheel: wheel.HotSpot, communityWheel: wheel.CommunityPrize}

// spinnerOf returns the spinner of wheel k, made the first time.
func (t *Table) spinnerOf(s stage.Stage, k int) (*wheel.Spinner, error) {
	sp := &t.spin
	if sp.wheels[k] == nil {
		w, err := wheel.New(s.Fonts(), t.wheelData(k), looks[k])
		if err != nil {
			return nil, err
		}
		sp.wheels[k] = w
	}
	return sp.wheels[k], nil
}

// speedOf returns the scene's animation speed, which its scaling of durations tells.
func speedOf(s stage.Stage) anim.Speed {
	switch n := s.Ticks(60); {
	case n == 0:
		return anim.Instant
	case n < 60:
		return anim.Fast
	case n > 60:
		return anim.Slow
	}
	return anim.Normal
}

// spinEvent plays a wheel's spin: the wheel comes forward over the dimmed table and spins to
// the segment the core chose, the playback waiting until it has landed and its prize has been
// read. The wheel goes back at the next event of the round (the spinner's pay sliding out, a
// Community Pay, the next seat), when it takes nothing.
func (t *Table) spinEvent(s stage.Mover, e table.Event) (int, bool) {
	sp := &t.spin
	if e.Kind != table.WheelSpun {
		if sp.shown && e.Kind != table.MeterChanged {
			if e.Kind == table.Settled && int(e.Seat) == sp.seat && e.Wager == sp.wager && e.Pay > 0 && sp.front != noWheel {
				// The readout shows what the spinner's wager wins: the amount in proportion
				// to a smaller wager, the meter on a Jackpot.
				sp.wheels[sp.front].SetPrize(e.Pay)
			}
			t.hideWheel(s)
		}
		return 0, false
	}
	k := kindOf(e.Wager, e.Value)
	if k == noWheel {
		return 0, false
	}
	w, err := t.spinnerOf(s, k)
	if err != nil {
		sp.err = err
		return 0, false
	}
	now, speed := s.Now(), speedOf(s)
	if sp.front != noWheel && sp.front != k {
		sp.wheels[sp.front].Hide(now, speed)
	}
	sp.sync(now)
	sp.front, sp.shown, sp.seat, sp.wager, sp.seg = k, true, int(e.Seat), e.Wager, int(e.Index)
	enter := s.Ticks(tEnter)
	w.Show(now, speed)
	seed := sp.round<<16 | uint64(e.Seat)<<8 | uint64(k)
	ticks, err := w.Spin(now+int64(enter), sp.seg, seed, speed, s.Reduced())
	if err != nil {
		sp.err = err
		w.Hide(now, anim.Instant)
		sp.front, sp.shown = noWheel, false
		return 0, false
	}
	linger := s.Ticks(tLinger)
	sp.landAt = now + int64(enter+ticks)
	sp.until = sp.landAt + int64(linger)
	t.setTitle(s, k, sp.seat)
	s.For(enter + ticks + linger)
	return enter + ticks + linger, true
}

// setTitle names the spin over the wheel: whose it is and which wheel.
func (t *Table) setTitle(s stage.Mover, k, seat int) {
	who := "YOUR"
	if seat != s.Person() {
		who = upper(t.names[seat]) + "’S"
		if t.names[seat] == "" {
			who = "A"
		}
	}
	var title string
	switch k {
	case spinWheel:
		title = who + " BONUS SPIN"
	case hotSpotWheel:
		title = who + " XTREME SPIN · HOT SPOT WHEEL"
	default:
		title = "COMMUNITY PRIZE FOR THE OTHER XTREME BETTORS"
	}
	t.spin.title.Set(title, fonts.Bold, 24, stage.InkDark)
	t.spin.title.SetTracking(2)
	t.spin.title.SetPill(paint.Brass, 0.95)
}

// hideWheel sends the wheel in front back.
func (t *Table) hideWheel(s stage.Mover) {
	sp := &t.spin
	if !sp.shown || sp.front == noWheel {
		return
	}
	now := s.Now()
	sp.sync(now)
	sp.wheels[sp.front].Hide(now, speedOf(s))
	sp.shown = false
	sp.until = max(sp.until, now+int64(s.Ticks(tLeave)))
	s.For(s.Ticks(tLeave))
}

// sync moves the spinners to tick now, counting the pegs the flapper met.
func (sp *spinner) sync(now int64) {
	if now == sp.synced {
		return
	}
	sp.synced = now
	for k, w := range sp.wheels {
		if w == nil {
			continue
		}
		p := w.Update(now)
		if k == sp.front {
			sp.pegs += p
		}
	}
}

// roundStart forgets the last round's spin.
func (sp *spinner) roundStart(s stage.Mover) {
	now := s.Now()
	sp.sync(now)
	for _, w := range sp.wheels {
		if w != nil {
			w.Hide(now, anim.Instant)
		}
	}
	sp.front, sp.shown, sp.pegs, sp.until, sp.landAt = noWheel, false, 0, now, now
}

// finish lands a spin at once, and puts the wheel where it is going: in front, or away.
func (sp *spinner) finish(s stage.Mover) {
	now := s.Now()
	for k, w := range sp.wheels {
		if w == nil {
			continue
		}
		w.Finish()
		if k == sp.front && sp.shown {
			w.Show(now, anim.Instant)
		} else {
			w.Hide(now, anim.Instant)
		}
		w.Update(now)
	}
	sp.synced, sp.pegs = now, 0
	sp.until, sp.landAt = min(sp.until, now), min(sp.landAt, now)
}

// busy reports whether a wheel still moves: spinning, lingering, coming or going.
func (sp *spinner) busy(now int64) bool { return sp.front != noWheel && now < sp.until }

// placeWheel moves the wheels to the tick now and places the wheel in front over the
// dimmed table, with its title above it (the spinner paints them).
func (t *Table) placeWheel(s tbl.Placer, v layout.View) {
	sp := &t.spin
	if sp.front == noWheel {
		return
	}
	now := s.Now()
	sp.sync(now)
	if sp.pegs > 0 {
		if now < sp.landAt {
			s.Sfx(tickSound)
		}
		sp.pegs = 0
	}
	w := sp.wheels[sp.front]
	pres := w.Presence()
	if pres <= 0 {
		return
	}
	s.Veil(v, float32(0.62*pres))
	sp.cx, sp.cy, sp.r, sp.ty = wheelPlace(v)
	sp.pres, sp.fs = pres, s.Fonts()
	s.PaintWith(sp)
}

// Paint implements plan.Painter: the wheel in front and its title, where placeWheel put them.
func (sp *spinner) Paint(dst *ebiten.Image, v layout.View) {
	sp.wheels[sp.front].Draw(dst, v, sp.cx, sp.cy, sp.r, 1)
	x, y := v.ToDevice(sp.cx, sp.ty)
	sp.title.Draw(dst, sp.fs, v.Scale, x, y, text.AlignCenter, float32(sp.pres))
}

// wheelPlace is where the wheel in front stands on the screen v describes, design units:
// its centre and outer radius, and the foot of its title. (Its pointer stands above it by
// a tenth of its radius and its readout below by a fifth; the title goes over the pointer.)
func wheelPlace(v layout.View) (cx, cy, r, ty float64) {
	if v.Orientation == layout.Portrait {
		return 360, 660, 300, 290
	}
	return 640, 388, 268, 52
}

// wagerOf is the wager that spins wheel k.
func wagerOf(k int) table.Wager {
	if k == spinWheel {
		return cc.BonusSpin
	}
	return cc.Xtreme
}

// Prepare implements tbl.Preparer: it paints the next wheel of the table's wagers that is
// not painted for the screen v describes, so that the frame that first shows it does not.
func (t *Table) Prepare(s stage.Stage, v layout.View) (more bool) {
	sp := &t.spin
	_, _, r, _ := wheelPlace(v)
	R := v.Len(r)
	done := false
	for k := range numWheels {
		if !s.Offered(wagerOf(k)) || sp.painted[k] == R {
			continue
		}
		if done {
			return true
		}
		sp.painted[k], done = R, true
		if w, err := t.spinnerOf(s, k); err == nil {
			w.Prepare(v, r)
		}
	}
	return false
}

// wheelState is the spin of the round as the hook reports it.
func (t *Table) wheelState(s stage.Stage) *hook.WheelState {
	sp := &t.spin
	if sp.front == noWheel {
		return nil
	}
	sp.sync(s.Now())
	w := sp.wheels[sp.front]
	seg, done := w.Landed()
	ws := &hook.WheelState{Wheel: wheelNames[sp.front], Segment: sp.seg, Landed: done && seg == sp.seg}
	if d := t.wheelData(sp.front); d != nil && sp.seg < len(d.Segments) {
		ws.Prize = d.Segments[sp.seg].Symbol.String()
	}
	return ws
}

// errWheel is why a wheel could not be shown, for the tests.
func (sp *spinner) errWheel() error {
	if sp.err != nil {
		return fmt.Errorf("crisscross: the wheel: %w", sp.err)
	}
	return nil
}
