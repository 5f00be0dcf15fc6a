package odds

import (
	"encoding/json"
	"math/big"
)

// This file prints the sheet as JSON: {"figures": [...]}, each figure with
// the keys game, bet, paytable, players, return, house_edge, hit_frequency,
// element_of_risk, fixed_return, method and stderr (null where a key does
// not apply), and more detail after them.

type jsonFigure struct {
	Game          string     `json:"game"`
	Bet           string     `json:"bet"`
	Paytable      string     `json:"paytable"`
	Players       *int       `json:"players"`
	Return        float64    `json:"return"`
	HouseEdge     float64    `json:"house_edge"`
	HitFrequency  float64    `json:"hit_frequency"`
	ElementOfRisk *float64   `json:"element_of_risk"`
	FixedReturn   *float64   `json:"fixed_return"`
	Method        string     `json:"method"`
	StdErr        *float64   `json:"stderr"`
	Title         string     `json:"title"`
	Wager         *float64   `json:"wager,omitempty"`
	ReturnExact   string     `json:"return_exact,omitempty"`
	Lines         []jsonLine `json:"lines,omitempty"`
	Main          *jsonMain  `json:"strategy,omitempty"`
	Meter         *jsonMeter `json:"meter,omitempty"`
	NoFold        *float64   `json:"no_fold_return_at_seed,omitempty"`
	Notes         []string   `json:"notes,omitempty"`
}

type jsonLine struct {
	Hand        string  `json:"hand"`
	Pays        string  `json:"pays"`
	Probability float64 `json:"probability"`
	Return      float64 `json:"return"`
}

type jsonMain struct {
	Name          string             `json:"name"`
	AverageWager  float64            `json:"average_wager"`
	PushFrequency float64            `json:"push_frequency"`
	Actions       map[string]float64 `json:"actions"`
}

type jsonMeter struct {
	System       string      `json:"system"`
	Base         float64     `json:"base_wager"`
	EnvyPerSeat  float64     `json:"envy_per_seat"`
	OtherSeats   int         `json:"other_seats"`
	EnvyReturn   float64     `json:"envy_return"`
	ReturnAtSeed float64     `json:"return_at_seed"`
	Levels       []jsonLevel `json:"levels"`
}

type jsonLevel struct {
	Name        string   `json:"name"`
	Seed        float64  `json:"seed"`
	Reset       float64  `json:"reset"`
	Rate        float64  `json:"rate"`
	Reserve     float64  `json:"reserve"`
	PerCredit   float64  `json:"return_per_credit_of_meter"`
	ResetChance float64  `json:"reset_chance"`
	LongRun     float64  `json:"long_run_return"`
	AverageTop  *float64 `json:"average_top_award,omitempty"`
}

func f64(r *big.Rat) float64 {
	if r == nil {
		return 0
	}
	f, _ := r.Float64()
	return f
}

func f64p(r *big.Rat) *float64 {
	if r == nil {
		return nil
	}
	f := f64(r)
	return &f
}

// MarshalJSON prints the sheet as {"figures": [...]}.
func (s *Sheet) MarshalJSON() ([]byte, error) {
	out := struct {
		Figures []jsonFigure `json:"figures"`
	}{Figures: []jsonFigure{}}
	for _, f := range s.Figures {
		out.Figures = append(out.Figures, f.toJSON())
	}
	return json.Marshal(out)
}

func (f *Figure) toJSON() jsonFigure {
	j := jsonFigure{Game: f.Game, Bet: f.Bet, Paytable: f.Paytable, Return: f64(f.Return), HouseEdge: f64(f.HouseEdge),
		HitFrequency: f64(f.HitFrequency), Method: f.Method, Title: f.Title, Notes: f.Notes}
	if f.Return != nil {
		j.ReturnExact = f.Return.RatString()
	}
	if f.Players > 0 {
		n := f.Players
		j.Players = &n
	}
	if f.Wager > 0 {
		w := f64(credits(f.Wager))
		j.Wager = &w
	}
	j.NoFold = f64p(f.NoFold)
	if f.Method == Simulated {
		e := f.StdErr
		j.StdErr = &e
	}
	for _, l := range f.Lines {
		j.Lines = append(j.Lines, jsonLine{Hand: l.Hand, Pays: l.Pays, Probability: f64(l.Probability), Return: f64(l.Return)})
	}
	if m := f.Main; m != nil {
		j.ElementOfRisk = f64p(m.ElementOfRisk)
		j.Main = &jsonMain{Name: m.Strategy, AverageWager: f64(m.AverageWager), PushFrequency: f64(m.PushFrequency), Actions: map[string]float64{}}
		for _, a := range m.Actions {
			j.Main.Actions[a.Name] = f64(a.P)
		}
	}
	if m := f.Meter; m != nil {
		j.FixedReturn = f64p(m.Fixed)
		jm := &jsonMeter{System: m.System, Base: f64(credits(m.Base)), EnvyPerSeat: f64(m.EnvyPerSeat), OtherSeats: m.OtherSeats,
			EnvyReturn: f64(m.Envy), ReturnAtSeed: f64(m.AtSeed)}
		for _, l := range m.Levels {
			jl := jsonLevel{Name: l.Name, Seed: f64(credits(l.Seed)), Reset: f64(credits(l.Reset)), Rate: f64(l.Rate),
				Reserve: f64(l.Reserve), PerCredit: f64(l.PerCredit), ResetChance: f64(l.ResetChance), LongRun: f64(l.LongRun)}
			if l.AverageTop.Sign() > 0 {
				jl.AverageTop = f64p(l.AverageTop)
			}
			jm.Levels = append(jm.Levels, jl)
		}
		j.Meter = jm
	}
	return j
}
