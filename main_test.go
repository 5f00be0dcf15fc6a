package main

import (
	"io"
	"testing"

	"felt/render/anim"
)

func TestParseFlags(t *testing.T) {
	cfg, err := parseFlags([]string{"-width=720", "-height", "1280", "-seed=3", "-speed=fast"}, false, io.Discard)
	if err != nil || cfg.width != 720 || cfg.height != 1280 || cfg.fullscreen || cfg.seed != 3 || cfg.speed != anim.Fast || !cfg.speedSet {
		t.Errorf("got %+v, %v", cfg, err)
	}
	if _, err := parseFlags([]string{"-deck=7"}, false, io.Discard); err == nil {
		t.Error("an unknown flag on the command line should be an error")
	}
	if _, err := parseFlags([]string{"-width=0"}, false, io.Discard); err == nil {
		t.Error("a zero width should be an error")
	}
	if _, err := parseFlags([]string{"-speed=warp"}, false, io.Discard); err == nil {
		t.Error("an unknown speed should be an error")
	}
	if cfg, _ := parseFlags(nil, false, io.Discard); cfg.speedSet || cfg.seed != 0 {
		t.Errorf("defaults: %+v", cfg)
	}
}

func TestParseFlagsWeb(t *testing.T) {
	// The page passes its whole query string; what we do not know is ignored.
	cfg, err := parseFlags([]string{"-seed=3", "-speed=instant", "-fullscreen", "-utm_source=x"}, true, io.Discard)
	if err != nil || !cfg.fullscreen || cfg.width != 1280 || cfg.seed != 3 || cfg.speed != anim.Instant {
		t.Errorf("got %+v, %v", cfg, err)
	}
}
