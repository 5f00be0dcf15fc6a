package table_test

import (
	"testing"

	tbl "felt/render/table"
	"felt/render/tabletest"
)

func TestMain(m *testing.M) { tabletest.Main(m) }

// newDuelTable makes a High Card Duel table with options o, with no display (the fake plug
// and the stub core: fake.go, duel.go).
func newDuelTable(t testing.TB, o tbl.Options) (*tbl.Scene, *fake) {
	t.Helper()
	f := newFake()
	return tabletest.NewPlanned(t, f, o), f
}
