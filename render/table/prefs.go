package table

import (
	"fmt"
	"strconv"
	"strings"

	"felt/render/anim"
	"felt/render/audio"
	"felt/render/command"
	"felt/render/keep"
	"felt/render/timeline"
)

// prefs are the player's settings: the speed, the four-colour deck, calm motion (and whether
// the player chose it), the sound on or off, the two volumes, whether the table-mates are
// shown, and hints. They are the settings' one source of truth: the settings page and the
// hook change them through commands (command), the quiet buttons show them, and the keeper
// saves them (Put) and reads them back (Take): they are a keep.Chooser.
type prefs struct {
	speed      anim.Speed
	fourColour bool
	reduced    bool // calm motion: flips become fades, the wheel spins calmly
	chosen     bool // the player chose calm motion on or off: the system's preference no longer decides
	muted      bool
	effects    int  // the effects' volume, 0 to 100
	ambience   int  // the ambience's volume, 0 to 100 (0: the room is not heard)
	hideMates  bool // the table-mates' cards, chips and names are not drawn
	hints      bool // the advisor's hints are shown
	system     bool // the system's wish for calm motion, which decides until the player has chosen
}

// The volumes a new player starts with: the effects at full, the room off (it plays on and
// on, so it waits to be asked for).
const (
	defaultEffects  = 100
	defaultAmbience = 0
)

// defaultPrefs are a new player's settings, calm motion as the system prefers (reduced).
func defaultPrefs(reduced bool) prefs {
	return prefs{speed: anim.Normal, reduced: reduced, system: reduced, effects: defaultEffects, ambience: defaultAmbience}
}

// The settings are kept with the player's settings.
var _ keep.Chooser = (*prefs)(nil)

// Take reads saved settings over the defaults; bad ones leave the defaults.
func (p *prefs) Take(st keep.Settings) {
	if sp, err := anim.ParseSpeed(st.Speed); err == nil {
		p.speed = sp
	}
	p.fourColour, p.reduced, p.muted = st.FourColour, st.Reduced, st.Muted
	// Calm motion follows the system's preference until the player chooses (an older
	// save's calm motion on was the player's choice: it had no other way on).
	p.chosen = st.MotionChosen || st.Reduced
	if !p.chosen {
		p.reduced = p.system
	}
	if st.Effects != nil && *st.Effects >= 0 && *st.Effects <= 100 {
		p.effects = *st.Effects
	}
	if st.Ambience != nil && *st.Ambience >= 0 && *st.Ambience <= 100 {
		p.ambience = *st.Ambience
	}
	if st.Mates != nil {
		p.hideMates = !*st.Mates
	}
	p.hints = st.Hints
}

// Put puts the settings in the record the keeper saves (the reminder's, the notice's and the
// trainer's parts are their owners' to put).
func (p *prefs) Put(st *keep.Settings) {
	effects, ambience, shown := p.effects, p.ambience, !p.hideMates
	st.Speed, st.FourColour, st.Reduced, st.Muted = p.speed.String(), p.fourColour, p.reduced, p.muted
	st.Effects, st.Ambience, st.Mates, st.Hints, st.MotionChosen = &effects, &ambience, &shown, p.hints, p.chosen
}

// digest adds the settings to a digest of the picture (idle.go).
func (p *prefs) digest(h digest) digest {
	return h.add(uint64(p.speed)).add(flags(p.fourColour, p.reduced, p.muted, p.hideMates, p.hints))
}

// Preferences are the player's settings as the settings page shows them: every one of them,
// read from the Scene that keeps them.
type Preferences struct {
	Speed      string `json:"speed"`         // slow, normal, fast or instant
	FourColour bool   `json:"fourColour"`    // four-colour deck
	Reduced    bool   `json:"reducedMotion"` // calm motion: flips become fades, the wheel spins calmly
	// MotionChosen: the player chose calm motion on or off themselves; until then it follows
	// the system's preference (Options.ReducedMotion).
	MotionChosen bool `json:"motionChosen,omitempty"`
	Muted        bool `json:"muted"`     // no sound at all
	Effects      int  `json:"effects"`   // the effects' volume, 0 to 100
	Ambience     int  `json:"ambience"`  // the ambience's volume, 0 to 100
	Mates        bool `json:"showMates"` // the table-mates are shown
	Hints        bool `json:"hints"`     // the advisor's hints are shown
	// Reminder is the minutes between reminders of the time played and the net credits (0:
	// none; the reminder command sets it, Reminders lists the usual choices).
	Reminder int `json:"reminder"`
}

// preferences returns the settings as the settings page shows them, but for the reminder.
func (p *prefs) preferences() Preferences {
	return Preferences{Speed: p.speed.String(), FourColour: p.fourColour, Reduced: p.reduced, MotionChosen: p.chosen, Muted: p.muted,
		Effects: p.effects, Ambience: p.ambience, Mates: !p.hideMates, Hints: p.hints}
}

// command carries out a command on the settings: a speed, a switch, a volume.
func (p *prefs) command(c command.Command) error {
	switch c.Name {
	case command.Speed:
		if c.Arg == "" {
			p.speed = p.speed.Next()
			return nil
		}
		sp, err := anim.ParseSpeed(strings.ToLower(c.Arg))
		if err != nil {
			return err
		}
		p.speed = sp
	case command.FourColour:
		return toggle(&p.fourColour, c.Arg)
	case command.Motion:
		if err := toggle(&p.reduced, c.Arg); err != nil {
			return err
		}
		p.chosen = true // the system's preference no longer decides
	case command.Mute:
		return toggle(&p.muted, c.Arg)
	case command.Effects:
		return volume(&p.effects, c)
	case command.Ambience:
		return volume(&p.ambience, c)
	case command.Mates:
		shown := !p.hideMates
		if err := toggle(&shown, c.Arg); err != nil {
			return err
		}
		p.hideMates = !shown
	case command.Hints:
		return toggle(&p.hints, c.Arg)
	default:
		return fmt.Errorf("%w: %s", command.ErrUnknown, c.Name)
	}
	return nil
}

// apply passes the settings on to what they concern: the timeline's speed, the sound's mute
// and volumes (snd may be nil: silence).
func (p *prefs) apply(tl *timeline.Timeline, snd *audio.Player) {
	tl.SetSpeed(p.speed)
	if snd == nil {
		return
	}
	snd.SetMuted(p.muted)
	snd.SetLevel(audio.Effects, float64(p.effects)/100)
	snd.SetLevel(audio.Ambience, float64(p.ambience)/100)
}

// toggle sets an on/off setting from a command's argument.
func toggle(b *bool, arg string) error {
	v, err := command.Switch(arg, *b)
	if err != nil {
		return err
	}
	*b = v
	return nil
}

// volume sets a volume from a command's argument: a number from 0 to 100 (a "%" after it
// is fine), or "up" or "down" for a step of 10.
func volume(v *int, c command.Command) error {
	n, err := parseVolume(c.Arg, *v)
	if err != nil {
		return fmt.Errorf("%w: %s %s (want 0 to 100, up or down)", command.ErrArg, c.Name, command.Quote(c.Arg, 12))
	}
	*v = n
	return nil
}

// parseVolume reads a volume's argument against the volume now.
func parseVolume(arg string, now int) (int, error) {
	a := strings.ToLower(strings.TrimSpace(arg))
	switch a {
	case "up", "+":
		return min(100, (now/10+1)*10), nil
	case "down", "-":
		return max(0, (now+9)/10*10-10), nil
	}
	n, err := strconv.Atoi(strings.TrimSuffix(a, "%"))
	if err != nil || n < 0 || n > 100 {
		return now, command.ErrArg
	}
	return n, nil
}

// Preferences returns the player's settings now.
func (s *Scene) Preferences() Preferences {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.prefs.preferences()
	p.Reminder = s.comf.rem.Every()
	return p
}

// MatesShown reports whether the table-mates are drawn.
func (s *Scene) MatesShown() bool { return !s.prefs.hideMates }

// seatShown reports whether seat i is drawn: the person's always, the table-mates' unless
// the player hides them (they still play: their hands still count for Envy Bonuses).
func (s *Scene) seatShown(i int) bool { return i == s.person || !s.prefs.hideMates }
