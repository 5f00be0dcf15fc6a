package odds

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"felt/game/meter"
	data "felt/game/odds/sheet"
)

// Package sheet's generated figures are those of the default sheet: the
// source generated now is the file on disk. (It computes the default
// sheet, which the other tests share, so it runs in -short mode too.)
func TestFiguresFileCurrent(t *testing.T) {
	src, err := sheet(t).FiguresSource()
	if err != nil {
		t.Fatal(err)
	}
	disk, err := os.ReadFile(filepath.Join("sheet", filepath.Base(FiguresFile)))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(src, disk) {
		t.Fatal("game/odds/sheet's figures are stale: run go generate ./game/odds")
	}
}

// Package sheet's data and names agree with the sheet's, figure by figure.
func TestSheetPackageAgrees(t *testing.T) {
	s := sheet(t)
	if data.Len() != len(s.Figures) {
		t.Fatalf("package sheet has %d figures, the sheet %d", data.Len(), len(s.Figures))
	}
	for i, f := range s.Figures {
		h := data.At(i)
		k := data.Key{Game: f.Game, Bet: f.Bet, Paytable: f.Paytable, Players: f.Players, Wager: f.Wager}
		if h.Key != k || h.Return != f64(f.Return) || h.HitFrequency != f64(f.HitFrequency) || h.Title != f.Title {
			t.Errorf("figure %d: package sheet %+v, the sheet %s", i, h, key(f))
		}
		if m := f.Meter; m != nil {
			seeds := h.Seed[:h.Levels]
			r, ok := h.ReturnAt(seeds...)
			if want := f64(m.AtSeed); !ok || r-want > 1e-12 || want-r > 1e-12 {
				t.Errorf("%s: ReturnAt the seeds %v, AtSeed %v", key(f), r, want)
			}
		}
	}
	for _, c := range [][2]string{
		{data.Crazy4, Crazy4}, {data.CrissCross, CrissCross}, {data.BetMain, BetMain}, {data.BetMainSimple, BetMainSimple},
		{data.BetQueensUp, BetQueensUp}, {data.BetProgressive4, BetProgressive4}, {data.BetProgressive5, BetProgressive5},
		{data.BetFiveCardHandBonus, BetFiveCardHandBonus}, {data.BetCoverAll, BetCoverAll}, {data.BetBadBeat, BetBadBeat},
		{data.BetSixCardBonus, BetSixCardBonus}, {data.BetFiveCardBonus, BetFiveCardBonus}, {data.BetBonusSpin, BetBonusSpin},
		{data.BetBonusSpinXtreme, BetBonusSpinXtreme},
	} {
		if c[0] != c[1] {
			t.Errorf("package sheet names %q, the sheet %q", c[0], c[1])
		}
	}
	names := map[string]bool{}
	for _, bs := range Bets() {
		for _, b := range bs {
			names[b] = true
		}
	}
	if len(names) != 12 {
		t.Errorf("%d bets: package sheet names 12", len(names))
	}
	if data.MaxLevels != sheetMaxLevels || data.MaxLevels < meter.MaxLevels {
		t.Errorf("package sheet takes %d meters, the generator %d, game/meter %d", data.MaxLevels, sheetMaxLevels, meter.MaxLevels)
	}
}
