package audio

// Sounds are synthesized when they are first needed, not at start: the game's first frame
// does not wait for them, and a browser plays nothing before the player's first click or key
// anyway. The game calls Prepare while nothing moves, so that they are ready before then.

// Prepare synthesizes one sound that is not synthesized yet, and reports whether any is
// left. Each call takes at most the time of the longest sound (the jackpot fanfare: some
// 10 ms on a laptop, a few tenths of a second in a browser).
func (p *Player) Prepare() (more bool) {
	if p == nil {
		return false
	}
	done := false
	for s := range numSounds {
		switch {
		case p.made[s]:
		case done:
			return true
		default:
			p.make(s)
			done = true
		}
	}
	return false
}

// make synthesizes sound s if it is not yet.
func (p *Player) make(s Sound) {
	if p.made[s] {
		return
	}
	p.made[s] = true
	if s == Jackpot {
		once, loop := (&synth{rate: float64(p.rate)}).jackpot()
		p.mx.pcm[Jackpot], p.mx.loop = float32s(once), float32s(loop)
		return
	}
	p.mx.pcm[s] = float32s(render(s, p.rate))
}
