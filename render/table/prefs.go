package table

import (
	"fmt"
	"strconv"
	"strings"

	"felt/render/audio"
	"felt/render/command"
)

// prefs are the player's settings beyond the quiet buttons' (speed, four colours, calm
// motion, sound on or off, which the Scene keeps in fields of their own): the two volumes,
// whether the table-mates are shown, and hints. The Scene is their one source of truth: the
// settings page and the hook change them through commands, and they are saved with the
// others (save.go).
type prefs struct {
	effects   int  // the effects' volume, 0 to 100
	ambience  int  // the ambience's volume, 0 to 100 (0: the room is not heard)
	hideMates bool // the table-mates' cards, chips and names are not drawn
	hints     bool // the advisor's hints are shown
}

// The volumes a new player starts with: the effects at full, the room off (it plays on and
// on, so it waits to be asked for).
const (
	defaultEffects  = 100
	defaultAmbience = 0
)

func defaultPrefs() prefs { return prefs{effects: defaultEffects, ambience: defaultAmbience} }

// Preferences are the player's settings as the settings page shows them: every one of them,
// read from the Scene that keeps them.
type Preferences struct {
	Speed      string `json:"speed"`         // slow, normal, fast or instant
	FourColour bool   `json:"fourColour"`    // four-colour deck
	Reduced    bool   `json:"reducedMotion"` // calm motion: flips become fades, the wheel spins calmly
	Muted      bool   `json:"muted"`         // no sound at all
	Effects    int    `json:"effects"`       // the effects' volume, 0 to 100
	Ambience   int    `json:"ambience"`      // the ambience's volume, 0 to 100
	Mates      bool   `json:"showMates"`     // the table-mates are shown
	Hints      bool   `json:"hints"`         // the advisor's hints are shown
	// Reminder is the minutes between reminders of the time played and the net credits (0:
	// none; the reminder command sets it, Reminders lists the usual choices).
	Reminder int `json:"reminder"`
}

// Preferences returns the player's settings now.
func (s *Scene) Preferences() Preferences {
	s.mu.Lock()
	defer s.mu.Unlock()
	return Preferences{
		Speed: s.speed.String(), FourColour: s.fourColour, Reduced: s.reduced, Muted: s.muted,
		Effects: s.prefs.effects, Ambience: s.prefs.ambience, Mates: !s.prefs.hideMates, Hints: s.prefs.hints,
		Reminder: s.comf.rem.Every(),
	}
}

// Hints reports whether the player wants the advisor's hints.
func (s *Scene) Hints() bool { return s.prefs.hints }

// MatesShown reports whether the table-mates are drawn.
func (s *Scene) MatesShown() bool { return !s.prefs.hideMates }

// prefCommand carries out a command on the prefs; known is false for another command.
func (s *Scene) prefCommand(c command.Command) (known bool, err error) {
	switch c.Name {
	case command.Effects:
		return true, s.volume(&s.prefs.effects, c)
	case command.Ambience:
		return true, s.volume(&s.prefs.ambience, c)
	case command.Mates:
		shown, err := command.Switch(c.Arg, !s.prefs.hideMates)
		if err != nil {
			return true, err
		}
		s.prefs.hideMates = !shown
		s.settingsChanged()
		return true, nil
	case command.Hints:
		return true, s.toggle(&s.prefs.hints, c.Arg)
	}
	return false, nil
}

// volume sets a volume from a command's argument: a number from 0 to 100 (a "%" after it
// is fine), or "up" or "down" for a step of 10.
func (s *Scene) volume(v *int, c command.Command) error {
	n, err := parseVolume(c.Arg, *v)
	if err != nil {
		return fmt.Errorf("%w: %s %s (want 0 to 100, up or down)", command.ErrArg, c.Name, command.Quote(c.Arg, 12))
	}
	*v = n
	s.settingsChanged()
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

// applyVolumes passes the volumes on to the sound.
func (s *Scene) applyVolumes() {
	if s.sound == nil {
		return
	}
	s.sound.SetLevel(audio.Effects, float64(s.prefs.effects)/100)
	s.sound.SetLevel(audio.Ambience, float64(s.prefs.ambience)/100)
}

// seatShown reports whether seat i is drawn: the person's always, the table-mates' unless
// the player hides them (they still play: their hands still count for Envy Bonuses).
func (s *Scene) seatShown(i int) bool { return i == s.person || !s.prefs.hideMates }
