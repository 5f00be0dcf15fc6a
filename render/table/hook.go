package table

import (
	"felt/render/command"
)

// Hook is the table's side of the web page's window.felt (render/hook), the handle the app
// passes the hook's calls through (Scene.Hook): the table as the hook reads it (Read, a View,
// view.go, which render/hook turns into the state's JSON), a command carried out as a click
// would (Act), the lines of narration for the page's live region (Heard), and whether the
// table is playing events back (Animating).
type Hook struct{ s *Scene }

// Hook returns the table's side of the hook.
func (s *Scene) Hook() Hook { return Hook{s} }

// Heard returns the lines of narration since the last call, oldest first, and forgets them:
// the app passes them to the web page's live region.
func (h Hook) Heard() []string {
	s := h.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.narr.Take()
}

// Animating reports what the View's Animating does, without gathering the View: whether the
// table is playing events back.
func (h Hook) Animating() bool {
	s := h.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.animating()
}

// Act carries out a command given as text (the hook's act, a page's) as a click would, and
// returns "" or the error's text; a name or argument past render/command's bounds is refused.
func (h Hook) Act(name, arg string) string {
	s := h.s
	s.mu.Lock()
	defer s.mu.Unlock()
	// What a command changes is laid out again before the next frame is painted, even
	// where no Update comes between them (a test's picture).
	defer s.replan()
	var c command.Command
	err := command.Check(name, arg)
	if err == nil {
		c, err = command.Parse(name, arg)
	}
	if err == nil {
		if !isSetting(c.Name) && c.Name != command.Skip {
			s.Demo().stop()
		}
		s.noticeSeen()
		err = s.Do(c)
	}
	if err != nil {
		s.stage.sayErr(err)
		return Explain(err)
	}
	return ""
}
