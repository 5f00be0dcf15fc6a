//go:build !js

package page

// Sleep does nothing outside a browser: there Ebitengine's own loop waits for events.
func Sleep(bool) {}

// Audio does nothing outside a browser.
func Audio(bool) {}

// Hidden reports false outside a browser.
func Hidden() bool { return false }

// OnVisibility does nothing outside a browser.
func OnVisibility(func(hidden bool)) (stop func()) { return func() {} }
