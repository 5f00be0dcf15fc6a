package crisscross

// Interrupted is the help's paragraph on a round interrupted by closing the game, a reload or
// a crash (docs/rules.md, Interrupted rounds): it is not an irregularity and resumes exactly where
// it was; only a round that cannot go on is void. It names the prize-wheel wagers, whose
// meters keep what they were given, only when the table offers them.
func Interrupted(c Config) string {
	spin, xtreme := c.Spin.Offered(), c.Xtreme.Offered()
	kept := "wagers"
	if spin || xtreme {
		kept = "wagers and meters"
	}
	text := "A round interrupted by closing the game, a reload or a crash is not lost and not given back: it is saved at " +
		"every step you take and resumes on the next start exactly where it was, with the same cross, hole cards, " +
		"street, " + kept + ". Only a round that cannot go on (its record is damaged, or a newer version of the " +
		"game changed the rules) is void: every wager is returned"
	switch {
	case spin && xtreme:
		text += ", including the Bonus Spin and Bonus Spin Xtreme wagers, and what they added to the meters stays there."
	case spin:
		text += ", including the Bonus Spin wager, and what it added to the meter stays there."
	case xtreme:
		text += ", including the Bonus Spin Xtreme wager, and what it added to the meter stays there."
	default:
		text += "."
	}
	return text + " The game tells you when that happens."
}
