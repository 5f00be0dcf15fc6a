package table

import (
	"encoding/json"
	"errors"

	"felt/render/anim"
	"felt/render/store"
)

// The store's keys.
const (
	settingsKey = "settings"
)

// settings are the player's choices, kept between visits. A field a save of an older
// version lacks keeps its default (the pointers: nil).
type settings struct {
	Speed      string `json:"speed"`
	FourColour bool   `json:"fourColour"`
	Reduced    bool   `json:"reducedMotion"`
	Muted      bool   `json:"muted"`
	Effects    *int   `json:"effects,omitempty"`
	Ambience   *int   `json:"ambience,omitempty"`
	Mates      *bool  `json:"mates,omitempty"`
	Hints      bool   `json:"hints,omitempty"`
	// MotionChosen: the player set calm motion themselves (Reduced is theirs, not the
	// system's preference); Reminder: minutes between reminders of the time played (0: none);
	// Adult: the notice of the first start was seen.
	MotionChosen bool `json:"motionChosen,omitempty"`
	Reminder     int  `json:"reminder,omitempty"`
	Adult        bool `json:"adultNotice,omitempty"`
	// Trainer is the trainer's threshold in antes while it is on (trainer.go); 0: off.
	Trainer float64 `json:"trainer,omitempty"`
}

// loadSettings reads the saved settings, if any; bad or missing ones leave the defaults.
func (s *Scene) loadSettings() {
	s.prefs = defaultPrefs()
	if s.opts.Store == nil {
		return
	}
	b, err := s.opts.Store.Load(settingsKey)
	if err != nil {
		if !errors.Is(err, store.ErrNotFound) {
			s.unread(keptSettings, err)
		}
		return
	}
	var st settings
	if json.Unmarshal(b, &st) != nil {
		return
	}
	if sp, err := anim.ParseSpeed(st.Speed); err == nil {
		s.speed = sp
	}
	s.fourColour, s.reduced, s.muted = st.FourColour, st.Reduced, st.Muted
	// Calm motion follows the system's preference until the player chooses (an older
	// save's calm motion on was the player's choice: it had no other way on).
	s.comf.motionChosen = st.MotionChosen || st.Reduced
	if !s.comf.motionChosen {
		s.reduced = s.opts.ReducedMotion
	}
	if st.Reminder > 0 && st.Reminder <= maxReminder {
		s.comf.reminder = st.Reminder
	}
	s.comf.adultSeen = st.Adult
	if st.Effects != nil && *st.Effects >= 0 && *st.Effects <= 100 {
		s.prefs.effects = *st.Effects
	}
	if st.Ambience != nil && *st.Ambience >= 0 && *st.Ambience <= 100 {
		s.prefs.ambience = *st.Ambience
	}
	if st.Mates != nil {
		s.prefs.hideMates = !*st.Mates
	}
	s.prefs.hints = st.Hints
	if st.Trainer > 0 && st.Trainer <= maxThreshold {
		s.train.on, s.train.threshold = true, st.Trainer
	}
}

// settingsChanged applies the settings and saves them.
func (s *Scene) settingsChanged() {
	s.applySettings()
	if s.opts.Store == nil || !s.mayWrite(keptSettings) {
		return
	}
	shown := !s.prefs.hideMates
	b, err := json.Marshal(settings{Speed: s.speed.String(), FourColour: s.fourColour, Reduced: s.reduced, Muted: s.muted,
		Effects: &s.prefs.effects, Ambience: &s.prefs.ambience, Mates: &shown, Hints: s.prefs.hints,
		MotionChosen: s.comf.motionChosen, Reminder: s.comf.reminder, Adult: s.comf.adultSeen, Trainer: s.train.saved()})
	if err == nil {
		err = s.opts.Store.Save(settingsKey, b)
	}
	if err != nil {
		s.failed(keptSettings, err)
		return
	}
	s.savedOK(keptSettings)
}

// applySettings passes the settings on to what they concern.
func (s *Scene) applySettings() {
	if s.sound != nil {
		s.sound.SetMuted(s.muted)
	}
	s.applyVolumes()
	s.meter.SetSpeed(s.speed)
	s.tl.SetSpeed(s.speed)
}

// tableKey is the store's key of the game's table.
func (s *Scene) tableKey() string { return s.plug.Game() + "-table" }

// save keeps the table, unless the session was asked for by its seed or is the demonstration
// (they start afresh and leave the saved table alone), or another tab or window holds it
// (keep.go).
func (s *Scene) save() { s.keepTable() }

// Save keeps the table now and lets go of it: for the app to call when the window closes or
// the page hides. A round in progress is saved as it stands, and resumes on the next start.
// This session takes the table back on its next step, unless another has taken it.
func (s *Scene) Save() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.save()
	s.release()
	return s.saveErr
}
