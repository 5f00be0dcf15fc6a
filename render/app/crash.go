package app

import "felt/render/page"

// The hook's panic command is for the browser tests of what the page does when the game stops
// on a fatal error (web/index.html: the error told, or in kiosk and attract mode the page
// loaded again, into attract mode). It arms a panic that the next Update raises, as a fault
// of the game's own would. Only a browser driven by automation (navigator.webdriver: the
// tests' headless Chromium) takes it; a person's browser and the desktop refuse it.

// errCrashRefused is the refusal of the panic command outside automation.
const errCrashRefused = "panic is only for the automated tests of a browser"

// crashAct carries out the hook's panic command.
func (a *App) crashAct(name string) (string, bool) {
	if name != "panic" {
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
