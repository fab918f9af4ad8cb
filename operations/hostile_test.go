package operations_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/operations"
)

// TestHostileByteCap: the byte cap on hostile Unicode. A combining-mark
// bomb (one letter and 4095 U+0301: 4096 units, 8191 bytes, one
// character after NFC) is measured as received, not normalized; text
// over the UTF-16 cap is refused by maxLength alone; a digest near the
// document size limit costs work in proportion to its size. Sequential:
// allocation counts are process-wide.
func TestHostileByteCap(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	for _, c := range []struct {
		name, text string
		rule       string
	}{
		{"combining bomb", "e" + strings.Repeat("\u0301", 4095), "OD-2"},
		{"4096 emoji halves", strings.Repeat("\U0001F4A9", 2048), "OD-2"},
		{"over the unit cap", strings.Repeat("\u0301", 200000), "maxLength"},
		{"line separators", strings.Repeat("\u2028", 4096), "OD-2"},
		{"escaped quotes", strings.Repeat(`"`, 4096), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc := digestWith(t, c.text)
			var d operations.OracleDigest
			_ = hounfour.Options{}.Decode(doc, &d) // plans the types
			var err error
			bytes, allocs := hostile.Allocated(func() { err = hounfour.Options{}.Decode(doc, &d) })
			viol := violationsOf(err)
			switch {
			case c.rule == "" && err != nil:
				t.Fatalf("want valid, got %v", err)
			case c.rule != "" && (len(viol) != 1 || viol[0].Rule != c.rule):
				t.Fatalf("want one %s, got %v", c.rule, viol)
			}
			if allocs > 200 || bytes > 4*uint64(len(doc))+64<<10 {
				t.Errorf("%d bytes of input: %d allocations, %d bytes allocated", len(doc), allocs, bytes)
			}
		})
	}
}
