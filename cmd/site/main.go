// Command site writes the site a static host serves as it is (make wasm runs it): the pages
// pointing at content-hashed file names, a .br and a .gz beside each large file, and the
// service worker that keeps the game playable offline (felt/web's Build).
//
//	go run ./cmd/site [-src web] [-out web/site]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"felt/web"
)

func main() {
	src := flag.String("src", "web", "directory holding the pages and the built game (felt.wasm, wasm_exec.js)")
	out := flag.String("out", "web/site", "directory to write the site into (emptied first, if it is a site)")
	brotli := flag.Int("brotli", 0, "brotli quality of the wasm (0: 6; 11 is smaller and takes minutes)")
	flag.Parse()
	names, err := web.Build(*src, *out, web.Options{Brotli: *brotli})
	if err != nil {
		fmt.Fprintln(os.Stderr, "site:", err)
		os.Exit(1)
	}
	keys := make([]string, 0, len(names))
	for k := range names {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("site: %s → %s\n", k, filepath.Join(*out, names[k]))
	}
}
