//go:build js

package app

import (
	"felt/render/parent"

	"github.com/hajimehoshi/ebiten/v2"
)

// keepMoment keeps nothing in a browser: the page offers the clip and the link instead
// (page.Moment); Options.Moments is empty there.
func (a *App) keepMoment(string, *parent.TableState, string) {}

// drawnMoment saves no picture in a browser: none is ever asked for.
func (a *App) drawnMoment(*ebiten.Image) { a.moments.still = "" }
