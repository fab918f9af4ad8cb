package vectors_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestConformanceGovernanceExecution: upstream 8.7.0's 15 conformance
// vectors of event subscriptions, constraint lifecycle, policy versions,
// proposal executions and execution checkpoints all run and pass (the two
// whose expected_valid contradicts their category's meaning included:
// the runner checks that contradiction exactly).
func TestConformanceGovernanceExecution(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	rep, err := vectors.RunUpstreamAll(dir, vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures()})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"event-subscription": 3, "constraint-lifecycle": 3, "policy-version": 3,
		"proposal-execution": 3, "execution-checkpoint": 3, "access-policy": 7}
	n := map[string]int{}
	for _, v := range rep.Conformance.Vectors {
		if _, ok := want[v.Category]; !ok {
			continue
		}
		n[v.Category]++
		if v.Status != vectors.ConformancePassed {
			t.Errorf("%s: %s %s", v.File, v.Status, v.Reason)
		}
		if strings.Contains(v.Reason, "waiting") {
			t.Errorf("%s waits: %s", v.File, v.Reason)
		}
	}
	for c, w := range want {
		if n[c] != w {
			t.Errorf("%s: %d vectors, want %d", c, n[c], w)
		}
	}
}
