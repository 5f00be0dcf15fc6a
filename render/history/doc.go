// Package history is the front end of the hand history, the statistics and the round codes:
// a Keeper per table that records each settled round (game/history) and keeps the book in the
// store under its own key, a damaged one kept aside like any damaged save; the replay of a
// recorded round on the table (Replay: a table scene playing the round's events, marked
// REPLAY, changing no credits, a step at a time or running through); and the pages of the
// history and the statistics on the render/menu kit.
package history
