//go:build !js

package page

// KeepAwake does nothing outside a browser: the desktop's screen keeps to its own settings.
func KeepAwake() {}

// Reload does nothing outside a browser.
func Reload(string) {}
