package wheel

import (
	"fmt"

	"felt/render/paint"
)

// Look picks a wheel's design: the Bonus Spin Progressive wheel, or one of the two wheels
// of Bonus Spin Xtreme.
type Look int

// The looks.
const (
	// BonusSpin is the Bonus Spin Progressive wheel (paytables A to D): jewel-coloured
	// segments in a mahogany rim with warm bulbs, a brass hub and pointer.
	BonusSpin Look = iota
	// HotSpot is the Bonus Spin Xtreme Hot Spot prize wheel (paytables A to I): red, black
	// and flame orange in a gunmetal rim with red-orange lights, a black hub.
	HotSpot
	// CommunityPrize is the Bonus Spin Xtreme Community Prize wheel (paytables A to I):
	// teal, navy and violet in the same gunmetal rim with cyan lights.
	CommunityPrize

	numLooks
)

// String names the look: "Bonus Spin", "Hot Spot" or "Community Prize".
func (l Look) String() string {
	switch l {
	case BonusSpin:
		return "Bonus Spin"
	case HotSpot:
		return "Hot Spot"
	case CommunityPrize:
		return "Community Prize"
	}
	return fmt.Sprintf("wheel.Look(%d)", int(l))
}

// tone is a segment's print: its fill and the ink of its amount.
type tone struct {
	fill, ink paint.Color
}

// style is everything a look decides.
type style struct {
	cycle   []tone // the alternating segments, in order around the rim
	top     tone   // the segments of the wheel's largest fixed amount
	jackpot tone   // the jackpot segment (gold, as docs/art.md asks)

	divider paint.Color // the lines between segments
	band    paint.Color // the rotating rim band the pegs stand in
	peg     paint.Color // the pegs
	pegRim  paint.Color // a peg's darker edge

	frameLo, frameHi paint.Color // the static bezel's gradient, inner to outer
	frameEdge        paint.Color // its metal edges
	bulbOn, bulbOff  paint.Color // the lights around the bezel
	bulbs            int         // how many

	hubLo, hubHi paint.Color // the hub's dome, edge to crown
	hubRing      paint.Color // the ring around the hub
	hubSmall     paint.Color // the hub's first line, in small letters
	hubBig       paint.Color // the game's name, in large ones
	hubLines     []string    // the hub's lettering, top to bottom; the first is the small one

	pointer, pointerHi paint.Color // the pointer's body and its highlight
	gem                paint.Color // the jewel on the pointer
	flapper            paint.Color // the flapper tab

	plaque, plaqueInk paint.Color // the prize readout's panel and figures
	glow              paint.Color // the landed segment's light
}

// styleOf returns a look's design. Each call builds it afresh (it is small, and only
// New asks), so the package keeps no state.
func styleOf(l Look) style {
	switch l {
	case HotSpot:
		s := xtremeBase()
		s.cycle = []tone{{0xC8202A, 0xFFF4E6}, {0x1C1A1D, 0xFFF4E6}, {0xEC7418, 0x1C1A1D}, {0x1C1A1D, 0xFFB347}}
		s.top = tone{0xF4F1EA, 0xB3141C}
		s.bulbOn, s.bulbOff = 0xFF6A2A, 0x3A1408
		s.hubRing, s.hubSmall = 0xE0401E, 0xFF8A3A
		s.hubLines = []string{"XTREME", "HOT", "SPOT"}
		s.gem, s.flapper = 0xE0301E, 0xB81E14
		s.glow = 0xFFD27A
		return s
	case CommunityPrize:
		s := xtremeBase()
		s.cycle = []tone{{0x0F8A8C, 0xF6FBFA}, {0x1B3A8E, 0xF6FBFA}, {0x5B3FA0, 0xF6FBFA}, {0x23303C, 0x7FE3EC}}
		s.top = tone{0xDCE3EA, 0x1B3A8E}
		s.bulbOn, s.bulbOff = 0x46DCEB, 0x0C2A30
		s.hubRing, s.hubSmall = 0x2FB8C8, 0x7FE3EC
		s.hubLines = []string{"XTREME", "COMMUNITY", "PRIZE"}
		s.gem, s.flapper = 0x2FB8C8, 0x1E8FA0
		s.glow = 0xC8F6FF
		return s
	}
	return style{
		cycle: []tone{
			{0xB3232B, 0xFFF6E0}, // ruby
			{0x1F4FA3, 0xFFF6E0}, // sapphire
			{0x18804A, 0xFFF6E0}, // emerald
			{0x6C3A9E, 0xFFF6E0}, // amethyst
		},
		top:     tone{0x15110E, 0xE8C25A},
		jackpot: tone{0xE2B64A, 0x3A2418},
		divider: 0xD9B45A, band: 0x2A160E, peg: 0xE6C66A, pegRim: 0x6E5116,
		frameLo: 0x3A1A10, frameHi: 0x6B3420, frameEdge: 0xC9A44C,
		bulbOn: 0xFFE3A0, bulbOff: 0x5A3A1A, bulbs: 32,
		hubLo: 0x8C6A22, hubHi: 0xF0D68A, hubRing: 0x3A2418, hubSmall: 0x3A2418, hubBig: 0x8E1B1B,
		hubLines: []string{"CRISS CROSS", "BONUS", "SPIN"},
		pointer:  0xC9A44C, pointerHi: 0xF3DC92, gem: 0xB3232B, flapper: 0x7A1E1A,
		plaque: 0x1A0F0A, plaqueInk: 0xF5D778,
		glow: 0xFFF1C0,
	}
}

// xtremeBase is what the two Xtreme wheels share: a gunmetal bezel with chrome edges, a
// black hub, a chrome pointer.
func xtremeBase() style {
	return style{
		jackpot: tone{0xE9BE45, 0x1C1A1D},
		divider: 0xB8C0CC, band: 0x15171B, peg: 0xDDE3EA, pegRim: 0x4A5058,
		frameLo: 0x1B1E24, frameHi: 0x3C424C, frameEdge: 0xB8C0CC,
		bulbs: 36,
		hubLo: 0x0E0F12, hubHi: 0x34383F, hubBig: 0xF2F2F2,
		pointer: 0xC3CAD4, pointerHi: 0xF4F7FA, flapper: 0x141416,
		plaque: 0x0E0F12, plaqueInk: 0xF2F2F2,
	}
}

// tones assigns each segment its print: the jackpot in gold, the wheel's largest fixed
// amount in the look's top tone when it appears once or twice, and the others through the
// look's cycle in order around the rim, skipping those, so that no two neighbours share a
// colour (when the count does not divide evenly, the last of the cycle is changed).
func tones(st *style, jackpot []bool, amounts []int64) []tone {
	n := len(amounts)
	out := make([]tone, n)
	var top int64
	tops := 0
	for i, a := range amounts {
		if !jackpot[i] && a > top {
			top, tops = a, 0
		}
		if !jackpot[i] && a == top {
			tops++
		}
	}
	special := func(i int) bool { return jackpot[i] || tops <= 2 && amounts[i] == top }
	k := 0
	first, last := -1, -1
	for i := range n {
		switch {
		case jackpot[i]:
			out[i] = st.jackpot
		case special(i):
			out[i] = st.top
		default:
			out[i] = st.cycle[k%len(st.cycle)]
			k++
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	// The wrap: the last cycled segment may touch the first across the top.
	if n > 2 && last >= 0 && (last+1)%n == first && out[last].fill == out[first].fill {
		for _, c := range st.cycle {
			if c.fill != out[first].fill && c.fill != out[(last+n-1)%n].fill {
				out[last] = c
				break
			}
		}
	}
	return out
}
