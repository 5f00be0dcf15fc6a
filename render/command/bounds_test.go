package command

import (
	"errors"
	"strings"
	"testing"
)

// TestCheck: a command's name or argument too long, or not text, is refused with the error
// of its kind and without being echoed; a seed of 20 digits and a circle's name are taken.
func TestCheck(t *testing.T) {
	for _, c := range []struct {
		name, arg string
		want      error
	}{
		{"bet", "ante", nil},
		{"seed", strings.Repeat("9", 20), nil},
		{strings.Repeat("n", MaxName), strings.Repeat("a", MaxArg), nil},
		{strings.Repeat("W", MaxName+1), "", ErrUnknown},
		{"play\xff", "", ErrUnknown},
		{"bet", strings.Repeat("W", MaxArg+1), ErrArg},
		{"bet", "\x00\xff\xfe", ErrArg},
	} {
		err := Check(c.name, c.arg)
		if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
			t.Errorf("Check(%q, %q) = %v, want %v", c.name, c.arg, err, c.want)
		}
		if err != nil && (strings.Contains(err.Error(), "WWW") || strings.Contains(err.Error(), "\xff")) {
			t.Errorf("Check(%q, %q) echoes what it refuses: %v", c.name, c.arg, err)
		}
	}
}
