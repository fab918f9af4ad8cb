package deliberation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// The rule PDA-2 as Validate applies it: the claims form a directed
// acyclic graph keyed by claim_id whose edges are the grounding.claim_id
// references — is_valid_dag(claims, 'claim_id', 'grounding.claim_id'),
// with the builtin's caps (items, bytes, operations). A grounding's
// artifact_id names the artifact a claim refers to and is no edge here;
// the constraint file's PDA-2, which CheckConstraints evaluates, also
// follows it.
const (
	rulePDA2 = "PDA-2"
	msgPDA2  = "Claims must form a valid DAG keyed by claim_id with edges through grounding.artifact_id and grounding.claim_id (no cycles, no dangling references, depth bounded)."
)

// pdaNative are the constraint ids the artifact reports natively (a slice
// made once: constraintrt.Apply leaves them to the native rule).
var pdaNative = []string{rulePDA2}

var claimGraph = constraintrt.DAGOps[Claim]{
	ID: func(c *Claim) (string, bool) { return c.ClaimID, true },
	Refs: []func(*Claim) (string, uint8){func(c *Claim) (string, uint8) {
		if c.Grounding.ClaimID == nil {
			return "", constraintrt.RefNone
		}
		return *c.Grounding.ClaimID, constraintrt.RefString
	}},
}

// checkClaimGraph reports PDA-2 when the claims (which passed their own
// checks) do not form a valid graph; only under a contract whose
// constraint files hold the rule.
func checkClaimGraph(a *DecisionArtifact, r *codec.Rules) {
	if r.Version() < codec.Contract870 || !r.OK("claims") {
		return
	}
	if !constraintrt.DAGValid(&a.Claims, true, &claimGraph) {
		r.Report(rulePDA2, msgPDA2)
	}
}

// ClaimGraphValid reports whether the claims of a form a valid graph as
// Validate's rule PDA-2 checks it: claim ids unique, every
// grounding.claim_id naming a claim of the artifact, no cycle, and within
// the caps of is_valid_dag (10,000 claims, 1 MiB of JSON text, 100,000
// operations).
func (a *DecisionArtifact) ClaimGraphValid() bool {
	return constraintrt.DAGValid(&a.Claims, true, &claimGraph)
}
