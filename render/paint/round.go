package paint

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Round shapes (circles, rings, arcs, rounded rectangles and their frames) are drawn by a
// shader that works out, for each pixel of one quad around the shape, how much of the pixel
// the shape covers from its distance to the shape's edge. Filling their paths with
// vector.FillPath instead takes a stencil pass per sub-pixel sample over a polygon of many
// segments: a few hundred vertices a circle where the shader needs four, hundreds of
// megabytes of queued vertices for a printed felt on a 3x phone (kept by Ebitengine's
// command queue as its capacity), and the software renderers of a test or a browser without
// a GPU paint every pass.

// roundSource is the shader of circles, rings and arcs. A vertex's source position is the
// pixel's offset from the centre; Custom0..3 are the outer and inner radii and the angles the
// arc runs between, clockwise (the same angle twice: the whole circle).
const roundSource = `//kage:unit pixels

package main

func Fragment(dstPos vec4, srcPos vec2, color vec4, custom vec4) vec4 {
	d := length(srcPos)
	cover := clamp(custom.x-d+0.5, 0, 1) * clamp(d-custom.y+0.5, 0, 1)
	span := custom.w - custom.z
	if span > 0 {
		// Inside the arc: past its first edge and short of its last, by the distance to
		// each edge's line (both for an arc of up to half a turn, either for a longer one).
		e0 := dot(srcPos, vec2(-sin(custom.z), cos(custom.z)))
		e1 := dot(srcPos, vec2(sin(custom.w), -cos(custom.w)))
		e := min(e0, e1)
		if span > 3.14159265 {
			e = max(e0, e1)
		}
		cover *= clamp(e+0.5, 0, 1)
	}
	return color * cover
}
`

// boxSource is the shader of rounded rectangles and their frames. A vertex's source position
// is the pixel's offset from the rectangle's centre; Custom0..3 are its half width and half
// height, its corners' radius, and the width of the frame (0: filled).
const boxSource = `//kage:unit pixels

package main

func Fragment(dstPos vec4, srcPos vec2, color vec4, custom vec4) vec4 {
	q := abs(srcPos) - custom.xy + custom.z
	d := length(max(q, 0)) + min(max(q.x, q.y), 0) - custom.z
	if custom.w > 0 {
		d = abs(d) - custom.w/2
	}
	return color * clamp(0.5-d, 0, 1)
}
`

// shaders are the two compiled shaders, made at the first round shape drawn in the process:
// they are constants of the program, compiled once.
type shaders struct {
	round, box *ebiten.Shader
}

// compiled returns the process's shaders, compiling them at the first call.
var compiled = sync.OnceValue(func() shaders {
	return shaders{round: mustShader(roundSource), box: mustShader(boxSource)}
})

// mustShader compiles src, a constant of this file: an error is a mistake in it.
func mustShader(src string) *ebiten.Shader {
	s, err := ebiten.NewShader([]byte(src))
	if err != nil {
		panic("paint: a shape shader does not compile: " + err.Error())
	}
	return s
}

// quad draws, with shader sh, the quad round cx, cy that reaches ex along the direction at
// angle a (radians, clockwise from the right) and ey across it, each pixel's source position
// its offset from cx, cy in those directions, with the color c at alpha and the shape's four
// values p.
func (b *Brush) quad(dst *ebiten.Image, sh *ebiten.Shader, cx, cy, ex, ey, a float64, c Color, alpha float32, p [4]float32) {
	b.quadIdx = [6]uint16{0, 1, 2, 1, 3, 2}
	f := c.Floats()
	cos, sin := 1.0, 0.0
	if a != 0 {
		sin, cos = math.Sincos(a)
	}
	for i := range b.quadVtx {
		u, v := ex, ey
		if i&1 == 0 {
			u = -ex
		}
		if i < 2 {
			v = -ey
		}
		b.quadVtx[i] = ebiten.Vertex{
			DstX: float32(cx + u*cos - v*sin), DstY: float32(cy + u*sin + v*cos),
			SrcX: float32(u), SrcY: float32(v),
			ColorR: f[0] * alpha, ColorG: f[1] * alpha, ColorB: f[2] * alpha, ColorA: alpha,
			Custom0: p[0], Custom1: p[1], Custom2: p[2], Custom3: p[3],
		}
	}
	dst.DrawTrianglesShader(b.quadVtx[:], b.quadIdx[:], sh, &b.shape)
}

// round draws the part of the ring from radius ri to ro round x, y between the angles a0 and
// a1 (clockwise; equal angles: the whole ring).
func (b *Brush) round(dst *ebiten.Image, x, y, ro, ri, a0, a1 float64, c Color, alpha float32) {
	if dst == nil || ro <= 0 || ri >= ro {
		return
	}
	if a1 != a0 {
		// The arc runs clockwise from a0, less than a whole turn.
		a0 = math.Mod(a0, 2*math.Pi)
		if a0 < 0 {
			a0 += 2 * math.Pi
		}
		span := math.Mod(a1-a0, 2*math.Pi)
		if span <= 0 {
			span += 2 * math.Pi
		}
		a1 = a0 + span
		if span >= 2*math.Pi-1e-9 {
			a0, a1 = 0, 0
		}
	}
	m := ro + 1
	b.quad(dst, compiled().round, x, y, m, m, 0, c, alpha,
		[4]float32{float32(ro), float32(ri), float32(a0), float32(a1)})
}

// box draws the rectangle of half width hw and half height hh round cx, cy, turned by the
// angle a, with corners of radius rad, filled (width 0) or framed by a line of width
// centred on its edge.
func (b *Brush) box(dst *ebiten.Image, cx, cy, hw, hh, rad, width, a float64, c Color, alpha float32) {
	if dst == nil || hw <= 0 || hh <= 0 {
		return
	}
	rad = math.Max(0, math.Min(rad, math.Min(hw, hh)))
	m := 1 + width/2
	b.quad(dst, compiled().box, cx, cy, hw+m, hh+m, a, c, alpha,
		[4]float32{float32(hw), float32(hh), float32(rad), float32(width)})
}
