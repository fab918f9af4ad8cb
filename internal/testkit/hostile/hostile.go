// Package hostile holds the adversarial inputs and the measure of work
// shared by the tests of the entry points that take bytes from outside:
// JSON texts that each exceed one limit of hounfour.DefaultLimits (or stay
// within them while being hostile), and Allocated, the memory one call
// takes. Tests bound the work with it against the input size, never with
// the clock. It is used from tests only.
package hostile

import (
	"bytes"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Allocated returns the bytes and the number of allocations of one call of
// f. The caller's test must not run in parallel with others that allocate.
func Allocated(f func()) (bytes, allocs uint64) {
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc, m1.Mallocs - m0.Mallocs
}

// Input is one hostile JSON text, a JSON object at the top.
type Input struct {
	Name string
	Data []byte
	// Rule is the rule id of the limit of hounfour.DefaultLimits the text
	// exceeds ("" when it is within them).
	Rule string
}

// ScanBytes bounds what a rejection by the limit scan may allocate: the
// scan allocates nothing in proportion to the input, so a call that stops
// there allocates at most this many bytes, whatever the input size.
const ScanBytes = 64 << 10

// JSON returns the hostile texts, built once: a document over the byte
// limit, a long string value and a long member name, deep nesting, a long
// array, an object with many members, a number of a million digits; and,
// within the limits, a huge exponent and a million-digit integer written as
// a string.
var JSON = sync.OnceValue(func() []Input {
	digits := "1" + strings.Repeat("0", 1_000_000)
	return []Input{
		{"12 MiB document", []byte(`{"a":"` + strings.Repeat("a", 12<<20) + `"}`), codec.RuleLimitBytes},
		{"2 MiB string", []byte(`{"a":"` + strings.Repeat("a", 2<<20) + `"}`), codec.RuleLimitString},
		{"2 MiB member name", []byte(`{"` + strings.Repeat("n", 2<<20) + `":0}`), codec.RuleLimitString},
		{"nesting 1e5", []byte(`{"a":` + strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000) + `}`), codec.RuleLimitDepth},
		{"1e6 elements", []byte(`{"a":[` + strings.Repeat("0,", 999_999) + `0]}`), codec.RuleLimitElements},
		{"2e5 members", Members(200_000), codec.RuleLimitMembers},
		{"1e6-digit number", []byte(`{"a":` + digits + `}`), codec.RuleLimitDigits},
		{"huge exponent", []byte(`{"a":1e999999999,"b":-1e-999999999}`), ""},
		{"1e6-digit integer text", []byte(`{"a":"` + digits + `"}`), ""},
	}
})

// Members returns an object of n members "m0":0, "m1":0, ….
func Members(n int) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"m` + strconv.Itoa(i) + `":0`)
	}
	b.WriteByte('}')
	return b.Bytes()
}
