package schemas_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/schemas"
)

// corpusAllocs are the allocations per document of schemas.Validate on each
// corpus schema, as measured by BenchmarkCorpus when these bounds were set:
// a change that allocates more on the accepting path fails
// TestCorpusAllocations. Lower them when the library gets leaner.
var corpusAllocs = map[string]float64{
	"agent-identity":                0,
	"billing-entry":                 0.5000,
	"bridge-transfer-saga":          6.333,
	"capability":                    0,
	"capability-query":              0,
	"capability-response":           0,
	"completion-request":            0.6667,
	"completion-result":             0,
	"conformance-vector":            0.6707,
	"constraint-proposal":           0,
	"conversation":                  0.6667,
	"delegation-chain":              0,
	"delegation-outcome":            0,
	"delegation-tree":               1.000,
	"domain-event":                  0,
	"domain-event-batch":            0.3333,
	"ensemble-request":              1.000,
	"ensemble-result":               6.000,
	"governance-proposal":           2.000,
	"health-status":                 0,
	"inter-agent-transaction-audit": 0,
	"jwt-boundary-spec":             0,
	"jwt-claims":                    0,
	"lifecycle-transition-payload":  0,
	"liveness-property":             0,
	"message":                       0,
	"monetary-policy":               0,
	"permission-boundary":           0,
	"protocol-discovery":            0,
	"registry-bridge":               0,
	"reputation-score":              0,
	"saga-context":                  0,
	"thinking-trace":                0,
	"transfer-event":                1.000,
	"transfer-spec":                 1.000,
}

// TestCorpusAllocations: validating the corpus documents allocates no more
// per document than corpusAllocs allows, under each contract (the default
// contract's later members and files cost no allocation on 7.0.0
// documents). Sequential: allocation counts are process-wide.
func TestCorpusAllocations(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	corpus := perfcorpus.Load(t)
	for _, e := range corpus {
		bound, ok := corpusAllocs[e.Schema]
		if !ok {
			t.Errorf("%s: no allocation bound", e.Schema)
			continue
		}
		for _, c := range hounfour.Contracts() {
			t.Run(e.Schema+"/"+string(c), func(t *testing.T) {
				o := hounfour.Options{Contract: c}
				got := leastAllocs(func() {
					for _, line := range e.Lines {
						if err := schemas.ValidateWith(e.Schema, line, o); err != nil {
							t.Fatal(err)
						}
					}
				}) / float64(len(e.Lines))
				if got > bound+0.01 {
					t.Errorf("%.3f allocations per document, want at most %.3f", got, bound)
				}
			})
		}
	}
}

// corpus87Allocs are the allocations per document of validating the 8.7.0
// corpus documents of the library's 8.x types under contract 8.7.0 (v87:
// deferred checks accepted, as upstream's figures were measured), as
// measured when these bounds were set; every commons/ schema allocates
// nothing. The corpora of reputation-credential,
// reputation-portability-request and scoring-path-log hold a document that
// breaks a rule of its constraint file (corpus87ConstraintLevel): its
// violations are allocated; so do those of constraint-lifecycle-event,
// event-subscription and execution-checkpoint, and an event subscription
// keeps the members of its open nested objects. A reputation event decodes through its
// variant's value (a union); a forget record's and an assertion's variant
// is decoded into a reused value, then copied (a crypto_full_destruction
// record's legal mandate reference is a pointer; an assertion's provenance
// and signatures are slices); one of the five decision artifacts grows its
// payload map past the reused one.
var corpus87Allocs = map[string]float64{
	"mutation-context": 0,
	// the reputation protocol
	"reputation-aggregate": 0, "aggregate-snapshot": 0, "task-type": 0, "task-type-cohort": 0,
	"collection-governance-config": 0, "micro-usdc": 0, "personality-assignment": 0, "delegation-quality-event": 0,
	"community-engagement-signal": 0, "credential-update-event": 0, "model-performance-event": 0.6667,
	"portability-response": 0, "quality-signal-event": 0, "reputation-credential": 0.75, "reputation-event": 1.25,
	"reputation-portability-request": 1.5, "reputation-routing-signal": 0, "scoring-path-log": 0.6,
	"task-completed-event": 0,
	// signed envelopes
	"signature-envelope": 0, "signature-type": 0, "receipt-detail-level": 0, "surface-context": 0,
	"recall-request": 0, "recall-pack": 0, "recall-receipt": 0, "forget-record": 0.3, "commitment-type": 0,
	"commitment-root": 0, "agent-estate-status": 0, "agent-estate": 0,
	"panel-decision-artifact": 0.2, "panel-verdict": 0, "deliberation-dissent": 0, "cross-score-report": 0,
	"org-identity": 0, "org-representative-delegation": 0, "succession-policy": 0, "keyring": 0,
	"signer-entry": 0, "signer-type": 0, "signer-status": 0, "signer-competence-rule": 0,
	"signer-competence-result": 0, "policy-decision-outcome": 0,
	"privacy-scope": 0, "risk-level": 0, "assertion-status": 0, "assertion-class": 0, "assertion": 4,
	"challenge": 0,
	// governance execution
	"constraint-candidate": 0, "constraint-lifecycle-event": 1.5, "event-subscription": 5.0 / 3,
	"execution-checkpoint": 1, "policy-version": 0, "proposal-execution": 0,
	// phase completion
	"phase-completion-envelope": 0, "phase-completion-envelope-tier1": 0,
	// operations and plan governance
	"oracle-digest": 0, "oracle-health-envelope": 0, "escalation-envelope": 0, "rollback-plan": 0,
	"latency-histogram-envelope": 0, "epic-checkpoint": 0, "plan-signoff-envelope": 0, "plan-amendment-request": 0,
	// canonical runs and the 8.7.0 cluster schemas (a list of more than 32
	// elements is checked for repeated values with a map reused across
	// documents; a revocation list's quorum signatures, in 3 of its 13
	// documents, are decoded into a fresh slice)
	"canonical-run": 0, "cluster-run-series": 0, "inter-series-scoping-artifact": 0, "subscription-pool-state": 0,
	"revocation-list": 3.0 / 13, "merge-artifact": 0,
	// model-routing economics
	"model-economic-profile": 0, "economic-performance-event": 0, "routing-rebalance-event": 0,
	// the economic membrane
	"trust-layer-snapshot": 0, "capital-layer-snapshot": 0, "reputation-economic-impact": 0,
}

// TestCorpus87Allocations: validating those documents allocates no more
// per document than corpus87Allocs allows (the documents the library
// rejects where upstream accepts them, corpus87Stricter, are left out; each
// document must get its expected verdict). Sequential: allocation counts
// are process-wide.
func TestCorpus87Allocations(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	measured := map[string]bool{}
	for _, e := range perfcorpus.Load87(t) {
		bound, ok := corpus87Allocs[e.Schema]
		if !ok && !strings.HasPrefix(e.Schema, "commons/") {
			continue
		}
		measured[e.Schema] = true
		var lines [][]byte
		var numbers []int
		for i, line := range e.Lines {
			if _, stricter := corpus87Stricter[e.Schema][i+1]; !stricter {
				lines, numbers = append(lines, line), append(numbers, i+1)
			}
		}
		got := leastAllocs(func() {
			for i, line := range lines {
				if err := corpus87Verdict(e.Schema, numbers[i], schemas.ValidateWith(e.Schema, line, v87)); err != nil {
					t.Fatal(err)
				}
			}
		}) / float64(len(lines))
		if got > bound+1e-9 {
			t.Errorf("%s: %.4f allocations per document, want at most %v", e.Schema, got, bound)
		}
	}
	for schema := range corpus87Allocs {
		if !measured[schema] {
			t.Errorf("%s: not in the 8.7.0 corpus", schema)
		}
	}
}

// leastAllocs is the smallest of five testing.AllocsPerRun measurements
// of f. A pooled buffer or value the collector emptied between runs makes
// a measurement count its refill (on a loaded machine, several in a row); an allocation f makes itself appears in
// every measurement, so a regression still fails.
func leastAllocs(f func()) float64 {
	least := testing.AllocsPerRun(10, f)
	for range 4 {
		least = min(least, testing.AllocsPerRun(10, f))
	}
	return least
}

// rejectedAllocs bound the allocations of schemas.ValidateWith (v87) on
// the 8.7.0 corpus documents the library rejects on purpose
// (corpus87Stricter, corpus87ConstraintLevel), whose violations it builds:
// the error, which holds its one violation in the same allocation.
var rejectedAllocs = map[string]float64{
	"reputation-credential":          1,
	"reputation-portability-request": 1,
	"scoring-path-log":               1,
	"constraint-lifecycle-event":     1,
	"event-subscription":             1,
	"execution-checkpoint":           1,
}

// TestRejectedAllocations: building those violations allocates no more
// than rejectedAllocs allows, and every such document gets its verdict.
func TestRejectedAllocations(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	seen := map[string]bool{}
	for _, e := range perfcorpus.Load87(t) {
		for i, line := range e.Lines {
			err := schemas.ValidateWith(e.Schema, line, v87)
			if err == nil {
				continue
			}
			if verr := corpus87Verdict(e.Schema, i+1, err); verr != nil {
				t.Fatalf("%s line %d: %v", e.Schema, i+1, verr)
			}
			bound, ok := rejectedAllocs[e.Schema]
			if !ok {
				t.Errorf("%s line %d: rejected, no allocation bound", e.Schema, i+1)
				continue
			}
			seen[e.Schema] = true
			if got := leastAllocs(func() { _ = schemas.ValidateWith(e.Schema, line, v87) }); got > bound {
				t.Errorf("%s line %d: %v allocations, want at most %v", e.Schema, i+1, got, bound)
			}
		}
	}
	for schema := range rejectedAllocs {
		if !seen[schema] {
			t.Errorf("%s: no rejected document", schema)
		}
	}
}
