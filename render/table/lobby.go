package table

import (
	"felt/render/command"
	"felt/render/geom"
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
	// drill and trainer open the strategy drill (the . key) and the trainer's page with
	// the session's report (the ; key), beside LOBBY. In portrait the top row has room for
	// DRILL only; the drill's page leads on to the trainer's.
	drill, trainer *button
}

// make makes the LOBBY, DRILL and TRAINER buttons and returns them, to go among the
// settings (they answer at any time).
func (a *asker) make() []*button {
	a.btn = newButton("LOBBY", "Esc", widget.Quiet, command.Command{Name: askScreen, Arg: "lobby"})
	a.drill = newButton("DRILL", ".", widget.Quiet, command.Command{Name: askScreen, Arg: "drill"})
	a.trainer = newButton("TRAINER", ";", widget.Quiet, command.Command{Name: askScreen, Arg: "trainer"})
	return []*button{a.btn, a.drill, a.trainer}
}

// place puts the LOBBY button in the top corner opposite the settings, DRILL and TRAINER
// where the table's places g have them (Places.Drill, Trainer: beside it).
func (a *asker) place(g *geom.Places) {
	if a.btn == nil {
		return
	}
	if g.O == layout.Portrait {
		a.btn.Rect = layout.Rect{X: 612, Y: 34, W: 72, H: 26}
	} else {
		a.btn.Rect = layout.Rect{X: 1166, Y: 3, W: 72, H: geom.TopH}
	}
	a.drill.Rect, a.trainer.Rect = g.Drill, g.Trainer
	a.drill.Hidden, a.trainer.Hidden = g.Drill.W == 0, g.Trainer.W == 0
}

// Asked returns the page the player asked for at the table, once, or "": the app opens it.
func (s *Scene) Asked() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.asker.ask
	s.asker.ask = ""
	return a
}
