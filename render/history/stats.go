package history

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"felt/game/history"
	"felt/game/money"
	"felt/game/table"
	"felt/render/credits"
	"felt/render/layout"
	"felt/render/menu"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Stats is the statistics page of the table's game: the totals since the last reset, each
// wager's record beside the math sheet's return, a chart of the credits over the rounds kept,
// and a reset that asks first.
type Stats struct {
	host    menu.Host
	app     App
	confirm bool   // the reset asks for confirmation
	why     string // news on show
	pen     *pens  // the pictures' pens, made with the table's fonts
}

// NewStats makes the statistics page.
func NewStats(h menu.Host, a App) *Stats { return &Stats{host: h, app: a} }

// Name implements menu.Page.
func (p *Stats) Name() string { return StatsPage }

// WagerStat is one line of the wagers' statistics.
type WagerStat struct {
	Title   string  `json:"title"`
	Made    int64   `json:"made"`
	Hit     int64   `json:"hit"`
	Net     float64 `json:"net"`
	Return  float64 `json:"return"` // actual, per credit staked (0 when never made)
	Sheet   float64 `json:"sheet"`  // the math sheet's (the lower end of a range); 0 when none
	SheetHi float64 `json:"sheetHi"`
}

// Figures are the statistics as the page shows them, for the hook.
type Figures struct {
	Rounds    int64       `json:"rounds"`
	Minutes   float64     `json:"minutes"`
	Wagered   float64     `json:"wagered"`
	Net       float64     `json:"net"`
	Biggest   float64     `json:"biggestWin"`
	BestHand  string      `json:"bestHand"`
	Decisions [4]int64    `json:"decisions"` // fold, 1x, 2x, 3x
	Wagers    []WagerStat `json:"wagers"`
	Chart     []float64   `json:"chart"` // the credits after each round kept since the reset
	Confirm   bool        `json:"confirm"`
	Message   string      `json:"message"`
}

// asCredits is an amount in credits, for the statistics' JSON.
func asCredits(a money.Amount) float64 { return float64(a) / float64(money.Credit) }

// figures reads the statistics from the game's history.
func (p *Stats) figures() (Figures, history.Book) {
	g := game(p.host)
	b := p.app.Keeper(g).Book()
	t := &b.Totals
	f := Figures{Rounds: t.Rounds, Minutes: float64(t.Millis) / 60000, Wagered: asCredits(t.Wagered), Net: asCredits(t.Net),
		Biggest: asCredits(t.Biggest), Confirm: p.confirm, Message: p.why}
	copy(f.Decisions[:], t.Decisions[table.Fold:])
	sc := p.host.Table()
	if t.HaveBest && sc != nil {
		f.BestHand, _ = tbl.HandName(sc.Plug(), t.Best)
	}
	if sc != nil {
		for _, gr := range groups(sc.Core()) {
			f.Wagers = append(f.Wagers, gr.stat(t))
		}
	}
	for _, r := range b.Counted() {
		f.Chart = append(f.Chart, asCredits(r.Credits))
	}
	return f, b
}

// stat is the line's record in the totals t. The main game's wagers are one bet (a round
// counts once, when its antes were made); the other lines count each wager made and each
// hit (the Five Card Hand Bonus on the person's hand and on the dealer's are two wagers).
func (gr *group) stat(t *history.Totals) WagerStat {
	var w history.WagerTotals
	for _, x := range gr.wagers {
		wt := t.Wagers[x]
		if gr.main {
			w.Made, w.Hit = max(w.Made, wt.Made), max(w.Hit, wt.Hit)
		} else {
			w.Made, w.Hit = w.Made+wt.Made, w.Hit+wt.Hit
		}
		w.Staked += wt.Staked
		w.Net += wt.Net
	}
	ws := WagerStat{Title: gr.title, Made: w.Made, Hit: w.Hit, Net: asCredits(w.Net)}
	if r, ok := w.Return(); ok {
		ws.Return = r
	}
	if gr.ok {
		ws.Sheet, ws.SheetHi = gr.lo, gr.hi
	}
	return ws
}

// percent prints a return: "96.58%".
func percent(r float64) string { return strconv.FormatFloat(100*r, 'f', 2, 64) + "%" }

// played prints a time played: "1 h 12 min", "3 min".
func played(min float64) string {
	d := time.Duration(min * float64(time.Minute)).Round(time.Minute)
	if h := int(d.Hours()); h > 0 {
		return fmt.Sprintf("%d h %d min", h, int(d.Minutes())%60)
	}
	return fmt.Sprintf("%d min", int(d.Minutes()))
}

// amount prints credits with a sign.
func amount(c float64) string { return credits.Signed(money.Amount(c * float64(money.Credit))) }

// Build implements menu.Page.
func (p *Stats) Build(b *menu.Builder) {
	f, _ := p.figures()
	b.Title(menu.GameTitle(game(p.host), "STATISTICS"))
	if p.why != "" {
		b.Warn(p.why)
	}
	if f.Rounds == 0 {
		b.Text("No rounds counted yet: the statistics count every round you play at this table from now on.")
	}
	b.Heading("Your play")
	pen := p.pens()
	fig := f
	ws := wordsOf(&f)
	if pen != nil {
		b.Picture(fmt.Sprintf("%d rounds, %s wagered, net %s, biggest win %s", f.Rounds, plain(f.Wagered), amount(f.Net), amount(f.Biggest)),
			boardHeight, func(dst *ebiten.Image, r layout.Rect, k float64) { pen.drawBoard(dst, r, k, &fig, ws) })
	} else {
		b.Line("Rounds", strconv.FormatInt(f.Rounds, 10))
		b.Line("Total wagered", money.Amount(f.Wagered*float64(money.Credit)).String())
		b.Line("Net", amount(f.Net))
		b.Line("Biggest win", amount(f.Biggest))
	}
	b.Line("Time played", played(f.Minutes))
	if f.BestHand != "" {
		b.Line("Best hand", f.BestHand)
	}
	d := f.Decisions
	decisions := fmt.Sprintf("fold %d · 1x %d · 2x %d · 3x %d", d[0], d[1], d[2], d[3])
	if pen != nil {
		b.Heading("Decisions")
		b.Picture("Decisions: "+decisions, barsHeight, func(dst *ebiten.Image, r layout.Rect, k float64) { pen.drawDecisions(dst, r, k, d, ws) })
	} else {
		b.Line("Decisions", decisions)
	}
	b.Heading("Credits over the last rounds")
	alt := "No rounds yet."
	if n := len(f.Chart); n > 0 {
		alt = fmt.Sprintf("Credits over %d rounds: from %s to %s (low %s, high %s).", n,
			plain(f.Chart[0]), plain(f.Chart[n-1]), plain(minOf(f.Chart)), plain(maxOf(f.Chart)))
	}
	chart := f.Chart
	if pen != nil {
		b.Picture(alt, 190, func(dst *ebiten.Image, r layout.Rect, k float64) { pen.drawChart(dst, r, k, chart, ws) })
	}
	b.Column()
	b.Heading("Each wager: made, hit, net, and its return beside the math sheet's")
	if pen != nil && len(f.Wagers) > 0 {
		ws := f.Wagers
		b.Picture("Each wager's return as a bar beside the math sheet's mark, on a scale of 0 to 150%", returnsHeight(len(ws)),
			func(dst *ebiten.Image, r layout.Rect, k float64) { pen.drawReturns(dst, r, k, ws) }).
			Note("Bars: your return, brass at or over the sheet's, coral under it. Light marks: the sheet's.")
	}
	for _, w := range f.Wagers {
		val := "not made yet"
		if w.Made > 0 {
			val = fmt.Sprintf("%d made · %d hit · net %s", w.Made, w.Hit, amount(w.Net))
		}
		sheetText := "the sheet has no figure for this table"
		switch {
		case w.Sheet > 0 && w.SheetHi > w.Sheet:
			sheetText = "sheet " + strings.TrimSuffix(percent(w.Sheet), "%") + "–" + percent(w.SheetHi)
		case w.Sheet > 0:
			sheetText = "sheet " + percent(w.Sheet)
		}
		actual := "return —"
		if w.Made > 0 {
			actual = "return " + percent(w.Return)
		}
		b.Line(w.Title, val).Note(actual + " · " + sheetText)
	}
	b.Text("A return is what came back for each credit staked: 96% is 96 credits back for 100 wagered. The main game's counts everything staked on it, the antes and the bets made after them (the sheet's figure for it is 100% less its element of risk). Over a few hundred rounds the actual return wanders far from the sheet's: luck, not the math.")
	b.Heading("Reset")
	if p.confirm {
		b.Warn("Reset the statistics? The totals start again from zero; the hand history keeps its rounds.")
		b.Button("reset-yes", "YES, RESET THE STATISTICS", p.reset).Primary()
		b.Button("reset-no", "NO, KEEP THEM", func() { p.confirm, p.why = false, "" })
	} else {
		b.Button("reset", "RESET THE STATISTICS…", func() { p.confirm, p.why = true, "" })
	}
}

func plain(c float64) string { return money.Amount(c * float64(money.Credit)).String() }

func minOf(xs []float64) float64 {
	m := xs[0]
	for _, x := range xs {
		m = min(m, x)
	}
	return m
}

func maxOf(xs []float64) float64 {
	m := xs[0]
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

// pens returns the pictures' pens (nil with no table under the page: the page is then words
// alone).
func (p *Stats) pens() *pens { return pensOf(p.host, &p.pen) }

// reset resets the statistics, once confirmed.
func (p *Stats) reset() {
	p.confirm = false
	if err := p.app.Keeper(game(p.host)).Reset(); err != nil {
		p.why = "The statistics are reset, but could not be saved: " + err.Error()
		return
	}
	p.why = "The statistics are reset."
}

// State implements menu.Page.
func (p *Stats) State() any {
	f, _ := p.figures()
	return f
}

// Act implements menu.Actor: reset asks for confirmation; reset yes resets.
func (p *Stats) Act(name, arg string) (string, bool) {
	if name != "reset" {
		return "", false
	}
	switch arg {
	case "":
		p.confirm, p.why = true, ""
	case "yes":
		if !p.confirm {
			return "reset asks first: act('reset') then act('reset', 'yes')", true
		}
		p.reset()
	case "no":
		p.confirm, p.why = false, ""
	default:
		return "reset takes no argument, yes or no", true
	}
	return "", true
}
