package table

import (
	"encoding/json"
	"strconv"

	"felt/render/command"
)

// Hook is the table's side of the web page's window.felt (render/hook), the handle the app
// passes the hook's calls through (Scene.Hook): the table's state as JSON (State, built in
// state.go), a command carried out as a click would (Act), the lines of narration for the
// page's live region (Heard), and whether the table is playing events back (Animating).
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

// Animating reports what State's animating does, without building the state: whether the
// table is playing events back.
func (h Hook) Animating() bool {
	s := h.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.animating()
}

// State implements the hook: the table's state as a JSON object.
func (h Hook) State() string {
	s := h.s
	s.mu.Lock()
	defer s.mu.Unlock()
	b, err := json.Marshal(h.state())
	if err != nil {
		return `{"error":` + strconv.Quote(err.Error()) + `}`
	}
	return string(b)
}

// Act implements the hook: it carries out a command as a click would, and returns "" or
// the error's text.
func (h Hook) Act(name, arg string) string {
	s := h.s
	s.mu.Lock()
	defer s.mu.Unlock()
	// What a command changes is laid out again before the next frame is painted, even
	// where no Update comes between them (a test's picture).
	defer s.replan()
	var c command.Command
	err := checkArgs(name, arg)
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
