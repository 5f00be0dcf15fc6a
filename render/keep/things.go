package keep

import (
	"errors"

	"felt/render/store"
)

// What the table keeps in the store, and how each is doing: the table (keep.go), the hand
// history (kept by Config.Journal, which the Keeper tells of) and the settings
// (settings.go). Each failure to save is told when it begins (a save that works again ends
// it, so the next is told again), and Saves reports each thing's state. A thing whose saved
// copy could not be read is never written this session: what is stored stays as it was.

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

// Storage troubles, each said once.
const (
	sayUnavailable uint8 = 1 << iota
	sayFull
)

// Journal is the keeper of the hand history as the table tells of it (render/history's
// Keeper): the lines it has for the player, once, and its last failure to read or save.
type Journal interface {
	Notes() []string
	Err() error
}

// status is how one thing is kept.
type status struct {
	trouble string // "" (saved), "full" or "unavailable": the last save's or read's failure
	unread  bool   // its saved copy could not be read: it is not written this session
	told    string // the trouble last told; "" once a save works again
}

// Saves is how each thing is kept, for the hook: "saved", "off" (a session that keeps
// nothing), "full" or "unavailable" (the storage fails), "unread" (the saved copy could not
// be read: it is left as it is and nothing is saved over it), "elsewhere" or "lost" (the
// table is held by another tab or window, see Storage).
type Saves struct {
	Table    string `json:"table"`
	History  string `json:"history"`
	Settings string `json:"settings"`
}

// failed notes that a thing could not be saved (or read): it tells the player when the
// trouble begins. The first trouble of a session is said as it always was (nothing will be
// remembered; the storage is full); a later thing's in words of its own.
func (k *Keeper) failed(th thing, err error) {
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
		k.notes.add("The browser's storage is full: " + thingNames[th] + " is not being saved.")
	case kp.trouble == "full":
		k.notes.add("No room in the browser's storage for " + thingNames[th] + ": it is not being saved.")
	case k.said&sayUnavailable == 0:
		k.said |= sayUnavailable
		k.notes.add("Storage is blocked here: play on, but nothing will be remembered.")
	}
}

// unread notes that a thing's saved copy could not be read: this session never writes it,
// and says so.
func (k *Keeper) unread(th thing, err error) {
	k.things[th].unread = true
	k.failed(th, err)
	if th == keptSettings {
		k.notes.add("The saved settings could not be read: they are left as they are, and not saved over.")
	}
}

// savedOK notes that a thing was saved: a trouble is over.
func (k *Keeper) savedOK(th thing) {
	kp := &k.things[th]
	kp.trouble, kp.told = "", ""
}

// mayWrite reports whether a thing may be saved: not when its saved copy could not be read.
func (k *Keeper) mayWrite(th thing) bool { return !k.things[th].unread }

// Record tells the hand history a round that settled, by tell, when this session holds the
// table (a tab or window that does not is not the one to record it), and then tells the
// history's lines and its failure to save as the table's own (CheckJournal).
func (k *Keeper) Record(tell func()) {
	if !k.Holding() {
		return
	}
	tell()
	k.CheckJournal()
}

// CheckJournal tells the hand history's lines (a history kept aside) and its failure to
// save, if any, as the table's own: the history is one of the things kept.
func (k *Keeper) CheckJournal() {
	j := k.cfg.Journal
	if j == nil {
		return
	}
	for _, n := range j.Notes() {
		k.notes.add(n)
	}
	if err := j.Err(); err != nil {
		k.failed(keptHistory, err)
	} else {
		k.savedOK(keptHistory)
	}
}

// state is a thing's state for the hook.
func (k *Keeper) state(th thing, whole string) string {
	kp := k.things[th]
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

// Saves is how each thing is kept, for the hook.
func (k *Keeper) Saves() Saves {
	whole := "saved"
	if !k.keeps() {
		whole = "off"
	}
	table := whole
	if whole != "off" {
		switch k.hold {
		case elsewhere:
			table = "elsewhere"
		case lost:
			table = "lost"
		case holdOff:
			table = "off"
		}
	}
	history := table
	if k.cfg.Journal == nil {
		history = "off"
	}
	return Saves{Table: k.state(keptTable, table), History: k.state(keptHistory, history), Settings: k.state(keptSettings, whole)}
}

// Storage says, for the hook, how the table is kept, in a word: the table's trouble or
// state, else the first trouble of the history's and the settings'; "saved" when all are.
func (k *Keeper) Storage() string {
	sv := k.Saves()
	if t := k.things[keptTable].trouble; t != "" && sv.Table != "off" && sv.Table != "elsewhere" && sv.Table != "lost" {
		return t
	}
	if sv.Table != "saved" {
		return sv.Table
	}
	for _, th := range []thing{keptHistory, keptSettings} {
		if t := k.things[th].trouble; t != "" {
			return t
		}
	}
	return "saved"
}
