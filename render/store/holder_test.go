package store

import (
	"bytes"
	"errors"
	"testing"
)

func TestHolder(t *testing.T) {
	st := &Memory{}
	h, err := LoadHolder(st, "crazy4-holder")
	if err != nil || h != (Holder{}) {
		t.Fatalf("nothing saved: %+v, %v", h, err)
	}
	want := Holder{ID: NewID(42), Gen: 7, Beat: 1_000_000}
	if err := SaveHolder(st, "crazy4-holder", want); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadHolder(st, "crazy4-holder"); err != nil || got != want {
		t.Fatalf("got %+v, %v", got, err)
	}
	if !want.Live(1_000_000+HoldFor-1) || want.Live(1_000_000+HoldFor) || (Holder{}).Live(0) {
		t.Error("Live")
	}
	if r := (Holder{ID: "a", Beat: 5, Released: true}); r.Live(5) {
		t.Error("a released holder is live")
	}
	// A record that does not read is no holder.
	for _, bad := range []string{"", "felt-holder 1", "felt-holder 1 x y z 0", "felt-holder 1 a/b 1 2 0", "felt-holder 2 a 1 2 0"} {
		if err := st.Save("crazy4-holder", []byte(bad)); err != nil {
			t.Fatal(err)
		}
		if h, err := LoadHolder(st, "crazy4-holder"); err != nil || h != (Holder{}) {
			t.Errorf("%q: %+v, %v", bad, h, err)
		}
	}
	if err := SaveHolder(st, "crazy4-holder", Holder{ID: "no spaces please"}); err == nil {
		t.Error("a bad id was saved")
	}
	if _, err := LoadHolder(&Memory{Fail: true}, "crazy4-holder"); !errors.Is(err, ErrUnavailable) {
		t.Errorf("a failing store: %v", err)
	}
}

func TestKeep(t *testing.T) {
	st := &Memory{}
	for n, want := range []string{"t.damaged-1", "t.damaged-2", "t.damaged-3"} {
		name, _, err := Keep(st, "t", "damaged", []byte{byte(n)})
		if err != nil || name != want {
			t.Fatalf("Keep = %q, %v; want %q", name, err, want)
		}
	}
	if got := Kept(st, "t", "damaged"); len(got) != 3 || got[2] != "t.damaged-3" {
		t.Errorf("Kept = %q", got)
	}
	if b, _ := st.Load("t.damaged-1"); !bytes.Equal(b, []byte{0}) {
		t.Error("a kept save was overwritten")
	}
	if got := Kept(st, "t", "newer"); len(got) != 0 {
		t.Errorf("Kept newer = %q", got)
	}
}

// TestKeepFull: with MaxKept saves kept aside, the oldest is dropped to make room, and said
// so, only once the new one is kept; in a full store nothing is dropped and Keep fails.
func TestKeepFull(t *testing.T) {
	st := &Memory{}
	for n := 1; n <= MaxKept; n++ {
		if _, _, err := Keep(st, "t", "damaged", []byte{byte(n)}); err != nil {
			t.Fatal(err)
		}
	}
	st.Full = true
	if name, dropped, err := Keep(st, "t", "damaged", []byte("new")); err == nil || name != "" || dropped != "" {
		t.Errorf("a full store: %q, %q, %v", name, dropped, err)
	}
	if b, _ := st.Load("t.damaged-1"); !bytes.Equal(b, []byte{1}) {
		t.Error("a full store dropped the oldest")
	}
	st.Full = false
	name, dropped, err := Keep(st, "t", "damaged", []byte("new"))
	if err != nil || name != "t.damaged-99" || dropped != "t.damaged-1" {
		t.Fatalf("Keep = %q, %q, %v", name, dropped, err)
	}
	for n := 1; n < MaxKept; n++ {
		if b, _ := st.Load(keptName("t", "damaged", n)); !bytes.Equal(b, []byte{byte(n + 1)}) {
			t.Fatalf("place %d holds %v, want %d", n, b, n+1)
		}
	}
	if b, _ := st.Load("t.damaged-99"); string(b) != "new" {
		t.Errorf("the newest kept as %q", b)
	}
	if got := Kept(st, "t", "damaged"); len(got) != MaxKept {
		t.Errorf("%d kept", len(got))
	}
}

func TestFailingStores(t *testing.T) {
	full := &Memory{Full: true}
	if err := full.Save("x", nil); !errors.Is(err, ErrFull) {
		t.Errorf("a full store: %v", err)
	}
	if _, err := full.Load("x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a full store loads: %v", err)
	}
	b := Broken{Err: ErrUnavailable}
	if _, err := b.Load("x"); !errors.Is(err, ErrUnavailable) {
		t.Error("Broken.Load")
	}
	if err := b.Save("x", nil); !errors.Is(err, ErrUnavailable) {
		t.Error("Broken.Save")
	}
}

// FuzzParseHolder reads any record: it never panics, and what it reads prints back the same.
func FuzzParseHolder(f *testing.F) {
	f.Add(Holder{ID: "abc", Gen: 3, Beat: 4}.String())
	f.Add("felt-holder 1 a 1 2 1")
	f.Fuzz(func(t *testing.T, s string) {
		h, ok := parseHolder(s)
		if !ok {
			return
		}
		if h2, ok := parseHolder(h.String()); !ok || h2 != h {
			t.Fatalf("%q reads as %+v, which prints as %q", s, h, h.String())
		}
	})
}
