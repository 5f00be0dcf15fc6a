package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestWebBuildLeavesOut checks that the web build does not link packages that were cut out
// of it for size (issue 18): Ebitengine's text/v2 and what it brings (render/text draws the
// Go fonts instead), and crypto/sha256 with the FIPS 140 module behind it (game/digest).
func TestWebBuildLeavesOut(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 50 {
		t.Fatalf("go list -deps gave %d packages", len(deps))
	}
	for _, d := range deps {
		for _, cut := range []string{
			"github.com/hajimehoshi/ebiten/v2/text/", "github.com/go-text/", "golang.org/x/image/tiff",
			"image/jpeg", "image/png", "golang.org/x/text/language", "crypto/",
		} {
			if strings.HasPrefix(d, cut) {
				t.Errorf("the web build links %s again (cut for size: see docs/performance.md)", d)
			}
		}
	}
}
