package table

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/coach"
	"felt/render/command"
	"felt/render/keep"
	"felt/render/layout"
	"felt/render/stage"
)

// View is the table as the web page's hook reads it (render/hook builds window.felt.state()
// from it): what the table shows now and the facts behind it, in the table's own terms, read
// at once under the table's lock (Hook.Read). The table decides what it shows; the hook
// only names it for the page.
type View struct {
	// Plug is the game's table; Stage the table as a plug reads it, for the game's own
	// fields (render/hook's Game).
	Plug  Plug
	Stage stage.Stage
	// Round, Phase and Turn are the core's, or a replay's as the playback has reached them.
	Round     uint64
	Phase     table.Phase
	Turn      int
	Seed      uint64 // the round's seed as shown
	Animating bool   // the table is playing events back
	Replay    bool   // a replay of a round kept: it takes no commands
	Demo      bool   // the demonstration is playing
	Help      bool   // the pays-and-rules sign is up
	// Orientation is the screen's as the table last laid itself out.
	Orientation layout.Orientation
	Mismatches  int // rounds whose shown credits disagreed with the core's
	// Storage and Saves are the keeping's: where the table is kept, how each save is doing.
	Storage  string
	Saves    keep.Saves
	Settings Preferences // with the reminder's minutes
	// Meter and MeterShown are the first meter's live amount and the amount shown.
	Meter, MeterShown money.Amount
	// Chip is the chip chosen, Chips the rack's; Legal the commands that would be taken now.
	Chip  money.Amount
	Chips []money.Amount
	Legal []command.Command
	// Message is the message line while it is up; Notice the notice of the first start while
	// it stands, NoticeShown while it is on the screen; Focus the command of the control the
	// focus ring is on.
	Message     string
	Notice      bool
	NoticeShown bool
	Focus       command.Command
	Mates       []Mate
	// The person's part (Person -1: none, and none of what follows is set).
	Person int
	// Targets are where a click does what (targets.go), in design units; Screen is the view
	// the last frame was drawn for, to turn them into the page's pixels.
	Targets []Target
	Screen  layout.View
	Advice  *coach.State
	Trainer coach.TrainerState
	// Credits are the person's (the core's, or a replay's as played back), CreditsShown as
	// the meter shows them; both 0 at a table that shows no credits.
	Credits, CreditsShown money.Amount
	// Cards are the person's cards face up, Best those of them the hand named uses, Hand its
	// name while it is shown.
	Cards, Best []cards.Card
	Hand        string
	Dealer      *DealerView
	Results     *ResultsView
	// Banner is the celebration of a won round while it stands on the table.
	Banner *BannerView
}

// BannerView is the banner while it stands: its words, its level (1 a win, 2 a big win, 3 a
// jackpot) and where the layout pass put it at its size (in its band), design units.
type BannerView struct {
	Text  string
	Level int
	Box   layout.Rect
}

// Mate is a table-mate as the table shows them.
type Mate struct {
	Seat    int
	Name    string
	Credits money.Amount
}

// DealerView is the dealer's hand once it is arranged.
type DealerView struct {
	Cards, Best []cards.Card
	Hand        string
	Qualifies   bool
}

// ResultsView is how the person's last round ended, once its playback is done: the net, void,
// and each wager staked.
type ResultsView struct {
	Net  money.Amount
	Void bool
	Ends []WagerResult
}

// Read calls f with the table as the hook reads it, under the table's lock: f must not keep
// the View past its return (its Stage and slices are the table's own).
func (h Hook) Read(f func(v *View)) {
	s := h.s
	s.mu.Lock()
	defer s.mu.Unlock()
	v := h.view()
	f(&v)
}

// view gathers the View.
func (h Hook) view() View {
	s := h.s
	c, p := s.core, s.person
	v := View{
		Plug: s.plug, Stage: &s.stage,
		Round: c.Round(), Phase: c.Phase(), Turn: c.Turn(), Seed: seeds{s}.shown(),
		Animating: s.animating(), Replay: s.opts.Log != nil, Demo: s.demo, Help: s.help,
		Orientation: s.geom.O, Mismatches: s.mismatch, Storage: s.keep.Storage(), Saves: s.keep.Saves(),
		Settings: s.prefs.preferences(), Meter: s.meters.live(0), MeterShown: s.meters.shown()[0],
		Chip: s.bet.chip, Chips: s.bet.chips, Focus: s.fo.command(), Person: p,
	}
	v.Settings.Reminder = s.comf.rem.Every()
	if v.Replay {
		v.Round, v.Phase, v.Turn = s.stage.Round, s.stage.Phase, s.stage.Turn
	} else if p >= 0 {
		v.Legal = s.bet.legal()
	}
	if s.stage.msg.until > s.stage.Timeline.Now() {
		v.Message = s.stage.msg.text
	}
	if s.comf.note.on {
		v.Notice, v.NoticeShown = true, s.comf.note.alpha(s.demo) > 0
	}
	for n := range table.Seats {
		if n != p && s.stage.Seats[n].Roster >= 0 && s.stage.Seats[n].Name.Text() != "" {
			v.Mates = append(v.Mates, Mate{Seat: n, Name: s.stage.Seats[n].Name.Text(), Credits: s.stage.MateCredits[n]})
		}
	}
	if p < 0 {
		return v
	}
	v.Targets, v.Screen = h.targets(), s.view
	v.Trainer = s.coach.Trainer(hints{s}.key())
	v.Advice = s.coach.State(s.core, hints{s}.key(), hints{s}.shown())
	v.Credits = c.Balance(p)
	if v.Replay {
		v.Credits = s.stage.Credits
	}
	v.CreditsShown = s.stage.creditsShown(s.meters.d[0])
	if s.opts.NoCredits {
		v.Credits, v.CreditsShown = 0, 0
	}
	me := &s.stage.Seats[p]
	v.Cards, v.Best = shownCards(me.Cards[:], me.Best)
	if me.HandA.To > 0 {
		v.Hand = me.Hand.Text()
	}
	if d := &s.stage.Dealer; d.Arranged {
		cs, best := shownCards(d.Cards[:], d.Best)
		v.Dealer = &DealerView{Cards: cs, Best: best, Hand: d.Hand.Text(), Qualifies: d.Qualified == 1}
	}
	if b := &s.stage.banner; b.up(s.stage.Timeline.Now()) && b.placed && !b.yield {
		v.Banner = &BannerView{Text: b.text, Level: b.level, Box: b.box}
	}
	if s.stage.Phase == table.Done && !s.stage.Pending {
		net, ends := s.stage.Result()
		if len(ends) > 0 || s.stage.Voided {
			v.Results = &ResultsView{Net: net, Void: s.stage.Voided, Ends: ends}
		}
	}
	return v
}

// shownCards returns the cards lying face up, and those of them a hand uses.
func shownCards(cs []stage.Card, mask uint8) (all, best []cards.Card) {
	all, best = []cards.Card{}, []cards.Card{}
	for k := range cs {
		c := &cs[k]
		if !c.Shown() {
			continue
		}
		all = append(all, c.Card)
		if mask&(1<<k) != 0 {
			best = append(best, c.Card)
		}
	}
	return all, best
}
