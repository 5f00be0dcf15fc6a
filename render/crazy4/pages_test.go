package crazy4

import (
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/menu"
	"felt/render/settings"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestHelpPages goes through every page of the Crazy 4 Poker help over a table
// (tabletest.HelpPages).
func TestHelpPages(t *testing.T) {
	tabletest.HelpPages(t, newScene(t, seeded(3, anim.Instant, nil)))
}

// TestSettingsPage changes every setting through the settings page and finds it changed at
// the table (its one source of truth), then in a new table on the same store.
func TestSettingsPage(t *testing.T) {
	st := &store.Memory{}
	o := tbl.Options{Speed: anim.Normal, Store: st}
	s := newScene(t, o)
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
	got := newScene(t, o).Preferences()
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
