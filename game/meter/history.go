package meter

import "felt/game/money"

// MaxHits is how many of the latest hits a system remembers (and saves).
const MaxHits = 100

// Hit is one jackpot paid off a meter.
type Hit struct {
	Level  int
	Share  PPM          // the share of the meter the hand paid
	Amount money.Amount // what was paid
	Source Source       // who won: a seat of ours or a linked table
	Time   Time
}

// history is a ring of the last MaxHits hits, oldest first from start.
type history struct {
	ring  [MaxHits]Hit
	start int
	n     int
}

// add records h, forgetting the oldest hit when the ring is full.
func (h *history) add(hit Hit) {
	if h.n < MaxHits {
		h.ring[(h.start+h.n)%MaxHits] = hit
		h.n++
		return
	}
	h.ring[h.start] = hit
	h.start = (h.start + 1) % MaxHits
}

// at returns the i-th remembered hit, oldest first.
func (h *history) at(i int) Hit { return h.ring[(h.start+i)%MaxHits] }

// appendTo appends the remembered hits to dst, oldest first.
func (h *history) appendTo(dst []Hit) []Hit {
	for i := range h.n {
		dst = append(dst, h.at(i))
	}
	return dst
}
