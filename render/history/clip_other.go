//go:build !js

package history

import "errors"

// Copy does nothing on the desktop: the game has no clipboard there, and the code is shown on
// screen to be copied by hand. It reports false.
func Copy(string) bool { return false }

// ErrNoClipboard is given to Paste's callback when the clipboard cannot be read.
var ErrNoClipboard = errors.New("the desktop game cannot read the clipboard: start it with -code=CODE")

// Paste cannot read the clipboard on the desktop: it reports false.
func Paste(func(text string, err error)) bool { return false }
