// Package menu is the kit every full-screen page of the game is made with: the lobby, the
// table settings, and any page opened over a table (statistics, the player's settings and
// help, a trainer). A page says WHAT it shows as a column of rows; the kit lays the rows out
// for the screen (landscape, portrait, a tall phone), draws them in the art direction (dark
// wood, felt, brass; render/widget's buttons), and takes the player's input: taps and clicks,
// a finger or the mouse dragging the column, the wheel, and the keyboard with a visible focus
// ring (Tab and Shift+Tab or the arrows move, Enter and Space press, Left and Right change a
// choice, Esc goes back).
//
// # Writing a page
//
// A page implements Page: a Name (the hook's name of it: act('screen', name) opens it and
// state().screen says it is open), Build, which puts its rows on a Builder from the page's
// state now, and State, the page's own fields for the hook's state (any value encoding/json
// marshals, or nil). The kit calls Build when the page opens and again after every change
// (a row pressed or changed, a hook command), so a page keeps its state in its own fields
// and simply describes it:
//
//	type Speed struct{ speed int }
//
//	func (p *Speed) Name() string { return "speed" }
//	func (p *Speed) State() any   { return map[string]int{"speed": p.speed} }
//	func (p *Speed) Build(b *menu.Builder) {
//		b.Title("SPEED")
//		b.Heading("Animation")
//		b.Choice("speed", "Speed", []menu.Option{{Value: "slow", Label: "Slow"}, {Value: "fast", Label: "Fast"}},
//			p.speed, func(i int) { p.speed = i }).Note("How fast the cards move")
//		b.Text("A longer paragraph is wrapped to the column's width.")
//	}
//
// The rows: Title (the page's heading, beside the BACK button), Heading, Text (a wrapped
// paragraph), Line (a name and a value, as in a table of figures), Choice (one of several
// options, as segments; each Option may carry a Note shown when it is chosen, such as a
// pay table's exact return), Stepper (one of several options in order, shown as − value +),
// Toggle (on or off), Button (an action), Warn (a plain line of trouble, as a refusal), Picture (a
// picture the page draws itself, with words that say what it shows) and Column (the rows that follow go in a second column, beside the first on a wide screen,
// under it on a narrow one). Every row that takes input has an id, unique on the page: the
// hook addresses it by that id. Row.Note adds a smaller second line to a row; Row.Icon gives
// a control a small picture of what it sets, at its left (the settings page's: the pace of
// the speed, the sound's level, the deck's colours).
//
// A page may implement more: Actor (commands of its own for the hook, tried after the
// kit's), Refresher (rebuild every so many ticks, for live figures such as a meter) and
// Closer (told when it is closed).
//
// # Registering a page
//
// Pages are opened by name through the app (render/app): add the page's maker to the map in
// render/app/pages.go. The maker receives a Host, through which the page reaches the app:
// the table under the pages (nil in the lobby before any table is open), the store, opening
// another page, going back, and sitting at a game's table.
//
// # Input, drawing and the hook
//
// The app runs one Screen per open page, the top one only: its Update reads the input and
// its Draw draws the whole screen, so a page needs no drawing code. The table under the
// pages is kept as it is and is not updated: a round in progress waits, exactly as it
// was, and resumes when the last page closes.
//
// The hook: act('screen', name) opens a page, act('back') closes the top one (as Esc and
// BACK do). While a page is open the kit takes these commands: act('set', 'id=value')
// chooses an option of a Choice or Stepper by its Value (or its Label), or sets a Toggle
// ('on', 'off'); act('press', id) presses a Button or flips a Toggle; act('focus', id) moves
// the focus. Anything else goes to the page's Act. state() then has: screen (the page's
// name), menu (title, focus, scroll and the rows with their ids, values and notes), the
// page's own State under its name, and targets: where each row's parts are, in CSS pixels
// of the page ("back", a Button's or Toggle's id, "id=value" for each option of a Choice,
// "id-" and "id+" for a Stepper's arrows, "more" for the MORE BELOW cue that a page taller
// than its screen shows at its foot, which scrolls on when pressed).
package menu
