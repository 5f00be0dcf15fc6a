// Felt is a free-to-play casino table game: Crazy 4 Poker and Criss Cross Poker. No real money,
// ever. This file reads the flags, sets up the window and runs the app from render/app.
//
// In a browser the flags come from the page's query string: web/index.html turns
// ?name=value into -name=value for the names the game knows, and a bad value is refused with
// a line on the table, the default used (flags.go).
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"felt/render/app"
	"felt/render/audio"
	"felt/render/page"
	"felt/render/store"

	"github.com/hajimehoshi/ebiten/v2"
)

func main() {
	page.Mark("main")
	web := runtime.GOOS == "js"
	cfg, notes, err := parseFlags(os.Args[1:], web, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "felt:", err)
		os.Exit(2)
	}

	if watched(web, cfg.mode) {
		// Kiosk and attract mode: the game runs in a child process, started again after a
		// fatal error (restart.go).
		os.Exit(watchGame(os.Args[1:], os.Stdout, os.Stderr))
	}

	ebiten.SetWindowTitle("Felt — Crazy 4 Poker · Criss Cross Poker")
	ebiten.SetWindowSize(cfg.width, cfg.height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(cfg.fullscreen)

	st, err := store.Open("felt")
	if err != nil {
		// The game plays on and says once, on the table, that nothing will be remembered.
		fmt.Fprintln(os.Stderr, "felt: nothing will be remembered:", err)
		st = store.Broken{Err: err}
	}
	// The sound is made once the first frame is on screen (app.Options.NewSound).
	sound := func() (*audio.Player, error) {
		p, err := app.NewSound()
		if err != nil {
			fmt.Fprintln(os.Stderr, "felt: no sound:", err)
		}
		return p, err
	}
	if cfg.mute {
		sound = nil // -mute, ?mute=1: a session without sound
	}
	ebiten.SetWindowClosingHandled(true)
	a, err := app.New(app.Options{
		FreePlayLine: !web, Seed: cfg.seed, Speed: cfg.speed, SpeedSet: cfg.speedSet,
		Store: st, NewSound: sound, Hook: web, Demo: cfg.demo, Game: cfg.game, Code: cfg.code, Notes: notes, SideBets: cfg.sideBets,
		Hosts: cfg.hosts, Moments: momentsDir(web),
		Mode: cfg.mode, Attract: time.Duration(cfg.attract) * time.Second, AttractSet: cfg.attract >= 0, PIN: cfg.pin,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "felt:", err)
		os.Exit(1)
	}
	page.Mark("new")
	// A game that stops in a browser (an error, a panic) is the page's to tell, or in kiosk
	// and attract mode to start again in attract mode (web/index.html); on the desktop in
	// those modes the process that watches this one starts it again (restart.go).
	if err := ebiten.RunGame(a); err != nil {
		fmt.Fprintln(os.Stderr, "felt:", err)
		os.Exit(1)
	}
}

// momentsDir is where the desktop keeps a big moment's round code and still picture: felt/moments
// under the user's configuration directory ("" in a browser, or with none).
func momentsDir(web bool) string {
	dir, err := os.UserConfigDir()
	if web || err != nil {
		return ""
	}
	return filepath.Join(dir, "felt", "moments")
}
