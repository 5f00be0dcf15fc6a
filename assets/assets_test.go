package assets

import (
	"bytes"
	"errors"
	"io/fs"
	"testing"
)

func TestShader(t *testing.T) {
	src, err := Shader("felt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(src, []byte("func Fragment(")) {
		t.Error("felt.kage has no Fragment function")
	}
	if _, err := Shader("nope"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Shader(nope) error = %v, want fs.ErrNotExist", err)
	}
}
