package table_test

import (
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/audio"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/menu"
	"felt/render/settings"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// TestPreferences checks the player's settings the table keeps beyond the quiet buttons':
// the two volumes, the table-mates shown and hints. Each command changes its setting and
// the hook's state, the volumes reach the sound player's channels, a bad argument is
// refused and changes nothing, and everything survives a new table on the same store (the
// table's settings are their one source of truth). It needs no display.
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
	s, _ := newDuelTable(t, o)
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
		if msg := s.Hook().Act(bad[0], bad[1]); msg == "" || !strings.Contains(strings.ToLower(msg), "bad argument") {
			t.Errorf("%s %q was not refused: %q", bad[0], bad[1], msg)
		}
	}
	if again := tabletest.State(t, s); again.Effects != 40 || again.Ambience != 30 {
		t.Errorf("a refused volume changed the settings: %d, %d", again.Effects, again.Ambience)
	}
	tabletest.Act(t, s, "effects", "down")
	tabletest.Act(t, s, "effects", "down")
	// A new table on the same store: the settings come back, and reach the sound.
	snd.SetLevel(audio.Effects, 1)
	r, _ := newDuelTable(t, o)
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
	u, _ := newDuelTable(t, o)
	if st := tabletest.State(t, u); st.Effects != 100 || st.Ambience != 0 || !st.ShowMates || st.Hints || !st.FourColour {
		t.Errorf("an older save: effects %d, ambience %d, mates shown %v, hints %v, four colours %v", st.Effects, st.Ambience, st.ShowMates, st.Hints, st.FourColour)
	}
	snd.SetLevel(audio.Ambience, 0)
}

// TestReducedMotionPreference: the system's prefers-reduced-motion turns calm motion on at a
// new table, until the player chooses; the player's choice is kept and wins over the
// system's from then on, either way. It needs no display.
func TestReducedMotionPreference(t *testing.T) {
	st := &store.Memory{}
	open := func(system bool) (reduced, chosen bool) {
		t.Helper()
		s, _ := newDuelTable(t, tbl.Options{Store: st, ReducedMotion: system})
		return tabletest.State(t, s).Reduced, s.Preferences().MotionChosen
	}
	if reduced, chosen := open(true); !reduced || chosen {
		t.Fatal("the system's preference did not turn calm motion on")
	}
	if reduced, _ := open(false); reduced {
		t.Fatal("calm motion stayed on after the system stopped asking for it, though the player never chose")
	}
	// The player turns it off while the system asks for it: off it stays.
	s, _ := newDuelTable(t, tbl.Options{Store: st, ReducedMotion: true})
	tabletest.Act(t, s, "motion", "off")
	if reduced, chosen := open(true); reduced || !chosen {
		t.Error("the player's calm motion off gave way to the system's preference")
	}
	// And on while the system does not ask.
	s, _ = newDuelTable(t, tbl.Options{Store: st})
	tabletest.Act(t, s, "motion", "on")
	if reduced, _ := open(false); !reduced {
		t.Error("the player's calm motion on did not stay")
	}
}

// TestSettingsPage changes every setting through the settings page and finds it changed at
// the table (its one source of truth), then in a new table on the same store. It needs no
// display but for the pictures asked for (FELT_PICTURES=1).
func TestSettingsPage(t *testing.T) {
	st := &store.Memory{}
	o := tbl.Options{Speed: anim.Normal, Store: st}
	s, _ := newDuelTable(t, o)
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	page := settings.New(tabletest.Host{T: s}, fs, nil)
	scr := menu.New(page, fs, func() {})
	for _, set := range []string{"effects=40", "ambience=20", "speed=fast", "fourcolour=on", "calm=on", "mates=off", "hints=on", "sound=off", "reminder=30"} {
		if msg := scr.Act("set", set); msg != "" {
			t.Fatalf("set %s: %s", set, msg)
		}
	}
	want := tbl.Preferences{Speed: "fast", FourColour: true, Reduced: true, MotionChosen: true, Muted: true, Effects: 40, Ambience: 20, Mates: false, Hints: true, Reminder: 30}
	if got := s.Preferences(); got != want {
		t.Errorf("the table's settings are %+v, want %+v", got, want)
	}
	// (The tests' tables take the speed asked for, as ?speed= does, over the saved one.)
	r, _ := newDuelTable(t, o)
	got := r.Preferences()
	if got.Speed = want.Speed; got != want {
		t.Errorf("a new table on the same store has %+v, want %+v", got, want)
	}
	dir := tabletest.OutDir(t, "help")
	for _, pv := range tabletest.PageViews() {
		if !tabletest.Pictures(t) {
			break
		}
		img := ebitentest.Target(int(pv.V.Width), int(pv.V.Height))
		scr.Draw(img, pv.V)
		px := make([]byte, 4*int(pv.V.Width)*int(pv.V.Height))
		img.ReadPixels(px)
		tabletest.WritePixels(t, px, int(pv.V.Width), int(pv.V.Height), dir, "settings-"+pv.Name)
	}
	if msg := scr.Act("set", "effects=loud"); msg == "" {
		t.Error("a volume the page does not offer was taken")
	}
}
