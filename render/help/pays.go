package help

import "felt/render/menu"

// Pays is the pays-and-rules sign of the table under the pages (table.Scene.PaysAndRules)
// as a page of render/menu: on a small screen the sign painted over the table would be
// set too small to read, so PAYS & RULES opens this page instead, in the kit's own
// readable type, scrolled like the others. It says what the sign says: the pay tables of
// the wagers the table offers with their returns, the rules as the game reads them, and
// the keys.
type Pays struct {
	host menu.Host
}

// NewPays makes the pays-and-rules page for a host.
func NewPays(h menu.Host) *Pays { return &Pays{host: h} }

// Name implements menu.Page.
func (p *Pays) Name() string { return "pays" }

// Build implements menu.Page.
func (p *Pays) Build(b *menu.Builder) {
	t := p.host.Table()
	if t == nil {
		b.Title("PAYS & RULES")
		b.Text(FreePlay)
		b.Warn("Sit at a table first: the sign tells its pay tables and its rules.")
		return
	}
	c := t.PaysAndRules()
	b.Title(menu.GameTitle(t.Game(), "PAYS & RULES"))
	b.Text(FreePlay)
	for _, col := range c.Columns {
		for _, pt := range col {
			b.Heading(pt.Title)
			for _, l := range pt.Lines {
				b.Line(l.Hand, l.Pay)
			}
		}
	}
	b.Column()
	for _, r := range c.Rules {
		b.Heading(r.Title)
		b.Text(r.Text)
	}
	if c.Foot != "" {
		b.Text(c.Foot)
	}
}

// State implements menu.Page: the sign's title, its pay tables' titles and its rules'.
func (p *Pays) State() any {
	st := struct {
		Title  string   `json:"title"`
		Tables []string `json:"tables"`
		Rules  []string `json:"rules"`
	}{Tables: []string{}, Rules: []string{}}
	t := p.host.Table()
	if t == nil {
		return st
	}
	c := t.PaysAndRules()
	st.Title = c.Title
	for _, col := range c.Columns {
		for _, pt := range col {
			st.Tables = append(st.Tables, pt.Title)
		}
	}
	for _, r := range c.Rules {
		st.Rules = append(st.Rules, r.Title)
	}
	return st
}
