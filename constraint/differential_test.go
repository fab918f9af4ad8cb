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
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
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
	files := vectorset.All(t, "generated constraints on upstream's vectors")
	docs = map[string][][]byte{}
	for d := range vectorset.Documents(files) {
		if _, ok := schemas.Type(d.Schema); !ok || !constrained(d.Schema) {
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

// constrained reports whether schema has shipped files in some contract's
// set.
func constrained(schema string) bool {
	for _, c := range hounfour.Contracts() {
		if len(constraint.ForSchemaIn(c, schema)) > 0 {
			return true
		}
	}
	return false
}

// decoded is doc decoded as schema: the value Decode leaves, valid or not
// (for a union, its variant).
func decoded(t testing.TB, schema string, doc []byte) any {
	v, err := schemas.New(schema)
	if err != nil {
		t.Fatal(err)
	}
	_ = hounfour.Decode(doc, v)
	if u := codec.UnionOf(reflect.TypeOf(v)); u != nil && u.Variant != nil && codec.UnionSchemaOf(u.Variants[0]) == schema {
		// A union's variant evaluates its files: the variant the document
		// selects, or an empty first variant when it selects none.
		if x := u.Variant(v); x != nil && !reflect.ValueOf(x).IsNil() {
			return x
		}
		return reflect.New(u.Variants[0]).Interface()
	}
	return v
}

// sameForms compares the generated code of the type with the reference on
// doc (GeneratedAndReferenceIn) for the files of each contract under each
// budget, and Apply's reports of both severities under each budget with the
// reference's; it returns false when the type has no generated code.
func sameForms(t testing.TB, paths *pathmode.Switch, what, schema string, v any, budgets []int64) bool {
	t.Helper()
	some := false
	for _, c := range hounfour.Contracts() {
		for _, b := range budgets {
			got, want, ok := constraint.GeneratedAndReferenceIn(paths, c, schema, v, b)
			if !ok {
				break
			}
			some = true
			if !slices.Equal(got, want) {
				t.Errorf("%s as %s (%s), budget %d: generated code differs from the reference:\n got %s\nwant %s",
					what, schema, c, b, strings.Join(got, "\n     "), strings.Join(want, "\n     "))
				return true
			}
		}
	}
	if !some {
		return false
	}
	// Apply (with its passing-run shortcut) reports what the reference
	// reports, under each budget.
	for _, b := range budgets {
		l := codec.Limits{EvalBudget: b}
		for _, warn := range []bool{false, true} {
			apply := func(r *codec.Rules) { constraintrt.Apply(schema, v, r) }
			got := codec.RunRulesWithLimits(v, warn, l, apply)
			var want []codec.Violation
			paths.Reference(func() { want = codec.RunRulesWithLimits(v, warn, l, apply) })
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s as %s, budget %d: Apply (warnings %v) reports differ:\n got %#v\nwant %#v",
					what, schema, b, warn, got, want)
			}
		}
	}
	return true
}

// TestGeneratedMatchesReference: every shipped constraint of every
// constrained type gives, through its generated code, exactly the result of
// the reference evaluation (status, message, error, budget exhaustion) on
// every vector document of its schema, under the default budget and under
// budgets small enough to run out at every step, and Apply reports the
// same violations and warnings both ways.
func TestGeneratedMatchesReference(t *testing.T) {
	paths := pathmode.Claim(t)
	names, docs := constrainedDocs(t)
	budgets := append([]int64{0}, smallBudgets...)
	total := 0
	var fallback []string
	for _, schema := range names {
		n := 0
		for i, doc := range docs[schema] {
			if !sameForms(t, paths, fmt.Sprintf("document %d", i), schema, decoded(t, schema, doc), budgets) {
				fallback = append(fallback, schema)
				break
			}
			n++
		}
		total += n
	}
	t.Logf("%d documents of %d schemas compared; types without generated code: %v", total, len(names), fallback)
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

// TestGeneratedMatchesReferenceVaried: the same comparison on generated
// variations of the vector documents (fixed default seed, see
// internal/testkit/proptest), under the default budget and a small one.
func TestGeneratedMatchesReferenceVaried(t *testing.T) {
	paths := pathmode.Claim(t)
	names, docs := constrainedDocs(t)
	params := proptest.Parameters(t, 2000)
	properties := gopter.NewProperties(params)
	properties.Property("generated constraints equal the reference on varied documents", prop.ForAll(
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
			sameForms(t, paths, string(varied), schema, decoded(t, schema, varied), []int64{0, smallBudgets[r.Intn(len(smallBudgets))]})
			return failed || !t.Failed()
		},
		gen.IntRange(0, 1<<20), gen.Int64()))
	properties.TestingRun(t)
}

// FuzzGeneratedConstraints feeds arbitrary bytes, decoded as each
// constrained schema, to the generated code and the reference: same
// results, same reports.
func FuzzGeneratedConstraints(f *testing.F) {
	f.Add(0, []byte(`{}`))
	f.Add(1, []byte(`{"steps":[{"step_number":1,"is_blocking":true}],"algorithm_whitelist":["ES256"]}`))
	f.Add(2, []byte(`{"sender":{"pre_balance_micro":"100","post_balance_micro":"90","agent_id":"a"},"amount_micro":"10"}`))
	var names []string
	for _, file := range constraint.Shipped() {
		if _, ok := schemas.Type(file.SchemaName()); ok {
			names = append(names, file.SchemaName())
		}
	}
	paths := pathmode.Claim(f)
	f.Fuzz(func(t *testing.T, pick int, data []byte) {
		if pick < 0 {
			pick = -pick
		}
		schema := names[pick%len(names)]
		sameForms(t, paths, string(data), schema, decoded(t, schema, data), []int64{0, 7})
	})
}

// TestEnumPastViolationCap: a document with more violations than the
// decoder keeps, an enumeration violation among the dropped ones, is
// rejected without a panic (a delegation tree the generated variations
// above found).
func TestEnumPastViolationCap(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("testdata/delegation-tree-enum-past-cap.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := schemas.Validate("delegation-tree", doc); err == nil {
		t.Fatal("accepted")
	}
}

// TestApplyConcurrent: documents of every constrained type validated from
// several goroutines at once (the generated code looked up on first use,
// pooled state) report what they report alone.
func TestApplyConcurrent(t *testing.T) {
	t.Parallel()
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

// nativeOnValueModel are the native checks of the library's types, which
// have no generated code: Apply evaluates them on the value model
// (deviation 96 in COMPATIBILITY.md) — the state-machine checks (every
// state named by initial, terminal and the transitions is declared), the
// monotonic expansion of a dynamic contract's surfaces, REP-01 (the
// reputation state is a state of the resource's state machine) — or, FR-03,
// reports it not evaluated (it needs the resource's current state, which
// the document does not hold: commons.CheckFreshnessThreshold).
var nativeOnValueModel = map[string]bool{"state-machine-initial-in-states": true,
	"state-machine-terminal-in-states": true, "state-machine-transitions-reference-states": true,
	"dynamic-contract-monotonic": true, "REP-01": true, "FR-03": true,
	// The task type checks are the members' own (the open vocabulary);
	// the task cohorts' uniqueness is checked in Go (reputation.Aggregate).
	"task-type-valid-format": true, "task-cohort-task-type-valid": true, "reputation-task-cohort-uniqueness": true,
	// A scoring-path chain is checked across entries
	// (reputation.VerifyScoringPathChain), never on one document.
	"scoring-path-chain-integrity": true}

// scalarDocuments are the document types whose value is no JSON object: the
// library evaluates their files' rules in Go on the binding {"value": doc}
// (reputation.TaskType.Warnings, tested against the file).
var scalarDocuments = map[string]bool{"task-type": true}

// neverApplied are the schemas whose Validate and Warnings apply none of
// their file's constraints (each is reported by CheckConstraints alone, on
// the reference): a MicroUSDC's two rules reject every amount.
var neverApplied = map[string]bool{"micro-usdc": true}

// TestGeneratedForEveryConstrainedType: every library type with a shipped
// constraint file that compiles registers generated code (go generate
// ./internal/domains writes it), and that code covers every constraint of
// the file that compiles: the reference evaluates none of them alone.
func TestGeneratedForEveryConstrainedType(t *testing.T) {
	t.Parallel()
	// Counted from the constraint files: the compiled constraints of the
	// library's types in each contract's set.
	want := map[hounfour.Contract]int{hounfour.Contract700: 135, hounfour.Contract870: 276}
	for _, contract := range hounfour.Contracts() {
		total, covered := 0, 0
		for _, schema := range schemas.Names() {
			typ, ok := schemas.Type(schema)
			files := constraint.ForSchemaIn(contract, schema)
			if !ok || len(files) == 0 || scalarDocuments[schema] || neverApplied[schema] {
				continue
			}
			reg, ids := constraint.GeneratedCoverageIn(contract, schema, reflect.PointerTo(typ))
			if u := codec.UnionOf(typ); u != nil {
				// A union's variants evaluate its files: each must cover
				// every compiled constraint.
				reg, ids = true, nil
				for i, vt := range u.Variants {
					vreg, vids := constraint.GeneratedCoverageIn(contract, schema, reflect.PointerTo(vt))
					reg = reg && vreg
					if i == 0 {
						ids = vids
					} else {
						ids = slices.DeleteFunc(ids, func(id string) bool { return !slices.Contains(vids, id) })
					}
				}
			}
			var compiled, missing []string
			for _, f := range files {
				for _, c := range f.Constraints() {
					if c.Strategy != "" && !c.Deferred() && !nativeOnValueModel[c.ID] {
						// A native check has no generated code: Apply
						// evaluates it on the value model. A type that
						// gets one must be listed in nativeOnValueModel.
						t.Errorf("%s %s: %s is a native check without generated code", contract, schema, c.ID)
					}
					if c.Expr == nil {
						continue
					}
					compiled = append(compiled, c.ID)
					if !slices.Contains(ids, c.ID) {
						missing = append(missing, c.ID)
					}
				}
			}
			total += len(compiled)
			covered += len(ids)
			switch {
			case len(compiled) > 0 && !reg:
				t.Errorf("%s %s (%v) has no generated constraint code: run go generate ./internal/domains", contract, schema, typ)
			case len(missing) > 0:
				t.Errorf("%s %s: %d of %d compiled constraints generated; not generated: %v", contract, schema, len(ids),
					len(compiled), missing)
			}
		}
		t.Logf("%s: generated %d of %d compiled constraints", contract, covered, total)
		if covered != want[contract] || total != want[contract] {
			t.Errorf("%s: %d of %d constraints generated, want %d of %d", contract, covered, total, want[contract], want[contract])
		}
	}
}
