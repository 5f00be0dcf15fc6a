// Package paint holds the shared drawing tools of the front end: the palette of docs/art.md and a
// Brush that draws text, lines and small shapes in device pixels without allocating.
package paint

import "github.com/hajimehoshi/ebiten/v2"

// Color is an opaque sRGB colour written 0xRRGGBB. It implements color.Color.
type Color uint32

// The palette of the art direction.
const (
	// Felt is the table's deep green baize.
	Felt Color = 0x0B5D3B
	// Rail is the dark leather of the padded rail.
	Rail Color = 0x3A2418
	// Brass is the thin line along the rail and the brass print on the felt.
	Brass Color = 0xC9A44C
	// Ink is the warm off-white in which the layout is printed on the felt.
	Ink Color = 0xF2E8CF
	// Night is the dark, warm room around the table.
	Night Color = 0x120C08
	// Red is the red of hearts and diamonds.
	Red Color = 0xC62828
	// Black is the black of spades and clubs.
	Black Color = 0x1B1B1B
	// Blue is the diamonds of the four-colour deck.
	Blue Color = 0x1565C0
	// Green is the clubs of the four-colour deck.
	Green Color = 0x2E7D32
	// BackRed is the lattice of the red-backed deck.
	BackRed Color = 0x8E1B1B
	// BackBlue is the lattice of the blue-backed deck.
	BackBlue Color = 0x1B3A8E
)

// Bytes returns the red, green and blue channels.
func (c Color) Bytes() (r, g, b uint8) {
	return uint8(c >> 16), uint8(c >> 8), uint8(c)
}

// RGBA implements color.Color.
func (c Color) RGBA() (r, g, b, a uint32) {
	r8, g8, b8 := c.Bytes()
	return uint32(r8) * 0x101, uint32(g8) * 0x101, uint32(b8) * 0x101, 0xffff
}

// Floats returns the channels as numbers from 0 to 1, as a shader uniform wants them.
func (c Color) Floats() [3]float32 {
	r, g, b := c.Bytes()
	return [3]float32{float32(r) / 255, float32(g) / 255, float32(b) / 255}
}

// Scale returns a colour scale that tints white to c at the given opacity (0 to 1).
func (c Color) Scale(alpha float32) ebiten.ColorScale {
	f := c.Floats()
	var s ebiten.ColorScale
	s.SetR(f[0] * alpha)
	s.SetG(f[1] * alpha)
	s.SetB(f[2] * alpha)
	s.SetA(alpha)
	return s
}
