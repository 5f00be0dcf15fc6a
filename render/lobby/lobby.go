// Package lobby is the lobby page (render/menu): the two games, each shown by a miniature of
// its table (the table machinery's picture of it, its progressive meter live and rolling:
// mini.go), a way in under it and a way to its settings, then its limits drawn as the
// table's chips, its best prizes and its meters. A first visit opens on it; the table has a LOBBY button and Esc to come
// back to it between rounds (a round in progress waits under it, and is never lost).
package lobby

import (
	"bytes"

	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	render4 "felt/render/crazy4"
	rendercc "felt/render/crisscross"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/menu"
	"felt/render/printing"
	"felt/render/setup"
	"felt/render/sprite"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// A game of the lobby.
type game struct {
	name  string // "crazy4"
	title string // "CRAZY 4 POKER"
	about string
	spots []tbl.Spot
}

var games = []game{
	{name: "crazy4", title: "CRAZY 4 POKER", about: "Five cards, the best four play against the dealer's. Ante and Super Bonus, then Play 1x, or up to 3x with a pair of aces or better.", spots: render4.Spots()},
	{name: "crisscross", title: "CRISS CROSS POKER", about: "Two hole cards and a cross of five community cards: an Across hand and a Down hand, three streets of bets, and the Bonus Spin wheels.", spots: rendercc.Spots()},
}

// Page is the lobby. Make one with New.
type Page struct {
	host  menu.Host
	book  *setup.Book // the tables' settings in effect
	notes []string
	eval  *hand.Evaluator
	peek  map[string]table.Game // the tables not open, as saved (or new), to read
	saved map[string][]byte     // the saves peek was read from
	why   string                // the last refusal, shown on the page
	fs    *fonts.Set
	art   *sprite.Art
	minis [2]mini // each game's miniature (mini.go), in the order of games
	// painted says that a miniature was painted since the last tick: one a frame.
	painted bool
}

// New makes the lobby for a host; book has the tables' settings; notes are lines to show at
// its top (a refused parameter of the page); eval ranks the hands of the tables it reads
// (the program's one, shared); fs are the fonts its pictures are drawn with. A host that is
// Minis makes the tables the lobby's miniatures picture.
func New(h menu.Host, book *setup.Book, notes []string, eval *hand.Evaluator, fs *fonts.Set) *Page {
	return &Page{host: h, book: book, notes: notes, eval: eval, peek: map[string]table.Game{}, saved: map[string][]byte{},
		fs: fs, art: sprite.New(fs)}
}

// Name implements menu.Page.
func (p *Page) Name() string { return "lobby" }

// Refresh implements menu.Refresher: the meters are read again every three seconds, as an
// idle table's own display follows its meter (each reading rolls the miniatures' meters in
// a few frames, and redraws the page once when a figure changed).
func (p *Page) Refresh() int { return refreshTicks }

// refreshTicks is how often the lobby reads the tables again, ticks.
const refreshTicks = 180

// Tables is a host that keeps every table it opened: the lobby reads a table through it.
// render/app's host is one.
type Tables interface {
	// TableOf returns the table of a game opened this session, or nil.
	TableOf(game string) *tbl.Scene
	// Keeps reports whether the session keeps its tables in the store (false for a seed's
	// session and the demonstration: a table they open is new).
	Keeps() bool
}

// core returns the table of a game to read, as its rules core has it now: the one open,
// or left this session (its meters go on climbing: render/app), else the saved one (read
// again whenever its save changes: another tab or window may be playing it), else a new
// one of the settings in effect.
func (p *Page) core(g string) table.Game {
	if sc := p.host.Table(); sc != nil && sc.Game() == g {
		return sc.Core()
	}
	keeps := true
	if ts, ok := p.host.(Tables); ok {
		if sc := ts.TableOf(g); sc != nil {
			return sc.Core()
		}
		keeps = ts.Keeps()
	}
	var data []byte
	if st := p.host.Store(); st != nil && keeps {
		data, _ = st.Load(g + "-table")
	}
	if c, ok := p.peek[g]; ok && bytes.Equal(data, p.saved[g]) {
		return c
	}
	var c table.Game
	// The saved table is read at its settings in effect (a Criss Cross Poker save holds
	// none of its own).
	now := setup.Default(g)
	if p.book != nil {
		now = p.book.Now(g)
	}
	switch g {
	case "crazy4":
		if t, err := crazy4.Restore(data, p.eval); data != nil && err == nil {
			c = t
		} else if t, err := crazy4.NewTable(now.Crazy4(), p.eval); err == nil {
			c = t
		}
	case "crisscross":
		cfg, err := now.CrissCross()
		if err != nil {
			cfg = rendercc.DefaultConfig()
		}
		if t, err := crisscross.NewTable(cfg, p.eval); err == nil {
			if data == nil || t.UnmarshalBinary(data) == nil {
				c = t
			} else if t, err := crisscross.NewTable(cfg, p.eval); err == nil {
				c = t
			}
		}
	}
	p.peek[g], p.saved[g] = c, data
	return c
}

// Build implements menu.Page: each game as a column of its own, its miniature first, the way
// in under it, then its limits (as chips), its best prizes and its meters.
func (p *Page) Build(b *menu.Builder) {
	b.Title("LOBBY")
	for i, g := range games {
		if i > 0 {
			b.Column()
		}
		if i == 0 {
			for _, n := range p.notes {
				b.Warn(n)
			}
			if p.why != "" {
				b.Warn(p.why)
			}
		}
		b.Heading(g.title)
		c := p.core(g.name)
		if c == nil {
			b.Warn("This table cannot open.")
			continue
		}
		info := describe(g, c)
		m := p.miniature(i, g.name)
		if m != nil {
			m.follow(info.Meters)
			b.Picture("The "+g.title+" table: "+itoa(info.Mates)+" table-mates, a round dealt, its progressive meter live",
				miniMax, func(dst *ebiten.Image, r layout.Rect, k float64) { m.draw(dst, r, p.fs, &p.painted) }).Ratio(miniRatio)
		}
		label := "PLAY " + g.title
		if sc := p.host.Table(); sc != nil && sc.Game() == g.name {
			label = "BACK TO THE TABLE"
		}
		b.Button(g.name, label, func() {
			if err := p.host.Play(g.name); err != nil {
				p.why = err.Error()
			}
		}).Primary()
		b.Button("setup-"+g.name, "TABLE SETTINGS", func() {
			if err := p.host.Open("setup-" + g.name); err != nil {
				p.why = err.Error()
			}
		})
		if p.book != nil {
			if w, ok := p.book.Wanted(g.name); ok && w != p.book.Now(g.name) {
				b.Text("New table settings take effect between rounds, once you sit down.")
			}
		}
		if sc := p.host.Table(); sc != nil && sc.Game() == g.name {
			// The table's hand history and statistics (render/history).
			b.Button(g.name+"-history", "HAND HISTORY", func() { p.open("history") }).Note("Every round of the last 200: replay one, copy its code (key J at the table)")
			b.Button(g.name+"-stats", "STATISTICS", func() { p.open("stats") }).Note("Your totals, each wager's return beside the math sheet's (key O)")
			// The strategy advisor's pages (render/drill, render/trainer).
			b.Button(g.name+"-drill", "STRATEGY DRILL", func() { p.open("drill") }).Note("Fold, 1x or 3x? Hands of each street, scored, with the exact values (key . at the table)")
			b.Button(g.name+"-trainer", "TRAINER", func() { p.open("trainer") }).Note("Stops a costly decision before it is made; the session's report and grades (key ;)")
		}
		b.Text(g.about)
		limits := info.Limits
		b.Picture(limitsAlt(limits), limitsHeight(len(limits), 1), func(dst *ebiten.Image, r layout.Rect, k float64) {
			p.drawLimits(dst, r, k, limits)
		})
		var sign printing.Sign
		if m != nil {
			sign = m.sign
		}
		if prizes := bestPrizes(info.Meters, sign); len(prizes) > 0 {
			b.Heading("Best prizes")
			for _, pz := range prizes {
				b.Line(pz.Hand, pz.Pay).Note(pz.Wager)
			}
		}
		b.Line("Table-mates", itoa(info.Mates))
		if info.Credits != "" {
			b.Line("Your credits", info.Credits)
		}
	}
}

// miniMax is the tallest a miniature is, menu units.
const miniMax = 340

// miniature returns game i's miniature, its table made at the settings in effect, or nil
// when the host makes none.
func (p *Page) miniature(i int, game string) *mini {
	h, ok := p.host.(Minis)
	if !ok {
		return nil
	}
	set := setup.Default(game)
	if p.book != nil {
		set = p.book.Now(game)
	}
	m := &p.minis[i]
	if !m.use(h, game, set) {
		return nil
	}
	return m
}

// Tick implements menu.Live: the miniatures' meters roll, and a miniature waiting for its
// painting (one is painted a frame) has the page drawn whole again.
func (p *Page) Tick() bool {
	p.painted = false
	moving := false
	for i := range p.minis {
		moving = p.minis[i].tick() || !p.minis[i].fresh() || moving
	}
	return moving
}

// DrawLive implements menu.Live: the miniatures' meters alone, where they were last drawn;
// false, drawing nothing, while a miniature waits for its painting.
func (p *Page) DrawLive(dst *ebiten.Image) bool {
	for i := range p.minis {
		if !p.minis[i].fresh() {
			return false
		}
	}
	for i := range p.minis {
		p.minis[i].drawMeter(dst, p.fs)
	}
	return true
}

// Close implements menu.Closer: the miniatures' images go.
func (p *Page) Close() {
	for i := range p.minis {
		p.minis[i].close()
	}
}

// open opens another page over the lobby.
func (p *Page) open(name string) {
	if err := p.host.Open(name); err != nil {
		p.why = err.Error()
	}
}

// Limit is a wager a table offers, with its limits.
type Limit struct {
	Spot  string       `json:"spot"`
	Name  string       `json:"name"`
	Limit string       `json:"limit"`
	least money.Amount // the least it takes: the chip the lobby shows it with
}

// Meter is a progressive meter of a table.
type Meter struct {
	Name  string `json:"name"`
	Value string `json:"value"`
	Cents int64  `json:"cents"`
	sys   int    // the meter system
}

// Table is a table as the lobby shows it.
type Table struct {
	Game     string   `json:"game"`
	Limits   []Limit  `json:"limits"`
	SideBets []string `json:"sideBets"`
	Meters   []Meter  `json:"meters"`
	Mates    int      `json:"mates"`
	Credits  string   `json:"credits,omitempty"`
	Open     bool     `json:"open"`
}

// describe reads a table's offer from its core.
func describe(g game, c table.Game) Table {
	t := Table{Game: g.name}
	for _, sp := range g.spots {
		if !c.Offered(sp.Wager) || (sp.Look == geom.Street && sp.Name != "ante") {
			continue
		}
		l := c.Limit(sp.Wager)
		if !l.Offered() {
			continue
		}
		least := l.Min
		if len(l.Exact) > 0 {
			least = l.Exact[0]
		}
		t.Limits = append(t.Limits, Limit{Spot: sp.Name, Name: c.WagerName(sp.Wager), Limit: limitText(l), least: least})
		if sp.Look == geom.Side || sp.Look == geom.Sensor {
			t.SideBets = append(t.SideBets, sp.Name)
		}
	}
	for k := range c.Meters() {
		m := c.Meter(k)
		if m == nil {
			continue
		}
		name := "Progressive"
		for w := range c.Wagers() {
			if c.MeterOf(table.Wager(w)) == k {
				name = c.WagerName(table.Wager(w))
				break
			}
		}
		v := m.Meter(0)
		t.Meters = append(t.Meters, Meter{Name: name + " meter", Value: v.String(), Cents: int64(v), sys: k})
	}
	for s := range table.Seats {
		if s != c.Person() && c.Balance(s) > 0 {
			t.Mates++
		}
	}
	if p := c.Person(); p >= 0 {
		t.Credits = c.Balance(p).String()
	}
	return t
}

// limitText prints a limit: "5-500", or the amounts a wager takes ("1 or 5").
func limitText(l table.Limit) string {
	if len(l.Exact) > 0 {
		return tbl.ExactText(l.Exact)
	}
	return l.Min.String() + "–" + l.Max.String()
}

func itoa(n int) string { return money.Credits(int64(n)).String() }

// State implements menu.Page: each table as the lobby shows it.
func (p *Page) State() any {
	out := struct {
		Tables []Table `json:"tables"`
		Why    string  `json:"why,omitempty"`
	}{Why: p.why}
	for _, g := range games {
		if c := p.core(g.name); c != nil {
			t := describe(g, c)
			if sc := p.host.Table(); sc != nil && sc.Game() == g.name {
				t.Open = true
			}
			out.Tables = append(out.Tables, t)
		}
	}
	return out
}

// Act implements menu.Actor: act('play', game) sits at a game's table.
func (p *Page) Act(name, arg string) (string, bool) {
	if name != "play" {
		return "", false
	}
	for _, g := range games {
		if g.name == arg {
			if err := p.host.Play(arg); err != nil {
				return err.Error(), true
			}
			return "", true
		}
	}
	return "no table " + command.Quote(arg, 24) + " (want crazy4 or crisscross)", true
}
