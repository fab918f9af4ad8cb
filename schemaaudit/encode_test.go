package schemaaudit

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// The oracle of encodings: equality and display by json.Marshal of the
// whole value at every call, as the comparison did before it cached them.
func marshalEqual(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

func marshalCanon(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "?"
	}
	if len(b) > 200 {
		return string(b[:197]) + "..."
	}
	return string(b)
}

// randomValue returns a parsed JSON value (as parseSchema makes them):
// strings long and short with multi-byte runes and characters JSON escapes,
// numbers as json.Number, booleans, null, and nested objects and arrays.
func randomValue(r *rand.Rand, depth int) any {
	pieces := []string{"a", "é", "€", "😀", "<", "&", `"`, "\\", "\n", "\u2028", "x"}
	text := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		return b.String()
	}
	k := r.IntN(7)
	if depth > 3 {
		k = r.IntN(4)
	}
	switch k {
	case 0:
		return text(r.IntN(3))
	case 1:
		return text(60 + r.IntN(160)) // around the 200 bytes canon shows
	case 2:
		return json.Number([]string{"0", "1", "-1.5", "1e3", "1.0", "12345678901234567890"}[r.IntN(6)])
	case 3:
		return []any{true, false, nil}[r.IntN(3)]
	case 4, 5:
		m := map[string]any{}
		for range r.IntN(4) {
			m[text(1+r.IntN(2))] = randomValue(r, depth+1)
		}
		return m
	default:
		l := make([]any, r.IntN(4))
		for i := range l {
			l[i] = randomValue(r, depth+1)
		}
		return l
	}
}

// clone parses the value's JSON text again: an equal value at other
// addresses, as the other release's file gives.
func clone(t *testing.T, v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var out any
	if err := d.Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestEncodingsMatchMarshal: the cached equality and display agree with
// json.Marshal on random values, on their re-parsed twins (equal values at
// other addresses) and on pairs of unrelated values, asked several times
// (cache hits).
func TestEncodingsMatchMarshal(t *testing.T) {
	t.Parallel()
	seed := proptest.Seed(t)
	r := rand.New(rand.NewPCG(uint64(seed), 2))
	e := new(encodings)
	values := make([]any, proptest.Size(2000))
	for i := range values {
		values[i] = randomValue(r, 0)
	}
	equalPairs := 0
	for i, a := range values {
		twin := clone(t, a)
		for _, b := range []any{a, twin, values[r.IntN(len(values))], values[(i+1)%len(values)]} {
			for range 2 {
				want := marshalEqual(a, b)
				if got := e.equal(a, b); got != want {
					t.Fatalf("equal(%s, %s) = %v, want %v", marshalCanon(a), marshalCanon(b), got, want)
				}
				if want {
					equalPairs++
				}
			}
		}
		for _, v := range []any{a, twin} {
			if got, want := e.canon(v), marshalCanon(v); got != want {
				t.Fatalf("canon = %q, want %q", got, want)
			}
		}
	}
	if equalPairs < 2*2*len(values) {
		t.Errorf("only %d equal pairs", equalPairs)
	}
}
