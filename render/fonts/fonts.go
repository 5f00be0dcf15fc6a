// Package fonts loads the Go font family and makes faces sized in device pixels.
package fonts

import (
	"embed"
	"fmt"

	"felt/render/text"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
)

// files holds the Go fonts (golang.org/x/image/font/gofont/ttfs, whose README in ttf/ is
// their licence) cut to the characters the game prints, listed in ttf/CHARSET: Basic Latin,
// Latin-1, and the punctuation, arrows, signs and card suits the code uses. The glyphs kept
// are the originals; the hinting programs are left out, as the faces are drawn unhinted.
// Tests check that every character of the code's strings is there, and that the glyphs are
// the full fonts'. `make fonts` cuts them again. The four full fonts weigh 631 KB (292 KB
// gzipped) in the web build; these weigh 101 KB (56 KB). go:embed needs a package
// variable; nothing writes it.
//
//go:embed ttf/*.ttf ttf/CHARSET
var files embed.FS

// fileOf names the font file of a style.
func fileOf(s Style) string {
	return "ttf/" + map[Style]string{Regular: "Go-Regular", Medium: "Go-Medium", Bold: "Go-Bold", Mono: "Go-Mono"}[s] + ".ttf"
}

// The type sizes of the art direction, in design units.
const (
	Caption = 12
	Small   = 14
	Body    = 18
	Heading = 24
	Title   = 36
	Display = 56
)

// Style picks a member of the family.
type Style int

// The styles, after docs/art.md (Type): Regular for text, Medium and Bold for labels and buttons,
// Mono for numbers that change, so that digits do not jump.
const (
	Regular Style = iota
	Medium
	Bold
	Mono
)

// String names the style.
func (s Style) String() string {
	switch s {
	case Regular:
		return "Go Regular"
	case Medium:
		return "Go Medium"
	case Bold:
		return "Go Bold"
	case Mono:
		return "Go Mono"
	}
	return fmt.Sprintf("fonts.Style(%d)", int(s))
}

// Set is the parsed font family and a cache of faces by style and size. Parse it once with
// Load and share it.
//
// Faces are x/image OpenType faces drawn by render/text (text/v2's GoXFace without the
// rest of text/v2) rather than text/v2's GoTextFace: the layout prints Latin labels and
// numbers, which need no complex shaping, and leaving out the shaping engine made the web
// build about 0.9 MB smaller gzipped (4.31 MB against 3.39 MB for an otherwise empty app,
// measured with Go 1.26.8); leaving out the rest of text/v2 saved 0.26 MB more.
type Set struct {
	fonts [4]*opentype.Font
	faces map[faceKey]text.Face
}

type faceKey struct {
	style Style
	size  int // in quarter pixels
}

// maxFaces bounds the cache: each window size asks for a handful of sizes, and a resize asks
// for new ones, so old sizes are dropped wholesale when the cache fills.
const maxFaces = 96

// Load parses the Go fonts.
func Load() (*Set, error) {
	s := &Set{faces: make(map[faceKey]text.Face)}
	for style := range s.fonts {
		ttf, err := files.ReadFile(fileOf(Style(style)))
		if err != nil {
			return nil, fmt.Errorf("fonts: %v: %w", Style(style), err)
		}
		f, err := opentype.Parse(ttf)
		if err != nil {
			return nil, fmt.Errorf("fonts: parsing %v: %w", Style(style), err)
		}
		s.fonts[style] = f
	}
	return s, nil
}

// Face returns the face of the given style whose em is size device pixels, rounded to a
// quarter pixel. To draw text crisply, give the size in device pixels (design size times the
// view's scale) and draw at device pixels. Faces are cached: asking again for the same style
// and size returns the same face, with its glyph cache, without allocating.
func (s *Set) Face(style Style, size float64) text.Face {
	if style < Regular || style > Mono {
		style = Regular
	}
	k := faceKey{style, int(size*4 + 0.5)}
	if k.size < 4 {
		k.size = 4
	}
	if f, ok := s.faces[k]; ok {
		return f
	}
	face, err := opentype.NewFace(s.fonts[style], &opentype.FaceOptions{
		Size:    float64(k.size) / 4,
		DPI:     72,
		Hinting: font.HintingNone,
	})
	if err != nil {
		// NewFace fails only on a non-positive size or a nil font, which Face rules out.
		return s.faces[faceKey{Regular, 4 * Body}]
	}
	if len(s.faces) >= maxFaces {
		clear(s.faces)
	}
	f := text.NewFace(face)
	s.faces[k] = f
	return f
}

// Font returns the parsed font of the given style, for drawing its glyphs' outlines as
// vector paths (an unknown style gives Regular). The font is shared: use it with an
// sfnt.Buffer of your own.
func (s *Set) Font(style Style) *sfnt.Font {
	if style < Regular || style > Mono {
		style = Regular
	}
	return s.fonts[style]
}
