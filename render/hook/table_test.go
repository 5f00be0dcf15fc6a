package hook

import (
	"testing"

	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	"felt/render/layout"
	tbl "felt/render/table"
)

// TestTargets: a target is named (a circle by its name, a chip by its value, a control by its
// command) by its centre in design units and by its box in CSS pixels of the page, to a tenth
// of a pixel, on a screen of two device pixels per CSS pixel; the same box later in the list
// wins its name; the page is the screen in CSS pixels; before any frame (no scale) the CSS
// box and the page are zero.
func TestTargets(t *testing.T) {
	v := layout.View{Width: 2000, Height: 1000, Device: 2, Scale: 1.5, OffsetX: 100, OffsetY: 10}
	spots := []tbl.Spot{{Name: "ante", Wager: 0}, {Name: "play", Wager: 2}}
	deal := command.Command{Name: command.Deal}
	ts := []tbl.Target{
		{Circle: true, Wager: 0, Box: layout.Rect{X: 10, Y: 20, W: 30, H: 40}},
		{Command: deal, Box: layout.Rect{X: 0, Y: 0, W: 1, H: 1}},
		{Command: deal, Box: layout.Rect{X: 100, Y: 100, W: 1.01, H: 7}},
		{Chip: money.Credits(25), Box: layout.Rect{X: 0, Y: 0, W: 10, H: 10}},
		{Command: command.Command{Name: command.Play, Arg: "2"}, Box: layout.Rect{X: 0, Y: 0, W: 10, H: 10}},
	}
	centres, css := targets(spots, ts, v)
	for _, name := range []string{"chip25", "play 2"} {
		if _, ok := centres[name]; !ok {
			t.Errorf("no %q among %v", name, centres)
		}
	}
	if got, want := centres["ante"], [2]float64{25, 40}; got != want {
		t.Errorf("ante's centre %v, want %v", got, want)
	}
	if got, want := css["ante"], [4]float64{57.5, 20, 22.5, 30}; got != want {
		t.Errorf("ante's CSS box %v, want %v", got, want)
	}
	if got, want := css["deal"], [4]float64{125, 80, 0.8, 5.3}; got != want {
		t.Errorf("deal's CSS box %v, want %v (the last of its name, to a tenth)", got, want)
	}
	if len(centres) != 4 || len(css) != 4 {
		t.Errorf("%d centres and %d boxes for four names", len(centres), len(css))
	}
	if got := page(v); got != [2]float64{1000, 500} {
		t.Errorf("the page %v, want 1000x500 CSS px", got)
	}
	if _, css := targets(spots, ts, layout.View{}); css["ante"] != ([4]float64{}) || page(layout.View{}) != ([2]float64{}) {
		t.Errorf("before a frame: %v, want a zero box", css["ante"])
	}
}

// TestNames: a limit as "5-500" or its exact amounts, a wager with no result as returned.
func TestNames(t *testing.T) {
	if got := limitText(table.Limit{Min: money.Credits(5), Max: money.Credits(500)}); got != "5-500" {
		t.Errorf("limit %q", got)
	}
	if got := limitText(table.Limit{Exact: []money.Amount{money.Credits(1), money.Credits(5)}}); got != "1 or 5" {
		t.Errorf("exact limit %q", got)
	}
	if got := resultName(table.NoResult); got != "returned" {
		t.Errorf("no result %q", got)
	}
	if got := resultName(table.Won); got != "win" {
		t.Errorf("a win %q", got)
	}
	spots := []tbl.Spot{{Name: "ante", Wager: 0}, {Name: "play", Wager: 2}}
	if spotName(spots, 2) != "play" || spotName(spots, 1) != "" {
		t.Errorf("spot names %q %q", spotName(spots, 2), spotName(spots, 1))
	}
}
