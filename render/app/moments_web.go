//go:build js

package app

import (
	"felt/render/parent"
)

// keepMoment keeps nothing in a browser: the page offers the clip and the link instead
// (page.Moment); Options.Moments is empty there.
func (a *App) keepMoment(string, *parent.TableState, string) {}
