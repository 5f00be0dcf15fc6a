package history

import (
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
)

// full is a book of Max rounds of Crazy 4 Poker.
func full(b *testing.B) *Book {
	c := crazy4.Default()
	c.BuyIn = money.Credits(1_000_000)
	g, err := crazy4.NewTable(c, eval)
	if err != nil {
		b.Fatal(err)
	}
	var t testing.T
	return play(&t, g, Max, 9)
}

// BenchmarkSave is the cost of saving a full history, as the table does after each round.
func BenchmarkSave(b *testing.B) {
	bk := full(b)
	var buf []byte
	b.ReportAllocs()
	for b.Loop() {
		buf, _ = bk.AppendBinary(buf[:0])
	}
	b.SetBytes(int64(len(buf)))
}

// BenchmarkLoad is the cost of reading a full history, as the first look at it does.
func BenchmarkLoad(b *testing.B) {
	data, _ := full(b).MarshalBinary()
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Decode(data, "crazy4"); err != nil {
			b.Fatal(err)
		}
	}
}
