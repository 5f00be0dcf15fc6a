package table

import (
	"encoding/json"
	"strconv"
	"strings"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/coach"
	"felt/render/command"
	"felt/render/credits"
	"felt/render/keep"
)

// State is what window.felt.state() reports, as JSON. docs/hook.md lists the fields.
type State struct {
	Game         string                    `json:"game"`
	Round        uint64                    `json:"round"`
	Seed         uint64                    `json:"seed,string"`
	Phase        string                    `json:"phase"`
	Animating    bool                      `json:"animating"`
	Turn         int                       `json:"turn"`
	Seat         int                       `json:"seat"`
	Credits      credits.Amount            `json:"credits"`
	CreditsShown credits.Amount            `json:"creditsShown"`
	Chip         credits.Amount            `json:"chip"`
	Chips        []credits.Amount          `json:"chips"`
	Bets         map[string]credits.Amount `json:"bets"`
	LastBets     map[string]credits.Amount `json:"lastBets"`
	Legal        []string                  `json:"legal"`
	Cards        []string                  `json:"cards"`
	Hand         string                    `json:"hand"`
	Best         []string                  `json:"best"`
	Dealer       *DealerState              `json:"dealer,omitempty"`
	Results      *ResultState              `json:"results,omitempty"`
	Meter        credits.Amount            `json:"meter"`
	MeterShown   credits.Amount            `json:"meterShown"`
	Limits       map[string]string         `json:"limits"`
	Mates        []MateState               `json:"mates"`
	Message      string                    `json:"message"`
	Speed        string                    `json:"speed"`
	FourColour   bool                      `json:"fourColour"`
	Reduced      bool                      `json:"reducedMotion"`
	Muted        bool                      `json:"muted"`
	Help         bool                      `json:"help"`
	Effects      int                       `json:"effects"`
	Ambience     int                       `json:"ambience"`
	ShowMates    bool                      `json:"showMates"`
	Hints        bool                      `json:"hints"`
	Orientation  string                    `json:"orientation"`
	Demo         bool                      `json:"demo"`
	Mismatches   int                       `json:"mismatches"`
	Replay       bool                      `json:"replay,omitempty"`
	Storage      string                    `json:"storage"`
	// Saves is how each thing kept is doing: the table, the hand history, the settings.
	Saves keep.Saves `json:"saves"`
	// Notice is "adult" while the notice of the first start is up (any input takes it down).
	Notice string `json:"notice,omitempty"`
	// NoticeShown: the notice is on the screen now (over the demonstration it comes and goes).
	NoticeShown bool `json:"noticeShown,omitempty"`
	// Reminder is the minutes between reminders of the time played and net credits (0: none).
	Reminder int `json:"reminder"`
	// Focus is the command of the control the keyboard's focus ring is on ("" when none).
	Focus string `json:"focus,omitempty"`
	// The Criss Cross table's own fields (see its plug).
	Street    string      `json:"street,omitempty"`
	Hands     []HandState `json:"hands,omitempty"`
	Community []string    `json:"community,omitempty"`
	Wheel     *WheelState `json:"wheel,omitempty"`
	// Advice is the advisor's advice while the person's decision is awaited; Trainer the
	// trainer's setting, warning and report (render/coach).
	Advice  *coach.State       `json:"advice,omitempty"`
	Trainer coach.TrainerState `json:"trainer"`
	// Targets are where to click, in design units (see render/layout): the person's circles
	// by name, the chips as "chip25", and the buttons shown now by command ("deal", "play2").
	Targets map[string][2]float64 `json:"targets"`
	// TargetsCSS are the same targets as drawn, [x, y, w, h] in CSS pixels of the page (a
	// circle's or a chip's square): where a finger taps and how big it is.
	TargetsCSS map[string][4]float64 `json:"targetsCSS"`
}

// HandState is a named hand of the person's: what it is for, its name, its cards.
type HandState struct {
	For  string   `json:"for"`
	Hand string   `json:"hand"`
	Best []string `json:"best"`
}

// WheelState is a prize wheel's spin: which wheel, the segment the core chose, whether it
// has landed on the screen, and what the segment pays.
type WheelState struct {
	Wheel   string `json:"wheel"`
	Segment int    `json:"segment"`
	Landed  bool   `json:"landed"`
	Prize   string `json:"prize"`
}

// DealerState is the dealer's hand once it is shown.
type DealerState struct {
	Cards     []string `json:"cards"`
	Hand      string   `json:"hand"`
	Best      []string `json:"best"`
	Qualifies bool     `json:"qualifies"`
}

// ResultState is how the person's last round ended: the net, then each wager.
type ResultState struct {
	Net    credits.Amount `json:"net"`
	Void   bool           `json:"void"`
	Wagers []WagerState   `json:"wagers"`
}

// WagerState is one wager's end.
type WagerState struct {
	Wager  string         `json:"wager"`
	Result string         `json:"result"`
	Staked credits.Amount `json:"staked"`
	Net    credits.Amount `json:"net"`
	Extra  credits.Amount `json:"extra"`
}

// MateState is a table-mate.
type MateState struct {
	Seat    int            `json:"seat"`
	Name    string         `json:"name"`
	Credits credits.Amount `json:"credits"`
}

// CardNames names cards for the hook ("Qh").
func CardNames(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// state builds the State.
func (s *Scene) state() State {
	c := s.core
	p := s.person
	st := State{
		Game: s.plug.Game(), Round: c.Round(), Seed: s.shownSeed(), Phase: c.Phase().String(),
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
			st.Mates = append(st.Mates, MateState{Seat: n, Name: s.stage.seats[n].name.Text(), Credits: credits.Amount(s.stage.mateCredits[n])})
		}
	}
	if p < 0 {
		return st
	}
	st.Targets, st.TargetsCSS = s.targets()
	st.Trainer = s.coach.Trainer(s.adviceKey())
	st.Advice = s.coach.State(s.core, s.adviceKey(), s.hintShown())
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
		st.Dealer = &DealerState{Cards: cs, Hand: d.hand.Text(), Best: best, Qualifies: d.qualified == 1}
	}
	if s.stage.phase == table.Done && !s.stage.pending {
		net, ends := s.stage.Result()
		if len(ends) > 0 || s.stage.voided {
			rs := &ResultState{Net: credits.Amount(net), Void: s.stage.voided}
			for _, wr := range ends {
				rs.Wagers = append(rs.Wagers, WagerState{Wager: s.bet.spotName(wr.Wager), Result: resultName(wr.Result),
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

// Animating reports what State's animating does, without building the state: whether the
// table is playing events back.
func (s *Scene) Animating() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.animating()
}

// State implements the hook: the table's state as a JSON object.
func (s *Scene) State() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, err := json.Marshal(s.state())
	if err != nil {
		return `{"error":` + strconv.Quote(err.Error()) + `}`
	}
	return string(b)
}

// Act implements the hook: it carries out a command as a click would, and returns "" or
// the error's text.
func (s *Scene) Act(name, arg string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	// What a command changes is laid out again before the next frame is painted, even
	// where no Update comes between them (a test's picture).
	s.sheet.fr.ok = false
	var c command.Command
	err := checkArgs(name, arg)
	if err == nil {
		c, err = command.Parse(name, arg)
	}
	if err == nil {
		if !isSetting(c.Name) && c.Name != command.Skip {
			s.stopDemo()
		}
		s.noticeSeen()
		err = s.Do(c)
	}
	if err != nil {
		s.stage.sayErr(err)
		return Explain(err)
	}
	return ""
}
