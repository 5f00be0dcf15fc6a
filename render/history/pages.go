package history

import (
	"errors"
	"felt/render/hook"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"felt/game/history"
	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	"felt/render/credits"
	"felt/render/layout"
	"felt/render/menu"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// App is what the history's pages need of the app besides menu.Host: the history of each
// game, and showing a replay over the table.
type App interface {
	// Keeper returns the history of a game.
	Keeper(game string) *Keeper
	// ShowReplay shows a round on a table of plug from its events, over the table in play
	// (which waits, as it was); title says what round it is, code is its round code ("" when
	// it has none).
	ShowReplay(plug tbl.Plug, events []table.Event, title, code string) error
	// ReplayCode deals a round code's round again and shows it (FromCode, ShowReplay).
	ReplayCode(text string) error
}

// Names of the pages.
const (
	HistoryPage = "history"
	StatsPage   = "stats"
)

// Page is the hand history: the rounds kept, newest first, each with its time, hand and net;
// pressing one replays it on the table. It also copies the last round's code and pastes one.
type Page struct {
	host menu.Host
	app  App
	why  string // the last refusal or news, shown on the page
	code string // the code last copied, shown to select

	waiting bool   // the clipboard was asked for a code and has not answered
	fresh   bool   // its answer came and is not shown yet
	typing  bool   // the player is typing a code (TYPE A CODE)
	typed   string // the code typed so far

	unlisten func() // stops listening for the page's paste events (listenPastes)
	pen      *pens  // the rounds' pictures' pens, made with the table's fonts

	mu     sync.Mutex
	pasted string // text the clipboard gave, to replay (or type) at the next refresh
	perr   error
	fill   bool // the clipboard's text goes into the typed code rather than replaying
}

// NewPage makes the history page.
func NewPage(h menu.Host, a App) *Page { return &Page{host: h, app: a} }

// Name implements menu.Page.
func (p *Page) Name() string { return HistoryPage }

// game is the game of the table under the pages ("crazy4" when none is open).
func game(h menu.Host) string {
	if sc := h.Table(); sc != nil {
		return sc.Game()
	}
	return "crazy4"
}

// Line is a round as the history lists it.
type Line struct {
	Round  uint64  `json:"round"`
	When   string  `json:"time"`
	Hand   string  `json:"hand"`
	Net    float64 `json:"net"`
	Detail string  `json:"detail"`
	hand   Hand
}

// lines lists the rounds kept, newest first.
func (p *Page) lines() []Line {
	g := game(p.host)
	b := p.app.Keeper(g).Book()
	out := make([]Line, 0, len(b.Rounds))
	for i := len(b.Rounds) - 1; i >= 0; i-- {
		out = append(out, lineOf(p.host.Table(), &b.Rounds[i]))
	}
	return out
}

// lineOf describes a round: its time, the person's hand, the net and the wagers.
func lineOf(sc *tbl.Scene, r *history.Round) Line {
	s := r.Summary()
	l := Line{Round: s.Number, When: when(r.When), Net: float64(s.Net) / float64(money.Credit), hand: handOf(r)}
	if s.Ranked && sc != nil {
		l.Hand, _ = tbl.HandName(sc.Plug(), s.Hand)
	}
	if s.Void {
		l.Hand = "Void: every wager returned"
	} else if l.Hand == "" {
		l.Hand = "—"
	}
	var parts []string
	var words tbl.Words
	if sc != nil {
		words = tbl.WordsOf(sc.Plug(), sc.Core)
	}
	for _, w := range s.Wagers {
		name := strconv.Itoa(int(w.Wager))
		if words != nil {
			name = words.Title(w.Wager)
		}
		parts = append(parts, name+" "+w.Staked.String()+" ("+credits.Signed(w.Net)+")")
	}
	if len(s.Decisions) > 0 {
		var ds []string
		for _, a := range s.Decisions {
			if sc != nil {
				ds = append(ds, sc.Decision(a))
			} else {
				ds = append(ds, a.String())
			}
		}
		parts = append(parts, strings.Join(ds, ", "))
	}
	if s.MeterPaid > 0 {
		parts = append(parts, "jackpot "+s.MeterPaid.String())
	}
	l.Detail = strings.Join(parts, " · ")
	return l
}

// when prints a round's time: "15:04" today, "Jan 2 15:04" before.
func when(ms int64) string {
	t, now := time.UnixMilli(ms), time.Now()
	if t.YearDay() == now.YearDay() && t.Year() == now.Year() {
		return t.Format("15:04")
	}
	return t.Format("Jan 2 15:04")
}

// Build implements menu.Page.
func (p *Page) Build(b *menu.Builder) {
	p.fresh = false
	g := game(p.host)
	b.Title(menu.GameTitle(g, "HAND HISTORY"))
	lines := p.lines()
	if p.why != "" {
		b.Warn(p.why)
	}
	b.Heading("Rounds, newest first")
	if len(lines) == 0 {
		b.Text("No rounds yet. Each round you play at this table is kept here (the last " + strconv.Itoa(history.Max) + "), to replay.")
	}
	pen := pensOf(p.host, &p.pen)
	four := false
	if sc := p.host.Table(); sc != nil {
		four = sc.Preferences().FourColour
	}
	for i, l := range lines {
		net := money.Amount(l.Net * float64(money.Credit))
		netText := credits.Signed(net)
		if pen != nil {
			b.Picture("Round "+strconv.FormatUint(l.Round, 10)+": "+strings.Join(hook.CardNames(l.hand.Own), " ")+", net "+netText, handHeight,
				func(dst *ebiten.Image, r layout.Rect, k float64) { pen.drawHand(dst, r, k, l.hand, net, netText, four) })
		}
		label := fmt.Sprintf("%s   #%d   %s   %s", l.When, l.Round, l.Hand, netText)
		b.Button("round"+strconv.Itoa(i+1), label, func() { p.replay(i) }).Note(l.Detail)
	}
	if hits := p.linked(); len(hits) > 0 {
		b.Heading("Jackpots the linked tables hit, newest first")
		for i := len(hits) - 1; i >= 0; i-- {
			h := hits[i]
			b.Line("Linked table "+strconv.Itoa(h.Table)+" · "+h.Meter+" meter", money.Amount(h.Amount).String())
		}
	}
	b.Column()
	b.Heading("Round codes")
	b.Text("A round code holds a round's seed, the table's settings (limits, pay tables), who sat where, every wager and decision and the meters: pasted or typed here, anywhere the game runs, it deals that round again, as a replay.")
	if len(lines) > 0 {
		b.Button("copy", "COPY THE LAST ROUND'S CODE", func() { p.copyCode(0) })
	}
	if p.code != "" {
		b.Text("Code: " + Grouped(p.code))
	}
	b.Button("paste", "PASTE A CODE AND REPLAY IT", p.paste).Note("A code copied from this game, on this device or another")
	if !p.typing {
		b.Button("type", "TYPE A CODE", p.startTyping).Note("Type it with the keyboard (Ctrl+V pastes), Enter replays it")
		return
	}
	field := Grouped(p.typed)
	b.Button("typed", "CODE: "+field+"_", p.submit).Note("Type the code (Ctrl+V pastes it); Enter or a tap here replays it, Esc stops typing")
}

// replay shows the i-th newest round on the table.
func (p *Page) replay(i int) {
	p.why = ""
	if err := p.Replay(i); err != nil {
		p.why = err.Error()
	}
}

// Replay shows the i-th newest round (from 0) on the table.
func (p *Page) Replay(i int) error {
	sc := p.host.Table()
	if sc == nil {
		return errors.New("no table is open")
	}
	r, err := p.app.Keeper(sc.Game()).Round(i)
	if err != nil {
		return err
	}
	l := lineOf(sc, &r)
	code, _ := CodeOf(sc.Game(), &r)
	// The round on a table of the settings it was played at (the table's own for a round
	// kept before the history noted them).
	plug := sc.Plug()
	if r.Table != nil {
		if plug, err = PlugOf(sc.Game(), r.Table, int(r.Person)); err != nil {
			return err
		}
	}
	return p.app.ShowReplay(plug, r.Events, TitleOf(plug, int(r.Person), r.Events, l.When), code)
}

// copyCode copies the code of the i-th newest round, and shows it.
func (p *Page) copyCode(i int) {
	p.why = ""
	c, err := p.Code(i)
	if err != nil {
		p.why = err.Error()
		return
	}
	p.code = c
	if Copy(c) {
		p.why = "The code is on the clipboard."
	}
}

// Code returns the code of the i-th newest round (from 0).
func (p *Page) Code(i int) (string, error) {
	g := game(p.host)
	r, err := p.app.Keeper(g).Round(i)
	if err != nil {
		return "", err
	}
	return CodeOf(g, &r)
}

// paste reads a code from the clipboard and replays it.
func (p *Page) paste() {
	p.why = ""
	ok := Paste(func(text string, err error) {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.pasted, p.perr = text, err
		if err == nil && text == "" {
			p.perr = errors.New("the clipboard holds no text")
		}
	})
	if !ok {
		p.why = ErrNoClipboard.Error()
		return
	}
	p.waiting = true
	p.why = "Reading the clipboard…"
}

// Refresh implements menu.Refresher: a code the clipboard gave is replayed. The page looks
// for the clipboard's answer four times a second while it waits for one or the code field
// is open (a paste may come), and is rebuilt once with the news; otherwise it does not
// refresh, so that it lets the loop sleep.
func (p *Page) Refresh() int {
	p.mu.Lock()
	text, err, fill := p.pasted, p.perr, p.fill
	p.pasted, p.perr, p.fill = "", nil, false
	p.mu.Unlock()
	switch {
	case err != nil:
		p.why = err.Error()
		p.waiting, p.fresh = false, true
	case fill && text != "":
		p.waiting, p.fresh = false, true
		p.filled(text)
	case text != "":
		p.why = ""
		p.waiting, p.fresh = false, true
		if err := p.app.ReplayCode(text); err != nil {
			p.why = "That code does not replay: " + err.Error()
		}
	}
	if p.waiting || p.fresh || p.typing {
		return 15
	}
	return 0
}

// State implements menu.Page: the rounds listed, the code shown and the line on show.
func (p *Page) State() any {
	return map[string]any{"rounds": p.lines(), "code": p.code, "message": p.why, "typing": p.typing, "typed": p.typed,
		"linked": p.linked()}
}

// linked are the jackpots the linked tables hit this session, as the table under the pages
// told them (oldest first; none without a table).
func (p *Page) linked() []tbl.LinkedHit {
	if sc := p.host.Table(); sc != nil {
		return sc.LinkedHits()
	}
	return []tbl.LinkedHit{}
}

// Act implements menu.Actor: replay n, copy n (the n-th newest round, from 1).
func (p *Page) Act(name, arg string) (string, bool) {
	switch name {
	case "replay", "copy":
		n, err := strconv.Atoi(strings.TrimSpace(arg))
		if arg == "" {
			n, err = 1, nil
		}
		if err != nil || n < 1 {
			return fmt.Sprintf("%v: %s (want the round's place in the list, from 1)", command.ErrArg, command.Quote(arg, 12)), true
		}
		if name == "copy" {
			if _, err := p.Code(n - 1); err != nil {
				return err.Error(), true
			}
			p.copyCode(n - 1)
			return "", true
		}
		if err := p.Replay(n - 1); err != nil {
			return err.Error(), true
		}
		return "", true
	}
	return "", false
}
