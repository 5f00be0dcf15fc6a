// Package history keeps a table's hand history and the player's statistics: the last Max
// rounds, each as its recorded events (every seat's and the dealer's cards or the community
// cards, the decisions, each wager's result, the meters) with the time it was settled and
// the credits it left, and running totals that outlive the rounds the history forgets
// (rounds, time played, wagered, net, the biggest win, the best hand, the decisions, and per
// wager how often it was made and hit and its net).
//
// A Book is saved as one binary record (game/record: magic "FHIS", version, checksum),
// compact: an event is its kind, a byte of which fields are there, and those fields, most of
// them a byte or a varint. What a round shows (net, wagers, hand) is read from its events by
// Round.Summary; the front end plays the events back to replay it.
//
// The package imports no ebiten, no browser and no clock: the caller says when.
package history
