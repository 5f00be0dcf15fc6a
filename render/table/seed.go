package table

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"

	"felt/game/cards"
	sha "felt/game/digest"
	"felt/render/command"
)

// The session's seed: a seed's session deals rounds anyone can deal again; the saved table's
// shoe is secret.

// seeds is the session's seeds: the seed command, each round's shoe, the seed the hook shows.
type seeds struct{ s *Scene }

// ErrSeedHere refuses the seed command at the saved table: a seed deals a table of its own.
var ErrSeedHere = errors.New("a seed deals a table of its own, never this one: open the page with ?seed=N")

// command sets the seed of a session asked for by its seed (or the demonstration): its
// next rounds are dealt from it. The saved table's shoe is never one anybody can know
// (shoe): there a seed is refused.
func (d seeds) command(arg string) error {
	s := d.s
	n, err := strconv.ParseUint(arg, 10, 64)
	if err != nil || n == 0 {
		return fmt.Errorf("%w: seed %.24q (want a positive number)", command.ErrArg, arg)
	}
	if !s.fresh() {
		return ErrSeedHere
	}
	s.seed = n
	return nil
}

// shoe is the seed of a round's shoe. A session asked for by its seed deals the rounds of
// that seed (RoundSeed), the same anywhere. The saved table's are secret: each round's is
// a one-way mix of the session's entropy (which nothing shows: the session's name is
// another mix of it) and the round's number, so that a round's seed, once its round code
// carries it, tells nothing of the next.
func (d seeds) shoe(round uint64) cards.Seed {
	s := d.s
	if s.fresh() {
		return RoundSeed(s.seed, round)
	}
	return cards.Seed(secretMix(s.seed, round, "felt-shoe"))
}

// shown is the seed state() shows: a seed session's, which anyone may know; 0 at the
// saved table, whose shoe is secret.
func (d seeds) shown() uint64 {
	s := d.s
	if s.fresh() {
		return s.seed
	}
	return 0
}

// secretMix is a one-way mix of a secret, a number and a purpose (SHA-256): nothing of the
// secret can be read back from it, nor one purpose's mix from another's.
func secretMix(secret, n uint64, purpose string) uint64 {
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:], secret)
	binary.LittleEndian.PutUint64(b[8:], n)
	sum := sha.Sum256(append(b[:], purpose...))
	return binary.LittleEndian.Uint64(sum[:8])
}
