package credits

import (
	"strings"
	"testing"

	"felt/game/money"
)

// TestExact checks that the hook prints money exactly and reads it back exactly.
func TestExact(t *testing.T) {
	for _, c := range []struct {
		a    money.Amount
		want string
	}{{0, "0"}, {100, "1"}, {150, "1.50"}, {-205, "-2.05"}, {money.Credits(1000), "1000"}} {
		b, _ := Amount(c.a).MarshalJSON()
		if string(b) != c.want {
			t.Errorf("%d cents prints %s, want %s", c.a, b, c.want)
		}
	}
	for _, txt := range []string{"1.5", "-2.05", "1000", "0.01"} {
		var c Amount
		if err := c.UnmarshalJSON([]byte(txt)); err != nil {
			t.Errorf("%s: %v", txt, err)
		}
		b, _ := c.MarshalJSON()
		if want := strings.TrimSuffix(txt, ".5") + map[bool]string{true: ".50"}[strings.HasSuffix(txt, ".5")]; string(b) != want {
			t.Errorf("%s reads back as %s", txt, b)
		}
	}
	for _, bad := range []string{"1.234", "x", "1e3", ""} {
		var c Amount
		if err := c.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("%q read as %v", bad, money.Amount(c))
		}
	}
}
