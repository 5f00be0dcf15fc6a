// Command odds prints the math sheet of both games: every wager's exact
// return, house edge, hit frequency and pay-line probabilities, and the
// main games' optimal strategies, computed by the rules core (game/odds).
//
// Usage:
//
//	go run ./cmd/odds [-game crazy4|crisscross] [-bet name] [-json] [-lines] [-exact]
//	go run ./cmd/odds -generate DIR
//
// -exact solves Criss Cross Poker again instead of using the figures
// generated with its strategy tables. -generate solves both games and
// writes the generated strategy tables and figures under the module root
// DIR (go generate in game/strategy runs it).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"felt/game/hand"
	"felt/game/odds"
	"felt/game/paytable"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "odds:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("odds", flag.ContinueOnError)
	game := fs.String("game", "", "only this game: crazy4 or crisscross")
	bet := fs.String("bet", "", "only this bet (main, main_simple, queens_up, progressive4, progressive5, five_card_hand_bonus, cover_all, bad_beat, six_card_bonus, five_card_bonus, bonus_spin, bonus_spin_xtreme)")
	asJSON := fs.Bool("json", false, `print {"figures": [...]} as JSON`)
	lines := fs.Bool("lines", false, "print each pay line's probability")
	exact := fs.Bool("exact", false, "solve Criss Cross Poker again rather than use the generated figures")
	generate := fs.String("generate", "", "solve both games and write the generated tables under this module root")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	e := hand.New()
	if *generate != "" {
		return generateFiles(e, *generate)
	}
	s, err := odds.NewSheet(e, odds.Options{Game: *game, Bet: *bet, Exact: *exact})
	if err != nil {
		return err
	}
	w := bufio.NewWriter(stdout)
	if *asJSON {
		b, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return err
		}
		w.Write(b)
		w.WriteString("\n")
	} else {
		printSheet(w, s, *lines)
	}
	return w.Flush()
}

// generateFiles solves both games and writes the generated files.
func generateFiles(e *hand.Evaluator, root string) error {
	c4, err := odds.SolveCrazy4(e, paytable.SuperBonus())
	if err != nil {
		return err
	}
	cc, err := odds.SolveCrissCross(e, paytable.CrissCross(), paytable.CrissCrossAnte())
	if err != nil {
		return err
	}
	files, err := odds.GeneratedFiles(c4, cc)
	if err != nil {
		return err
	}
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	for _, p := range paths {
		if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(p)), files[p], 0o644); err != nil {
			return err
		}
	}
	return nil
}
