package hounfour_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
	"github.com/hounfour-go/hounfour/wire"
)

// The adversarial suite (issue 16): hostile inputs through every registered
// schema. Each test asserts the outcome — a violation naming the limit, or
// a clear error, never a panic — and bounds the work by the memory it
// allocates against the input size, never by the clock. The big inputs are
// built once and shared.

// allocated returns the bytes and the number of allocations of one call of
// f. The counters are process-wide, so the runtime, the race detector or a
// goroutine left over from an earlier test can add to one measurement;
// allocated therefore calls f three times and reports the smallest counts.
// Allocations f itself makes appear in every call, so a bound checked on
// the result still fails for a function that allocates too much.
func allocated(f func()) (bytes uint64, allocs float64) {
	for i := 0; i < 3; i++ {
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		f()
		runtime.ReadMemStats(&m1)
		b, a := m1.TotalAlloc-m0.TotalAlloc, float64(m1.Mallocs-m0.Mallocs)
		if i == 0 || b < bytes {
			bytes = b
		}
		if i == 0 || a < allocs {
			allocs = a
		}
	}
	return bytes, allocs
}

// validationError returns the violations of err, failing when err is not a
// *hounfour.ValidationError.
func validationError(t *testing.T, what string, err error) []hounfour.Violation {
	t.Helper()
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		t.Fatalf("%s: %v (%T), want a *hounfour.ValidationError", what, err, err)
	}
	return verr.Violations
}

// onlyLimit checks that err is exactly the one violation of a limit.
func onlyLimit(t *testing.T, what string, err error, rule, path string) {
	t.Helper()
	vs := validationError(t, what, err)
	if len(vs) != 1 || vs[0].Rule != rule || vs[0].Path != path {
		t.Errorf("%s: %.300v, want one %s violation at %q", what, vs, rule, path)
	}
}

var hostileBig = sync.OnceValue(func() (b struct{ members, elements, str50, str2, deep []byte }) {
	b.members = hostile.Members(1_000_000)
	b.elements = []byte("[" + strings.Repeat("0,", 999_999) + "0]")
	b.str50 = []byte(`"` + strings.Repeat("a", 50<<20) + `"`)
	b.str2 = []byte(`{"x":"` + strings.Repeat("a", 2<<20) + `"}`)
	b.deep = []byte(strings.Repeat("[", 1_000_000) + strings.Repeat("]", 1_000_000))
	return b
})

// The money reproducers: a 1,000,001-digit amount is rejected where it is,
// with a bounded message, allocating a small multiple of the input.
func TestHostileMoneyDigits(t *testing.T) {
	docs := hostileMoneyDocs(t)
	paths := map[string]string{
		"delegation-tree":      "/root/budget_allocated_micro",
		"billing-entry":        "/recipients/0/amount_micro",
		"bridge-transfer-saga": "/steps/0/amount_micro",
	}
	for name, doc := range docs {
		// The first validation of a schema builds its plan, its generated
		// decoder's tables and its constraint files: a one-time cost that
		// does not depend on the input, so it is paid before measuring.
		_ = schemas.Validate(name, doc)
		var err error
		n, allocs := allocated(func() { err = schemas.Validate(name, doc) })
		vs := validationError(t, name, err)
		found := false
		for _, v := range vs {
			if v.Path == paths[name] && v.Rule == hounfour.RuleLimitDigits {
				found = true
				if want := "Integer text of 1000001 digits exceeds the limit of 78 digits"; v.Message != want {
					t.Errorf("%s: message %q", name, v.Message)
				}
			}
		}
		if !found {
			t.Errorf("%s: %.300v, want limit-digits at %s", name, vs, paths[name])
		}
		if len(err.Error()) > 2000 {
			t.Errorf("%s: error text of %d bytes", name, len(err.Error()))
		}
		if n > 3*uint64(len(doc)) || allocs > 20_000 {
			t.Errorf("%s: %d bytes in %v allocations for %d bytes of input", name, n, allocs, len(doc))
		}
		t.Logf("%s: %d bytes in %v allocations for %d bytes of input", name, n, allocs, len(doc))
	}
}

func TestHostileMicroUSD(t *testing.T) {
	_, err := wire.ParseMicroUSD(hugeDigits)
	if !errors.Is(err, wire.ErrRange) {
		t.Fatalf("ParseMicroUSD: %v", err)
	}
	want := `wire.ParseMicroUSD("` + hugeDigits[:128] + `…" (1000001 digits)): more than 78 digits`
	if err.Error() != want {
		t.Errorf("message %q", err)
	}
	for i, f := range []func() error{
		func() error { _, err := wire.AddMicro(hugeDigits, "1"); return err },
		func() error { _, err := wire.MultiplyBPS(hugeDigits, 2500); return err },
		func() error { _, err := wire.ParseMicroUSDUnsigned(hugeDigits); return err },
		func() error { _, err := wire.ParseBasisPoints(hugeDigits); return err },
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			var err error
			n, _ := allocated(func() { err = f() })
			if !errors.Is(err, wire.ErrRange) || len(err.Error()) > 300 {
				t.Errorf("%.300v", err)
			}
			if n > 4096 {
				t.Errorf("%v: %d bytes allocated", err, n)
			}
		})
	}
	// 78 significant digits parse; leading zeros do not count.
	if _, err := wire.ParseMicroUSD(strings.Repeat("0", 1000) + strings.Repeat("9", 78)); err != nil {
		t.Error(err)
	}
}

func TestHostileConstraintEvaluation(t *testing.T) {
	doc, err := constraint.DecodeJSON([]byte(`{"a":[` + strings.Repeat("0,", 2999) + `0]}`))
	if err != nil {
		t.Fatal(err)
	}
	// bigint_add on two 1e6-digit values: no conversion, an error naming
	// the limit, bounded memory. As literals they do not even compile
	// (expressions have at most constraint.MaxExpressionBytes).
	lit := "'" + hugeDigits + "'"
	if _, err := constraint.Compile("bigint_add(" + lit + ", " + lit + ")"); !errors.Is(err, constraint.ErrSyntax) ||
		err.Error() != "Expression of 2000020 bytes exceeds the limit of 65536 bytes at position 65536" {
		t.Errorf("bigint_add on literals: %v", err)
	}
	huge, err := constraint.DecodeJSON([]byte(`{"h":"` + hugeDigits + `"}`))
	if err != nil {
		t.Fatal(err)
	}
	add := constraint.MustCompile("bigint_add(h, h)")
	n, _ := allocated(func() { _, err = add.Eval(huge) })
	if !errors.Is(err, constraint.ErrDigits) || n > 3*uint64(2*len(lit)) ||
		err.Error() != "integer text of 1000001 digits exceeds the limit of 128 digits" {
		t.Errorf("bigint_add: %v, %d bytes", err, n)
	}
	// Nested quantifiers: refused beyond three levels at compile time, and
	// stopped by the budget at three.
	nested := "true"
	for i := 8; i >= 1; i-- {
		nested = "a.every(x" + strconv.Itoa(i) + " => " + nested + ")"
	}
	if _, err := constraint.Compile(nested); !errors.Is(err, constraint.ErrSyntax) {
		t.Errorf("8 nested .every: %v", err)
	}
	for _, src := range []string{
		"a.every(x => a.every(y => a.every(z => true)))",
		"a.every(x => a.every(y => x != y || x == y))", // the pairwise shape over 3,000 elements
	} {
		t.Run(src, func(t *testing.T) {
			// The default budget stops these too (see the benchmarks); a
			// smaller one keeps the test short.
			_, err := constraint.MustCompile(src).Eval(doc, constraint.WithBudget(1_000_000))
			if !errors.Is(err, constraint.ErrBudget) {
				t.Errorf("%s: %v, want the budget error", src, err)
			}
		})
	}
}

// A limit hit inside validation is a violation with the limit's rule id.
func TestHostileBudgetViolation(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	b.WriteString(`{"properties":[`)
	for i := range 100 {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"invariant_id":"I-` + strconv.Itoa(i) + `","name":"n","description":"d","ltl_formula":"G p",` +
			`"universe":"account","enforcement":"application","error_codes":["E"],"severity":"critical","contract_version":"7.0.0"}`)
	}
	b.WriteString(`],"liveness_properties":[],"contract_version":"7.0.0"}`)
	l := hounfour.DefaultLimits()
	l.EvalBudget = 1000
	v, _ := schemas.New("conservation-property-registry")
	err := hounfour.DecodeWithLimits([]byte(b.String()), v, l)
	vs := validationError(t, "budget", err)
	found := false
	for _, v := range vs {
		found = found || v.Rule == hounfour.RuleLimitBudget
	}
	if !found {
		t.Errorf("%.500v: want %s", vs, hounfour.RuleLimitBudget)
	}
}

// The violation list is bounded: 100 violations, then one that counts the
// rest.
func TestHostileViolationList(t *testing.T) {
	buf := bytes.NewBuffer(undeclaredMembers(t, 5000))
	var err error
	n, _ := allocated(func() { err = schemas.Validate("billing-entry", buf.Bytes()) })
	vs := validationError(t, "5000 undeclared", err)
	if len(vs) != 101 || vs[100].Rule != hounfour.RuleLimitViolations ||
		vs[100].Message != "4900 more violations not reported (limit 100)" || vs[99].Path != "/x99" {
		t.Errorf("%d violations, last %v", len(vs), vs[len(vs)-1])
	}
	if n > 8*uint64(buf.Len()) {
		t.Errorf("%d bytes for %d bytes of input", n, buf.Len())
	}
	l := hounfour.DefaultLimits()
	l.MaxViolations = -1
	v, _ := schemas.New("billing-entry")
	if vs := validationError(t, "no limit", hounfour.DecodeWithLimits(buf.Bytes(), v, l)); len(vs) != 5000 {
		t.Errorf("no limit: %d violations", len(vs))
	}
}

// The big inputs through every schema: rejected by the scan of limits,
// with a violation naming the limit, in memory independent of their size.
func TestHostileBigInputsEverySchema(t *testing.T) {
	big := hostileBig()
	unlimitedBytes := hounfour.DefaultLimits()
	unlimitedBytes.MaxBytes = -1
	for _, tc := range []struct {
		name string
		doc  []byte
		l    hounfour.Limits
		rule string
		path string
	}{
		{"1e6 members (12 MB)", big.members, hounfour.DefaultLimits(), hounfour.RuleLimitBytes, ""},
		{"1e6 members, no byte limit", big.members, unlimitedBytes, hounfour.RuleLimitMembers, ""},
		{"1e6 elements", big.elements, hounfour.DefaultLimits(), hounfour.RuleLimitElements, ""},
		{"50 MB string", big.str50, hounfour.DefaultLimits(), hounfour.RuleLimitBytes, ""},
		{"50 MB string, no byte limit", big.str50, unlimitedBytes, hounfour.RuleLimitString, ""},
		{"2 MiB string member", big.str2, hounfour.DefaultLimits(), hounfour.RuleLimitString, "/x"},
		{"nesting 1e6", big.deep, unlimitedBytes, hounfour.RuleLimitDepth, "/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, name := range schemas.Names() {
				v, err := schemas.New(name)
				if err != nil {
					t.Fatal(err)
				}
				_ = hounfour.Decode([]byte(`{}`), v) // plans the type
				var derr error
				n, allocs := allocated(func() { derr = hounfour.DecodeWithLimits(tc.doc, v, tc.l) })
				onlyLimit(t, tc.name+" as "+name, derr, tc.rule, tc.path)
				if n > 64<<10 || allocs > 200 {
					t.Errorf("%s as %s: %d bytes in %v allocations", tc.name, name, n, allocs)
				}
			}
		})
	}
}

// Nesting of 10, 1e3, 1e5 and 1e6 levels through every schema.
func TestHostileNestingEverySchema(t *testing.T) {
	t.Parallel()
	for _, depth := range []int{10, 1_000, 100_000, 1_000_000} {
		t.Run(strconv.Itoa(depth), func(t *testing.T) {
			arrays := []byte(strings.Repeat("[", depth) + strings.Repeat("]", depth))
			objects := []byte(strings.Repeat(`{"a":`, depth) + "0" + strings.Repeat("}", depth))
			for _, doc := range [][]byte{arrays, objects} {
				for _, name := range schemas.Names() {
					v, _ := schemas.New(name)
					err := hounfour.Decode(doc, v)
					if err == nil && depth <= 128 {
						continue // an open object (capability-query) takes any members within the limits
					}
					vs := validationError(t, name, err)
					hit := len(vs) == 1 && vs[0].Rule == hounfour.RuleLimitDepth
					if hit != (depth > 128) {
						t.Errorf("depth %d as %s: %.200v", depth, name, vs)
					}
				}
			}
		})
	}
}

// Malformed and hostile small values through every schema, as the whole
// document and as the value of each member of a valid document: never a
// panic, always a *ValidationError; malformed text is a json-syntax
// violation.
func TestHostileValuesEverySchema(t *testing.T) {
	t.Parallel()
	type hostile struct {
		text   string
		syntax bool
	}
	values := []hostile{
		{"\"\xff\xfe\"", true},                  // invalid UTF-8 in a value
		{"{\"\xc3\x28\":1}", true},              // invalid UTF-8 in a name
		{`"\ud800"`, true},                      // lone surrogate
		{`"\udc00\ud800"`, true},                // reversed pair
		{"\"a\x00b\"", true},                    // raw NUL
		{`"a\u0000b"`, false},                   // escaped NUL
		{`1e999999999`, false},                  // huge exponent
		{`-1e-999999999`, false},                // tiny exponent
		{`1` + strings.Repeat("0", 100), false}, // 101 digits
		{`{"a":{"b":{"c":1,"c":2}}}`, false},    // duplicates at depth
		{`[{"a":1,"a":1}]`, false},              // duplicates in an array
		{`{"a":[{"x":1},{"y":[{"z":1,"z":1}]}]}`, false},
	}
	bom := "\xef\xbb\xbf"
	docs := map[string][]byte{}
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		for _, c := range f.Cases {
			if f.Schema != "" && c.Valid != nil && *c.Valid && c.Doc != nil && docs[f.Schema] == nil && c.Doc[0] == '{' {
				docs[f.Schema] = c.Doc
			}
		}
	}
	for _, name := range schemas.Names() {
		check := func(what string, data []byte, syntax bool) {
			v, _ := schemas.New(name)
			err := hounfour.Decode(data, v)
			if err == nil && !syntax {
				return // a hostile value can be a valid one (an escaped NUL in free text)
			}
			vs := validationError(t, name+" "+what, err)
			if syntax && (len(vs) != 1 || vs[0].Rule != "json-syntax") {
				t.Errorf("%s %s: %.200v, want json-syntax", name, what, vs)
			}
		}
		for _, h := range values {
			check(strconv.Quote(h.text), []byte(h.text), h.syntax)
		}
		if doc := docs[name]; doc != nil {
			check("with a BOM", append([]byte(bom), doc...), true)
			for _, m := range topMembers(t, doc) {
				for _, h := range values {
					data := replaceMember(doc, m, h.text)
					check(m+"="+strconv.Quote(h.text), data, h.syntax)
				}
			}
		}
	}
}

// Every valid vector truncated at every byte offset: a json-syntax
// violation, never a panic.
func TestHostileTruncation(t *testing.T) {
	t.Parallel()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	stride := 1
	if testing.Short() || race.Enabled {
		stride = 13 // .ci/run runs every offset without -race
	}
	n := 0
	for _, f := range files {
		for _, c := range f.Cases {
			if f.Schema == "" || c.Valid == nil || !*c.Valid || c.Doc == nil {
				continue
			}
			var compact bytes.Buffer
			if err := json.Compact(&compact, c.Doc); err != nil {
				t.Fatal(err)
			}
			doc := compact.Bytes()
			v, err := schemas.New(f.Schema)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < len(doc); i += stride {
				err := hounfour.Decode(doc[:i], v)
				n++
				if doc[0] != '{' && doc[0] != '[' && doc[0] != '"' {
					// A number cut short can still be a JSON text, even a
					// valid one ("1000" → "100"): a verdict, never a panic.
					if err != nil {
						validationError(t, f.Schema, err)
					}
					continue
				}
				if vs := validationError(t, f.Schema, err); len(vs) != 1 || vs[0].Rule != "json-syntax" {
					t.Errorf("%s/%s cut at %d: %.200v", f.Schema, c.ID, i, vs)
				}
			}
		}
	}
	t.Logf("%d truncated documents", n)
}

// topMembers returns the top-level member names of a JSON object, sorted.
func topMembers(t *testing.T, doc []byte) []string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(doc, &m); err != nil {
		t.Fatal(err)
	}
	return slices.Sorted(maps.Keys(m))
}

// replaceMember returns the object doc with the value of member name
// replaced by the text value (written as is, valid JSON or not).
func replaceMember(doc []byte, name, value string) []byte {
	var obj map[string]json.RawMessage
	_ = json.Unmarshal(doc, &obj)
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range slices.Sorted(maps.Keys(obj)) {
		if i > 0 {
			b.WriteByte(',')
		}
		quoted, _ := json.Marshal(k)
		b.Write(quoted)
		b.WriteByte(':')
		if k == name {
			b.WriteString(value)
		} else {
			b.Write(obj[k])
		}
	}
	b.WriteByte('}')
	return b.Bytes()
}

// TestHostileRawMembers: a free-form (any-valued) member holding a text
// that is not one JSON value makes Marshal fail with an error, through the
// generated encoder and the reference alike; it never loops. (FuzzAppendRaw
// found a malformed element inside an array that made the encoder retry
// it forever.)
func TestHostileRawMembers(t *testing.T) {
	paths := pathmode.Claim(t)
	for _, raw := range []string{
		`{"a":[1,2.{50,"x"],"a":ulnl}`,
		`[1,2.{`, `{"a":[}`, `[[[[1,]]]]`, `{"a" 1}`, `{"a":1,}`, `[1 2]`, `{"a":tru}`, `"\u12"`, `1 2`, ``,
	} {
		t.Run(raw, func(t *testing.T) {
			doc := economy.InterAgentTransactionAudit{Metadata: map[string]json.RawMessage{"x": json.RawMessage(raw)}}
			for _, mode := range []codec.Mode{codec.ModeFast, codec.ModeReference} {
				paths.Set(mode)
				if out, err := json.Marshal(&doc); err == nil {
					t.Errorf("%s paths: json.Marshal (MarshalJSON) with metadata %q = %s, want an error", mode, raw, out)
				}
				if out, err := hounfour.MarshalCanonical(&doc); err == nil {
					t.Errorf("%s paths: MarshalCanonical with metadata %q = %s, want an error", mode, raw, out)
				}
			}
		})
	}
}
