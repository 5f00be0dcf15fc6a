package history

import (
	"testing"

	"felt/render/tabletest"
)

func TestMain(m *testing.M) { tabletest.Main(m) }
