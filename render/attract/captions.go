package attract

import (
	"strings"

	rules "felt/game/table"
	"felt/render/anim"
	"felt/render/table"
)

// The captions: one short line at a time over the table. At the how-to round they say what
// the step on the table is; otherwise they are the table's own narration (render/table's
// words for the events it plays back: "The dealer qualifies.", "Super Bonus wins +1,000.",
// "Progressive JACKPOT +1,102.47."), the lines worth a glance, trimmed of their full stop.
// Nothing is computed here: a caption is words the table already said.

// How long a caption stays, in ticks.
const (
	captionShort = 2 * anim.TPS
	captionLong  = 4 * anim.TPS
)

// captions is the caption on show.
type captions struct {
	text  string
	left  int // ticks it stays
	shown int // ticks it has been up
	phase rules.Phase
	said  bool // the how-to said the step of phase
	// changes counts the captions put up.
	changes uint64
}

// fade is how many ticks a caption takes to fade in or out.
const fade = 12

// fading reports whether the caption is fading in or out.
func (c *captions) fading() bool { return c.text != "" && (c.left < fade || c.shown < fade) }

// alpha is the caption's opacity now, as it fades in and out.
func (c *captions) alpha() float32 {
	return float32(min(1, float64(c.left)/fade, float64(c.shown+1)/fade))
}

// show puts a caption up for ticks.
func (c *captions) show(text string, ticks int) {
	if text != c.text {
		c.changes++
		c.shown = 0
	}
	c.text, c.left = text, ticks
}

// tick counts a caption down.
func (c *captions) tick() {
	c.shown++
	if c.left > 0 {
		c.left--
		if c.left == 0 {
			c.text = ""
		}
	}
}

// howTo captions the how-to round: a line for each phase of the round, as it comes.
func (c *captions) howTo(game string, p rules.Phase) {
	if c.said && p == c.phase {
		return
	}
	c.phase, c.said = p, true
	lines := howToLines[game]
	if int(p) < len(lines) {
		c.show(lines[p], captionLong)
	}
}

// howToLines are the how-to's captions of each game, by phase: betting, deciding, done.
var howToLines = map[string][3]string{
	"crazy4": {
		"How to play: bet the Ante, and the equal Super Bonus",
		"Five cards each: keep your best four, then fold or play",
		"Your best four against the dealer's",
	},
	"crisscross": {
		"How to play: bet the two antes, Across and Down",
		"Your two cards and the cross: bet or fold on each line",
		"Each line makes a hand with your two cards",
	},
}

// hear takes the table's narration since the last tick and captions the lines worth it. The
// how-to round keeps its own captions.
func (l *Loop) hear(sc *table.Scene) {
	lines := sc.Hook().Heard()
	if l.step == stepHowTo {
		return
	}
	for _, t := range lines {
		if c, ok := caption(t); ok {
			d := captionShort
			if strings.Contains(c, "JACKPOT") || strings.Contains(c, "ENVY") {
				d = captionLong
			}
			l.cap.show(c, d)
		}
	}
}

// caption returns the caption of a line of narration, and whether the line makes one: the
// dealer's qualifying, the hands named and the wins, short enough to read at a glance.
func caption(line string) (string, bool) {
	const most = 60
	t := strings.TrimSuffix(line, ".")
	switch {
	case len(t) > most:
		return "", false
	case strings.HasPrefix(t, "The dealer"),
		strings.HasPrefix(t, "Your hand: "),
		strings.Contains(t, " wins "),
		strings.Contains(t, "JACKPOT"),
		strings.HasPrefix(t, "ENVY"), strings.HasPrefix(t, "COMMUNITY"),
		strings.HasPrefix(t, "MAGIC CARD"), strings.HasPrefix(t, "LUCKY BONUS"),
		strings.HasPrefix(t, "The five community cards: "):
		return strings.TrimPrefix(t, "Your hand: "), true
	}
	return "", false
}
