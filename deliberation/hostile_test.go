package deliberation_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/deliberation"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
)

// artifact returns a decision artifact of n claims, claim i derived from
// claim ref(i) (none when ref returns -1), each with a justification of
// pad bytes.
func artifact(n int, ref func(i int) int, pad int) []byte {
	var b strings.Builder
	b.WriteString(`{"artifact_id":"550e8400-e29b-41d4-a716-446655440000","proposed_action":{"action_type":"a","target_id":"t","payload":{}},` +
		`"trust_context":{"routing_decision":"panel","scope":"s","reason":"r"},"claims":[`)
	just := strings.Repeat("j", pad)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"claim_id":"c` + strconv.Itoa(i) + `","grounding":{"type":"derived_inference"`)
		if r := ref(i); r >= 0 {
			b.WriteString(`,"claim_id":"c` + strconv.Itoa(r) + `"`)
		}
		if pad > 0 {
			b.WriteString(`,"justification":"` + just + `"`)
		}
		b.WriteString(`},"confidence":"plausible"}`)
	}
	b.WriteString(`],"question":"q","scoring_rubric":{},"created_at":"2026-05-01T00:00:00Z","contract_version":"8.7.0"}`)
	return []byte(b.String())
}

// The claim graph's caps: a 9,000-claim chain (950 KB of claims) is valid
// with bounded work, the same chain of 10,000 claims is over 1 MiB of JSON
// text; a chain closed into a cycle, and claims whose JSON text exceeds
// 1 MiB, fail PDA-2 only. Sequential: allocation counts are process-wide.
func TestHostileClaimGraph(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	l := hounfour.DefaultLimits()
	l.MaxBytes = 4 << 20
	o := hounfour.Options{Contract: hounfour.Contract870, Limits: l}
	const n = 9000
	chain := artifact(n, func(i int) int { return i - 1 }, 0)
	var a deliberation.DecisionArtifact
	var err error
	_ = o.Decode(chain, &a) // plans the types
	bytes, allocs := hostile.Allocated(func() { err = o.Decode(chain, &a) })
	if err != nil {
		t.Fatal(err)
	}
	if allocs > 20*n || bytes > 2048*n {
		t.Errorf("9,000 claims: %d bytes in %d allocations", bytes, allocs)
	}
	for _, c := range []struct {
		name string
		doc  []byte
	}{
		{"a 9,000-claim cycle", artifact(n, func(i int) int { return (i + n - 1) % n }, 0)},
		{"a 10,000-claim chain (1,057,762 bytes)", artifact(10000, func(i int) int { return i - 1 }, 0)},
		{"claims over 1 MiB", artifact(200, func(i int) int { return i - 1 }, 6000)},
	} {
		if got := rules(t, o.Decode(c.doc, &a)); !slices.Equal(got, []string{"PDA-2"}) {
			t.Errorf("%s: %v, want [PDA-2]", c.name, got)
		}
	}
	if got := rules(t, o.Decode(artifact(170, func(i int) int { return i - 1 }, 6000), &a)); got != nil {
		t.Errorf("claims under 1 MiB: %v", got)
	}
}
