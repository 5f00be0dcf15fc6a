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

// prefs are the player's settings (keep.Prefs: the speed, the four-colour deck, calm motion
// and whether the player chose it, the sound, the volumes, the table-mates shown, hints).
// They are the settings' one source of truth: the settings page and the hook change them
// through commands (command), the quiet buttons show them, and the keeper saves them and
// reads them back (keep.Prefs is a keep.Chooser).
type prefs struct{ keep.Prefs }

// digest adds the settings to a digest of the picture (idle.go).
func (p *prefs) digest(h digest) digest {
	return h.add(uint64(p.Speed)).add(flags(p.FourColour, p.Reduced, p.Muted, p.HideMates, p.Hints))
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
	return Preferences{Speed: p.Speed.String(), FourColour: p.FourColour, Reduced: p.Reduced, MotionChosen: p.Chosen, Muted: p.Muted,
		Effects: p.Effects, Ambience: p.Ambience, Mates: !p.HideMates, Hints: p.Hints}
}

// command carries out a command on the settings: a speed, a switch, a volume.
func (p *prefs) command(c command.Command) error {
	switch c.Name {
	case command.Speed:
		if c.Arg == "" {
			p.Speed = p.Speed.Next()
			return nil
		}
		sp, err := anim.ParseSpeed(strings.ToLower(c.Arg))
		if err != nil {
			return err
		}
		p.Speed = sp
	case command.FourColour:
		return toggle(&p.FourColour, c.Arg)
	case command.Motion:
		if err := toggle(&p.Reduced, c.Arg); err != nil {
			return err
		}
		p.Chosen = true // the system's preference no longer decides
	case command.Mute:
		return toggle(&p.Muted, c.Arg)
	case command.Effects:
		return volume(&p.Effects, c)
	case command.Ambience:
		return volume(&p.Ambience, c)
	case command.Mates:
		shown := !p.HideMates
		if err := toggle(&shown, c.Arg); err != nil {
			return err
		}
		p.HideMates = !shown
	case command.Hints:
		return toggle(&p.Hints, c.Arg)
	default:
		return fmt.Errorf("%w: %s", command.ErrUnknown, c.Name)
	}
	return nil
}

// apply passes the settings on to what they concern: the timeline's speed, the sound's mute
// and volumes (snd may be nil: silence).
func (p *prefs) apply(tl *timeline.Timeline, snd *audio.Player) {
	tl.SetSpeed(p.Speed)
	if snd == nil {
		return
	}
	snd.SetMuted(p.Muted)
	snd.SetLevel(audio.Effects, float64(p.Effects)/100)
	snd.SetLevel(audio.Ambience, float64(p.Ambience)/100)
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
func (s *Scene) MatesShown() bool { return !s.prefs.HideMates }

// seatShown reports whether seat i is drawn: the person's always, the table-mates' unless
// the player hides them (they still play: their hands still count for Envy Bonuses).
func (s *Scene) seatShown(i int) bool { return i == s.person || !s.prefs.HideMates }
