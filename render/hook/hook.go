// Package hook is the automation hook of the web build: it puts window.felt on the page,
// with state() and act(name, arg), so that browser tests, the marketing demo and curious
// players can drive the game through the same commands a click issues; and the table's state
// that state() returns, as JSON (State, state.go), built from what a table shows (TableState,
// table.go: render/table's View named for the page). Outside a browser Install does nothing.
package hook

// Handler is what the hook exposes. Both calls come from the page's JavaScript, between
// frames; the handler must make them safe against its own Update and Draw.
type Handler interface {
	// State returns the table's state as a JSON object in a string.
	State() string
	// Act carries out a command and returns "" or the error's text.
	Act(name, arg string) string
}

// Saver is a Handler that can also keep its state now, for when the page is hidden or closed:
// the hook then has save() too, which returns "" or the error's text.
type Saver interface {
	Save() error
}

// Live is the property of window the page sets to a function that puts a line into its
// ARIA live region (as text, never as HTML).
const Live = "feltLive"

// Name is the property of window that holds the hook.
const Name = "felt"

// MaxArg is the most characters of an argument the hook reads: past it, what it passes on
// is cut to MaxArg+1, so that the handler sees it is too long and refuses it, without the
// page's megabytes ever being copied in.
const MaxArg = 256

// Clip cuts an answer to the page to one short line of at most 100 characters.
func Clip(s string) string {
	n := 0
	for i := range s {
		if n == 99 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}
