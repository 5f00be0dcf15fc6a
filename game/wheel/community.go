package wheel

import "felt/game/money"

// Tier is one line of a Bonus Spin Community Pay table: when the spinner's
// wheel lands on Symbol, every other Bonus Spin bettor is paid Pay5 on a
// 5-credit wager and Pay1 on a 1-credit wager.
type Tier struct {
	Symbol money.Amount
	Pay5   money.Amount
	Pay1   money.Amount
}

// CommunityPay is a Bonus Spin Community Pay table (seed 001 ch.12
// D(8)-(11)). See the package documentation for how it is read.
type CommunityPay struct {
	Name  string // "A" or "B"
	Title string
	Tiers []Tier
}

// Pay returns what a bettor with wager gets when the spinner's wheel lands
// on sym: the tier's pay for a 5 or a 1 wager, 0 when the symbol earns no
// Community Pay or the wager is neither.
func (c CommunityPay) Pay(sym Symbol, wager money.Amount) money.Amount {
	if sym.Jackpot {
		return 0
	}
	for _, t := range c.Tiers {
		if t.Symbol != sym.Amount {
			continue
		}
		switch wager {
		case money.Credits(5):
			return t.Pay5
		case money.Credits(1):
			return t.Pay1
		}
	}
	return 0
}

// CommunityPayA is Community Pay paytable A: the $500 symbol pays the
// others $100 on a 5 wager and $20 on a 1 wager; $200 pays $50 and $10;
// $25 pays $15 and $3.
func CommunityPayA() CommunityPay {
	return CommunityPay{Name: "A", Title: "Community Pay, paytable A", Tiers: []Tier{
		tier(500, 100, 20), tier(200, 50, 10), tier(25, 15, 3),
	}}
}

// CommunityPayB is Community Pay paytable B: as A but $25 for the $500
// symbol on a 1 wager. (Its 1-credit line "$40 and $10" is read as the
// $50 of the 5-credit line, a misprint: the pay, $10, is A's either way.)
func CommunityPayB() CommunityPay {
	return CommunityPay{Name: "B", Title: "Community Pay, paytable B", Tiers: []Tier{
		tier(500, 100, 25), tier(200, 50, 10), tier(25, 15, 3),
	}}
}

func tier(symbol, pay5, pay1 int64) Tier {
	return Tier{Symbol: money.Credits(symbol), Pay5: money.Credits(pay5), Pay1: money.Credits(pay1)}
}
