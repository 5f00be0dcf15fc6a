package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// buildTestSite builds a site of small stand-ins for the assets and web/'s own pages.
func buildTestSite(t *testing.T) (string, map[string]string) {
	t.Helper()
	src := t.TempDir()
	files := map[string][]byte{
		"felt.wasm":    append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte{1, 2, 3, 4}, 4000)...),
		"wasm_exec.js": bytes.Repeat([]byte("// the runtime\n"), 200),
	}
	for _, name := range append(Pages[:len(Pages):len(Pages)], "go-bold.ttf", "cover.jpg") {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		files[name] = b
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(src, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dst := filepath.Join(t.TempDir(), "site")
	names, err := Build(src, dst, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return dst, names
}

func TestBuildSite(t *testing.T) {
	dst, names := buildTestSite(t)
	page, err := os.ReadFile(filepath.Join(dst, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range Assets {
		h := names[a]
		if !Hashed(h) {
			t.Errorf("%s is named %q, without its hash", a, h)
		}
		if _, err := os.Stat(filepath.Join(dst, h)); err != nil {
			t.Error(err)
		}
		if a != "cover.jpg" && !bytes.Contains(page, []byte(h)) {
			t.Errorf("index.html does not point at %s", h)
		}
	}
	for _, plain := range []string{`'felt.wasm'`, `"wasm_exec.js"`, `"go-bold.ttf"`} {
		if bytes.Contains(page, []byte(plain)) {
			t.Errorf("index.html still points at %s", plain)
		}
	}
	// The wasm's .br and .gz hold the wasm; the jpeg has neither (it does not compress).
	raw, _ := os.ReadFile(filepath.Join(dst, names["felt.wasm"]))
	for ext, open := range map[string]func(io.Reader) (io.Reader, error){
		".gz": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		".br": func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
	} {
		f, err := os.Open(filepath.Join(dst, names["felt.wasm"]+ext))
		if err != nil {
			t.Fatal(err)
		}
		r, err := open(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(r)
		f.Close()
		if err != nil || !bytes.Equal(got, raw) {
			t.Errorf("the wasm's %s does not give the wasm back (%v)", ext, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dst, names["cover.jpg"]+".gz")); err == nil {
		t.Error("the jpeg was gzipped")
	}
	sw, _ := os.ReadFile(filepath.Join(dst, Worker))
	if !bytes.Contains(sw, []byte(`"`+names["felt.wasm"]+`"`)) {
		t.Error("the service worker does not keep the wasm")
	}
	// A second build into the same place empties it first; a directory it did not write is
	// left alone.
	if _, err := Build(t.TempDir(), dst, Options{}); err == nil {
		t.Error("a build from an empty directory did not fail")
	}
	other := t.TempDir()
	os.WriteFile(filepath.Join(other, "keep"), nil, 0o644)
	if _, err := Build(dst, other, Options{}); err == nil || !strings.Contains(err.Error(), "not a site") {
		t.Errorf("Build into a directory it did not write: %v", err)
	}
}

func TestServeSite(t *testing.T) {
	dst, names := buildTestSite(t)
	h, err := NewHandler(dst)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	wasm := "/" + names["felt.wasm"]
	raw, _ := os.ReadFile(filepath.Join(dst, names["felt.wasm"]))
	for _, c := range []struct{ accept, coding string }{{"gzip, deflate, br", "br"}, {"gzip", "gzip"}, {"", ""}, {"br;q=0, gzip", "gzip"}} {
		resp := get(h, wasm, "Accept-Encoding", c.accept)
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != c.coding {
			t.Errorf("Accept-Encoding %q: %d, Content-Encoding %q; want 200, %q", c.accept, resp.StatusCode, resp.Header.Get("Content-Encoding"), c.coding)
		}
		if cc := resp.Header.Get("Cache-Control"); cc != Immutable {
			t.Errorf("the hashed wasm's Cache-Control is %q", cc)
		}
		if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("Content-Type %q", ct)
		}
		if c.coding != "" && resp.Header.Get(UncompressedLength) != "16008" {
			t.Errorf("%s = %q, want the wasm's 16008", UncompressedLength, resp.Header.Get(UncompressedLength))
		}
		if c.coding == "" && !bytes.Equal(body, raw) {
			t.Error("the plain wasm is not the wasm")
		}
	}
	resp := get(h, "/", "Accept-Encoding", "br")
	if resp.Header.Get("Cache-Control") != "no-cache" || resp.Header.Get("Content-Encoding") != "br" {
		t.Errorf("the page: Cache-Control %q, Content-Encoding %q; want no-cache, br", resp.Header.Get("Cache-Control"), resp.Header.Get("Content-Encoding"))
	}
	etag := resp.Header.Get("ETag")
	if again := get(h, "/", "Accept-Encoding", "br", "If-None-Match", etag); etag == "" || again.StatusCode != http.StatusNotModified {
		t.Errorf("the page again with its ETag %q: %d, want 304", etag, again.StatusCode)
	}
}
