//go:build !js

package input

// pageLog returns the page's record of the touches: none outside a browser.
func pageLog() touchLog { return nil }
