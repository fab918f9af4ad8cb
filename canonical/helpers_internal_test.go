package canonical

import (
	"math/big"
	"slices"
	"strings"
	"testing"
)

func TestAtOrAfter(t *testing.T) {
	t.Parallel()
	const tail5 = ` — the later operand precedes the earlier, violating the at-or-after ordering invariant.`
	for _, c := range []struct{ later, earlier, want string }{
		{"2026-05-09T10:00:00Z", "2026-05-09T10:00:00Z", ""},
		{"2026-05-09T10:00:01Z", "2026-05-09T10:00:00Z", ""},
		{"2026-05-09T10:00:00.120Z", "2026-05-09T10:00:00.100Z", ""},
		{"2026-05-09T09:59:59Z", "2026-05-09T10:00:00Z", `L "2026-05-09T09:59:59Z" is before E "2026-05-09T10:00:00Z"` + tail5},
		{"2026-05-09T10:00:00.5Z", "2026-05-09T10:00:00Z", `JCS-canonical-form precondition failed — fractional-precision mismatch. L "2026-05-09T10:00:00.5Z" includes fractional seconds; E "2026-05-09T10:00:00Z" omits fractional seconds. Lexicographic at-or-after comparison requires identical fractional-precision representation per SDD §2.0.1 (fixed precision); producers MUST emit consistent precision across both fields.`},
		{"2027-01-01T00:00:00Z", "2026-05-09T10:00:00.123Z", `JCS-canonical-form precondition failed — fractional-precision mismatch. L "2027-01-01T00:00:00Z" omits fractional seconds; E "2026-05-09T10:00:00.123Z" includes fractional seconds. Lexicographic at-or-after comparison requires identical fractional-precision representation per SDD §2.0.1 (fixed precision); producers MUST emit consistent precision across both fields.`},
		{"2026-05-09T10:00:00.50Z", "2026-05-09T10:00:00.1Z", `JCS-canonical-form precondition failed — fractional-digit-count mismatch. L "2026-05-09T10:00:00.50Z" has a different fractional-digit count than E "2026-05-09T10:00:00.1Z". Lexicographic at-or-after comparison requires identical digit-count representation per SDD §2.0.1 (fixed precision); producers MUST emit consistent digit-count across both fields.`},
		{"2026-05-09 10:00:00Z", "2026-05-09T10:00:00Z", `L "2026-05-09 10:00:00Z" is not JCS-canonical ISO 8601 UTC — lexicographic at-or-after comparison requires both operands to match ISO8601_UTC_PATTERN for monotonicity per SDD §2.0.1.`},
		{"2026-05-09T10:00:00Z", "2026-05-09T10:00:00.1234567890Z", `E "2026-05-09T10:00:00.1234567890Z" is not JCS-canonical ISO 8601 UTC — lexicographic at-or-after comparison requires both operands to match ISO8601_UTC_PATTERN for monotonicity per SDD §2.0.1.`},
	} {
		t.Run(c.later+"_"+c.earlier, func(t *testing.T) {
			if got := atOrAfter(c.later, c.earlier, "L", "E"); got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}

func TestIsUTCTimestamp(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]bool{
		"2026-05-09T10:00:00Z": true, "2026-05-09T10:00:00.1Z": true, "2026-05-09T10:00:00.123456789Z": true,
		"2026-05-09T10:00:00.Z": false, "2026-05-09T10:00:00.1234567890Z": false, "2026-05-09T10:00:00": false,
		"2026-05-09T10:00:00+00:00": false, "2026-5-09T10:00:00Z": false, "２026-05-09T10:00:00Z": false, "": false,
		"2026-05-09t10:00:00Z": false, "2026-05-09T10:00:00z": false, "9999-99-99T99:99:99Z": true,
	} {
		if got := isUTCTimestamp(s); got != want {
			t.Errorf("isUTCTimestamp(%q) = %v", s, got)
		}
	}
}

// TestDecimalLE: the comparison of decimal texts agrees with math/big,
// leading zeros included.
func TestDecimalLE(t *testing.T) {
	t.Parallel()
	vals := []string{"0", "00", "1", "0010", "9", "10", "99", "100", "5000", "6000",
		"1" + strings.Repeat("0", 50), "1" + strings.Repeat("0", 51), "0" + strings.Repeat("9", 51)}
	for _, a := range vals {
		for _, b := range vals {
			x, _ := new(big.Int).SetString(a, 10)
			y, _ := new(big.Int).SetString(b, 10)
			if got, want := decimalLE(a, b), x.Cmp(y) <= 0; got != want {
				t.Errorf("decimalLE(%s, %s) = %v", a, b, got)
			}
		}
	}
}

func TestDuplicates(t *testing.T) {
	t.Parallel()
	vals := []string{"success", "fail", "queued", "fail", "success", "fail"}
	got := duplicates(len(vals), func(i int) string { return vals[i] })
	want := []dupGroup{{"success", []int{0, 4}}, {"fail", []int{1, 3, 5}}}
	if len(got) != len(want) {
		t.Fatalf("%v", got)
	}
	for i := range want {
		if got[i].value != want[i].value || !slices.Equal(got[i].indices, want[i].indices) {
			t.Errorf("group %d: %v, want %v", i, got[i], want[i])
		}
	}
	if g := duplicates(3, func(i int) string { return []string{"a", "A", "b"}[i] }); g != nil {
		t.Errorf("case-distinct values grouped: %v", g)
	}
	// Groups created out of order (second occurrences reversed) come back
	// in first-occurrence order.
	rev := []string{"a", "b", "c", "c", "b", "a"}
	g := duplicates(len(rev), func(i int) string { return rev[i] })
	if len(g) != 3 || g[0].value != "a" || g[1].value != "b" || g[2].value != "c" {
		t.Errorf("order %v", g)
	}
	if m := dupMessage("X: ", g[0], "tail."); m != `X: "a" appears at indices 0, 5 — tail.` {
		t.Errorf("%q", m)
	}
}

// TestDuplicatesBothPaths: the pairwise path (short lists) and the map
// path (long lists, with the reused map up to pooledList elements and a
// fresh one above) give what a plain grouping gives, on lists of every
// length up to 80 and around pooledList over a small alphabet, one after
// the other (a reused map starts empty).
func TestDuplicatesBothPaths(t *testing.T) {
	t.Parallel()
	oracle := func(vals []string) []dupGroup {
		var out []dupGroup
		for i, v := range vals {
			if slices.Index(vals, v) != i {
				continue
			}
			var idx []int
			for j, w := range vals {
				if w == v {
					idx = append(idx, j)
				}
			}
			if len(idx) > 1 {
				out = append(out, dupGroup{v, idx})
			}
		}
		return out
	}
	lengths := []int{pooledList, pooledList + 1, 1100, 40}
	for n := range 81 {
		lengths = append(lengths, n)
	}
	for _, n := range lengths {
		for seed := range 5 {
			vals := make([]string, n)
			for i := range vals {
				vals[i] = string(rune('a' + (i*7+seed*13+i*i*seed)%(n/2+1)))
			}
			got := duplicates(n, func(i int) string { return vals[i] })
			want := oracle(vals)
			if len(got) != len(want) {
				t.Fatalf("n %d seed %d: %v, want %v", n, seed, got, want)
			}
			for g := range want {
				if got[g].value != want[g].value || !slices.Equal(got[g].indices, want[g].indices) {
					t.Fatalf("n %d seed %d: %v, want %v", n, seed, got, want)
				}
			}
		}
	}
}
