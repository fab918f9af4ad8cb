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
	Bound: claimsBound,
}

// The most bytes JSON.stringify writes for one byte of a string (a control
// character becomes \u00XX), and for one byte of a JSON value kept as
// text: a number's digits may be written out in full (1e20 becomes 21
// digits), at most 22 bytes more than its text, and each number takes at
// least one byte.
const (
	stringFactor = 6
	rawFactor    = 6 + 22
	// memberBound bounds the bytes of a member's name, quotes, colon and
	// comma, and of a scalar value (a number of a typed member, a
	// boolean, null), by far.
	memberBound = 64
)

// claimsBound is an upper bound of the size of the compact JSON text of
// claims (see constraintrt.DAGOps.Bound): every string counted at its worst
// escaping, every value kept as text at its worst re-formatting.
func claimsBound(claims []Claim) int {
	n := 2
	str := func(s string) { n += memberBound + stringFactor*len(s) }
	for i := range claims {
		c := &claims[i]
		n += 3 * memberBound
		str(c.ClaimID)
		g := &c.Grounding
		str(string(g.Type))
		for _, p := range []*string{g.ArtifactID, g.ClaimID, g.Justification, g.ExternalURI} {
			if p != nil {
				str(*p)
			}
		}
		if g.OutputHash != nil {
			str(*g.OutputHash)
		}
		for _, s := range g.InferenceBasis {
			str(s)
		}
		if src := g.Source; src != nil {
			n += 16 * memberBound
			str(src.AgentID)
			str(src.DisplayName)
			for _, s := range src.Capabilities {
				str(s)
			}
			for _, s := range src.DelegationAuthority {
				str(s)
			}
			for k, v := range src.Metadata {
				str(k)
				n += rawFactor * len(v)
			}
		}
	}
	return n
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
