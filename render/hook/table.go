package table

import (
	"felt/render/hook"
	"strings"

	"felt/game/money"
	"felt/game/table"
	"felt/render/credits"
)

// state builds the State.
func (h Hook) state() hook.State {
	s := h.s
	c := s.core
	p := s.person
	st := hook.State{
		Game: s.plug.Game(), Round: c.Round(), Seed: seeds{s}.shown(), Phase: c.Phase().String(),
		Animating: s.animating(), Turn: c.Turn(), Seat: p,
		Meter: credits.Amount(s.meters.live(0)), MeterShown: credits.Amount(s.meters.shown()[0]), Help: s.help,
		Orientation: s.geom.O.String(), Mismatches: s.mismatch, Demo: s.demo, Replay: s.opts.Log != nil, Storage: s.keep.Storage(), Saves: s.keep.Saves(), Reminder: s.comf.rem.Every(),
		Cards: []string{}, Best: []string{},
	}
	s.prefs.report(&st)
	s.bet.report(&st, s.opts.Log != nil)
	if s.opts.Log != nil {
		st.Round, st.Phase, st.Turn = s.stage.round, s.stage.phase.String(), s.stage.turn
	}
	if s.stage.msg.until > s.stage.tl.Now() {
		st.Message = s.stage.msg.text
	}
	if s.comf.note.on {
		st.Notice = "adult"
		st.NoticeShown = s.comf.note.alpha(s.demo) > 0
	}
	st.Focus = s.fo.command()
	for n := range table.Seats {
		if n != p && s.stage.seats[n].roster >= 0 && s.stage.seats[n].name.Text() != "" {
			st.Mates = append(st.Mates, hook.MateState{Seat: n, Name: s.stage.seats[n].name.Text(), Credits: credits.Amount(s.stage.mateCredits[n])})
		}
	}
	if p < 0 {
		return st
	}
	st.Targets, st.TargetsCSS = h.targets()
	st.Page = h.page()
	st.Trainer = s.coach.Trainer(hints{s}.key())
	st.Advice = s.coach.State(s.core, hints{s}.key(), hints{s}.shown())
	st.Credits = credits.Amount(c.Balance(p))
	if s.opts.Log != nil {
		st.Credits = credits.Amount(s.stage.credits)
	}
	st.CreditsShown = credits.Amount(s.stage.creditsShown(s.meters.d[0]))
	if s.opts.NoCredits {
		st.Credits, st.CreditsShown = 0, 0
	}
	me := &s.stage.seats[p]
	st.Cards, st.Best = shownCards(me.cards[:], me.best)
	if me.handA.To > 0 {
		st.Hand = me.hand.Text()
	}
	d := &s.stage.dealer
	if d.arranged {
		cs, best := shownCards(d.cards[:], d.best)
		st.Dealer = &hook.DealerState{Cards: cs, Hand: d.hand.Text(), Best: best, Qualifies: d.qualified == 1}
	}
	if s.stage.phase == table.Done && !s.stage.pending {
		net, ends := s.stage.Result()
		if len(ends) > 0 || s.stage.voided {
			rs := &hook.ResultState{Net: credits.Amount(net), Void: s.stage.voided}
			for _, wr := range ends {
				rs.Wagers = append(rs.Wagers, hook.WagerState{Wager: s.bet.spotName(wr.Wager), Result: resultName(wr.Result),
					Staked: credits.Amount(wr.Staked), Net: credits.Amount(wr.Net), Extra: credits.Amount(wr.Extra)})
			}
			st.Results = rs
		}
	}
	s.plug.State(&s.stage, &st)
	return st
}

// shownCards names the cards lying face up, and those of them a hand uses.
func shownCards(cs []Card, mask uint8) (all, best []string) {
	all, best = []string{}, []string{}
	for k := range cs {
		c := &cs[k]
		if !c.Shown() {
			continue
		}
		all = append(all, c.Card.String())
		if mask&(1<<k) != 0 {
			best = append(best, c.Card.String())
		}
	}
	return all, best
}

func resultName(r table.Result) string {
	if r == table.NoResult {
		return "returned"
	}
	return r.String()
}

func limitText(l table.Limit) string {
	if len(l.Exact) > 0 {
		return ExactText(l.Exact)
	}
	return l.Min.String() + "-" + l.Max.String()
}

// ExactText prints the amounts a wager of exact amounts takes: "1 or 5".
func ExactText(xs []money.Amount) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(" or ")
		}
		b.WriteString(x.String())
	}
	return b.String()
}
