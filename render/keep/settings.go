package keep

import (
	"encoding/json"
	"errors"

	"felt/render/store"
)

// settingsKey is the store's key of the player's settings, one for every game.
const settingsKey = "settings"

// Settings are the player's choices as they are saved. A field a save of an older version
// lacks keeps its default (the pointers: nil).
type Settings struct {
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
	// Trainer is the trainer's threshold in antes while it is on; 0: off.
	Trainer float64 `json:"trainer,omitempty"`
}

// LoadSettings reads the saved settings; ok is false when there are none, or none that read
// (a copy the storage fails to read is noted, and never saved over this session).
func (k *Keeper) LoadSettings() (st Settings, ok bool) {
	if k.cfg.Store == nil {
		return st, false
	}
	b, err := k.cfg.Store.Load(settingsKey)
	if err != nil {
		if !errors.Is(err, store.ErrNotFound) {
			k.unread(keptSettings, err)
		}
		return st, false
	}
	if json.Unmarshal(b, &st) != nil {
		return Settings{}, false
	}
	return st, true
}

// SaveSettings saves the player's settings, unless their saved copy could not be read.
func (k *Keeper) SaveSettings(st Settings) {
	if k.cfg.Store == nil || !k.mayWrite(keptSettings) {
		return
	}
	b, err := json.Marshal(st)
	if err == nil {
		err = k.cfg.Store.Save(settingsKey, b)
	}
	if err != nil {
		k.failed(keptSettings, err)
		return
	}
	k.savedOK(keptSettings)
}
