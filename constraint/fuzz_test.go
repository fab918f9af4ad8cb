package constraint

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// fuzzSeeds adds every expression of the language vectors and of the
// shipped files to a fuzz corpus.
func fuzzSeeds(f *testing.F, add func(expr string)) {
	paths, _ := filepath.Glob("testdata/vectors/*.json")
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		v, err := DecodeJSON(data)
		if err != nil {
			f.Fatal(err)
		}
		cases, _ := v.Get("cases")
		for i := 0; i < cases.Len(); i++ {
			if e, ok := cases.Index(i).Get("expr"); ok {
				add(toString(e))
			}
		}
	}
	for _, file := range shippedFiles() {
		for _, c := range file.Constraints() {
			add(c.Expression)
		}
	}
}

// FuzzCompile: Compile never panics; it fails with a *SyntaxError whose
// position lies within the text, or returns an expression that keeps its
// source and compiles the same way again.
func FuzzCompile(f *testing.F) {
	fuzzSeeds(f, func(e string) { f.Add(e) })
	f.Fuzz(func(t *testing.T, src string) {
		x, err := Compile(src)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) || se.Pos < 0 || se.Pos > len(src) || x != nil {
				t.Fatalf("Compile(%q) = %v, %v", src, x, err)
			}
			_, again := Compile(src)
			if again.Error() != err.Error() {
				t.Fatalf("Compile(%q) not deterministic: %v / %v", src, err, again)
			}
			return
		}
		if x.String() != src {
			t.Fatalf("String() = %q, want %q", x.String(), src)
		}
	})
}

// FuzzEval: evaluating any compiled expression on any strictly decoded
// object never panics, fails only with an *EvalError raised by
// tree_budget_conserved, agrees with Check, and is deterministic.
func FuzzEval(f *testing.F) {
	docs := []string{
		`{}`,
		`{"a":1,"b":"2","xs":[1,{"a":[]}],"links":[{"delegator":"x","delegatee":"y","timestamp":"t"}],"steps":[{"step_id":"s","status":"completed","amount_micro":"5"}]}`,
		`{"root":{"node_id":"r","budget_allocated_micro":"10","authority_scope":["A"],"children":[{"budget_allocated_micro":"x"}]}}`,
		`{"voting":{"quorum_required":0.5,"votes_cast":[{"weight":0.5}]},"votes":[{"vote":"agree"}],"outcome_type":"majority"}`,
		`{"_previous":{"step":1},"step":"2","direction":"forward","timeout":{"per_step_seconds":1}}`,
	}
	i := 0
	fuzzSeeds(f, func(e string) { f.Add(e, docs[i%len(docs)]); i++ })
	f.Fuzz(func(t *testing.T, src, doc string) {
		x, err := Compile(src)
		if err != nil {
			return
		}
		d, err := DecodeJSON([]byte(doc))
		if err != nil || d.Kind() != KindObject {
			return
		}
		opts := []EvalOption{WithAlias("saga"), WithAlias("proposal")}
		v, err := x.Eval(d, opts...)
		var ee *EvalError
		if err != nil && (!errors.As(err, &ee) || ee.Func != "tree_budget_conserved") {
			t.Fatalf("Eval(%q) error %v", src, err)
		}
		ok, err2 := x.Check(d, opts...)
		if (err == nil) != (err2 == nil) || err == nil && ok != v.Truthy() {
			t.Fatalf("Check(%q) = %v, %v; Eval = %v, %v", src, ok, err2, v, err)
		}
		w, err3 := x.Eval(d, opts...)
		if (err == nil) != (err3 == nil) || err == nil && w.String() != v.String() {
			t.Fatalf("Eval(%q) not deterministic: %v / %v", src, v, w)
		}
	})
}

// FuzzParseFile: ParseFile never panics on any text; it fails with a
// *LoadError and no file, or returns a file (with a *FileError listing the
// expressions that do not compile, each of which is skipped), and it is
// deterministic.
func FuzzParseFile(f *testing.F) {
	paths, _ := filepath.Glob("files/*.constraints.json")
	paths = paths[:min(len(paths), 8)]
	paths = append(paths, "files/8.7.0/state-machine-config.constraints.json", "files/8.7.0/dynamic-contract.constraints.json")
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"$schema":"x","schema_id":"S","contract_version":"7.0.0","expression_version":"1.0","constraints":[{"id":"a","expression":"((","severity":"error","message":"m","fields":[]}]}`))
	f.Add([]byte(`{"constraints":[]}`))
	f.Add([]byte(`{"$schema":"x","schema_id":"S","origin":"enacted","contract_version":"8.4.0","description":"d","constraints":[` +
		`{"id":"ORD-1","expression":"prose","severity":"error","evaluator":"runtime-deferred","evaluation_note":"n"},` +
		`{"id":"n","expression":"true","severity":"info","evaluation_geometry":"native","native_enforcement":{"strategy":"reference_check","fields":["a"],"scope":"s","reference_scope":"r","lookup_key":"k"}},` +
		`{"id":"c","expression":"a == 1","severity":"warning","condition":{"when":"f","override_text":"a == 2"}},` +
		`{"id":"m","expression":"native:monotonic_surface_expansion","severity":"error"}]}`))
	doc := ObjectOf(Member{"a", Number(1)}, Member{"s", ArrayOf(ObjectOf(Member{"a", String("x")}))},
		Member{"surfaces", ObjectOf(Member{"cold", ObjectOf()})})
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := ParseFile(data)
		if file != nil {
			// Every evaluation of a loaded file reports every constraint.
			rep := file.Evaluate(doc, WithFeatureFlags(map[string]bool{"f": true}), WithBudget(10_000))
			cs := file.Constraints()
			if len(rep.Results) != len(cs) {
				t.Fatalf("%d results for %d constraints", len(rep.Results), len(cs))
			}
			for i, r := range rep.Results {
				c := cs[i]
				if c.Deferred() != (r.Status == StatusDeferred) || c.Evaluator == EvaluatorRuntimeDeferred && c.Expr != nil {
					t.Fatalf("%s: %+v", c.ID, r)
				}
			}
			_ = file.Obligations("T")
		}
		var lerr *LoadError
		var ferr *FileError
		switch {
		case err == nil:
			if file == nil {
				t.Fatal("no file and no error")
			}
		case errors.As(err, &lerr):
			if file != nil {
				t.Fatalf("a file with %v", err)
			}
		case errors.As(err, &ferr):
			if file == nil {
				t.Fatalf("no file with %v", err)
			}
		default:
			t.Fatalf("error %T %v", err, err)
		}
		again, err2 := ParseFile(data)
		if (err == nil) != (err2 == nil) || err != nil && err.Error() != err2.Error() || (file == nil) != (again == nil) {
			t.Fatalf("not deterministic: %v / %v", err, err2)
		}
	})
}

// FuzzTimeBuiltins: the time builtins on any two texts and any maximum
// age agree with wire.ParseTimestamp's instants (millisecond precision) and
// with each other: is_after(a, b) is is_before(b, a), is_between(a, a, a)
// is a being an instant, is_stale and is_within are complements for
// instants and a maximum age that is a number ≥ 0, and every builtin
// charges a step per 64 bytes of text, no more.
func FuzzTimeBuiltins(f *testing.F) {
	for _, s := range []string{"2026-01-01T00:00:00Z", "2026-01-01T00:00:00.0005Z", "2026-01-01T05:30:00+05:30",
		"2026-02-30T00:00:00Z", "2026-01-01T00:00:00", "2026-01-01t00:00:00z", "", "x"} {
		f.Add(s, "2026-01-01T00:00:00Z", 3600.0)
	}
	f.Add("2026-01-02T00:00:00Z", "2026-01-01T23:00:00.999Z", 1.5)
	f.Add("9999-12-31T23:59:59.999999999+23:59", "0000-01-01T00:00:00-23:59", math.Inf(1))
	var xs []*Expr
	for _, src := range []string{"is_after(a, b)", "is_before(b, a)", "is_between(a, a, a)", "is_stale(a, m, b)",
		"is_within(a, m, b)", "is_between(b, a, b)"} {
		xs = append(xs, MustCompile(src))
	}
	f.Fuzz(func(t *testing.T, a, b string, m float64) {
		doc := ObjectOf(Member{"a", String(a)}, Member{"b", String(b)}, Member{"m", Number(m)})
		var r []Value
		for _, x := range xs {
			// A call, its arguments, and a step per 64 bytes of each.
			steps := int64(1 + 3 + 3*(max(len(a), len(b))/64))
			v, err := x.Eval(doc, WithBudget(steps))
			if err != nil {
				t.Fatalf("%q %q %v: %s: %v", a, b, m, x, err)
			}
			r = append(r, v)
		}
		ta, okA := rt.DateTimeMillis(a)
		tb, okB := rt.DateTimeMillis(b)
		if _, err := wire.ParseTimestamp(a); (err == nil) != okA {
			t.Fatalf("%q: instant %v, wire.ParseTimestamp %v", a, okA, err)
		}
		if okA {
			ts, _ := wire.ParseTimestamp(a)
			if ts.Time().Truncate(time.Millisecond).UnixMilli() != ta {
				t.Fatalf("%q: %d ms", a, ta)
			}
		}
		want := []bool{okA && okB && ta > tb, okA && okB && ta > tb, okA, false, false, okA && okB && ta <= tb}
		if okA && okB && m == m && m >= 0 {
			age := float64(tb-ta) / 1000
			want[3], want[4] = age > m, age <= m
			if want[3] == want[4] {
				t.Fatalf("stale and within agree")
			}
		}
		for i, w := range want {
			if r[i].Truthy() != w {
				t.Fatalf("%q %q %v: result %d = %v, want %v", a, b, m, i, r[i], w)
			}
		}
	})
}
