package app

import (
	"encoding/json"
	"testing"

	"felt/render/anim"
	"felt/render/store"
)

// TestDiagnostics: the hook's memory command answers the Go heap and leaves attract mode
// running; its panic command is refused outside a browser under automation, and nothing
// panics.
func TestDiagnostics(t *testing.T) {
	a, err := open(Options{Store: &store.Memory{}, Mode: ModeAttract, NoSplash: true, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	a.Update()
	var m struct{ Heap, Sys, GCs uint64 }
	if err := json.Unmarshal([]byte(a.Act("memory", "")), &m); err != nil || m.Heap == 0 || m.Sys < m.Heap || m.GCs == 0 {
		t.Errorf("memory: %+v (%v)", m, err)
	}
	if a.demo.loop == nil {
		t.Error("the memory command ended attract mode")
	}
	if r := a.Act("panic", ""); r != errCrashRefused {
		t.Errorf("panic outside a browser: %q", r)
	}
	a.Update()
}
