package schemas_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/schemas"
)

// scalarNames87 are the 8.7.0 one-string document types (vocabularies and
// text primitives) whose valid documents schemas.ValidateWith accepts
// without a value of the type (codec.Entry.Accept).
var scalarNames87 = []string{
	"agent-estate-status", "assertion-class", "assertion-status", "challenge-requested-effect", "challenge-type",
	"commitment-type", "engagement-signal-type", "micro-usdc", "personality-tier", "policy-decision-outcome",
	"privacy-scope", "quality-signal-level", "receipt-detail-level", "risk-level", "routing-signal-type",
	"signature-type", "signer-status", "signer-type", "surface-context", "task-type",
}

// TestScalarEntries: those types take the one-string path, and no object
// type does.
func TestScalarEntries(t *testing.T) {
	t.Parallel()
	for _, name := range scalarNames87 {
		if !entryOf(t, name).Scalar() {
			t.Errorf("%s: not a scalar entry", name)
		}
	}
	for _, name := range []string{"mutation-context", "signature-envelope", "assertion", "reputation-event", "keyring"} {
		if entryOf(t, name).Scalar() {
			t.Errorf("%s: a scalar entry", name)
		}
	}
}

func entryOf(t *testing.T, name string) *codec.Entry {
	t.Helper()
	ty, ok := schemas.Type(name)
	if !ok {
		t.Fatalf("%s: no type", name)
	}
	return codec.EntryOf(ty)
}

// TestScalarEntryOracle: for every one-string document type of every
// contract, schemas.ValidateWith gives on the fast paths exactly the
// verdict (the violations, in order) of the reference paths, on the
// vocabulary's values, the corpus documents and hostile variants, under
// each contract and under tight limits; and Entry.Accept accepts only
// documents the reference finds valid.
func TestScalarEntryOracle(t *testing.T) {
	paths := pathmode.Claim(t)
	corpus := map[string][][]byte{}
	for _, e := range perfcorpus.Load87(t) {
		corpus[e.Schema] = e.Lines
	}
	options := []hounfour.Options{
		{Contract: hounfour.Contract870, AcceptDeferred: true},
		{Contract: hounfour.Contract870},
		{Contract: hounfour.Contract700},
		{Contract: hounfour.Contract870, Limits: hounfour.Limits{MaxBytes: 8}},
		{Contract: hounfour.Contract870, Limits: hounfour.Limits{MaxStringBytes: 6, MaxViolations: 1}},
		{Contract: hounfour.Contract870, Limits: hounfour.Limits{MaxBytes: -1, MaxStringBytes: -1}},
	}
	scalars, accepted := 0, 0
	for _, name := range schemas.NamesFor(hounfour.Contract870) {
		e := entryOf(t, name)
		if !e.Scalar() {
			continue
		}
		scalars++
		for _, doc := range scalarDocs(t, name, corpus[name]) {
			for _, o := range options {
				fast := schemas.ValidateWith(name, doc, o)
				var ref error
				paths.Reference(func() { ref = schemas.ValidateWith(name, doc, o) })
				if fmt.Sprint(fast) != fmt.Sprint(ref) || !reflect.DeepEqual(fast, ref) {
					t.Errorf("%s %q %+v: fast %v, reference %v", name, doc, o, fast, ref)
				}
				if _, cv, err := contractOf(o); err == nil && e.Accept(doc, codec.Limits(o.Limits), cv) {
					accepted++
					if ref != nil {
						t.Errorf("%s %q %+v: accepted, reference %v", name, doc, o, ref)
					}
				}
			}
		}
	}
	if scalars < len(scalarNames87) || accepted == 0 {
		t.Fatalf("%d scalar types, %d documents accepted: the test checks nothing", scalars, accepted)
	}
}

// scalarDocs returns documents for the one-string type name: the strings
// of its schema file (its vocabulary, examples), the corpus lines, and
// variants of each that a strict decoder must reject or read alike.
func scalarDocs(t *testing.T, name string, lines [][]byte) [][]byte {
	var strs []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			strs = append(strs, v)
		case []any:
			for _, x := range v {
				walk(x)
			}
		case map[string]any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	var schema any
	if err := json.Unmarshal(schemas.JSONFor(hounfour.Contract870, name), &schema); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	walk(schema)
	for _, l := range lines {
		var s string
		if json.Unmarshal(l, &s) == nil {
			strs = append(strs, s)
		}
	}
	docs := [][]byte{[]byte(`null`), []byte(`1`), []byte(`{}`), []byte(`[]`), []byte(`""`), []byte(``), []byte(`"`),
		[]byte(`"\u00"`), []byte("\"\xff\""), []byte(`"\ud800"`), []byte(`"a" "a"`), []byte(strings.Repeat(`x`, 70)),
		[]byte(`"` + strings.Repeat("z", 3000) + `"`)}
	docs = append(docs, lines...)
	for _, s := range strs {
		q, _ := json.Marshal(s)
		esc := []byte(`"`)
		for _, r := range s {
			esc = fmt.Appendf(esc, `\u%04x`, r)
		}
		esc = append(esc, '"')
		docs = append(docs, q, esc, []byte(" \t"+string(q)+"\n"), []byte(string(q)+","), q[:len(q)-1],
			[]byte(strings.ToUpper(string(q))), []byte(`"`+s+` "`), []byte(`"`+s+`\u0000"`), []byte(`[`+string(q)+`]`))
	}
	return docs
}

// contractOf is the codec version of o's contract.
func contractOf(o hounfour.Options) (hounfour.Contract, codec.Version, error) {
	v, err := codec.ParseVersion(string(o.Contract))
	return o.Contract, v, err
}
