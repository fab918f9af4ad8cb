package schemaaudit_test

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
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
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			var err error
			budget[i], _ = hostile.Allocated(func() { _, err = schemaaudit.CompareSchemas(laughs(n, ""), laughs(n, `,"maxLength":3`)) })
			if !errors.Is(err, schemaaudit.ErrTooLarge) ||
				err.Error() != "schemaaudit: schema too large: more than 10000 schema nodes once references are expanded" {
				t.Errorf("2^%d nodes: %v", n, err)
			}
		})
	}
	t.Logf("node budget: %d and %d bytes", budget[0], budget[1])
	if budget[1] > 2*budget[0] || budget[1] > 64<<20 {
		t.Errorf("node budget: %d bytes for 2^20 nodes, %d for 2^40", budget[0], budget[1])
	}
}

// usedBy is a schema whose root has n members that each use the
// definition "big" by reference, and "big" is the schema big.
func usedBy(n int, big string) []byte {
	var b strings.Builder
	b.WriteString(`{"type":"object","properties":{`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"p%d":{"$ref":"#/$defs/big"}`, i)
	}
	b.WriteString(`},"$defs":{"big":` + big + `}}`)
	return []byte(b.String())
}

// wideDef is usedBy(n, big) where big holds, under the keyword kw (one the
// comparison does not model), an array of strings of about size bytes in
// all.
func wideDef(n int, kw string, size int) []byte {
	var b strings.Builder
	b.WriteString(`{"type":"string","` + kw + `":[`)
	item := strings.Repeat("x", 1000)
	for i := range size / 1010 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"%06d%s"`, i, item)
	}
	b.WriteString(`]}`)
	return usedBy(n, b.String())
}

// A keyword the comparison does not model is compared by its text, which
// is encoded once per comparison, not at every visit of its node: a
// definition holding 7 MiB under such keywords ("if" in one release, "not"
// in the other), used by reference from 100 and then 9,990 members (the
// node budget), is encoded once on each side, and the comparison costs a
// few times the files' size, however often it is visited. Encoded at every
// visit, it would cost 1.4 GB and 140 GB.
func TestHostileCompareUnmodelledKeyword(t *testing.T) {
	for _, n := range []int{100, 9_990} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			if n > 100 && race.Enabled {
				t.Skip("the race detector's allocations are not measured beyond the first file")
			}
			older, newer := wideDef(n, "if", 7<<20), wideDef(n, "not", 7<<20)
			if len(older) > schemaaudit.MaxFileSize {
				t.Fatalf("%d bytes: over the file limit", len(older))
			}
			var ch []schemaaudit.Change
			var err error
			var encoded int
			bytes, allocs := hostile.Allocated(func() { ch, encoded, err = schemaaudit.CompareSchemasEncoding(older, newer) })
			t.Logf("%d references to 7 MiB: %d bytes encoded, %d bytes in %d allocations for %d + %d bytes", n, encoded,
				bytes, allocs, len(older), len(newer))
			if err != nil || len(ch) != 2*(n+1) {
				t.Fatalf("%d references: %d changes, %v", n, len(ch), err)
			}
			for _, want := range []schemaaudit.Change{
				{Path: "/properties/p0/if", Detail: `keyword if ["000000xxx removed`},
				{Path: "/properties/p0/not", Detail: `keyword not ["000000xxx added`},
			} {
				i := slices.IndexFunc(ch, func(c schemaaudit.Change) bool { return c.Path == want.Path })
				head, tail, _ := strings.Cut(want.Detail, "xxx")
				if i < 0 || ch[i].Kind != "keyword_changed" || !strings.HasPrefix(ch[i].Detail, head) ||
					!strings.HasSuffix(ch[i].Detail, "..."+tail) || len(ch[i].Detail) > 250 {
					t.Errorf("%d references: change at %s: %+v", n, want.Path, ch[i])
				}
			}
			if encoded > len(older)+len(newer) {
				t.Fatalf("%d references: %d bytes of JSON text encoded for %d + %d bytes of files", n, encoded, len(older), len(newer))
			}
			if limit := 16 * uint64(len(older)+len(newer)); bytes > limit {
				t.Fatalf("%d references: %d bytes, more than %d", n, bytes, limit)
			}
		})
	}
}

// A long pattern is compared with its counterpart once per comparison, not
// at every visit of its node: a definition whose 1 MiB patterns (the
// string limit) are equal or differ only in their last byte, used by
// reference from 9,990 members, compares 1 MiB of text, where comparing at
// every visit would compare 10 GB.
func TestHostileCompareLongPattern(t *testing.T) {
	t.Parallel()
	body := strings.Repeat("a", 1<<20-8) // within the string limit
	def := func(last string) string { return `{"type":"string","pattern":"^` + body + last + `$"}` }
	for _, same := range []bool{true, false} {
		t.Run(strconv.FormatBool(same), func(t *testing.T) {
			older, newer := usedBy(9_990, def("x")), usedBy(9_990, def("x"))
			if !same {
				newer = usedBy(9_990, def("y"))
			}
			ch, compared, err := schemaaudit.CompareSchemasCompared(older, newer)
			if err != nil {
				t.Fatal(err)
			}
			wantChanges := 0
			if !same {
				wantChanges = 9_990 + 1 // each member, and the definition
			}
			t.Logf("same %v: %d changes, %d bytes of pattern compared", same, len(ch), compared)
			if len(ch) != wantChanges {
				t.Errorf("same %v: %d changes, want %d", same, len(ch), wantChanges)
			}
			if compared > len(body)+16 {
				t.Errorf("same %v: %d bytes compared for one pattern of %d bytes", same, compared, len(body)+4)
			}
		})
	}
}

// wideNode is usedBy(n, big) where big is wide: 9,000 keywords, an enum
// of 9,000 values or 9,000 required names.
func wideNode(n int, kind string) []byte {
	var b strings.Builder
	b.WriteString(`{"type":"object"`)
	switch kind {
	case "keywords":
		for i := range 9_000 {
			fmt.Fprintf(&b, `,"k%d":%d`, i, i)
		}
	default:
		b.WriteString(`,"` + kind + `":[`)
		for i := range 9_000 {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `"k%d"`, i)
		}
		b.WriteString(`]`)
	}
	b.WriteString(`}`)
	return usedBy(n, b.String())
}

// What comparing a node costs at each visit, besides its sub-schemas and
// the keywords encoded once, is proportional to its width (its keywords,
// its members, the elements of its enum or unions): the sum of the widths
// visited is bounded (100,000), so a wide definition used by thousands of
// references stops at that budget, at a cost independent of the number of
// references. Required lists are compared once per pair, and only the
// names in one list alone count (each is a change at every visit).
func TestHostileCompareWideNodes(t *testing.T) {
	for _, kind := range []string{"keywords", "enum", "required", "required changed"} {
		t.Run(kind, func(t *testing.T) {
			var cost [2]uint64
			for i, n := range []int{20, 9_990} {
				older := wideNode(n, strings.TrimSuffix(kind, " changed"))
				newer := older
				if kind == "required changed" {
					newer = bytes.Replace(older, []byte(`"required"`), []byte(`"x-required"`), 1)
				}
				var err error
				cost[i], _ = hostile.Allocated(func() { _, err = schemaaudit.CompareSchemas(older, newer) })
				switch {
				case kind == "required" && err != nil:
					t.Errorf("%s, %d references: %v", kind, n, err)
				case kind != "required" && n > 20 && (!errors.Is(err, schemaaudit.ErrTooLarge) ||
					err.Error() != "schemaaudit: schema too large: more than 100000 schema keywords, members and elements once references are expanded"):
					t.Errorf("%s, %d references: %v", kind, n, err)
				}
			}
			t.Logf("%s: %d bytes for 20 references, %d for 9,990", kind, cost[0], cost[1])
			if cost[1] > 64<<20 {
				t.Errorf("%s: %d bytes for 9,990 references", kind, cost[1])
			}
		})
	}
}
