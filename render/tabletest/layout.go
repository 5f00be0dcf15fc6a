package tabletest

import (
	"felt/render/box"
	"felt/render/ebitentest"
	"felt/render/geom"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	gt "felt/game/table"
	"felt/render/felt"
	"felt/render/layout"
	"felt/render/printing"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Screen is a screen the layout is checked on: its size in CSS (or window) pixels and its
// device scale.
type Screen struct {
	Name          string
	Width, Height int
	Device        float64
}

// Screens are the screens every phase is checked on: landscape, portrait, a 9:20 phone,
// landscape at twice the density and a 9:16 phone (its design is the least tall phone's,
// fitted to its height: its type the largest in design units).
var Screens = []Screen{
	{"landscape", 1280, 800, 1},
	{"portrait", 800, 1280, 1},
	{"phone", 390, 866, 1},
	{"landscape@2x", 1280, 800, 2},
	{"phone-9x16", 375, 667, 1},
}

// Phone844 is a 390x844 phone, a little shorter than the phone of Screens: less room for
// the table's middle to spread over.
var Phone844 = Screen{"phone844", 390, 844, 1}

// Except returns Screens without those named.
func Except(names ...string) []Screen {
	var out []Screen
	for _, sc := range Screens {
		if !slices.Contains(names, sc.Name) {
			out = append(out, sc)
		}
	}
	return out
}

// View is the screen's view.
func (sc Screen) View() layout.View {
	return layout.Fit(float64(sc.Width)*sc.Device, float64(sc.Height)*sc.Device, sc.Device)
}

// Image makes an image of the screen's size in device pixels.
func (sc Screen) Image() *ebiten.Image {
	return ebitentest.Target(int(float64(sc.Width)*sc.Device), int(float64(sc.Height)*sc.Device))
}

// DrawOn draws the scene on screen as the screen sc shows it, and returns what it drew.
func DrawOn(t testing.TB, s *table.Scene, img *ebiten.Image, sc Screen) []box.Box {
	t.Helper()
	ebitentest.Need(t)
	s.SetView(sc.View())
	if err := s.Update(); err != nil {
		t.Fatal(err)
	}
	s.Draw(img, sc.View())
	img.At(0, 0)
	return s.Inspect().Drawn()
}

// PlanOn advances the scene a tick and lays it out for the screen sc, painting nothing: the
// boxes of everything its next frame shows. It needs no display.
func PlanOn(t testing.TB, s *table.Scene, sc Screen) []box.Box {
	t.Helper()
	if err := s.Update(); err != nil {
		t.Fatal(err)
	}
	return s.Inspect().Plan(sc.View())
}

// PaintOn paints the scene as planned for sc and hands the picture to draw; it fails the test
// if painting changed the plan (Draw only paints).
func PaintOn(t testing.TB, s *table.Scene, sc Screen, planned []box.Box, draw func(sc Screen, img *ebiten.Image)) {
	t.Helper()
	ebitentest.Need(t)
	img := sc.Image()
	defer img.Deallocate()
	s.Draw(img, sc.View())
	img.At(0, 0)
	if painted := s.Inspect().Drawn(); !slices.Equal(painted, planned) {
		t.Errorf("%s: painting the frame changed its plan: %d boxes planned, %d after painting", sc.Name, len(planned), len(painted))
	}
	draw(sc, img)
}

// Layout lays the scene out on each screen, painting nothing, and fails the test for each
// thing placed over what it must not cover (the banner of a won round over a card among
// them), for each word that runs off the felt, for each other owner's label within 2 CSS
// pixels of a table-mate's name or credits, and for each label (the words set on the felt
// during play), action button's title and chip value in the rack smaller than layout.MinText
// CSS pixels (a table-mate's too; the person's hand's name layout.HandText), and on a phone
// each printed word under
// layout.MinText. It needs no display. Where there is
// one and pictures are kept (Pictures: a check failed, or FELT_PICTURES=1), the frame is
// painted, held to its plan, and given to draw (to keep it: WriteShot).
func Layout(t testing.TB, s *table.Scene, phase string, screens []Screen, draw func(sc Screen, img *ebiten.Image)) {
	t.Helper()
	for _, sc := range screens {
		boxes := PlanOn(t, s, sc)
		v := sc.View()
		bad := Faults(boxes, v, s.Person())
		bad = append(bad, BandFaults(boxes, s.Inspect().TableShown().Band)...)
		if len(bad) > 0 {
			t.Errorf("%s, %s: %d faults:\n\t%s", phase, sc.Name, len(bad), strings.Join(bad, "\n\t"))
		}
		if draw != nil && ebitentest.Drawing() && Pictures(t) {
			PaintOn(t, s, sc, boxes, draw)
		}
	}
}

// Faults are the layout faults of boxes laid out on v (Layout's checks), for a table whose
// person sits in seat person.
func Faults(boxes []box.Box, v layout.View, person int) []string {
	var bad []string
	for _, c := range box.Clashes(boxes, felt.Felt(v), 1) {
		bad = append(bad, c.String())
	}
	bad = append(bad, nearNames(boxes, 2*v.Device/v.Scale)...) // 2 CSS pixels
	bad = append(bad, Hierarchy(boxes, person)...)
	bad = append(bad, meterNames(boxes, v)...)
	bad = append(bad, farTags(boxes, person)...)
	for _, b := range boxes {
		// The words a player reads: the labels, the action buttons' titles and the chip
		// rack's values; on a phone the printing on the felt too (the circles' names round
		// their rims, the pays, the game's name, its rules and limits), which is not
		// printed there where it cannot be read. Elsewhere the printing is the felt's
		// decoration, as on a casino's cloth, set small where it must.
		print := b.Kind == box.Print && v.Phone()
		if (b.Kind != box.Label && b.Kind != box.Control && b.Kind != box.Pill && !print) || b.Size <= 0 {
			continue
		}
		least := float64(layout.MinText)
		if b.Owner == person && b.Kind == box.Label && b.Group == geom.HandGroup(person) {
			least = layout.HandText
		}
		if px := b.Size * v.Scale / v.Device; px < least-0.05 {
			bad = append(bad, fmt.Sprintf("%s is set at %.1f px", b, px))
		}
		if b.Spills {
			bad = append(bad, fmt.Sprintf("%s: its title is wider than the button", b))
		}
	}
	return bad
}

// BandFaults returns a fault for each box of boxes that meets band, the banner's band
// (geom.Places.Band): the place of its own where a won round is announced, which nothing
// else on the table meets in any phase (no card, printed word or board, circle, control,
// word of anyone's, meter or amount), but the banner, and the result line and the news,
// which stand for the round's result in turn with it there; piles of chips, which clash
// with nothing, go past it on their way. No band (a table without one): a fault.
func BandFaults(boxes []box.Box, band layout.Rect) []string {
	if band.Empty() {
		return []string{"the table has no banner's band"}
	}
	var bad []string
	for _, b := range boxes {
		switch {
		case b.Kind == box.Banner || b.Kind == box.Chips:
		case b.Owner == box.Table && b.Kind == box.Label && (b.Group == geom.ResultGroup() || b.Group == geom.NewsGroup()):
		case box.Meet(b, box.Box{Rect: band}, 0):
			bad = append(bad, fmt.Sprintf("%s meets the banner's band at %.0f,%.0f %.0fx%.0f", b, band.X, band.Y, band.W, band.H))
		}
	}
	return bad
}

// Celebrated lays the table out while the banner of a won round is up, on each screen, and
// fails the test unless the banner stands inside its band (BandFaults: nothing else meets
// it), inside the felt, filling the band as far as its shape allows (at its whole size, or
// as wide or as tall as the band; held under its whole size, in type larger than the
// person's largest word, its hand's name: a jackpot held to its band is still the largest
// thing said on the table), over nothing it must not cover (box.Clashes). (Layout checks the band among the rest.) draw, if not nil, is given
// each picture where pictures are kept.
func Celebrated(t testing.TB, s *table.Scene, phase string, screens []Screen, draw func(sc Screen, img *ebiten.Image)) {
	t.Helper()
	for _, sc := range screens {
		boxes := PlanOn(t, s, sc)
		if draw != nil && ebitentest.Drawing() && Pictures(t) {
			PaintOn(t, s, sc, boxes, draw)
		}
		tv := s.Inspect().TableShown()
		for _, f := range BandFaults(boxes, tv.Band) {
			t.Errorf("%s, %s: %s", phase, sc.Name, f)
		}
		f, shown := felt.Felt(sc.View()), false
		var word box.Box
		for _, b := range boxes {
			if b.Owner == s.Person() && seatWord(b) && b.Size > word.Size {
				word = b
			}
		}
		for _, b := range boxes {
			if b.Kind != box.Banner {
				continue
			}
			shown = true
			if !b.Rect.Within(f, 0) {
				t.Errorf("%s, %s: %s leaves the felt", phase, sc.Name, b)
			}
			band := tv.Band
			if !b.Rect.Within(band, 0.01) {
				t.Errorf("%s, %s: %s is not inside its band at %.0f,%.0f %.0fx%.0f", phase, sc.Name, b, band.X, band.Y, band.W, band.H)
			}
			if tv.BannerFit < 1-1e-9 && b.Rect.W < band.W-0.5 && b.Rect.H < band.H-0.5 {
				t.Errorf("%s, %s: %s is held to %.0f%% of its size, neither as wide nor as tall as its band %.0fx%.0f", phase, sc.Name, b, 100*tv.BannerFit, band.W, band.H)
			}
			if tv.BannerFit < 1-1e-9 && b.Size <= word.Size {
				t.Errorf("%s, %s: %s is set at %.1f units, no larger than %s at %.1f", phase, sc.Name, b, b.Size, word, word.Size)
			}
		}
		if !shown {
			t.Errorf("%s, %s: no banner is up", phase, sc.Name)
		}
		for _, c := range box.Clashes(boxes, f, 1) {
			if c.Box.Kind == box.Banner || c.Other.Kind == box.Banner {
				t.Errorf("%s, %s: %s", phase, sc.Name, c)
			}
		}
	}
}

// CardRatio is the least a person's card is wider than a table-mate's (a table-mate's tilted
// card counted by its upright box, a little wider than the card); WordRatio the least the
// type of the person's largest word set during play (the hand's name) is larger than any
// word set on a table-mate's seat (its hand's name, a tag, a mark).
const (
	CardRatio = 1.8
	WordRatio = 1.3
)

// Hierarchy returns a fault for each break of the table's order of importance in boxes
// (docs/art.md, The order of things): the person's cards are CardRatio times as wide as a
// table-mate's and the person's largest word WordRatio times a table-mate's hand's name,
// tag or mark (a table-mate is compact beside the person), and a table-mate's chips at rest
// stand in one pile of wagers and one of winnings (its wagers are not spread over its
// circles).
func Hierarchy(boxes []box.Box, person int) []string {
	var bad []string
	mate := func(b box.Box) bool { return b.Owner < gt.Seats && b.Owner != person }
	var mateCard, mateWord, word box.Box
	var piles [gt.Seats][2]int
	for _, b := range boxes {
		switch {
		case b.Owner == person && seatWord(b) && b.Size > word.Size:
			word = b
		case !mate(b):
		case b.Kind == box.Card && b.Rect.W > mateCard.Rect.W:
			mateCard = b
		case seatWord(b) && b.Size > mateWord.Size:
			mateWord = b
		case b.Kind == box.Chips && b.Name == table.ChipsWagers:
			piles[b.Owner][0]++
		case b.Kind == box.Chips && b.Name == table.ChipsWinnings:
			piles[b.Owner][1]++
		}
	}
	for _, b := range boxes {
		if b.Owner != person {
			continue
		}
		if b.Kind == box.Card && mateCard.Rect.W > 0 && b.Rect.W < CardRatio*mateCard.Rect.W {
			bad = append(bad, fmt.Sprintf("%s is not %.1f times as wide as %s", b, CardRatio, mateCard))
		}
	}
	if word.Size > 0 && mateWord.Size > 0 && word.Size < WordRatio*mateWord.Size {
		bad = append(bad, fmt.Sprintf("%s (size %.1f) is not set %.2g times as large as %s (size %.1f)", word, word.Size, WordRatio, mateWord, mateWord.Size))
	}
	for n, p := range piles {
		if p[0] > 1 || p[1] > 1 {
			bad = append(bad, fmt.Sprintf("seat %d's chips lie in %d piles of wagers and %d of winnings, not one of each", n, p[0], p[1]))
		}
	}
	return bad
}

// meterNames returns a fault for each meter's panel with no printed word inside it: a
// player must tell one meter from another (the progressive's from the 5 Card Bonus
// jackpot's) on every screen, a phone's too, where words under table.MinText CSS pixels are
// not printed. On a phone, where a panel shows only its name over its digits, it returns
// one too for a name nearer the panel's top or sides than printing.MeterEdge CSS pixels,
// and for digits nearer the name or the panel's foot than printing.MeterGap (the names
// stood on the brass of the panels' tops, and a second panel printed lower than the
// places had it on a phone on its side cut its digits).
func meterNames(boxes []box.Box, v layout.View) []string {
	var bad []string
	css := v.Device / v.Scale // design units to a CSS pixel
	for _, p := range boxes {
		if p.Kind != box.Board || p.Owner != box.Table || p.Name == table.MeterDigits || (p.Group != geom.MeterGroup(0) && p.Group != geom.MeterGroup(1)) {
			continue
		}
		var name layout.Rect
		var digits []layout.Rect
		for _, b := range boxes {
			switch {
			case b.Group != p.Group:
			case b.Kind == box.Print && b.Rect.Within(p.Rect, 0):
				name = name.Union(b.Rect)
			case b.Kind == box.Board && b.Name == table.MeterDigits:
				digits = append(digits, b.Rect)
			}
		}
		if name.Empty() {
			bad = append(bad, fmt.Sprintf("%s shows no name", p))
			continue
		}
		if !v.Phone() {
			continue
		}
		if e := printing.MeterEdge * css; name.Y-p.Rect.Y < e-0.05 || name.X-p.Rect.X < e-0.05 || p.Rect.X+p.Rect.W-(name.X+name.W) < e-0.05 {
			bad = append(bad, fmt.Sprintf("%s's name at %.0f,%.0f %.0fx%.0f is within %g CSS px of its edge", p, name.X, name.Y, name.W, name.H, float64(printing.MeterEdge)))
		}
		for _, d := range digits {
			if g := printing.MeterGap * css; d.Y-(name.Y+name.H) < g-0.05 || p.Rect.Y+p.Rect.H-(d.Y+d.H) < g-0.05 {
				bad = append(bad, fmt.Sprintf("%s's digits at %.0f,%.0f %.0fx%.0f are within %g CSS px of its name or its foot", p, d.X, d.Y, d.W, d.H, printing.MeterGap))
			}
		}
	}
	return bad
}

// TagReach is the farthest, design units, a word the layout sets on a seat (a tag: PLAY 1x,
// MIDDLE ON DOWN, 6 CARD: Two Pair, a table-mate's COVER ALL) stands from the seat's hand
// (its cards and its name; a table-mate's name and credits too): it speaks of the hand, and
// is read with it. MateReach is a table-mate's: from its cards, its hand's name, its
// circles and its name (a folded table-mate's FOLD stands in its cards' place, over its
// circles).
const (
	TagReach  = 40
	MateReach = 60
)

// farTags returns a fault for each tag on a seat that does not stand by the seat's hand
// (farSeatTags). Tags appear only where they mean something to the person (issue 26).
func farTags(boxes []box.Box, person int) []string {
	var bad []string
	for seat := range gt.Seats {
		bad = append(bad, farSeatTags(boxes, seat, seat == person)...)
	}
	return bad
}

// farSeatTags returns a fault for each tag on seat (the person's when own) that does not
// stand by its hand. The person's stands within TagReach of the hand (its cards and its
// name), or of a tag that does: the words stacked over the hand (a phone on its side's Cover
// All line over the 6 Card tag over the hand's name) are read together; a tag by the
// credits reads as the foot's, or a table-mate's. A table-mate's stands within MateReach of
// its seat (its cards, its hand's name, its circles, its name and credits) and in the
// seat's column or row, a third of it at least: a table-mate's COVER ALL in the middle of a
// phone on its side, off its cards' corner, read as nobody's.
func farSeatTags(boxes []box.Box, seat int, own bool) []string {
	reach := float64(TagReach)
	if !own {
		reach = MateReach
	}
	var near []layout.Rect // the hand, then the person's tags found near it
	for _, b := range boxes {
		mine := b.Kind == box.Card || b.Kind == box.Label && b.Group == geom.HandGroup(seat) ||
			!own && (b.Kind == box.Ring || b.Kind == box.Label && b.Group == geom.NameGroup(seat))
		if b.Owner == seat && mine {
			if len(near) == 0 {
				near = append(near, b.Rect)
			}
			near[0] = near[0].Union(b.Rect)
		}
	}
	if len(near) == 0 {
		return nil
	}
	hand := near[0]
	by := func(t layout.Rect) bool {
		if !own {
			return t.Meets(hand.Inset(-reach)) && inLine(t, hand)
		}
		return slices.ContainsFunc(near, func(r layout.Rect) bool { return t.Meets(r.Inset(-reach)) })
	}
	var tags []box.Box
	for _, b := range boxes {
		if b.Owner == seat && b.Kind == box.Label && b.Group == 0 {
			tags = append(tags, b)
		}
	}
	for found := true; found; {
		found = false
		for i := 0; i < len(tags); i++ {
			if by(tags[i].Rect) {
				near = append(near, tags[i].Rect)
				tags = slices.Delete(tags, i, i+1)
				found = true
				i--
			}
		}
	}
	var bad []string
	for _, b := range tags {
		bad = append(bad, fmt.Sprintf("%s does not stand by its seat's hand at %.0f,%.0f %.0fx%.0f", b, hand.X, hand.Y, hand.W, hand.H))
	}
	return bad
}

// inLine reports whether a third of t at least lies in r's column or in its row.
func inLine(t, r layout.Rect) bool {
	over := func(a, aw, b, bw float64) float64 { return max(0, min(a+aw, b+bw)-max(a, b)) }
	return over(t.X, t.W, r.X, r.W) >= t.W/3 || over(t.Y, t.H, r.Y, r.H) >= t.H/3
}

// seatWord reports whether b is a word set on a seat during play: its hand's name, a tag,
// a mark.
func seatWord(b box.Box) bool {
	return b.Kind == box.Label && (b.Group == 0 || b.Owner < gt.Seats && b.Group == geom.HandGroup(b.Owner))
}

// nearNames returns a fault for each label of another owner drawn within gap (design units)
// of a table-mate's name or credits: read at a glance, they must stand clear (a tag over the
// cards of the seat below once touched the credits line, and hid its digits' lowest row).
// The seat's own marks (Crazy 4 Poker's LUCKY) are set by them on purpose.
func nearNames(boxes []box.Box, gap float64) []string {
	var bad []string
	for _, a := range boxes {
		if a.Kind != box.Label || a.Owner >= gt.Seats || a.Group != geom.NameGroup(a.Owner) {
			continue
		}
		r := a.Rect.Inset(-gap / 2)
		for _, b := range boxes {
			if b.Kind != box.Label || b.Owner == a.Owner {
				continue
			}
			if r.Meets(b.Rect.Inset(-gap / 2)) {
				bad = append(bad, fmt.Sprintf("%s is within 2 px of %s", b, a))
			}
		}
	}
	return bad
}

// WriteShot writes the picture on img to out/browser/layout/name.png, to look at, when the
// test keeps its pictures (Pictures).
func WriteShot(t testing.TB, img *ebiten.Image, name string) {
	t.Helper()
	if !Pictures(t) {
		return
	}
	dir := filepath.Join(filepath.Dir(OutDir(t, ".")), "browser", "layout")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(px)
	WritePixels(t, px, b.Dx(), b.Dy(), dir, name)
}
