package table

import (
	"felt/game/table"
	"felt/render/audio"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/stage"
)

// show is the pieces on the table with what the table says over them: the line of news,
// the linked tables' news, the result line and the banner. It reads the rest of the table
// through its Scene.
type show struct {
	stage.Pieces
	sc *Scene

	resultOn bool
	msg      message
	linked   linkedNews // the hits at linked tables told (linked.go)
	result   resultLine
	banner   banner
}

// backstage is the table as render/stage reads it: the pieces' Host (the Scene's core,
// places, fonts and settings) and the playback's Table (playback.go).
type backstage struct{ sc *Scene }

// The Scene's backstage is the pieces' Host.
var _ stage.Host = backstage{}

// Core returns the rules core, for a plug to read between rounds (never during playback).
func (b backstage) Core() table.Game { return b.sc.core }

// Person returns the person's seat, or -1.
func (b backstage) Person() int { return b.sc.person }

// Offered reports whether the table offers a wager.
func (b backstage) Offered(w table.Wager) bool { return b.sc.core.Offered(w) }

// LimitText returns a wager's limits at this table in words: "5 to 100", or the amounts it
// takes.
func (b backstage) LimitText(w table.Wager) string {
	l := b.sc.core.Limit(w)
	if len(l.Exact) > 0 {
		return ExactText(l.Exact)
	}
	return l.Min.String() + " to " + l.Max.String()
}

// MatesShown reports whether the table-mates are shown.
func (b backstage) MatesShown() bool { return b.sc.MatesShown() }

// Layout returns the places in use.
func (b backstage) Layout() *geom.Places { return &b.sc.geom }

// Fonts returns the table's fonts.
func (b backstage) Fonts() *fonts.Set { return b.sc.fonts }

// Reduced reports whether calm motion is on.
func (b backstage) Reduced() bool { return b.sc.prefs.Reduced }

// Sfx plays a sound unless the table is muted.
func (b backstage) Sfx(k audio.Sound) {
	if b.sc.sound != nil && !b.sc.prefs.Muted {
		b.sc.sound.Play(k)
	}
}

// Say shows a line of news for about three seconds.
func (b backstage) Say(t string) { b.sc.stage.say(t) }

// KeepsCards reports whether a seat with wager w in play keeps its cards after a fold.
func (b backstage) KeepsCards(w table.Wager) bool { return b.sc.keepsCards[w] }

// MainWager is the wager whose circle a table-mate's chips stand on.
func (b backstage) MainWager() table.Wager { return b.sc.plug.Spots()[0].Wager }

// Stage returns the table as a plug reads it: for tests that check what the playback shows.
func (s *Scene) Stage() stage.Stage { return &s.stage }
