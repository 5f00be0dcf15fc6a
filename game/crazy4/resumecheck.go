package crazy4

import (
	"errors"
	"fmt"

	"felt/game/cards"
	"felt/game/table"
)

// checkRound checks that a saved round is one this table could reach:
// before the deal, wagers on the person's spots alone (the betting rules
// are checked as the ledger is rebuilt); after it, the person's turn, the
// cards distinct, each seat's wagers within the limits and its decision
// one its hand allows, the communal card and the draws as the wagers call
// for them.
func (t *Table) checkRound(rd *savedRound) error {
	switch rd.phase {
	case Betting:
		return t.checkBetting(rd)
	case Deciding:
	default:
		return fmt.Errorf("phase %d", rd.phase)
	}
	p := t.cfg.Person
	if p == NoPerson || rd.turn != p || rd.flags[p] != 1 || rd.stake[p][Play] != 0 {
		return fmt.Errorf("turn %d", rd.turn)
	}
	if rd.draws > maxDraws {
		return fmt.Errorf("%d draws", rd.draws)
	}
	var seen cards.Set
	use := func(c cards.Card) bool {
		if c >= cards.DeckSize || seen&cards.SetOf(c) != 0 {
			return false
		}
		seen |= cards.SetOf(c)
		return true
	}
	for _, c := range rd.dealer {
		if !use(c) {
			return fmt.Errorf("dealer's card %d", c)
		}
	}
	six, bonus := false, false
	for s := range t.seats {
		if err := t.checkSeat(rd, s, use); err != nil {
			return fmt.Errorf("seat %d: %w", s, err)
		}
		if rd.flags[s]&1 != 0 {
			six = six || rd.stake[s][SixCard] > 0
			bonus = bonus || rd.stake[s][HandBonus] > 0 || rd.stake[s][DealerBonus] > 0
		}
	}
	if rd.shared != six || six && !use(rd.communal) || !six && rd.communal != 0 {
		return fmt.Errorf("communal card %d (out %v)", rd.communal, rd.shared)
	}
	hb := t.cfg.HandBonus
	draw := hb.Offered && (hb.MagicCard || hb.LuckyBonus) && bonus
	switch {
	case rd.drawn != draw:
		return fmt.Errorf("the Magic Card drawn: %v", rd.drawn)
	case !draw && (rd.magic != 0 || rd.lucky != table.Dealer):
		return fmt.Errorf("a Magic Card %d or Lucky position %d not drawn", rd.magic, rd.lucky)
	case draw && (rd.magic >= cards.DeckSize || rd.lucky != table.Dealer && (rd.lucky < 0 || rd.lucky >= table.Seats || rd.flags[rd.lucky]&1 == 0)):
		return fmt.Errorf("the Magic Card %d, the Lucky position %d", rd.magic, rd.lucky)
	}
	return nil
}

// checkBetting checks a saved round before its deal: no turn, no cards,
// no seat in play, and wagers on the person's spots alone.
func (t *Table) checkBetting(rd *savedRound) error {
	if rd.turn != -1 || rd.seed != 0 || rd.draws != 0 || rd.dealer != [5]cards.Card{} ||
		rd.communal != 0 || rd.shared || rd.drawn || rd.magic != 0 || rd.lucky != table.Dealer {
		return errors.New("a round before the deal with a turn or cards")
	}
	for s := range t.seats {
		if rd.flags[s] != 0 || rd.cards[s] != [5]cards.Card{} {
			return fmt.Errorf("seat %d is in play before the deal", s)
		}
		if rd.stake[s] != (stakes{}) && (s != t.cfg.Person || rd.stake[s][Play] != 0) {
			return fmt.Errorf("seat %d has wagers before the deal", s)
		}
	}
	return nil
}

// checkSeat checks seat s of a saved round after its deal: its cards,
// its wagers and its decision (decided before the person's turn, to come
// after it).
func (t *Table) checkSeat(rd *savedRound, s int, use func(cards.Card) bool) error {
	f, b, who := rd.flags[s], &rd.stake[s], t.seats[s].who
	if f == 0 {
		if who == Mate || *b != (stakes{}) || rd.cards[s] != [5]cards.Card{} {
			return errors.New("wagers, cards or a table-mate out of play")
		}
		return nil
	}
	if f > 3 || who == Empty {
		return fmt.Errorf("flags %b, %v", f, who)
	}
	for _, c := range rd.cards[s] {
		if !use(c) {
			return fmt.Errorf("card %d", c)
		}
	}
	ante := b[Ante]
	if ante <= 0 || b[SuperBonus] != ante {
		return fmt.Errorf("an Ante of %v, a Super Bonus of %v", ante, b[SuperBonus])
	}
	for w, a := range b {
		if w := table.Wager(w); w != Play && a != 0 && t.limits[w].Check(a) != nil {
			return fmt.Errorf("%s of %v", WagerName(w), a)
		}
	}
	if b[SixCard] != 0 && b[SixCard] != b[QueensUp] {
		return fmt.Errorf("6 Card Bonus %v, Queens Up %v", b[SixCard], b[QueensUp])
	}
	folded, play := f&2 != 0, b[Play]
	switch {
	case s > rd.turn && (folded || play != 0):
		return errors.New("decided before its turn")
	case s < rd.turn && !folded && (play%ante != 0 || play/ante < 1 || play/ante > 3):
		return fmt.Errorf("Play wager %v on an Ante of %v", play, ante)
	case s < rd.turn && folded && play != 0:
		return errors.New("a Play wager and a fold")
	case play > ante:
		if four, _ := t.eval.FourFive(&rd.cards[s]); !MayRaise(four) {
			return fmt.Errorf("Play wager %v on %s", play, four.Name())
		}
	}
	return nil
}

// rebuildLedger sets the ledger to the saved round's: at the balances of
// its void, with the wagers in play staked again (before the deal, only
// what the betting rules allow; after it, those taken at coin-in
// collected). It must come out as the ledger saved.
func (t *Table) rebuildLedger(bal *table.Balances, rd *savedRound) error {
	if err := t.ledger.Restore(*bal); err != nil {
		return err
	}
	for s := range t.seats {
		b := &rd.stake[s]
		if *b == (stakes{}) {
			continue
		}
		if rd.phase == Betting {
			if err := t.check(s, b); err != nil {
				return err
			}
		}
		if err := t.ledger.StakeAll(s, b[:]); err != nil {
			return err
		}
		if rd.phase == Betting {
			continue
		}
		for _, w := range [3]table.Wager{Progressive, HandBonus, DealerBonus} {
			if b[w] > 0 {
				if err := t.ledger.CollectStake(s, w); err != nil {
					return err
				}
			}
		}
	}
	if got := t.ledger.Balances(); got != rd.bal {
		return errors.New("the wagers do not add up to the ledger saved")
	}
	t.ledger.ClearEntries()
	return nil
}
