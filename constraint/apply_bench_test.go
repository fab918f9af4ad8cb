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
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
)

// corpusDocs returns the documents of the shared performance corpus,
// decoded, per constrained schema (the schemas with a shipped constraint
// file), or skips when ../shared is absent.
func corpusDocs(tb testing.TB) (names []string, docs map[string][]any) {
	tb.Helper()
	root, err := upstreamdata.ModuleRoot()
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

// applier runs Apply of both severities on every document of a schema,
// with the rule functions made once (the harness allocates nothing).
type applier struct {
	docs  []any
	fns   []func(*codec.Rules)
	empty func(*codec.Rules)
}

func newApplier(schema string, docs []any) *applier {
	a := &applier{docs: docs, empty: func(*codec.Rules) {}}
	for _, d := range docs {
		a.fns = append(a.fns, func(r *codec.Rules) { constraintrt.Apply(schema, d, r) })
	}
	return a
}

// run applies the rules; with harness, it runs the same harness with
// empty rule functions instead.
func (a *applier) run(harness bool) {
	for i, d := range a.docs {
		fn := a.fns[i]
		if harness {
			fn = a.empty
		}
		codec.RunRules(d, false, fn)
		codec.RunRules(d, true, fn)
	}
}

// BenchmarkApply measures Apply (both severities) per constrained corpus
// schema with the generated code (codec.ModeFast) and with the reference
// evaluation (codec.ModeReference), interleaved in every iteration (in
// rotating order) with the harness alone, whose time is subtracted. It
// reports ns per document of both, their ratio reference/generated (how
// many times cheaper the generated code is) and the allocations per
// document of both.
func BenchmarkApply(b *testing.B) {
	names, docs := corpusDocs(b)
	paths := pathmode.Claim(b)
	for _, schema := range names {
		a := newApplier(schema, docs[schema])
		b.Run(schema, func(b *testing.B) {
			n := float64(len(a.docs))
			allocs := testing.AllocsPerRun(20, func() { a.run(false) }) / n
			var refAllocs float64
			paths.Reference(func() { refAllocs = testing.AllocsPerRun(20, func() { a.run(false) }) / n })
			// The modes run in a rotating order, so that none always pays
			// for the garbage of the one before.
			modes := []codec.Mode{codec.ModeFast, codec.ModeFast, codec.ModeReference}
			var t [3]time.Duration // harness, generated, reference
			iter := 0
			for b.Loop() {
				for k := range modes {
					mode := (k + iter) % len(modes)
					paths.In(modes[mode], func() {
						t0 := time.Now()
						a.run(mode == 0)
						t[mode] += time.Since(t0)
					})
				}
				iter++
			}
			th, tg, tr := t[0], t[1], t[2]
			tg, tr = max(tg-th, 1), tr-th
			b.ReportMetric(float64(tg.Nanoseconds())/float64(b.N)/n, "generated-ns/doc")
			b.ReportMetric(float64(tr.Nanoseconds())/float64(b.N)/n, "reference-ns/doc")
			b.ReportMetric(float64(tr)/float64(tg), "reference/generated")
			b.ReportMetric(allocs, "generated-allocs/doc")
			b.ReportMetric(refAllocs, "reference-allocs/doc")
		})
	}
}

// BenchmarkApplyGenerated measures the generated code alone (for profiles).
func BenchmarkApplyGenerated(b *testing.B) {
	names, docs := corpusDocs(b)
	for _, schema := range names {
		a := newApplier(schema, docs[schema])
		b.Run(schema, func(b *testing.B) {
			for b.Loop() {
				a.run(false)
			}
		})
	}
}
