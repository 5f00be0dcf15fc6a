//go:build !js

package hook

// Install does nothing outside a browser.
func Install(Handler) (uninstall func()) { return func() {} }

// Announce does nothing outside a browser: the desktop has no live region.
func Announce([]string) {}
