//go:build !js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Dir is a Store of files in one directory, written atomically (a temporary file renamed
// over the old one), so a crash mid-save leaves the previous save whole.
type Dir struct {
	Path string
}

// Open returns the store of the desktop build: the directory app under the user's config
// directory (on Linux ~/.config/felt). It is made on the first Save.
func Open(app string) (Store, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	return &Dir{Path: filepath.Join(base, app)}, nil
}

// Load implements Store.
func (d *Dir) Load(key string) ([]byte, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(filepath.Join(d.Path, key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, key)
	}
	return b, err
}

// Save implements Store.
func (d *Dir) Save(key string, data []byte) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if err := os.MkdirAll(d.Path, 0o755); err != nil {
		return fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	f, err := os.CreateTemp(d.Path, "."+key+".*")
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return err
	}
	return os.Rename(f.Name(), filepath.Join(d.Path, key))
}
