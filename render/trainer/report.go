// Package trainer is the trainer's page (a render/menu page, act('screen', 'trainer')): the
// trainer's setting and threshold, and the session's report: how many of the player's
// decisions were the best, what the others cost in antes and credits, the grade, and the
// costliest mistakes with the advisor's reason. The table keeps the trainer and grades the
// decisions (render/table's trainer.go); the page reads it and changes it through the
// table's own commands.
package trainer

import (
	"fmt"
	"strconv"

	"felt/game/money"
	"felt/render/coach"
	"felt/render/menu"
)

// Page is the trainer's page.
type Page struct {
	host menu.Host
	warn string
}

// New makes the trainer's page for a host.
func New(h menu.Host) *Page { return &Page{host: h} }

// Name implements menu.Page.
func (p *Page) Name() string { return "trainer" }

// thresholds are the threshold's options, in antes.
var thresholds = []menu.Option{
	{Value: "0.01", Label: "0.01"}, {Value: "0.02", Label: "0.02", Note: "The default: a fiftieth of an ante"},
	{Value: "0.05", Label: "0.05"}, {Value: "0.1", Label: "0.10"}, {Value: "0.25", Label: "0.25"}, {Value: "0.5", Label: "0.50"},
}

// Build implements menu.Page.
func (p *Page) Build(b *menu.Builder) {
	b.Title("TRAINER")
	t := p.host.Table()
	if t == nil {
		b.Warn("Sit at a table first: the trainer watches your decisions there.")
		return
	}
	st := t.Trainer()
	if p.warn != "" {
		b.Warn(p.warn)
	}
	b.Toggle("trainer", "Trainer", st.On, func(on bool) {
		arg := "off"
		if on {
			arg = "on"
		}
		p.warn = t.Hook().Act("trainer", arg)
	}).Note("Stops a decision that costs more than the threshold, and says what it costs; the same decision again goes ahead")
	sel := 1
	for i, o := range thresholds {
		if x, _ := strconv.ParseFloat(o.Value, 64); x == st.Threshold {
			sel = i
		}
	}
	b.Stepper("threshold", "Threshold (antes)", thresholds, sel, func(i int) { p.warn = t.Hook().Act("trainer", thresholds[i].Value) })
	r := st.Report
	b.Heading("This session")
	b.Line("Decisions", strconv.Itoa(r.Decisions))
	b.Line("The best (or as good)", strconv.Itoa(r.Best))
	b.Line("Mistakes", strconv.Itoa(r.Mistakes))
	b.Line("What they cost", fmt.Sprintf("%.3f antes, %s credits", r.Cost, money.Amount(r.Lost).String()))
	b.Line("Grade", r.Grade).Note("A: 95% of decisions the best, B: 85%, C: 70%, D: 50%")
	b.Column()
	b.Heading("The costliest mistakes")
	if len(r.Worst) == 0 {
		b.Text("None yet: every decision so far was the best, or as good.")
	}
	for _, g := range r.Worst {
		b.Line(fmt.Sprintf("Round %d, %s: %s, not %s", g.Round, g.Street, g.Made, g.Best),
			fmt.Sprintf("%s credits", money.Amount(g.Lost).String())).Note(g.Why)
	}
}

// State implements menu.Page: the table's trainer, as the table's own state has it.
func (p *Page) State() any {
	if t := p.host.Table(); t != nil {
		return t.Trainer()
	}
	return coach.TrainerState{}
}
