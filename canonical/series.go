package canonical

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// RepoStatus is the status of one repository's EPIC within a cluster run
// series (a JSON string). The zero value is absent.
//
// Its values: [RepoQueued], [RepoRunning], [RepoCompleted], [RepoFailed].
type RepoStatus string

// The repository statuses.
const (
	RepoQueued    RepoStatus = "queued"
	RepoRunning   RepoStatus = "running"
	RepoCompleted RepoStatus = "completed"
	// RepoFailed requires a failure_mode (rule CRS-2).
	RepoFailed RepoStatus = "failed"
)

var repoStatuses = enum.New(RepoQueued, RepoRunning, RepoCompleted, RepoFailed)

// RepoStatuses returns the repository statuses in protocol order, as a
// fresh slice.
func RepoStatuses() []RepoStatus { return repoStatuses.Values() }

// Valid reports whether s is one of the four statuses.
func (s RepoStatus) Valid() bool { return repoStatuses.Has(s) }

// RepoEntry is one repository of a cluster run series: its owner/name
// slug, the canonical run it follows (by id), its EPIC status, the
// failure classifier (non-null exactly when the status is failed) and the
// hash of its phase-completion chain's tail (null before the first
// envelope). Closed object.
type RepoEntry struct {
	// RepoSlug is "owner/name" (letters, digits, "_", "." and "-").
	RepoSlug       string     `json:"repo_slug" hf:"pattern=^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"`
	CanonicalRunID string     `json:"canonical_run_id" hf:"minLength=1"`
	EpicStatus     RepoStatus `json:"epic_status"`
	// FailureMode classifies a failure (nil: written as null; required
	// exactly when EpicStatus is failed).
	FailureMode *string `json:"failure_mode" hf:"nullable,minLength=1,maxLength=256"`
	// PhaseEnvelopeChainRoot is "sha256:" and 64 hex digits of either
	// case, kept as written (nil: null, no envelope yet).
	PhaseEnvelopeChainRoot *string `json:"phase_envelope_chain_root" hf:"nullable,pattern=^sha256:[A-Fa-f0-9]{64}$"`
}

// ClusterRunSeries is the state of one EPIC run across the repositories
// of a cluster (schema cluster-run-series): the series id, the cluster,
// when it started (UTC, whole seconds) and one entry per repository.
// Closed object; envelope_kind is "cluster_run_series" and
// contract_version "8.7.0". Not signed, not chained (the per-repository
// phase-completion envelopes are).
//
// Rules (Validate): CRS-2 for each repository in order — a failed
// repository carries a failure_mode, any other has null — then CRS-4:
// each repo_slug held by two or more repositories (case-sensitive), once,
// listing its indexes. CRS-1 (the status vocabulary) is the schema's;
// CRS-3 (byte-identical encodings across runtimes) is the consumer's.
//
// Schema: cluster-run-series — "Multi-repo run state envelope. Captures
// per-repo EPIC status across a cluster-spanning workstream. …"
type ClusterRunSeries struct {
	EnvelopeKind string `json:"envelope_kind" hf:"const=cluster_run_series"`
	// ContractVersion is always "8.7.0".
	ContractVersion string `json:"contract_version" hf:"const=8.7.0"`
	RunID           string `json:"run_id" hf:"minLength=1"`
	ClusterID       string `json:"cluster_id" hf:"minLength=1"`
	// TSStarted is when the series started, UTC, whole seconds
	// (UTCSecondPattern).
	TSStarted string      `json:"ts_started" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"`
	Repos     []RepoEntry `json:"repos" hf:"minItems=1"`
}

// The rule ids of a cluster run series.
const (
	ruleCRS2 = "CRS-2"
	ruleCRS4 = "CRS-4"
)

// failureModeReason returns CRS-2's message for repository i, or "" when
// its failure_mode agrees with its status.
func failureModeReason(i int, status string, hasMode bool) string {
	switch {
	case status == string(RepoFailed) && !hasMode:
		return "CRS-2: repos[" + itoa(i) + `] epic_status is "failed" but failure_mode is null — failed entries MUST carry a failure_mode classifier (CRS-2).`
	case status != string(RepoFailed) && hasMode:
		return "CRS-2: repos[" + itoa(i) + `] epic_status is "` + status + `" (not "failed") but failure_mode is non-null — failure_mode MUST be null when epic_status ≠ "failed" (CRS-2).`
	}
	return ""
}

const crs4Tail = "repo_slug must be distinct within a series."

func seriesRules(s *ClusterRunSeries, r *codec.Rules) {
	if r.TypeOK("repos") {
		for i := range s.Repos {
			if !r.OKAt("repos", i, "epic_status") || !r.OKAt("repos", i, "failure_mode") {
				continue
			}
			e := &s.Repos[i]
			if m := failureModeReason(i, string(e.EpicStatus), e.FailureMode != nil); m != "" {
				r.Report(ruleCRS2, m, "repos", i, "failure_mode")
			}
		}
		if everyOK(r, "repos", len(s.Repos), "repo_slug") {
			for _, g := range duplicates(len(s.Repos), func(i int) string { return s.Repos[i].RepoSlug }) {
				r.Report(ruleCRS4, dupMessage("CRS-4: repos[*].repo_slug ", g, crs4Tail), "repos", g.indices[1], "repo_slug")
			}
		}
	}
	constraintrt.Apply("cluster-run-series", s, r)
}

var _ = codec.Register(codec.Meta[ClusterRunSeries]{
	Schema:      "cluster-run-series",
	Description: "Multi-repo run state envelope. Captures per-repo EPIC status across a cluster-spanning workstream. NOT crypto-bearing; NOT chain-bearing at the cluster-run level — chain-bearing primitives are the per-repo PhaseCompletionEnvelope records (FR-B2, v8.6.0) referenced via the optional phase_envelope_chain_root lazy-link. Round-trip parse + re-serialize bit-identical: every well-formed payload `s` satisfies `JSON.stringify(JSON.parse(s)) === s` when `s` is itself the JSON-stringified canonical form.",
	Since:       "8.7.0",
	ID:          "ClusterRunSeries",
	Rules:       seriesRules,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of s (nil or a *hounfour.ValidationError): the schema rules, " +
			"then CRS-2 for each repository whose epic_status and failure_mode passed their checks (at " +
			"/repos/{i}/failure_mode), then CRS-4 once for each repo_slug two or more repositories hold (at the " +
			"second one's repo_slug, listing every index), when every repo_slug passed its checks.",
		ValidateSchema: "ValidateSchema reports the violations of s's schema alone (nil or a " +
			"*hounfour.ValidationError): the structural tier, without CRS-2 and CRS-4.",
	},
})
