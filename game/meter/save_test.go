package meter

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
	"testing"

	"felt/game/money"
)

// saveConfig is a three-level system with a reserve, a ceiling and linked
// tables that hit often, so its records hold every kind of field.
func saveConfig() Config {
	c := PTMGLML02()
	c.Levels[0].Reserve = 2 * Percent
	c.Levels[2].Ceiling = money.Credits(400)
	c.Of = 5_000
	c.Link = Link{Tables: 30, WagersPerMinute: 20, PerRound: 40}
	return c
}

// played returns a saveConfig system after some play: our wagers and hits,
// linked wagers and hits, rounds.
func played(t testing.TB, rounds int) *System {
	t.Helper()
	s := mustNew(t, saveConfig(), 11)
	for r := range rounds {
		must(t, s.Contribute(money.Credits(1), Seat(1+r%6)))
		must(t, s.Advance(int64(600+r)))
		if r%7 == 3 {
			mustPay(t, s, r%3, []PPM{Whole, Tenth}[r%2], Seat(2))
		}
		must(t, s.EndRound())
	}
	return s
}

func TestSaveRestoreRoundTrip(t *testing.T) {
	for _, rounds := range []int{0, 3, 400} {
		s := played(t, rounds)
		b := save(t, s)
		if len(b) != recordSize(3, len(s.History(nil))) {
			t.Fatalf("record of %d bytes", len(b))
		}
		r := mustNew(t, saveConfig(), 12345)
		must(t, r.UnmarshalBinary(b))
		if again := save(t, r); !bytes.Equal(again, b) {
			t.Fatalf("%d rounds: a restored system saves other bytes", rounds)
		}
		for i := range s.Levels() {
			a, _ := s.Level(i)
			b, _ := r.Level(i)
			if a != b {
				t.Fatalf("level %d: %+v restored as %+v", i, a, b)
			}
		}
		if !slices.Equal(s.History(nil), r.History(nil)) || s.Now() != r.Now() {
			t.Fatal("history or time not restored")
		}
		if rounds == 400 && len(s.History(nil)) != MaxHits {
			t.Fatalf("history keeps %d hits, want the last %d", len(s.History(nil)), MaxHits)
		}
		checkBooks(t, r)
	}
}

// Offsets into a saveConfig record.
const (
	offVersion = 4
	offPrint   = 6
	offLevels  = 14
	offTick    = headerSize
	offRound   = offTick + 8
	offWagered = offRound + 8
	offAcc     = offWagered + 16
	offUntil   = offAcc + 8
	offRNG     = offUntil + 8
	offLevel0  = offRNG + rngSize
	offHits    = offLevel0 + 3*levelSize
	offHit0    = offHits + 1
)

func TestRestoreRejectsBadRecords(t *testing.T) {
	good := save(t, played(t, 60))
	if good[offHits] < 2 {
		t.Fatalf("the sample has %d hits", good[offHits])
	}
	le := binary.LittleEndian
	edit := func(f func(b []byte) []byte) []byte { return reseal(f(bytes.Clone(good))) }
	setInt := func(off int, v int64) []byte {
		return edit(func(b []byte) []byte { le.PutUint64(b[off:], uint64(v)); return b })
	}
	addInt := func(off int, d int64) []byte { return setInt(off, int64(le.Uint64(good[off:]))+d) }
	pays2 := mustNew(t, Pays2(), 1)
	fiveDollars := mustNew(t, saveConfig().WithUnit(money.Credits(5)), 1)
	flipped := bytes.Clone(good)
	flipped[len(flipped)/2] ^= 0x10
	cases := []struct {
		name string
		data []byte
		want error
	}{
		{"nothing", nil, ErrCorrupt},
		{"a magic number alone", []byte(magic), ErrCorrupt},
		{"another file", reseal(append([]byte("PNG\x00"), good[4:]...)), ErrCorrupt},
		{"a flipped bit", flipped, ErrChecksum},
		{"cut short", good[:len(good)-1], ErrChecksum},
		{"version 2", edit(func(b []byte) []byte { b[offVersion] = 2; return b }), ErrVersion},
		{"another fingerprint", edit(func(b []byte) []byte { b[offPrint] ^= 1; return b }), ErrMismatch},
		{"other levels", edit(func(b []byte) []byte { b[offLevels] = 2; return b }), ErrMismatch},
		{"another preset", save(t, pays2), ErrMismatch},
		{"another wager unit", save(t, fiveDollars), ErrMismatch},
		{"a negative meter", setInt(offLevel0, -1), ErrCorrupt},
		{"an unbalanced meter", addInt(offLevel0, 1), ErrCorrupt},
		{"a negative reserve", setInt(offLevel0+8, -5), ErrCorrupt},
		{"a carry of a whole cent", setInt(offLevel0+16, int64(Whole)), ErrCorrupt},
		{"contributions that do not match the wagers", edit(func(b []byte) []byte {
			le.PutUint64(b[offLevel0+32:], le.Uint64(b[offLevel0+32:])+1) // contributed
			le.PutUint64(b[offLevel0+40:], le.Uint64(b[offLevel0+40:])-1) // seeded
			return b
		}), ErrCorrupt},
		{"more paid to us than paid", setInt(offLevel0+levelSize+56, 1<<40), ErrCorrupt},
		{"round 0", setInt(offRound, 0), ErrCorrupt},
		{"negative ticks", setInt(offTick, -1), ErrCorrupt},
		{"negative wagers", setInt(offWagered, -100), ErrCorrupt},
		{"a link accumulator past a wager", setInt(offAcc, ticksPerMinute), ErrCorrupt},
		{"no next linked hit", setInt(offUntil, 0), ErrCorrupt},
		{"a damaged random state", edit(func(b []byte) []byte { b[offRNG] = 'x'; return b }), ErrCorrupt},
		{"a random state used past its end", setInt(offRNG+8, -1), ErrCorrupt},
		{"more hits than kept", edit(func(b []byte) []byte { b[offHits] = MaxHits + 1; return b }), ErrCorrupt},
		{"a hit count without its hits", edit(func(b []byte) []byte { b[offHits]++; return b }), ErrCorrupt},
		{"a hit on level 3", edit(func(b []byte) []byte { b[offHit0] = 3; return b }), ErrCorrupt},
		{"a hit won by nobody", edit(func(b []byte) []byte { le.PutUint32(b[offHit0+1:], 0); return b }), ErrCorrupt},
		{"a hit of 0%", setInt(offHit0+5, 0), ErrCorrupt},
		{"a negative hit", setInt(offHit0+13, -1), ErrCorrupt},
		{"a hit in the future", setInt(offHit0+21, 1<<50), ErrCorrupt},
		{"a trailing byte", reseal(append(bytes.Clone(good), 0, 0, 0, 0, 0)), ErrCorrupt},
	}
	for _, c := range cases {
		s := played(t, 10)
		must(t, s.Contribute(money.Credits(1), Seat(1)))
		before := save(t, s)
		err := s.UnmarshalBinary(c.data)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: error %v, want %v", c.name, err, c.want)
		}
		if !bytes.Equal(before, save(t, s)) {
			t.Errorf("%s: the failed restore changed the system", c.name)
		}
	}
	s := played(t, 10)
	must(t, s.UnmarshalBinary(good))
}

// FuzzRestore feeds arbitrary records to UnmarshalBinary, as they are and
// with their checksum made right: it must not panic; a failure must leave
// the system as it was; a success must save the same bytes back.
func FuzzRestore(f *testing.F) {
	for _, rounds := range []int{0, 5, 300} {
		f.Add(save(f, played(f, rounds)))
	}
	f.Add([]byte{})
	f.Add([]byte("FMTR\x01\x00"))
	f.Add(save(f, mustNew(f, Pays2(), 1)))
	base := save(f, played(f, 20))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := mustNew(t, saveConfig(), 1)
		must(t, s.UnmarshalBinary(base))
		for _, d := range [][]byte{data, reseal(data)} {
			before := save(t, s)
			if err := s.UnmarshalBinary(d); err != nil {
				known := false
				for _, e := range []error{ErrCorrupt, ErrChecksum, ErrVersion, ErrMismatch} {
					known = known || errors.Is(err, e)
				}
				if !known {
					t.Fatalf("unexpected error %v", err)
				}
				if !bytes.Equal(before, save(t, s)) {
					t.Fatal("a failed restore changed the system")
				}
				continue
			}
			if !bytes.Equal(save(t, s), d) {
				t.Fatal("a restored record saves other bytes")
			}
			checkBooks(t, s)
			must(t, s.Advance(1000))
			checkBooks(t, s)
		}
	})
}
