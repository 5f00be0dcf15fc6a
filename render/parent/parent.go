// Package parent is the game's side of the page that embeds it in an iframe: the messages it
// posts to its parent (ready, the rounds, the balance, a jackpot, busy and idle, the sound,
// the screen, the player's activity) and the commands it takes from it (pause, mute, volume,
// another game, the help, attract mode, the state). docs/embedding.md lists them with
// examples.
//
// Every message goes in one envelope, {source: "felt", version: 1, type, payload}; a
// command comes in {target: "felt", version: 1, type, payload}. Messages go only to, and
// commands come only from, the origins the embedder allows (?host=ORIGIN, repeatable); with
// none, messaging is off. Anything malformed is ignored and counted, never thrown.
//
// The messages are worked out from the states the app already reports (the hook's state,
// window.felt.state()): Reporter compares each with the last and says what changed. The
// browser's side (postMessage and the message event) is in link_js.go.
package parent

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// Version is the envelope's version.
const Version = 1

// Source is the envelope's source of every message the game posts.
const Source = "felt"

// MaxMessage is the most characters of a command the game reads; a longer one is malformed.
const MaxMessage = 4096

// Message is one message to the parent page.
type Message struct {
	Source  string `json:"source"`
	Version int    `json:"version"`
	Type    string `json:"type"`
	Payload any    `json:"payload"`
}

// New returns a message of the given type and payload in the envelope.
func New(typ string, payload any) Message {
	if payload == nil {
		payload = struct{}{}
	}
	return Message{Source: Source, Version: Version, Type: typ, Payload: payload}
}

// JSON returns the message as JSON text.
func (m Message) JSON() string {
	b, err := json.Marshal(m)
	if err != nil {
		b, _ = json.Marshal(New("error", map[string]string{"error": err.Error()}))
	}
	return string(b)
}

// The commands the parent page may send.
const (
	Pause        = "pause"
	Resume       = "resume"
	Mute         = "mute"
	Unmute       = "unmute"
	Volume       = "volume"
	SetGame      = "setGame"
	ShowHelp     = "showHelp"
	StartAttract = "startAttract"
	StopAttract  = "stopAttract"
	GetState     = "getState"
)

// Commands lists the commands the game takes, in the order the docs give them.
func Commands() []string {
	return []string{Pause, Resume, Mute, Unmute, Volume, SetGame, ShowHelp, StartAttract, StopAttract, GetState}
}

// Command is a command from the parent page, read and checked.
type Command struct {
	Type string
	// Volume is the volume asked for (volume: 0 to 100).
	Volume int
	// Game is the game asked for (setGame).
	Game string
	// Idle is attract mode's idle time in seconds (startAttract; 0: attract mode's own).
	Idle int
}

// envelope is a command as it comes.
type envelope struct {
	Target  string          `json:"target"`
	Version int             `json:"version"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
}

// ErrMalformed is wrapped by every error of Parse.
var ErrMalformed = errors.New("malformed command")

// Parse reads a command from its JSON text.
func Parse(text string) (Command, error) {
	bad := func(why string, args ...any) (Command, error) {
		return Command{}, fmt.Errorf("%w: %s", ErrMalformed, fmt.Sprintf(why, args...))
	}
	if len(text) > MaxMessage {
		return bad("%d characters, over %d", len(text), MaxMessage)
	}
	var e envelope
	if err := json.Unmarshal([]byte(text), &e); err != nil {
		return bad("not an object in the envelope")
	}
	if e.Target != Source {
		return bad("target is not %q", Source)
	}
	if e.Version != Version {
		return bad("version %d, not %d", e.Version, Version)
	}
	c := Command{Type: e.Type}
	var p struct {
		Value *int   `json:"value"`
		Game  string `json:"game"`
		Idle  int    `json:"idle"`
	}
	if len(e.Payload) > 0 && string(e.Payload) != "null" {
		if err := json.Unmarshal(e.Payload, &p); err != nil {
			return bad("the payload of %q is not an object of its fields", clip(e.Type))
		}
	}
	switch e.Type {
	case Pause, Resume, Mute, Unmute, ShowHelp, StopAttract, GetState:
	case Volume:
		if p.Value == nil || *p.Value < 0 || *p.Value > 100 {
			return bad("volume wants a value from 0 to 100")
		}
		c.Volume = *p.Value
	case SetGame:
		if p.Game == "" {
			return bad("setGame wants a game")
		}
		c.Game = clip(p.Game)
	case StartAttract:
		if p.Idle < 0 || p.Idle > 3600 {
			return bad("startAttract's idle is 0 to 3600 seconds")
		}
		c.Idle = p.Idle
	default:
		return bad("no command %q", clip(e.Type))
	}
	return c, nil
}

// clip cuts what a message echoes to a few dozen characters.
func clip(s string) string {
	if len(s) > 32 {
		return s[:32] + "…"
	}
	return s
}

// Origins reads the origins the embedder allows (?host=ORIGIN, each a scheme, a host and a
// port at most: "https://portal.example", "http://localhost:8080"). It returns them in
// their browser's form (event.origin's) and a note for each that is not one.
func Origins(values []string) (origins, notes []string) {
	for _, v := range values {
		o, err := Origin(v)
		if err != nil {
			notes = append(notes, err.Error())
			continue
		}
		if !slices.Contains(origins, o) {
			origins = append(origins, o)
		}
	}
	return origins, notes
}

// Origin reads one origin and returns it as a browser writes event.origin.
func Origin(v string) (string, error) {
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" ||
		u.User != nil || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("?host=%s refused (want an origin: https://example.com)", clip(v))
	}
	host := strings.ToLower(u.Host)
	switch {
	case u.Scheme == "https" && strings.HasSuffix(host, ":443"):
		host = strings.TrimSuffix(host, ":443")
	case u.Scheme == "http" && strings.HasSuffix(host, ":80"):
		host = strings.TrimSuffix(host, ":80")
	}
	return u.Scheme + "://" + host, nil
}

// Allowed reports whether a message from origin may be taken.
func Allowed(origins []string, origin string) bool { return slices.Contains(origins, origin) }
