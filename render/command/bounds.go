package command

import (
	"fmt"
	"unicode/utf8"
)

// Bounds of what a command given as text takes and gives: window.felt.act is reachable by
// any script on the page, so its arguments are refused, not echoed, past a few dozen
// characters, and no reply or message outgrows one line of the table.
const (
	// MaxName is the longest command name taken.
	MaxName = 24
	// MaxArg is the longest argument taken: a circle's name, an amount, a seed of 20 digits.
	MaxArg = 40
	// MaxReply is the longest reply or message, in characters.
	MaxReply = 100
)

// Check refuses a command whose name or argument is too long, or is not text, without
// echoing either: what a table does before it parses a command the hook passes on.
func Check(name, arg string) error {
	switch {
	case len(name) > MaxName || !utf8.ValidString(name):
		return fmt.Errorf("%w: a command's name is a word of at most %d letters", ErrUnknown, MaxName)
	case len(arg) > MaxArg:
		return fmt.Errorf("%w: an argument is at most %d characters", ErrArg, MaxArg)
	case !utf8.ValidString(arg):
		return fmt.Errorf("%w: an argument is text", ErrArg)
	}
	return nil
}
