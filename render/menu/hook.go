package menu

import (
	"fmt"
	"math"
	"strings"

	"felt/render/command"
)

// Act carries out a hook command on the page: set, press and focus (see the package doc),
// then the page's own (Actor). It returns "" when done, or why not.
func (s *Screen) Act(name, arg string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch name {
	case "set":
		id, value, ok := strings.Cut(arg, "=")
		if !ok {
			return "set wants id=value"
		}
		return s.set(id, value)
	case "press":
		if _, ok := s.more(); ok && arg == moreID {
			s.moreDown()
			return ""
		}
		r := s.row(arg)
		if r == nil || (r.Kind != KindButton && r.Kind != KindToggle) {
			return "no button " + command.Quote(arg, 24) + " on this page"
		}
		s.focus = r.ID
		s.activate(r)
		return ""
	case "focus":
		r := s.row(arg)
		if r == nil || !r.focusable() {
			return "nothing called " + command.Quote(arg, 24) + " takes the focus here"
		}
		s.focus, s.keyed = r.ID, true
		s.changes++
		s.show()
		return ""
	}
	if a, ok := s.page.(Actor); ok {
		reply, known := a.Act(name, arg)
		if known {
			s.rebuild()
			return reply
		}
	}
	return "the " + s.page.Name() + " page does not take " + command.Quote(name, 24)
}

// set sets a Choice, Stepper or Toggle to a value.
func (s *Screen) set(id, value string) string {
	r := s.row(id)
	if r == nil {
		return "no setting " + command.Quote(id, 24) + " on this page"
	}
	switch r.Kind {
	case KindChoice, KindStepper:
		for i, o := range r.Options {
			if strings.EqualFold(o.Value, value) || strings.EqualFold(o.Label, value) {
				s.focus = r.ID
				if i != r.Sel {
					s.pick(r, i)
				}
				return ""
			}
		}
		vals := make([]string, len(r.Options))
		for i, o := range r.Options {
			vals[i] = o.Value
		}
		return fmt.Sprintf("%s takes %s", r.ID, clip(strings.Join(vals, ", "), 60))
	case KindToggle:
		on := value == "on" || value == "true"
		if !on && value != "off" && value != "false" {
			return r.ID + " takes on or off"
		}
		s.focus = r.ID
		if on != r.on && r.set != nil {
			r.set(on)
			s.changed()
		}
		return ""
	}
	return command.Quote(id, 24) + " is not a setting"
}

// clip shortens s to n bytes.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// RowState is a row as the hook's state shows it.
type RowState struct {
	ID      string   `json:"id,omitempty"`
	Kind    string   `json:"kind"`
	Label   string   `json:"label,omitempty"`
	Value   string   `json:"value,omitempty"`
	Note    string   `json:"note,omitempty"`
	Options []string `json:"options,omitempty"`
}

// State is the kit's part of the hook's state while a page is open.
type State struct {
	Title  string     `json:"title"`
	News   string     `json:"news,omitempty"` // the line of news over the page (SetNews)
	Focus  string     `json:"focus"`
	Keyed  bool       `json:"focusShown"`
	Scroll float64    `json:"scroll"`
	Rows   []RowState `json:"rows"`
}

// State returns the page as the hook's state shows it.
func (s *Screen) State() State {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := State{Title: s.title, News: s.news, Focus: s.focus, Keyed: s.keyed, Scroll: math.Round(s.scroll)}
	for _, r := range s.rows {
		rs := RowState{ID: r.ID, Kind: r.Kind.String(), Label: r.Label, Value: r.Value, Note: r.NoteText()}
		if r.Kind == KindChoice || r.Kind == KindStepper {
			if r.Sel >= 0 && r.Sel < len(r.Options) {
				rs.Value = r.Options[r.Sel].Value
			}
			for _, o := range r.Options {
				rs.Options = append(rs.Options, o.Value)
			}
		}
		st.Rows = append(st.Rows, rs)
	}
	return st
}

// Targets returns where to tap each part of the page now, in CSS pixels of the page (the
// screen's device pixels over its device scale): "back", each Button's and Toggle's id,
// "id=value" for the options of a Choice, "id-" and "id+" for a Stepper's arrows, and "more"
// for the cue of rows below the view (act('press', 'more') scrolls on). Parts scrolled out
// of view are left out.
func (s *Screen) Targets() map[string][2]float64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.arrangement()
	k := s.fr.k / math.Max(s.view.Device, 1e-9)
	out := map[string][2]float64{}
	cx, cy := a.back.Center()
	if s.back != nil {
		out["back"] = [2]float64{math.Round(cx * k), math.Round(cy * k)}
	}
	cue, cued := s.more()
	for _, p := range a.rows {
		for _, pt := range p.parts {
			x, y := pt.r.Center()
			y += barH - s.scroll
			if y < barH || y > s.rowsFoot() {
				continue
			}
			out[target(p.row, pt)] = [2]float64{math.Round(x * k), math.Round(y * k)}
		}
	}
	if cued {
		x, y := cue.Center()
		out[moreID] = [2]float64{math.Round(x * k), math.Round(y * k)}
	}
	return out
}
