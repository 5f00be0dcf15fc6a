// Package web serves the browser build of the game (the files in this directory: index.html,
// wasm_exec.js and the compiled felt.wasm), builds the site a static host serves as it is
// (site.go: hashed names, precompressed files, a service worker), and holds the tests that
// load it in a browser.
//
// The handler serves .wasm as application/wasm; a file whose name carries its hash is cached
// for a year, immutable, anything else revalidated. It sends the precompressed .br or .gz
// beside a file by Accept-Encoding; without one, to browsers that accept gzip, it compresses
// the large text and wasm files once per version of the file and keeps the result in memory.
// A compressed response carries the uncompressed size in X-Uncompressed-Length, so that the
// page's progress bar can count the bytes it reads against the right total.
package web

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// UncompressedLength is the response header that gives a gzip-encoded file's size before
// compression.
const UncompressedLength = "X-Uncompressed-Length"

// minCompress is the size below which a file is not worth compressing.
const minCompress = 1024

// Handler serves the files of one directory. Make one with NewHandler.
type Handler struct {
	root  *os.Root
	files http.Handler

	mu    sync.Mutex
	cache map[string]*compressed
}

// compressed is a gzip-encoded copy of one version of a file.
type compressed struct {
	modTime time.Time
	size    int64
	data    []byte
	etag    string
}

// NewHandler returns a handler for the files under dir. Requests cannot reach outside it.
func NewHandler(dir string) (*Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	return &Handler{
		root:  root,
		files: http.FileServerFS(root.FS()),
		cache: make(map[string]*compressed),
	}, nil
}

// Close releases the directory.
func (h *Handler) Close() error {
	return h.root.Close()
}

// ServeHTTP implements http.Handler.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	hdr := w.Header()
	if Hashed(name) {
		// A file named by its content's hash never changes: a new build is a new name.
		hdr.Set("Cache-Control", Immutable)
	} else {
		// Always revalidate: a rebuilt game must never be mixed with a cached page.
		hdr.Set("Cache-Control", "no-cache")
	}
	if ct := contentType(name); ct != "" {
		hdr.Set("Content-Type", ct)
	}
	if (r.Method == http.MethodGet || r.Method == http.MethodHead) && compressible(name) && h.precompressed(w, r, strings.TrimPrefix(name, "/")) {
		return
	}
	if (r.Method == http.MethodGet || r.Method == http.MethodHead) && compressible(name) && acceptsGzip(r) {
		if c, err := h.gzipped(strings.TrimPrefix(name, "/")); err == nil && c != nil {
			h.serveGzip(w, r, c)
			return
		}
	}
	h.files.ServeHTTP(w, r)
}

// Immutable is the Cache-Control of a file whose name carries its content's hash.
const Immutable = "public, max-age=31536000, immutable"

// precompressed serves the .br or .gz that lies beside the named file (the site's, web/site),
// the best the request accepts, and reports whether it did.
func (h *Handler) precompressed(w http.ResponseWriter, r *http.Request, name string) bool {
	for _, enc := range [...]struct{ coding, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !accepts(r, enc.coding) {
			continue
		}
		orig, err := h.root.Stat(name)
		if err != nil || !orig.Mode().IsRegular() {
			return false
		}
		f, err := h.root.Open(name + enc.ext)
		if err != nil {
			continue
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		hdr := w.Header()
		hdr.Add("Vary", "Accept-Encoding")
		hdr.Set("Content-Encoding", enc.coding)
		hdr.Set(UncompressedLength, strconv.FormatInt(orig.Size(), 10))
		hdr.Set("ETag", fmt.Sprintf(`"%x-%x-%s"`, info.ModTime().UnixNano(), info.Size(), enc.coding))
		http.ServeContent(w, r, name, info.ModTime(), f)
		return true
	}
	return false
}

func (h *Handler) serveGzip(w http.ResponseWriter, r *http.Request, c *compressed) {
	hdr := w.Header()
	hdr.Add("Vary", "Accept-Encoding")
	hdr.Set("ETag", c.etag)
	hdr.Set("Last-Modified", c.modTime.UTC().Format(http.TimeFormat))
	if inm := r.Header.Get("If-None-Match"); inm != "" && strings.Contains(inm, c.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	hdr.Set("Content-Encoding", "gzip")
	hdr.Set("Content-Length", strconv.Itoa(len(c.data)))
	hdr.Set(UncompressedLength, strconv.FormatInt(c.size, 10))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(c.data)
	}
}

// gzipped returns the compressed copy of the named file, compressing it if it is new or has
// changed. It returns nil, nil when the file is not a regular file worth compressing.
func (h *Handler) gzipped(name string) (*compressed, error) {
	info, err := h.root.Stat(name)
	if err != nil || !info.Mode().IsRegular() || info.Size() < minCompress {
		return nil, err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if c := h.cache[name]; c != nil && c.modTime.Equal(info.ModTime()) && c.size == info.Size() {
		return c, nil
	}
	raw, err := fs.ReadFile(h.root.FS(), name)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(raw); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	c := &compressed{
		modTime: info.ModTime(),
		size:    int64(len(raw)),
		data:    buf.Bytes(),
		etag:    fmt.Sprintf(`"%x-%x-gz"`, info.ModTime().UnixNano(), len(raw)),
	}
	h.cache[name] = c
	return c, nil
}

func contentType(name string) string {
	switch path.Ext(name) {
	case ".wasm":
		return "application/wasm"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".html":
		return "text/html; charset=utf-8"
	case ".ttf":
		return "font/ttf"
	}
	return mime.TypeByExtension(path.Ext(name))
}

func compressible(name string) bool {
	switch path.Ext(name) {
	case ".wasm", ".js", ".html", ".css", ".json", ".svg", ".txt", ".ttf":
		return true
	}
	return false
}

// acceptsGzip reports whether the request's Accept-Encoding allows gzip.
func acceptsGzip(r *http.Request) bool { return accepts(r, "gzip") }

// accepts reports whether the request's Accept-Encoding allows a content coding.
func accepts(r *http.Request, want string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), want) && strings.TrimSpace(coding) != "*" {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		if q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
			return false
		}
		return true
	}
	return false
}
