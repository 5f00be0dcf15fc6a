package geom

import "felt/game/table"

// SeatsOn are the seats' anchors before a game fills them in: the table-mates' on the arc at
// the angles given (see Anchors), at size s, and the person's the front seat given.
func SeatsOn(person int, arc func(a float64) (x, y float64), angles [3]float64, s float64, front Seat) [table.Seats]Seat {
	at, fronts := Anchors(person, arc, angles)
	var seats [table.Seats]Seat
	for n := range seats {
		seats[n] = Seat{X: at[n].X, Y: at[n].Y, S: s}
		if fronts[n] {
			seats[n] = front
		}
	}
	return seats
}

// PlaceSpots puts the seat's circles where a game's drawing of a seat has them (spots, each
// relative to the anchor at the person's size), at the seat's anchor and size.
func (sg *Seat) PlaceSpots(spots []Circle) {
	for w, c := range spots {
		sg.Spots[w] = Circle{X: sg.X + c.X*sg.S, Y: sg.Y + c.Y*sg.S, R: c.R * sg.S}
	}
}
