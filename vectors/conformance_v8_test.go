package vectors_test

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/vectors"
)

// The commons categories run their library functions before the
// validation of their documents, so a wrong expectation fails the vector
// whatever the registry holds: a wrong audit-entry hash, a consumer
// contract whose result differs, transition versions that do not increase,
// an invariant that does not hold. A 7.0.0 run does not read the commons
// folder leniently.
func TestConformanceCommonsFailures(t *testing.T) {
	t.Parallel()
	j := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	entry := map[string]any{"entry_id": "550e8400-e29b-41d4-a716-446655440000", "timestamp": "2026-02-25T10:00:00Z", "event_type": "commons.transition.executed"}
	hashVector := func(hash string) string {
		return j(map[string]any{
			"vector_id": "conformance-audit-trail-hash-901", "category": "audit-trail", "description": "d", "contract_version": "8.0.0", "layer": 1,
			"input": map[string]any{"domain_tag": "loa-commons:audit:governedcredits:8-0-0", "entry": entry,
				"canonical_json": `{"entry_id":"550e8400-e29b-41d4-a716-446655440000","event_type":"commons.transition.executed","timestamp":"2026-02-25T10:00:00Z"}`},
			"expected_output": map[string]any{"entry_hash": hash}, "expected_valid": true,
		})
	}
	contract := map[string]any{"consumer": "c", "provider": "@0xhoneyjar/loa-hounfour", "provider_version_range": ">=8.2.0",
		"entrypoints": map[string]any{"@0xhoneyjar/loa-hounfour/nonexistent": map[string]any{"symbols": []string{"X"}}}, "generated_at": "2026-02-25T10:00:00Z"}
	law := map[string]any{"invariants": []any{map[string]any{"invariant_id": "CL-01", "name": "n", "expression": "bigint_gte(balance, 0)", "severity": "error"}}, "enforcement": "strict", "scope": "per-entry"}
	fsys := fstest.MapFS{
		"commons/audit-trail/right.json": {Data: []byte(hashVector("sha256:71de714b5dcefc7f43d6ca1c29da6c970cefcc2af916ae20ac820600f3f37d79"))},
		"commons/audit-trail/wrong.json": {Data: []byte(hashVector("sha256:" + strings.Repeat("0", 64)))},
		"consumer-contract/wrong.json": {Data: []byte(j(map[string]any{
			"vector_id": "conformance-consumer-contract-901", "category": "consumer-contract", "description": "d", "contract_version": "8.3.0",
			"input": contract, "expected_output": map[string]any{"valid": true}, "expected_valid": true,
		}))},
		"governed-resource-runtime/wrong.json": {Data: []byte(j(map[string]any{
			"vector_id": "conformance-governed-resource-runtime-901", "category": "governed-resource-runtime", "description": "d", "contract_version": "8.3.0",
			"input": map[string]any{"transitions": []any{
				map[string]any{"success": true, "new_state": map[string]any{}, "version": 2},
				map[string]any{"success": true, "new_state": map[string]any{}, "version": 2}}},
			"expected_output": map[string]any{"monotonic": true}, "expected_valid": true,
		}))},
		"commons/governed-credits/wrong.json": {Data: []byte(j(map[string]any{
			"vector_id": "conformance-governed-credits-901", "category": "governed-credits", "description": "d", "contract_version": "8.0.0",
			"input": map[string]any{"balance": "-1", "conservation_law": law}, "expected_output": map[string]any{}, "expected_valid": true,
		}))},
	}
	status := func(c hounfour.Contract) map[string]vectors.ConformanceResult {
		rep := vectors.RunConformance(fsys, vectors.ConformanceOptions{Contract: c})
		m := map[string]vectors.ConformanceResult{}
		for _, r := range rep.Vectors {
			m[r.File] = r
		}
		return m
	}
	got := status(hounfour.Contract870)
	if r := got["commons/audit-trail/right.json"]; r.Status == vectors.ConformanceFailed {
		t.Errorf("right hash: %+v", r)
	}
	for _, p := range []string{"commons/audit-trail/wrong.json", "consumer-contract/wrong.json", "governed-resource-runtime/wrong.json", "commons/governed-credits/wrong.json"} {
		if r := got[p]; r.Status != vectors.ConformanceFailed {
			t.Errorf("%s: %s %s, want failed", p, r.Status, r.Reason)
		}
	}
	if r := got["commons/audit-trail/right.json"]; r.VectorID != "conformance-audit-trail-hash-901" {
		t.Errorf("vector id %q", r.VectorID)
	}
	for p, r := range status(hounfour.Contract700) {
		if r.Status != vectors.ConformanceFailed {
			t.Errorf("7.0.0: %s %s, want failed", p, r.Status)
		}
	}
}
