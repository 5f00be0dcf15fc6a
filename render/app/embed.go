package app

import (
	"errors"
	"slices"
	"strconv"
	"time"

	"felt/render/layout"
	"felt/render/paint"
	"felt/render/parent"

	"github.com/hajimehoshi/ebiten/v2"
)

// The page that embeds the game (render/parent): with Options.Hosts, the app posts what
// happens to its parent page and takes its commands, in Update. The messages are worked out
// from the hook's state (App.State), read a few times a second while the loop runs, at each
// command, and as the loop goes to sleep; without hosts nothing of this runs.

// Attract is attract mode as the parent page starts and stops it (startAttract,
// stopAttract). The embed's attract field holds it; nil: the build has none, and the
// commands are refused saying so.
type Attract interface {
	// StartAttract starts attract mode now, or after idle with no input (0: its own time).
	StartAttract(idle time.Duration) error
	// StopAttract stops it and hands the table back.
	StopAttract() error
}

// errNoAttract is the reply to startAttract and stopAttract without attract mode.
var errNoAttract = errors.New("this build has no attract mode")

// pollEvery is how many ticks apart the state is read for the parent page while the loop
// runs.
const pollEvery = 6

// embed is the app's line to its parent page.
type embed struct {
	// attract is attract mode, for the parent page's startAttract and stopAttract (nil:
	// none).
	attract Attract
	// state reads the hook's state of what is on show (App.State).
	state    func() string
	stack    *stack  // the table and pages, for the commands
	frame    *frames // drawn whole again as a pause begins and ends
	pace     *pace   // the time of a pause, to catch up
	link     *parent.Link
	rep      parent.Reporter
	ready    bool // ready was posted
	polled   int64
	rested   bool // the last read was as the loop went to sleep
	pausing  bool // pause asked for: it comes when the round's playback is over
	paused   bool
	pausedAt time.Time
}

// tick takes the parent page's commands and posts what changed; it runs at the end of each
// Update (the tick-th), once the first frame is up (told). asleep says the loop goes to
// sleep.
func (e *embed) tick(told bool, tick int64, asleep bool) {
	if e.link == nil || !told {
		return
	}
	if !e.ready {
		e.ready = true
		e.link.Post(parent.New("ready", map[string]any{"version": parent.Version, "games": Games(), "commands": parent.Commands()}))
	}
	texts, foreign, malformed, active := e.link.Take()
	e.rep.Foreign += foreign
	e.rep.Malformed += malformed
	if m, ok := e.rep.Activity(time.Now()); active && ok {
		e.link.Post(m)
	}
	asked := false
	for _, t := range texts {
		c, err := parent.Parse(t)
		if err != nil {
			e.rep.Malformed++
			continue
		}
		asked = true
		e.command(c)
	}
	if asked || tick-e.polled >= pollEvery || (asleep && !e.rested) {
		e.polled, e.rested = tick, asleep
		if s, err := parent.Read(e.state()); err == nil {
			for _, m := range e.rep.Next(s) {
				e.link.Post(m)
			}
		}
	}
	if e.pausing && !e.rep.Busy() {
		e.pausing, e.paused, e.pausedAt = false, true, time.Now()
		e.frame.redraw()
		e.link.Post(parent.New("paused", map[string]bool{"paused": true}))
	}
}

// command carries out one command of the parent page and posts the reply.
func (e *embed) command(c parent.Command) {
	reply := map[string]any{"to": c.Type, "ok": true}
	var err error
	switch c.Type {
	case parent.Pause:
		e.pausing = !e.paused
		reply["pending"] = e.pausing && e.rep.Busy()
	case parent.Resume:
		e.unpause()
	case parent.Mute, parent.Unmute:
		err = e.tableAct("mute", map[bool]string{true: "on", false: "off"}[c.Type == parent.Mute])
	case parent.Volume:
		err = e.tableAct("effects", strconv.Itoa(c.Volume))
	case parent.SetGame:
		if !slices.Contains(Games(), c.Game) {
			err = errors.New("no game " + strconv.Quote(c.Game) + " here")
		} else {
			err = e.stack.play(c.Game)
		}
	case parent.ShowHelp:
		err = e.stack.open("help")
	case parent.StartAttract, parent.StopAttract:
		err = e.attractAct(c)
	case parent.GetState:
		e.link.Post(e.rep.State(e.paused))
		return
	}
	if err != nil {
		reply["ok"], reply["reason"] = false, err.Error()
	}
	e.link.Post(parent.New("reply", reply))
	wake()
}

// attractAct starts or stops attract mode, or says there is none.
func (e *embed) attractAct(c parent.Command) error {
	if e.attract == nil {
		return errNoAttract
	}
	if c.Type == parent.StopAttract {
		return e.attract.StopAttract()
	}
	return e.attract.StartAttract(time.Duration(c.Idle) * time.Second)
}

// tableAct carries out a command of the table's (its hook's), wherever the table is on
// show or under a page.
func (e *embed) tableAct(name, arg string) error {
	sc := e.stack.table()
	if sc == nil {
		return errors.New("no table is open yet")
	}
	if why := sc.Hook().Act(name, arg); why != "" {
		return errors.New(why)
	}
	e.frame.redraw()
	return nil
}

// unpause ends a pause (or one asked for): the table catches up with the time it was paused,
// as after a hidden page.
func (e *embed) unpause() {
	was := e.paused
	e.pausing, e.paused = false, false
	if !was {
		return
	}
	p := e.pace
	p.mu.Lock()
	p.shown = max(time.Since(e.pausedAt), tickTime)
	p.mu.Unlock()
	e.frame.redraw()
	e.link.Post(parent.New("paused", map[string]bool{"paused": false}))
}

// draw veils the screen while the parent page has the game paused.
func (e *embed) draw(screen *ebiten.Image) {
	if !e.paused {
		return
	}
	var br paint.Brush
	b := screen.Bounds()
	br.RoundRect(screen, layout.Rect{W: float64(b.Dx()), H: float64(b.Dy())}, 0, paint.Night, 0.6)
}

// listen opens the line to the parent page when the options allow some (hosts).
func (e *embed) listen(hosts []string) {
	if len(hosts) > 0 {
		e.link = parent.Listen(hosts, wake)
	}
}
