//go:build js

package input

import (
	"strconv"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// The page's record of the touches on the game's canvas (see touch.go) lives in the page, as
// window.feltTouches, made by the first pointer and shared by all:
//
//	seq   the number of touches recorded to their end
//	live  the touches down, by identifier: {id, began, x, y, seen}
//	done  the last doneKept touches that ended: the same, with ended, seq and cancel
//
// began and ended are the events' timeStamps (performance.now()'s clock: the time the
// screen felt the touch, not the time the page got round to it); x and y are where the
// touch went down, in CSS pixels of the viewport, as Ebitengine reads them; seen is the tick
// a pointer first saw the touch down at. Listeners on window, in the capture phase and
// passive, keep it: they cost a few calls into Go per touch, nothing per tick.
const (
	logName  = "feltTouches"
	doneKept = 16
)

// jsLog reads the page's record.
type jsLog struct {
	rec, live, done, perf js.Value
}

// pageLog returns the page's record of the touches, made the first time.
func pageLog() touchLog {
	w := js.Global()
	if !w.Get("addEventListener").Truthy() {
		return nil
	}
	rec := w.Get(logName)
	if !rec.Truthy() {
		rec = record(w)
	}
	return &jsLog{rec: rec, live: rec.Get("live"), done: rec.Get("done"), perf: w.Get("performance")}
}

// record makes the record and the listeners that keep it.
func record(w js.Value) js.Value {
	object := w.Get("Object")
	rec := object.New()
	live, done := object.New(), w.Get("Array").New()
	rec.Set("seq", 0)
	rec.Set("live", live)
	rec.Set("done", done)
	w.Set(logName, rec)
	start := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		at := e.Get("timeStamp")
		list := e.Get("changedTouches")
		for i := range list.Length() {
			t := list.Call("item", i)
			if tg := t.Get("target"); !tg.Truthy() || tg.Get("tagName").String() != "CANVAS" {
				continue
			}
			o := object.New()
			o.Set("id", t.Get("identifier"))
			o.Set("began", at)
			o.Set("x", t.Get("clientX"))
			o.Set("y", t.Get("clientY"))
			live.Set(strconv.Itoa(t.Get("identifier").Int()), o)
		}
		return nil
	})
	end := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		at := e.Get("timeStamp")
		cancel := e.Get("type").String() == "touchcancel"
		list := e.Get("changedTouches")
		for i := range list.Length() {
			key := strconv.Itoa(list.Call("item", i).Get("identifier").Int())
			o := live.Get(key)
			if !o.Truthy() {
				continue
			}
			live.Delete(key)
			n := rec.Get("seq").Int() + 1
			rec.Set("seq", n)
			o.Set("ended", at)
			o.Set("seq", n)
			o.Set("cancel", cancel)
			done.Call("push", o)
			if done.Length() > doneKept {
				done.Call("shift")
			}
		}
		return nil
	})
	opts := object.New()
	opts.Set("capture", true)
	opts.Set("passive", true)
	w.Call("addEventListener", "touchstart", start, opts)
	w.Call("addEventListener", "touchend", end, opts)
	w.Call("addEventListener", "touchcancel", end, opts)
	return rec
}

func (l *jsLog) Now() float64 { return l.perf.Call("now").Float() }

// scale is the number of device pixels in a CSS pixel, as Ebitengine maps the touches.
func scale() float64 {
	if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
		return m.DeviceScaleFactor()
	}
	return 1
}

func (l *jsLog) Began(id ebiten.TouchID, tick int64) (float64, int64, bool) {
	o := l.live.Get(strconv.Itoa(int(id)))
	if !o.Truthy() {
		// It ended since the loop looked: its end is in done.
		for i := l.done.Length() - 1; i >= 0; i-- {
			if d := l.done.Index(i); d.Get("id").Int() == int(id) {
				if !d.Get("seen").IsUndefined() {
					return 0, 0, false
				}
				o = d
				break
			}
		}
		if !o.Truthy() {
			return 0, 0, false
		}
	}
	seen := o.Get("seen")
	if seen.IsUndefined() {
		o.Set("seen", tick)
		return o.Get("began").Float(), tick, true
	}
	return o.Get("began").Float(), int64(seen.Int()), true
}

func (l *jsLog) Ended(dst []touchEnd, seq int) ([]touchEnd, int) {
	n := l.rec.Get("seq").Int()
	if n == seq {
		return dst, seq
	}
	k := scale()
	for i := range l.done.Length() {
		d := l.done.Index(i)
		if d.Get("seq").Int() <= seq {
			continue
		}
		dst = append(dst, touchEnd{
			id:    ebiten.TouchID(d.Get("id").Int()),
			began: d.Get("began").Float(), ended: d.Get("ended").Float(),
			x: d.Get("x").Float() * k, y: d.Get("y").Float() * k,
			seen:   !d.Get("seen").IsUndefined(),
			cancel: d.Get("cancel").Bool(),
		})
	}
	return dst, n
}
