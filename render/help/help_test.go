package help

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/odds"
	"felt/game/odds/sheet"
	"felt/render/ebitentest"
	"felt/render/fonts"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// TestRankingCounts counts every deal of five cards again (game/odds) and checks the
// rankings' counts, which the help prints without counting; and that each example is the
// hand it names, with the cards that make it first.
func TestRankingCounts(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every deal of five cards")
	}
	e := hand.New()
	d := odds.NewDistributions(e)
	four := [...]int64{d.Four.N[len(d.Four.N)-1], d.Category4[hand.Quads4] - d.Four.N[len(d.Four.N)-1],
		d.Category4[hand.StraightFlush4], d.Category4[hand.Trips4], d.Category4[hand.Flush4], d.Category4[hand.Straight4],
		d.Category4[hand.TwoPair4], d.Category4[hand.Pair4], d.Category4[hand.HighCard4]}
	cats4 := [...]hand.Category4{hand.Quads4, hand.Quads4, hand.StraightFlush4, hand.Trips4, hand.Flush4, hand.Straight4,
		hand.TwoPair4, hand.Pair4, hand.HighCard4}
	r4 := Ranking4()
	if len(r4) != len(four) {
		t.Fatalf("%d lines in the four-card ranking, want %d", len(r4), len(four))
	}
	sum := int64(0)
	for i, r := range r4 {
		sum += r.Count
		if r.Count != four[i] {
			t.Errorf("%s: %d deals, counted %d", r.Name, r.Count, four[i])
		}
		h := five(t, r.Example)
		v := e.Four(&h)
		if v.Category() != cats4[i] || (i == 0) != v.FourAces() {
			t.Errorf("%s: the example %s is %s", r.Name, r.Example, v.Name())
		}
	}
	if sum != Deals5 {
		t.Errorf("the four-card ranking counts %d deals, want %d", sum, Deals5)
	}
	r5 := Ranking5()
	sum = 0
	for i, r := range r5 {
		c := hand.Category5(len(r5) - 1 - i)
		sum += r.Count
		if r.Count != d.Category5[c] {
			t.Errorf("%s: %d deals, counted %d", r.Name, r.Count, d.Category5[c])
		}
		h := five(t, r.Example)
		if v := e.Five(&h); v.Category() != c || !strings.EqualFold(c.String(), r.Name) {
			t.Errorf("%s: the example %s is %s", r.Name, r.Example, v.Name())
		}
	}
	if sum != Deals5 {
		t.Errorf("the five-card ranking counts %d deals, want %d", sum, Deals5)
	}
}

func five(t *testing.T, s string) [5]cards.Card {
	t.Helper()
	cs, err := cards.ParseList(s)
	if err != nil || len(cs) != 5 {
		t.Fatalf("%q: %v, %d cards", s, err, len(cs))
	}
	return [5]cards.Card(cs)
}

// TestNumbers checks how the help prints its figures.
func TestNumbers(t *testing.T) {
	for _, c := range []struct {
		n, total int64
		want     string
	}{{48, Deals5, "1 in 54,145"}, {1_047_552, Deals5, "1 in 2.5"}, {4, Deals5, "1 in 649,740"}, {0, 5, "never"}, {1, 3, "1 in 3.0"}} {
		if got := OneIn(c.n, c.total); got != c.want {
			t.Errorf("OneIn(%d, %d) = %q, want %q", c.n, c.total, got, c.want)
		}
	}
	if got := Percent(0.96581); got != "96.58%" {
		t.Errorf("Percent gives %q", got)
	}
}

// TestSheetBlocks checks that the list of a game's pay tables has every figure of the math
// sheet for the game, with its return and hit frequency as the sheet has them.
func TestSheetBlocks(t *testing.T) {
	for _, game := range []string{sheet.Crazy4, sheet.CrissCross} {
		bs := SheetBlocks(game)
		n := 0
		for i := range sheet.Len() {
			f := sheet.At(i)
			if f.Game != game {
				continue
			}
			if n >= len(bs) {
				t.Fatalf("%s: only %d lines", game, len(bs))
			}
			b := bs[n]
			n++
			if !strings.HasPrefix(b.Text, f.Title) || !strings.HasPrefix(b.Value, Percent(f.Return)) ||
				!strings.Contains(b.Note, Percent(f.HitFrequency)) {
				t.Errorf("%s: %q %q %q for %s (return %s, hits %s)", game, b.Text, b.Value, b.Note, f.Title, Percent(f.Return), Percent(f.HitFrequency))
			}
		}
		if n != len(bs) || n < 10 {
			t.Errorf("%s: %d lines for %d figures", game, len(bs), n)
		}
	}
	if len(Returns(sheet.Key{Game: "nothing"})) != 0 {
		t.Error("Returns of no figure gave lines")
	}
}

// DrawFigure draws f in a column w design units wide at scale k, on a clear image, and
// returns the image and how many of its pixels were painted.
func DrawFigure(t testing.TB, p *Pens, f Figure, w, k float64) (*ebiten.Image, int) {
	t.Helper()
	h := f.Height(w)
	if !(h > 20) || h > 2*w+400 {
		t.Fatalf("%T: height %v for a width of %v", f, h, w)
	}
	img := ebitentest.Target(int(w*k)+1, int(h*k)+1)
	f.Draw(img, layout.Rect{W: w * k, H: h * k}, k, p)
	px := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
	img.ReadPixels(px)
	n := 0
	for i := 3; i < len(px); i += 4 {
		if px[i] > 0 {
			n++
		}
	}
	if f.Alt() == "" {
		t.Errorf("%T has no words", f)
	}
	return img, n
}

// TestFigures draws each kind of figure at two scales and checks that it fills its panel
// and that the cards show their faces (white stock where a card lies).
func TestFigures(t *testing.T) {
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	p := NewPens(fs)
	figs := []Figure{
		&Hand{Cards: Up(Cards("Kh Kd 9s 9c 3h"), 0, 1, 2, 3), Label: "TWO PAIR", Words: "two pair"},
		&Hand{Cards: Up(Cards("As Ks Qs Js Ts")), Small: true, Words: "a royal flush"},
		&Circles{Spots: []Circle{{Name: "ANTE", Chips: 500}, {Name: "SUPER BONUS", Chips: 500}, {Name: "PROGRESSIVE", Chips: 100, Sensor: true}}, Equal: true, Words: "bets"},
		&Cross{Community: [5]Card{{Up: true, Card: Cards("Ah")[0]}}, Hole: [2]Card(Up(Cards("Qs Qd"))), Words: "the cross"},
		&Buttons{Buttons: []Button{{Title: "FOLD", Key: "F"}, {Title: "PLAY 1x", Sub: "5", Key: "1", Primary: true}}, Words: "buttons"},
		&MeterPanel{Name: "Progressive", Amount: 123456},
	}
	for _, k := range []float64{1, 2} {
		for i, f := range figs {
			img, n := DrawFigure(t, p, f, 560, k)
			keep(t, img, fmt.Sprintf("figure-%d-%T-%vx", i, f, k))
			b := img.Bounds()
			if n < b.Dx()*b.Dy()*9/10 {
				t.Errorf("%T at %vx painted %d of %d pixels: want its whole panel", f, k, n, b.Dx()*b.Dy())
			}
			if h, ok := f.(*Hand); ok {
				// The middle card's face: the stock is near white.
				cw := h.cardW(560)
				x, y := int(280*k), int((14+cw*7/10)*k+cw*k*0.55)
				r, g, bb, _ := img.At(x, y).RGBA()
				if r < 0xD000 || g < 0xD000 || bb < 0xC000 {
					t.Errorf("%T at %vx: the middle card's face at %d,%d is %x %x %x, not the card's stock", f, k, x, y, r>>8, g>>8, bb>>8)
				}
			}
		}
	}
}

// keep writes a picture to out/desktop/help/ at the top of the module, for people to look at.
func keep(t testing.TB, img *ebiten.Image, name string) {
	t.Helper()
	dir := filepath.Join("..", "..", "out", "desktop", "help")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	name = strings.NewReplacer("*", "", "help.", "", ".", "_").Replace(name)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
