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

// prefs are attract mode's settings as the settings page sees them (settings.Demo): its
// sound and its idle time, kept in the store.
type prefs struct {
	op   *opener // the store is its Options.Store (the mode's own tables change it)
	idle *idle
	// sound is the sound setting ("" until read); touched says a person has touched the
	// page (a click, a touch, a key); silent is a session without sound (?mute=1).
	sound           string
	touched, silent bool
}

// kept returns attract mode's setting as the store keeps it (zero: none kept).
func (p *prefs) kept() attractSetting {
	var s attractSetting
	if st := p.op.o.Store; st != nil {
		if b, err := st.Load(attractKey); err == nil && json.Unmarshal(b, &s) != nil {
			s = attractSetting{}
		}
	}
	return s
}

// keep changes attract mode's setting in the store, what change does to it.
func (p *prefs) keep(change func(*attractSetting)) error {
	st := p.op.o.Store
	if st == nil {
		return nil
	}
	s := p.kept()
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
func (p *prefs) AttractSound() string {
	if p.sound == "" {
		p.sound = defaultSound
		if s := p.kept(); validSound(s.Sound) {
			p.sound = s.Sound
		}
	}
	return p.sound
}

// SetAttractSound sets attract mode's sound (off, low or on) and keeps it.
func (p *prefs) SetAttractSound(level string) error {
	if !validSound(level) {
		return errSoundLevel
	}
	p.sound = level
	return p.keep(func(s *attractSetting) { s.Sound = level })
}

// validSound reports whether s is one of SoundLevels.
func validSound(s string) bool { return s == SoundOff || s == SoundLow || s == SoundOn }

// level is the sound attract mode plays at now: its setting once a person has touched the
// page, off before and in a session without sound (?mute=1). A machine with no audio device
// plays none either way (attractSound has no player to give).
func (p *prefs) level() string {
	if p.silent || !p.touched {
		return SoundOff
	}
	return p.AttractSound()
}

// attractSound gives an attract table of the loop its sound at the level of attractLevel:
// the program's one player at a low or full master volume, or none.
func (d *demo) attractSound(sc *table.Scene) {
	if d.op.o.Sound == nil {
		return
	}
	switch d.prefs.level() {
	case SoundLow:
		sc.SetSound(d.op.o.Sound)
		d.op.o.Sound.SetVolume(lowVolume)
	case SoundOn:
		sc.SetSound(d.op.o.Sound)
		d.op.o.Sound.SetVolume(1)
	}
}

// quietForAttract silences what plays as attract mode starts (the player's table's
// ambience) when attract mode plays no sound; its tables bring their own (attractSound).
func (d *demo) quietForAttract() {
	if d.op.o.Sound != nil && d.prefs.level() == SoundOff {
		d.op.o.Sound.SetMuted(true)
	}
}

// soundBack gives the sound back to the player's table as attract mode ends: its mute and
// volumes, at the full master volume.
func (d *demo) soundBack() {
	if d.op.o.Sound == nil {
		return
	}
	d.op.o.Sound.SetVolume(1)
	if sc := d.stack.table(); sc != nil {
		sc.SetSound(d.op.o.Sound)
		return
	}
	d.op.o.Sound.SetMuted(false)
}
