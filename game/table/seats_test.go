package table

import (
	"testing"

	"felt/game/money"
)

// TestSeatStates: each seat taken gives its SeatState event in the order of the seats, the
// person's Index PersonIndex and a table-mate's its roster place, with the seat's credits;
// an empty seat gives none; a log that does not record adds none.
func TestSeatStates(t *testing.T) {
	var l Ledger
	for s, a := range map[int]int64{0: 100, 2: 250, 5: 40} {
		if err := l.BuyIn(s, money.Credits(a)); err != nil {
			t.Fatal(err)
		}
	}
	who := func(n int) (uint8, bool) {
		switch n {
		case 0:
			return SitterOf(true, true, 3)
		case 2:
			return SitterOf(true, false, 7)
		case 5:
			return SitterOf(true, true, 0)
		}
		return SitterOf(false, n%2 == 0, n)
	}
	want := []Event{
		{Kind: SeatState, Seat: 0, Index: 3, Amount: money.Credits(100)},
		{Kind: SeatState, Seat: 2, Index: PersonIndex, Amount: money.Credits(250)},
		{Kind: SeatState, Seat: 5, Index: 0, Amount: money.Credits(40)},
	}
	got := SeatStates([]Event{{Kind: RoundStart}}, &l, who)
	if len(got) != 1+len(want) || got[0].Kind != RoundStart {
		t.Fatalf("SeatStates gives %+v after the event given, want %+v", got, want)
	}
	for i, e := range want {
		if got[1+i] != e {
			t.Errorf("event %d: %+v, want %+v", i, got[1+i], e)
		}
	}
	var log Log
	log.AddSeats(&l, who)
	if len(log.Events()) != len(want) {
		t.Errorf("the log holds %d events, want %d", len(log.Events()), len(want))
	}
	log.SetRecording(false)
	log.AddSeats(&l, who)
	if len(log.Events()) != 0 {
		t.Errorf("a log that does not record holds %d events", len(log.Events()))
	}
}
