package constraint_test

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/shared"
	"github.com/hounfour-go/hounfour/schemas"
)

// corpusDocs returns the documents of the shared performance corpus,
// decoded, per constrained schema (the schemas with a shipped constraint
// file), or skips when ../shared is absent.
func corpusDocs(tb testing.TB) (names []string, docs map[string][]any) {
	tb.Helper()
	root, err := shared.Root()
	if err != nil {
		tb.Skipf("SKIP: %v", err)
	}
	dir := filepath.Join(root, "..", "shared", "perf", "corpus")
	entries, err := os.ReadDir(dir)
	if err != nil {
		tb.Skipf("SKIP: shared performance corpus absent (%v)", err)
	}
	docs = map[string][]any{}
	for _, e := range entries {
		schema := e.Name()[:len(e.Name())-len(filepath.Ext(e.Name()))]
		if _, ok := schemas.Type(schema); !ok || len(constraint.ForSchema(schema)) == 0 {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			line := bytes.TrimSpace(sc.Bytes())
			if len(line) == 0 {
				continue
			}
			v, err := schemas.New(schema)
			if err != nil {
				tb.Fatal(err)
			}
			if err := hounfour.Decode(line, v); err != nil {
				tb.Fatalf("%s: %v", schema, err)
			}
			docs[schema] = append(docs[schema], v)
		}
		names = append(names, schema)
	}
	return names, docs
}

// applyAll applies the schema's rules of both severities to every document.
func applyAll(schema string, docs []any) {
	for _, d := range docs {
		codec.RunRules(d, false, func(r *codec.Rules) { constraint.Apply(schema, d, r) })
		codec.RunRules(d, true, func(r *codec.Rules) { constraint.Apply(schema, d, r) })
	}
}

// BenchmarkApply measures Apply (both severities) per constrained corpus
// schema in three ways, interleaved in every iteration: the compiled
// evaluation, the evaluation on a value model built from the document
// (SetCompiled(false), the path before the compiled one) and the reference
// evaluation (codec.SetReference). It reports ns per document of the
// compiled form, the ratios value-model/compiled and reference/compiled
// (how many times cheaper the compiled form is) and allocations per
// document of the compiled form.
func BenchmarkApply(b *testing.B) {
	names, docs := corpusDocs(b)
	defer codec.SetReference(false)
	defer constraint.SetCompiled(true)
	for _, schema := range names {
		ds := docs[schema]
		b.Run(schema, func(b *testing.B) {
			n := float64(len(ds))
			allocs := testing.AllocsPerRun(20, func() { applyAll(schema, ds) }) / n
			var tc, tv, tr time.Duration
			for b.Loop() {
				t0 := time.Now()
				applyAll(schema, ds)
				t1 := time.Now()
				constraint.SetCompiled(false)
				applyAll(schema, ds)
				t2 := time.Now()
				codec.SetReference(true)
				applyAll(schema, ds)
				t3 := time.Now()
				codec.SetReference(false)
				constraint.SetCompiled(true)
				tc, tv, tr = tc+t1.Sub(t0), tv+t2.Sub(t1), tr+t3.Sub(t2)
			}
			b.ReportMetric(float64(tc.Nanoseconds())/float64(b.N)/n, "compiled-ns/doc")
			b.ReportMetric(float64(tv)/float64(tc), "valuemodel/compiled")
			b.ReportMetric(float64(tr)/float64(tc), "reference/compiled")
			b.ReportMetric(allocs, "compiled-allocs/doc")
		})
	}
}

// BenchmarkApplyCompiled measures the compiled form alone (for profiles).
func BenchmarkApplyCompiled(b *testing.B) {
	names, docs := corpusDocs(b)
	for _, schema := range names {
		ds := docs[schema]
		b.Run(schema, func(b *testing.B) {
			for b.Loop() {
				applyAll(schema, ds)
			}
		})
	}
}
