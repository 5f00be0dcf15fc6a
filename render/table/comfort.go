package table

import (
	"time"

	"felt/game/money"
	"felt/game/table"
	"felt/render/coach"
)

// Comfort and honest labelling (issue 16): calm motion follows the system's
// prefers-reduced-motion until the player chooses; a notice on the first start says the game
// is for adults and plays for no money (remembered once seen); and an optional reminder,
// after a time the player chooses, tells the time played and the net credits of the session.

// FreePlay is the line of honest labelling the title, the help and the notice print.
const FreePlay = "Free play. No real money. Credits have no cash value."

// reminderTicks is how long a reminder stays on show, in ticks (15 s).
const reminderTicks = 900

// comfort is the notice of the first start and the reminder of the time played, on the
// session's wall clock (Options.Clock; nil is time.Now).
type comfort struct {
	clock func() time.Time
	note  notice // the notice of the first start (notice.go)
	rem   coach.Reminder
}

// now is the session's wall clock.
func (c *comfort) now() time.Time {
	if c.clock != nil {
		return c.clock()
	}
	return time.Now()
}

// start begins the session's count for the reminder at the person's worth, and puts the
// notice up on a first start, when it may show; it returns the words the live region hears
// of it ("" none).
func (c *comfort) start(worth money.Amount, may bool) string {
	c.rem.Start(c.now(), worth)
	if c.note.start(may) {
		return noticeLines[0] + " " + noticeLines[1] + " " + noticeLines[2] + " " + noticeLines[3]
	}
	return ""
}

// due reports whether the reminder is due.
func (c *comfort) due() bool { return c.rem.Due(c.now()) }

// tell returns the reminder's line: the time played, the session's net credits from the
// person's worth now.
func (c *comfort) tell(worth money.Amount) string { return c.rem.Tell(c.now(), worth) }

// worth is the person's credits with the wagers on the felt: what the session's net counts.
func (s *show) worth() money.Amount {
	sc := s.sc
	if sc.person < 0 || sc.opts.Log != nil {
		return 0
	}
	w := sc.core.Balance(sc.person)
	if sc.core.Phase() == table.Deciding {
		for _, a := range s.Seats[sc.person].Staked {
			w += a
		}
		return w
	}
	return w + sc.core.Bets(sc.person).Total()
}

// remind shows the reminder when it is due and the table is at rest between steps: the time
// played and the session's net credits, on the table and to the live region.
func (s *Scene) remind() {
	if !s.comf.due() || s.animating() || s.person < 0 {
		return
	}
	s.stage.sayFor(s.comf.tell(s.stage.worth()), reminderTicks)
}

// reminderCommand sets the time between reminders (coach.Reminder's Set) and says it.
func (s *Scene) reminderCommand(arg string) error {
	said, err := s.comf.rem.Set(arg, s.comf.now())
	if err != nil {
		return err
	}
	keeping{s}.settings()
	s.stage.say(said)
	return nil
}
