// Package credits writes and reads amounts of play credits as the table's hook (window.felt)
// and the host page's messages print them: a JSON number of credits, exact to the cent.
package credits

import (
	"fmt"
	"strconv"
	"strings"

	"felt/game/money"
)

// Amount is an amount of money as the hook prints it: a JSON number of credits, with
// cents when there are any ("1012.5" is never printed; "1012.50" is). It is written from
// the integer amount, never through a float.
type Amount money.Amount

// MarshalJSON implements json.Marshaler.
func (c Amount) MarshalJSON() ([]byte, error) {
	a := money.Amount(c)
	var b []byte
	if a < 0 {
		b = append(b, '-')
		a = -a
	}
	b = strconv.AppendInt(b, int64(a/money.Credit), 10)
	if cents := a % money.Credit; cents != 0 {
		b = append(b, '.', byte('0'+cents/10), byte('0'+cents%10))
	}
	return b, nil
}

// UnmarshalJSON implements json.Unmarshaler: it reads a number of credits with at most two
// decimals, exactly.
func (c *Amount) UnmarshalJSON(b []byte) error {
	t := string(b)
	neg := strings.HasPrefix(t, "-")
	t = strings.TrimPrefix(t, "-")
	whole, frac, _ := strings.Cut(t, ".")
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || len(frac) > 2 {
		return fmt.Errorf("credits: %q is not an amount of credits", b)
	}
	var cents int64
	if frac != "" {
		if cents, err = strconv.ParseInt((frac + "0")[:2], 10, 64); err != nil {
			return fmt.Errorf("credits: %q is not an amount of credits", b)
		}
	}
	a := money.Amount(w)*money.Credit + money.Amount(cents)
	if neg {
		a = -a
	}
	*c = Amount(a)
	return nil
}

// Signed prints an amount with its sign, as the table's lines say a win or a loss: "+10",
// "−5" (a minus sign, not a hyphen), "0".
func Signed(a money.Amount) string {
	switch {
	case a > 0:
		return "+" + a.String()
	case a < 0:
		return "−" + (-a).String()
	}
	return "0"
}
