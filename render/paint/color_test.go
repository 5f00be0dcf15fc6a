package paint

import (
	"image/color"
	"testing"
)

func TestColorRGBA(t *testing.T) {
	var c color.Color = Felt
	got := color.RGBAModel.Convert(c).(color.RGBA)
	if want := (color.RGBA{0x0B, 0x5D, 0x3B, 0xFF}); got != want {
		t.Errorf("Felt = %v, want %v", got, want)
	}
}

func TestColorFloats(t *testing.T) {
	if f := Ink.Floats(); f[0] != 0xF2/255.0 || f[2] != 0xCF/255.0 {
		t.Errorf("Ink.Floats() = %v", f)
	}
}
