package keep

import "felt/render/anim"

// Prefs are the player's table settings as the keeping reads and writes them: the speed, the
// four-colour deck, calm motion (Reduced), whether the player chose it (Chosen) and the
// system's wish for it (System, which decides until the player has chosen), the sound off
// (Muted), the effects' and the ambience's volumes (0 to 100), the table-mates hidden, and
// hints. The table holds them and changes them by its commands; they are a Chooser.
type Prefs struct {
	Speed             anim.Speed
	FourColour        bool
	Reduced, Chosen   bool
	System            bool
	Muted             bool
	Effects, Ambience int
	HideMates         bool
	Hints             bool
}

// The volumes a new player starts with: the effects at full, the room off (it plays on and
// on, so it waits to be asked for).
const (
	DefaultEffects  = 100
	DefaultAmbience = 0
)

// DefaultPrefs are a new player's settings, calm motion as the system prefers (reduced).
func DefaultPrefs(reduced bool) Prefs {
	return Prefs{Speed: anim.Normal, Reduced: reduced, System: reduced, Effects: DefaultEffects, Ambience: DefaultAmbience}
}

// The table's settings are kept with the player's settings.
var _ Chooser = (*Prefs)(nil)

// Take reads saved settings over the defaults; bad ones leave the defaults.
func (p *Prefs) Take(st Settings) {
	if sp, err := anim.ParseSpeed(st.Speed); err == nil {
		p.Speed = sp
	}
	p.FourColour, p.Reduced, p.Muted = st.FourColour, st.Reduced, st.Muted
	// Calm motion follows the system's preference until the player chooses (an older
	// save's calm motion on was the player's choice: it had no other way on).
	p.Chosen = st.MotionChosen || st.Reduced
	if !p.Chosen {
		p.Reduced = p.System
	}
	if st.Effects != nil && *st.Effects >= 0 && *st.Effects <= 100 {
		p.Effects = *st.Effects
	}
	if st.Ambience != nil && *st.Ambience >= 0 && *st.Ambience <= 100 {
		p.Ambience = *st.Ambience
	}
	if st.Mates != nil {
		p.HideMates = !*st.Mates
	}
	p.Hints = st.Hints
}

// Put puts the settings in the record the keeper saves (the reminder's, the notice's and the
// trainer's parts are their owners' to put).
func (p *Prefs) Put(st *Settings) {
	effects, ambience, shown := p.Effects, p.Ambience, !p.HideMates
	st.Speed, st.FourColour, st.Reduced, st.Muted = p.Speed.String(), p.FourColour, p.Reduced, p.Muted
	st.Effects, st.Ambience, st.Mates, st.Hints, st.MotionChosen = &effects, &ambience, &shown, p.Hints, p.Chosen
}
