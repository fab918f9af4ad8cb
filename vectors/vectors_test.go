package vectors_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
	"github.com/hounfour-go/hounfour/vectors/vectorstest"
)

func TestEmbedded(t *testing.T) {
	t.Parallel()
	vectorstest.Run(t, vectors.Embedded())
}

func TestUpstream(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir(t, "vectors")
	rep, unadapted, err := vectors.RunUpstream(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Failed() {
		t.Errorf("%s %s: %v", r.File, r.ID, r.Err)
	}
	if len(rep.Results) == 0 {
		t.Fatal("no upstream vector ran")
	}
	for _, tl := range rep.Tallies() {
		t.Logf("upstream %-40s %3d passed %d failed", tl.Label, tl.Passed, tl.Failed)
	}
	t.Logf("upstream files without an adapter yet: %v", unadapted)
	for _, p := range unadapted {
		if strings.HasPrefix(p, "agent/") {
			t.Errorf("upstream agent vectors must all run: %s has no adapter", p)
		}
	}
}

// TestEverySchemaHasVectors: each registered schema has a vector file with at
// least one valid and one invalid document.
func TestEverySchemaHasVectors(t *testing.T) {
	t.Parallel()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	valid, invalid := map[string]int{}, map[string]int{}
	for _, f := range files {
		if !f.IsDocument() {
			continue
		}
		for _, c := range f.Cases {
			if *c.Valid {
				valid[f.Schema]++
			} else {
				invalid[f.Schema]++
			}
		}
	}
	for _, n := range schemas.Names() {
		if valid[n] == 0 || invalid[n] == 0 {
			t.Errorf("schema %s: %d valid and %d invalid vectors", n, valid[n], invalid[n])
		}
	}
}

// TestRunnerDetectsFailures: the runner must report a wrong expectation, so a
// green run means something.
func TestRunnerDetectsFailures(t *testing.T) {
	t.Parallel()
	tru, fls := true, false
	bad := []vectors.File{
		{Schema: "agent-lifecycle-state", Path: "x", Cases: []vectors.Case{
			{ID: "wrong-verdict", Valid: &fls, Doc: json.RawMessage(`"ACTIVE"`)},
			{ID: "wrong-violation", Valid: &fls, Doc: json.RawMessage(`"active"`), Violations: []vectors.Expect{{Path: "", Rule: "pattern"}}},
			{ID: "wrong-encoding", Valid: &tru, Doc: json.RawMessage(`"ACTIVE"`), Encoded: json.RawMessage(`"DORMANT"`)},
		}},
		{Kind: "address", Path: "y", Cases: []vectors.Case{
			{ID: "wrong-eip55", Input: json.RawMessage(`"0x5af0d9827e0c53e4799bb226655a1de152a425a5"`), Want: json.RawMessage(`{"eip55":"0x5af0d9827e0c53e4799bb226655a1de152a425a5"}`)},
		}},
		{Kind: "no-such-kind", Path: "z", Cases: []vectors.Case{{ID: "k"}}},
	}
	rep := vectors.RunFiles(bad)
	if got := len(rep.Failed()); got != 5 {
		for _, r := range rep.Results {
			t.Logf("%s: %v", r.ID, r.Err)
		}
		t.Fatalf("%d of 5 wrong cases failed", got)
	}
}

// TestRunWithLimits: the run's limits reach every decode. Under a nesting
// limit of 3, valid document cases nested deeper fail with the limit's rule,
// and so do function kinds that decode documents (typed-event, event-guard);
// the zero Options is the default run, in which every case passes.
func TestRunWithLimits(t *testing.T) {
	t.Parallel()
	rep, err := vectors.RunWith(vectors.Embedded(), vectors.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Fatalf("default limits: %d cases failed", len(rep.Failed()))
	}
	small, err := vectors.RunWith(vectors.Embedded(), vectors.Options{Limits: hounfour.Limits{MaxDepth: 3}})
	if err != nil {
		t.Fatal(err)
	}
	byLabel := map[string]int{}
	for _, r := range small.Failed() {
		byLabel[r.Label]++
	}
	for _, label := range []string{"billing-entry", "kind:typed-event", "kind:event-guard"} {
		t.Run(label, func(t *testing.T) {
			if byLabel[label] == 0 {
				t.Errorf("MaxDepth 3: no %s case failed (failures by label: %v)", label, byLabel)
			}
		})
	}
	found := false
	for _, r := range small.Failed() {
		found = found || strings.Contains(r.Err.Error(), hounfour.RuleLimitDepth)
	}
	if !found {
		t.Error("no failure names the rule " + hounfour.RuleLimitDepth)
	}
}

// TestConformanceWithLimits: ConformanceOptions.Limits reaches the decode of
// the vector files themselves: under a nesting limit of 1 no vector passes.
func TestConformanceWithLimits(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir(t, "vectors/conformance")
	rep := vectors.RunConformance(os.DirFS(dir), vectors.ConformanceOptions{Limits: hounfour.Limits{MaxDepth: 1}})
	if rep.Summary.Total == 0 || rep.Summary.Passed != 0 {
		t.Errorf("MaxDepth 1: %s", rep.SummaryLine())
	}
}
