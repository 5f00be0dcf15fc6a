package audio

import "testing"

// TestLazy checks that New synthesizes nothing, that Prepare synthesizes every sound one
// call at a time, and that a sound played before it is prepared is synthesized then.
func TestLazy(t *testing.T) {
	p, err := New(context())
	if err != nil {
		t.Fatal(err)
	}
	for s := range numSounds {
		if p.mx.pcm[s] != nil {
			t.Fatalf("New synthesized %v", s)
		}
	}
	p.Play(Win)
	if len(p.mx.pcm[Win]) == 0 || p.Playing() != 1 {
		t.Errorf("Win played before Prepare: %d samples, %d playing", len(p.mx.pcm[Win]), p.Playing())
	}
	calls := 1
	for p.Prepare() {
		calls++
	}
	if calls != int(numSounds)-1 {
		t.Errorf("Prepare took %d calls for %d sounds, one made already", calls, numSounds)
	}
	for s := range numSounds {
		if len(p.mx.pcm[s]) == 0 {
			t.Errorf("%v was not synthesized", s)
		}
	}
	if len(p.mx.loop) == 0 {
		t.Error("the jackpot's loop was not synthesized")
	}
	if p.Prepare() {
		t.Error("Prepare had more to do after the last sound")
	}
}
