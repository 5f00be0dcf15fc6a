package setup

import (
	"errors"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/table"
	render4 "felt/render/crazy4"
	rendercc "felt/render/crisscross"
	"felt/render/fonts"
	"felt/render/menu"
	"felt/render/store"
	tbl "felt/render/table"
)

// TestConfigs: the default and every-wager settings of both games make tables, which offer
// what the settings say; each preset of limits and each number of table-mates does too.
func TestConfigs(t *testing.T) {
	b := NewBook(nil, hand.New)
	for _, g := range []string{"crazy4", "crisscross"} {
		for _, s := range []Settings{Default(g), All(g)} {
			for _, p := range Limits() {
				for m := range 6 {
					s.Limits, s.Mates = p.Name, m
					if err := b.Check(g, s); err != nil {
						t.Errorf("%s %+v: %v", g, s, err)
					}
				}
			}
		}
	}
	c := All("crazy4").Crazy4()
	for _, w := range []table.Wager{crazy4.QueensUp, crazy4.SixCard, crazy4.Progressive, crazy4.HandBonus, crazy4.DealerBonus, crazy4.BadBeat, crazy4.CoverAll} {
		tb, err := crazy4.NewTable(c, b.eval)
		if err != nil {
			t.Fatal(err)
		}
		if !tb.Offered(w) {
			t.Errorf("every wager: %s not offered", crazy4.WagerName(w))
		}
	}
	if !c.HandBonus.MagicCard || !c.HandBonus.LuckyBonus {
		t.Error("every wager: no Magic Card or Lucky Bonus")
	}
	// The core decides what cannot be: the 6 Card Bonus without Queens Up.
	s := Default("crazy4")
	s.QueensUp = ""
	if err := b.Check("crazy4", s); !errors.Is(err, crazy4.ErrConfig) {
		t.Errorf("a 6 Card Bonus without Queens Up: %v", err)
	}
	// Every progressive, Bonus Spin and Xtreme paytable and table-mates' style makes a table.
	for _, p := range Progressives {
		s := Default("crazy4")
		s.Progressive = p
		if err := b.Check("crazy4", s); err != nil {
			t.Errorf("progressive %s: %v", p, err)
		}
	}
	for _, st := range Styles {
		s := Default("crisscross")
		s.Style = st
		for _, x := range "ABCDEFGHI" {
			s.Xtreme = string(x)
			if x <= 'D' {
				s.Spin = string(x)
			}
			if err := b.Check("crisscross", s); err != nil {
				t.Errorf("%+v: %v", s, err)
			}
		}
	}
}

// TestBook: settings asked for wait (Wanted), take effect (Applied) and are remembered by
// the store; a refused one is not kept.
func TestBook(t *testing.T) {
	st := &store.Memory{}
	b := NewBook(st, hand.New)
	if b.Now("crazy4") != Default("crazy4") {
		t.Fatalf("a new book's settings: %+v", b.Now("crazy4"))
	}
	if _, ok := b.Wanted("crazy4"); ok {
		t.Fatal("a new book wants settings")
	}
	s := Default("crazy4")
	s.QueensUp, s.CoverAll = "A", true
	if err := b.Want("crazy4", s); err != nil {
		t.Fatal(err)
	}
	bad := s
	bad.QueensUp = ""
	if err := b.Want("crazy4", bad); err == nil {
		t.Fatal("settings no table takes were kept")
	}
	if w, ok := NewBook(st, hand.New).Wanted("crazy4"); !ok || w != s {
		t.Fatalf("the settings asked for, read again: %+v %v", w, ok)
	}
	b.Applied("crazy4", s)
	again := NewBook(st, hand.New)
	if again.Now("crazy4") != s {
		t.Errorf("the settings in effect, read again: %+v", again.Now("crazy4"))
	}
	if _, ok := again.Wanted("crazy4"); ok {
		t.Error("settings applied are still wanted")
	}
	if again.Now("crisscross") != Default("crisscross") {
		t.Error("one table's settings changed the other's")
	}
}

// TestParse: the sidebets parameter, by the plugs' circle names.
func TestParse(t *testing.T) {
	base := Default("crazy4")
	base.Limits, base.Mates = "25-2500", 2
	for _, c := range []struct {
		game, value string
		want        func(Settings) bool
		err         string
	}{
		{"crazy4", "all", func(s Settings) bool { return s == keepTable(base, All("crazy4")) }, ""},
		{"crazy4", "none", func(s Settings) bool { return s == keepTable(base, Settings{}) }, ""},
		{"crazy4", "queensUp:A,sixCard", func(s Settings) bool {
			return s.QueensUp == "A" && s.SixCard && s.Progressive == "" && s.Mates == 2 && s.Limits == "25-2500"
		}, ""},
		{"crazy4", "QUEENSUP, progressive:pays3, dealerBonus, magic", func(s Settings) bool {
			return s.QueensUp == "C" && s.Progressive == "pays3" && s.HandBonus == "dealer" && s.Magic
		}, ""},
		{"crazy4", "handBonus,dealerBonus,badBeat:2,coverAll,progressive:PTMGL02", func(s Settings) bool {
			return s.HandBonus == "both" && s.BadBeat == "2" && s.CoverAll && s.Progressive == "PTMGL02"
		}, ""},
		{"crisscross", "bonusSpin:d,xtreme:I", func(s Settings) bool { return s.Spin == "D" && s.Xtreme == "I" && !s.FiveCard }, ""},
		{"crisscross", "all", func(s Settings) bool { return s.FiveCard && s.Spin == "A" && s.Xtreme == "A" }, ""},
		{"crazy4", "queensUp:E", nil, "queensUp:E (the pay tables are A, B, C, D)"},
		{"crazy4", "bogus", nil, `no side bet "bogus" at this table`},
		{"crazy4", "fiveCard", nil, `no side bet "fiveCard"`},
		{"crisscross", "queensUp", nil, `no side bet "queensUp"`},
		{"crazy4", "magic", nil, "magic and lucky are pays of the Five Card Hand Bonus"},
		{"crazy4", strings.Repeat("x", 300), nil, "300 characters"},
	} {
		s, err := Parse(c.game, c.value, base)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("Parse(%s, %q): %v, want an error with %q", c.game, c.value, err, c.err)
		case c.err != "" && s != base:
			t.Errorf("Parse(%s, %q) refused but changed the settings", c.game, c.value)
		case c.err == "" && err != nil:
			t.Errorf("Parse(%s, %q): %v", c.game, c.value, err)
		case c.err == "" && !c.want(s):
			t.Errorf("Parse(%s, %q) = %+v", c.game, c.value, s)
		}
	}
	// The names Parse takes are the circles' names of the plugs.
	for _, g := range []string{"crazy4", "crisscross"} {
		var plug []string
		for _, sp := range spotsOf(g) {
			plug = append(plug, sp.Name)
		}
		for _, n := range Names(g) {
			if n != "magic" && n != "lucky" && !contains(plug, n) {
				t.Errorf("%s: sidebets name %q is no circle of the table (%v)", g, n, plug)
			}
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// FuzzParse: whatever the page's address holds, Parse answers settings a table takes, or
// an error of one line, and never panics.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"all", "none", "", "queensUp:A,sixCard", "bonusSpin:Z", ",,,", "handBonus:x", "progressive:", ":", "magic,lucky,handBonus"} {
		f.Add("crazy4", s)
		f.Add("crisscross", s)
	}
	b := NewBook(nil, hand.New)
	f.Fuzz(func(t *testing.T, game, value string) {
		if game != "crazy4" && game != "crisscross" {
			game = "crazy4"
		}
		s, err := Parse(game, value, Default(game))
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") || len(err.Error()) > 400 {
				t.Fatalf("error %q", err)
			}
			return
		}
		if err := b.Check(game, s); err != nil && !strings.Contains(value, "sixCard") {
			t.Fatalf("Parse(%q) = %+v, which no table takes: %v", value, s, err)
		}
	})
}

// TestPage: the settings page by the hook: each choice shows its return, a change is asked
// for at once, a refusal of the core is shown and not kept.
func TestPage(t *testing.T) {
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	b := NewBook(&store.Memory{}, hand.New)
	p := NewPage(nil, b, "crazy4")
	s := menu.New(p, fs, func() {})
	note := func(id string) string {
		for _, r := range s.State().Rows {
			if r.ID == id {
				return r.Note
			}
		}
		return "no row " + id
	}
	if n := note("queensUp"); !strings.HasPrefix(n, "Return 94.68%") {
		t.Errorf("Queens Up C's note %q", n)
	}
	// Cover All's return by the players in the round: the sheet's least (2 players) and most.
	if n := note("coverAll"); !strings.HasPrefix(n, "Return 90.47% with 2 players to 91.45% with 6 players") {
		t.Errorf("Cover All's note %q", n)
	}
	for _, c := range []struct{ arg, want string }{
		{"queensUp=A", "Return 96.94%"}, {"progressive=pays2", "Four-Card Progressive Pays 2: Return 79.02%"},
		{"badBeat=2", "Return"}, {"handBonus=dealer", "On the dealer's five cards"},
	} {
		if r := s.Act("set", c.arg); r != "" {
			t.Fatalf("set %s: %s", c.arg, r)
		}
		id, _, _ := strings.Cut(c.arg, "=")
		if n := note(id); !strings.HasPrefix(n, c.want) {
			t.Errorf("after %s the note is %q, want %q…", c.arg, n, c.want)
		}
	}
	if w, ok := b.Wanted("crazy4"); !ok || w.QueensUp != "A" || w.Progressive != "pays2" || w.BadBeat != "2" || w.HandBonus != "dealer" {
		t.Errorf("the settings asked for: %+v", w)
	}
	// Queens Up off with the 6 Card Bonus on: the core refuses, the page says why.
	s.Act("set", "queensUp=off")
	st := s.State()
	if st.Rows[0].Kind != "warn" || !strings.Contains(st.Rows[0].Label, "6 Card Bonus needs a table that offers Queens Up") {
		t.Errorf("the refusal shown: %+v", st.Rows[0])
	}
	if w, _ := b.Wanted("crazy4"); w.QueensUp != "A" {
		t.Errorf("a refused change was kept: %+v", w)
	}
	s.Act("set", "sixCard=off")
	if w, _ := b.Wanted("crazy4"); w.QueensUp != "" || w.SixCard {
		t.Errorf("after the 6 Card Bonus off: %+v", w)
	}
}

// spotsOf returns a game's circles.
func spotsOf(game string) []tbl.Spot {
	if game == "crisscross" {
		return rendercc.New(nil).Spots()
	}
	return render4.New(nil).Spots()
}

// TestCompact writes every game's default and every-wager settings, and every choice of
// each field, in the compact form and reads them back alike; the forms are a few bytes, and
// a form that does not read is refused.
func TestCompact(t *testing.T) {
	for _, g := range []string{"crazy4", "crisscross"} {
		n := 0
		for _, c := range choices(g) {
			for _, v := range c.values {
				s := All(g)
				c.set(&s, v)
				s.Limits, s.Mates, s.Style = Limits()[n%3].Name, n%6, Styles[n%4]
				n++
				b, err := s.Compact(g)
				if err != nil {
					t.Fatalf("%s %+v: %v", g, s, err)
				}
				back, err := FromCompact(g, b)
				if err != nil || back != s {
					t.Fatalf("%s %+v: %x reads as %+v (%v)", g, s, b, back, err)
				}
				if len(b) > 3 {
					t.Fatalf("%s: %d bytes", g, len(b))
				}
			}
		}
		// The limits and style as they take effect; a choice the page does not offer has no form.
		s := Default(g)
		s.Limits, s.Style = "", "bogus"
		b, _ := s.Compact(g)
		if back, _ := FromCompact(g, b); back.Limits != "5-500" || back.Style != "mixed" {
			t.Errorf("%s: unknown limits and style read as %+v", g, back)
		}
		s.Mates = 6
		if _, err := s.Compact(g); !errors.Is(err, ErrCompact) {
			t.Errorf("6 table-mates: %v", err)
		}
		for _, b := range [][]byte{nil, {0x80}, {0x80, 0x00}, {0, 0}, {0xff, 0xff, 0xff, 0x7f}} {
			if _, err := FromCompact(g, b); !errors.Is(err, ErrCompact) {
				t.Errorf("%s: %x reads (%v)", g, b, err)
			}
		}
	}
	s := Default("crazy4")
	s.QueensUp = "E"
	if _, err := s.Compact("crazy4"); !errors.Is(err, ErrCompact) {
		t.Errorf("Queens Up E: %v", err)
	}
	if _, err := Default("crazy4").Compact("poker"); !errors.Is(err, ErrGame) {
		t.Errorf("another game: %v", err)
	}
}

// FuzzCompact reads any bytes as the compact form of both games' settings: no panic, an
// error is ErrCompact, and what reads writes back to the same bytes and makes a table or is
// refused by the core.
func FuzzCompact(f *testing.F) {
	for _, g := range []string{"crazy4", "crisscross"} {
		b, _ := All(g).Compact(g)
		f.Add(b)
	}
	f.Add([]byte{0x80, 0x01})
	book := NewBook(nil, hand.New)
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, g := range []string{"crazy4", "crisscross"} {
			s, err := FromCompact(g, b)
			if err != nil {
				if !errors.Is(err, ErrCompact) {
					t.Fatalf("%s: %v", g, err)
				}
				continue
			}
			again, err := s.Compact(g)
			if err != nil || string(again) != string(b) {
				t.Fatalf("%s: %x reads as %+v, which writes %x (%v)", g, b, s, again, err)
			}
			_ = book.Check(g, s)
		}
	})
}
