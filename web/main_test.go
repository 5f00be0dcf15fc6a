//go:build !js

package web_test

import (
	"testing"

	"felt/web/browsertest"
)

// TestMain lets the browser tests share one build of the wasm and one Chromium, and ends
// them when the tests end.
func TestMain(m *testing.M) { browsertest.Main(m) }
