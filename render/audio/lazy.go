package audio

// Sounds are synthesized when they are first needed, not at start: the game's first frame
// does not wait for them, and a browser plays nothing before the player's first click or key
// anyway. The game calls Prepare while nothing moves, so that they are ready before then.

// Prepare synthesizes one sound that is not synthesized yet, and reports whether any is
// left; the ambience's loop comes first when its channel is turned up. Each call takes at most the time of the longest sound (the jackpot fanfare: some
// 10 ms on a laptop, a few tenths of a second in a browser).
func (p *Player) Prepare() (more bool) {
	if p == nil {
		return false
	}
	if p.wantsRoom() {
		// The ambience asked for comes first: it is heard at once, the effects only when
		// something happens.
		p.makeRoom()
		return !p.allMade()
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

// allMade reports whether every effect is synthesized.
func (p *Player) allMade() bool {
	for _, m := range p.made {
		if !m {
			return false
		}
	}
	return true
}

// makeRoom synthesizes the ambience's loop and starts it if it is wanted.
func (p *Player) makeRoom() {
	room := float32s((&synth{rate: float64(p.rate), seed: 0x2545F491}).room())
	p.mx.mu.Lock()
	p.mx.room = room
	p.mx.mu.Unlock()
	p.room = true
	p.ambience()
}
