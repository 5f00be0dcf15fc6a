package title

import (
	"testing"

	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
)

// The printed lines fit inside the felt's safe area in both designs.
func TestLinesFit(t *testing.T) {
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	s := New(nil, fs, Options{})
	for _, v := range []layout.View{layout.Fit(1280, 800, 1), layout.Fit(720, 1280, 1)} {
		room := felt.Felt(v).Inset(layout.SafeMargin).W
		name, games := s.fonts.Face(fonts.Bold, nameSize), s.fonts.Face(fonts.Medium, gamesSize)
		if w := paint.TrackedWidth(Name, name, nameTracking); w > room {
			t.Errorf("%v: the name is %.0f wide, the felt has %.0f", v.Orientation, w, room)
		}
		line := paint.TrackedWidth(Crazy4, games, gamesTrack) + gamesGap + paint.TrackedWidth(Criss, games, gamesTrack)
		if line > room {
			t.Errorf("%v: the games line is %.0f wide, the felt has %.0f", v.Orientation, line, room)
		}
	}
}
