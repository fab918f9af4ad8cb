package constraint_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
)

// smallBudgets are the budgets every document is also evaluated under, so
// that the budget runs out at every point of the small rules.
var smallBudgets = []int64{1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40, 60, 100, 250}

// constrainedDocs returns, per schema with a shipped constraint file and a
// library type, the documents of every vector of that schema (ours, and
// upstream's and the performance corpus's when ../shared is present).
func constrainedDocs(t *testing.T) (names []string, docs map[string][][]byte) {
	t.Helper()
	files := vectorset.All(t, "compiled constraints on upstream's vectors")
	docs = map[string][][]byte{}
	for d := range vectorset.Documents(files) {
		if _, ok := schemas.Type(d.Schema); !ok || len(constraint.ForSchema(d.Schema)) == 0 {
			continue
		}
		if _, seen := docs[d.Schema]; !seen {
			names = append(names, d.Schema)
		}
		docs[d.Schema] = append(docs[d.Schema], d.Text)
	}
	if root, err := upstreamdata.ModuleRoot(); err == nil {
		// The performance corpus: upstream's valid documents.
		dir := filepath.Join(root, "..", "shared", "perf", "corpus")
		for schema := range docs {
			data, err := os.ReadFile(filepath.Join(dir, schema+".jsonl"))
			if err != nil {
				continue
			}
			for line := range bytes.Lines(data) {
				if line = bytes.TrimSpace(line); len(line) > 0 {
					docs[schema] = append(docs[schema], line)
				}
			}
		}
	}
	slices.Sort(names)
	return names, docs
}

// decoded is doc decoded as schema: the value Decode leaves, valid or not.
func decoded(t testing.TB, schema string, doc []byte) any {
	v, err := schemas.New(schema)
	if err != nil {
		t.Fatal(err)
	}
	_ = hounfour.Decode(doc, v)
	return v
}

// sameForms compares the compiled form, and the generated function of the
// type where it covers a constraint (BothForms), with the reference on doc under
// the default budget and every small one, and Apply's reports of both
// severities under the default budget; it returns false when the type has
// no compiled form.
func sameForms(t testing.TB, what, schema string, v any, budgets []int64) bool {
	t.Helper()
	for _, b := range budgets {
		got, want, ok := constraint.BothForms(schema, v, b)
		if !ok {
			return false
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s as %s, budget %d: compiled form differs from the reference:\n got %s\nwant %s",
				what, schema, b, strings.Join(got, "\n     "), strings.Join(want, "\n     "))
			return true
		}
	}
	// Apply (with its passing-run shortcut) reports what the reference
	// reports, under each budget.
	for _, b := range budgets {
		l := codec.Limits{EvalBudget: b}
		for _, warn := range []bool{false, true} {
			apply := func(r *codec.Rules) { constraint.Apply(schema, v, r) }
			got := fmt.Sprintf("%#v", codec.RunRulesWithLimits(v, warn, l, apply))
			codec.SetReference(true)
			want := fmt.Sprintf("%#v", codec.RunRulesWithLimits(v, warn, l, apply))
			codec.SetReference(false)
			if got != want {
				t.Errorf("%s as %s, budget %d: Apply (warnings %v) reports differ:\n got %s\nwant %s",
					what, schema, b, warn, got, want)
			}
		}
	}
	return true
}

// TestCompiledMatchesReference: every shipped constraint of every
// constrained type gives, through its compiled form, exactly the result of
// the reference evaluation (status, message, error, budget exhaustion) on
// every vector document of its schema, under the default budget and under
// budgets small enough to run out at every step, and Apply reports the
// same violations and warnings both ways.
func TestCompiledMatchesReference(t *testing.T) {
	defer codec.SetReference(false)
	names, docs := constrainedDocs(t)
	budgets := append([]int64{0}, smallBudgets...)
	total := 0
	var fallback []string
	for _, schema := range names {
		n := 0
		for i, doc := range docs[schema] {
			if !sameForms(t, fmt.Sprintf("document %d", i), schema, decoded(t, schema, doc), budgets) {
				fallback = append(fallback, schema)
				break
			}
			n++
		}
		total += n
	}
	t.Logf("%d documents of %d schemas compared; types without a compiled form: %v", total, len(names), fallback)
	if total < 500 {
		t.Fatalf("only %d documents compared", total)
	}
}

// stringPool holds the strings variations draw from: edge values of the
// language's conversions, huge digit strings and the enumeration values
// the shipped rules test for.
var stringPool = []string{
	"", "0", "1", "-1", "00", "+5", " 7 ", "0x1f", "1e3", "1.5", "-0", "abc",
	strings.Repeat("9", 78), strings.Repeat("9", 128), strings.Repeat("1", 129), "-" + strings.Repeat("8", 200),
	"verified", "trusted", "sovereign", "basic", "agree", "disagree", "settled", "compensation", "forward",
	"conserved", "violated", "unverifiable", "fixed", "oracle", "consensus", "deadlock", "unanimous",
	"escalation", "ratified", "revoked", "active", "accepted", "HIGH_CONSENSUS", "terminated", "warning",
	"2026-01-01T00:00:00Z", "2025-12-31T23:59:59Z", "F_t", "agent-a", "agent-b",
}

var numberPool = []string{"0", "1", "-1", "2", "3", "5", "6", "10", "60", "100", "10000", "0.5", "1e21",
	"9007199254740993", "-0", "255", "4294967296"}

// vary returns a random variation of the JSON value v (decoded with
// UseNumber): leaves replaced by values of the same JSON type from the
// pools, members dropped or set to null, elements dropped or repeated.
func vary(r *rand.Rand, v any, depth int) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, m := range x {
			switch r.Intn(10) {
			case 0:
				continue // absent
			case 1:
				out[k] = nil
			default:
				out[k] = vary(r, m, depth+1)
			}
		}
		return out
	case []any:
		var out []any
		for _, e := range x {
			switch r.Intn(8) {
			case 0:
			case 1:
				out = append(out, vary(r, e, depth+1), vary(r, e, depth+1))
			default:
				out = append(out, vary(r, e, depth+1))
			}
		}
		if out == nil {
			out = []any{}
		}
		return out
	case string:
		if r.Intn(3) == 0 {
			return stringPool[r.Intn(len(stringPool))]
		}
		return x
	case json.Number:
		if r.Intn(3) == 0 {
			return json.Number(numberPool[r.Intn(len(numberPool))])
		}
		return x
	case bool:
		return r.Intn(2) == 0
	}
	return v
}

// TestCompiledMatchesReferenceGenerated: the same comparison on generated
// variations of the vector documents (fixed default seed, see
// internal/testkit/proptest), under the default budget and a small one.
func TestCompiledMatchesReferenceGenerated(t *testing.T) {
	defer codec.SetReference(false)
	names, docs := constrainedDocs(t)
	params := proptest.Parameters(t, 2000)
	properties := gopter.NewProperties(params)
	properties.Property("compiled constraints equal the reference on varied documents", prop.ForAll(
		func(pick int, seed int64) bool {
			schema := names[pick%len(names)]
			ds := docs[schema]
			r := rand.New(rand.NewSource(seed))
			d := json.NewDecoder(bytes.NewReader(ds[r.Intn(len(ds))]))
			d.UseNumber()
			var doc any
			if d.Decode(&doc) != nil {
				return true
			}
			varied, err := json.Marshal(vary(r, doc, 0))
			if err != nil {
				t.Fatal(err)
			}
			failed := t.Failed()
			sameForms(t, string(varied), schema, decoded(t, schema, varied), []int64{0, smallBudgets[r.Intn(len(smallBudgets))]})
			return failed || !t.Failed()
		},
		gen.IntRange(0, 1<<20), gen.Int64()))
	properties.TestingRun(t)
}

// FuzzCompiledConstraints feeds arbitrary bytes, decoded as each
// constrained schema, to the compiled form and the reference: same
// results, same reports.
func FuzzCompiledConstraints(f *testing.F) {
	f.Add(0, []byte(`{}`))
	f.Add(1, []byte(`{"steps":[{"step_number":1,"is_blocking":true}],"algorithm_whitelist":["ES256"]}`))
	f.Add(2, []byte(`{"sender":{"pre_balance_micro":"100","post_balance_micro":"90","agent_id":"a"},"amount_micro":"10"}`))
	var names []string
	for _, file := range constraint.Shipped() {
		if _, ok := schemas.Type(file.SchemaName()); ok {
			names = append(names, file.SchemaName())
		}
	}
	f.Fuzz(func(t *testing.T, pick int, data []byte) {
		defer codec.SetReference(false)
		if pick < 0 {
			pick = -pick
		}
		schema := names[pick%len(names)]
		sameForms(t, string(data), schema, decoded(t, schema, data), []int64{0, 7})
	})
}

// TestEnumPastViolationCap: a document with more violations than the
// decoder keeps, an enumeration violation among the dropped ones, is
// rejected without a panic (a delegation tree the generated variations
// above found).
func TestEnumPastViolationCap(t *testing.T) {
	doc, err := os.ReadFile("testdata/delegation-tree-enum-past-cap.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := schemas.Validate("delegation-tree", doc); err == nil {
		t.Fatal("accepted")
	}
}

// TestCompiledConcurrent: documents of every constrained type validated
// from several goroutines at once (the compiled forms made on first use,
// pooled state) report what they report alone.
func TestCompiledConcurrent(t *testing.T) {
	names, docs := constrainedDocs(t)
	type job struct {
		v    any
		want string
	}
	var jobs []job
	for _, schema := range names {
		for _, doc := range docs[schema][:min(len(docs[schema]), 8)] {
			v := decoded(t, schema, doc)
			viol, warn := codec.Validate(v)
			jobs = append(jobs, job{v, fmt.Sprintf("%#v %#v", viol, warn)})
		}
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				j := jobs[(i+g*7)%len(jobs)]
				viol, warn := codec.Validate(j.v)
				if got := fmt.Sprintf("%#v %#v", viol, warn); got != j.want {
					select {
					case errs <- got + "\nwant " + j.want:
					default:
					}
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestGeneratedForEveryConstrainedType: every library type with a shipped
// constraint file registers a generated function (go generate
// ./internal/domains writes it), and the constraints of the schemas below
// upstream's speed that it can express are covered by it.
func TestGeneratedForEveryConstrainedType(t *testing.T) {
	total, covered := 0, 0
	for _, schema := range schemas.Names() {
		typ, ok := schemas.Type(schema)
		if !ok || len(constraint.ForSchema(schema)) == 0 {
			continue
		}
		pt := reflect.PointerTo(typ)
		reg, ids := constraint.GeneratedCoverage(schema, pt)
		if !reg {
			t.Errorf("%s (%v) has no generated constraint function: run go generate ./internal/domains", schema, typ)
			continue
		}
		n := 0
		var compiled []string
		for _, f := range constraint.ForSchema(schema) {
			n += len(f.Constraints())
			for _, c := range f.Constraints() {
				if !slices.Contains(ids, c.ID) {
					compiled = append(compiled, c.ID)
				}
			}
		}
		total += n
		covered += len(ids)
		t.Logf("%s: %d of %d constraints generated; compiled: %v", schema, len(ids), n, compiled)
	}
	t.Logf("generated: %d of %d constraints", covered, total)
	// Written from the constraint files: what the generated code must cover.
	want := map[string]int{
		"inter-agent-transaction-audit": 7, "monetary-policy": 4, "registry-bridge": 4, "agent-identity": 4,
		"jwt-boundary-spec": 3, "delegation-outcome": 5, "permission-boundary": 3, "delegation-chain": 7,
		"delegation-tree": 4, "bridge-transfer-saga": 6,
	}
	for schema, n := range want {
		typ, _ := schemas.Type(schema)
		if _, ids := constraint.GeneratedCoverage(schema, reflect.PointerTo(typ)); len(ids) != n {
			t.Errorf("%s: %d constraints generated (%v), want %d", schema, len(ids), ids, n)
		}
	}
}
