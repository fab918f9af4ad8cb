package schemaaudit_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/schemaaudit"
)

// laughs is a schema of n+1 definitions, each using the next one twice: a
// few hundred bytes that expand to 2^n nodes.
func laughs(n int, last string) []byte {
	var b strings.Builder
	b.WriteString(`{"$ref":"#/$defs/d0","$defs":{`)
	for i := range n {
		fmt.Fprintf(&b, `"d%d":{"type":"object","properties":{"a":{"$ref":"#/$defs/d%d"},"b":{"$ref":"#/$defs/d%d"}}},`, i, i+1, i+1)
	}
	fmt.Fprintf(&b, `"d%d":{"type":"string"%s}}}`, n, last)
	return []byte(b.String())
}

// CompareSchemas takes schema files (issue 16): beyond the document limits
// they are refused before they are parsed; references that expand
// exponentially stop at the node budget; the work is bounded either way.
func TestHostileCompareSchemas(t *testing.T) {
	valid := []byte(`{"type":"object"}`)
	for _, in := range hostile.JSON() {
		for _, pair := range [][2][]byte{{in.Data, valid}, {valid, in.Data}} {
			var err error
			n, allocs := hostile.Allocated(func() { _, err = schemaaudit.CompareSchemas(pair[0], pair[1]) })
			if in.Rule == "" {
				if n > 16*uint64(len(in.Data))+hostile.ScanBytes {
					t.Errorf("%s: %d bytes in %d allocations for %d bytes", in.Name, n, allocs, len(in.Data))
				}
				continue
			}
			if !errors.Is(err, schemaaudit.ErrTooLarge) && !errors.Is(err, schemaaudit.ErrTooDeep) ||
				!strings.Contains(err.Error(), in.Rule) {
				t.Errorf("%s: %v, want ErrTooLarge or ErrTooDeep naming %s", in.Name, err, in.Rule)
			}
			if n > hostile.ScanBytes || len(err.Error()) > 2000 {
				t.Errorf("%s: %d bytes in %d allocations, error of %d bytes", in.Name, n, allocs, len(err.Error()))
			}
		}
	}
	// 2^10 leaves compare (each changed, and each level's object gaining
	// a string: 3·2^10 − 1 changes); 2^20 and 2^40 stop at the budget, at
	// a cost independent of n.
	if ch, err := schemaaudit.CompareSchemas(laughs(10, ""), laughs(10, `,"maxLength":3`)); err != nil || len(ch) != 3<<10-1 {
		t.Errorf("2^10 leaves: %d changes, %v", len(ch), err)
	}
	var budget [2]uint64
	for i, n := range []int{20, 40} {
		var err error
		budget[i], _ = hostile.Allocated(func() { _, err = schemaaudit.CompareSchemas(laughs(n, ""), laughs(n, `,"maxLength":3`)) })
		if !errors.Is(err, schemaaudit.ErrTooLarge) ||
			err.Error() != "schemaaudit: schema too large: more than 10000 schema nodes once references are expanded" {
			t.Errorf("2^%d nodes: %v", n, err)
		}
	}
	t.Logf("node budget: %d and %d bytes", budget[0], budget[1])
	if budget[1] > 2*budget[0] || budget[1] > 64<<20 {
		t.Errorf("node budget: %d bytes for 2^20 nodes, %d for 2^40", budget[0], budget[1])
	}
}
