// Package audio plays the table's sounds, synthesized at start (no sound files to download):
// soft and short, never shrill — this is a calm table at night.
//
// The sounds come on two channels, each with its own volume: the effects (cards, chips,
// buttons, chimes, the wheel) and the ambience (the room: a quiet loop of a card room at
// night, which plays while its volume is above zero). A master volume and mute cover both.
//
// Make ebiten's audio context once per program (audio.NewContext(48000); ebiten allows only
// one) and pass it to New. Browsers start audio only after a user gesture: until then the
// stream waits, and ebiten resumes it on the first click or key; nothing here fails before.
package audio

import (
	"encoding/binary"
	"fmt"
	"math"
	"sync"
	"time"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// Sound names one of the table's sounds.
type Sound int

// The sounds.
const (
	CardSlide Sound = iota // a card slides from the shoe: a short filtered-noise swish
	CardFlip               // a card turns over: a soft snap
	ChipClick              // two clay chips touch
	ChipStack              // a few chips set down in quick succession
	ChipSlide              // chips pushed across the felt: a muffled rattle
	Button                 // a button: a muted tick
	Win                    // a win: a warm three-note chime
	BigWin                 // a big win: a longer, fuller chime
	Jackpot                // a jackpot: a two-second fanfare that loops while a meter counts down
	Error                  // a refused action: a low soft bonk
	Flapper                // a prize wheel's flapper meets a peg: a short, dull tick

	numSounds
)

var names = [numSounds]string{"CardSlide", "CardFlip", "ChipClick", "ChipStack", "ChipSlide", "Button", "Win", "BigWin", "Jackpot", "Error", "Flapper"}

// String names the sound.
func (s Sound) String() string {
	if s < 0 || s >= numSounds {
		return fmt.Sprintf("audio.Sound(%d)", int(s))
	}
	return names[s]
}

// voices is how many plays of one sound can overlap; a new play past that restarts the
// oldest.
var voices = [numSounds]int{
	CardSlide: 4, CardFlip: 4, ChipClick: 4, ChipStack: 3, ChipSlide: 3, Button: 2,
	Win: 2, BigWin: 1, Jackpot: 1, Error: 2, Flapper: 3,
}

// mix sets each sound's level against the others: the table's small noises sit under the
// chimes.
var mix = [numSounds]float32{
	CardSlide: 0.8, CardFlip: 0.8, ChipClick: 0.8, ChipStack: 0.8, ChipSlide: 0.8, Button: 0.7,
	Win: 0.8, BigWin: 0.85, Jackpot: 0.8, Error: 0.8, Flapper: 0.7,
}

// maxVoices bounds how many sounds play at once.
const maxVoices = 16

// latency is the player's buffer: short, so that a click sounds with the tap that made it.
const latency = 60 * time.Millisecond

// Player plays the table's sounds. Its methods are safe to call from ebiten's Update while
// the sound plays on ebiten's audio goroutine.
//
// Every sound goes through one ebiten player that streams from a small mixer of our own:
// starting a sound is setting a voice of the mixer going, which needs no allocation (starting
// an ebiten player allocates on each Play), and volume and mute are one gain.
type Player struct {
	out  *eaudio.Player
	mx   mixer
	rate int             // the context's sample rate, for sounds synthesized later
	made [numSounds]bool // the sounds synthesized so far (lazy.go)
	room bool            // the ambience's loop is synthesized (lazy.go)
}

// mixer sums the voices that are playing into the stream the ebiten player reads.
type mixer struct {
	mu     sync.Mutex
	pcm    [numSounds][]float32 // each sound, mono
	loop   []float32            // the jackpot fanfare's seamless loop
	room   []float32            // the ambience's seamless loop
	voice  [maxVoices]voice
	clock  uint64  // counts plays, to find the oldest voice
	gain   float32 // the master gain the output is heading for
	now    float32 // and where it is, moved a little each sample so changes do not click
	volume float64
	muted  bool
	// Each channel's volume, its gain and where the gain is, as for the master's.
	level   [numChannels]float64
	chGain  [numChannels]float32
	chNow   [numChannels]float32
	ambient voice // the ambience's voice, apart from the effects' voices
}

// Channel is one of the two groups of sounds that have their own volume.
type Channel int

// The channels.
const (
	Effects  Channel = iota // every Sound: cards, chips, buttons, chimes, the wheel
	Ambience                // the room's quiet loop

	numChannels
)

// String names the channel.
func (c Channel) String() string {
	switch c {
	case Effects:
		return "effects"
	case Ambience:
		return "ambience"
	}
	return fmt.Sprintf("audio.Channel(%d)", int(c))
}

// init sets a new mixer to full volume, its effects at full level and its ambience off.
func (m *mixer) init() {
	m.volume, m.gain, m.now = 1, 1, 1
	m.level[Effects] = 1
	m.setGain()
	m.chNow = m.chGain
}

type voice struct {
	pcm     []float32
	pos     int
	gain    float32
	sound   Sound
	loop    bool
	playing bool
	started uint64
}

// New starts the stream the sounds play through. It synthesizes none of them: that takes
// a moment (some 40 ms at 48 kHz on a laptop, near a second in a browser), which the game
// spends when it has nothing else to do (Prepare), or at a sound's first play.
func New(ctx *eaudio.Context) (*Player, error) {
	if ctx == nil {
		return nil, fmt.Errorf("audio: no audio context")
	}
	rate := ctx.SampleRate()
	if rate < 8000 {
		return nil, fmt.Errorf("audio: sample rate %d is too low", rate)
	}
	p := &Player{rate: rate}
	p.mx.init()
	out, err := ctx.NewPlayerF32(&p.mx)
	if err != nil {
		return nil, fmt.Errorf("audio: %w", err)
	}
	out.SetBufferSize(latency)
	out.Play()
	p.out = out
	return p, nil
}

func float32s(x []float64) []float32 {
	f := make([]float32, len(x))
	for i, v := range x {
		f[i] = float32(v)
	}
	return f
}

// Read fills b with the voices' sum: 32-bit float little-endian stereo, the context's
// format. It never ends; with nothing playing it gives silence.
func (m *mixer) Read(b []byte) (int, error) {
	n := len(b) / 8
	m.mu.Lock()
	defer m.mu.Unlock()
	for i := range n {
		sum := float32(0)
		for v := range m.voice {
			vc := &m.voice[v]
			if !vc.playing {
				continue
			}
			sum += vc.pcm[vc.pos] * vc.gain
			vc.pos++
			if vc.pos == len(vc.pcm) {
				vc.pos = 0
				vc.playing = vc.loop
			}
		}
		sum *= m.chNow[Effects]
		if a := &m.ambient; a.playing {
			sum += a.pcm[a.pos] * m.chNow[Ambience]
			if a.pos++; a.pos == len(a.pcm) {
				a.pos = 0
			}
		}
		// The gains move about 10 ms to where they are heading at 48 kHz, so a change does
		// not click.
		m.now += (m.gain - m.now) * 0.002
		for c := range m.chNow {
			m.chNow[c] += (m.chGain[c] - m.chNow[c]) * 0.002
		}
		u := math.Float32bits(sum * m.now)
		binary.LittleEndian.PutUint32(b[8*i:], u)
		binary.LittleEndian.PutUint32(b[8*i+4:], u)
	}
	return 8 * n, nil
}

// start sets a voice going with pcm, taking a free one, or the oldest of this sound's when
// it already plays as often as it may, or else the oldest of all.
func (m *mixer) start(s Sound, pcm []float32, loop bool) {
	if len(pcm) == 0 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.clock++
	free, same, oldest := -1, -1, 0
	count := 0
	for i := range m.voice {
		vc := &m.voice[i]
		if !vc.playing {
			if free < 0 {
				free = i
			}
			continue
		}
		if vc.sound == s {
			count++
			if same < 0 || vc.started < m.voice[same].started {
				same = i
			}
		}
		if vc.started < m.voice[oldest].started || !m.voice[oldest].playing {
			oldest = i
		}
	}
	i := free
	switch {
	case count >= voices[s]:
		i = same
	case free < 0:
		i = oldest
	}
	m.voice[i] = voice{pcm: pcm, gain: mix[s], sound: s, loop: loop, playing: true, started: m.clock}
}

// stop silences every voice of sound s, or every voice when all is set (the ambience too).
func (m *mixer) stop(s Sound, all bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i := range m.voice {
		if all || m.voice[i].sound == s {
			m.voice[i].playing = false
		}
	}
	if all {
		m.ambient.playing = false
	}
}

// Play plays s from its start, fire and forget. Plays of the same sound overlap, up to a few
// at once. Play does nothing while muted, and does not allocate once the sound is
// synthesized (Prepare).
func (p *Player) Play(s Sound) {
	if s < 0 || s >= numSounds || p.Muted() {
		return
	}
	p.make(s)
	p.mx.start(s, p.mx.pcm[s], false)
}

// Loop plays the jackpot fanfare over and over, seamlessly, while a meter counts down, until
// StopLoop. (Play(Jackpot) plays it once, with its ring-out.) It does nothing while muted.
func (p *Player) Loop() {
	if p.Muted() {
		return
	}
	p.make(Jackpot)
	p.mx.stop(Jackpot, false)
	p.mx.start(Jackpot, p.mx.loop, true)
}

// StopLoop stops the jackpot fanfare.
func (p *Player) StopLoop() {
	p.mx.stop(Jackpot, false)
}

// Playing reports how many sounds are playing, the ambience included.
func (p *Player) Playing() int {
	p.mx.mu.Lock()
	defer p.mx.mu.Unlock()
	n := 0
	for _, v := range p.mx.voice {
		if v.playing {
			n++
		}
	}
	if p.mx.ambient.playing {
		n++
	}
	return n
}

// SetLevel sets a channel's volume, from 0 (silent) to 1 (full); it applies at once to what
// is playing. The ambience plays while its level is above zero and the sound is not muted:
// its loop is synthesized by the next Prepare (or at once if it was before).
func (p *Player) SetLevel(c Channel, v float64) {
	if c < 0 || c >= numChannels {
		return
	}
	if !(v > 0) {
		v = 0
	}
	p.mx.mu.Lock()
	p.mx.level[c] = min(v, 1)
	p.mx.setGain()
	p.mx.mu.Unlock()
	p.ambience()
}

// Level returns a channel's volume.
func (p *Player) Level(c Channel) float64 {
	if c < 0 || c >= numChannels {
		return 0
	}
	p.mx.mu.Lock()
	defer p.mx.mu.Unlock()
	return p.mx.level[c]
}

// ambience starts or stops the room's loop as the ambience's level and mute ask.
func (p *Player) ambience() {
	m := &p.mx
	m.mu.Lock()
	defer m.mu.Unlock()
	want := m.level[Ambience] > 0 && !m.muted
	switch {
	case !want:
		m.ambient.playing = false
	case p.room && !m.ambient.playing:
		m.ambient = voice{pcm: m.room, playing: true, loop: true}
		// It fades in from silence rather than starting at full level.
		m.chNow[Ambience] = 0
	}
}

// wantsRoom reports whether the ambience should play but its loop is not synthesized yet.
func (p *Player) wantsRoom() bool {
	p.mx.mu.Lock()
	defer p.mx.mu.Unlock()
	return !p.room && p.mx.level[Ambience] > 0 && !p.mx.muted
}

// SetVolume sets the master volume, from 0 (silent) to 1 (full).
func (p *Player) SetVolume(v float64) {
	if !(v > 0) {
		v = 0
	}
	p.mx.mu.Lock()
	defer p.mx.mu.Unlock()
	p.mx.volume = min(v, 1)
	p.mx.setGain()
}

// Volume returns the master volume.
func (p *Player) Volume() float64 {
	p.mx.mu.Lock()
	defer p.mx.mu.Unlock()
	return p.mx.volume
}

// SetMuted mutes or unmutes every sound; muting stops what is playing.
func (p *Player) SetMuted(m bool) {
	if m {
		p.mx.stop(0, true)
	}
	p.mx.mu.Lock()
	p.mx.muted = m
	p.mx.setGain()
	p.mx.mu.Unlock()
	p.ambience()
}

// Muted reports whether the sounds are muted.
func (p *Player) Muted() bool {
	p.mx.mu.Lock()
	defer p.mx.mu.Unlock()
	return p.mx.muted
}

// setGain sets the master gain from the volume and mute, and each channel's from its level.
// The ear hears level roughly as the square of the gain. The caller holds mu.
func (m *mixer) setGain() {
	m.gain = float32(m.volume * m.volume)
	if m.muted {
		m.gain = 0
	}
	for c, l := range m.level {
		m.chGain[c] = float32(l * l)
	}
}
