package geom

import "felt/render/layout"

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
		// One row in each corner beside the meters' panels, 40 units tall (32 CSS pixels
		// on a 768 by 1024 tablet, 40 on a 720 by 1280 screen), each title at 11 CSS
		// pixels inside its button on those, clear of the discard rack and the shoe under
		// them and of the second meter's digits, which run a little past its panel.
		g.Compact = [compactN]layout.Rect{
			CompactSettings: {X: 36, Y: 4, W: 96, H: 40},
			CompactHelp:     {X: 136, Y: 4, W: 58, H: 40},
			CompactSound:    {X: 536, Y: 4, W: 68, H: 40},
			CompactLobby:    {X: 608, Y: 4, W: 76, H: 40},
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
