package crazy4

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"slices"
	"strconv"
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// heard runs n Updates and returns every line the table said meanwhile, in order.
func heard(t testing.TB, s *tbl.Scene, n int) []string {
	t.Helper()
	var out []string
	for range n {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if m := tabletest.State(t, s).Message; m != "" && (len(out) == 0 || out[len(out)-1] != m) {
			out = append(out, m)
		}
	}
	return out
}

// said reports whether a line containing part is among lines, and how many times.
func said(lines []string, part string) int {
	n := 0
	for _, l := range lines {
		if strings.Contains(l, part) {
			n++
		}
	}
	return n
}

// tab is a session of the store's: a table not asked for by its seed, as a tab or window
// of its own (entropy names the session).
func tab(t testing.TB, st store.Store, entropy uint64, takeOver bool) *tbl.Scene {
	t.Helper()
	return newScene(t, tbl.Options{Speed: anim.Instant, Store: st, Entropy: entropy, TakeOver: takeOver})
}

// savedCore reads the table kept in st.
func savedCore(t testing.TB, st store.Store) *crazy4.Table {
	t.Helper()
	b, err := st.Load("crazy4-table")
	if err != nil {
		t.Fatal(err)
	}
	c, err := crazy4.Restore(b, hand.New())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Every step the player takes is kept at once, before any Update: each bet, the deal, the
// decision, and the round the decision settles while its playback has only begun.
func TestKeptAtEveryStep(t *testing.T) {
	st := &store.Memory{}
	s := newScene(t, tbl.Options{Speed: anim.Normal, Store: st, Entropy: 5})
	p := s.Person()
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	if got := savedCore(t, st).Bets(p); got != core(s).Bets(p) {
		t.Fatalf("after a bet the store has %v, the table %v", got, core(s).Bets(p))
	}
	tabletest.Act(t, s, "deal", "")
	if c := core(s); c.Phase() == crazy4.Deciding {
		if k := savedCore(t, st); k.Phase() != crazy4.Deciding || k.Cards(p) != c.Cards(p) {
			t.Fatalf("after the deal the store has %v with %v", k.Phase(), k.Cards(p))
		}
		tabletest.Act(t, s, "play", "1")
	}
	if !tabletest.State(t, s).Animating {
		t.Fatal("the settlement is not being played back")
	}
	k := savedCore(t, st)
	if k.Phase() != crazy4.Done || k.Balance(p) != core(s).Balance(p) || k.Round() != core(s).Round() {
		t.Fatalf("while the settlement plays the store has %v and %v credits; the core %v", k.Phase(), k.Balance(p), core(s).Balance(p))
	}
	if got := tabletest.State(t, s).Storage; got != "saved" {
		t.Errorf("storage %q", got)
	}
}

// A store that refuses everything (site data blocked) costs the memory and not the game:
// the table opens, plays, and says once that nothing will be remembered.
func TestStorageBlocked(t *testing.T) {
	s := tab(t, &store.Memory{Fail: true}, 3, false)
	var lines []string
	for range 3 {
		bet(t, s)
		tabletest.Act(t, s, "deal", "")
		if core(s).Phase() == crazy4.Deciding {
			tabletest.Act(t, s, "play", "1")
		}
		lines = append(lines, heard(t, s, 400)...)
	}
	if n := said(lines, "nothing will be remembered"); n != 1 {
		t.Errorf("said %d times that nothing is remembered: %q", n, lines)
	}
	if got := tabletest.State(t, s).Storage; got != "unavailable" {
		t.Errorf("storage %q", got)
	}
}

// A full store: the saved table opens, the round plays on, the table says once that it is
// not being saved, and what was saved stays as it was.
func TestStorageFull(t *testing.T) {
	st := &store.Memory{}
	s := tab(t, st, 3, false)
	bet(t, s)
	before, err := st.Load("crazy4-table")
	if err != nil {
		t.Fatal(err)
	}
	st.Full = true
	var lines []string
	for range 2 {
		tabletest.Act(t, s, "deal", "")
		if core(s).Phase() == crazy4.Deciding {
			tabletest.Act(t, s, "play", "1")
		}
		lines = append(lines, heard(t, s, 400)...)
		tabletest.Act(t, s, "rebet", "")
	}
	if n := said(lines, "storage is full"); n != 1 {
		t.Errorf("said %d times that the storage is full: %q", n, lines)
	}
	if after, _ := st.Load("crazy4-table"); !bytes.Equal(after, before) {
		t.Error("the save changed in a full store")
	}
	if got := tabletest.State(t, s).Storage; got != "full" {
		t.Errorf("storage %q", got)
	}
}

// reseal sets a save's checksum again after a change.
func reseal(b []byte) []byte {
	b = bytes.Clone(b[:len(b)-4])
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

// A save that does not read is kept aside under its own name (never overwritten: a second
// one gets a name of its own too), a new table opens, and the player is told. One from a
// newer version of the game is kept aside as such; once this version reads it (after an
// update), the restore command brings it back, keeping the table it replaces aside.
func TestBadSavesKeptAside(t *testing.T) {
	st := &store.Memory{}
	junk := []byte("not a table at all")
	must(t, st.Save("crazy4-table", junk))
	s := tab(t, st, 3, false)
	if lines := heard(t, s, 600); said(lines, "kept aside as crazy4-table.damaged-1") != 1 || said(lines, "new table") != 1 {
		t.Errorf("the table said %q", lines)
	}
	if k, _ := st.Load("crazy4-table.damaged-1"); !bytes.Equal(k, junk) {
		t.Fatalf("kept %q", k)
	}
	bet(t, s) // the new table is saved over the damaged one, which stays kept aside
	must(t, st.Save("crazy4-table", junk[1:]))
	bet(t, tab(t, st, 3, false))
	if k, _ := st.Load("crazy4-table.damaged-2"); !bytes.Equal(k, junk[1:]) {
		t.Fatalf("the second damaged save kept as %q", k)
	}
	if k, _ := st.Load("crazy4-table.damaged-1"); !bytes.Equal(k, junk) {
		t.Fatal("the first damaged save was overwritten")
	}

	// A save of a newer version: its version number raised and sealed again.
	good, err := st.Load("crazy4-table")
	if err != nil {
		t.Fatal(err)
	}
	newer := bytes.Clone(good)
	newer[4] = 200
	must(t, st.Save("crazy4-table", reseal(newer)))
	s = tab(t, st, 3, false)
	if lines := heard(t, s, 700); said(lines, "newer version") != 1 || said(lines, "crazy4-table.newer-1") != 1 || said(lines, "press L") != 1 {
		t.Errorf("the table said %q", lines)
	}
	if msg := s.Hook().Act("restore", ""); !strings.Contains(msg, "cannot be read") {
		t.Errorf("restoring an unreadable kept table: %q", msg)
	}
	// After an update this version reads it: here, a table of this version kept as newer.
	must(t, st.Save("crazy4-table.newer-1", good))
	s = tab(t, st, 3, false)
	bet(t, s)
	playing, err := st.Load("crazy4-table")
	if err != nil {
		t.Fatal(err)
	}
	if lines := heard(t, s, 400); said(lines, "can be read now") != 1 {
		t.Errorf("the table said %q", lines)
	}
	tabletest.Act(t, s, "restore", "")
	if !s.Keeping().Reopen() {
		t.Fatal("restore did not ask the app to open the table again")
	}
	r := tab(t, st, 3, true)
	want, err := crazy4.Restore(good, hand.New())
	must(t, err)
	if back, _ := st.Load("crazy4-table"); !bytes.Equal(back, good) || core(r).Bets(r.Person()) != want.Bets(r.Person()) ||
		core(r).Balance(r.Person()) != want.Balance(r.Person()) {
		t.Error("the kept table is not the table")
	}
	k, err := st.Load("crazy4-table.replaced-1")
	must(t, err)
	was, err := crazy4.Restore(playing, hand.New())
	must(t, err)
	if c, err := crazy4.Restore(k, hand.New()); err != nil || c.Bets(r.Person()) != was.Bets(r.Person()) || c.Round() != was.Round() {
		t.Errorf("the table replaced was not kept aside: %v", err)
	}
}

// must fails the test on an error.
func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// Two tabs or windows on one table: the second one says that the first holds it and acts
// on no round until the player takes it over; then the first one has lost it, says so and
// never writes over the newer progress. A tab that was hidden (it let go of the table) is
// taken over without a word, and finds out on its next step.
func TestTwoTabs(t *testing.T) {
	st := &store.Memory{}
	a := tab(t, st, 1, false)
	bet(t, a)
	b := tab(t, st, 2, false)
	if got := tabletest.State(t, b).Storage; got != "elsewhere" {
		t.Fatalf("the second tab's storage is %q", got)
	}
	if lines := heard(t, b, 300); said(lines, "another tab or window") != 1 {
		t.Errorf("the second tab said %q", lines)
	}
	if msg := b.Hook().Act("deal", ""); !strings.Contains(msg, "another tab or window") {
		t.Errorf("the second tab dealt: %q", msg)
	}
	tabletest.Act(t, a, "deal", "")
	if b.Keeping().Reopen() {
		t.Fatal("the second tab reopens unasked")
	}
	tabletest.Act(t, b, "here", "")
	if !b.Keeping().Reopen() {
		t.Fatal("here did not ask the app to open the table again")
	}
	b = tab(t, st, 2, true)
	if got := tabletest.State(t, b).Storage; got != "saved" || core(b).Round() != core(a).Round() || core(b).Phase() != core(a).Phase() {
		t.Fatalf("taken over: storage %q, round %d %v; the first tab had %d %v", got, core(b).Round(), core(b).Phase(), core(a).Round(), core(a).Phase())
	}
	if core(b).Phase() == crazy4.Deciding {
		tabletest.Act(t, b, "fold", "")
	}
	kept, _ := st.Load("crazy4-table")
	// The first tab has lost the table: it refuses the round, says so, and writes nothing.
	if msg := a.Hook().Act("rebet", ""); !strings.Contains(msg, "another tab or window") {
		t.Errorf("the first tab acted after losing the table: %q", msg)
	}
	if err := a.Keeping().Save(); err != nil {
		t.Fatal(err)
	}
	heard(t, a, 10)
	if now, _ := st.Load("crazy4-table"); !bytes.Equal(now, kept) {
		t.Fatal("the stale tab wrote over the newer progress")
	}
	if got := tabletest.State(t, a).Storage; got != "lost" {
		t.Errorf("the first tab's storage is %q", got)
	}

	// A hidden tab lets go: a third one takes the table without a word, and the hidden one
	// finds out on its next step.
	if err := b.Keeping().Save(); err != nil {
		t.Fatal(err)
	}
	c := tab(t, st, 3, false)
	if got := tabletest.State(t, c).Storage; got != "saved" {
		t.Fatalf("a tab opened while the other was hidden: storage %q", got)
	}
	tabletest.Act(t, c, "rebet", "")
	if msg := b.Hook().Act("clear", ""); !strings.Contains(msg, "another tab or window") {
		t.Errorf("the hidden tab acted after another took the table: %q", msg)
	}
	// A reload of a tab is the same session: it finds the table it holds.
	d := tab(t, st, 3, false)
	if got := tabletest.State(t, d).Storage; got != "saved" {
		t.Errorf("a reload: storage %q", got)
	}
}

// The hook's arguments are bounded: a long one is refused without being echoed, the reply
// stays short, and the table goes on (the message it shows fits in a frame).
func TestActBounds(t *testing.T) {
	s := newScene(t, seeded(9, anim.Instant, nil))
	long := strings.Repeat("W", 300)
	for _, c := range [][2]string{{"bet", long}, {long, ""}, {"chip", long}, {"speed", long}, {"bet", strings.Repeat("é", 39)},
		{"play", "\x00\xff\xfe"}, {"seed", strings.Repeat("9", 40)}, {"mute", strings.Repeat("\x01", 40)}} {
		msg := s.Hook().Act(c[0], c[1])
		if msg == "" || len([]rune(msg)) > 100 || strings.Contains(msg, strings.Repeat("W", 30)) {
			t.Errorf("act(%.20q, %.20q) = %q", c[0], c[1], msg)
		}
	}
	heard(t, s, 3)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	if st := tabletest.State(t, s); st.Phase == "betting" || !slices.Contains([]string{"deciding", "done"}, st.Phase) {
		t.Errorf("phase %s", st.Phase)
	}
}

// A round whose record cannot go on (here one of another edition of the rules) comes back
// void, every wager returned, and the table says why.
func TestVoidSaysWhy(t *testing.T) {
	st := &store.Memory{}
	s := tab(t, st, 4, false)
	p := s.Person()
	before := core(s).Balance(p)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	if core(s).Phase() != crazy4.Deciding {
		t.Skip("no decision in this deal")
	}
	data, err := st.Load("crazy4-table")
	must(t, err)
	start, end := bytes.LastIndex(data, []byte("FC4R")), len(data)-4
	data[start+4]++ // the edition of the rules
	binary.LittleEndian.PutUint32(data[end-4:], crc32.ChecksumIEEE(data[start:end-4]))
	must(t, st.Save("crazy4-table", reseal(data)))
	r := tab(t, st, 4, false)
	back := tabletest.State(t, r)
	if back.Phase != "done" || back.Results == nil || !back.Results.Void || core(r).Balance(p) != before {
		t.Fatalf("phase %s, results %+v, credits %v (had %v)", back.Phase, back.Results, core(r).Balance(p), before)
	}
	lines := append([]string{back.Message}, heard(t, r, 600)...)
	if said(lines, "could not go on") == 0 || said(lines, "another version") != 1 {
		t.Errorf("the table said %q", lines)
	}
}

// TestRestoreOnce: a table kept aside from a newer version is restored between rounds only
// (never over a round whose cards are out), and once: the kept copy is used up, and the
// table it replaced is kept aside whole.
func TestRestoreOnce(t *testing.T) {
	st := &store.Memory{}
	s := tab(t, st, 3, false)
	bet(t, s)
	good, err := st.Load("crazy4-table")
	must(t, err)
	must(t, st.Save("crazy4-table.newer-1", good))
	s = tab(t, st, 3, false)
	tabletest.Act(t, s, "deal", "")
	if core(s).Phase() != crazy4.Deciding {
		t.Fatalf("after the deal: %v", core(s).Phase())
	}
	if msg := s.Hook().Act("restore", ""); !strings.Contains(msg, "between rounds") || s.Keeping().Reopen() {
		t.Fatalf("restore over a round in play: %q, reopen %v", msg, s.Keeping().Reopen())
	}
	tabletest.Act(t, s, "fold", "")
	heard(t, s, 200)
	settled := core(s)
	tabletest.Act(t, s, "restore", "")
	if !s.Keeping().Reopen() {
		t.Fatal("restore between rounds did not ask the app to open the table again")
	}
	r := tab(t, st, 3, true)
	if back, _ := st.Load("crazy4-table"); !bytes.Equal(back, good) {
		t.Fatal("the kept table is not the table")
	}
	k, err := st.Load("crazy4-table.replaced-1")
	must(t, err)
	if c, err := crazy4.Restore(k, hand.New()); err != nil || c.Round() != settled.Round() || c.Balance(r.Person()) != settled.Balance(r.Person()) {
		t.Errorf("the table replaced was not kept aside as it was: %v", err)
	}
	if msg := r.Hook().Act("restore", ""); !strings.Contains(strings.ToLower(msg), "no table is kept aside") || r.Keeping().Reopen() {
		t.Errorf("a second restore: %q, reopen %v", msg, r.Keeping().Reopen())
	}
	if _, err := st.Load("crazy4-table.replaced-2"); err == nil {
		t.Error("a second restore kept the table aside again")
	}
	if lines := heard(t, tab(t, st, 3, false), 300); said(lines, "press L") != 0 {
		t.Errorf("after the restore the table still offers it: %q", lines)
	}
}

// TestNextHandSecret: the saved table's shoe cannot be known from anything the page shows
// or accepts. Its seed is not in state(), a seed is refused there (a seed session is a
// table of its own), and its rounds are not those of the session's entropy, of the seed
// shown, nor of the session's name in the holder record.
func TestNextHandSecret(t *testing.T) {
	st := &store.Memory{}
	s := tab(t, st, 5, false)
	if got := tabletest.State(t, s).Seed; got != 0 {
		t.Errorf("state().seed at the saved table is %d", got)
	}
	if msg := s.Hook().Act("seed", "777"); !strings.Contains(msg, "table of its own") {
		t.Errorf("a seed at the saved table: %q", msg)
	}
	h, err := store.LoadHolder(st, "crazy4-holder")
	must(t, err)
	named, err := strconv.ParseUint(h.ID, 16, 64)
	must(t, err)
	for range 2 {
		bet(t, s)
		round := core(s).Round()
		tabletest.Act(t, s, "deal", "")
		var dealt cards.Seed
		for _, e := range core(s).Events() {
			if e.Kind == table.NoMoreBets {
				dealt = cards.Seed(e.Amount)
			}
		}
		for _, known := range []uint64{5, 5 | 1, 777, named, tabletest.State(t, s).Seed} {
			if dealt == tbl.RoundSeed(known, round) {
				t.Errorf("round %d was dealt from a seed the page shows or takes (%d)", round, known)
			}
		}
		if core(s).Phase() == crazy4.Deciding {
			tabletest.Act(t, s, "fold", "")
		}
		heard(t, s, 100)
	}
	// A seed session deals the rounds of its seed, the same anywhere, and shows it.
	z := newScene(t, seeded(777, anim.Instant, st))
	if got := tabletest.State(t, z).Seed; got != 777 {
		t.Errorf("a seed session shows seed %d", got)
	}
	tabletest.Act(t, z, "seed", "778")
	if got := tabletest.State(t, z).Seed; got != 778 {
		t.Errorf("after act('seed','778') a seed session shows seed %d", got)
	}
}
