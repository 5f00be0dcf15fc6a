package parent

import (
	"encoding/json"
	"time"
)

// Snapshot is what the messages are worked out from: the app's state as the hook reports it
// (window.felt.state()), read into the fields that matter to a host page.
type Snapshot struct {
	// Screen is the page open over the table, "" at the table.
	Screen string `json:"screen"`
	// Table is the table's state under a page (nil at the table, where it is the snapshot's
	// own fields).
	Table *TableState `json:"table"`
	// TableState is the table's state at the table; its Game is "lobby" while the lobby is
	// open.
	TableState
}

// TableState is a table's state as the hook reports it, the fields a host page is told.
type TableState struct {
	Game      string                 `json:"game"`
	Round     uint64                 `json:"round"`
	Phase     string                 `json:"phase"`
	Animating bool                   `json:"animating"`
	Credits   json.Number            `json:"credits"`
	Bets      map[string]json.Number `json:"bets"`
	Results   *Results               `json:"results"`
	Meter     json.Number            `json:"meter"`
	Muted     bool                   `json:"muted"`
	Effects   int                    `json:"effects"`
	Replay    bool                   `json:"replay"`
	Demo      bool                   `json:"demo"`
	Speed     string                 `json:"speed"`
}

// Results is how the person's last round ended.
type Results struct {
	Net    json.Number `json:"net"`
	Void   bool        `json:"void"`
	Wagers []Wager     `json:"wagers"`
}

// Wager is one wager's end.
type Wager struct {
	Wager  string      `json:"wager"`
	Result string      `json:"result"`
	Staked json.Number `json:"staked"`
	Net    json.Number `json:"net"`
}

// Read reads a snapshot from the hook's state.
func Read(state string) (Snapshot, error) {
	var s Snapshot
	err := json.Unmarshal([]byte(state), &s)
	return s, err
}

// table returns the state of the table: the snapshot's own at the table, the one under the
// page otherwise (nil in a lobby opened before any table).
func (s *Snapshot) At() *TableState {
	if s.Screen == "" {
		return &s.TableState
	}
	return s.Table
}

// screen names what is on show: "table", "lobby" or "page".
func (s *Snapshot) screen() (kind, name string) {
	switch s.Screen {
	case "":
		return "table", s.Game
	case "lobby":
		return "lobby", "lobby"
	}
	return "page", s.Screen
}

// Reporter works out the messages from one snapshot to the next. Its zero value is ready.
type Reporter struct {
	seen      bool
	last      Snapshot
	started   roundKey // the last round told as started
	ended     roundKey // the last round told as ended
	credits   json.Number
	busy      bool
	muted     bool
	volume    int
	kind      string
	name      string
	activity  time.Time
	moments   int // big moments so far
	Malformed int // commands ignored as malformed
	Foreign   int // messages ignored as from an origin not allowed
}

// roundKey names a round.
type roundKey struct {
	game  string
	round uint64
}

// Busy reports whether a round is in play in the last snapshot: from the deal until its
// playback is over.
func (r *Reporter) Busy() bool { return r.busy }

// Moments returns how many big moments the reporter has seen (a jackpot, a big win).
func (r *Reporter) Moments() int { return r.moments }

// Activity notes the player's input at now and returns a playerActivity message, or false
// when one went less than a second ago.
func (r *Reporter) Activity(now time.Time) (Message, bool) {
	if !r.activity.IsZero() && now.Sub(r.activity) < time.Second {
		return Message{}, false
	}
	r.activity = now
	return New("playerActivity", nil), true
}

// Next returns the messages that tell what changed from the last snapshot to s, in order.
func (r *Reporter) Next(s Snapshot) []Message {
	var out []Message
	first := !r.seen
	r.seen = true
	kind, name := s.screen()
	if first || kind != r.kind || name != r.name {
		r.kind, r.name = kind, name
		out = append(out, New("screen", map[string]string{"screen": kind, "name": name}))
	}
	t := s.At()
	if t == nil {
		r.last = s
		return out
	}
	if first {
		r.credits, r.muted, r.volume = t.Credits, t.Muted, t.Effects
		out = append(out, r.balance(t), r.audio())
		if t.Phase == "done" {
			r.started = roundKey{t.Game, t.Round}
			r.ended = r.started
		}
	}
	if t.Muted != r.muted || t.Effects != r.volume {
		r.muted, r.volume = t.Muted, t.Effects
		out = append(out, r.audio())
	}
	out = append(out, r.rounds(t)...)
	if t.Credits != r.credits && !t.Animating {
		r.credits = t.Credits
		out = append(out, r.balance(t))
	}
	if busy := r.playing(t); busy != r.busy || first {
		r.busy = busy
		typ := "idle"
		if busy {
			typ = "busy"
		}
		out = append(out, New(typ, nil))
	}
	r.last = s
	return out
}

// playing reports whether a round is in play at t: dealt and not yet settled on screen.
func (r *Reporter) playing(t *TableState) bool {
	if t.Replay {
		return false
	}
	return t.Phase == "deciding" || (t.Phase == "done" && t.Animating && r.ended != roundKey{t.Game, t.Round})
}

// rounds tells a round's start and its end (with its jackpots).
func (r *Reporter) rounds(t *TableState) []Message {
	if t.Replay || t.Phase == "betting" || t.Phase == "" {
		return nil
	}
	k := roundKey{t.Game, t.Round}
	var out []Message
	if r.started != k {
		r.started = k
		out = append(out, New("roundStarted", map[string]any{"game": t.Game, "round": t.Round, "wagers": wagers(t), "demo": t.Demo}))
	}
	if t.Phase != "done" || t.Animating || t.Results == nil || r.ended == k {
		return out
	}
	r.ended = k
	big := false
	for _, w := range t.Results.Wagers {
		if w.Result != "jackpot" {
			continue
		}
		big = true
		out = append(out, New("jackpot", map[string]any{"game": t.Game, "round": t.Round, "meter": w.Wager, "amount": w.Net}))
	}
	if !big && Big(t.Results) {
		big = true
	}
	if big {
		r.moments++
	}
	end := map[string]any{"game": t.Game, "round": t.Round, "net": t.Results.Net, "void": t.Results.Void,
		"wagers": t.Results.Wagers, "big": big, "demo": t.Demo}
	return append(out, New("roundEnded", end))
}

// BigWin is how many times the round's stakes a round must net to be a big win.
const BigWin = 20

// Big reports whether a round's end is a moment worth sharing: a jackpot (a meter's, or a
// wheel's top prize, which the core settles as one), or a round that netted at least BigWin
// times what it staked.
func Big(res *Results) bool {
	if res == nil || res.Void {
		return false
	}
	for _, w := range res.Wagers {
		if w.Result == "jackpot" {
			return true
		}
	}
	net, err := res.Net.Float64()
	if err != nil || net <= 0 {
		return false
	}
	staked := 0.0
	for _, w := range res.Wagers {
		if f, err := w.Staked.Float64(); err == nil {
			staked += f
		}
	}
	return staked > 0 && net >= BigWin*staked
}

// wagers returns the bets on the felt at the deal, those that are not zero; a round first
// seen settled gives what each wager staked.
func wagers(t *TableState) map[string]json.Number {
	out := map[string]json.Number{}
	for k, v := range t.Bets {
		if v != "0" && v != "" {
			out[k] = v
		}
	}
	if len(out) == 0 && t.Results != nil {
		for _, w := range t.Results.Wagers {
			out[w.Wager] = w.Staked
		}
	}
	return out
}

func (r *Reporter) balance(t *TableState) Message {
	return New("balance", map[string]any{"game": t.Game, "credits": t.Credits})
}

func (r *Reporter) audio() Message {
	return New("audio", map[string]any{"muted": r.muted, "volume": r.volume})
}

// State returns the getState reply: the state as the last snapshot had it.
func (r *Reporter) State(paused bool) Message {
	s := &r.last
	kind, name := s.screen()
	p := map[string]any{"screen": kind, "name": name, "paused": paused, "busy": r.busy,
		"muted": r.muted, "volume": r.volume, "malformed": r.Malformed, "foreign": r.Foreign}
	if t := s.At(); t != nil {
		p["game"], p["round"], p["phase"], p["credits"], p["meter"] = t.Game, t.Round, t.Phase, t.Credits, t.Meter
	}
	return New("state", p)
}
