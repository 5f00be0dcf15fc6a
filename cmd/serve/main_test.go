package main

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestWithQuery: the bare address opens with the query (make demo's attract mode); an
// address with a query of its own, and every other path, are served as they are.
func TestWithQuery(t *testing.T) {
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusTeapot) })
	h := withQuery(ok, "mode=attract")
	for path, want := range map[string]int{"/": http.StatusFound, "/?mode=kiosk": http.StatusTeapot, "/felt.wasm": http.StatusTeapot} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != want {
			t.Errorf("%s: %d, want %d", path, rec.Code, want)
		}
		if want == http.StatusFound && rec.Header().Get("Location") != "/?mode=attract" {
			t.Errorf("%s: to %q", path, rec.Header().Get("Location"))
		}
	}
	if withQuery(ok, "") == nil {
		t.Error("no handler without a query")
	}
}
