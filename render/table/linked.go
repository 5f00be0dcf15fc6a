package table

import (
	"strconv"

	"felt/game/meter"
	"felt/game/table"
	"felt/render/credits"
)

// A jackpot a linked table hits moves a progressive meter down with no round of ours to show
// it: the linked tables are simulated by the meter systems (game/meter: their wagers and hits
// come with Advance, as the game time passes, and with EndRound, as each of our rounds ends).
// So the table watches each system's record of hits (meter.System.Recent) and tells every
// hit at a linked table: a line of news, narrated, kept in the session's list of them (the
// hand history lists them, LinkedHits) and offered to the pages over the table (News).

// maxLinked bounds the linked hits a session keeps to tell.
const maxLinked = 20

// newsTicks is how long a linked hit stays the table's news for the pages over it.
const newsTicks = 5 * 60

// LinkedHit is a jackpot a linked table hit: the meter's name (the wager it is the meter of),
// the linked table's number, and what it paid.
type LinkedHit struct {
	Meter  string         `json:"meter"`
	Table  int            `json:"table"`
	Amount credits.Amount `json:"amount"`
	// Line is the news line that told it.
	Line string `json:"line"`
}

// linkedNews is what the table knows of the linked tables' hits.
type linkedNews struct {
	seen  [4]meter.Hit // each system's latest hit known
	known [4]bool      // seen[k] was read
	hits  []LinkedHit  // told this session, oldest first
	at    int64        // the tick the latest was told
}

// watchLinked tells the hits at linked tables since the last look, at rest (a round being
// played back tells its own meters first). The hits before the first look are known, not told.
func (s *playback) watchLinked() {
	if s.sc.opts.Log != nil || s.sc.animating() || s.st.Pending {
		return
	}
	l := &s.st.linked
	for k := range min(len(l.seen), s.sc.core.Meters()) {
		m := s.sc.meters.system(k)
		if m == nil {
			continue
		}
		latest, ok := m.Recent(0)
		if !ok || (l.known[k] && latest == l.seen[k]) {
			l.known[k] = true
			continue
		}
		if l.known[k] {
			// The new hits, newest first back to the one seen: told oldest first.
			n := 0
			for h, ok := m.Recent(n); ok && h != l.seen[k]; h, ok = m.Recent(n) {
				n++
			}
			for i := n - 1; i >= 0; i-- {
				if h, _ := m.Recent(i); !h.Source.Ours() {
					s.tellLinked(k, h)
				}
			}
		}
		l.seen[k], l.known[k] = latest, true
	}
}

// tellLinked tells a hit of meter system k at a linked table.
func (s *playback) tellLinked(k int, h meter.Hit) {
	name := "progressive"
	for w := range s.sc.core.Wagers() {
		if s.sc.core.MeterOf(table.Wager(w)) == k && s.sc.core.Offered(table.Wager(w)) {
			name = s.sc.own.Title(table.Wager(w))
			break
		}
	}
	tab, _ := h.Source.Table()
	meterName := name + " meter"
	if h.Level > 0 {
		meterName += "'s level " + strconv.Itoa(h.Level+1)
	}
	line := "A linked table hit the " + meterName + ": " + h.Amount.String() + "."
	s.st.say(line)
	l := &s.st.linked
	if len(l.hits) == maxLinked {
		l.hits = append(l.hits[:0], l.hits[1:]...)
	}
	l.hits = append(l.hits, LinkedHit{Meter: name, Table: tab, Amount: credits.Amount(h.Amount), Line: line})
	l.at = s.st.Timeline.Now()
}

// LinkedHits returns the hits at linked tables told this session, oldest first.
func (s *Scene) LinkedHits() []LinkedHit {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]LinkedHit{}, s.stage.linked.hits...)
}

// News returns the table's latest news for the pages over it: a hit at a linked table told in
// the last few seconds of the table's time, and false when there is none.
func (s *Scene) News() (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l := &s.stage.linked
	if len(l.hits) == 0 || s.stage.Timeline.Now()-l.at > newsTicks {
		return "", false
	}
	return l.hits[len(l.hits)-1].Line, true
}
