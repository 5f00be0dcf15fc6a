package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"felt/render/anim"
	"felt/render/app"
	"felt/render/command"
	"felt/render/parent"
	"felt/render/setup"
)

// config is what the flags ask for.
type config struct {
	width, height int
	fullscreen    bool
	seed          uint64
	speed         anim.Speed
	speedSet      bool
	demo          bool
	game          string
	sideBets      string
	code          string // a round code to replay (-code, ?code=)
	hosts         origins
	mode          string // play, attract, kiosk or presenter (-mode, ?mode=)
	attract       int    // seconds idle before attract mode (-attract, ?attract=); -1: the default
	pin           string // the kiosk's PIN (-pin, ?pin=)
	mute          bool   // no sound in the session, attract mode's included (-mute, ?mute=1)
}

// origins are the pages allowed to embed the game and talk to it (-host, ?host=,
// repeatable; render/parent).
type origins []string

// String implements flag.Value.
func (o *origins) String() string { return strings.Join(*o, ",") }

// Set implements flag.Value: it adds an origin, in the form a browser gives it.
func (o *origins) Set(v string) error {
	origin, err := parent.Origin(v)
	if err != nil {
		return err
	}
	if !slices.Contains(*o, origin) {
		*o = append(*o, origin)
	}
	return nil
}

// Bounds of the page's parameters: a value is at most maxValue characters (a seed has 20
// digits), and only the first maxParams arguments are read.
const (
	maxValue  = 40
	maxCode   = 200 // a round code is longer
	maxOrigin = 100 // and so may an origin be
	maxParams = 16
)

// parseFlags reads the command line. On the desktop a bad flag is an error, as a command
// line's is. On the web the arguments come from the page's query string (web/index.html):
// the game must start whatever the address holds, so names it does not know are ignored,
// and a bad value of a known one is refused with a note for the table to show, its default
// used; it never fails.
func parseFlags(args []string, web bool, stderr io.Writer) (config, []string, error) {
	var cfg config
	fs := flag.NewFlagSet("felt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&cfg.width, "width", 1280, "window width in logical pixels (desktop)")
	fs.IntVar(&cfg.height, "height", 800, "window height in logical pixels (desktop)")
	fs.BoolVar(&cfg.fullscreen, "fullscreen", false, "start in fullscreen")
	fs.Uint64Var(&cfg.seed, "seed", 0, "deal a repeatable session from this seed (0: a new shuffle each time)")
	speed := fs.String("speed", "", "animation speed: slow, normal, fast or instant (default: the saved setting)")
	fs.BoolVar(&cfg.demo, "demo", false, "play by itself, as a demonstration, until a click or key")
	fs.StringVar(&cfg.sideBets, "sidebets", "", "the side bets of the table: all, none, or a comma list such as queensUp:A,progressive:pays3,coverAll (default: the table's settings)")
	fs.StringVar(&cfg.code, "code", "", "replay the round of this round code (the hand history's COPY CODE)")
	fs.Var(&cfg.hosts, "host", "an origin whose page may embed the game and talk to it (repeatable; web only: the page's ?host=)")
	fs.StringVar(&cfg.mode, "mode", app.ModePlay, "the mode: "+strings.Join(app.Modes(), ", ")+" (docs/demo.md)")
	fs.IntVar(&cfg.attract, "attract", -1, "seconds idle at the lobby or between rounds before attract mode starts (0: never; default 90)")
	fs.BoolVar(&cfg.mute, "mute", false, "no sound in this session (attract mode's included)")
	fs.StringVar(&cfg.pin, "pin", "", "the PIN that unlocks a kiosk's settings and counts (-mode=kiosk)")
	fs.StringVar(&cfg.game, "game", "", "the table to open: "+strings.Join(app.Games(), " or ")+" (default: the table last played, or the lobby on a first visit)")
	if web {
		notes := parseWeb(fs, args)
		if sp, err := anim.ParseSpeed(*speed); *speed != "" && err == nil {
			cfg.speed, cfg.speedSet = sp, true
		}
		return cfg, notes, nil
	}
	if err := fs.Parse(args); err != nil {
		return cfg, nil, err
	}
	if *speed != "" {
		sp, err := anim.ParseSpeed(*speed)
		if err != nil {
			return cfg, nil, err
		}
		cfg.speed, cfg.speedSet = sp, true
	}
	if cfg.sideBets != "" {
		if err := checkSideBets(cfg.sideBets); err != nil {
			return cfg, nil, fmt.Errorf("-sidebets: %w", err)
		}
	}
	for _, name := range []string{"mode", "attract", "pin"} {
		if err := checkWeb(name, fs.Lookup(name).Value.String()); err != nil {
			return cfg, nil, fmt.Errorf("-%s: %w", name, err)
		}
	}
	if cfg.mode == app.ModeKiosk {
		cfg.fullscreen = true
	}
	if cfg.width < 1 || cfg.height < 1 {
		return cfg, nil, fmt.Errorf("window size %dx%d: both sides must be positive", cfg.width, cfg.height)
	}
	return cfg, nil, nil
}

// webWants says, for each parameter of the page the game reads, what a good value is.
var webWants = map[string]string{
	"seed":       "a whole number",
	"speed":      "slow, normal, fast or instant",
	"demo":       "on or off",
	"fullscreen": "on or off",
	"game":       "crazy4 or crisscross",
	"code":       "a round code",
	"sidebets":   "all, none or a list of side bets",
	"host":       "an origin such as https://example.com",
	"mode":       "play, attract, kiosk or presenter",
	"attract":    "seconds, 0 for never",
	"pin":        "digits",
	"mute":       "on or off",
	"width":      "a size",
	"height":     "a size",
}

// parseWeb sets the flags of fs from the page's arguments (-name or -name=value), one at a
// time: an argument whose name fs does not know is ignored; a bad value is refused and
// noted, the flag keeping its default. The notes echo no more than a few dozen characters.
func parseWeb(fs *flag.FlagSet, args []string) []string {
	var notes []string
	for i, a := range args {
		if i == maxParams {
			break
		}
		if !strings.HasPrefix(a, "-") {
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		want, ok := webWants[name]
		if f == nil || !ok {
			continue
		}
		if _, isBool := f.Value.(interface{ IsBoolFlag() bool }); isBool {
			value = onOff(value, hasValue)
		}
		if err := checkWeb(name, value); err != nil || fs.Set(name, value) != nil {
			_ = fs.Set(name, f.DefValue)
			notes = append(notes, fmt.Sprintf("?%s=%s refused (want %s); the default is used.", name, command.Quote(value, 16), want))
		}
	}
	return notes
}

// checkWeb checks a value of the page's parameters beyond what its flag's own parsing does.
func checkWeb(name, value string) error {
	if name == "sidebets" {
		return checkSideBets(value)
	}
	if name == "host" {
		if len(value) > maxOrigin {
			return fmt.Errorf("%d characters", len(value))
		}
		_, err := parent.Origin(value)
		return err
	}
	if len(value) > maxValue && (name != "code" || len(value) > maxCode) {
		return fmt.Errorf("%d characters", len(value))
	}
	switch name {
	case "speed":
		_, err := anim.ParseSpeed(value)
		return err
	case "demo", "fullscreen", "mute":
		_, err := strconv.ParseBool(value)
		return err
	case "game":
		for _, g := range app.Games() {
			if value == g {
				return nil
			}
		}
		return fmt.Errorf("no game %q", value)
	case "mode":
		if !slices.Contains(app.Modes(), value) {
			return fmt.Errorf("no mode %q", value)
		}
	case "attract":
		if n, err := strconv.Atoi(value); err != nil || n < -1 || n > 86400 {
			return fmt.Errorf("seconds %q", value)
		}
	case "pin":
		if len(value) > 12 || strings.Trim(value, "0123456789") != "" {
			return fmt.Errorf("a PIN of digits, at most 12")
		}
	case "width", "height":
		if n, err := strconv.Atoi(value); err != nil || n < 1 || n > 1<<14 {
			return fmt.Errorf("size %q", value)
		}
	}
	return nil
}

// onOff reads a switch of the page's: ?demo alone is on, and so are on and yes; off and no
// are off. Anything else is passed on as it is, for strconv.ParseBool to judge.
func onOff(value string, given bool) string {
	switch strings.ToLower(value) {
	case "on", "yes":
		return "true"
	case "off", "no":
		return "false"
	}
	if !given {
		return "true"
	}
	return value
}

// checkSideBets checks a sidebets value: one at least one of the games' tables takes
// (render/setup.Parse).
func checkSideBets(value string) error {
	var first error
	for _, g := range app.Games() {
		_, err := setup.Parse(g, value, setup.Default(g))
		if err == nil {
			return nil
		}
		if first == nil {
			first = err
		}
	}
	return first
}
