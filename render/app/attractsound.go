package app

import (
	"encoding/json"
	"errors"

	"felt/render/table"
)

// Attract mode's sound (docs/demo.md): off, low or on, a setting of its own (the settings
// page's Attract sound, kept in the store under attractKey). Whatever it says, attract mode
// is silent until a person has touched the page (a click, a touch or a key: what a browser
// also waits for before it plays anything), and in a session without sound (?mute=1).
const (
	SoundOff = "off"
	SoundLow = "low"
	SoundOn  = "on"
)

// SoundLevels lists attract mode's sound levels, quietest first.
func SoundLevels() []string { return []string{SoundOff, SoundLow, SoundOn} }

// attractKey is the store's key of attract mode's setting.
const attractKey = "attract"

// defaultSound is attract mode's sound before it is set.
const defaultSound = SoundLow

// lowVolume is the master volume of attract mode's sound at low.
const lowVolume = 0.3

// attractSetting is attract mode's setting as the store keeps it: its sound, and the idle
// time before it starts by itself in seconds (attractidle.go; nil: the default).
type attractSetting struct {
	Sound string `json:"sound"`
	After *int   `json:"after,omitempty"`
}

// attractKept returns attract mode's setting as the store keeps it (zero: none kept).
func (a *App) attractKept() attractSetting {
	var s attractSetting
	if st := a.opener.o.Store; st != nil {
		if b, err := st.Load(attractKey); err == nil && json.Unmarshal(b, &s) != nil {
			s = attractSetting{}
		}
	}
	return s
}

// keepAttract changes attract mode's setting in the store, what change does to it.
func (a *App) keepAttract(change func(*attractSetting)) error {
	st := a.opener.o.Store
	if st == nil {
		return nil
	}
	s := a.attractKept()
	change(&s)
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return st.Save(attractKey, b)
}

// errSoundLevel refuses a sound level that is none of SoundLevels.
var errSoundLevel = errors.New("attract sound is off, low or on")

// AttractSound returns attract mode's sound setting: off, low or on.
func (a *App) AttractSound() string {
	if a.demo.sound == "" {
		a.demo.sound = defaultSound
		if s := a.attractKept(); validSound(s.Sound) {
			a.demo.sound = s.Sound
		}
	}
	return a.demo.sound
}

// SetAttractSound sets attract mode's sound (off, low or on) and keeps it.
func (a *App) SetAttractSound(level string) error {
	if !validSound(level) {
		return errSoundLevel
	}
	a.demo.sound = level
	return a.keepAttract(func(s *attractSetting) { s.Sound = level })
}

// validSound reports whether s is one of SoundLevels.
func validSound(s string) bool { return s == SoundOff || s == SoundLow || s == SoundOn }

// attractLevel is the sound attract mode plays at now: its setting once a person has
// touched the page, off before and in a session without sound (?mute=1). A machine with no
// audio device plays none either way (attractSound has no player to give).
func (a *App) attractLevel() string {
	if a.demo.silent || !a.demo.touched {
		return SoundOff
	}
	return a.AttractSound()
}

// attractSound gives an attract table of the loop its sound at the level of attractLevel:
// the program's one player at a low or full master volume, or none.
func (a *App) attractSound(sc *table.Scene) {
	if a.sound == nil {
		return
	}
	switch a.attractLevel() {
	case SoundLow:
		sc.SetSound(a.sound)
		a.sound.SetVolume(lowVolume)
	case SoundOn:
		sc.SetSound(a.sound)
		a.sound.SetVolume(1)
	}
}

// quietForAttract silences what plays as attract mode starts (the player's table's
// ambience) when attract mode plays no sound; its tables bring their own (attractSound).
func (a *App) quietForAttract() {
	if a.sound != nil && a.attractLevel() == SoundOff {
		a.sound.SetMuted(true)
	}
}

// soundBack gives the sound back to the player's table as attract mode ends: its mute and
// volumes, at the full master volume.
func (a *App) soundBack() {
	if a.sound == nil {
		return
	}
	a.sound.SetVolume(1)
	if sc := a.tableScene(); sc != nil {
		sc.SetSound(a.sound)
		return
	}
	a.sound.SetMuted(false)
}
