package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/andybalholm/brotli"
)

// The site a static host serves as it is (make wasm writes it into web/site/; cmd/site).
//
// Every file but the pages and the service worker carries a hash of its content in its
// name (felt.3f9c0a1b2d.wasm), and the pages point at those names: such a file never
// changes, so it is cached for a year (Handler), and a new build is new names. Beside each
// large file lie its .br and .gz, which the handler (or any static host that knows them)
// sends by Accept-Encoding. sw.js, the service worker, keeps the game playable offline after
// the first visit.

// Assets are the files the pages point at, in the source directory.
var Assets = []string{"felt.wasm", "wasm_exec.js", "go-bold.ttf", "cover.jpg"}

// Pages are the pages of the site, kept under their own names.
var Pages = []string{"index.html", "embed.html"}

// Worker is the service worker's file name.
const Worker = "sw.js"

// marker is the file that says a directory is a site Build wrote, which it may empty.
const marker = ".felt-site"

// hashLen is how many hex digits of the SHA-256 a hashed name carries.
const hashLen = 10

// hashed matches a hashed file name.
var hashed = regexp.MustCompile(`\.[0-9a-f]{10}\.[a-z0-9]+$`)

// Hashed reports whether a file name carries its content's hash (and never changes).
func Hashed(name string) bool { return hashed.MatchString(name) }

// Options tune Build.
type Options struct {
	// Brotli is the brotli quality of the files over a megabyte (the wasm); smaller ones
	// are compressed at 11. 0 is 6: 11 takes minutes for the wasm.
	Brotli int
}

// Build writes the site into dst from the files in src (the Assets and Pages, as make wasm
// leaves them in web/), and returns the hashed names by source name. dst is emptied first;
// it must be missing or a site Build wrote.
func Build(src, dst string, o Options) (map[string]string, error) {
	if err := clean(dst); err != nil {
		return nil, err
	}
	names := map[string]string{}
	var files []string
	for _, a := range Assets {
		b, err := os.ReadFile(filepath.Join(src, a))
		if err != nil {
			return nil, fmt.Errorf("web: the site needs %s: %w", a, err)
		}
		sum := sha256.Sum256(b)
		ext := filepath.Ext(a)
		name := strings.TrimSuffix(a, ext) + "." + hex.EncodeToString(sum[:])[:hashLen] + ext
		names[a] = name
		files = append(files, name)
		if err := write(dst, name, b, o); err != nil {
			return nil, err
		}
	}
	var kept []string // what the game's page points at, which the service worker keeps
	for _, p := range Pages {
		b, err := os.ReadFile(filepath.Join(src, p))
		if err != nil {
			return nil, fmt.Errorf("web: the site needs %s: %w", p, err)
		}
		b = Point(b, names)
		if p == "index.html" {
			for _, f := range files {
				if bytes.Contains(b, []byte(f)) {
					kept = append(kept, f)
				}
			}
		}
		if err := write(dst, p, b, o); err != nil {
			return nil, err
		}
	}
	if err := write(dst, Worker, worker(kept), o); err != nil {
		return nil, err
	}
	return names, os.WriteFile(filepath.Join(dst, marker), nil, 0o644)
}

// clean empties dst, if it is a site Build wrote, or makes it. The directory itself stays,
// so that a server serving it (make serve) serves the new site.
func clean(dst string) error {
	if _, err := os.Stat(dst); errors.Is(err, os.ErrNotExist) {
		return os.MkdirAll(dst, 0o755)
	}
	if _, err := os.Stat(filepath.Join(dst, marker)); err != nil {
		return fmt.Errorf("web: %s is not a site this build wrote (no %s): not emptying it", dst, marker)
	}
	entries, err := os.ReadDir(dst)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if err := os.RemoveAll(filepath.Join(dst, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

// Point rewrites a page's references to the assets ("felt.wasm", 'felt.wasm',
// url("go-bold.ttf")) into their hashed names.
func Point(page []byte, names map[string]string) []byte {
	for a, h := range names {
		re := regexp.MustCompile(`(["'(])` + regexp.QuoteMeta(a) + `(["')])`)
		page = re.ReplaceAll(page, []byte("${1}"+h+"${2}"))
	}
	return page
}

// write writes one file of the site, and its .br and .gz when it is large enough to be
// worth it and of a kind that compresses.
func write(dst, name string, b []byte, o Options) error {
	path := filepath.Join(dst, name)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return err
	}
	if len(b) < minCompress || !compressible(name) {
		return nil
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if _, err := zw.Write(b); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	q := 11
	if len(b) > 1<<20 {
		q = o.Brotli
		if q == 0 {
			q = 6
		}
	}
	var br bytes.Buffer
	bw := brotli.NewWriterOptions(&br, brotli.WriterOptions{Quality: q, LGWin: 24})
	if _, err := bw.Write(b); err != nil {
		return err
	}
	if err := bw.Close(); err != nil {
		return err
	}
	if err := os.WriteFile(path+".gz", gz.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(path+".br", br.Bytes(), 0o644)
}

// worker returns the service worker: it keeps the game's page and the hashed files it points
// at, so that the game opens without the network after a first visit. The hashed files come from its cache
// (they never change); a page comes from the network when there is one (a new build is new
// names in it), else from the cache. Its version is its list's: a new build installs anew,
// and the old caches go.
func worker(files []string) []byte {
	list, _ := json.Marshal(files)
	sum := sha256.Sum256(list)
	version := hex.EncodeToString(sum[:])[:hashLen]
	return []byte(strings.NewReplacer("{{VERSION}}", version, "{{FILES}}", string(list)).Replace(workerJS))
}

// workerJS is the service worker's source; {{VERSION}} and {{FILES}} are filled in.
const workerJS = `'use strict';
// Felt's service worker (written by make wasm: web/site.go). It keeps the game playable
// without the network once it has been opened.
const CACHE = 'felt-{{VERSION}}';
const FILES = {{FILES}};
const PAGES = ['./', 'index.html'];

self.addEventListener('install', (e) => {
  // The hashed files are in the browser's HTTP cache after the visit that installs this.
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.concat(PAGES))).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('felt-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  const name = new URL(req.url).pathname.split('/').pop();
  if (FILES.includes(name)) {
    e.respondWith(caches.match(req, { ignoreSearch: true }).then((r) => r || fetch(req)));
    return;
  }
  if (req.mode === 'navigate' || name === '' || name.endsWith('.html')) {
    e.respondWith(fetch(req).then((r) => {
      if (r.ok) {
        const copy = r.clone();
        caches.open(CACHE).then((c) => c.put(new URL(req.url).pathname, copy));
      }
      return r;
    }).catch(() => caches.match(new URL(req.url).pathname).then((r) => r || caches.match('index.html'))));
  }
});
`
