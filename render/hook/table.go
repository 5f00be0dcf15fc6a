package hook

import (
	"encoding/json"
	"math"
	"strconv"

	"felt/game/money"
	"felt/game/table"
	"felt/render/credits"
	"felt/render/layout"
	"felt/render/stage"
	tbl "felt/render/table"
)

// The table's state as the page reads it, built from what the table shows (render/table's
// View, read under the table's lock): the hook names the table's facts for the page (cards
// as "Qh", amounts in credits, wagers by their circles' names, limits as "5-500", targets'
// centres and their boxes in CSS pixels) and a game's table adds its own fields (Game).

// Game is a game's table (a render/table Plug) that adds fields of its own to the state:
// Criss Cross Poker's street, hands, community cards and prize wheel. It is called under the
// table's lock with the stage as the table shows it, after the machinery's fields are set.
type Game interface {
	State(s stage.Stage, st *State)
}

// Reader is the table's side of the hook that a state is read from: render/table's Hook.
type Reader interface {
	Read(f func(v *tbl.View))
}

// TableState returns the state of the table t reads, as a JSON object.
func TableState(t Reader) string {
	var st State
	t.Read(func(v *tbl.View) { st = Of(v) })
	b, err := json.Marshal(st)
	if err != nil {
		return `{"error":` + strconv.Quote(err.Error()) + `}`
	}
	return string(b)
}

// Of builds the state of a table from its View.
func Of(v *tbl.View) State {
	c := v.Stage.Core()
	st := State{
		Game: v.Plug.Game(), Round: v.Round, Seed: v.Seed, Phase: v.Phase.String(),
		Animating: v.Animating, Turn: v.Turn, Seat: v.Person,
		Meter: credits.Amount(v.Meter), MeterShown: credits.Amount(v.MeterShown), Help: v.Help,
		Orientation: v.Orientation.String(), Mismatches: v.Mismatches, Demo: v.Demo, Replay: v.Replay,
		Storage: v.Storage, Saves: v.Saves, Reminder: v.Settings.Reminder, Message: v.Message, Focus: v.Focus.String(),
		Cards: []string{}, Best: []string{}, Legal: []string{},
		Chip: credits.Amount(v.Chip), Limits: map[string]string{}, Bets: map[string]credits.Amount{}, LastBets: map[string]credits.Amount{},
	}
	for _, c := range v.Legal {
		st.Legal = append(st.Legal, c.String())
	}
	p := v.Settings
	st.Speed, st.FourColour, st.Reduced, st.Muted = p.Speed, p.FourColour, p.Reduced, p.Muted
	st.Effects, st.Ambience, st.ShowMates, st.Hints = p.Effects, p.Ambience, p.Mates, p.Hints
	for _, a := range v.Chips {
		st.Chips = append(st.Chips, credits.Amount(a))
	}
	spots := v.Plug.Spots()
	for _, sp := range spots {
		if l := c.Limit(sp.Wager); l.Offered() {
			st.Limits[sp.Name] = limitText(l)
		}
	}
	if v.Notice {
		st.Notice, st.NoticeShown = "adult", v.NoticeShown
	}
	for _, m := range v.Mates {
		st.Mates = append(st.Mates, MateState{Seat: m.Seat, Name: m.Name, Credits: credits.Amount(m.Credits)})
	}
	if v.Person < 0 {
		return st
	}
	bets, last := c.Bets(v.Person), c.Last(v.Person)
	for _, sp := range spots {
		if c.Offered(sp.Wager) {
			st.Bets[sp.Name] = credits.Amount(bets[sp.Wager])
			st.LastBets[sp.Name] = credits.Amount(last[sp.Wager])
		}
	}
	st.Targets, st.TargetsCSS = targets(spots, v.Targets, v.Screen)
	st.Page = page(v.Screen)
	st.Trainer, st.Advice = v.Trainer, v.Advice
	st.Credits, st.CreditsShown = credits.Amount(v.Credits), credits.Amount(v.CreditsShown)
	st.Cards, st.Best, st.Hand = CardNames(v.Cards), CardNames(v.Best), v.Hand
	if d := v.Dealer; d != nil {
		st.Dealer = &DealerState{Cards: CardNames(d.Cards), Hand: d.Hand, Best: CardNames(d.Best), Qualifies: d.Qualifies}
	}
	if b := v.Banner; b != nil {
		st.Banner = &BannerState{Text: b.Text, Level: b.Level, Rect: cssRect(b.Box, v.Screen)}
	}
	if r := v.Results; r != nil {
		rs := &ResultState{Net: credits.Amount(r.Net), Void: r.Void}
		for _, e := range r.Ends {
			rs.Wagers = append(rs.Wagers, WagerState{Wager: spotName(spots, e.Wager), Result: resultName(e.Result),
				Staked: credits.Amount(e.Staked), Net: credits.Amount(e.Net), Extra: credits.Amount(e.Extra)})
		}
		st.Results = rs
	}
	if g, ok := v.Plug.(Game); ok {
		g.State(v.Stage, &st)
	}
	return st
}

// targets names where a click does what (targetName) by their centres in design units, and
// as drawn in CSS pixels of the page on the screen v.
func targets(spots []tbl.Spot, ts []tbl.Target, v layout.View) (centres map[string][2]float64, css map[string][4]float64) {
	centres, css = map[string][2]float64{}, map[string][4]float64{}
	for _, t := range ts {
		name := targetName(spots, t)
		x, y := t.Box.Center()
		centres[name] = [2]float64{x, y}
		css[name] = cssRect(t.Box, v)
	}
	return centres, css
}

// targetName names a target for the page: a chip as "chip25", a circle by its name, a control
// by its command ("deal", "play 2", "screen lobby").
func targetName(spots []tbl.Spot, t tbl.Target) string {
	switch {
	case t.Chip != 0:
		return "chip" + strconv.FormatInt(int64(t.Chip/money.Credit), 10)
	case t.Circle:
		return spotName(spots, t.Wager)
	}
	return t.Command.String()
}

// cssRect turns a rectangle in design units into [x, y, w, h] in CSS pixels of the page, as
// the frame for the screen v drew it (the canvas fills the page from its corner), to a tenth
// of a pixel.
func cssRect(r layout.Rect, v layout.View) [4]float64 {
	if v.Scale == 0 || v.Device == 0 {
		return [4]float64{}
	}
	d := v.Rect(r)
	tenth := func(x float64) float64 { return math.Round(x/v.Device*10) / 10 }
	return [4]float64{tenth(d.X), tenth(d.Y), tenth(d.W), tenth(d.H)}
}

// page returns the size of the page, [width, height] in CSS pixels, of the screen v: what
// cssRect measures on.
func page(v layout.View) [2]float64 {
	if v.Device == 0 {
		return [2]float64{}
	}
	return [2]float64{math.Round(v.Width / v.Device), math.Round(v.Height / v.Device)}
}

// spotName is the name of the circle of wager w ("" for none).
func spotName(spots []tbl.Spot, w table.Wager) string {
	for _, sp := range spots {
		if sp.Wager == w {
			return sp.Name
		}
	}
	return ""
}

// resultName names a wager's end: its result, "returned" for none.
func resultName(r table.Result) string {
	if r == table.NoResult {
		return "returned"
	}
	return r.String()
}

// limitText prints a wager's limit: "5-500", or the amounts it takes ("1 or 5").
func limitText(l table.Limit) string {
	if len(l.Exact) > 0 {
		return tbl.ExactText(l.Exact)
	}
	return l.Min.String() + "-" + l.Max.String()
}
