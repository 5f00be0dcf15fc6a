// Package printing paints what is printed on a table's felt and the pays-and-rules sign: the
// layer under everything in play, painted again only when the screen changes.
//
// The Printer prints a Table, given as data (the places, render/geom's; the fonts; the felt
// under it; the facts of the table it shows; and the game's own printing, a Game): the
// dealer's furniture (the meter's panel, the chip tray, the shoe, the discard rack, the
// dealer's card places), each seat's betting circles as their Rings say (a table-mate's
// fainter, an empty seat's fainter still), and the tools a game prints the rest with (words
// tracked or along an arc, card places, pay tables, a second meter's panel). Measure walks
// the printing without painting and notes each printed box in a render/box Set, the layout
// pass's view of the printed layer; Paint paints it. On a phone, words too small to read are
// not printed (Legible).
//
// The sign (Board) is the game's Sign, its pay tables and rules, painted over the veiled table
// in a frame (PaintSign). render/table holds one Printer and one Board and gives them what
// they print; a plug prints its own part with the Printer's tools (table.Plug.Paint).
package printing
