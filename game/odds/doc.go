// Package odds is the math sheet: the exact return of every wager of both
// games, computed from the rules core (game/crazy4, game/crisscross,
// game/paytable, game/hand) by enumeration wherever the space allows, and
// the optimal strategies of both main games by exhaustive analysis.
//
// Every figure is computed with integer counts and kept as an exact
// rational; the sheet rounds only when it prints. A change to a pay table
// or a rule of the showdown moves the figures, and the tests that pin them
// fail.
package odds
