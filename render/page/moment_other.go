//go:build !js

package page

// Record does nothing outside a browser: the desktop saves a still picture instead.
func Record(string) {}

// Moment does nothing outside a browser.
func Moment(string) {}
