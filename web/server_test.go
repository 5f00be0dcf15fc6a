package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

func newTestHandler(t *testing.T) (*Handler, string) {
	t.Helper()
	dir := t.TempDir()
	files := map[string][]byte{
		"index.html":   bytes.Repeat([]byte("<p>felt</p>\n"), 200),
		"felt.wasm":    append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte{1, 2, 3, 4}, 4000)...),
		"wasm_exec.js": []byte("// small\n"),
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h, err := NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h, dir
}

func get(h http.Handler, path string, header ...string) *http.Response {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestWasmPlain(t *testing.T) {
	h, dir := newTestHandler(t)
	resp := get(h, "/felt.wasm")
	if resp.StatusCode != 200 {
		t.Fatalf("status %d", resp.StatusCode)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type = %q, want application/wasm", ct)
	}
	if ce := resp.Header.Get("Content-Encoding"); ce != "" {
		t.Errorf("Content-Encoding = %q for a client that did not ask for gzip", ce)
	}
	body, _ := io.ReadAll(resp.Body)
	want, _ := os.ReadFile(filepath.Join(dir, "felt.wasm"))
	if !bytes.Equal(body, want) {
		t.Error("plain body differs from the file")
	}
}

func TestWasmGzip(t *testing.T) {
	h, dir := newTestHandler(t)
	want, _ := os.ReadFile(filepath.Join(dir, "felt.wasm"))
	resp := get(h, "/felt.wasm", "Accept-Encoding", "br, gzip;q=0.8")
	if ce := resp.Header.Get("Content-Encoding"); ce != "gzip" {
		t.Fatalf("Content-Encoding = %q, want gzip", ce)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type = %q, want application/wasm", ct)
	}
	if n := resp.Header.Get(UncompressedLength); n != strconv.Itoa(len(want)) {
		t.Errorf("%s = %q, want %d", UncompressedLength, n, len(want))
	}
	raw, _ := io.ReadAll(resp.Body)
	if n := resp.Header.Get("Content-Length"); n != strconv.Itoa(len(raw)) {
		t.Errorf("Content-Length = %q, body has %d bytes", n, len(raw))
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	if !bytes.Equal(got, want) {
		t.Error("gunzipped body differs from the file")
	}

	// The same version is revalidated, not sent again.
	etag := resp.Header.Get("ETag")
	if resp := get(h, "/felt.wasm", "Accept-Encoding", "gzip", "If-None-Match", etag); resp.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation gave %d, want 304", resp.StatusCode)
	}

	// A rebuilt file is compressed again.
	next := append(want, 9, 9, 9)
	path := filepath.Join(dir, "felt.wasm")
	if err := os.WriteFile(path, next, 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Second)
	os.Chtimes(path, later, later)
	resp = get(h, "/felt.wasm", "Accept-Encoding", "gzip", "If-None-Match", etag)
	if resp.StatusCode != 200 || resp.Header.Get(UncompressedLength) != strconv.Itoa(len(next)) {
		t.Errorf("after a rebuild: status %d, %s %q", resp.StatusCode, UncompressedLength, resp.Header.Get(UncompressedLength))
	}
}

func TestIndex(t *testing.T) {
	h, _ := newTestHandler(t)
	for _, enc := range []string{"", "gzip"} {
		resp := get(h, "/?seed=7&speed=instant", "Accept-Encoding", enc)
		if resp.StatusCode != 200 {
			t.Fatalf("%q: status %d", enc, resp.StatusCode)
		}
		if ct := resp.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("%q: Content-Type = %q", enc, ct)
		}
		if cc := resp.Header.Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("%q: Cache-Control = %q, want no-cache", enc, cc)
		}
	}
}

func TestSmallFilesAndMisses(t *testing.T) {
	h, _ := newTestHandler(t)
	if resp := get(h, "/wasm_exec.js", "Accept-Encoding", "gzip"); resp.Header.Get("Content-Encoding") != "" {
		t.Error("a file under 1 KiB should not be compressed")
	}
	if resp := get(h, "/felt.wasm", "Accept-Encoding", "gzip;q=0"); resp.Header.Get("Content-Encoding") != "" {
		t.Error("gzip;q=0 refuses gzip")
	}
	if resp := get(h, "/nope.wasm", "Accept-Encoding", "gzip"); resp.StatusCode != 404 {
		t.Errorf("missing file: status %d, want 404", resp.StatusCode)
	}
	if resp := get(h, "/../../etc/passwd"); resp.StatusCode != 404 {
		t.Errorf("escaping the directory: status %d, want 404", resp.StatusCode)
	}
}
