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

// Site is the web build of the game, served over HTTP for a test binary's tests.
type Site struct {
	// URL is the server's base address, without a trailing slash.
	URL string
	// Dir holds the site as make wasm writes it (web.Build): the pages, the hashed files
	// with their .br and .gz, and the service worker.
	Dir string
	// Names are the hashed names of the site's files, by their source names ("felt.wasm").
	Names map[string]string
}

// Serve returns the game's site for the browser, built at the test binary's first Serve: the
// game built from the module's source, as make wasm does, made into the site with web/'s
// pages and the committed wasm_exec.js (web.Build, the wasm's brotli at quality 1: the tests
// need it quick, not small), and served with web.Handler on a local port until Main ends
// (or the binary exits).
func Serve(t testing.TB) *Site {
	t.Helper()
	return ServeSite(t, web.Options{Brotli: 1})
}

// ServeSite is Serve with the site built at the options o (make wasm's: web.Options{}). The
// sites of a test binary share one build of the wasm.
func ServeSite(t testing.TB, o web.Options) *Site {
	t.Helper()
	site, err := shared.site(o)
	if err != nil {
		t.Fatalf("browsertest: %v", err)
	}
	return site
}

// buildSource builds the wasm into a temporary directory with the files web.Build makes a
// site of, and returns the directory.
func buildSource() (string, error) {
	root, err := ModuleRoot()
	if err != nil {
		return "", err
	}
	src, err := os.MkdirTemp("", "browsertest-src-*")
	if err != nil {
		return "", err
	}
	fail := func(err error) (string, error) {
		os.RemoveAll(src)
		return "", err
	}
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(src, "felt.wasm"), ".")
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		return fail(fmt.Errorf("building the wasm: %v\n%s", err, out))
	}
	copies := [][2]string{{"wasm_exec.js", "wasm_exec.js"}}
	for _, name := range append(web.Pages[:len(web.Pages):len(web.Pages)], web.Assets...) {
		if name != "felt.wasm" && name != "wasm_exec.js" {
			copies = append(copies, [2]string{filepath.Join("web", name), name})
		}
	}
	for _, f := range copies {
		b, err := os.ReadFile(filepath.Join(root, f[0]))
		if err == nil {
			err = os.WriteFile(filepath.Join(src, f[1]), b, 0o644)
		}
		if err != nil {
			return fail(err)
		}
	}
	return src, nil
}

// buildSite makes the site of the files in src at the options o in a temporary directory
// and serves it, and returns what stops the server and removes the site.
func buildSite(src string, o web.Options) (*Site, func(), error) {
	tmp, err := os.MkdirTemp("", "browsertest-site-*")
	if err != nil {
		return nil, nil, err
	}
	dir := filepath.Join(tmp, "site")
	names, err := web.Build(src, dir, o)
	var h *web.Handler
	if err == nil {
		h, err = web.NewHandler(dir)
	}
	if err != nil {
		os.RemoveAll(tmp)
		return nil, nil, err
	}
	srv := httptest.NewServer(h)
	return &Site{URL: srv.URL, Dir: dir, Names: names}, func() {
		srv.Close()
		h.Close()
		os.RemoveAll(tmp)
	}, nil
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
