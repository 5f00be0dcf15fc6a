// Package geom holds a table's places as data, in design units: where each seat's cards,
// circles, name, hand and tag lie (Seat), where the dealer's and the community's cards, the
// shoe, the meters' panels, the result line, the banner, the chip rack, the credits and the
// buttons go (Places), and how a betting circle is printed (Look). A game's table fills the
// places in (render/crazy4, render/crisscross); render/table puts its pieces where they say.
//
// It holds the pure geometry that goes with them too: the seats' anchors on an arc or down
// a portrait table's sides (Anchors, SeatsOn), a seat's circles from the game's drawing of a
// seat (Seat.PlaceSpots), the machinery's controls on each screen (PlaceHUD, PlaceTall for a
// tall phone, PlaceSide for a phone on its side), a portrait layout spread down a taller
// screen (Stretch), and which circle a tap is on (HitSpot). It draws nothing and imports no
// ebiten.
package geom
