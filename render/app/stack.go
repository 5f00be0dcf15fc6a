package app

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"felt/render/anim"
	"felt/render/command"
	"felt/render/hook"
	"felt/render/menu"
	"felt/render/setup"
	"felt/render/store"
	"felt/render/table"
)

// The page stack. Full-screen pages (render/menu: the lobby, the table settings, and the
// pages other packages add in pages.go) open over the table. The top page is the scene on
// show: it takes the input and draws the whole screen. The table under the pages is kept
// as it is: it is not updated while a page is open (a round in progress waits exactly where
// it was), except that a table at rest lets its meters' time go by, so that the lobby shows
// them live; when the last page closes the table catches up with the time it missed, as
// after a hidden page, and plays on. A table the player left this session for the other
// game's is kept too, and its time goes by the same way while it is not on show: its
// meters climb as the linked tables play, by the wall clock, and the lobby reads them.

// pageScene runs a page's screen as a scene: it is still between the changes it counts,
// but for a Live page's moving pictures (menu.Screen's Motion and DrawMeter).
type pageScene struct {
	*menu.Screen
	name string
}

// CatchUp implements Pacer.
func (p pageScene) CatchUp(n int) { p.Pass(n) }

// stack routes between the table and the pages over it: the table on show (the scene under
// the pages), the pages, and the tables opened this session (see away.go for their time).
type stack struct {
	// scene is the table (or before it opens, the empty scene of opening.go).
	scene  Scene
	pages  []pageScene
	tables map[string]*table.Scene // the tables opened so far, by game
	makers map[string]menu.Maker
	// ran is when each table last had its time: the one on show at each tick, the others
	// once a second at rest (away.go).
	ran map[*table.Scene]time.Time
	// clock is the wall clock (time.Now; a test's own).
	clock func() time.Time
	op    *opener // opens the tables
	frame *frames // drawn whole again when the table comes back
	kiosk *kiosk  // locks pages behind the kiosk's PIN
}

// lastKey is the store's key of the table the player was last at.
const lastKey = "last-table"

// table returns the table under the pages, or nil.
func (s *stack) table() *table.Scene {
	sc, _ := s.scene.(*table.Scene)
	return sc
}

// seat puts table sc on show, under the pages, as its game's table.
func (s *stack) seat(sc *table.Scene) {
	s.scene = sc
	s.tables[sc.Game()] = sc
}

// clear closes the pages and lets go of the tables opened (without saving them): the mode's
// own tables start afresh (resetOwn).
func (s *stack) clear() {
	s.pages = s.pages[:0]
	clear(s.tables)
	clear(s.ran)
}

// names lists the pages act('screen', name) opens.
func (s *stack) names() []string {
	names := make([]string, 0, len(s.makers))
	for n := range s.makers {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// open opens a page by name over what is on show.
func (s *stack) open(name string) error {
	if s.kiosk.lock(name) {
		name = "pin" // the kiosk's PIN first (kiosk.go)
	}
	mk, ok := s.makers[name]
	if !ok {
		return errors.New("no page called " + command.Quote(name, 24) + " (want " + strings.Join(s.names(), ", ") + ")")
	}
	if n := len(s.pages); n > 0 && s.pages[n-1].name == name {
		return nil
	}
	var back func()
	if s.table() != nil || len(s.pages) > 0 {
		back = s.back
	}
	p := mk(host{s})
	s.pages = append(s.pages, pageScene{Screen: menu.New(p, s.op.fonts, back), name: name})
	wake()
	return nil
}

// back closes the top page; it does nothing when none can close (no page, or the lobby with
// no table under it).
func (s *stack) back() {
	n := len(s.pages)
	if n == 0 || (n == 1 && s.table() == nil) {
		return
	}
	s.closeTop()
	if n := len(s.pages); n > 0 {
		// The page back on show shows what is so now (the lobby, the settings just
		// changed), from its first frame: a click goes where it shows its rows.
		s.pages[n-1].Rebuild()
	} else {
		s.resume()
	}
	wake()
}

// closeTop closes the top page.
func (s *stack) closeTop() {
	n := len(s.pages)
	if c, ok := s.pages[n-1].Page().(menu.Closer); ok {
		c.Close()
	}
	s.pages = s.pages[:n-1]
}

// resume brings the table back from under the pages: it catches up with the time missed.
func (s *stack) resume() {
	if sc := s.table(); sc != nil {
		if n := s.missed(sc); n > 0 {
			sc.Pace().CatchUp(n)
		}
		s.ran[sc] = s.clock()
	}
	s.frame.redraw()
}

// play closes every page and sits the player at a game's table: the one open, or the
// game's saved table, which opens now.
func (s *stack) play(game string) error {
	cur := s.table()
	if cur == nil || cur.Game() != game {
		sc := s.tables[game]
		if sc == nil {
			var err error
			if sc, err = s.op.open(game, false); err != nil {
				return err
			}
			s.tables[game] = sc
		}
		if cur != nil {
			// The table left is saved and let go of; it resumes when the player comes back.
			_ = cur.Keeping().Save()
		}
		s.scene = sc
	}
	for len(s.pages) > 0 {
		s.closeTop()
	}
	s.resume()
	s.remember(game)
	return nil
}

// remember keeps the table the player sits at, to come back to it on the next visit. A
// session of a seed or the demonstration keeps nothing.
func (s *stack) remember(game string) {
	o := s.op.o
	if o.Store == nil || o.Seed != 0 || o.Demo {
		return
	}
	if b, err := o.Store.Load(lastKey); err == nil && string(b) == game {
		return
	}
	_ = o.Store.Save(lastKey, []byte(game))
}

// lastTable returns the table the player was last at, or "".
func lastTable(st store.Store) string {
	if st == nil {
		return ""
	}
	b, err := st.Load(lastKey)
	if err != nil {
		return ""
	}
	if g := string(b); slices.Contains(Games(), g) {
		return g
	}
	return ""
}

// state returns the hook's state while a page is open: the page's and the kit's fields, and
// the table's state under "table" (null with none); animating says the title is up.
func (s *stack) state(animating bool) string {
	n := len(s.pages)
	top := s.pages[n-1]
	game := "lobby"
	var tbl json.RawMessage = []byte("null")
	if sc := s.table(); sc != nil {
		tbl = json.RawMessage(hook.TableState(sc.Hook()))
		if top.name != "lobby" {
			game = sc.Game()
		}
	}
	stack := make([]string, n)
	for i, p := range s.pages {
		stack[i] = p.name
	}
	st := map[string]any{
		"game": game, "screen": top.name, "screens": stack, "animating": animating,
		"menu": top.State(), "targets": top.Targets(), "table": tbl, top.name: top.Page().State(),
	}
	b, err := json.Marshal(st)
	if err != nil {
		return `{"error":` + strconv.Quote(err.Error()) + `}`
	}
	return string(b)
}

// act carries out a hook command of the page stack: screen and back anywhere, and
// while a page is open, the page's commands. It reports whether it took the command.
func (s *stack) act(name, arg string) (string, bool) {
	switch name {
	case "screen":
		if err := s.open(arg); err != nil {
			return err.Error(), true
		}
		return "", true
	case "back":
		switch n := len(s.pages); {
		case n == 0:
			return "no page is open", true
		case n == 1 && s.table() == nil:
			return "choose a table first", true
		}
		s.back()
		return "", true
	}
	n := len(s.pages)
	if n == 0 {
		return "", false
	}
	defer wake()
	top := s.pages[n-1]
	reply := top.Act(name, arg)
	if strings.HasPrefix(reply, "the "+top.name+" page does not take") && s.table() != nil {
		reply = "the " + top.name + " page is open: act('back') first"
	}
	return reply, true
}

// host is the app as a page sees it.
type host struct{ s *stack }

var _ menu.Host = host{}

func (h host) Table() *table.Scene    { return h.s.table() }
func (h host) Store() store.Store     { return h.s.op.o.Store }
func (h host) Open(name string) error { return h.s.open(name) }
func (h host) Back()                  { h.s.back() }
func (h host) Play(game string) error { return h.s.play(game) }

// TableOf returns the table of a game opened this session, or nil (render/lobby reads it).
func (h host) TableOf(game string) *table.Scene { return h.s.tables[game] }

// miniSeed deals the round the lobby's miniatures show.
const miniSeed = 26

// Miniature makes a table for the lobby's picture of a game (render/lobby's Minis): at
// settings set, keeping nothing, dealt from a fixed seed at instant speed, its seats'
// credits shown nowhere (they are the seed's, not the player's).
func (h host) Miniature(game string, set setup.Settings) (*table.Scene, error) {
	op := h.s.op
	return table.New(plugAt(game, set), op.felt, op.fonts, table.Options{
		Seed: miniSeed, Speed: anim.Instant, SpeedSet: true, NoNotice: true, NoCredits: true, Eval: op.eval(),
	})
}

// Keeps reports whether the session keeps its tables in the store: a table it has not
// opened is the saved one (render/lobby reads it there); one of a seed's session or the
// demonstration would be new.
func (h host) Keeps() bool { return !h.s.op.keepsNothing() }

// startAt says where the app opens: the game asked for (-game, ?game=); a session of a seed
// or the demonstration at that game or Crazy 4 Poker; else the table the player was last
// at; else, on a first visit, the lobby (lobby true), unless a parameter of the page was
// refused: that is told on the Crazy 4 Poker table, as it always was.
func startAt(o Options) (game string, lobby bool) {
	switch {
	case o.Game != "":
		return o.Game, false
	case o.Seed != 0 || o.Demo || o.Store == nil:
		return "crazy4", false
	}
	if g := lastTable(o.Store); g != "" {
		return g, false
	}
	if len(o.Notes) > 0 {
		return "crazy4", false
	}
	return "", true
}

// atTable adds the screen field to the table's state: "" at the table.
func atTable(st string) string {
	if strings.HasPrefix(st, "{") && !strings.HasPrefix(st, `{"error"`) {
		return `{"screen":"",` + st[1:]
	}
	return st
}

// Asker is a scene that asks for a page (the table's LOBBY button, Esc at the table):
// Asked returns its name once, or "".
type Asker interface {
	Asked() string
}

// asked opens the page the table asks for.
func (s *stack) asked() {
	if r, ok := s.scene.(Asker); ok {
		if name := r.Asked(); name != "" {
			_ = s.open(name)
		}
	}
}

// notes are the lines of the page's refused parameters, for a page to show before a table
// tells them.
func (op *opener) notes() []string {
	if op.told {
		return nil
	}
	out := op.o.Notes
	if op.why != "" {
		out = append([]string{op.why}, out...)
	}
	return out
}
