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

// settings are the player's choices, kept between visits.
type settings struct {
	Speed      string `json:"speed"`
	FourColour bool   `json:"fourColour"`
	Reduced    bool   `json:"reducedMotion"`
	Muted      bool   `json:"muted"`
}

// loadSettings reads the saved settings, if any; bad or missing ones leave the defaults.
func (s *Scene) loadSettings() {
	if s.opts.Store == nil {
		return
	}
	b, err := s.opts.Store.Load(settingsKey)
	if err != nil {
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
}

// settingsChanged applies the settings and saves them.
func (s *Scene) settingsChanged() {
	s.applySettings()
	if s.opts.Store == nil {
		return
	}
	b, err := json.Marshal(settings{Speed: s.speed.String(), FourColour: s.fourColour, Reduced: s.reduced, Muted: s.muted})
	if err == nil {
		s.saveErr = s.opts.Store.Save(settingsKey, b)
	}
}

// applySettings passes the settings on to what they concern.
func (s *Scene) applySettings() {
	if s.sound != nil {
		s.sound.SetMuted(s.muted)
	}
	s.meter.SetSpeed(s.speed)
	s.tl.SetSpeed(s.speed)
}

// tableKey is the store's key of the game's table.
func (s *Scene) tableKey() string { return s.plug.Game() + "-table" }

// loadTable reads the saved table, for the plug to open. Nothing saved gives nil and no
// error; a store that fails gives nil and the error.
func (s *Scene) loadTable() ([]byte, error) {
	if s.opts.Store == nil {
		return nil, nil
	}
	b, err := s.opts.Store.Load(s.tableKey())
	if errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrUnavailable) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

// save keeps the table, unless the session was asked for by its seed or is the demonstration
// (they start afresh and leave the saved table alone).
func (s *Scene) save() {
	s.dirty = false
	if s.opts.Store == nil || s.fresh() {
		return
	}
	b, err := s.core.MarshalBinary()
	if err == nil {
		err = s.opts.Store.Save(s.tableKey(), b)
	}
	s.saveErr = err
}

// Save keeps the table now: for the app to call when the window closes or the page hides.
// A round in progress is saved as it stands.
func (s *Scene) Save() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.save()
	return s.saveErr
}
