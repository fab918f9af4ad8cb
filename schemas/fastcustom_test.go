package schemas_test

import (
	"bytes"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/schemas"
)

// fastCustomNames returns the schemas whose document type is a union with
// the codec's fast hook (codec.FastCustom); the test fails when there is
// none, so the comparison below cannot go quiet.
func fastCustomNames(tb testing.TB) []string {
	tb.Helper()
	var names []string
	for _, name := range schemas.Names() {
		v, err := schemas.New(name)
		if err != nil {
			tb.Fatal(err)
		}
		if _, ok := v.(codec.FastCustom); ok {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		tb.Fatal("no document type implements codec.FastCustom")
	}
	return names
}

// fastCustomOutcome is what one decode gives: the violations, and the
// value decoded into (a value that held prior's decode before).
type fastCustomOutcome struct {
	Viol  []codec.Violation
	Value any
}

// decodeFastCustom decodes doc into a new value of schema name that first
// held the decode of prior (nil: none), with the union's fast hook on or
// off, under the limits l, validating or not.
func decodeFastCustom(tb testing.TB, name string, prior, doc []byte, fast, validate bool, l codec.Limits) fastCustomOutcome {
	tb.Helper()
	was := codec.SetFastCustom(fast)
	defer codec.SetFastCustom(was)
	v, err := schemas.New(name)
	if err != nil {
		tb.Fatal(err)
	}
	if prior != nil {
		if _, _, err := codec.DecodeDocument(prior, v, codec.Limits{}, codec.DefaultContract); err != nil {
			tb.Fatal(err)
		}
	}
	var viol []codec.Violation
	if validate {
		_, viol, err = codec.DecodeDocument(doc, v, l, codec.DefaultContract)
	} else {
		viol, err = codec.Unmarshal(doc, v)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return fastCustomOutcome{Viol: viol, Value: v}
}

// checkFastCustom compares, for doc, the decode with the fast hook against
// the exact path (the hook off): the same violations and the same value,
// from a new value and from one that held each prior document, validating
// and not, under the default limits and under stricter ones.
func checkFastCustom(t *testing.T, name string, priors [][]byte, doc []byte) {
	t.Helper()
	cases := []struct {
		validate bool
		l        codec.Limits
	}{{true, codec.Limits{}}, {false, codec.Limits{}}, {true, codec.Limits{MaxDepth: 3, MaxStringBytes: 40}}}
	for _, prior := range append([][]byte{nil}, priors...) {
		for _, c := range cases {
			if !c.validate && c.l != (codec.Limits{}) {
				continue
			}
			want := decodeFastCustom(t, name, prior, doc, false, c.validate, c.l)
			got := decodeFastCustom(t, name, prior, doc, true, c.validate, c.l)
			if reflect.DeepEqual(want, got) {
				continue
			}
			if diff := cmp.Diff(want, got, cmp.Exporter(func(reflect.Type) bool { return true })); diff != "" {
				t.Fatalf("%s (validate %v, limits %+v, prior %.60q) doc %.200q: fast hook differs from the exact path (-exact +fast):\n%s",
					name, c.validate, c.l, prior, doc, diff)
			}
		}
	}
}

// corpusOf returns the documents of schema name in the 7.0.0 and 8.7.0
// perf corpora.
func corpusOf(tb testing.TB, name string) [][]byte {
	tb.Helper()
	var docs [][]byte
	for _, load := range []func(testing.TB) []perfcorpus.Entry{perfcorpus.Load, perfcorpus.Load87} {
		for _, e := range load(tb) {
			if e.Schema == name {
				docs = append(docs, e.Lines...)
			}
		}
	}
	return docs
}

// mutate returns doc changed at random in one of the ways that move a
// document across the fast hook's boundary: a byte deleted, duplicated or
// replaced by a structural one, a member's value deepened or lengthened
// past a limit, the text cut, or garbage after it.
func mutate(r *rand.Rand, doc []byte) []byte {
	out := bytes.Clone(doc)
	if len(out) == 0 {
		return out
	}
	i := r.Intn(len(out))
	switch r.Intn(8) {
	case 0:
		return append(out[:i:i], out[i+1:]...)
	case 1:
		return append(out[:i+1:i+1], out[i:]...)
	case 2:
		out[i] = `{}[]",:\ 0a`[r.Intn(11)]
		return out
	case 3:
		return out[:i]
	case 4:
		return append(out, ` {}`[r.Intn(3)])
	case 5: // a value nested past the depth limit
		n := 129 + r.Intn(3)
		return replaceValue(out, strings.Repeat("[", n)+strings.Repeat("]", n))
	case 6: // a number past the digit limit
		return replaceValue(out, "1"+strings.Repeat("0", 78+r.Intn(3)))
	default: // a duplicate of the first member
		if j := bytes.IndexByte(out, ','); j > 0 && out[0] == '{' {
			return append(append(bytes.Clone(out[:j+1]), out[1:j+1]...), out[j+1:]...)
		}
		return out
	}
}

// replaceValue returns doc with the value of its first member replaced by
// v (doc unchanged when it does not start so).
func replaceValue(doc []byte, v string) []byte {
	i := bytes.Index(doc, []byte(`":`))
	j := bytes.IndexByte(doc, ',')
	if i < 0 || j < i {
		return doc
	}
	return append(append(append([]byte{}, doc[:i+2]...), v...), doc[j:]...)
}

// TestFastCustomMatchesExact checks every union with the codec's fast hook
// against its exact path (the hook off) on its corpus documents, the
// hostile texts, and random mutations of the corpus (a fixed seed;
// HOUNFOUR_SEED changes it).
func TestFastCustomMatchesExact(t *testing.T) {
	r := rand.New(rand.NewSource(proptest.Seed(t)))
	for _, name := range fastCustomNames(t) {
		t.Run(name, func(t *testing.T) {
			docs := corpusOf(t, name)
			if len(docs) == 0 {
				t.Skipf("no corpus documents of %s: nothing to compare", name)
			}
			// Priors: a document of each variant seen first, so that a
			// decode into a value holding the same or another variant is
			// compared.
			priors := docs[:min(len(docs), 4)]
			for _, doc := range docs {
				checkFastCustom(t, name, priors, doc)
			}
			for _, h := range hostile.JSON() {
				checkFastCustom(t, name, priors[:1], h.Data)
			}
			for range proptest.Size(600) {
				doc := mutate(r, docs[r.Intn(len(docs))])
				checkFastCustom(t, name, priors[:2], doc)
			}
		})
	}
}

// FuzzFastCustom compares the union fast hooks with their exact paths on
// arbitrary texts (seeded with the corpus documents): one union (which,
// modulo their number) per input, validating or not, under the default
// limits.
func FuzzFastCustom(f *testing.F) {
	names := fastCustomNames(f)
	for k, name := range names {
		for _, doc := range corpusOf(f, name) {
			f.Add(doc, uint8(k), true)
		}
	}
	f.Fuzz(func(t *testing.T, doc []byte, which uint8, validate bool) {
		name := names[int(which)%len(names)]
		want := decodeFastCustom(t, name, nil, doc, false, validate, codec.Limits{})
		got := decodeFastCustom(t, name, nil, doc, true, validate, codec.Limits{})
		if !reflect.DeepEqual(want, got) {
			if diff := cmp.Diff(want, got, cmp.Exporter(func(reflect.Type) bool { return true })); diff != "" {
				t.Fatalf("%s (validate %v) doc %.200q: fast hook differs from the exact path (-exact +fast):\n%s",
					name, validate, doc, diff)
			}
		}
	})
}
