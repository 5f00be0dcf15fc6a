package table

import (
	"felt/render/geom"
	"felt/render/layout"
)

// The settings row along the top of the table: SPEED, SETTINGS, HELP, SOUND, PAYS & RULES,
// LOBBY, DRILL and TRAINER where the table's places have them (Places.Settings, Drill,
// Trainer, and LOBBY in the corner opposite). On a small screen (Small: a phone) and on any
// upright one they are too many to set large enough to read and touch there, so only
// SETTINGS, HELP, SOUND and LOBBY are shown, larger (Places.Compact), and the settings page
// leads on to the rest: the speed, the strategy drill, the trainer, and the pays and rules
// as a page of their own. An upright phone (Places.Wide) has room for only SETTINGS and
// LOBBY at a finger's size.

// Small reports whether a view is a small screen's: one whose design units are so small
// (under 0.8 of a CSS pixel) that the settings row and the pays-and-rules sign, set for a
// larger screen, would read under about 9 px; or an upright screen's, whose corners beside
// the meters hold the whole row only in two rows of buttons some 26 units tall (21 CSS
// pixels on a 768 by 1024 tablet, whose titles ran out of them), under the 32 CSS pixels
// of a desktop's row and far under a finger's 44.
func Small(v layout.View) bool {
	return v.Orientation == layout.Portrait || v.Device > 0 && v.Scale/v.Device < 0.8
}

// placeSettings puts the settings row where the screen has it: the whole row, or on a
// small screen (s.small) the compact one, the others hidden.
func (s *Scene) placeSettings() {
	g, c, a := &s.geom, &s.ctl, &s.asker
	for i, r := range g.Settings {
		if i < len(s.settings) {
			s.settings[i].Rect = r
		}
	}
	s.asker.place(&s.geom)
	c.speed.Hidden, c.help.Hidden = s.small, s.small
	c.motion.Hidden, c.sound.Hidden = false, false
	if !s.small {
		return
	}
	a.drill.Hidden, a.trainer.Hidden = true, true
	c.four.Rect = g.Compact[geom.CompactSettings]
	c.motion.Rect = g.Compact[geom.CompactHelp]
	c.sound.Rect = g.Compact[geom.CompactSound]
	a.btn.Rect = g.Compact[geom.CompactLobby]
	// A tall phone's row has no room for HELP and SOUND at a finger's size: its settings
	// page has them.
	c.motion.Hidden, c.sound.Hidden = c.motion.Rect.Empty(), c.sound.Rect.Empty()
}
