// Package fonts loads the Go font family and makes faces sized in device pixels.
package fonts

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

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

// The styles, after ART.md: Regular for text, Medium and Bold for labels and buttons, Mono for
// numbers that change, so that digits do not jump.
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

// Set is the parsed font family. Parse it once with Load and share it.
type Set struct {
	sources [4]*text.GoTextFaceSource
}

// Load parses the Go fonts.
func Load() (*Set, error) {
	var s Set
	for style, ttf := range [...][]byte{Regular: goregular.TTF, Medium: gomedium.TTF, Bold: gobold.TTF, Mono: gomono.TTF} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			return nil, fmt.Errorf("fonts: parsing %v: %w", Style(style), err)
		}
		s.sources[style] = src
	}
	return &s, nil
}

// Face returns a new face of the given style whose em is size device pixels. To draw text
// crisply, give the size in device pixels (design size times the view's scale), and draw at
// device pixels. Faces are cheap, but keep the ones a frame uses rather than making them in
// every frame, and change their Size field when the view changes.
func (s *Set) Face(style Style, size float64) *text.GoTextFace {
	if style < Regular || style > Mono {
		style = Regular
	}
	return &text.GoTextFace{Source: s.sources[style], Size: size}
}
