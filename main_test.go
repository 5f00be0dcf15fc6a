package main

import (
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"felt/render/anim"
)

func TestParseFlags(t *testing.T) {
	cfg, _, err := parseFlags([]string{"-width=720", "-height", "1280", "-seed=3", "-speed=fast"}, false, io.Discard)
	if err != nil || cfg.width != 720 || cfg.height != 1280 || cfg.fullscreen || cfg.seed != 3 || cfg.speed != anim.Fast || !cfg.speedSet {
		t.Errorf("got %+v, %v", cfg, err)
	}
	if _, _, err := parseFlags([]string{"-deck=7"}, false, io.Discard); err == nil {
		t.Error("an unknown flag on the command line should be an error")
	}
	if _, _, err := parseFlags([]string{"-width=0"}, false, io.Discard); err == nil {
		t.Error("a zero width should be an error")
	}
	if _, _, err := parseFlags([]string{"-speed=warp"}, false, io.Discard); err == nil {
		t.Error("an unknown speed should be an error")
	}
	if cfg, _, _ := parseFlags(nil, false, io.Discard); cfg.speedSet || cfg.seed != 0 {
		t.Errorf("defaults: %+v", cfg)
	}
}

func TestParseFlagsWeb(t *testing.T) {
	// The page passes the parameters it knows; what the game does not know is ignored.
	cfg, notes, err := parseFlags([]string{"-seed=3", "-speed=instant", "-fullscreen", "-utm_source=x", "-demo=on"}, true, io.Discard)
	if err != nil || len(notes) != 0 || !cfg.fullscreen || !cfg.demo || cfg.width != 1280 || cfg.seed != 3 || cfg.speed != anim.Instant {
		t.Errorf("got %+v, %q, %v", cfg, notes, err)
	}
}

// A bad value of a known parameter never stops the game: it is refused with a note that
// echoes a few characters of it at most, and the default is used.
func TestParseFlagsWebRefuses(t *testing.T) {
	long := strings.Repeat("9", 9000)
	for _, c := range []struct {
		arg  string
		ok   func(config) bool
		word string
	}{
		{"-seed=-1", func(c config) bool { return c.seed == 0 }, "seed"},
		{"-seed=abc", func(c config) bool { return c.seed == 0 }, "seed"},
		{"-seed=" + long, func(c config) bool { return c.seed == 0 }, "seed"},
		{"-seed=99999999999999999999", func(c config) bool { return c.seed == 0 }, "seed"},
		{"-seed", func(c config) bool { return c.seed == 0 }, "seed"},
		{"-speed=bogus", func(c config) bool { return !c.speedSet && c.speed == anim.Speed(0) }, "speed"},
		{"-demo=junk", func(c config) bool { return !c.demo }, "demo"},
		{"-game=poker", func(c config) bool { return c.game == "" }, "game"},
		{"-width=-5", func(c config) bool { return c.width == 1280 }, "width"},
	} {
		cfg, notes, err := parseFlags([]string{c.arg, "-speed=fast"}, true, io.Discard)
		if err != nil || !c.ok(cfg) && c.word != "speed" || len(notes) != 1 || !strings.Contains(notes[0], c.word) {
			t.Errorf("%.40s: %+v, %q, %v", c.arg, cfg, notes, err)
		}
		if c.word != "speed" && (cfg.speed != anim.Fast || !cfg.speedSet) {
			t.Errorf("%.40s: the good parameter after it was lost: %+v", c.arg, cfg)
		}
		if len(notes) == 1 && (utf8.RuneCountInString(notes[0]) > 90 || strings.Contains(notes[0], long[:30])) {
			t.Errorf("%.40s: the note %q", c.arg, notes[0])
		}
	}
	// Only the first few arguments are read.
	many := make([]string, 1000)
	for i := range many {
		many[i] = "-seed=x"
	}
	if _, notes, _ := parseFlags(many, true, io.Discard); len(notes) > maxParams {
		t.Errorf("%d notes", len(notes))
	}
}

// FuzzParseFlagsWeb reads any query the page can pass: the game always starts, with good
// values, and its notes are short.
func FuzzParseFlagsWeb(f *testing.F) {
	f.Add("-seed=7&-speed=instant&-demo")
	f.Add("-seed=-1&-speed=bogus&-demo=junk&-game=\x00")
	f.Add("-width=0&-height=99999999&-fullscreen=maybe&--seed==3")
	f.Fuzz(func(t *testing.T, query string) {
		cfg, notes, err := parseFlags(strings.Split(query, "&"), true, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.width < 1 || cfg.height < 1 || cfg.speed < anim.Slow || cfg.speed > anim.Instant || (cfg.game != "" && cfg.game != "crazy4" && cfg.game != "crisscross") {
			t.Fatalf("config %+v", cfg)
		}
		for _, n := range notes {
			if utf8.RuneCountInString(n) > 100 {
				t.Fatalf("a note of %d characters", utf8.RuneCountInString(n))
			}
		}
	})
}
