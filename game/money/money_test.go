package money

import "testing"

func TestAmountString(t *testing.T) {
	cases := []struct {
		a    Amount
		want string
	}{
		{0, "0"},
		{Credits(5), "5"},
		{Credits(1234), "1,234"},
		{Credits(1234567), "1,234,567"},
		{Credits(-1000), "-1,000"},
		{1250, "12.50"},
		{-5, "-0.05"},
		{Credits(100) + 7, "100.07"},
	}
	for _, c := range cases {
		if got := c.a.String(); got != c.want {
			t.Errorf("Amount(%d).String() = %q, want %q", int64(c.a), got, c.want)
		}
	}
}

func TestAppendDoesNotAllocate(t *testing.T) {
	buf := make([]byte, 0, 32)
	n := testing.AllocsPerRun(100, func() { buf = Credits(1234567).Append(buf[:0]) })
	if n != 0 {
		t.Fatalf("Append allocates %v times", n)
	}
}

func TestOdds(t *testing.T) {
	cases := []struct {
		o                  Odds
		stake              Amount
		pay, returned, net Amount
		text               string
	}{
		{ToOne(1), Credits(5), Credits(5), Credits(10), Credits(5), "1 to 1"},
		{To(3, 2), Credits(5), 750, 1250, 750, "3 to 2"},
		{To(3, 2), 1, 1, 2, 1, "3 to 2"},
		{ForOne(300), Credits(1), Credits(300), Credits(300), Credits(299), "300 for 1"},
		{ForOne(9), Credits(5), Credits(45), Credits(45), Credits(40), "9 for 1"},
		{ToOne(200), Credits(2), Credits(400), Credits(402), Credits(400), "200 to 1"},
	}
	for _, c := range cases {
		if got := c.o.Pay(c.stake); got != c.pay {
			t.Errorf("%v Pay(%v) = %v, want %v", c.o, c.stake, got, c.pay)
		}
		if got := c.o.Returned(c.stake); got != c.returned {
			t.Errorf("%v Returned(%v) = %v, want %v", c.o, c.stake, got, c.returned)
		}
		if got := c.o.Net(c.stake); got != c.net {
			t.Errorf("%v Net(%v) = %v, want %v", c.o, c.stake, got, c.net)
		}
		if got := c.o.String(); got != c.text {
			t.Errorf("String() = %q, want %q", got, c.text)
		}
	}
	if n, d := ForOne(9).Ratio(); n != 8 || d != 1 {
		t.Errorf("9 for 1 ratio = %d/%d", n, d)
	}
	if n, d := To(3, 2).Ratio(); n != 3 || d != 2 {
		t.Errorf("3 to 2 ratio = %d/%d", n, d)
	}
	if (Odds{}).Pay(Credits(5)) != 0 {
		t.Error("zero odds pay")
	}
}
