// Package felt paints the table: the green baize with its lamp light and weave, and the padded
// leather rail with its brass line, in one pass of a shader. It is meant to be painted once per
// screen size into a paint.Layer, together with whatever is printed on the felt.
package felt

import (
	"fmt"
	"math"

	"felt/assets"
	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// The table's proportions, in design units.
const (
	// RailWidth is the width of the leather rail along the edges of the screen.
	RailWidth = 28
	// CornerRadius is the radius of the felt's corners inside the rail.
	CornerRadius = 40
	// BrassWidth is the width of the brass line between rail and felt.
	BrassWidth = 2
)

// Table paints the table. Make one with New and share it between scenes; it is not safe for
// concurrent use.
type Table struct {
	shader   *ebiten.Shader
	uniforms map[string]any
	size     [2]float32
}

// New compiles the table's shader.
func New() (*Table, error) {
	src, err := assets.Shader("felt")
	if err != nil {
		return nil, err
	}
	sh, err := ebiten.NewShader(src)
	if err != nil {
		return nil, fmt.Errorf("felt: compiling the shader: %w", err)
	}
	fc, rc, bc := paint.Felt.Floats(), paint.Rail.Floats(), paint.Brass.Floats()
	return &Table{
		shader: sh,
		uniforms: map[string]any{
			"FeltColor":  fc[:],
			"RailColor":  rc[:],
			"BrassColor": bc[:],
		},
	}, nil
}

// Felt returns the part of the screen inside the rail and its brass line, in design units.
func Felt(v layout.View) layout.Rect {
	return v.Visible().Inset(RailWidth + BrassWidth)
}

// Paint paints the table over the whole of dst, which v describes. It implements
// paint.Painter.
func (t *Table) Paint(dst *ebiten.Image, v layout.View) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	t.size = [2]float32{float32(w), float32(h)}
	t.uniforms["Size"] = t.size[:]
	t.uniforms["Scale"] = float32(v.Scale)
	t.uniforms["Rail"] = float32(v.Len(RailWidth))
	t.uniforms["Radius"] = float32(v.Len(CornerRadius))
	t.uniforms["Brass"] = float32(math.Max(1.5, v.Len(BrassWidth)))
	dst.DrawRectShader(w, h, t.shader, &ebiten.DrawRectShaderOptions{Uniforms: t.uniforms})
}
