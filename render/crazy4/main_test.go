package crazy4

import (
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

func TestMain(m *testing.M) { ebitentest.MainMixed(m) }

// newScene makes a Crazy 4 Poker table of the default configuration.
func newScene(t testing.TB, o tbl.Options) *tbl.Scene {
	t.Helper()
	return tabletest.New(t, New(nil), o)
}

// newPlanned is newScene for a test that only lays the table out: it runs with no display.
func newPlanned(t testing.TB, o tbl.Options) *tbl.Scene {
	t.Helper()
	return tabletest.NewPlanned(t, New(nil), o)
}

// seeded is the options of a session dealt from seed at speed, keeping what it saves in st
// (nil: nothing).
func seeded(seed uint64, speed anim.Speed, st store.Store) tbl.Options {
	return tbl.Options{Seed: seed, Speed: speed, Store: st}
}

// writePNG keeps a picture of pixels w by h as out/desktop/name.
func writePNG(t testing.TB, name string, px []byte, w, h int) {
	t.Helper()
	tabletest.WritePixels(t, px, w, h, tabletest.OutDir(t, ""), strings.TrimSuffix(name, ".png"))
}
