package integrity_test

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/integrity"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
)

// hostileSize is the size of the hostile texts: 10 MiB, upstream's request
// body limit (1 MiB under the race detector, which makes it slow).
func hostileSize() int {
	if race.Enabled || testing.Short() {
		return 1 << 20
	}
	return 10 << 20
}

// wideObject writes an object of n bytes or so whose members are in reverse
// canonical order, every value an object in reverse order too: the most
// reordering per byte.
func wideObject(n int) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	for i := 0; b.Len() < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"` + strconv.Itoa(1e9-i) + `":{"b":1,"a":2}`)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// deepChain writes depth nested objects, each with two members in reverse
// order, the innermost holding a string of n bytes: a canonicalizer that
// moves each object's text when it sorts it copies the string depth times.
func deepChain(depth, n int) []byte {
	return []byte(strings.Repeat(`{"z":0,"y":`, depth) + `"` + strings.Repeat("x", n) + `"` + strings.Repeat("}", depth))
}

// The work on hostile texts, measured in bytes allocated (never time): at
// most a small multiple of the text, whatever its shape, on success and on
// every kind of rejection, at 10 MiB and at 1 MiB under the race detector
// (which moves more values to the heap). (A canonicalizer that moved each object's text
// when sorting it would allocate about 1000 × the deep chain.) The long
// array of numbers writes 1e20 as 100000000000000000000: its canonical
// form is five times the text.
func TestHostileCanonicalize(t *testing.T) {
	n := hostileSize()
	nfd := []byte(`["` + strings.Repeat("e\u0301", n/4) + `"]`)
	many := []byte("[" + strings.Repeat(`"cafe\u0301",`, n/9) + `""]`)
	collide := append(append([]byte(nil), wideObject(n)[:len(wideObject(n))-1]...), []byte(",\"K\":1,\"\u212a\":2}")...)
	for _, tc := range []struct {
		name   string
		data   []byte
		reason error // nil: accepted
		factor float64
	}{
		{"deep nesting", []byte(strings.Repeat("[", n)), integrity.ErrTooDeep, 1.8},
		{"deep objects", []byte(strings.Repeat(`{"a":`, n/5)), integrity.ErrTooDeep, 1.8},
		{"nesting at the limit, reordered at every level", deepChain(integrity.MaxCanonicalDepth-1, n), nil, 4.5},
		{"a wide object in reverse order", wideObject(n), nil, 7.5},
		{"a long array of numbers", []byte("[" + strings.Repeat("1e20,", n/5) + "0]"), nil, 18},
		{"a long NFD string", nfd, nil, 5.5},
		{"many NFD strings", many, nil, 2},
		{"many names, one collision at the end", collide, &integrity.CanonicalizeKeyCollisionError{}, 14},
		{"a repeated name at the end", append(wideObject(n)[:len(wideObject(n))-1], []byte(`,"999999999":{}}`)...), integrity.ErrDuplicateName, 14},
		{"a syntax error at the end", append(wideObject(n), ','), integrity.ErrNotJSON, 6.5},
		{"a number out of range at the end", []byte("[" + strings.Repeat("0,", n/2) + "1e400]"), integrity.ErrNumberRange, 2},
		{"whitespace", []byte(strings.Repeat(" ", n) + "1"), nil, 1.8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			bytesAlloc, _ := hostile.Allocated(func() {
				_, err = integrity.SafeCanonicalizeJSON(tc.data, integrity.WithMaxBytes(-1))
			})
			switch r := tc.reason.(type) {
			case nil:
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
			case *integrity.CanonicalizeKeyCollisionError:
				if !errors.As(err, &r) {
					t.Fatalf("error %v, want a key collision", err)
				}
			default:
				if !errors.Is(err, tc.reason) {
					t.Fatalf("error %v, want %v", err, tc.reason)
				}
			}
			ratio := float64(bytesAlloc) / float64(len(tc.data))
			t.Logf("%d bytes: allocated %d (%.2f × the text)", len(tc.data), bytesAlloc, ratio)
			if ratio > tc.factor && bytesAlloc > 1<<20 {
				t.Errorf("allocated %.2f × the text, more than %.2f ×", ratio, tc.factor)
			}
		})
	}
}

func TestHostileCheckStrictSubset(t *testing.T) {
	n := hostileSize()
	for _, tc := range []struct {
		name   string
		data   []byte
		reason error
		factor float64
	}{
		{"deep nesting", []byte(strings.Repeat("[", n)), integrity.ErrTooDeep, 0.05},
		{"a wide object in reverse order", wideObject(n), nil, 4},
		{"a repeated name at the end", append(wideObject(n)[:len(wideObject(n))-1], []byte(`,"999999999":{}}`)...), integrity.ErrDuplicateName, 4.5},
		{"a long NFD string", []byte(`["` + strings.Repeat("e\u0301", n/4) + `"]`), integrity.ErrNotNFC, 2.6},
		{"many NFC strings", []byte("[" + strings.Repeat("\"caf\u00e9\",", n/9) + `""]`), nil, 0.05},
		{"a syntax error at the end", append(wideObject(n), ','), integrity.ErrNotJSON, 4.5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			bytesAlloc, _ := hostile.Allocated(func() { err = integrity.CheckStrictSubset(tc.data) })
			if !errors.Is(err, tc.reason) || (tc.reason == nil) != (err == nil) {
				t.Fatalf("error %v, want %v", err, tc.reason)
			}
			ratio := float64(bytesAlloc) / float64(len(tc.data))
			t.Logf("%d bytes: allocated %d (%.2f × the text)", len(tc.data), bytesAlloc, ratio)
			if ratio > tc.factor && bytesAlloc > 1<<20 {
				t.Errorf("allocated %.2f × the text, more than %.2f ×", ratio, tc.factor)
			}
		})
	}
}
