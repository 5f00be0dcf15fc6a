package coach

import (
	"fmt"
	"strconv"
	"strings"

	"felt/game/table"
)

// The hint at the table, in words: whether it is shown, and what its panel says. The table
// lays the words out (wraps the reason, places the panel); what they say is the coach's.

// Shows reports whether the hint on decision k is on the table: a decision awaited (k not
// 0), the table at rest (not busy: no playback, no sign over it), and the hints setting on
// (always) or the hint asked for.
func (c *Coach) Shows(k uint64, always, busy bool) bool {
	if k == 0 || busy {
		return false
	}
	return always || c.Asked(k)
}

// Words are what the hint panel says: its head (the best decision, or the trainer's warning
// when one stands on the decision), the reason in one sentence, and every option's value in
// antes.
type Words struct {
	Head    string
	Warning bool // the head is the trainer's warning
	Why     string
	Values  string
}

// Words returns what the hint panel says on decision k at g, and false when no advice is
// given on it.
func (c *Coach) Words(g table.Game, k uint64) (Words, bool) {
	a, ok := c.Advice(g, k)
	if !ok {
		return Words{}, false
	}
	w := Words{Head: "HINT  ·  " + c.name(a.Best), Why: a.Why}
	if d, warned := c.Warned(k); warned {
		w.Warning = true
		w.Head = fmt.Sprintf("TRAINER  ·  %s COSTS %s ANTE  ·  BEST: %s", c.name(d),
			strconv.FormatFloat(a.Cost(d), 'f', 3, 64), c.name(a.Best))
	}
	var b strings.Builder
	for i, o := range a.Options {
		if i > 0 {
			b.WriteString("     ")
		}
		b.WriteString(c.name(o.Action))
		b.WriteByte(' ')
		b.WriteString(evText(o.EV))
	}
	b.WriteString("  antes")
	w.Values = b.String()
	return w, true
}

// evText prints an expected value in antes with its sign: "+1.003", "−2.000".
func evText(x float64) string {
	t := strconv.FormatFloat(x, 'f', 3, 64)
	if strings.HasPrefix(t, "-") {
		return "−" + t[1:]
	}
	return "+" + t
}
