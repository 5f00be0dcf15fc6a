//go:build js

package app

import (
	"felt/render/parent"
	"felt/render/table"
)

// keepMoment keeps nothing in a browser: the page offers the clip and the link instead
// (page.Moment); Options.Moments is empty there.
func keepMoment(string, *parent.TableState, string, *table.Scene, picture) {}
