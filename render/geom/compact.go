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
