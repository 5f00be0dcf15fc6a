//go:build !js

package page

// PrefersReducedMotion is false outside a browser: the desktop has no such preference to
// read.
func PrefersReducedMotion() bool { return false }

// Ready does nothing outside a browser.
func Ready() {}

// Mark does nothing outside a browser.
func Mark(string) {}
