package box

import "felt/render/layout"

// Clash is two boxes placed over each other, or one that leaves the felt (Other is then the
// zero Box).
type Clash struct {
	Box, Other Box
	Off        bool
}

// String describes a clash for a test's message.
func (c Clash) String() string {
	if c.Off {
		return c.Box.String() + " runs off the felt"
	}
	return c.Box.String() + " covers " + c.Other.String()
}

// Clashes returns what the boxes place over what they must not (MustNotMeet), and the labels
// and printing that leave felt (the felt inside the rail, design units). Boxes of one group,
// and boxes that touch by less than slack design units, do not clash. Words on a board (a
// meter's panel over the rail) go where the board goes.
func Clashes(boxes []Box, felt layout.Rect, slack float64) []Clash {
	var out []Clash
	boards := map[int]bool{}
	for _, b := range boxes {
		if b.Kind == Board && b.Group != 0 {
			boards[b.Group] = true
		}
	}
	for i, a := range boxes {
		if (a.Kind == Label || a.Kind == Print) && !boards[a.Group] && !a.Rect.Within(felt, slack) {
			out = append(out, Clash{Box: a, Off: true})
		}
		for _, b := range boxes[i+1:] {
			if a.Group != 0 && a.Group == b.Group {
				continue
			}
			if !MustNotMeet(a.Kind, b.Kind) || !Meet(a, b, slack) {
				continue
			}
			out = append(out, Clash{Box: a, Other: b})
		}
	}
	return out
}
