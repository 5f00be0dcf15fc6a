//go:build !js

package page

// Ready does nothing outside a browser.
func Ready() {}
