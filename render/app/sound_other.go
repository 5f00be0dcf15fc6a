//go:build !linux || android

package app

// soundAvailable reports true: browsers, macOS and Windows always have an audio device.
func soundAvailable() bool { return true }
