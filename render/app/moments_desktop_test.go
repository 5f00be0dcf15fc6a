//go:build !js

package app

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/parent"
	"felt/render/store"
)

// TestKeepMoment keeps a moment as the desktop does: the round's code in a text file, and a
// still picture of the table, painted in Update at the size of the last frame drawn.
func TestKeepMoment(t *testing.T) {
	dir := t.TempDir()
	a, err := open(Options{NoSplash: true, Store: &store.Memory{}, Game: "crazy4", Speed: anim.Instant, SpeedSet: true, Moments: dir})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(640, 400)
	run(t, a, screen, 3)
	keepMoment(dir, &parent.TableState{Game: "crazy4", Round: 7}, "C4-TEST-CODE", a.stack.table(), picture{a.shown(), a.view, a.frame.w, a.frame.h})
	txt, _ := filepath.Glob(filepath.Join(dir, "crazy4-round-7-*.txt"))
	pics, _ := filepath.Glob(filepath.Join(dir, "crazy4-round-7-*.png"))
	if len(txt) != 1 || len(pics) != 1 {
		t.Fatalf("kept %v and %v; want one text and one picture", txt, pics)
	}
	b, err := os.ReadFile(txt[0])
	if err != nil || !strings.Contains(string(b), "felt -code C4-TEST-CODE") || !strings.Contains(string(b), "no real money") {
		t.Errorf("the text: %q, %v", b, err)
	}
	f, err := os.Open(pics[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 400 {
		t.Fatalf("the picture is %v; want the frame's 640x400", b)
	}
	// The table's felt covers most of the picture: green over red and blue.
	green, n := 0, 0
	for y := 20; y < 400; y += 40 {
		for x := 20; x < 640; x += 40 {
			r, g, b, _ := img.At(x, y).RGBA()
			n++
			if g > r && g > b {
				green++
			}
		}
	}
	if 2*green < n {
		t.Errorf("%d of %d points of the picture are the felt's green; want most", green, n)
	}
}
