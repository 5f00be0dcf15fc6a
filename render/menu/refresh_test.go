package menu

import (
	"strconv"
	"testing"
)

// livePage is a Refresher with one live figure.
type livePage struct{ figure, builds int }

func (p *livePage) Name() string { return "live" }
func (p *livePage) State() any   { return nil }
func (p *livePage) Refresh() int { return 10 }
func (p *livePage) Build(b *Builder) {
	p.builds++
	b.Title("LIVE")
	b.Line("Meter", strconv.Itoa(p.figure))
}

// TestRefreshDrawsChangesOnly: a page of live figures is rebuilt at every refresh, but its
// picture counts as changed (and the app draws it) only when a figure moved.
func TestRefreshDrawsChangesOnly(t *testing.T) {
	p := &livePage{figure: 5000}
	s := newScreen(t, p, nil)
	c0, b0 := s.Changes(), p.builds
	s.Pass(100)
	if p.builds-b0 != 10 {
		t.Errorf("10 refreshes rebuilt the page %d times", p.builds-b0)
	}
	if s.Changes() != c0 {
		t.Errorf("10 refreshes with nothing new changed the picture %d times", s.Changes()-c0)
	}
	p.figure++
	s.Pass(10)
	if s.Changes() != c0+1 {
		t.Errorf("a refresh with the figure moved changed the picture %d times, want once", s.Changes()-c0)
	}
	s.Pass(30)
	if s.Changes() != c0+1 {
		t.Errorf("refreshes after it changed the picture %d times more", s.Changes()-c0-1)
	}
}
