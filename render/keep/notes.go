package keep

import "slices"

// maxNotes is how many lines wait to be told at most; more are dropped.
const maxNotes = 8

// notes are the lines the keeping has to tell the player, one after another: the first
// urgent of them at once, the rest when the table's news has had its time.
type notes struct {
	lines  []string
	urgent int   // how many of the first lines are shown at once (Urgent)
	until  int64 // the tick the line on show ends
}

// add queues a line after the ones before it.
func (n *notes) add(t string) {
	if len(n.lines) < maxNotes {
		n.lines = append(n.lines, t)
	}
}

// Note queues a line to tell the player after the ones before it.
func (k *Keeper) Note(t string) { k.notes.add(t) }

// Urgent queues a line to tell at once, before those the table has to tell at its start and
// after the urgent ones before it (a game asked for that does not exist, a bad parameter of
// the page).
func (k *Keeper) Urgent(t string) {
	n := &k.notes
	if len(n.lines) >= maxNotes {
		return
	}
	n.lines = slices.Insert(n.lines, n.urgent, t)
	n.urgent++
}

// Noting reports whether a line of the keeping is on show at tick now: the table's news
// waits for it, so that what the player must know about the keeping is read whole; a
// refusal still answers at once.
func (k *Keeper) Noting(now int64) bool { return k.notes.until > now }

// Next returns the line to tell at tick now, if one is due. busy says that the table's news
// is on show until later, and cut is that news (empty for a refusal, which is not told
// again): an urgent line cuts it short, and it comes back after the urgent lines. The table
// shows the line and then says until when (Shown).
func (k *Keeper) Next(now int64, busy bool, cut string) (string, bool) {
	n := &k.notes
	if len(n.lines) == 0 || k.Noting(now) {
		return "", false
	}
	if n.urgent == 0 && busy {
		return "", false
	}
	if n.urgent > 0 {
		n.urgent--
		if busy && cut != "" {
			n.lines = slices.Insert(n.lines, 1+n.urgent, cut)
		}
	}
	t := n.lines[0]
	n.lines = n.lines[1:]
	return t, true
}

// Shown says until which tick the line Next gave is on show.
func (k *Keeper) Shown(until int64) { k.notes.until = until }
