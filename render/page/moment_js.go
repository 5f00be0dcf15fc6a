//go:build js

package page

import "syscall/js"

// The functions of window that web/index.html defines for Record and Moment.
const (
	recordFunc = "feltRecord"
	momentFunc = "feltMoment"
)

// Record starts recording the table for a clip, marked with the game's name, or stops it
// with name "": the page keeps the last clip (window.feltClip), for Moment to offer.
func Record(name string) { callText(recordFunc, name) }

// Moment offers the player the last clip and the round's link, after a moment worth sharing:
// info is a JSON object (game, round, title, net, code).
func Moment(info string) { callText(momentFunc, info) }

// callText calls a function of window that the page may not define, with one string; an
// exception it throws is dropped.
func callText(name, arg string) {
	defer func() { _ = recover() }()
	if f := js.Global().Get(name); f.Type() == js.TypeFunction {
		f.Invoke(arg)
	}
}
