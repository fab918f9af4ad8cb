package constraint

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
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
	for _, file := range Shipped() {
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
	for _, p := range paths[:min(len(paths), 8)] {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"$schema":"x","schema_id":"S","contract_version":"7.0.0","expression_version":"1.0","constraints":[{"id":"a","expression":"((","severity":"error","message":"m","fields":[]}]}`))
	f.Add([]byte(`{"constraints":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := ParseFile(data)
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
