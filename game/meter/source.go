package meter

import "strconv"

// Source says who placed a wager or won a hit: a seat at our table
// (Seat(n), n ≥ 1), one of the virtual linked tables (Table(t), t ≥ 1), or
// the linked tables together (Linked), which is how their contributions are
// reported.
type Source int32

// Linked is the linked tables as a whole: the source of the contributions
// they make between two calls.
const Linked Source = 0

// MaxSeat is the highest seat number at our table a Source can name.
const MaxSeat = 99

// Seat returns the source for seat n (from 1) at our table.
func Seat(n int) Source { return Source(n) }

// Table returns the source for virtual linked table t (from 1).
func Table(t int) Source { return Source(-t) }

// Seat returns the seat number at our table, and whether s is one.
func (s Source) Seat() (int, bool) { return int(s), s > 0 }

// Table returns the number of the linked table, and whether s is one.
func (s Source) Table() (int, bool) { return int(-s), s < 0 }

// Ours reports whether s is a seat at our table.
func (s Source) Ours() bool { return s > 0 }

// String prints "seat 3", "table 7" or "linked tables".
func (s Source) String() string {
	switch {
	case s > 0:
		return "seat " + strconv.Itoa(int(s))
	case s < 0:
		return "table " + strconv.Itoa(int(-s))
	}
	return "linked tables"
}

// valid reports whether s is a seat at our table, the only source the
// public actions accept.
func (s Source) valid() bool { return s >= 1 && s <= MaxSeat }
