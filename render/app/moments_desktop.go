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
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// keepMoment writes the round's code into dir and a still picture of the settled table sc
// beside it (pic), painted here in Update into an image of its own (Draw only paints the
// screen); the table says where.
func keepMoment(dir string, t *parent.TableState, code string, sc *table.Scene, pic picture) {
	base := filepath.Join(dir, fmt.Sprintf("%s-round-%d-%s", t.Game, t.Round, time.Now().Format("20060102-150405")))
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		err = os.WriteFile(base+".txt", []byte(gameNames[t.Game]+", round "+strconv.FormatUint(t.Round, 10)+
			". Free play: no real money.\nReplay it: felt -code "+code+"\n"), 0o644)
	}
	if err == nil {
		err = pic.save(base + ".png")
	}
	if err != nil {
		sc.Keeping().Note("This moment could not be kept: " + err.Error())
		return
	}
	sc.Keeping().Note("This moment is kept: " + base + ".png and .txt (the round's code)")
}

// save paints the picture into a PNG at path.
func (p picture) save(path string) error {
	w, h := p.w, p.h
	if w <= 0 || h <= 0 {
		return fmt.Errorf("no frame drawn yet")
	}
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	defer img.Deallocate()
	p.scene.Draw(img, p.view)
	px := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(px.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, px); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
