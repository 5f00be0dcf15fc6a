package crazy4

import (
	"slices"
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/audio"
	"felt/render/ebitentest"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// TestPreferences checks the player's settings the table keeps beyond the quiet buttons':
// the two volumes, the table-mates shown and hints. Each command changes its setting and
// the hook's state, the volumes reach the sound player's channels, a bad argument is
// refused and changes nothing, and everything survives a new scene on the same store (the
// table's settings are their one source of truth).
func TestPreferences(t *testing.T) {
	ctx := eaudio.CurrentContext()
	if ctx == nil {
		ctx = eaudio.NewContext(48000)
	}
	snd, err := audio.New(ctx)
	if err != nil {
		t.Fatal(err)
	}
	st := &store.Memory{}
	o := tbl.Options{Speed: anim.Instant, Store: st, Sound: snd}
	s := newScene(t, o)
	got := tabletest.State(t, s)
	if got.Effects != 100 || got.Ambience != 0 || !got.ShowMates || got.Hints {
		t.Fatalf("defaults: effects %d, ambience %d, mates shown %v, hints %v", got.Effects, got.Ambience, got.ShowMates, got.Hints)
	}
	tabletest.Act(t, s, "effects", "40")
	tabletest.Act(t, s, "ambience", "25%")
	tabletest.Act(t, s, "ambience", "up")
	tabletest.Act(t, s, "mates", "off")
	tabletest.Act(t, s, "hints", "")
	got = tabletest.State(t, s)
	if got.Effects != 40 || got.Ambience != 30 || got.ShowMates || !got.Hints {
		t.Errorf("after the commands: effects %d, ambience %d, mates shown %v, hints %v; want 40, 30, false, true",
			got.Effects, got.Ambience, got.ShowMates, got.Hints)
	}
	if e, a := snd.Level(audio.Effects), snd.Level(audio.Ambience); e != 0.4 || a != 0.3 {
		t.Errorf("the sound's levels are %v and %v, want 0.4 and 0.3", e, a)
	}
	p := s.Preferences()
	if p.Effects != 40 || p.Ambience != 30 || p.Mates || !p.Hints || p.Speed != "instant" || s.MatesShown() {
		t.Errorf("Preferences %+v", p)
	}
	for _, bad := range [][2]string{{"effects", "101"}, {"effects", "-1"}, {"ambience", "loud"}, {"effects", ""}, {"mates", "maybe"}} {
		if msg := s.Act(bad[0], bad[1]); msg == "" || !strings.Contains(strings.ToLower(msg), "bad argument") {
			t.Errorf("%s %q was not refused: %q", bad[0], bad[1], msg)
		}
	}
	if again := tabletest.State(t, s); again.Effects != 40 || again.Ambience != 30 {
		t.Errorf("a refused volume changed the settings: %d, %d", again.Effects, again.Ambience)
	}
	tabletest.Act(t, s, "effects", "down")
	tabletest.Act(t, s, "effects", "down")
	// A new scene on the same store: the settings come back, and reach the sound.
	snd.SetLevel(audio.Effects, 1)
	r := newScene(t, o)
	back := tabletest.State(t, r)
	if back.Effects != 20 || back.Ambience != 30 || back.ShowMates || !back.Hints {
		t.Errorf("kept: effects %d, ambience %d, mates shown %v, hints %v; want 20, 30, false, true", back.Effects, back.Ambience, back.ShowMates, back.Hints)
	}
	if e := snd.Level(audio.Effects); e != 0.2 {
		t.Errorf("the kept effects' volume reached the sound as %v, want 0.2", e)
	}
	// A save of an older version, without the new fields, leaves the defaults.
	old := &store.Memory{}
	if err := old.Save("settings", []byte(`{"speed":"fast","fourColour":true}`)); err != nil {
		t.Fatal(err)
	}
	o.Store = old
	u := tabletest.State(t, newScene(t, o))
	if u.Effects != 100 || u.Ambience != 0 || !u.ShowMates || u.Hints || !u.FourColour {
		t.Errorf("an older save: effects %d, ambience %d, mates shown %v, hints %v, four colours %v", u.Effects, u.Ambience, u.ShowMates, u.Hints, u.FourColour)
	}
	snd.SetLevel(audio.Ambience, 0)
}

// TestMatesHidden checks that hiding the table-mates takes their cards and chips off the
// picture, leaves the round alone, and that showing them again gives the same picture.
func TestMatesHidden(t *testing.T) {
	s := newScene(t, seeded(7, anim.Instant, nil))
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "deal", "")
	screen := ebitentest.Target(1280, 800)
	tabletest.Settle(t, s, screen, 600)
	before := tabletest.State(t, s)
	shown := tabletest.Picture(s, screen)
	tabletest.Act(t, s, "mates", "off")
	hidden := tabletest.Picture(s, screen)
	after := tabletest.State(t, s)
	if n := tabletest.Differs(shown, hidden, 1280); n < 5000 {
		t.Errorf("hiding the table-mates changed %d pixels, want their cards and chips gone", n)
	}
	if after.Phase != before.Phase || after.Round != before.Round || !slices.Equal(after.Cards, before.Cards) || len(after.Mates) != len(before.Mates) {
		t.Error("hiding the table-mates changed the round")
	}
	tabletest.Act(t, s, "mates", "on")
	if n := tabletest.Differs(shown, tabletest.Picture(s, screen), 1280); n != 0 {
		t.Errorf("showing the table-mates again differs from before in %d pixels", n)
	}
}
