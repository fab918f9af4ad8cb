package constraintrt

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"testing"
)

// TestStringSubset: the subset test of all_links_subset_authority, short
// and long lists.
func TestStringSubset(t *testing.T) {
	t.Parallel()
	long := make([]string, 100)
	for i := range long {
		long[i] = fmt.Sprint("s", i)
	}
	for i, tc := range []struct {
		sub, super []string
		want       bool
	}{
		{nil, nil, true},
		{[]string{"a"}, nil, false},
		{[]string{"a", "b"}, []string{"b", "a"}, true},
		{[]string{"a", "c"}, []string{"b", "a"}, false},
		{long[:50], long, true},
		{append([]string{"x"}, long[:50]...), long, false},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := StringSubset(tc.sub, tc.super); got != tc.want {
				t.Errorf("StringSubset(%d strings, %d strings) = %v, want %v", len(tc.sub), len(tc.super), got, tc.want)
			}
		})
	}
}

// TestTextLen: the length of the decimal text of an integer, at the edges
// of each digit count and of int64, and of a big one.
func TestTextLen(t *testing.T) {
	t.Parallel()
	vals := []int64{0, 1, -1, 9, -9, 10, -10, 99, 100, -100, 1<<63 - 1, -1 << 63, -(1<<63 - 1)}
	for p := int64(1); p < 1e18; p *= 10 {
		vals = append(vals, p, p-1, -p, -(p - 1))
	}
	for _, v := range vals {
		t.Run(strconv.FormatInt(int64(v), 10), func(t *testing.T) {
			if got, want := IntOf(v, nil).TextLen(), int64(len(strconv.FormatInt(v, 10))); got != want {
				t.Errorf("TextLen(%d) = %d, want %d", v, got, want)
			}
		})
	}
	b, _ := new(big.Int).SetString("-"+strings.Repeat("9", 40), 10)
	if got := IntOf(0, b).TextLen(); got != 41 {
		t.Errorf("TextLen(-9…9, 40 digits) = %d, want 41", got)
	}
}

// TestBigCmpDigits: an argument of more than MaxDigits digits does not
// convert, and the comparison records the limit's error once; a nested
// bigint_add whose text would be too long does the same.
func TestBigCmpDigits(t *testing.T) {
	t.Parallel()
	long := "1" + strings.Repeat("0", MaxDigits)
	g := NewGen(1<<40, nil)
	if c := g.BigCmp(BigText(long, true), BigText("1", true)); c != NoCmp {
		t.Errorf("BigCmp of %d digits = %d, want NoCmp", len(long), c)
	}
	if err := g.Err(); err == nil || !err.Digits || err.Msg != "integer text of 129 digits exceeds the limit of 128 digits" {
		t.Errorf("error %+v", err)
	}
	max := strings.Repeat("9", MaxDigits)
	g = NewGen(1<<40, nil)
	sum := g.BigOp(true, BigText(max, true), BigText("1", true)) // 129 digits
	if c := g.BigCmp(sum, BigNumber(0, true)); c != NoCmp || g.Err() == nil || !g.Err().Digits {
		t.Errorf("BigCmp of a 129-digit sum = %d, error %+v", c, g.Err())
	}
	// Charged: each call a step and a step per 64 bytes of text.
	if want := int64(1 + 128/64 + 1 + 129/64); g.Cost != want {
		t.Errorf("cost %d, want %d", g.Cost, want)
	}
}

// TestSetsOfLongLists: KeysIn and Disjoint answer on long lists (a record
// of 10,000 keys against 10,000 names, through a set) as on short ones
// (scanned).
func TestSetsOfLongLists(t *testing.T) {
	t.Parallel()
	const n = 10_000
	names := make([]string, n)
	m := make(map[string][]string, n)
	for i := range names {
		names[i] = fmt.Sprint("k", i)
		m[names[i]] = []string{fmt.Sprint("c", i)}
	}
	if !KeysIn(m, names) || KeysIn(m, names[1:]) {
		t.Error("KeysIn on 10,000 keys")
	}
	if !KeysIn(map[string]int{"a": 1}, []string{"b", "a"}) || KeysIn(map[string]int{"c": 1}, []string{"b", "a"}) {
		t.Error("KeysIn on short lists")
	}
	if !Disjoint(names, m) || Disjoint(append(names, "c9999"), m) {
		t.Error("Disjoint on 10,000 strings")
	}
	if !Disjoint([]string{"x"}, m) || Disjoint([]string{"c7"}, m) {
		t.Error("Disjoint on a short list")
	}
}
