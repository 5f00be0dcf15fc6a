// Package settings is the player's settings page (render/menu): speed, sound with its two
// volumes (the effects and the ambience) and attract mode's sound, the four-colour deck (with
// the four aces drawn in the deck chosen), calm motion, the table-mates shown, hints, and the
// reminder of the time played, and the way on to the strategy drill, the trainer, the pays
// and rules and the help. Each is shown by a small picture of what it sets, at its value now,
// drawn with the table's cards, chips and brass (icons.go, menu.Row.Icon). It keeps nothing
// of its own: every setting is the table's
// (render/table keeps them, saves them and applies them), read from it and changed through
// the table's own commands, as the quiet buttons and the keys change them; attract mode's
// sound is the app's (Demo).
package settings

import (
	"slices"
	"strconv"

	"felt/render/coach"
	"felt/render/fonts"
	"felt/render/help"
	"felt/render/layout"
	"felt/render/menu"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Demo is attract mode's settings, its sound and its idle time, which the app keeps (nil:
// the page has no rows for them).
type Demo interface {
	// AttractSound returns the setting: off, low or on.
	AttractSound() string
	// SetAttractSound sets it.
	SetAttractSound(level string) error
	// AttractAfter returns how long the screen waits idle before attract mode starts by
	// itself, in seconds (0: never).
	AttractAfter() int
	// SetAttractAfter sets it.
	SetAttractAfter(seconds int) error
}

// Page is the settings page.
type Page struct {
	host menu.Host
	demo Demo
	pens *help.Pens
	aces *help.Hand
	ic   *icons // the settings' pictures
	warn string // why the last change was refused
}

// New makes the settings page for a host, drawing with the fonts fs, with the row of attract
// mode's sound when demo is not nil.
func New(h menu.Host, fs *fonts.Set, demo Demo) *Page {
	pens := help.NewPens(fs)
	return &Page{host: h, demo: demo, pens: pens, ic: &icons{art: pens.Art, fonts: fs},
		aces: &help.Hand{Cards: help.Up(help.Cards("As Ah Ad Ac")), Apart: true, Small: true, Words: "the four aces: spades, hearts, diamonds, clubs"}}
}

// Name implements menu.Page.
func (p *Page) Name() string { return "settings" }

// speeds are the speed setting's options.
var speeds = []menu.Option{{Value: "slow", Label: "Slow"}, {Value: "normal", Label: "Normal"}, {Value: "fast", Label: "Fast"},
	{Value: "instant", Label: "Instant", Note: "No animation: each step shows at once"}}

// attractSounds are the options of attract mode's sound.
var attractSounds = []menu.Option{{Value: "off", Label: "Off"}, {Value: "low", Label: "Low"}, {Value: "on", Label: "On"}}

// attractAfters are the options of attract mode's idle time, in seconds.
var attractAfters = []int{0, 30, 60, 90, 120, 300, 600, 1800}

// afterOptions returns the idle time's options with the one in use, now, among them (an
// address may give any), and which it is.
func afterOptions(now int) ([]menu.Option, int) {
	secs := attractAfters
	if !slices.Contains(secs, now) {
		secs = append(slices.Clone(secs), now)
		slices.Sort(secs)
	}
	opts := make([]menu.Option, len(secs))
	for i, v := range secs {
		label := strconv.Itoa(v) + " s"
		switch {
		case v == 0:
			label = "Never"
		case v%60 == 0:
			label = strconv.Itoa(v/60) + " min"
		}
		opts[i] = menu.Option{Value: strconv.Itoa(v), Label: label}
	}
	return opts, slices.Index(secs, now)
}

// volumes are a volume's options, 0 to 100 in tens.
func volumes(zero string) []menu.Option {
	out := make([]menu.Option, 0, 11)
	for v := 0; v <= 100; v += 10 {
		o := menu.Option{Value: strconv.Itoa(v), Label: strconv.Itoa(v) + "%"}
		if v == 0 {
			o.Label, o.Note = "Off", zero
		}
		out = append(out, o)
	}
	return out
}

// Build implements menu.Page.
func (p *Page) Build(b *menu.Builder) {
	b.Title("SETTINGS")
	t := p.host.Table()
	if t == nil {
		b.Warn("Sit at a table first: the settings are kept with the table's.")
		return
	}
	pr := t.Preferences()
	if p.warn != "" {
		b.Warn(p.warn)
	}
	act := func(name, arg string) {
		p.warn = t.Hook().Act(name, arg)
	}
	onOff := func(on bool) string {
		if on {
			return "on"
		}
		return "off"
	}
	b.Heading("Sound")
	ic := p.ic
	b.Toggle("sound", "Sound", !pr.Muted, func(on bool) { act("mute", onOff(!on)) }).Note("Off: no sound at all").
		Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.sound(dst, r, k, !pr.Muted) })
	b.Stepper("effects", "Effects", volumes("The cards, chips and chimes are silent"), pr.Effects/10,
		func(i int) { act("effects", strconv.Itoa(10*i)) }).Note("Cards, chips, chimes, the wheel").
		Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.effects(dst, r, k, pr.Effects) })
	b.Stepper("ambience", "Ambience", volumes("The room is not heard"), pr.Ambience/10,
		func(i int) { act("ambience", strconv.Itoa(10*i)) }).Note("A card room's quiet loop").
		Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.ambience(dst, r, k, pr.Ambience) })
	if p.demo != nil {
		at := 0
		for i, o := range attractSounds {
			if o.Value == p.demo.AttractSound() {
				at = i
			}
		}
		b.Choice("attract", "Attract sound", attractSounds, at, func(i int) {
			if err := p.demo.SetAttractSound(attractSounds[i].Value); err != nil {
				p.warn = err.Error()
			}
		}).Note("The demo that plays when nobody is at the screen; silent until someone has touched the page").
			Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.attract(dst, r, k, at) })
	}
	b.Heading("Time")
	rem := make([]menu.Option, len(coach.Reminders))
	at := 0
	for i, m := range coach.Reminders {
		rem[i] = menu.Option{Value: strconv.Itoa(m), Label: strconv.Itoa(m) + " min"}
		if m == 0 {
			rem[i] = menu.Option{Value: "off", Label: "Off"}
		}
		if m == pr.Reminder {
			at = i
		}
	}
	b.Stepper("reminder", "Reminder", rem, at, func(i int) { act("reminder", rem[i].Value) }).
		Note("Every so often, the time you have played and your net credits").
		Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.reminder(dst, r, k, pr.Reminder) })
	if p.demo != nil {
		opts, at := afterOptions(p.demo.AttractAfter())
		b.Stepper("attractafter", "Attract mode after", opts, at, func(i int) {
			secs, _ := strconv.Atoi(opts[i].Value)
			if err := p.demo.SetAttractAfter(secs); err != nil {
				p.warn = err.Error()
			}
		}).Note("Idle this long at the lobby or between rounds, the demo plays").
			Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.after(dst, r, k, p.demo.AttractAfter()) })
	}
	// The table's settings, then the buttons to the other pages, in a second column: beside
	// the first on a wide screen, so that every setting shows at 1280 by 800.
	b.Column()
	b.Heading("Table")
	sel := 1
	for i, o := range speeds {
		if o.Value == pr.Speed {
			sel = i
		}
	}
	b.Choice("speed", "Speed", speeds, sel, func(i int) { act("speed", speeds[i].Value) }).
		Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.speed(dst, r, k, sel) })
	b.Toggle("fourcolour", "Four-colour deck", pr.FourColour, func(on bool) { act("fourcolour", onOff(on)) }).
		Note("Spades black, hearts red, diamonds blue, clubs green").
		Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.fourColour(dst, r, k, pr.FourColour) })
	p.pens.FourColour = pr.FourColour
	b.Picture(p.aces.Alt(), p.aces.Height(help.PictureW), func(dst *ebiten.Image, r layout.Rect, k float64) { p.aces.Draw(dst, r, k, p.pens) })
	b.Toggle("calm", "Calm motion", pr.Reduced, func(on bool) { act("motion", onOff(on)) }).
		Note("Cards fade over instead of flipping; the wheel eases to its stop").
		Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.calm(dst, r, k, pr.Reduced) })
	b.Toggle("mates", "Show the table-mates", pr.Mates, func(on bool) { act("mates", onOff(on)) }).
		Note("Hidden, they still play: their hands still count for Envy Bonuses").
		Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.mates(dst, r, k, pr.Mates) })
	b.Toggle("hints", "Hints", pr.Hints, func(on bool) { act("hints", onOff(on)) }).
		Note("The advisor shows the best decision and why").
		Icon(func(dst *ebiten.Image, r layout.Rect, k float64) { ic.hints(dst, r, k, pr.Hints) })
	b.Button("trainer", "TRAINER", func() { p.open("trainer") }).
		Note("Stops a costly decision and says what it costs; grades your decisions").Icon(ic.trainer)
	b.Button("drill", "STRATEGY DRILL", func() { p.open("drill") }).
		Note("Fold, 1x or 3x? Hands of both games, scored, with every option's exact value").Icon(ic.drill)
	b.Button("pays", "PAYS & RULES", func() { p.open("pays") }).
		Note("The table's pay tables with their returns, and its rules").Icon(ic.pays)
	b.Button("help", "HELP", func() { p.open("help") }).
		Note("How to play, the hand ranking, the meter, every pay table").Icon(ic.help)
	b.Text("The settings are kept with the table's, in this browser or on this computer, for both games.")
}

// open opens another page over this one; a refusal shows as the page's warning.
func (p *Page) open(name string) {
	if err := p.host.Open(name); err != nil {
		p.warn = err.Error()
	}
}

// State implements menu.Page: the table's settings, and attract mode's sound and idle time.
func (p *Page) State() any {
	t := p.host.Table()
	if t == nil {
		return nil
	}
	st := struct {
		table.Preferences
		AttractSound string `json:"attractSound,omitempty"`
		AttractAfter *int   `json:"attractAfter,omitempty"`
	}{Preferences: t.Preferences()}
	if p.demo != nil {
		st.AttractSound = p.demo.AttractSound()
		after := p.demo.AttractAfter()
		st.AttractAfter = &after
	}
	return st
}
