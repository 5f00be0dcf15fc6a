package crazy4

import (
	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
)

// Durations at normal speed, in ticks (ART.md: a card takes about 0.25 s from the shoe, a
// flip about 0.2 s, chips slide in about 0.3 s, a payout waits about 0.4 s between wagers).
const (
	tFly     = 15 // a card from the shoe to its place
	tDealGap = 7  // between cards leaving the shoe
	tFlip    = 12 // a card turning over
	tFlipGap = 4  // between cards of a hand turning over
	tSlide   = 18 // chips sliding across the felt
	tWager   = 24 // between wagers at the payout
	tLoss    = 16 // after a losing wager is taken
	tBet     = 1  // between a table-mate's chips going down
	tNoMore  = 24 // "no more bets": the dealer takes the progressive wagers
	tDecide  = 20 // after a decision
	tRank    = 26 // after a hand is named at the showdown
	tQualify = 54 // after the dealer's hand is named: read whether it qualifies
	tSweep   = 16 // the last round's cards going to the discard rack
	tNews    = 30 // a table-mate sits down or leaves
	tCount   = 180
)

// shoeTilt is the angle of the card showing at the shoe's mouth.
const shoeTilt = -0.5

// ticks scales a normal-speed duration to the speed setting.
func (s *Scene) ticks(n int) int { return s.speed.Ticks(n) }

// until notes that something moves until tick t.
func (s *Scene) until(t int64) {
	if t > s.settle {
		s.settle = t
	}
}

// play plays the core's events whose time has come.
func (s *Scene) play() {
	if r := s.core.Round(); r != s.round {
		s.round, s.cursor = r, 0
	}
	evs := s.core.Events()
	for s.cursor < len(evs) && s.now >= s.busy {
		e := evs[s.cursor]
		s.cursor++
		s.busy = s.now + int64(s.event(e))
	}
	if s.pending && s.cursor == len(evs) && s.now >= s.busy {
		s.roundOver()
	}
}

// skip plays every event that is waiting at once and ends every movement: what a click or
// a key does during an animation, and what a command does before it changes the round.
func (s *Scene) skip() {
	saved := s.speed
	s.speed = anim.Instant
	s.busy = s.now
	s.play()
	s.speed = saved
	s.finishAll()
}

// finishAll ends every movement on the table as of now.
func (s *Scene) finishAll() {
	now := s.now
	for i := range s.flyers {
		s.flyers[i].finish(now)
		s.flyers[i].amount = 0
	}
	for i := range s.seats {
		st := &s.seats[i]
		for k := range st.cards {
			st.cards[k].finish(now)
		}
		for w := range st.stake {
			st.stake[w].finish(now)
			st.stake[w].landAt = 0
			st.pay[w].finish(now)
		}
		st.handA.Finish(now)
		st.tagA.Finish(now)
		st.turn.Finish(now)
		st.lit.Finish(now)
		st.cause.Finish(now)
	}
	d := &s.dealer
	for k := range d.cards {
		d.cards[k].finish(now)
	}
	d.communal.finish(now)
	d.magic.finish(now)
	d.handA.Finish(now)
	d.magicA.Finish(now)
	d.luckyA.Finish(now)
	d.coverA.Finish(now)
	if s.jackpot.on {
		s.meter.Finish()
		if !s.jackpot.credited {
			s.creditJackpot()
		}
	}
	s.busy, s.settle = now, now
}

// event plays one event and returns how long the next one waits, in ticks.
func (s *Scene) event(e table.Event) int {
	switch e.Kind {
	case table.RoundStart:
		s.onRoundStart(e)
	case table.BetPlaced:
		return s.onBet(e)
	case table.NoMoreBets:
		return s.onNoMoreBets()
	case table.CardDealt:
		return s.onDealt(e)
	case table.CardShown:
		return s.onShown(e)
	case table.Turn:
		return s.onTurn(e)
	case table.Decided:
		return s.onDecided(e)
	case table.HandRanked:
		return s.onRanked(e)
	case table.Qualified:
		return s.onQualified(e)
	case table.Settled:
		return s.onSettled(e)
	case table.Paid:
		return s.onPaid(e)
	case table.MeterChanged:
		return s.onMeter(e)
	case table.Voided:
		if int(e.Seat) == s.person {
			s.say("The last round was interrupted, so it is void: every wager was returned.")
		}
	case table.RoundEnd:
		return s.onRoundEnd()
	case table.SeatTaken:
		return s.onSeatTaken(e)
	case table.SeatLeft:
		if m := s.mateName(int(e.Index)); m != "" {
			s.say(m + " leaves the table.")
		}
		s.setName(int(e.Seat), "")
		if int(e.Seat) >= 0 && int(e.Seat) < table.Seats {
			s.mateCredits[e.Seat] = 0
		}
		return s.ticks(tNews)
	case table.BoughtIn:
		if int(e.Seat) == s.person {
			s.credits += e.Amount
			s.sayAmount("Free play: ", e.Amount, " credits.")
		} else if int(e.Seat) >= 0 && int(e.Seat) < table.Seats {
			s.mateCredits[e.Seat] += e.Amount
		}
	case table.MagicDrawn:
		return s.onMagic(e)
	case table.LuckyDrawn:
		s.dealer.lucky = int(e.Seat)
		s.dealer.luckyA.GoTo(s.now, 1, s.ticks(tFlip), anim.OutQuad)
		return s.ticks(tNews)
	}
	return 0
}

// onRoundStart clears the last round away: cards to the discard rack, chips home.
func (s *Scene) onRoundStart(e table.Event) {
	s.back = cards.Back(e.Card)
	s.resultOn = false
	s.pending = false
	s.jackpot = jackpot{}
	dur := s.ticks(tSweep)
	sweep := func(c *vcard) {
		if !c.on {
			return
		}
		c.pos.MoveTo(s.now, s.geom.Discard.X, s.geom.Discard.Y, dur, anim.InOutCubic)
		c.alpha.GoTo(s.now, 0, dur, anim.Linear)
		c.flip.GoTo(s.now, 0, dur/2, anim.Linear)
		c.lift.GoTo(s.now, 0, dur/2, anim.Linear)
	}
	for i := range s.seats {
		st := &s.seats[i]
		for k := range st.cards {
			sweep(&st.cards[k])
		}
		for w := range st.stake {
			s.goHome(i, &st.stake[w], false)
			s.goHome(i, &st.pay[w], false)
		}
		st.handA.GoTo(s.now, 0, dur, anim.Linear)
		st.tagA.GoTo(s.now, 0, dur, anim.Linear)
		st.turn.Set(0)
		st.lit.GoTo(s.now, 0, dur, anim.Linear)
		st.cause.Set(0)
		st.folded = false
		st.staked = [crazy4.NumWagers]money.Amount{}
	}
	d := &s.dealer
	for k := range d.cards {
		sweep(&d.cards[k])
		d.slot[k] = k
	}
	d.arranged, d.odd = false, -1
	sweep(&d.communal)
	sweep(&d.magic)
	d.handA.GoTo(s.now, 0, dur, anim.Linear)
	d.qualA.GoTo(s.now, 0, dur, anim.Linear)
	d.magicA.GoTo(s.now, 0, dur, anim.Linear)
	d.luckyA.GoTo(s.now, 0, dur, anim.Linear)
	d.coverA.GoTo(s.now, 0, dur, anim.Linear)
	s.until(s.now + int64(dur))
}

// goHome sends chips left on the felt back to their owner: the person's rack, or off the
// edge of a table-mate's place. credit says whether they count into the person's credits.
func (s *Scene) goHome(seat int, st *vstack, credit bool) {
	if !st.on(s.now) {
		st.amount = 0
		return
	}
	if credit && seat == s.person {
		s.credits += st.amount
	} else if credit {
		s.mateCredits[seat] += st.amount
	}
	h := s.geom.Seats[seat].Home
	if seat == s.person {
		h = point{s.geom.Credits.X + 60, s.geom.Credits.Y}
	}
	dur := s.ticks(tSlide)
	st.pos.MoveTo(s.now, h.X, h.Y, dur, anim.InOutCubic)
	st.alpha.From, st.alpha.To = 1, 0
	st.alpha.Tween = anim.Begin(s.now+int64(dur*2/3), dur/3, anim.Linear)
	st.label = false
	s.until(s.now + int64(dur))
}

// toTray sends chips to the dealer's tray, where they vanish.
func (s *Scene) toTray(st *vstack) {
	if !st.on(s.now) {
		return
	}
	t := s.geom.Tray
	dur := s.ticks(tSlide)
	st.pos.MoveTo(s.now, t.X+t.W/2, t.Y+t.H/2, dur, anim.InOutCubic)
	st.alpha.From, st.alpha.To = 1, 0
	st.alpha.Tween = anim.Begin(s.now+int64(dur*2/3), dur/3, anim.Linear)
	st.label = false
	s.until(s.now + int64(dur))
}

// spotXY is where a wager's stack stands on a seat.
func (s *Scene) spotXY(seat int, w table.Wager) (x, y, d float64) {
	sg := &s.geom.Seats[seat]
	c := sg.Spots[w]
	d = chipD(sg.S)
	if w == crazy4.Progressive || c.R < 20*sg.S {
		d *= 0.8
	}
	return c.X, c.Y + d*0.08, d
}

// payXY is where winnings are set, beside the wager.
func (s *Scene) payXY(seat int, w table.Wager) (x, y, d float64) {
	x, y, d = s.spotXY(seat, w)
	sg := &s.geom.Seats[seat]
	c := sg.Spots[w]
	if c.X < sg.X {
		return x - c.R - d*0.45, y, d
	}
	return x + c.R + d*0.45, y, d
}

func (s *Scene) onBet(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if seat < 0 || seat >= table.Seats || w >= crazy4.NumWagers {
		return 0
	}
	st := &s.seats[seat]
	old := st.staked[w]
	st.staked[w] = e.Amount
	if seat == s.person {
		s.credits -= e.Amount - old
	} else {
		s.mateCredits[seat] -= e.Amount - old
	}
	x, y, d := s.spotXY(seat, w)
	stack := &st.stake[w]
	stack.set(e.Amount, x, y, d)
	switch {
	case e.Amount > old && seat == s.person:
		// The chips fly from the rack onto the pile, which takes them when they land.
		fx, fy := s.rackXY(s.chip)
		dur := s.ticks(9)
		f := &s.flyers[s.flyer%len(s.flyers)]
		s.flyer++
		f.set(e.Amount-old, fx, fy, d)
		f.label = false
		f.pos.MoveTo(s.now, x, y, dur, anim.OutCubic)
		f.alpha.From, f.alpha.To, f.alpha.Tween = 1, 0, anim.Begin(s.now+int64(dur), 0, anim.Linear)
		stack.hold, stack.landAt = e.Amount-old, s.now+int64(dur)
		s.until(s.now + int64(dur))
		s.sfx(audio.ChipClick)
	case e.Amount > old:
		// A table-mate's chips drop onto the pile.
		stack.pos.Place(x, y-d*0.4)
		stack.pos.MoveTo(s.now, x, y, s.ticks(6), anim.OutQuad)
		s.until(s.now + int64(s.ticks(6)))
	}
	if seat == s.person {
		return 0
	}
	return s.ticks(tBet)
}

// rackXY is where a chip of the rack lies, or the rack's middle.
func (s *Scene) rackXY(d money.Amount) (x, y float64) {
	for _, c := range s.rack {
		if c.denom == d {
			return c.x, c.y
		}
	}
	r := s.geom.Rack
	return r.X + r.W/2, r.Y + r.H/2
}

func (s *Scene) onNoMoreBets() int {
	s.sayFor("No more bets.", 70)
	for i := range s.seats {
		st := &s.seats[i]
		for w := range st.stake {
			if crazy4.Collected(table.Wager(w)) && st.stake[w].on(s.now) {
				if table.Wager(w) == crazy4.Progressive {
					st.lit.GoTo(s.now, 1, s.ticks(tFlip), anim.OutQuad)
				}
				s.toTray(&st.stake[w])
			}
		}
	}
	return s.ticks(tNoMore)
}

// cardFor returns the card of the table an event names, its resting place and width.
func (s *Scene) cardFor(seat int, i int) (c *vcard, x, y, w, angle float64) {
	g := &s.geom
	switch {
	case seat == table.Dealer && i < 5:
		k := s.dealer.slot[i]
		p := g.Dealer[k]
		y := p.Y
		if s.dealer.odd == i && s.dealer.arranged {
			y += g.DealerW * 0.25
		}
		return &s.dealer.cards[i], p.X, y, g.DealerW, 0
	case seat == table.Community:
		return &s.dealer.communal, g.Communal.X, g.Communal.Y, g.DealerW * 0.9, 0
	case seat >= 0 && seat < table.Seats && i < 5:
		sg := &g.Seats[seat]
		p := sg.Cards[i]
		return &s.seats[seat].cards[i], p.X, p.Y, sg.CardW, sg.Angle[i]
	}
	return nil, 0, 0, 0, 0
}

func (s *Scene) onDealt(e table.Event) int {
	c, x, y, w, angle := s.cardFor(int(e.Seat), int(e.Index))
	if c == nil {
		return 0
	}
	c.place(s.geom.Shoe.X, s.geom.Shoe.Y, w)
	c.card, c.back = e.Card, s.back
	fly := s.ticks(tFly)
	c.pos.MoveTo(s.now, x, y, fly, anim.OutCubic)
	// Out of the shoe at the shoe's tilt, onto the felt at the place's. (The card keeps its
	// size in flight: the sprites are cached per width, and a growing card would be drawn
	// anew at every frame.)
	c.rot.From, c.rot.To, c.rot.Tween = shoeTilt, angle, anim.Begin(s.now, fly, anim.OutCubic)
	if e.Up {
		c.flip.From, c.flip.To = 0, 1
		c.flip.Tween = anim.Begin(s.now+int64(fly), s.ticks(tFlip), anim.InOutSine)
	}
	s.until(s.now + int64(fly+s.ticks(tFlip)))
	s.sfx(audio.CardSlide)
	return s.ticks(tDealGap)
}

func (s *Scene) onShown(e table.Event) int {
	c, _, _, _, _ := s.cardFor(int(e.Seat), int(e.Index))
	if c == nil {
		return 0
	}
	c.card = e.Card
	c.flip.GoTo(s.now, 1, s.ticks(tFlip), anim.InOutSine)
	s.until(s.now + int64(s.ticks(tFlip)))
	if e.Index == 0 || e.Seat == table.Community {
		s.sfx(audio.CardFlip)
	}
	if e.Seat == table.Community {
		return s.ticks(tRank)
	}
	return s.ticks(tFlipGap)
}

func (s *Scene) onTurn(e table.Event) int {
	seat := int(e.Seat)
	if seat < 0 || seat >= table.Seats {
		return 0
	}
	for i := range s.seats {
		if i != seat {
			s.seats[i].turn.GoTo(s.now, 0, s.ticks(8), anim.Linear)
		}
	}
	s.seats[seat].turn.GoTo(s.now, 1, s.ticks(10), anim.OutQuad)
	if seat == s.person {
		return 0
	}
	if m, ok := s.core.Mate(seat); ok {
		return s.ticks(m.Think)
	}
	return s.ticks(40)
}

func (s *Scene) onDecided(e table.Event) int {
	seat := int(e.Seat)
	if seat < 0 || seat >= table.Seats {
		return 0
	}
	st := &s.seats[seat]
	st.turn.GoTo(s.now, 0, s.ticks(10), anim.Linear)
	if e.Action == table.Fold {
		st.folded = true
		for k := range st.cards {
			st.cards[k].dim.GoTo(s.now, 0.6, s.ticks(tFlip), anim.Linear)
			st.cards[k].lift.GoTo(s.now, 0, s.ticks(tFlip), anim.Linear)
		}
		s.setTag(seat, "FOLD", false)
		s.sfx(audio.Button)
		return s.ticks(tDecide)
	}
	st.staked[crazy4.Play] = e.Amount
	if seat == s.person {
		s.credits -= e.Amount
	} else {
		s.mateCredits[seat] -= e.Amount
	}
	x, y, d := s.spotXY(seat, crazy4.Play)
	h := s.geom.Seats[seat].Home
	stack := &st.stake[crazy4.Play]
	stack.set(e.Amount, x, y, d)
	stack.pos.Place(h.X, h.Y)
	stack.pos.MoveTo(s.now, x, y, s.ticks(tSlide), anim.OutCubic)
	s.until(s.now + int64(s.ticks(tSlide)))
	s.setTag(seat, playTags[e.Action], false)
	s.sfx(audio.ChipStack)
	return s.ticks(tDecide)
}

var playTags = [...]string{table.Bet1x: "PLAY 1x", table.Bet2x: "PLAY 2x", table.Bet3x: "PLAY 3x", table.Fold: "FOLD", table.NoAction: ""}

func (s *Scene) onRanked(e table.Event) int {
	seat := int(e.Seat)
	switch e.Wager {
	case crazy4.SixCard:
		if seat >= 0 && seat < table.Seats {
			v := hand.Five(e.Value)
			s.setTag(seat, "6 CARD: "+v.Name(), v.Category() >= hand.Trips5)
		}
		return s.ticks(tRank / 2)
	case crazy4.CoverAll:
		s.coverAllAt(seat, hand.Four(e.Value))
		return s.ticks(tRank)
	}
	v := hand.Four(e.Value)
	if seat == table.Dealer {
		return s.arrangeDealer(v)
	}
	if seat < 0 || seat >= table.Seats {
		return 0
	}
	st := &s.seats[seat]
	_, best := s.core.BestFour(seat)
	for k := range st.cards {
		c := &st.cards[k]
		if in(c.card, best) {
			c.lift.GoTo(s.now, 1, s.ticks(tFlip), anim.OutQuad)
			c.dim.GoTo(s.now, 0, s.ticks(tFlip), anim.Linear)
		} else {
			c.lift.GoTo(s.now, 0, s.ticks(tFlip), anim.Linear)
			c.dim.GoTo(s.now, 0.45, s.ticks(tFlip), anim.Linear)
		}
	}
	s.setHand(seat, v)
	if seat == s.person && s.msg.until > s.now && !s.msg.err {
		s.msg.until = s.now // the news of the deal gives way to the hand's name
	}
	s.until(s.now + int64(s.ticks(tFlip)))
	if seat == s.person && s.core.Phase() == crazy4.Deciding && s.core.Turn() != -1 && !s.showdown() {
		return s.ticks(8)
	}
	return s.ticks(tRank)
}

// showdown reports whether the dealer's cards have been turned in this round's playback.
func (s *Scene) showdown() bool { return s.dealer.arranged }

func in(c cards.Card, best [4]cards.Card) bool {
	for _, b := range best {
		if b == c {
			return true
		}
	}
	return false
}

// arrangeDealer sets the dealer's best four cards together, in order, and the fifth aside
// (seed 000 §10(c): the dealer places the cards to form the best four-card hand).
func (s *Scene) arrangeDealer(v hand.Four) int {
	d := &s.dealer
	_, best := s.core.DealerBestFour()
	used := [5]bool{}
	for k, b := range best {
		for i := range d.cards {
			if !used[i] && d.cards[i].card == b {
				used[i] = true
				d.slot[i] = k
				break
			}
		}
	}
	for i := range d.cards {
		if !used[i] {
			d.slot[i], d.odd = 4, i
		}
	}
	d.arranged = true
	dur := s.ticks(tSlide)
	for i := range d.cards {
		c, x, y, _, _ := s.cardFor(table.Dealer, i)
		c.pos.MoveTo(s.now, x, y, dur, anim.InOutCubic)
		if i == d.odd {
			c.dim.GoTo(s.now, 0.45, dur, anim.Linear)
		} else {
			c.lift.GoTo(s.now, 0.6, dur, anim.OutQuad)
		}
	}
	s.setDealerHand(v)
	s.until(s.now + int64(dur))
	return s.ticks(tRank)
}

func (s *Scene) onQualified(e table.Event) int {
	s.setQualified(e.Result == table.Won)
	return s.ticks(tQualify)
}

func (s *Scene) onSettled(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if seat < 0 || seat >= table.Seats || w >= crazy4.NumWagers {
		return 0
	}
	st := &s.seats[seat]
	stake := st.staked[w]
	back := stake + e.Amount
	felt := stake
	if crazy4.Collected(w) {
		felt = 0
	}
	switch e.Result {
	case table.Lost, table.Folded:
		if e.Result == table.Folded {
			s.muck(seat)
		}
		if st.stake[w].on(s.now) {
			s.toTray(&st.stake[w])
			s.sfx(audio.ChipSlide)
			return s.ticks(tLoss)
		}
		return s.ticks(tLoss / 2)
	case table.Pushed:
		return s.ticks(tLoss / 2)
	}
	// A win: the pay comes from the tray and is set beside the wager; the person's share of
	// the progressive's meter is counted off the meter into the credits instead.
	pay := back - felt
	if e.Result == table.JackpotPay {
		counted := seat == s.person && system(w) == 0
		s.jackpot = jackpot{on: true, seat: seat, amount: pay, system: system(w), start: s.now, credited: !counted}
		if !counted && pay > 0 {
			s.payOut(seat, w, pay)
		}
		s.setTagAmount(seat, "JACKPOT +", pay, true)
		s.sfx(audio.Jackpot)
		if system(w) == 0 {
			// The pay counts down off the meter (into the person's credits, when it is
			// theirs); the meter's reset shows when the count is done.
			s.meter.CountTo(max(0, s.meter.Shown()-pay), s.ticks(tCount))
			s.until(s.now + int64(s.ticks(tCount)))
			return s.ticks(tCount + 30)
		}
		return s.ticks(tWager)
	}
	if pay > 0 {
		s.payOut(seat, w, pay)
	}
	s.sfx(audio.ChipStack)
	return s.ticks(tWager)
}

// payOut sets pay beside a wager, sliding from the dealer's tray.
func (s *Scene) payOut(seat int, w table.Wager, pay money.Amount) {
	st := &s.seats[seat]
	x, y, d := s.payXY(seat, w)
	t := s.geom.Tray
	p := &st.pay[w]
	total := pay
	if p.on(s.now) {
		total += p.amount
	}
	p.set(total, x, y, d)
	p.pos.Place(t.X+t.W/2, t.Y+t.H/2)
	p.pos.MoveTo(s.now, x, y, s.ticks(tSlide), anim.OutCubic)
	s.until(s.now + int64(s.ticks(tSlide)))
}

// muck sends a folded seat's cards to the discard rack; a seat with a 6 Card Bonus keeps
// them on the felt, since the bonus stays in play (seed 004).
func (s *Scene) muck(seat int) {
	st := &s.seats[seat]
	if st.staked[crazy4.SixCard] > 0 {
		return
	}
	dur := s.ticks(tSlide)
	for k := range st.cards {
		c := &st.cards[k]
		if !c.on || c.alpha.To == 0 {
			continue
		}
		c.pos.MoveTo(s.now, s.geom.Discard.X, s.geom.Discard.Y, dur, anim.InOutCubic)
		c.alpha.GoTo(s.now, 0, dur, anim.Linear)
		c.flip.GoTo(s.now, 0, dur/2, anim.Linear)
	}
	st.handA.GoTo(s.now, 0, dur, anim.Linear)
	s.until(s.now + int64(dur))
}

func (s *Scene) onPaid(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if seat < 0 || seat >= table.Seats || w >= crazy4.NumWagers {
		return 0
	}
	s.payOut(seat, w, e.Amount)
	switch e.Result {
	case table.EnvyPay:
		s.setTagAmount(seat, "ENVY +", e.Amount, true)
		if c := int(e.Index); c >= 0 && c < table.Seats {
			s.seats[c].cause.GoTo(s.now, 1, s.ticks(tFlip), anim.OutQuad)
		}
	case table.MagicPay:
		s.setTagAmount(seat, "MAGIC CARD +", e.Amount, true)
	case table.LuckyPay:
		s.setTagAmount(seat, "LUCKY BONUS +", e.Amount, true)
	}
	s.sfx(audio.Win)
	return s.ticks(tWager)
}

// system returns which meter system a wager feeds: 0 the progressive, 1 the Five Card Hand
// Bonus.
func system(w table.Wager) int {
	if w == crazy4.Progressive {
		return 0
	}
	return 1
}

func (s *Scene) onMeter(e table.Event) int {
	k := system(e.Wager)
	if e.Index != 0 {
		return 0 // the panel shows each system's top level
	}
	s.meterOff[k] += e.Amount - s.meterBase[k]
	s.meterBase[k] = e.Amount
	return 0
}

func (s *Scene) onRoundEnd() int {
	if s.msg.until > s.now && !s.msg.err {
		s.msg.until = s.now // the news of the deal gives way to the result
	}
	for i := range s.seats {
		st := &s.seats[i]
		for w := range st.stake {
			s.goHome(i, &st.stake[w], true)
			s.goHome(i, &st.pay[w], true)
		}
		st.turn.GoTo(s.now, 0, s.ticks(8), anim.Linear)
	}
	s.pending = true
	return s.ticks(tSlide)
}

func (s *Scene) onSeatTaken(e table.Event) int {
	seat := int(e.Seat)
	if seat < 0 || seat >= table.Seats {
		return 0
	}
	name := s.mateName(int(e.Index))
	s.setName(seat, name)
	if s.cursor > 1 && s.core.Round() > 1 {
		s.say(name + " sits down.")
		return s.ticks(tNews)
	}
	return 0
}

// mateName returns the name of a character of the roster.
func (s *Scene) mateName(i int) string {
	r := s.core.Config().Roster
	if r == nil {
		r = table.Roster()
	}
	if i < 0 || i >= len(r) {
		return ""
	}
	return r[i].Name
}

func (s *Scene) onMagic(e table.Event) int {
	d := &s.dealer
	c := &d.magic
	g := &s.geom
	c.place(g.Shoe.X, g.Shoe.Y, g.DealerW*0.9)
	c.card, c.back = e.Card, s.back
	c.rot.From, c.rot.Tween = shoeTilt, anim.Begin(s.now, s.ticks(tFly), anim.OutCubic)
	c.pos.MoveTo(s.now, g.Magic.X, g.Magic.Y, s.ticks(tFly), anim.OutCubic)
	c.flip.From, c.flip.To = 0, 1
	c.flip.Tween = anim.Begin(s.now+int64(s.ticks(tFly)), s.ticks(tFlip), anim.InOutSine)
	d.magicA.GoTo(s.now, 1, s.ticks(tFly), anim.Linear)
	s.until(s.now + int64(s.ticks(tFly+tFlip)))
	return s.ticks(tNews)
}

// roundOver runs when a round's playback has ended: the person's credits agree with the
// core's, the result line goes up, and the table is saved.
func (s *Scene) roundOver() {
	s.pending = false
	if s.person != crazy4.NoPerson {
		if s.credits != s.core.Balance(s.person) {
			s.mismatch++
		}
		s.credits = s.core.Balance(s.person)
		s.showResult()
	}
	if !s.syncMates() {
		s.mismatch++
	}
	for i := range s.seats {
		s.seats[i].turn.Set(0)
	}
	s.dirty = true
}

// syncMates sets the table-mates' shown credits to the core's, when nothing is in play, and
// reports whether they already agreed.
func (s *Scene) syncMates() bool {
	agree := true
	for i := range s.mateCredits {
		if i != s.person {
			agree = agree && s.mateCredits[i] == s.core.Balance(i)
			s.mateCredits[i] = s.core.Balance(i)
		}
	}
	return agree
}
