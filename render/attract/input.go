package attract

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input watches for a person at the screen: any click, touch, key or turn of the wheel, and
// the pointer moving. It allocates nothing.
type Input struct {
	keys    [8]ebiten.Key
	touches [4]ebiten.TouchID
	x, y    int
	placed  bool
}

// Read reports whether a person touched the game since the last tick (a click, a touch, a
// key, the wheel: what ends attract mode) and whether the pointer moved (which only counts
// as someone there).
func (in *Input) Read() (touched, moved bool) {
	touched = len(inpututil.AppendJustPressedKeys(in.keys[:0])) > 0 ||
		len(inpututil.AppendJustPressedTouchIDs(in.touches[:0])) > 0
	for _, b := range [...]ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle} {
		touched = touched || inpututil.IsMouseButtonJustPressed(b)
	}
	if wx, wy := ebiten.Wheel(); wx != 0 || wy != 0 {
		touched = true
	}
	x, y := ebiten.CursorPosition()
	moved = in.placed && (x != in.x || y != in.y)
	in.x, in.y, in.placed = x, y, true
	return touched, moved
}
