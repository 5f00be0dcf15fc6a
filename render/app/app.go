// Package app is the game as Ebitengine runs it: it sizes the screen in device pixels, keeps
// the current scene, and tells the web page when the first frame is up.
package app

import (
	"math"

	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/page"
	"felt/render/title"

	"github.com/hajimehoshi/ebiten/v2"
)

// Options configure the app.
type Options struct {
	// FreePlayLine prints "Free play. No real money." on the title screen. The web page
	// prints the line in its own footer, so the browser build leaves this off.
	FreePlayLine bool
}

// App implements ebiten.Game. Make one with New and pass it to ebiten.RunGame.
type App struct {
	scene  Scene
	device float64     // the device scale factor LayoutF last saw
	view   layout.View // the view of the last frame
	frames int
	ready  func()
}

// New loads the fonts, prepares the table and opens on the title screen.
func New(o Options) (*App, error) {
	fs, err := fonts.Load()
	if err != nil {
		return nil, err
	}
	table, err := felt.New()
	if err != nil {
		return nil, err
	}
	return &App{
		scene:  title.New(table, fs, title.Options{FreePlayLine: o.FreePlayLine}),
		device: 1,
		ready:  page.Ready,
	}, nil
}

// Update advances the game by one tick.
func (a *App) Update() error {
	return a.scene.Update()
}

// Draw draws the current scene. The screen is in device pixels (see LayoutF).
func (a *App) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	a.view = layout.Fit(float64(b.Dx()), float64(b.Dy()), a.device)
	a.scene.Draw(screen, a.view)
	a.frames++
	// Draw runs before its frame is shown; by the second call the first one is on screen.
	if a.frames == 2 && a.ready != nil {
		a.ready()
	}
}

// LayoutF makes the screen as large as the window in device pixels, so that everything is
// drawn at the display's own resolution.
func (a *App) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		if f := m.DeviceScaleFactor(); f > 0 {
			s = f
		}
	}
	a.device = s
	return outsideWidth * s, outsideHeight * s
}

// Layout is required by ebiten.Game; Ebitengine calls LayoutF instead.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := a.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(math.Ceil(w)), int(math.Ceil(h))
}

// View returns the view of the last frame drawn.
func (a *App) View() layout.View {
	return a.view
}
