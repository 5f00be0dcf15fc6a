//go:build !js

package main

import "image"

// shot is one picture: a page of the game, played to a moment.
type shot struct {
	name          string  // the file's name, without .png
	url           string  // the path and query of the page
	width, height int     // the viewport, in CSS pixels
	scale         float64 // device pixels per CSS pixel
	steps         []step
	crop          image.Rectangle // a part of the screenshot, in device pixels; empty: all of it
}

// step is one command of window.felt and what to wait for after it.
type step struct {
	act   string // the arguments of window.felt.act, as JavaScript: `'bet', 'ante'`
	until string // a JavaScript condition on s, the game's state; empty: none
}

// settled waits for the table to await the player's decision, its playback over.
const settled = `s.phase === 'deciding' && !s.animating`

// bets puts a few wagers on a table and deals: the first command also takes down the notice of
// a first start.
func bets(circles ...string) []step {
	st := []step{{act: `'chip', '25'`}}
	for _, c := range circles {
		st = append(st, step{act: `'bet', '` + c + `'`})
	}
	return append(st, step{act: `'deal'`, until: settled})
}

// shots lists the pictures, each from a seed of its own so that its cards stay the same.
func shots() []shot {
	crazy4 := bets("ante", "queens", "progressive")
	crisscross := append(bets("ante", "fiveCard", "bonusSpin"),
		step{act: `'play', '1'`, until: settled + ` && s.street === 'down'`})
	return []shot{
		{name: "lobby", url: "/?speed=instant", width: 1280, height: 800, scale: 1,
			steps: []step{{act: `'screen', 'lobby'`, until: `s.game === 'lobby' && !s.animating`}}},
		{name: "crazy4", url: "/?game=crazy4&seed=12&speed=instant", width: 1280, height: 800, scale: 1,
			steps: crazy4},
		{name: "crisscross", url: "/?game=crisscross&seed=5&speed=instant", width: 1280, height: 800,
			scale: 1, steps: crisscross},
		{name: "phone", url: "/?game=crazy4&seed=12&speed=instant", width: 390, height: 844, scale: 2,
			steps: crazy4},
		{name: "seat", url: "/?game=crazy4&seed=12&speed=instant", width: 1280, height: 800, scale: 2,
			steps: crazy4, crop: image.Rect(2*370, 2*470, 2*870, 2*770)},
		{name: "wheel", url: "/?game=crisscross&seed=5&speed=instant", width: 1280, height: 800, scale: 2,
			steps: []step{
				{act: `'screen', 'help'`, until: `s.screen === 'help'`},
				{act: `'set', 'page=wheels'`, until: `s.help.page === 'wheels' && !s.animating`},
			},
			crop: image.Rect(2*440, 2*360, 2*840, 2*662)},
	}
}
