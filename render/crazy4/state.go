package crazy4

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
)

// credits is an amount of money as the hook prints it: a JSON number of credits, with
// cents when there are any ("1012.5" is never printed; "1012.50" is). It is written from
// the integer amount, never through a float.
type credits money.Amount

// MarshalJSON implements json.Marshaler.
func (c credits) MarshalJSON() ([]byte, error) {
	a := money.Amount(c)
	var b []byte
	if a < 0 {
		b = append(b, '-')
		a = -a
	}
	b = strconv.AppendInt(b, int64(a/money.Credit), 10)
	if cents := a % money.Credit; cents != 0 {
		b = append(b, '.', byte('0'+cents/10), byte('0'+cents%10))
	}
	return b, nil
}

// UnmarshalJSON implements json.Unmarshaler: it reads a number of credits with at most two
// decimals, exactly.
func (c *credits) UnmarshalJSON(b []byte) error {
	t := string(b)
	neg := strings.HasPrefix(t, "-")
	t = strings.TrimPrefix(t, "-")
	whole, frac, _ := strings.Cut(t, ".")
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || len(frac) > 2 {
		return fmt.Errorf("crazy4: %q is not an amount of credits", b)
	}
	var cents int64
	if frac != "" {
		if cents, err = strconv.ParseInt((frac + "0")[:2], 10, 64); err != nil {
			return fmt.Errorf("crazy4: %q is not an amount of credits", b)
		}
	}
	a := money.Amount(w)*money.Credit + money.Amount(cents)
	if neg {
		a = -a
	}
	*c = credits(a)
	return nil
}

// State is what window.felt.state() reports, as JSON. The README lists the fields.
type State struct {
	Game         string             `json:"game"`
	Round        uint64             `json:"round"`
	Seed         uint64             `json:"seed"`
	Phase        string             `json:"phase"`
	Animating    bool               `json:"animating"`
	Turn         int                `json:"turn"`
	Seat         int                `json:"seat"`
	Credits      credits            `json:"credits"`
	CreditsShown credits            `json:"creditsShown"`
	Chip         credits            `json:"chip"`
	Chips        []credits          `json:"chips"`
	Bets         map[string]credits `json:"bets"`
	LastBets     map[string]credits `json:"lastBets"`
	Legal        []string           `json:"legal"`
	Cards        []string           `json:"cards"`
	Hand         string             `json:"hand"`
	Best         []string           `json:"best"`
	Dealer       *DealerState       `json:"dealer,omitempty"`
	Results      *ResultState       `json:"results,omitempty"`
	Meter        credits            `json:"meter"`
	MeterShown   credits            `json:"meterShown"`
	Limits       map[string]string  `json:"limits"`
	Mates        []MateState        `json:"mates"`
	Message      string             `json:"message"`
	Speed        string             `json:"speed"`
	FourColour   bool               `json:"fourColour"`
	Reduced      bool               `json:"reducedMotion"`
	Muted        bool               `json:"muted"`
	Help         bool               `json:"help"`
	Orientation  string             `json:"orientation"`
	Demo         bool               `json:"demo"`
	Mismatches   int                `json:"mismatches"`
	// Targets are where to click, in design units (see render/layout): the person's circles
	// by name, the chips as "chip25", and the buttons shown now by command ("deal", "play2").
	Targets map[string][2]float64 `json:"targets"`
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
	Net    credits       `json:"net"`
	Void   bool          `json:"void"`
	Wagers []WagerResult `json:"wagers"`
}

// WagerResult is one wager's end.
type WagerResult struct {
	Wager  string  `json:"wager"`
	Result string  `json:"result"`
	Staked credits `json:"staked"`
	Net    credits `json:"net"`
	Extra  credits `json:"extra"`
}

// MateState is a table-mate.
type MateState struct {
	Seat    int     `json:"seat"`
	Name    string  `json:"name"`
	Credits credits `json:"credits"`
}

func cardNames(cs []cards.Card) []string {
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
		Game: "crazy4", Round: c.Round(), Seed: s.seed, Phase: c.Phase().String(),
		Animating: s.animating(), Turn: c.Turn(), Seat: p,
		Chip: credits(s.chip), Meter: credits(s.liveMeter(0)), MeterShown: credits(s.meter.Shown()),
		Speed: s.speed.String(), FourColour: s.fourColour, Reduced: s.reduced, Muted: s.muted, Help: s.help,
		Orientation: s.geom.O.String(), Mismatches: s.mismatch, Demo: s.demo,
		Bets: map[string]credits{}, LastBets: map[string]credits{}, Limits: map[string]string{},
		Legal: []string{}, Cards: []string{}, Best: []string{},
	}
	if s.msg.until > s.now {
		st.Message = s.msg.label.Text()
	}
	for _, ch := range s.chips {
		st.Chips = append(st.Chips, credits(ch))
	}
	for w := range table.Wager(crazy4.NumWagers) {
		if l := c.Limit(w); l.Offered() {
			st.Limits[spotKey[w]] = limitText(l)
		}
	}
	for n := range table.Seats {
		if m, ok := c.Mate(n); ok {
			st.Mates = append(st.Mates, MateState{Seat: n, Name: m.Name, Credits: credits(c.Balance(n))})
		}
	}
	if p == crazy4.NoPerson {
		return st
	}
	st.Targets = s.targets()
	st.Credits = credits(c.Balance(p))
	st.CreditsShown = credits(s.credits + s.jackpotShown())
	bets, last := c.Bets(p), c.Last(p)
	for w := range bets {
		if c.Offered(table.Wager(w)) {
			st.Bets[spotKey[w]] = credits(bets[w])
			st.LastBets[spotKey[w]] = credits(last[w])
		}
	}
	st.Legal = s.legal()
	if c.InPlay(p) && c.Dealt() {
		h := c.Cards(p)
		st.Cards = cardNames(h[:])
		v, best := c.BestFour(p)
		st.Hand = v.Name()
		st.Best = cardNames(best[:])
	}
	if c.Phase() == crazy4.Done && c.Dealt() {
		d := c.DealerCards()
		v, best := c.DealerBestFour()
		st.Dealer = &DealerState{Cards: cardNames(d[:]), Hand: v.Name(), Best: cardNames(best[:]), Qualifies: crazy4.DealerQualifies(v)}
	}
	if c.Phase() == crazy4.Done {
		r := c.Result(p)
		if r.Staked() > 0 || r.Void {
			rs := &ResultState{Net: credits(r.Net()), Void: r.Void}
			for _, w := range payOrder {
				wr := r.Wagers[w]
				if wr.Staked == 0 {
					continue
				}
				rs.Wagers = append(rs.Wagers, WagerResult{Wager: spotKey[w], Result: resultName(wr.Result),
					Staked: credits(wr.Staked), Net: credits(wr.Net), Extra: credits(wr.Extra)})
			}
			st.Results = rs
		}
	}
	return st
}

func resultName(r table.Result) string {
	if r == table.NoResult {
		return "returned"
	}
	return r.String()
}

func limitText(l table.Limit) string {
	if len(l.Exact) > 0 {
		return exactText(l.Exact)
	}
	return l.Min.String() + "-" + l.Max.String()
}

// legal lists the commands that act on the round and would be taken now.
func (s *Scene) legal() []string {
	c := s.core
	p := s.person
	out := []string{}
	switch c.Phase() {
	case crazy4.Deciding:
		if c.Turn() == p {
			for _, a := range c.Legal(p).Append(nil) {
				if a == table.Fold {
					out = append(out, "fold")
				} else {
					out = append(out, "play "+strconv.Itoa(int(a.Multiple())))
				}
			}
		}
	default:
		out = append(out, "chip", "bet")
		bets := c.Bets(p)
		if bets.Total() > 0 {
			out = append(out, "unbet", "clear", "double")
			if len(s.history) > 0 {
				out = append(out, "undo")
			}
		}
		if bets[crazy4.Ante] > 0 {
			out = append(out, "deal")
		}
		if c.Last(p).Total() > 0 {
			out = append(out, "rebet", "rebetdeal")
		}
		if s.broke() {
			out = append(out, "buyin")
		}
	}
	return out
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
	c, err := command.Parse(name, arg)
	if err == nil {
		if !isSetting(c.Name) && c.Name != command.Skip {
			s.stopDemo()
		}
		err = s.Do(c)
	}
	if err != nil {
		s.sayErr(err)
		return explain(err)
	}
	return ""
}

// targets lists where a click does what: the circles, the chips, the buttons shown now.
func (s *Scene) targets() map[string][2]float64 {
	t := map[string][2]float64{}
	if !s.haveGeo {
		return t
	}
	for w, c := range s.geom.Seats[s.person].Spots {
		if s.core.Offered(table.Wager(w)) {
			t[spotKey[w]] = [2]float64{c.X, c.Y}
		}
	}
	for _, c := range s.rack {
		t["chip"+strconv.FormatInt(int64(c.denom/money.Credit), 10)] = [2]float64{c.x, c.y}
	}
	s.updateControls()
	for _, b := range append(append([]*button(nil), s.buttons...), s.settings...) {
		if b.Usable() {
			x, y := b.Rect.Center()
			t[b.cmd.String()] = [2]float64{x, y}
		}
	}
	return t
}
