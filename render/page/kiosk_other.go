//go:build !js

package page

// KeepAwake does nothing outside a browser: the desktop's screen keeps to its own settings.
func KeepAwake() {}

// Automated is false outside a browser.
func Automated() bool { return false }
