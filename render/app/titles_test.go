package app

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// houseTitle is the house style of a page's title (menu.GameTitle): in capitals, the page's
// name, after the game's and a middle dot for a page of one game's ("CRAZY 4 POKER · HELP").
var houseTitle = regexp.MustCompile(`^((CRAZY 4 POKER|CRISS CROSS POKER) · )?[A-Z0-9&' ]+$`)

// TestPageTitles: every page, at each game's table, has a title in the house style, and
// every button that opens a page says the page's name as its title does, in capitals.
func TestPageTitles(t *testing.T) {
	for _, game := range []string{"crazy4", "crisscross"} {
		a, _ := instantApp(t, game)
		names := make([]string, 0, 16)
		for n := range a.pages() {
			names = append(names, n)
		}
		slices.Sort(names)
		titles := map[string]string{}
		buttons := map[string]string{} // a button's label, by the page it is on and its id
		for _, n := range names {
			if r := a.Act("screen", n); r != "" {
				t.Fatalf("%s: screen %s: %s", game, n, r)
			}
			var st struct {
				Menu struct {
					Title string `json:"title"`
					Rows  []struct {
						ID    string `json:"id"`
						Kind  string `json:"kind"`
						Label string `json:"label"`
					} `json:"rows"`
				} `json:"menu"`
			}
			if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
				t.Fatal(err)
			}
			titles[n] = st.Menu.Title
			if !houseTitle.MatchString(st.Menu.Title) {
				t.Errorf("%s: the %s page's title %q is not in the house style", game, n, st.Menu.Title)
			}
			for _, r := range st.Menu.Rows {
				if r.Kind == "button" {
					buttons[n+" "+r.ID] = r.Label
				}
			}
			a.Act("back", "")
		}
		// The buttons named for a page (its id) open it: their label is its title's name.
		for k, label := range buttons {
			_, id, _ := strings.Cut(k, " ")
			title, ok := titles[id]
			if !ok {
				_, id, _ = strings.Cut(id, "-") // the lobby's "crazy4-drill"
				title, ok = titles[id]
			}
			if !ok {
				continue
			}
			name := title
			if i := strings.LastIndex(title, " · "); i >= 0 {
				name = title[i+len(" · "):]
			}
			if label != name {
				t.Errorf("%s: the button %s says %q; the page it opens is %q", game, k, label, title)
			}
		}
	}
}
