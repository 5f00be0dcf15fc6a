package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// The mouse's left button. Ebitengine stamps each press and release with the tick that
// reports it, so a click pressed and released between two ticks is both just pressed and
// just released in the next one: it is a Tap in that tick. (Read as "pressed, then not pressed
// any more", it waited for a later tick, and a loop asleep at rest runs none until the next
// input: on a loaded machine, where the click was over before its tick ran, one click on a
// button did nothing, and the next did both.) A press seen down keeps the frames coming
// (Pressing) until its release is read.

// mouseState is the left button and the cursor in a tick, device pixels.
type mouseState struct {
	x, y              float64
	justPressed, down bool // down: pressed now, or pressed in this tick
	justReleased      bool
}

// Mouse reads Ebitengine's mouse.
func (s *ebitenScreen) Mouse() mouseState {
	x, y := ebiten.CursorPositionF()
	return mouseState{
		x: x, y: y,
		justPressed:  inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		down:         ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		justReleased: inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft),
	}
}

// updateMouse reads the left button this tick: a press starts, a release near where it went
// down is a Tap, in the tick that reports it.
func (p *Pointer) updateMouse(m mouseState) {
	if m.justPressed {
		p.mouse = press{x: m.x, y: m.y, lastX: m.x, lastY: m.y}
		p.mouseOn = true
		p.touched = false
	}
	if !p.mouseOn {
		return
	}
	p.track(&p.mouse, m.x, m.y)
	if !m.down || m.justReleased {
		p.mouseOn = false
		if !p.mouse.moved {
			p.add(Tap, p.mouse.x, p.mouse.y)
		}
	}
}
