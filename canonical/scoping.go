package canonical

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// ProofPosition is the side a Merkle proof step's sibling sits on (a JSON
// string): the running hash is combined as sibling‖hash for left and
// hash‖sibling for right. The zero value is absent.
//
// Its values: [ProofLeft], [ProofRight].
type ProofPosition string

// The proof positions.
const (
	ProofLeft  ProofPosition = "left"
	ProofRight ProofPosition = "right"
)

var proofPositions = enum.New(ProofLeft, ProofRight)

// ProofPositions returns the proof positions, left then right, as a fresh
// slice.
func ProofPositions() []ProofPosition { return proofPositions.Values() }

// Valid reports whether p is left or right.
func (p ProofPosition) Valid() bool { return proofPositions.Has(p) }

// SeriesGoal is one goal an inter-series scoping artifact proposes for the
// next series: its id (distinct within the artifact, rule ISSA-2), what
// it is, and its expected effect on conformance in percentage points
// (−100 to 100). Closed object.
type SeriesGoal struct {
	ID          string `json:"id" hf:"minLength=1"`
	Description string `json:"description" hf:"minLength=1,maxLength=4096"`
	// ConformanceImpactPct is the expected change of the conformance
	// percentage, between −100 and 100.
	ConformanceImpactPct float64 `json:"conformance_impact_pct" hf:"minimum=-100,maximum=100"`
}

// MerkleProofStep is one step of a Merkle inclusion proof: the sibling's
// digest ("sha256:" and 64 hex digits) and the side it sits on. Composing
// the steps to a root works on the raw 32-byte digests and is the
// consumer's. Closed object.
type MerkleProofStep struct {
	SiblingHash string        `json:"sibling_hash" hf:"pattern=^sha256:[A-Fa-f0-9]{64}$"`
	Position    ProofPosition `json:"position"`
}

// HashProof proves that a soul (constitution) hash is included in a
// committed tree: the soul hash and the proof path from it to the root
// (at most 64 steps; none when the soul hash is the root). Closed object.
type HashProof struct {
	SoulHash  string            `json:"soul_hash" hf:"pattern=^sha256:[A-Fa-f0-9]{64}$"`
	ProofPath []MerkleProofStep `json:"proof_path" hf:"minItems=0,maxItems=64"`
}

// InterSeriesScopingArtifact scopes the next run series of a cluster from
// the previous one (schema inter-series-scoping-artifact): when, which
// cluster, the parent series (a ClusterRunSeries run_id), the sign-off
// that approved it (or null), 1 to 64 proposed goals, the proof binding it
// to the constitution, and the chain of conformance hashes (up to 1024).
// Closed object; envelope_kind is "inter_series_scoping_artifact" and
// contract_version "8.7.0".
//
// Rule ISSA-2 (Validate): each goal id held by two or more goals, once,
// listing its indexes. The well-formedness of each proof step (ISSA-3:
// position left or right, sibling_hash a prefixed SHA-256) is implied by
// the schema, as are ISSA-1, ISSA-4 and ISSA-5.
//
// Schema: inter-series-scoping-artifact — "Cross-EPIC scoping artifact.
// …"
type InterSeriesScopingArtifact struct {
	EnvelopeKind string `json:"envelope_kind" hf:"const=inter_series_scoping_artifact"`
	// ContractVersion is always "8.7.0".
	ContractVersion string `json:"contract_version" hf:"const=8.7.0"`
	// TS is UTC with an optional fraction (UTCTimestampPattern).
	TS             string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	ClusterID      string `json:"cluster_id" hf:"minLength=1"`
	ParentSeriesID string `json:"parent_series_id" hf:"minLength=1"`
	// SignoffEnvelopeID is the approving plan sign-off (nil: null).
	SignoffEnvelopeID       *string      `json:"signoff_envelope_id" hf:"nullable,minLength=1"`
	ProposedSeriesGoals     []SeriesGoal `json:"proposed_series_goals" hf:"minItems=1,maxItems=64"`
	ConstitutionalHashProof HashProof    `json:"constitutional_hash_proof"`
	// ConformanceChain are prefixed SHA-256 hashes, oldest first.
	ConformanceChain []string `json:"conformance_chain" hf:"minItems=0,maxItems=1024,item.pattern=^sha256:[A-Fa-f0-9]{64}$"`
}

const ruleISSA2 = "ISSA-2"

const issa2Tail = "id MUST be distinct within an artifact."

func scopingRules(a *InterSeriesScopingArtifact, r *codec.Rules) {
	if r.TypeOK("proposed_series_goals") && everyOK(r, "proposed_series_goals", len(a.ProposedSeriesGoals), "id") {
		for _, g := range duplicates(len(a.ProposedSeriesGoals), func(i int) string { return a.ProposedSeriesGoals[i].ID }) {
			r.Report(ruleISSA2, dupMessage("ISSA-2: proposed_series_goals[*].id ", g, issa2Tail),
				"proposed_series_goals", g.indices[1], "id")
		}
	}
	constraintrt.Apply("inter-series-scoping-artifact", a, r)
}

var _ = codec.Register(codec.Meta[InterSeriesScopingArtifact]{
	Schema:      "inter-series-scoping-artifact",
	Description: interSeriesDescription,
	Since:       "8.7.0",
	ID:          "InterSeriesScopingArtifact",
	Rules:       scopingRules,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of a (nil or a *hounfour.ValidationError): the schema rules, " +
			"then ISSA-2 once for each goal id two or more goals hold (at the second one's id, listing every " +
			"index), when every goal id passed its checks.",
		ValidateSchema: "ValidateSchema reports the violations of a's schema alone (nil or a " +
			"*hounfour.ValidationError): the structural tier, without ISSA-2.",
	},
})

const interSeriesDescription = "Cross-EPIC scoping artifact. Merkle proof composition is library-evaluable for shape-level well-formedness only per ISSA-3; cluster constitutional-root resolution is consumer-state per ADR-010. NOT crypto-bearing; NOT chain-bearing — records a scoping decision over a parent ClusterRunSeries record (FR-G1) and an optional PlanSignoffEnvelope (FR-B9). Round-trip parse and re-serialize bit-identical: every well-formed payload satisfies JSON.stringify(JSON.parse(s)) equals s when s is itself the JSON-stringified canonical form."
