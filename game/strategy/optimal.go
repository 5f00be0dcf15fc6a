package strategy

import (
	"bytes"
	"cmp"
	"compress/flate"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"slices"

	"felt/game/cards"
	"felt/game/digest"
	"felt/game/hand"
	"felt/game/paytable"
)

// Optimal is the optimal strategy of both main games: the tables the math
// sheet generated (go generate; the tests generate them again and
// compare), decoded once. It is read-only and safe for concurrent use; its
// lookups do not allocate.
type Optimal struct {
	e    *hand.Evaluator
	nets *CrissCrossNets
	// crazy4 lists, by canonical key, the classes of Crazy 4 Poker hands
	// where the optimal decision is not SimpleCrazy4's.
	crazy4 []Crazy4Exception
	// crazy4Low and crazy4High bound the best-four values of the
	// exceptions' hands: outside them the simple strategy is optimal.
	crazy4Low, crazy4High hand.Four
	// across is the Across decision per hole-card class; down the Down
	// decisions per hole-card class and pair of Across cards (restIndex).
	across [NumHoleClasses]Decision
	down   []DownDecisions
}

// Crazy4Exception is a class of Crazy 4 Poker hands, by its canonical key,
// where the optimal decision differs from the simple strategy's.
type Crazy4Exception struct {
	Key      uint64
	Decision Decision
}

// Errors.
var (
	// ErrData is returned when the embedded tables do not decode.
	ErrData = errors.New("strategy: bad embedded data")
	// ErrCards is returned for cards that are not a deal: a card named
	// twice or not a card.
	ErrCards = errors.New("strategy: not a deal")
	// ErrBet is returned for a bet that is not 1x to 3x.
	ErrBet = errors.New("strategy: not a bet of 1x to 3x")
)

// crissCrossTableSize is the decoded size of the Criss Cross tables: one
// Across decision per hole-card class, then the Down decisions.
const crissCrossTableSize = NumHoleClasses + NumHoleClasses*acrossPairs

// acrossPairs is the number of pairs of Across cards: C(50,2).
const acrossPairs = 1225

// NewOptimal decodes the embedded tables. The evaluator ranks hands for
// the Middle decision, which is computed rather than looked up.
func NewOptimal(e *hand.Evaluator) (*Optimal, error) {
	o := &Optimal{e: e, crazy4: crazy4Exceptions()}
	if !slices.IsSortedFunc(o.crazy4, func(a, b Crazy4Exception) int { return cmp.Compare(a.Key, b.Key) }) {
		return nil, fmt.Errorf("%w: Crazy 4 Poker exceptions out of order", ErrData)
	}
	for i, x := range o.crazy4 {
		h, ok := keyHand(x.Key)
		if !ok || x.Decision >= NumDecisions {
			return nil, fmt.Errorf("%w: Crazy 4 Poker exception %#x", ErrData, x.Key)
		}
		v := e.Four(&h)
		if i == 0 || v < o.crazy4Low {
			o.crazy4Low = v
		}
		o.crazy4High = max(o.crazy4High, v)
	}
	t, err := DecodeCrissCross(crissCrossData)
	if err != nil {
		return nil, err
	}
	for i, b := range t[:NumHoleClasses] {
		if Decision(b) >= NumDecisions {
			return nil, fmt.Errorf("%w: Across decision %d", ErrData, b)
		}
		o.across[i] = Decision(b)
	}
	o.down = make([]DownDecisions, NumHoleClasses*acrossPairs)
	for i, b := range t[NumHoleClasses:] {
		o.down[i] = DownDecisions(b)
	}
	o.nets, err = NewCrissCrossNets(e, paytable.CrissCross(), paytable.CrissCrossAnte())
	if err != nil {
		return nil, err
	}
	return o, nil
}

// EncodeCrissCross compresses the Criss Cross tables for embedding: DEFLATE,
// then base64, after the SHA-256 of the tables in hex and a colon.
func EncodeCrissCross(table []byte) (string, error) {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return "", err
	}
	if _, err := w.Write(table); err != nil {
		return "", err
	}
	if err := w.Close(); err != nil {
		return "", err
	}
	sum := digest.Sum256(table)
	return hex.EncodeToString(sum[:]) + ":" + base64.StdEncoding.EncodeToString(b.Bytes()), nil
}

// DecodeCrissCross reverses EncodeCrissCross and checks the tables' size
// and hash.
func DecodeCrissCross(s string) ([]byte, error) {
	sum, data, ok := bytes.Cut([]byte(s), []byte(":"))
	if !ok {
		return nil, fmt.Errorf("%w: no hash", ErrData)
	}
	raw, err := base64.StdEncoding.DecodeString(string(data))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrData, err)
	}
	t, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw)), crissCrossTableSize+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrData, err)
	}
	got := digest.Sum256(t)
	if len(t) != crissCrossTableSize || hex.EncodeToString(got[:]) != string(sum) {
		return nil, fmt.Errorf("%w: Criss Cross tables do not match their hash", ErrData)
	}
	return t, nil
}

// Crazy4Exceptions returns the classes where the optimal Crazy 4 Poker
// decision is not the simple strategy's, for the tests and the advisor.
func (o *Optimal) Crazy4Exceptions() []Crazy4Exception { return slices.Clone(o.crazy4) }

// distinct reports whether the cards are valid and all different.
func distinct(cs ...cards.Card) bool {
	var s cards.Set
	for _, c := range cs {
		if !c.Valid() || s.Has(c) {
			return false
		}
		s = s.Add(c)
	}
	return true
}

// EmbeddedCrissCross returns the embedded Criss Cross tables, decoded: the
// Across decision per hole-card class (in HoleClasses order), then the Down
// decisions (DownDecisions) per class and pair of Across cards. The tests
// compare them with a fresh solution.
func EmbeddedCrissCross() ([]byte, error) { return DecodeCrissCross(crissCrossData) }
