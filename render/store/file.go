//go:build !js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Dir is a Store of files in one directory, written so that a crash or a power cut at any
// moment leaves either the old save or the new one, whole: the new one goes to a temporary
// file, which is synced to the disk, then renamed over the old one, and the directory is
// synced so that the rename itself is on the disk. A failure at any step removes the
// temporary file and leaves the old save as it was.
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
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	return b, nil
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
		return classify(err)
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Sync()
	}
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp)
		return classify(err)
	}
	if err := os.Rename(tmp, filepath.Join(d.Path, key)); err != nil {
		os.Remove(tmp)
		return classify(err)
	}
	return syncDir(d.Path)
}

// syncDir syncs a directory, so that a rename in it is on the disk. A file system that
// cannot sync a directory (some refuse to open one for it) has nothing more to do.
func syncDir(path string) error {
	dir, err := os.Open(path)
	if err != nil {
		return nil
	}
	err = dir.Sync()
	dir.Close()
	if err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, errors.ErrUnsupported) {
		return classify(err)
	}
	return nil
}

// classify wraps a file system's error as the store's: a full disk or quota is ErrFull,
// anything else ErrUnavailable.
func classify(err error) error {
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) {
		return fmt.Errorf("%w: %v", ErrFull, err)
	}
	return fmt.Errorf("%w: %v", ErrUnavailable, err)
}

// SessionID names this program's session, made from n (the clock, a random draw): each
// window of the desktop game is a session of its own.
func SessionID(n uint64) string { return NewID(n) }
