package table

import "felt/render/layout"

// The settings row along the top of the table: SPEED, SETTINGS, HELP, SOUND, PAYS & RULES,
// LOBBY, DRILL and TRAINER where the table's places have them (Places.Settings, Drill,
// Trainer, and LOBBY in the corner opposite). On a small screen (Small: a phone) they are
// too many to set large enough to read there, so only SETTINGS, HELP, SOUND and LOBBY are
// shown, larger (Places.Compact), and the settings page leads on to the rest: the speed,
// the strategy drill, the trainer, and the pays and rules as a page of their own. An
// upright phone (Places.Wide) has room for only SETTINGS and LOBBY at a finger's size.

// Small reports whether a view is a small screen's: one whose design units are so small
// (under 0.8 of a CSS pixel) that the settings row and the pays-and-rules sign, set for a
// larger screen, would read under about 9 px.
func Small(v layout.View) bool { return v.Device > 0 && v.Scale/v.Device < 0.8 }

// CompactRow is the settings row on a small screen, in the order of Places.Compact.
const (
	CompactSettings = iota
	CompactHelp
	CompactSound
	CompactLobby
	compactN
)

// placeCompact sets g's Compact row in its orientation: at the design's top corners, as
// the larger buttons of a small screen, clear of the meters' panels in the middle.
func (g *Places) placeCompact() {
	if g.O == layout.Portrait {
		// Two rows in each corner, clear of the discard rack and the shoe under them.
		g.Compact = [compactN]layout.Rect{
			CompactSettings: {X: 36, Y: 4, W: 158, H: 30},
			CompactHelp:     {X: 36, Y: 38, W: 158, H: 30},
			CompactLobby:    {X: 526, Y: 4, W: 158, H: 30},
			CompactSound:    {X: 526, Y: 38, W: 158, H: 30},
		}
		return
	}
	g.Compact = [compactN]layout.Rect{
		CompactSettings: {X: 42, Y: 3, W: 150, H: 32},
		CompactHelp:     {X: 198, Y: 3, W: 90, H: 32},
		CompactSound:    {X: 294, Y: 3, W: 100, H: 32},
		CompactLobby:    {X: 1128, Y: 3, W: 110, H: 32},
	}
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
	c.four.Rect = g.Compact[CompactSettings]
	c.motion.Rect = g.Compact[CompactHelp]
	c.sound.Rect = g.Compact[CompactSound]
	a.btn.Rect = g.Compact[CompactLobby]
	// A tall phone's row has no room for HELP and SOUND at a finger's size: its settings
	// page has them.
	c.motion.Hidden, c.sound.Hidden = c.motion.Rect.Empty(), c.sound.Rect.Empty()
}
