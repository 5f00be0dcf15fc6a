package app

import (
	"runtime"
	"strconv"

	"felt/render/page"
)

// The hook's diagnostic commands, which leave attract mode running: memory (the Go heap, for
// the long runs: web TestAttractSoak) and panic.

// The hook's panic command is for the browser tests of what the page does when the game stops
// on a fatal error (web/index.html: the error told, or in kiosk and attract mode the page
// loaded again, into attract mode). It arms a panic that the next Update raises, as a fault
// of the game's own would. Only a browser driven by automation (navigator.webdriver: the
// tests' headless Chromium) takes it; a person's browser and the desktop refuse it.

// errCrashRefused is the refusal of the panic command outside automation.
const errCrashRefused = "panic is only for the automated tests of a browser"

// diagAct carries out the hook's diagnostic commands: memory and panic.
func (a *App) diagAct(name string) (string, bool) {
	switch name {
	case "memory":
		return memory(), true
	case "panic":
	default:
		return "", false
	}
	if !page.Automated() {
		return errCrashRefused, true
	}
	a.crash = true
	return "", true
}

// crashNow raises the panic the hook's panic command armed.
func (a *App) crashNow() {
	if a.crash {
		panic("felt: the panic asked for by act('panic')")
	}
}

// memory is the memory command's reply: the Go heap live after a collection (heap), the
// memory the Go runtime holds of the system (sys, the high-water mark of the WebAssembly
// memory in a browser), and the collections so far (gcs), in bytes.
func memory() string {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return `{"heap":` + strconv.FormatUint(m.HeapAlloc, 10) + `,"sys":` + strconv.FormatUint(m.Sys, 10) + `,"gcs":` + strconv.FormatUint(uint64(m.NumGC), 10) + `}`
}
