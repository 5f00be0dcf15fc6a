//go:build !js

package hook

// Install does nothing outside a browser.
func Install(Handler) (uninstall func()) { return func() {} }
