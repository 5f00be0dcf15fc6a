// Command figures writes the default math sheet's figures for package
// sheet (game/odds/sheet/zz_figures.go): go generate ./game/odds runs it
// (and make generate).
//
// Usage:
//
//	go run ./cmd/figures -o game/odds/sheet/zz_figures.go
package main

import (
	"flag"
	"fmt"
	"os"

	"felt/game/hand"
	"felt/game/odds"
)

func main() {
	out := flag.String("o", "", "the file to write")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "figures:", err)
		os.Exit(1)
	}
}

func run(path string) error {
	if path == "" || flag.NArg() > 0 {
		return fmt.Errorf("usage: figures -o FILE")
	}
	s, err := odds.NewSheet(hand.New(), odds.Options{})
	if err != nil {
		return err
	}
	src, err := s.FiguresSource()
	if err != nil {
		return err
	}
	return os.WriteFile(path, src, 0o644)
}
