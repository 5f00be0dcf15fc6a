package meter

import "errors"

// Errors returned by this package, wrapped with detail; test them with
// errors.Is. A call that returns one of them has changed nothing.
var (
	// ErrConfig reports a configuration New cannot build a system from.
	ErrConfig = errors.New("meter: bad configuration")
	// ErrLevel reports a level number the system does not have.
	ErrLevel = errors.New("meter: no such level")
	// ErrShare reports a share of a meter outside (0, 100%].
	ErrShare = errors.New("meter: share of meter out of range")
	// ErrWager reports a wager that is not positive or is above MaxWager.
	ErrWager = errors.New("meter: wager out of range")
	// ErrSource reports a source that is not a seat at our table, or the
	// same seat twice in one split.
	ErrSource = errors.New("meter: not a seat at our table")
	// ErrTicks reports a tick count that is negative or above MaxTicks.
	ErrTicks = errors.New("meter: tick count out of range")
	// ErrOverflow reports a call that would take the amounts beyond what
	// the system keeps (MaxTotal).
	ErrOverflow = errors.New("meter: amount out of range")

	// ErrCorrupt reports a saved record that does not parse or holds values
	// no system could have reached (negative amounts, broken accounts).
	ErrCorrupt = errors.New("meter: damaged record")
	// ErrChecksum reports a saved record whose checksum does not match.
	ErrChecksum = errors.New("meter: record checksum mismatch")
	// ErrVersion reports a saved record of a version this code cannot read.
	ErrVersion = errors.New("meter: unknown record version")
	// ErrMismatch reports a saved record made for another configuration
	// (other levels, seeds, rates, wager unit or hit chances).
	ErrMismatch = errors.New("meter: record is for another configuration")
)
