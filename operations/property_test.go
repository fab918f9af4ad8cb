package operations_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/operations"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"
)

// TestPercentileProperties: four sorted values always pass; any pair of
// them swapped out of order fails, naming the first pair that is out of
// order (a slow oracle: a loop over the sorted positions).
func TestPercentileProperties(t *testing.T) {
	t.Parallel()
	properties := gopter.NewProperties(proptest.Parameters(t, 500))
	vals := gen.SliceOfN(4, gen.Float64Range(0, 1e6))
	properties.Property("sorted percentiles pass", prop.ForAll(func(v []float64) bool {
		slices.Sort(v)
		ok, msg := operations.LatencyMeasurements{P50MS: v[0], P95MS: v[1], P99MS: v[2], MaxMS: v[3]}.Monotonic()
		return ok && msg == ""
	}, vals))
	names := []string{"p50_ms", "p95_ms", "p99_ms", "max_ms"}
	properties.Property("an inversion fails at the first pair out of order", prop.ForAll(func(v []float64) bool {
		ok, msg := operations.LatencyMeasurements{P50MS: v[0], P95MS: v[1], P99MS: v[2], MaxMS: v[3]}.Monotonic()
		first := -1
		for i := 0; i < 3; i++ {
			if v[i] > v[i+1] {
				first = i
				break
			}
		}
		if first < 0 {
			return ok && msg == ""
		}
		return !ok && strings.Contains(msg, ": "+names[first]+" (") && strings.Contains(msg, ") > "+names[first+1]+" (")
	}, vals))
	properties.TestingRun(t)
}

// TestByteCapProperty: for any text, Validate reports maxLength when the
// text has more than 4096 UTF-16 units, else OD-2 exactly when its UTF-8
// encoding has more than 4096 bytes (an oracle counting with
// unicode/utf16 and unicode/utf8).
func TestByteCapProperty(t *testing.T) {
	t.Parallel()
	pieces := []string{"a", "é", "€", "中", "\U0001F4A9", "\u0301", "\u2028", "\"", "\\"}
	properties := gopter.NewProperties(proptest.Parameters(t, 200))
	properties.Property("the byte cap", prop.ForAll(func(idx []int, reps int) bool {
		var b strings.Builder
		for _, i := range idx {
			b.WriteString(strings.Repeat(pieces[i], reps))
		}
		s := b.String()
		units := len(utf16.Encode([]rune(s)))
		bytes := 0
		for _, r := range s {
			bytes += utf8.RuneLen(r)
		}
		var d operations.OracleDigest
		viol := violationsOf(hounfour.Options{}.Decode(digestWith(t, s), &d))
		switch {
		case units > 4096:
			return len(viol) == 1 && viol[0].Rule == "maxLength"
		case bytes > 4096:
			return len(viol) == 1 && viol[0].Rule == "OD-2"
		}
		return len(viol) == 0
	}, gen.SliceOf(gen.IntRange(0, len(pieces)-1)), gen.IntRange(1, 700)))
	properties.TestingRun(t)
}
