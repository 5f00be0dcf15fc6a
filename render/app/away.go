package app

import (
	"time"

	"felt/render/table"
)

// Time at the tables that are not updated. The table on show runs a tick at each Update. A
// table under the pages, and a table the player left this session for the other game's,
// do not: once a second, when at rest, the wall clock's time since they last ran passes at
// once, so that their meters climb as the linked tables play, as they
// do at the table on show, and the lobby shows each table's meters as its rules core has
// them now (table.Pace.Away). A table whose round is being played back waits, and
// catches up when it is shown again (stack.resume).

// awayEvery is how often the tables that are not updated let their time go by.
const awayEvery = time.Second

// missed returns the ticks of wall-clock time since a table last ran.
func (s *stack) missed(sc *table.Scene) int {
	last, ok := s.ran[sc]
	if !ok {
		return 0
	}
	return int(s.clock().Sub(last) / tickTime)
}

// away lets the time go by at every table opened this session that this tick does not
// update; running is the table that runs this tick, or nil.
func (s *stack) away(running *table.Scene) {
	now := s.clock()
	tables, n := s.all()
	for _, sc := range tables[:n] {
		last, ok := s.ran[sc]
		switch {
		case sc == running || !ok:
			s.ran[sc] = now
		case now.Sub(last) >= awayEvery:
			if sc.Pace().Away(int(now.Sub(last) / tickTime)) {
				s.ran[sc] = now
			}
		}
	}
	// The tables' news (a jackpot a linked table hit) shows over the page on show too.
	if p := len(s.pages); p > 0 {
		news := ""
		for _, sc := range tables[:n] {
			if t, ok := sc.News(); ok {
				news = t
				break
			}
		}
		s.pages[p-1].SetNews(news)
	}
}

// all returns the tables opened this session: the one under the pages or on show, and
// those left for the other game's. They are the first n of the array, which the caller
// keeps on its stack: a frame allocates nothing.
func (s *stack) all() (out [3]*table.Scene, n int) {
	shown := s.table()
	if shown != nil {
		out[n], n = shown, n+1
	}
	for _, g := range Games() {
		if sc := s.tables[g]; sc != nil && sc != shown && n < len(out) {
			out[n], n = sc, n+1
		}
	}
	return out, n
}
