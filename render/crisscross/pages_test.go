package crisscross

import (
	"testing"

	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestHelpPages goes through every page of the Criss Cross help over a table
// (tabletest.HelpPages).
func TestHelpPages(t *testing.T) {
	s, _ := newScene(t, tbl.Options{Seed: 3, Speed: anim.Instant})
	tabletest.HelpPages(t, s)
}
