package table

import (
	"felt/render/command"
	"felt/render/layout"
	"felt/render/widget"
)

// The way from the table to the lobby (render/lobby, opened by the app): the LOBBY button
// beside the settings, and Esc when the pays-and-rules sign is not up. The table only asks
// (Asked); the app opens the page over it, and the table waits under it as it is, a round
// in progress included.

// askScreen is the command of the LOBBY button: arg names the page.
const askScreen command.Name = "screen"

// asker is the page the player asked for at the table.
type asker struct {
	ask string
	btn *button
}

// makeLobby makes the LOBBY button, one of the settings (they answer at any time).
func (s *Scene) makeLobby() {
	s.asker.btn = newButton("LOBBY", "Esc", widget.Quiet, command.Command{Name: askScreen, Arg: "lobby"})
	s.settings = append(s.settings, s.asker.btn)
}

// placeLobby puts the LOBBY button in the top corner opposite the settings.
func (s *Scene) placeLobby() {
	if s.asker.btn == nil {
		return
	}
	if s.geom.O == layout.Portrait {
		s.asker.btn.Rect = layout.Rect{X: 612, Y: 34, W: 72, H: 26}
		return
	}
	s.asker.btn.Rect = layout.Rect{X: 1166, Y: 3, W: 72, H: 22}
}

// Asked returns the page the player asked for at the table, once, or "": the app opens it.
func (s *Scene) Asked() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.asker.ask
	s.asker.ask = ""
	return a
}
