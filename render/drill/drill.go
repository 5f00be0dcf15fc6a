// Package drill is the strategy drill (a render/menu page, act('screen', 'drill')): a quick
// quiz of decisions — "fold, 1x or 3x?" — at Crazy 4 Poker and on each street of Criss Cross
// Poker, dealt at random. The player answers with a button (or the hook's act('press',
// 'fold'|'1x'|'2x'|'3x')); the page then says whether it was the best, why, and every
// option's exact expected value from the strategy advisor (game/advice), and keeps the
// score. NEXT HAND deals the next question.
package drill

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"felt/game/advice"
	"felt/game/cards"
	"felt/game/hand"
	"felt/game/strategy"
	"felt/render/fonts"
	"felt/render/help"
	"felt/render/layout"
	"felt/render/menu"

	"github.com/hajimehoshi/ebiten/v2"
)

// The games and streets a question is asked on.
var (
	games   = []menu.Option{{Value: "crazy4", Label: "Crazy 4 Poker"}, {Value: "crisscross", Label: "Criss Cross Poker"}}
	streets = []menu.Option{
		{Value: "across", Label: "Across", Note: "Two hole cards; the whole cross to come"},
		{Value: "down", Label: "Down", Note: "The Across line's outer cards are shown"},
		{Value: "middle", Label: "Middle", Note: "Only the middle card is still to come"},
	}
)

// Page is the drill.
type Page struct {
	host menu.Host
	pens *help.Pens
	adv  *advice.Advisor
	rng  *rand.Rand
	err  string // why the advisor could not be made

	game, street int
	q            question
	answered     bool
	answer       strategy.Decision
	right, asked int
}

// question is one decision to make: the cards, the bets before it, and the advice.
type question struct {
	five               [5]cards.Card // Crazy 4 Poker
	hole               [2]cards.Card // Criss Cross Poker
	across, down       [2]cards.Card
	acrossBet, downBet strategy.Decision
	ad                 advice.Advice
}

// New makes the drill, drawing with the fonts fs and asking the advisor, which ranks hands
// with e (the program's evaluator, shared); its questions are dealt from the clock
// (act('seed', n) deals from n instead), at the game of the table under the pages.
func New(h menu.Host, fs *fonts.Set, e *hand.Evaluator) *Page {
	p := &Page{host: h, pens: help.NewPens(fs)}
	if t := h.Table(); t != nil && t.Game() == "crisscross" {
		p.game = 1
	}
	p.seed(uint64(time.Now().UnixNano()))
	o, err := strategy.NewOptimal(e)
	if err == nil {
		p.adv, err = advice.New(e, o)
	}
	if err != nil {
		p.err = err.Error()
		return p
	}
	p.deal()
	return p
}

// seed starts the questions from seed s.
func (p *Page) seed(s uint64) { p.rng = rand.New(rand.NewPCG(s, s^0x5DEECE66D)) }

// Name implements menu.Page.
func (p *Page) Name() string { return "drill" }

// deal deals the next question of the game and street chosen. At Criss Cross Poker the
// bets of the streets before are the best ones; a deal where the best was to fold before
// the street asked is dealt again.
func (p *Page) deal() {
	p.answered = false
	for {
		perm := p.rng.Perm(cards.DeckSize)
		c := func(i int) cards.Card { return cards.Card(perm[i]) }
		q := question{}
		var err error
		if p.game == 0 {
			q.five = [5]cards.Card{c(0), c(1), c(2), c(3), c(4)}
			q.ad, err = p.adv.Crazy4(q.five)
			if err == nil {
				p.q = q
				return
			}
			continue
		}
		q.hole, q.across, q.down = [2]cards.Card{c(0), c(1)}, [2]cards.Card{c(2), c(3)}, [2]cards.Card{c(4), c(5)}
		if q.ad, err = p.adv.Across(q.hole); err != nil {
			continue
		}
		if p.street >= 1 {
			if q.acrossBet = q.ad.Best; q.acrossBet == strategy.Fold {
				continue
			}
			if q.ad, err = p.adv.Down(q.hole, q.across, q.acrossBet); err != nil {
				continue
			}
		}
		if p.street == 2 {
			if q.downBet = q.ad.Best; q.downBet == strategy.Fold {
				continue
			}
			if q.ad, err = p.adv.Middle(q.hole, q.across, q.down, q.acrossBet, q.downBet); err != nil {
				continue
			}
		}
		p.q = q
		return
	}
}

// choose answers the question with decision d.
func (p *Page) choose(d strategy.Decision) string {
	if p.adv == nil {
		return p.err
	}
	if p.answered {
		return "answered already: NEXT HAND deals the next question"
	}
	if _, ok := p.q.ad.Option(d); !ok {
		return fmt.Sprintf("%s is not an option here", advice.Name(p.q.ad.Street, d))
	}
	p.answered, p.answer = true, d
	p.asked++
	if p.q.ad.Cost(d) <= 0 {
		p.right++
	}
	return ""
}

// Act implements menu.Actor: seed n deals the questions from n.
func (p *Page) Act(name, arg string) (string, bool) {
	if name != "seed" {
		return "", false
	}
	n, err := strconv.ParseUint(strings.TrimSpace(arg), 10, 64)
	if err != nil || n == 0 {
		return "bad argument: seed wants a positive number", true
	}
	p.seed(n)
	if p.adv != nil {
		p.deal()
	}
	return "", true
}

// Build implements menu.Page.
func (p *Page) Build(b *menu.Builder) {
	b.Title("STRATEGY DRILL")
	if p.adv == nil {
		b.Warn("The advisor could not start: " + p.err)
		return
	}
	b.Choice("game", "Game", games, p.game, func(i int) {
		if i != p.game {
			p.game = i
			p.deal()
		}
	})
	if p.game == 1 {
		b.Choice("street", "Street", streets, p.street, func(i int) {
			if i != p.street {
				p.street = i
				p.deal()
			}
		})
	}
	b.Line("Score", p.score())
	b.Heading(p.prompt())
	p.picture(b)
	if s := p.situation(); s != "" {
		b.Text(s)
	}
	b.Column()
	ad := &p.q.ad
	if !p.answered {
		b.Heading("Your decision")
		for _, o := range ad.Options {
			d := o.Decision
			label := "FOLD"
			if d != strategy.Fold {
				verb, _, _ := strings.Cut(advice.Name(ad.Street, d), " ")
				label = strings.ToUpper(verb) + " " + d.String()
			}
			b.Button(d.String(), label, func() { p.choose(d) })
		}
		p.trainer(b)
		return
	}
	if ad.Cost(p.answer) <= 0 {
		b.Heading("Right: " + advice.Name(ad.Street, p.answer))
	} else {
		b.Warn(fmt.Sprintf("%s gives up %.3f ante: the best is %s.", capital(advice.Name(ad.Street, p.answer)), ad.Cost(p.answer), advice.Name(ad.Street, ad.Best)))
	}
	b.Text(ad.Why)
	for _, o := range ad.Options {
		name := capital(advice.Name(ad.Street, o.Decision))
		switch {
		case o.Decision == ad.Best && o.Decision == p.answer:
			name += " (best, yours)"
		case o.Decision == ad.Best:
			name += " (best)"
		case o.Decision == p.answer:
			name += " (yours)"
		}
		b.Line(name, advice.Antes(ad.EV(o.Decision))+" antes")
	}
	b.Button("next", "NEXT HAND", p.deal).Primary()
	p.trainer(b)
}

// trainer adds the way on to the trainer's page (its setting and the session's report),
// when a table is open.
func (p *Page) trainer(b *menu.Builder) {
	if p.host == nil || p.host.Table() == nil {
		return
	}
	b.Heading("At the table")
	b.Button("trainer", "TRAINER", func() { _ = p.host.Open("trainer") }).
		Note("Stops a costly decision before it is made; the session's report and grades (key ; at the table)")
}

// score is the score so far: "7 of 9 best".
func (p *Page) score() string {
	if p.asked == 0 {
		return "no answers yet"
	}
	return fmt.Sprintf("%d of %d best", p.right, p.asked)
}

// prompt is the question.
func (p *Page) prompt() string {
	if p.game == 0 {
		if _, ok := p.q.ad.Option(strategy.Bet3x); ok {
			return "Fold, play 1x, 2x or 3x?"
		}
		return "Fold or play 1x?"
	}
	return "The " + streets[p.street].Label + " bet: fold, 1x, 2x or 3x?"
}

// situation says in words what the picture shows beyond the cards.
func (p *Page) situation() string {
	if p.game == 0 {
		return "Your five cards (the best four play). The dealer qualifies with king high or better."
	}
	switch p.street {
	case 1:
		return fmt.Sprintf("You bet %s on the Across line.", p.q.acrossBet)
	case 2:
		return fmt.Sprintf("You bet %s on the Across line and %s on the Down line.", p.q.acrossBet, p.q.downBet)
	}
	return "Your two hole cards play in both lines of the cross."
}

// picture adds the cards of the question.
func (p *Page) picture(b *menu.Builder) {
	if p.game == 0 {
		h := &help.Hand{Cards: help.Up(p.q.five[:]), Apart: true, Words: "your cards: " + names(p.q.five[:])}
		b.Picture(h.Alt(), h.Height(help.PictureW), func(dst *ebiten.Image, r layout.Rect, k float64) { h.Draw(dst, r, k, p.pens) })
		return
	}
	x := &help.Cross{Hole: [2]help.Card{{Card: p.q.hole[0], Up: true}, {Card: p.q.hole[1], Up: true}}}
	// The cross in its order: top, left, middle, right, bottom.
	x.Community = [5]help.Card{{Card: p.q.down[0]}, {Card: p.q.across[0]}, {Card: p.q.down[0]}, {Card: p.q.across[1]}, {Card: p.q.down[1]}}
	words := "your hole cards " + names(p.q.hole[:])
	if p.street >= 1 {
		x.Community[1].Up, x.Community[3].Up = true, true
		words += "; the Across line's outer cards " + names(p.q.across[:])
	}
	if p.street == 2 {
		x.Community[0].Up, x.Community[4].Up = true, true
		words += "; the Down line's outer cards " + names(p.q.down[:])
	}
	x.Words = words
	b.Picture(x.Alt(), x.Height(help.PictureW), func(dst *ebiten.Image, r layout.Rect, k float64) { x.Draw(dst, r, k, p.pens) })
}

// names names cards as the hook does ("Qh 9s").
func names(cs []cards.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return strings.Join(out, " ")
}

// capital upper-cases the first letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Option is an option of the answer, for the hook's state.
type Option struct {
	Action string  `json:"action"`
	EV     float64 `json:"ev"`
}

// State is the drill's own fields in the hook's state.
type State struct {
	Game     string   `json:"game"`
	Street   string   `json:"street"`
	Cards    []string `json:"cards"`
	Shown    []string `json:"shown"` // Criss Cross: the community cards shown (Across then Down line)
	Legal    []string `json:"legal"`
	Answered bool     `json:"answered"`
	Answer   string   `json:"answer,omitempty"`
	Best     string   `json:"best,omitempty"`
	Why      string   `json:"why,omitempty"`
	Options  []Option `json:"options,omitempty"`
	Right    int      `json:"right"`
	Asked    int      `json:"asked"`
}

// State implements menu.Page: the question, and once answered the answer and the values.
func (p *Page) State() any {
	st := State{Game: games[p.game].Value, Street: "play", Cards: []string{}, Shown: []string{}, Legal: []string{},
		Answered: p.answered, Right: p.right, Asked: p.asked}
	if p.adv == nil {
		return st
	}
	if p.game == 0 {
		st.Cards = strings.Fields(names(p.q.five[:]))
	} else {
		st.Street = streets[p.street].Value
		st.Cards = strings.Fields(names(p.q.hole[:]))
		if p.street >= 1 {
			st.Shown = append(st.Shown, strings.Fields(names(p.q.across[:]))...)
		}
		if p.street == 2 {
			st.Shown = append(st.Shown, strings.Fields(names(p.q.down[:]))...)
		}
	}
	for _, o := range p.q.ad.Options {
		st.Legal = append(st.Legal, o.Decision.String())
	}
	if p.answered {
		st.Answer, st.Best, st.Why = p.answer.String(), p.q.ad.Best.String(), p.q.ad.Why
		for _, o := range p.q.ad.Options {
			st.Options = append(st.Options, Option{Action: o.Decision.String(), EV: p.q.ad.EV(o.Decision)})
		}
	}
	return st
}
