// Felt is a free-to-play casino table game: Crazy 4 Poker and Criss Cross Poker. No real money,
// ever. This file reads the flags, sets up the window and runs the app from render/app.
//
// In a browser the flags come from the page's query string: web/index.html turns
// ?name=value into -name=value, and flags this program does not know are ignored there.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"felt/render/anim"
	"felt/render/app"
	"felt/render/store"

	"github.com/hajimehoshi/ebiten/v2"
)

type config struct {
	width, height int
	fullscreen    bool
	seed          uint64
	speed         anim.Speed
	speedSet      bool
	demo          bool
	game          string
}

func main() {
	web := runtime.GOOS == "js"
	cfg, err := parseFlags(os.Args[1:], web, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "felt:", err)
		os.Exit(2)
	}

	ebiten.SetWindowTitle("Felt — Crazy 4 Poker · Criss Cross Poker")
	ebiten.SetWindowSize(cfg.width, cfg.height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(cfg.fullscreen)

	st, err := store.Open("felt")
	if err != nil {
		fmt.Fprintln(os.Stderr, "felt: nothing will be remembered:", err)
		st = nil
	}
	sound, err := app.NewSound()
	if err != nil {
		fmt.Fprintln(os.Stderr, "felt: no sound:", err)
	}
	ebiten.SetWindowClosingHandled(true)
	a, err := app.New(app.Options{
		FreePlayLine: !web, Seed: cfg.seed, Speed: cfg.speed, SpeedSet: cfg.speedSet,
		Store: st, Sound: sound, Hook: web, Demo: cfg.demo, Game: cfg.game,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "felt:", err)
		os.Exit(1)
	}
	if err := ebiten.RunGame(a); err != nil {
		fmt.Fprintln(os.Stderr, "felt:", err)
		os.Exit(1)
	}
}

// parseFlags reads the command line. On the web the arguments come from the query string, so
// arguments naming no flag of ours are dropped rather than refused.
func parseFlags(args []string, web bool, stderr io.Writer) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("felt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&cfg.width, "width", 1280, "window width in logical pixels (desktop)")
	fs.IntVar(&cfg.height, "height", 800, "window height in logical pixels (desktop)")
	fs.BoolVar(&cfg.fullscreen, "fullscreen", false, "start in fullscreen")
	fs.Uint64Var(&cfg.seed, "seed", 0, "deal a repeatable session from this seed (0: a new shuffle each time)")
	speed := fs.String("speed", "", "animation speed: slow, normal, fast or instant (default: the saved setting)")
	fs.BoolVar(&cfg.demo, "demo", false, "play by itself, as a demonstration, until a click or key")
	fs.StringVar(&cfg.game, "game", "crazy4", "the table to open: "+strings.Join(app.Games(), " or "))
	if web {
		args = known(fs, args)
	}
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if *speed != "" {
		sp, err := anim.ParseSpeed(*speed)
		if err != nil {
			return cfg, err
		}
		cfg.speed, cfg.speedSet = sp, true
	}
	if cfg.width < 1 || cfg.height < 1 {
		return cfg, fmt.Errorf("window size %dx%d: both sides must be positive", cfg.width, cfg.height)
	}
	return cfg, nil
}

// known keeps the arguments of the form -name or -name=value whose name is a flag of fs.
func known(fs *flag.FlagSet, args []string) []string {
	var out []string
	for _, a := range args {
		name := strings.TrimLeft(a, "-")
		name, _, _ = strings.Cut(name, "=")
		if strings.HasPrefix(a, "-") && fs.Lookup(name) != nil {
			out = append(out, a)
		}
	}
	return out
}
