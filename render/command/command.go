// Package command is the vocabulary of things a player can ask of a table: the same commands
// come from a click, a key, and the web page's window.felt.act(name, arg), and go through one
// path, so that every way of playing behaves alike. A command given as text is parsed here
// (Parse) within bounds (Check, bounds.go): window.felt.act is reachable by any script on the
// page.
package command

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Name names a command.
type Name string

// The commands. Doc gives each one's argument and meaning.
const (
	Chip       Name = "chip"       // choose the chip to bet with: arg is its value (1, 5, 25, 100, 500)
	Bet        Name = "bet"        // put the chosen chip on a betting circle: arg is the circle (ante, queens, ...)
	Unbet      Name = "unbet"      // take the last chip back from a circle: arg is the circle
	Undo       Name = "undo"       // take back the last chip placed, wherever it went
	Clear      Name = "clear"      // take back every bet
	Rebet      Name = "rebet"      // place the last round's bets again
	RebetDeal  Name = "rebetdeal"  // place the last round's bets again and deal
	Double     Name = "double"     // double every bet
	Deal       Name = "deal"       // deal the cards
	Fold       Name = "fold"       // fold the hand
	Play       Name = "play"       // make the Play wager: arg is the multiple of the Ante, 1 (the default), 2 or 3
	Skip       Name = "skip"       // finish the running animation at once
	Speed      Name = "speed"      // animation speed: arg slow, normal, fast or instant; none steps to the next
	FourColour Name = "fourcolour" // four-colour deck: arg on or off; none toggles
	Motion     Name = "motion"     // reduced motion (flips become fades): arg on or off; none toggles
	Mute       Name = "mute"       // sound off: arg on or off; none toggles
	BuyIn      Name = "buyin"      // a free top-up of play credits, when the credits run low
	Help       Name = "help"       // show or hide the pay tables and rules: arg on or off; none toggles
	Seed       Name = "seed"       // deal the next rounds from this seed: arg a number
	Here       Name = "here"       // play here: take the table over from another tab or window
	Restore    Name = "restore"    // go back to the table kept aside from a newer version, once this one reads it
	Reminder   Name = "reminder"   // remind of the time played and the net credits: arg minutes or off; none steps through 15, 30, 60, 120, off
	Read       Name = "read"       // tell the table as it stands (cards, hand, bets, credits) through the page's live region
	Effects    Name = "effects"    // the effects' volume: arg 0 to 100, up or down
	Ambience   Name = "ambience"   // the ambience's volume (the room): arg 0 to 100, up or down
	Mates      Name = "mates"      // show the table-mates: arg on or off; none toggles
	Hints      Name = "hints"      // show the advisor's hints: arg on or off; none toggles
	Hint       Name = "hint"       // show the advisor's hint on the decision now: arg on or off; none toggles
	Trainer    Name = "trainer"    // the trainer: arg on, off, or a threshold in antes; none toggles
	Bets       Name = "bets"       // an upright phone's bet panel: arg on or off; none toggles
)

// Info describes a command for people: its argument and what it does.
type Info struct {
	Name Name
	Arg  string
	Doc  string
}

// Doc lists every command in the order a player meets them.
func Doc() []Info {
	return []Info{
		{Chip, "1 | 5 | 25 | 100 | 500", "choose the chip to bet with"},
		{Bet, "ante | queens | progressive | ... (a circle)", "put the chosen chip on the circle; on ante it puts the equal Super Bonus too"},
		{Unbet, "a circle", "take the last chip back from the circle"},
		{Undo, "", "take back the last chip placed"},
		{Clear, "", "take back every bet"},
		{Rebet, "", "place the last round's bets again"},
		{RebetDeal, "", "place the last round's bets again and deal"},
		{Double, "", "double every bet"},
		{Deal, "", "deal the cards"},
		{Fold, "", "fold the hand"},
		{Play, "1 | 2 | 3", "make the Play wager of 1, 2 or 3 times the Ante (2x and 3x need a pair of aces or better)"},
		{Skip, "", "finish the animation at once"},
		{Speed, "slow | normal | fast | instant", "set the animation speed; without an argument, the next speed"},
		{FourColour, "on | off", "four-colour deck; without an argument, toggle"},
		{Motion, "on | off", "reduced motion: flips become fades; without an argument, toggle"},
		{Mute, "on | off", "sound off; without an argument, toggle"},
		{BuyIn, "", "a free top-up of play credits when they run low"},
		{Help, "on | off", "show or hide the pay tables and rules"},
		{Seed, "a number", "deal the following rounds from this seed"},
		{Here, "", "play here: take the table over from another tab or window that has it open"},
		{Restore, "", "go back to the table kept aside from a newer version of the game, once this version reads it"},
		{Reminder, "minutes | off", "remind me of the time played and the net credits every so many minutes; without an argument, the next of 15, 30, 60, 120 and off"},
		{Read, "", "tell the table as it stands (your cards and hand, bets, credits, what you can do) through the page's live region, for a screen reader"},
		{Effects, "0 to 100 | up | down", "the volume of the effects (cards, chips, buttons, chimes)"},
		{Ambience, "0 to 100 | up | down", "the volume of the ambience (the room's quiet loop; 0: not heard)"},
		{Mates, "on | off", "show the table-mates' cards, chips and names; without an argument, toggle"},
		{Hints, "on | off", "show the advisor's hints; without an argument, toggle"},
		{Hint, "on | off", "show the advisor's hint on the decision now: the best, every option's expected value and why; without an argument, toggle"},
		{Bets, "on | off", "on an upright phone, open or close the bet panel: a button for each circle you bet on before the deal (as a tap on your circles does); without an argument, toggle"},
		{Trainer, "on | off | 0.05", "the trainer: a decision that costs more than the threshold (in antes; 0.02 by default) is stopped with a warning, and made when asked again"},
	}
}

// Command is one request: a name and its argument ("" for none).
type Command struct {
	Name Name
	Arg  string
}

// String prints the command as a person would type it: "play 3", "deal".
func (c Command) String() string {
	if c.Arg == "" {
		return string(c.Name)
	}
	return string(c.Name) + " " + c.Arg
}

// Errors of Parse and of the commands' arguments.
var (
	ErrUnknown = errors.New("no such command")
	ErrArg     = errors.New("bad argument")
)

// Parse reads a command's name and argument, as window.felt.act receives them. Names are
// case-insensitive and surrounding spaces are ignored.
func Parse(name, arg string) (Command, error) {
	n := Name(strings.ToLower(strings.TrimSpace(name)))
	for _, i := range Doc() {
		if i.Name == n {
			return Command{Name: n, Arg: strings.TrimSpace(arg)}, nil
		}
	}
	return Command{}, fmt.Errorf("%w: %s", ErrUnknown, Quote(name, 24))
}

// Quote quotes a person's text for an error, Go-escaped and at most about n characters long
// however many of them need escapes.
func Quote(s string, n int) string {
	return Clip(strconv.Quote(Clip(s, n)), n+4)
}

// Clip shortens a person's text to at most n characters (runes), ending it with "…" when it
// was cut, so that an error never echoes more than a few dozen characters of what it
// refuses.
func Clip(s string, n int) string {
	k := 0
	for i := range s {
		if k == n {
			return s[:i] + "…"
		}
		k++
	}
	return s
}

// Switch reads an on/off argument: "on", "off", or "" to toggle from the current value.
func Switch(arg string, current bool) (bool, error) {
	switch strings.ToLower(arg) {
	case "":
		return !current, nil
	case "on", "true", "1", "yes":
		return true, nil
	case "off", "false", "0", "no":
		return false, nil
	}
	return current, fmt.Errorf("%w: %s (want on or off)", ErrArg, Quote(arg, 24))
}

// Doer carries out commands. It returns nil or an error that says, for a person, why the
// command could not be carried out; a command that fails changes nothing.
type Doer interface {
	Do(Command) error
}
