package app

import (
	"strconv"
	"strings"
	"time"

	"felt/render/menu"

	"github.com/hajimehoshi/ebiten/v2"
)

// Kiosk mode (docs/demo.md): a screen in a venue. Its tables are its own, in memory; attract
// mode starts when the screen is idle; when a visitor leaves (idle with a visit under way)
// a countdown the visitor can cancel with a touch runs, and then the credits, history and
// settings are reset for the next one and attract mode starts. The table's settings, the
// player's settings and the counts (attract loops, takeovers, time played per visitor) are
// behind a PIN (Options.PIN); the page opens on the PIN's page first.

// countdown is how long the kiosk waits, telling the visitor, before it resets.
const countdown = 10 * time.Second

// maxVisits is how many visits' times the kiosk keeps.
const maxVisits = 50

// kiosk is the kiosk's state: its PIN, its visitor and its counts. Its methods do nothing
// outside kiosk mode (on false).
type kiosk struct {
	on       bool // the app is in kiosk mode
	pin      string
	unlocked bool
	want     string    // the page the PIN's page opens once the PIN is right
	visitor  bool      // someone has played since the last reset
	since    time.Time // when the visit began
	reset    time.Time // when the countdown ends; zero: no countdown
	loops    int       // attract loops shown
	seen     int       // the loop's own count, to add what it adds
	takes    int       // takeovers: a visitor ended attract mode
	visits   []int     // each visit's seconds, newest last
	// clock is the wall clock (time.Now; a test's own).
	clock func() time.Time
}

// locked lists the pages behind the kiosk's PIN.
var locked = map[string]bool{"settings": true, "setup-crazy4": true, "setup-crisscross": true, "kiosk": true, "trainer": true, "drill": true}

// lock says whether a page is locked now: in kiosk mode, behind the PIN, until it is given.
// A locked page opens the PIN's page instead, which goes on to it.
func (k *kiosk) lock(name string) bool {
	if !k.on || !locked[name] || k.unlocked {
		return false
	}
	k.want = name
	return true
}

// attracting notes that attract mode started: it ends the visit's countdown, and the loop
// counts its loops from none.
func (k *kiosk) attracting() {
	k.reset = time.Time{}
	k.seen = 0
}

// count adds the attract loop's completed loops (n so far) to the kiosk's count.
func (k *kiosk) count(n int) {
	if n > k.seen {
		k.loops += n - k.seen
		k.seen = n
	}
}

// takeover counts a visitor taking over from attract mode, and starts the visit.
func (k *kiosk) takeover() {
	if !k.on {
		return
	}
	k.takes++
	k.touched()
}

// touched notes a person at the screen: it cancels the countdown and starts a visit. It
// reports whether it cancelled a countdown (which was on the screen).
func (k *kiosk) touched() bool {
	if !k.on {
		return false
	}
	cancelled := !k.reset.IsZero()
	k.reset = time.Time{}
	if !k.visitor {
		k.visitor, k.since = true, k.clock()
	}
	return cancelled
}

// visiting reports whether a visit is under way in kiosk mode.
func (k *kiosk) visiting() bool { return k.on && k.visitor }

// tick runs the kiosk's clock: once idle (the idle time is over) with a visit under way it
// starts the countdown, and at its end closes the visit. It reports whether the countdown
// ended: the tables are then to be reset for the next visitor, and attract mode started.
func (k *kiosk) tick(idle bool) bool {
	if !k.visiting() {
		return false
	}
	now := k.clock()
	if k.reset.IsZero() {
		if idle {
			k.reset = now.Add(countdown)
		}
		return false
	}
	if now.Before(k.reset) {
		return false
	}
	k.visits = append(k.visits, int(now.Sub(k.since)/time.Second))
	if len(k.visits) > maxVisits {
		k.visits = k.visits[1:]
	}
	k.visitor, k.unlocked, k.reset = false, false, time.Time{}
	return true
}

// countdown is the line of the countdown on show, "" for none.
func (k *kiosk) countdown() string {
	if k.reset.IsZero() {
		return ""
	}
	left := int(k.reset.Sub(k.clock())/time.Second) + 1
	return "STILL PLAYING? A NEW TABLE IN " + strconv.Itoa(max(0, left)) + " S · TOUCH TO KEEP PLAYING"
}

// act carries out the kiosk's hook command: pin (the PIN: unlocks the locked pages for this
// visit). top is the page on show ("" for none): the PIN's page takes the command itself.
func (k *kiosk) act(name, arg, top string) (string, bool) {
	if name != "pin" || top == "pin" {
		return "", false // (the PIN's page goes on to the page asked for)
	}
	if !k.on {
		return "pin is for kiosk mode", true
	}
	if !k.unlock(arg) {
		return "wrong PIN", true
	}
	return "", true
}

// unlock unlocks the kiosk's pages for this visit when pin is its PIN. A kiosk with no PIN
// set unlocks nothing: its settings stay locked.
func (k *kiosk) unlock(pin string) bool {
	if k.pin == "" || pin != k.pin {
		return false
	}
	k.unlocked = true
	return true
}

// state is the kiosk's part of the hook's state: whether its pages are unlocked, the
// countdown, and once unlocked the counts.
func (k *kiosk) state() string {
	if !k.on {
		return ""
	}
	s := `"kiosk":{"unlocked":` + strconv.FormatBool(k.unlocked) + `,"countdown":` + strconv.Quote(k.countdown())
	if k.unlocked {
		v := make([]string, len(k.visits))
		for i, n := range k.visits {
			v[i] = strconv.Itoa(n)
		}
		s += `,"loops":` + strconv.Itoa(k.loops) + `,"takeovers":` + strconv.Itoa(k.takes) + `,"visits":[` + strings.Join(v, ",") + `]`
	}
	return s + `},`
}

// pinPage is the kiosk's PIN page: the digits typed, Enter to open the page asked for.
type pinPage struct {
	k     *kiosk
	s     *stack
	typed string
	why   string
}

// Name implements menu.Page.
func (p *pinPage) Name() string { return "pin" }

// Build implements menu.Page.
func (p *pinPage) Build(b *menu.Builder) {
	b.Title("KIOSK PIN")
	b.Text("The settings and the counts of this screen are for its staff.")
	if p.why != "" {
		b.Warn(p.why)
	}
	b.Line("PIN", strings.Repeat("•", len(p.typed))+"_")
	b.Text("Type the PIN and press Enter; Esc goes back.")
}

// State implements menu.Page.
func (p *pinPage) State() any { return map[string]any{"typed": len(p.typed), "why": p.why} }

// Typing implements menu.Typer: the page always takes the keys.
func (p *pinPage) Typing() bool { return true }

// Type implements menu.Typer.
func (p *pinPage) Type(chars []rune, keys []ebiten.Key) {
	for _, c := range chars {
		if c >= '0' && c <= '9' && len(p.typed) < 12 {
			p.typed += string(c)
		}
	}
	for _, k := range keys {
		switch k {
		case ebiten.KeyBackspace:
			if p.typed != "" {
				p.typed = p.typed[:len(p.typed)-1]
			}
		case ebiten.KeyEscape:
			p.s.back()
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			p.enter()
		}
	}
}

// Act implements menu.Actor: pin (the PIN) does what typing it and Enter do.
func (p *pinPage) Act(name, arg string) (string, bool) {
	if name != "pin" {
		return "", false
	}
	p.typed = arg
	p.enter()
	return p.why, true
}

// enter checks the PIN typed: right, it opens the page asked for in the PIN page's place.
func (p *pinPage) enter() {
	if !p.k.unlock(p.typed) {
		p.typed, p.why = "", "That is not the PIN."
		return
	}
	p.why = ""
	want := p.k.want
	p.s.closeTop()
	if want != "" {
		_ = p.s.open(want)
	}
}

// countsPage is the kiosk's counts, behind the PIN.
type countsPage struct{ k *kiosk }

// Name implements menu.Page.
func (c countsPage) Name() string { return "kiosk" }

// Build implements menu.Page.
func (c countsPage) Build(b *menu.Builder) {
	k := c.k
	b.Title("KIOSK COUNTS")
	b.Line("Attract loops shown", strconv.Itoa(k.loops))
	b.Line("Takeovers (a visitor touched the demo)", strconv.Itoa(k.takes))
	b.Line("Visits", strconv.Itoa(len(k.visits)))
	b.Heading("Time played per visitor, newest first")
	for i := len(k.visits) - 1; i >= 0 && i >= len(k.visits)-10; i-- {
		b.Text(time.Duration(k.visits[i] * int(time.Second)).String())
	}
}

// State implements menu.Page.
func (c countsPage) State() any {
	k := c.k
	return map[string]any{"loops": k.loops, "takeovers": k.takes, "visits": k.visits}
}
