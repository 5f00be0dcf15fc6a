package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestJSON(t *testing.T) {
	var b bytes.Buffer
	if err := run([]string{"-json", "-game", "crazy4", "-bet", "cover_all"}, &b); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Figures []struct {
			Game    string  `json:"game"`
			Bet     string  `json:"bet"`
			Players int     `json:"players"`
			Return  float64 `json:"return"`
			Method  string  `json:"method"`
		} `json:"figures"`
	}
	if err := json.Unmarshal(b.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Figures) != 6 {
		t.Fatalf("%d figures", len(out.Figures))
	}
	for i, f := range out.Figures {
		if f.Game != "crazy4" || f.Bet != "cover_all" || f.Players != i+1 || f.Method != "exact" || f.Return < 0.9 || f.Return > 0.92 {
			t.Errorf("%+v", f)
		}
	}
}

func TestText(t *testing.T) {
	var b bytes.Buffer
	if err := run([]string{"-lines", "-bet", "queens_up"}, &b); err != nil {
		t.Fatal(err)
	}
	s := b.String()
	for _, want := range []string{"Crazy 4 Poker", "queens_up", "96.9394%", "Pair of queens or better"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q in\n%s", want, s)
		}
	}
}

func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{{"-game", "blackjack"}, {"-bet", "nope"}, {"extra"}, {"-nope"}} {
		if err := run(args, &bytes.Buffer{}); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
}
