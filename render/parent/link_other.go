//go:build !js

package parent

// Link is the game's line to its parent page, which only a browser has: outside one,
// Listen returns nil, and a nil Link posts nothing and takes nothing.
type Link struct{}

// Listen returns nil outside a browser: there is no parent page.
func Listen([]string, func()) *Link { return nil }

// Post does nothing outside a browser.
func (l *Link) Post(Message) {}

// Take returns nothing outside a browser.
func (l *Link) Take() (texts []string, foreign, malformed int, active bool) {
	return nil, 0, 0, false
}

// Close does nothing outside a browser.
func (l *Link) Close() {}
