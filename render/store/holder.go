package store

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Holder is the record of which session holds a saved table, so that two tabs or windows
// open on the same table do not overwrite each other. The session that holds it saves it;
// another one says so, and takes it over only when the player asks. Gen counts the table's
// saves: a session that finds it other than what it last loaded or saved knows that
// another session has saved since, and never writes over that newer progress.
type Holder struct {
	// ID is the holding session's; "" when none holds the table.
	ID string
	// Gen is how many times the table has been saved through its holders.
	Gen uint64
	// Beat is when the holder last said it was there, in Unix milliseconds. A holder that
	// has not said so for HoldFor is gone (a closed window, a crashed tab).
	Beat int64
	// Released is set when the holder let go: its page was hidden or closed.
	Released bool
}

// HoldFor is how long, in milliseconds, a holder's word lasts: a session beats more often
// than that while it runs.
const HoldFor = 20_000

// holderMagic begins a holder record.
const holderMagic = "felt-holder 1"

// Live reports whether the holder is a running session at now (Unix milliseconds): one that
// holds the table, has not let go, and has said so within HoldFor.
func (h Holder) Live(now int64) bool {
	return h.ID != "" && !h.Released && now-h.Beat < HoldFor && h.Beat-now < HoldFor
}

// String prints the record as it is saved.
func (h Holder) String() string {
	rel := "0"
	if h.Released {
		rel = "1"
	}
	return holderMagic + " " + h.ID + " " + strconv.FormatUint(h.Gen, 10) + " " + strconv.FormatInt(h.Beat, 10) + " " + rel
}

// LoadHolder reads the holder record under key. Nothing saved, or a record that does not
// read, is no holder (and no error): the next save writes a good one.
func LoadHolder(st Store, key string) (Holder, error) {
	b, err := st.Load(key)
	if errors.Is(err, ErrNotFound) || errors.Is(err, ErrDamaged) {
		return Holder{}, nil
	}
	if err != nil {
		return Holder{}, err
	}
	h, ok := parseHolder(string(b))
	if !ok {
		return Holder{}, nil
	}
	return h, nil
}

// parseHolder reads a holder record.
func parseHolder(s string) (Holder, bool) {
	rest, ok := strings.CutPrefix(s, holderMagic+" ")
	f := strings.Fields(rest)
	if !ok || len(s) > 200 || len(f) != 4 || !validID(f[0]) || (f[3] != "0" && f[3] != "1") {
		return Holder{}, false
	}
	gen, err1 := strconv.ParseUint(f[1], 10, 64)
	beat, err2 := strconv.ParseInt(f[2], 10, 64)
	if err1 != nil || err2 != nil {
		return Holder{}, false
	}
	return Holder{ID: f[0], Gen: gen, Beat: beat, Released: f[3] == "1"}, true
}

// SaveHolder keeps the holder record h under key.
func SaveHolder(st Store, key string, h Holder) error {
	if !validID(h.ID) {
		return fmt.Errorf("%w: holder %q", ErrKey, h.ID)
	}
	return st.Save(key, []byte(h.String()))
}

// validID accepts a session's name: 1 to 32 letters and digits.
func validID(id string) bool {
	if id == "" || len(id) > 32 {
		return false
	}
	for _, r := range id {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

// NewID names a session from a number that differs between sessions (the clock, a random
// draw): 16 hexadecimal digits.
func NewID(n uint64) string {
	s := strconv.FormatUint(n, 16)
	return strings.Repeat("0", 16-len(s)) + s
}

// MaxKept is the most saves kept aside for a key and a reason.
const MaxKept = 99

// keptName is the name of the n-th save kept aside for key and why: key.why-n.
func keptName(key, why string, n int) string { return key + "." + why + "-" + strconv.Itoa(n) }

// Keep keeps data aside under a name of its own, key.why-N with the first N from 1 that
// holds nothing, so that no save is ever overwritten; it returns the name. A save that
// does not read (damaged, or from a newer version of the game) is kept so, for a later
// version or a person to look at. When MaxKept are kept already, the oldest is dropped to
// make room, but only once the new one is safe: it is written first under key.why-next,
// then every kept one moves down a place (the oldest's is taken by the second's), the new
// one goes to the last place, and key.why-next is emptied; dropped then names the place
// the oldest was kept in. On an error data may not be kept: the caller must then leave it
// where it is.
func Keep(st Store, key, why string, data []byte) (name, dropped string, err error) {
	for n := 1; n <= MaxKept; n++ {
		name := keptName(key, why, n)
		_, err := st.Load(name)
		switch {
		case errors.Is(err, ErrNotFound):
			return name, "", st.Save(name, data)
		case err != nil && !errors.Is(err, ErrDamaged):
			return "", "", err
		}
	}
	next := key + "." + why + "-next"
	if err := st.Save(next, data); err != nil {
		return "", "", fmt.Errorf("%d saves are kept aside under %s, and no room for one more: %w", MaxKept, key, err)
	}
	for n := 1; n < MaxKept; n++ {
		b, err := st.Load(keptName(key, why, n+1))
		if err != nil && !errors.Is(err, ErrDamaged) {
			return "", "", err
		}
		if err := st.Save(keptName(key, why, n), b); err != nil {
			return "", "", err
		}
	}
	name = keptName(key, why, MaxKept)
	if err := st.Save(name, data); err != nil {
		return "", "", err
	}
	_ = st.Save(next, nil)
	return name, keptName(key, why, 1), nil
}

// Kept returns the names of the saves kept aside for key and why, oldest first.
func Kept(st Store, key, why string) []string {
	var out []string
	for n := 1; n <= 99; n++ {
		name := keptName(key, why, n)
		if _, err := st.Load(name); err != nil && !errors.Is(err, ErrDamaged) {
			break
		}
		out = append(out, name)
	}
	return out
}
