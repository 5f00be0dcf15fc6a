//go:build !js

package app

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"felt/render/parent"

	"github.com/hajimehoshi/ebiten/v2"
)

// keepMoment writes the round's code into dir, and asks for the still picture of the next
// frame drawn beside it; the table says where.
func (a *App) keepMoment(dir string, t *parent.TableState, code string) {
	base := filepath.Join(dir, fmt.Sprintf("%s-round-%d-%s", t.Game, t.Round, time.Now().Format("20060102-150405")))
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		err = os.WriteFile(base+".txt", []byte(gameNames[t.Game]+", round "+strconv.FormatUint(t.Round, 10)+
			". Free play: no real money.\nReplay it: felt -code "+code+"\n"), 0o644)
	}
	sc := a.tableScene()
	if err != nil {
		sc.Note("This moment could not be kept: " + err.Error())
		return
	}
	a.moments.still = base + ".png"
	a.Redraw()
	sc.Note("This moment is kept: " + base + ".png and .txt (the round's code)")
}

// drawnMoment saves the still picture of a moment from the frame just drawn.
func (a *App) drawnMoment(screen *ebiten.Image) {
	path := a.moments.still
	if path == "" {
		return
	}
	a.moments.still = ""
	f, err := os.Create(path)
	if err != nil {
		return
	}
	defer f.Close()
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	_ = png.Encode(f, img)
}
