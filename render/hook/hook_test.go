package hook

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestClip(t *testing.T) {
	if got := Clip("short"); got != "short" {
		t.Errorf("Clip(short) = %q", got)
	}
	long := strings.Repeat("é", 500)
	got := Clip(long)
	if n := utf8.RuneCountInString(got); n != 100 || !utf8.ValidString(got) || !strings.HasSuffix(got, "…") {
		t.Errorf("Clip of 500 characters: %d characters, %q", n, got)
	}
}
