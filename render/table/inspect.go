package table

import (
	"felt/game/table"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/stage"

	"github.com/hajimehoshi/ebiten/v2"
)

// What the table shows, read back for tests and tools that check a picture's meaning
// without reading its pixels, and input fed through the pointer as a player's would be.
// Nothing here changes the table but Inject and InjectKey, which only queue input.

// Inspector is the handle tests and tools read the table through (Scene.Inspect): what a
// seat and the table show now (SeatShown, TableShown), the second meter's display (Meter2),
// the plan's boxes (Drawn, and Plan, which lays the table out for a screen first), and input
// queued as a player's (Inject, InjectKey).
type Inspector struct{ s *Scene }

// Inspect returns the handle that reads the table back.
func (s *Scene) Inspect() Inspector { return Inspector{s} }

// SeatView is what a seat shows now, as the playback has it.
type SeatView struct {
	Tag       string  // the seat's tag: FOLD, PLAY 2x, ENVY +10, JACKPOT +...
	TagAlpha  float64 // the tag's opacity now (0 hidden, 1 shown)
	Hand      string  // the hand's name under the cards
	HandAlpha float64
	Turn      float64 // the glow while the seat decides, 0 to 1
	Cause     float64 // the glow of a seat whose hand earned others an Envy Bonus
	Lit       float64 // the progressive sensor's light
	Folded    bool
	// Staked is what the seat put on each wager this round, as the events told it.
	Staked table.Bets
	// Stakes and Pays are the chips lying on the felt now: on each circle, and the
	// winnings set beside it (0 once they have gone home or to the tray).
	Stakes, Pays table.Bets
	// Results are each wager's end this round, as the playback has reached it.
	Results [table.MaxWagers]stage.WagerEnd
}

// SeatShown returns what seat n shows now; the zero SeatView for no seat.
func (in Inspector) SeatShown(n int) SeatView {
	s := in.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if !stage.SeatOK(n) {
		return SeatView{}
	}
	st := &s.stage.Seats[n]
	now := s.stage.Timeline.Now()
	v := SeatView{
		Tag: st.Tag.Text(), TagAlpha: st.TagA.At(now), Hand: st.Hand.Text(), HandAlpha: st.HandA.At(now),
		Turn: st.Turn.At(now), Cause: st.Cause.At(now), Lit: st.Lit.At(now), Folded: st.Folded,
		Staked: st.Staked, Results: st.Results,
	}
	for w := range st.Stake {
		if st.Stake[w].On(now) {
			v.Stakes[w] = st.Stake[w].Amount
		}
		if st.Pay[w].On(now) {
			v.Pays[w] = st.Pay[w].Amount
		}
	}
	return v
}

// ButtonView is a button as the table shows it now.
type ButtonView struct {
	Command string      // the command it issues, as the hook's state's targets name it: "deal", "play 1"
	Title   string      // its title: "DEAL", "PLAY 1x"
	Rect    layout.Rect // where it lies, in design units
	Shown   bool
	Usable  bool // shown and not disabled
}

// TableView is what the table shows beyond its seats.
type TableView struct {
	Result        string // the result line's head: "WIN +35", "LOSS −20", "EVEN", "VOID"
	ResultDetails string // and its wagers
	ResultOn      bool   // the result line is up
	ResultShort   string // the wagers as the line shows them in short, "" when in full
	Banner        string // the celebration's text, while it is up
	BannerLevel   int    // 1 a win, 2 a big win, 3 a jackpot; 0 none
	// BannerFit is the part of its whole size the banner stands at, fitted into its band
	// (1: all of it), as last placed.
	BannerFit float64
	// Band is the banner's band on the screen last laid out (geom.Places.Band), design units:
	// the place of its own where a won round is announced, which nothing else meets.
	Band   layout.Rect
	Played int // the events of the round played back so far
	// Hint is where the hint's panel was last placed, design units (empty: not shown), and
	// HintSize its lines' type size, design units.
	Hint     layout.Rect
	HintSize float64
	// Buttons are the action buttons, then the settings.
	Buttons []ButtonView
}

// TableShown returns what the table shows now beyond its seats.
func (in Inspector) TableShown() TableView {
	s := in.s
	s.mu.Lock()
	defer s.mu.Unlock()
	v := TableView{
		Result: s.stage.result.head, ResultDetails: s.stage.result.forms[fullForm], ResultOn: s.stage.resultOn,
		ResultShort: s.stage.result.shortShown(),
		Played:      s.stage.Timeline.Cursor(),
		Hint:        s.hp.at, HintSize: s.hp.size, Band: s.geom.Band,
	}
	if b := &s.stage.banner; b.level > 0 && s.stage.Timeline.Now() < b.until {
		v.Banner, v.BannerLevel, v.BannerFit = b.text, b.level, b.fit
	}
	s.updateControls()
	for _, b := range append(append([]*button(nil), s.buttons...), s.settings...) {
		v.Buttons = append(v.Buttons, ButtonView{Command: b.cmd.String(), Title: b.Title(), Rect: b.Rect, Shown: !b.Hidden, Usable: b.Usable()})
	}
	return v
}

// Inject queues a gesture (in device pixels of the screen last drawn) for the next Update
// to read as the player's: the whole path of a click, for tests, which cannot move the mouse.
func (in Inspector) Inject(g input.Gesture) {
	s := in.s
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pointer.Inject(g)
}

// InjectKey queues a key press for the next Update to read as the player's: for tests.
func (in Inspector) InjectKey(k ebiten.Key) {
	s := in.s
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pointer.InjectKey(k)
}
