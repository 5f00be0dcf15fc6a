// Package plan holds the plan of the next frame and paints it: the layout pass (render/table's
// sheet) places everything the frame shows, in the order of its priority, and notes each
// thing here as an item (a label at a baseline, a card, a pile of chips, a stack's amount,
// digits, an image, a rounded panel, a ring, or a Painter that paints itself) beside its box
// in a render/box Set, which the layout's checks read. Paint paints the items in that order
// and changes nothing. Items are kept between frames, so a frame allocates nothing. The
// lights (Glow, Disc, Veil) are its own pictures, made once, tinted and scaled.
//
// It places nothing itself: where each item goes is the layout pass's, from the table's
// places (render/geom) and what playback put on the table.
package plan
