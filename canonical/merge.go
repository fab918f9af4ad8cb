package canonical

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// MergeArtifact records one merge of a pull request within a cluster
// (schema merge-artifact): the cluster, the EPIC checkpoint it closes (or
// null), the repository ("owner/name"), the pull request number (1 to
// 2^53−1), the merged commit (40 lowercase hex digits), the hash of the
// merged master content, when (UTC) and who merged. Closed object;
// envelope_kind is "merge_artifact" and contract_version "8.7.0". Not
// signed, not chained: a consumer that signs it wraps it in a signature
// envelope.
//
// Validate checks the schema; MA-1 to MA-3 of the constraint file restate
// its patterns, and MA-4 (master_content_hash over the canonical form of
// the merged content) is the consumer's.
//
// Schema: merge-artifact — "Cluster-level merge event. …"
type MergeArtifact struct {
	EnvelopeKind string `json:"envelope_kind" hf:"const=merge_artifact"`
	// ContractVersion is always "8.7.0".
	ContractVersion string `json:"contract_version" hf:"const=8.7.0"`
	ClusterID       string `json:"cluster_id" hf:"minLength=1"`
	// EpicCheckpointID links the EPIC checkpoint (nil: null).
	EpicCheckpointID *string `json:"epic_checkpoint_id" hf:"nullable,minLength=1,maxLength=256"`
	RepoSlug         string  `json:"repo_slug" hf:"pattern=^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"`
	PRNumber         int64   `json:"pr_number" hf:"minimum=1,maximum=9007199254740991"`
	// MergedCommitSHA is a git SHA-1 in lowercase hex.
	MergedCommitSHA   string `json:"merged_commit_sha" hf:"pattern=^[0-9a-f]{40}$"`
	MasterContentHash string `json:"master_content_hash" hf:"pattern=^sha256:[A-Fa-f0-9]{64}$"`
	// MergedAt is UTC with an optional fraction (UTCTimestampPattern).
	MergedAt      string `json:"merged_at" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	MergerActorID string `json:"merger_actor_id" hf:"minLength=1,maxLength=256"`
}

var _ = codec.Register(codec.Meta[MergeArtifact]{
	Schema:      "merge-artifact",
	Description: "Cluster-level merge event. NOT crypto-bearing, NOT chain-bearing at the merge-artifact level — consumers wrap in SignatureEnvelope (v8.5.0) per their own policy when signing is required. Round-trip parse and re-serialize bit-identical: every well-formed payload satisfies JSON.stringify(JSON.parse(s)) equals s when s is itself the JSON-stringified canonical form.",
	Since:       "8.7.0",
	ID:          "MergeArtifact",
	// No native rule: upstream's registered validator only re-checks the
	// envelope_kind discriminator, which the schema pins.
	Rules:      func(m *MergeArtifact, r *codec.Rules) { constraintrt.Apply("merge-artifact", m, r) },
	Constraint: "merge-artifact",
})
