package geom

// Look is how a betting circle is printed on the felt.
type Look uint8

// The looks of a circle.
const (
	// Plain is a main wager's circle: an ink ring.
	Plain Look = iota
	// Street is a decision's circle (Play, a street's bet): an ink ring with an inner ring,
	// and "1X – 3X" inside it on the person's seat.
	Street
	// Side is a side bet's circle: a brass ring with an inner ring.
	Side
	// Sensor is a progressive's or a prize wheel's sensor: a bezel and a lens that lights
	// when the wager is collected, the name printed under it.
	Sensor
)
