package coach

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"felt/game/money"
	"felt/render/command"
	"felt/render/credits"
	"felt/render/keep"
)

// Reminders are the times between reminders a player can choose, in minutes (0: none): the
// reminder command without an argument steps through them.
var Reminders = []int{0, 15, 30, 60, 120}

// MaxReminder is the longest time between reminders, in minutes.
const MaxReminder = 24 * 60

// Reminder is the optional reminder of the time played: after a time the player chooses, it
// tells the time played and the net credits of the session. The table gives it the wall
// clock's time and the person's worth (the credits with the wagers on the felt).
type Reminder struct {
	every  int          // minutes between reminders; 0: none
	start  time.Time    // when the session began
	worth0 money.Amount // the person's worth then
	bought money.Amount // free-play credits given since: not a win
	nextAt time.Time    // when the next reminder is due (zero: none)
}

// Every returns the minutes between reminders (0: none).
func (r *Reminder) Every() int { return r.every }

// The time between reminders is kept with the player's settings.
var _ keep.Chooser = (*Reminder)(nil)

// Put puts the minutes between reminders in the settings kept.
func (r *Reminder) Put(st *keep.Settings) { st.Reminder = r.every }

// Take sets the minutes between reminders from the settings kept, when they are a time one
// may choose.
func (r *Reminder) Take(st keep.Settings) {
	if st.Reminder > 0 && st.Reminder <= MaxReminder {
		r.every = st.Reminder
	}
}

// Start begins the session's count at now, the person being worth worth.
func (r *Reminder) Start(now time.Time, worth money.Amount) {
	r.start, r.worth0, r.bought = now, worth, 0
	r.arm(now)
}

// Bought counts free-play credits given: they are not a win, and the net leaves them out.
func (r *Reminder) Bought(a money.Amount) { r.bought += a }

// arm sets when the next reminder is due.
func (r *Reminder) arm(now time.Time) {
	r.nextAt = time.Time{}
	if r.every <= 0 {
		return
	}
	every := time.Duration(r.every) * time.Minute
	r.nextAt = r.start.Add((now.Sub(r.start)/every + 1) * every)
}

// Due reports whether a reminder is due at now.
func (r *Reminder) Due(now time.Time) bool { return !r.nextAt.IsZero() && !now.Before(r.nextAt) }

// Tell returns the reminder's line at now, the person being worth worth, and arms the next:
// "You have played for 1 hour 5 minutes. This session: −120 credits. Free play: credits have
// no cash value."
func (r *Reminder) Tell(now time.Time, worth money.Amount) string {
	net := worth - r.worth0 - r.bought
	t := "You have played for " + durationWords(now.Sub(r.start)) + ". This session: " +
		credits.Signed(net) + " credits. Free play: credits have no cash value."
	r.arm(now)
	return t
}

// durationWords says a time played in hours and minutes: "1 hour 5 minutes".
func durationWords(d time.Duration) string {
	m := int(d / time.Minute)
	h, m := m/60, m%60
	plural := func(n int, unit string) string {
		if n == 1 {
			return "1 " + unit
		}
		return strconv.Itoa(n) + " " + unit + "s"
	}
	switch {
	case h == 0:
		return plural(m, "minute")
	case m == 0:
		return plural(h, "hour")
	}
	return plural(h, "hour") + " " + plural(m, "minute")
}

// Set sets the time between reminders from the reminder command's argument: a number of
// minutes (1 to a day), off (or 0); without one, the next of Reminders. It returns the line
// that says what is set.
func (r *Reminder) Set(arg string, now time.Time) (string, error) {
	a := strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(arg), "min")))
	switch a {
	case "":
		next := Reminders[0]
		for i, m := range Reminders {
			if m == r.every {
				next = Reminders[(i+1)%len(Reminders)]
			}
		}
		r.every = next
	case "off", "no", "none":
		r.every = 0
	default:
		n, err := strconv.Atoi(a)
		if err != nil || n < 0 || n > MaxReminder {
			return "", fmt.Errorf("%w: reminder %s (want minutes from 1 to %d, or off)", command.ErrArg, command.Quote(arg, 12), MaxReminder)
		}
		r.every = n
	}
	r.arm(now)
	if r.every == 0 {
		return "No reminder of the time played.", nil
	}
	return "A reminder of the time played and the net credits every " + durationWords(time.Duration(r.every)*time.Minute) + ".", nil
}
