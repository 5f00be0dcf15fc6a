package table

import (
	"strings"

	"felt/render/anim"
	"felt/render/command"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/stage"
	"felt/render/widget"
)

// message is a line of news or an error, shown for a while near the middle of the table
// (news.go: in two lines where one would be too wide).
type message struct {
	text   string       // what it says
	label  widget.Label // it, or its first line
	second widget.Label // its second line, if it takes two
	color  paint.Color  // its letters' colour
	pill   paint.Color  // the colour of the pill behind it
	pillA  float32      // the pill's opacity
	at     layout.Rect  // where it is drawn this frame, design units (zero when it is not)
	until  int64
	from   int64
	err    bool // the message says why a command was refused
}

// alpha returns the message's opacity at tick now: it fades in and out.
func (m *message) alpha(now int64) float32 {
	if now >= m.until {
		return 0
	}
	in := anim.Clamp(float64(now-m.from) / 8)
	out := anim.Clamp(float64(m.until-now) / 20)
	return float32(min(in, out))
}

// say shows a line of news for about three seconds.
func (s *show) say(t string) { s.sayFor(t, 200) }

// sayFor shows a line of news for ticks, unless a note on the table's keeping is on show.
func (s *show) sayFor(t string, ticks int) {
	s.sc.narr.Hear(t)
	if s.sc.keep.Noting(s.Timeline.Now()) {
		return
	}
	s.msg.set(t, paint.Ink, stage.PillDark, 0.85)
	s.msg.from, s.msg.until = s.Timeline.Now(), s.Timeline.Now()+int64(ticks)
	s.msg.err = false
}

// sayErr shows why a command was refused.
func (s *show) sayErr(err error) {
	s.msg.set(Explain(err), 0xFFD7C8, 0x4A120C, 0.9)
	s.msg.from, s.msg.until = s.Timeline.Now(), s.Timeline.Now()+240
	s.msg.err = true
	s.sc.narr.Hear(Explain(err))
}

// Explain turns an error into a line for a person: the rule documents' section numbers,
// which the error values carry for the curious, are left out, as is the package's name,
// and the first letter is a capital.
func Explain(err error) string {
	t := err.Error()
	for {
		i := strings.Index(t, " (seed ")
		if i < 0 {
			break
		}
		depth, j := 0, i+1
		for ; j < len(t); j++ {
			if t[j] == '(' {
				depth++
			} else if t[j] == ')' {
				depth--
				if depth == 0 {
					break
				}
			}
		}
		if j >= len(t) {
			break
		}
		t = t[:i] + t[j+1:]
	}
	for _, p := range [...]string{"crazy4: ", "crisscross: ", "table: "} {
		t = strings.TrimPrefix(t, p)
	}
	if t != "" && t[0] >= 'a' && t[0] <= 'z' {
		t = string(t[0]-'a'+'A') + t[1:]
	}
	return command.Clip(t, command.MaxReply-1)
}

// labels are the scene's fixed words.
type labels struct {
	credits, bet, skip, tapSkip, max, replay widget.Label
}

func (l *labels) init() {
	l.credits.Set("CREDITS", fonts.Bold, 11, paint.Brass)
	l.credits.SetTracking(1.5)
	l.bet.Set("TOTAL BET", fonts.Bold, 11, paint.Brass)
	l.bet.SetTracking(1.5)
	l.skip.Set("click to skip", fonts.Medium, 13, paint.Ink)
	l.tapSkip.Set("tap to skip", fonts.Medium, 13, paint.Ink)
	l.max.Set("MAX", fonts.Bold, 9, stage.InkDark)
	l.max.SetPill(paint.Brass, 0.95)
	l.replay.Set("REPLAY", fonts.Bold, 14, stage.InkDark)
	l.replay.SetPill(paint.Brass, 0.95)
}

// Fonts returns the table's fonts.
func (s *Scene) Fonts() *fonts.Set { return s.fonts }
