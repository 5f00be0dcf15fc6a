package crazy4

import (
	"testing"

	"felt/render/anim"
	"felt/render/tabletest"
)

// TestHelpPages goes through every page of the Crazy 4 Poker help over a table
// (tabletest.HelpPages).
func TestHelpPages(t *testing.T) {
	tabletest.HelpPages(t, newScene(t, seeded(3, anim.Instant, nil)))
}
