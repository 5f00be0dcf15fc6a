package main

import (
	"io"
	"testing"
)

func TestParseFlags(t *testing.T) {
	cfg, err := parseFlags([]string{"-width=720", "-height", "1280"}, false, io.Discard)
	if err != nil || cfg.width != 720 || cfg.height != 1280 || cfg.fullscreen {
		t.Errorf("got %+v, %v", cfg, err)
	}
	if _, err := parseFlags([]string{"-seed=3"}, false, io.Discard); err == nil {
		t.Error("an unknown flag on the command line should be an error")
	}
	if _, err := parseFlags([]string{"-width=0"}, false, io.Discard); err == nil {
		t.Error("a zero width should be an error")
	}
}

func TestParseFlagsWeb(t *testing.T) {
	// The page passes its whole query string; what we do not know yet is for later.
	cfg, err := parseFlags([]string{"-seed=3", "-speed=instant", "-fullscreen", "-utm_source=x"}, true, io.Discard)
	if err != nil || !cfg.fullscreen || cfg.width != 1280 {
		t.Errorf("got %+v, %v", cfg, err)
	}
}
