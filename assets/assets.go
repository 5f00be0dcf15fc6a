// Package assets holds what the game embeds in its binary: for now the Kage shaders that paint
// the table. Sounds and images will join them here, with the code that generates them when we
// made them ourselves.
package assets

import (
	"embed"
	"fmt"
)

// shaders is the one embedded file system of the package; go:embed needs a package variable.
//
//go:embed shaders/*.kage
var shaders embed.FS

// Shader returns the source of the named Kage shader, such as "felt".
func Shader(name string) ([]byte, error) {
	b, err := shaders.ReadFile("shaders/" + name + ".kage")
	if err != nil {
		return nil, fmt.Errorf("assets: shader %q: %w", name, err)
	}
	return b, nil
}
