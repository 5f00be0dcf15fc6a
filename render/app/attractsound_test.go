package app

import (
	"encoding/json"
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/audio"
	"felt/render/store"
)

// soundNow reads the sound attract mode plays at from the hook's state (attract.sound).
func soundNow(t *testing.T, a *App) string {
	t.Helper()
	var st struct {
		Attract *struct {
			Sound string `json:"sound"`
		} `json:"attract"`
	}
	if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
		t.Fatal(err)
	}
	if st.Attract == nil {
		t.Fatalf("attract mode is not on: %.200s", a.State())
	}
	return st.Attract.Sound
}

// TestAttractSound checks attract mode's sound: off until a person has touched the page
// whatever the setting, then the setting (low by default), which the settings page sets
// (off, low, on; nothing else), the store keeps and a new session reads; a session without
// sound (?mute=1) keeps attract mode silent even after a touch.
func TestAttractSound(t *testing.T) {
	mem := &store.Memory{}
	noDevice := func() (*audio.Player, error) { return nil, ErrNoSound }
	a, err := open(Options{Store: mem, Game: "crazy4", NoSplash: true, Speed: anim.Instant, SpeedSet: true, NewSound: noDevice})
	if err != nil {
		t.Fatal(err)
	}
	a.Update()
	act(t, a, "attract", "on", "")
	if s := soundNow(t, a); s != SoundOff {
		t.Errorf("attract mode's sound before a person touched the page: %q, want off", s)
	}
	act(t, a, "attract", "off", "")
	a.demo.prefs.touched = true // a click: the tests cannot give Ebitengine one
	act(t, a, "attract", "on", "")
	if s := soundNow(t, a); s != SoundLow {
		t.Errorf("attract mode's sound after a touch: %q, want low (the default)", s)
	}
	act(t, a, "screen", "settings", "")
	if r := a.Act("set", "attract=loud"); r == "" {
		t.Error("the settings page took attract sound loud")
	}
	act(t, a, "set", "attract=on", "")
	if st := a.State(); !strings.Contains(st, `"attractSound":"on"`) {
		t.Errorf("the settings page's state after attract=on: %.400s", st)
	}
	act(t, a, "back", "", "")
	act(t, a, "attract", "on", "")
	if s := soundNow(t, a); s != SoundOn {
		t.Errorf("attract mode's sound set on: %q", s)
	}
	if b, err := mem.Load(attractKey); err != nil || !strings.Contains(string(b), `"on"`) {
		t.Errorf("the store keeps %q (%v)", b, err)
	}

	again, err := open(Options{Store: mem, Game: "crazy4", NoSplash: true, Speed: anim.Instant, SpeedSet: true, NewSound: noDevice})
	if err != nil {
		t.Fatal(err)
	}
	if s := again.demo.prefs.AttractSound(); s != SoundOn {
		t.Errorf("the next session's attract sound: %q, want the setting kept, on", s)
	}

	muted, err := open(Options{Store: mem, Game: "crazy4", NoSplash: true, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	muted.Update()
	muted.demo.prefs.touched = true
	act(t, muted, "attract", "on", "")
	if s := soundNow(t, muted); s != SoundOff {
		t.Errorf("attract mode's sound in a session without sound: %q, want off", s)
	}
}
