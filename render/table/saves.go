package table

import (
	"errors"

	"felt/render/store"
)

// What the table keeps in the store, and how each is doing: the table (keep.go), the hand
// history (kept by Options.Journal, which the table tells of) and the settings (save.go).
// Each failure to save is told on the table when it begins (a save that works again ends
// it, so the next is told again), and state().saves reports each thing's state. A thing
// whose saved copy could not be read is never written this session: what is stored stays
// as it was.

// thing is a thing the table keeps.
type thing uint8

// The things kept.
const (
	keptTable thing = iota
	keptHistory
	keptSettings
	things
)

// thingNames name the things in the table's lines.
var thingNames = [things]string{"the table", "the hand history", "the settings"}

// Journal is the keeper of the hand history as the table tells of it (render/history's
// Keeper): the lines it has for the player, once, and its last failure to read or save.
type Journal interface {
	Notes() []string
	Err() error
}

// keeping is how one thing is kept.
type keeping struct {
	trouble string // "" (saved), "full" or "unavailable": the last save's or read's failure
	unread  bool   // its saved copy could not be read: it is not written this session
	told    string // the trouble last told; "" once a save works again
}

// Saves is how each thing is kept, for the hook: "saved", "off" (a session that keeps
// nothing), "full" or "unavailable" (the storage fails), "unread" (the saved copy could not
// be read: it is left as it is and nothing is saved over it), "elsewhere" or "lost" (the
// table is held by another tab or window, see storage).
type Saves struct {
	Table    string `json:"table"`
	History  string `json:"history"`
	Settings string `json:"settings"`
}

// failed notes that a thing could not be saved (or read): it tells the player when the
// trouble begins. The first trouble of a session is said as it always was (nothing will be
// remembered; the storage is full); a later thing's in words of its own.
func (s *Scene) failed(th thing, err error) {
	k := &s.keep
	kp := &k.things[th]
	kp.trouble = "unavailable"
	if errors.Is(err, store.ErrFull) {
		kp.trouble = "full"
	}
	if kp.told == kp.trouble {
		return
	}
	kp.told = kp.trouble
	switch {
	case kp.trouble == "full" && k.said&sayFull == 0:
		k.said |= sayFull
		s.note("The browser's storage is full: " + thingNames[th] + " is not being saved.")
	case kp.trouble == "full":
		s.note("No room in the browser's storage for " + thingNames[th] + ": it is not being saved.")
	case k.said&sayUnavailable == 0:
		k.said |= sayUnavailable
		s.note("Storage is blocked here: play on, but nothing will be remembered.")
	}
}

// unread notes that a thing's saved copy could not be read: this session never writes it,
// and says so.
func (s *Scene) unread(th thing, err error) {
	s.keep.things[th].unread = true
	s.failed(th, err)
	if th == keptSettings {
		s.note("The saved settings could not be read: they are left as they are, and not saved over.")
	}
}

// savedOK notes that a thing was saved: a trouble is over.
func (s *Scene) savedOK(th thing) {
	kp := &s.keep.things[th]
	kp.trouble, kp.told = "", ""
}

// mayWrite reports whether a thing may be saved: not when its saved copy could not be read.
func (s *Scene) mayWrite(th thing) bool { return !s.keep.things[th].unread }

// checkJournal tells the hand history's lines (a history kept aside) and its failure to
// save, if any, as the table's own: the history is one of the things kept.
func (s *Scene) checkJournal() {
	j := s.opts.Journal
	if j == nil {
		return
	}
	for _, n := range j.Notes() {
		s.note(n)
	}
	if err := j.Err(); err != nil {
		s.failed(keptHistory, err)
	} else {
		s.savedOK(keptHistory)
	}
}

// thingState is a thing's state for the hook.
func (s *Scene) thingState(th thing, whole string) string {
	kp := s.keep.things[th]
	switch {
	case whole == "off" || whole == "elsewhere" || whole == "lost":
		// A table held by another tab or window is not this one's to save: what it
		// failed to save before is no longer its trouble.
		return whole
	case kp.unread:
		return "unread"
	case kp.trouble != "":
		return kp.trouble
	}
	return whole
}

// saves is how each thing is kept, for the hook.
func (s *Scene) saves() Saves {
	whole := "saved"
	if s.fresh() || s.opts.Store == nil {
		whole = "off"
	}
	table := whole
	if whole != "off" {
		switch s.keep.hold {
		case elsewhere:
			table = "elsewhere"
		case lost:
			table = "lost"
		case holdOff:
			table = "off"
		}
	}
	history := table
	if s.opts.Journal == nil {
		history = "off"
	}
	return Saves{Table: s.thingState(keptTable, table), History: s.thingState(keptHistory, history), Settings: s.thingState(keptSettings, whole)}
}

// storage says, for the hook, how the table is kept, in a word: the table's trouble or
// state, else the first trouble of the history's and the settings'; "saved" when all are.
func (s *Scene) storage() string {
	sv := s.saves()
	if t := s.keep.things[keptTable].trouble; t != "" && sv.Table != "off" && sv.Table != "elsewhere" && sv.Table != "lost" {
		return t
	}
	if sv.Table != "saved" {
		return sv.Table
	}
	for _, th := range []thing{keptHistory, keptSettings} {
		if t := s.keep.things[th].trouble; t != "" {
			return t
		}
	}
	return "saved"
}
