package keep

import (
	"testing"

	"felt/render/anim"
)

// TestPrefs checks the table's settings kept: put and taken back they are the same; bad
// volumes and speeds leave the defaults; calm motion follows the system's wish until the
// player chose it, and an older save's calm motion on was the player's choice.
func TestPrefs(t *testing.T) {
	p := DefaultPrefs(false)
	p.Speed, p.FourColour, p.Muted, p.Effects, p.Ambience, p.HideMates, p.Hints = anim.Fast, true, true, 40, 70, true, true
	var st Settings
	p.Put(&st)
	back := DefaultPrefs(false)
	if back.Take(st); back != p {
		t.Errorf("put and taken back: %+v, want %+v", back, p)
	}
	bad, over := -5, 101
	back = DefaultPrefs(true)
	if back.Take(Settings{Speed: "warp", Effects: &bad, Ambience: &over}); back != DefaultPrefs(true) {
		t.Errorf("bad settings taken: %+v, want the defaults %+v", back, DefaultPrefs(true))
	}
	if back.Take(Settings{Reduced: true}); !back.Reduced || !back.Chosen {
		t.Errorf("an older save's calm motion: %+v, want it on and chosen", back)
	}
}
