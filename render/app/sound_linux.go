//go:build linux && !android

package app

import (
	"os"
	"path/filepath"
)

// soundAvailable reports whether the machine seems to have somewhere to play sound: a
// PulseAudio (or PipeWire) server or an ALSA device. Ebitengine stops the game when its audio
// device cannot be opened, so a machine without one (a server, a test under Xvfb) plays on
// in silence instead.
func soundAvailable() bool {
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "pulse", "native")); err == nil {
			return true
		}
	}
	pcm, _ := filepath.Glob("/dev/snd/pcmC*")
	return len(pcm) > 0
}
