package attract

import (
	"felt/render/layout"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// The loop paces the app's frames as a table does (render/app's Quiet and Pacer): while the
// loop's table moves every tick is drawn; between its movements the loop is a slow picture
// (the invite breathes, a caption comes and goes), drawn twenty times a second rather than
// sixty.

// Motion says how the loop's picture changes with time.
func (l *Loop) Motion() table.Motion {
	sc := l.Table()
	if sc == nil || l.cap.fading() {
		return table.Moving
	}
	return max(sc.Pace().Motion(), table.Slow)
}

// Changes counts the changes of the loop's picture that do not come with time.
func (l *Loop) Changes() uint64 {
	n := l.changes + l.cap.changes
	if sc := l.Table(); sc != nil {
		n += sc.Pace().Changes()
	}
	return n
}

// DrawMeter is false: the loop's frames are drawn whole.
func (l *Loop) DrawMeter(*ebiten.Image, layout.View) bool { return false }

// Wake is a tick: the loop never sleeps.
func (l *Loop) Wake() int { return 1 }

// Pass lets n ticks go by at once at the loop's table.
func (l *Loop) Pass(n int) {
	if sc := l.Table(); sc != nil {
		sc.Pace().Pass(n)
	}
}

// CatchUp brings the loop's table up to date after n ticks the page was hidden.
func (l *Loop) CatchUp(n int) {
	if sc := l.Table(); sc != nil {
		sc.Pace().CatchUp(n)
	}
}
