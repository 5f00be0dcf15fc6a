package crisscross

import (
	"felt/render/ebitentest"
	"felt/render/tabletest"
	"testing"

	"felt/render/anim"
)

// This file's tests run last (files run in the order of their names): their large screens
// slow down the tests' software renderer for whatever runs after them.

// bet places the antes, the Five Card Bonus and both wheels' wagers.
func bet(t *testing.T, s interface{ Act(string, string) string }) {
	t.Helper()
	for _, c := range [][2]string{{"chip", "5"}, {"bet", "ante"}, {"bet", "ante"}, {"bet", "fiveCard"}, {"bet", "bonusSpin"}, {"bet", "xtreme"}} {
		if msg := s.Act(c[0], c[1]); msg != "" {
			t.Fatalf("%s %s: %s", c[0], c[1], msg)
		}
	}
}

// TestScreens draws each phase of a round in both orientations, and leaves the pictures in
// out/desktop/crisscross/ to look at.
func TestScreens(t *testing.T) {
	for _, sz := range []struct {
		name string
		w, h int
	}{{"landscape", 1280, 800}, {"portrait", 720, 1280}} {
		s, _ := newScene(t, seeded(5, anim.Instant))
		screen := ebitentest.Target(sz.w, sz.h)
		save := func(phase string) {
			tabletest.Frame(t, s, screen)
			writePNG(t, screen, sz.name+"-"+phase)
		}
		save("1-empty")
		bet(t, s)
		save("2-bets")
		tabletest.Act(t, s, "deal", "")
		save("3-across")
		tabletest.Act(t, s, "play", "3")
		save("4-down")
		tabletest.Act(t, s, "play", "2")
		save("5-middle")
		tabletest.Act(t, s, "play", "1")
		save("6-settled")
		tabletest.Act(t, s, "help", "on")
		save("7-help")
	}
}
