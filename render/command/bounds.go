package table

import (
	"fmt"
	"unicode/utf8"

	"felt/render/command"
)

// Bounds of what the hook's commands take and give: window.felt.act is reachable by any
// script on the page, so its arguments are refused, not echoed, past a few dozen
// characters, and no reply or message outgrows one line of the table.
const (
	// maxName is the longest command name taken.
	maxName = 24
	// maxArg is the longest argument taken: a circle's name, an amount, a seed of 20 digits.
	maxArg = 40
	// maxReply is the longest reply or message, in characters.
	maxReply = 100
)

// checkArgs refuses a command whose name or argument is too long, or is not text, without
// echoing either.
func checkArgs(name, arg string) error {
	switch {
	case len(name) > maxName || !utf8.ValidString(name):
		return fmt.Errorf("%w: a command's name is a word of at most %d letters", command.ErrUnknown, maxName)
	case len(arg) > maxArg:
		return fmt.Errorf("%w: an argument is at most %d characters", command.ErrArg, maxArg)
	case !utf8.ValidString(arg):
		return fmt.Errorf("%w: an argument is text", command.ErrArg)
	}
	return nil
}
