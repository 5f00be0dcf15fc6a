package wheel

import (
	"testing"

	"felt/render/ebitentest"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}
