package hook

import (
	"felt/game/cards"
	"felt/render/coach"
	"felt/render/credits"
	"felt/render/keep"
)

// The table's state as window.felt.state() reports it (docs/hook.md lists the fields): the
// JSON a table's State returns (render/table builds it, each plug adds its own fields), which
// the browser tests, the marketing demo and render/app's own state read back.

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
	// Page is the size of the page, [width, height] in CSS pixels, that TargetsCSS were
	// measured on (the last frame's): a test that resizes the page waits for the new size
	// here before it taps.
	Page [2]float64 `json:"page"`
	// Banner is the celebration of a won round while it stands on the table (absent
	// otherwise).
	Banner *BannerState `json:"banner,omitempty"`
}

// BannerState is the banner while it stands: its words ("YOU WIN +15", "JACKPOT!
// +6,260.88"), its level (1 a win, 2 a big win, 3 a jackpot) and where it stands at its
// size, [x, y, w, h] in CSS pixels of the page.
type BannerState struct {
	Text  string     `json:"text"`
	Level int        `json:"level"`
	Rect  [4]float64 `json:"rect"`
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
