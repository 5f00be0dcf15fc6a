//go:build !js

package browsertest

import (
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"felt/web"
)

// Site is the web build of the game, served over HTTP for the length of a test.
type Site struct {
	// URL is the server's base address, without a trailing slash.
	URL string
	// Dir holds index.html, wasm_exec.js and felt.wasm.
	Dir string
}

// Serve builds the game for the browser from the module's source, as make wasm does, puts it
// in a temporary directory with web/index.html and the committed wasm_exec.js, and serves that
// directory with web.Handler on a local port until the test ends.
func Serve(t testing.TB) *Site {
	t.Helper()
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "felt.wasm"), ".")
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("browsertest: building the wasm: %v\n%s", err, out)
	}
	for _, f := range [][2]string{{"web/index.html", "index.html"}, {"wasm_exec.js", "wasm_exec.js"}, {"web/go-bold.ttf", "go-bold.ttf"}} {
		b, err := os.ReadFile(filepath.Join(root, f[0]))
		if err != nil {
			t.Fatalf("browsertest: %v", err)
		}
		if err := os.WriteFile(filepath.Join(dir, f[1]), b, 0o644); err != nil {
			t.Fatalf("browsertest: %v", err)
		}
	}
	h, err := web.NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() {
		srv.Close()
		h.Close()
	})
	return &Site{URL: srv.URL, Dir: dir}
}

// ModuleRoot returns the directory of the module's go.mod, found from the working directory
// up, as a test runs in its package's directory.
func ModuleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("browsertest: no go.mod above the working directory")
		}
		dir = parent
	}
}

// OutDir returns the git-ignored directory where browser tests leave their screenshots,
// out/browser under the module root, and makes it if needed.
func OutDir() (string, error) {
	root, err := ModuleRoot()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(root, "out", "browser")
	return dir, os.MkdirAll(dir, 0o755)
}
