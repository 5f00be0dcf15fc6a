package crazy4

import (
	"testing"

	"felt/render/anim"
	"felt/render/command"

	"github.com/hajimehoshi/ebiten/v2"
)

// This file's test runs last (files run in the order of their names): its large screens slow
// down the tests' software renderer for whatever runs after them.

// TestScreens draws each phase of a round in both orientations and at twice the density,
// and leaves the pictures in out/desktop/ to look at.
func TestScreens(t *testing.T) {
	for _, sz := range []struct {
		name string
		w, h int
	}{{"landscape", 1280, 800}, {"portrait", 720, 1280}, {"landscape@2x", 2560, 1600}} {
		s := newScene(t, 5, anim.Instant, nil)
		screen := ebiten.NewImage(sz.w, sz.h)
		save := func(phase string) {
			frame(t, s, screen)
			if sz.name == "landscape@2x" && phase != "3-decision" {
				return // one picture at 2x: reading back large screens is slow here
			}
			writePNG(t, screen, sz.name+"-"+phase)
		}
		save("1-empty")
		bet(t, s)
		save("2-bets")
		act(t, s, command.Deal, "")
		save("3-decision")
		act(t, s, command.Play, "1")
		save("4-settled")
		act(t, s, command.Help, "on")
		save("5-help")
	}
}
