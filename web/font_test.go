package web

import (
	"bytes"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
)

// The loader prints the game's name in the font the game's title is drawn in (Go Bold,
// render/fonts), so that it does not jump from a fallback to the game's at the first frame:
// the page serves the very font the game embeds, preloads it and waits for it.
func TestLoaderFont(t *testing.T) {
	got, err := os.ReadFile("go-bold.ttf")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, gobold.TTF) {
		t.Error("web/go-bold.ttf differs from the Go Bold the game embeds (golang.org/x/image/font/gofont/gobold): copy it again")
	}
	page, err := os.ReadFile("index.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<link rel="preload" href="go-bold.ttf" as="font"`, `src: url("go-bold.ttf")`, "font-display: block", `font-family: "Felt Title"`} {
		if !strings.Contains(string(page), want) {
			t.Errorf("index.html has no %s", want)
		}
	}
	h, err := NewHandler(".")
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/go-bold.ttf", nil))
	if ct := rec.Header().Get("Content-Type"); rec.Code != 200 || ct != "font/ttf" {
		t.Errorf("go-bold.ttf served with %d, %q; want 200, font/ttf", rec.Code, ct)
	}
}
