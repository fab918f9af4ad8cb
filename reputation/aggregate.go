package reputation

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// Transition is one recorded move of the reputation state machine (schema
// reputation-transition; an entry of an aggregate's transition_history):
// from one state to another, when and why. It is an open object: members
// the protocol does not declare are kept in Unknown and written back.
// Nothing checks that a recorded transition is an allowed edge
// (IsValidTransition) or that its time lies within the aggregate's
// lifetime.
//
// Schema: reputation-transition — "Audit-trail entry recording a single
// reputation state-machine transition: from-state, to-state, timestamp, and
// trigger reason."
type Transition struct {
	// From is the state before the transition.
	From State `json:"from"`
	// To is the state after it.
	To State `json:"to"`
	// At is when it happened.
	At wire.Timestamp `json:"at"`
	// Trigger says what caused it (non-empty).
	Trigger string `json:"trigger" hf:"minLength=1"`
	// Unknown holds the undeclared members, written back sorted by name
	// after the declared ones.
	Unknown map[string]json.RawMessage `json:"-"`
}

// Aggregate is the reputation of one personality in one collection and
// pool (schema reputation-aggregate): its state in the state machine, the
// Bayesian blend of its personal score with the collection's, the counters
// the blend weighs, the recorded transitions and optional per-model and
// per-(model, task type) cohorts. Closed object.
//
// personal_score is required and nullable (nil is written null); the
// defaults the schema documents for pseudo_count (3) and min_sample_count
// (5) are never filled in: both members are required.
//
// Validate applies, after the members' own checks, the constraint rules of
// its contract's file: a cold aggregate has no personal score
// (reputation-cold-null-score), a warming one has one
// (reputation-warming-has-score), an authoritative one has a personal
// weight sample_count / (pseudo_count + sample_count) above 0.9
// (reputation-authoritative-weight, checked in Go: upstream's expression
// does not parse — COMPATIBILITY.md 111), and no two task cohorts share a
// (model_id, task_type) pair (reputation-task-cohort-uniqueness, checked in
// Go, one violation at each repeating entry — COMPATIBILITY.md 112); the
// file's other rules are implied by the members' bounds. Nested task
// cohorts get their own file's rules, and an aggregate inside a snapshot
// all of these (COMPATIBILITY.md 113). Nothing ties blended_score to
// BlendedScore or established to min_sample_count.
//
// Schema: reputation-aggregate — "DDD aggregate keyed by (personality_id,
// collection_id, pool_id) carrying the reputation state machine, Bayesian
// blend components, anti-manipulation counters, transition history, and
// optional per-model / per-task cohorts."
type Aggregate struct {
	// PersonalityID identifies the personality.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// CollectionID identifies the collection.
	CollectionID string `json:"collection_id" hf:"minLength=1"`
	// PoolID identifies the pool.
	PoolID string `json:"pool_id" hf:"minLength=1"`
	// State is the state in the reputation state machine.
	State State `json:"state"`
	// PersonalScore is the mean of the personality's own observations, in
	// [0, 1]; nil (written null) when there is none.
	PersonalScore *float64 `json:"personal_score" hf:"nullable,minimum=0,maximum=1"`
	// CollectionScore is the collection's trimmed mean of its members'
	// blended scores, in [0, 1]: the prior the blend starts from.
	CollectionScore float64 `json:"collection_score" hf:"minimum=0,maximum=1"`
	// BlendedScore is the Bayesian blend of the personal and the
	// collection score (BlendedScore), in [0, 1].
	BlendedScore float64 `json:"blended_score" hf:"minimum=0,maximum=1"`
	// SampleCount is the number of quality observations (n).
	SampleCount int64 `json:"sample_count" hf:"minimum=0"`
	// PseudoCount is the weight of the collection prior (k, at least 1;
	// the protocol's default is 3).
	PseudoCount int64 `json:"pseudo_count" hf:"minimum=1"`
	// ContributorCount is the number of distinct evaluators.
	ContributorCount int64 `json:"contributor_count" hf:"minimum=0"`
	// MinSampleCount is the sample count warming → established needs (at
	// least 1; the protocol's default is 5).
	MinSampleCount int64 `json:"min_sample_count" hf:"minimum=1"`
	// CreatedAt is when the aggregate was created.
	CreatedAt wire.Timestamp `json:"created_at"`
	// LastUpdated is when it last changed.
	LastUpdated wire.Timestamp `json:"last_updated"`
	// TransitionHistory lists the state transitions, oldest first (nil is
	// written as []).
	TransitionHistory []Transition `json:"transition_history"`
	// ModelCohorts are the per-model cohorts (optional; contract 7.3.0).
	// The top-level personal_score and sample_count are then the
	// cross-model aggregation.
	ModelCohorts []ModelCohort `json:"model_cohorts,omitzero" hf:"since=7.3.0"`
	// TaskCohorts are the per-(model, task type) cohorts, at most 50, each
	// pair at most once (optional; contract 7.10.0).
	TaskCohorts []TaskTypeCohort `json:"task_cohorts,omitzero" hf:"maxItems=50,since=7.10.0"`
	// ContractVersion is the protocol version the aggregate was written
	// under.
	ContractVersion wire.Semver `json:"contract_version"`
}

// ModelCohort returns the first model cohort whose model_id equals modelID
// exactly, and whether there is one (none when model_cohorts is absent).
func (a *Aggregate) ModelCohort(modelID string) (ModelCohort, bool) {
	for _, c := range a.ModelCohorts {
		if c.ModelID == modelID {
			return c, true
		}
	}
	return ModelCohort{}, false
}

// TaskCohortDuplicates returns TaskCohortDuplicates of the aggregate's
// task cohorts.
func (a *Aggregate) TaskCohortDuplicates() []string { return TaskCohortDuplicates(a.TaskCohorts) }

// AggregateSnapshot is an aggregate as it stood at one time (schema
// aggregate-snapshot, contract 7.3.0): the aggregate, when it was taken,
// the number of events it reflects and optionally the hash of the ordered
// event stream (EventStreamHash: 64 lowercase hex digits, no prefix), which
// lets a reader verify it without replaying. Closed object. The aggregate
// gets every rule of an aggregate at /aggregate; nothing checks
// event_count or the hash against the aggregate.
//
// Schema: aggregate-snapshot — "Point-in-time snapshot of a
// ReputationAggregate. Carries the snapshotted aggregate, snapshot
// timestamp, event count, and optional SHA-256 hash of the ordered event
// stream for snapshot-free replay verification."
type AggregateSnapshot struct {
	// Aggregate is the snapshotted aggregate.
	Aggregate Aggregate `json:"aggregate"`
	// SnapshotAt is when the snapshot was taken.
	SnapshotAt wire.Timestamp `json:"snapshot_at"`
	// EventCount is the number of events the aggregate reflects.
	EventCount int64 `json:"event_count" hf:"minimum=0"`
	// EventStreamHash is the SHA-256 of the ordered event stream
	// (EventStreamHash), optional.
	EventStreamHash *string `json:"event_stream_hash,omitzero" hf:"pattern=^[a-f0-9]{64}$"`
	// ContractVersion is the protocol version of the snapshot.
	ContractVersion wire.Semver `json:"contract_version"`
}

// maxTaskCohorts is the most task cohorts an aggregate holds (the schema's
// maxItems).
const maxTaskCohorts = 50

// authoritativeWeight is the personal weight an authoritative aggregate
// must exceed.
const authoritativeWeight = 0.9

// aggregateNatives are the aggregate's constraints checked in Go (a
// package variable: a slice built at each call would be allocated).
var aggregateNatives = []string{"reputation-authoritative-weight", "reputation-task-cohort-uniqueness"}

// aggregateRules are the rules of an aggregate that the library checks in
// Go: the authoritative weight before the constraint file's rules, the
// cohort uniqueness after them (their places in the file; no rule the file
// evaluates can fail beside either on a document whose members passed).
func aggregateRules(a *Aggregate, r *codec.Rules) {
	// An authoritative aggregate's personal weight n / (k + n) exceeds 0.9
	// (float64 division; 27 samples at k = 3 weigh exactly 0.9 and fail).
	if r.OK("state", "sample_count", "pseudo_count") && a.State == Authoritative &&
		PersonalWeight(float64(a.SampleCount), float64(a.PseudoCount)) <= authoritativeWeight {
		r.Report("reputation-authoritative-weight", "authoritative state requires personal weight > 0.9")
	}
	constraintrt.Apply("reputation-aggregate", a, r, aggregateNatives...)
	// No (model_id, task_type) pair twice among the task cohorts, the pair
	// compared member by member: one violation at every entry repeating an
	// earlier entry's pair. The list passed its checks, so it holds at most
	// 50 entries (maxTaskCohorts, tested again to bound the work): a pairwise
	// scan, without allocating.
	if r.OK("task_cohorts") && len(a.TaskCohorts) <= maxTaskCohorts {
		tc := a.TaskCohorts
		for j := 1; j < len(tc); j++ {
			for i := range j {
				if tc[i].ModelID == tc[j].ModelID && tc[i].TaskType == tc[j].TaskType {
					r.Report("reputation-task-cohort-uniqueness", "(model_id, task_type) pairs MUST be unique within task_cohorts.",
						"task_cohorts", j)
					break
				}
			}
		}
	}
}

// TaskCohortDuplicates returns the keys model_id + ":" + task_type that
// repeat among cohorts, each once, in the order of its first repetition
// (nil when none repeats). The key joins the pair with a colon, so the
// distinct pairs (m:ns, analysis) and (m, ns:analysis) both give
// m:ns:analysis and count as a repetition here, unlike in Validate, which
// compares the pairs.
func TaskCohortDuplicates(cohorts []TaskTypeCohort) []string {
	var dups []string
	seen := make(map[string]bool, len(cohorts)) // key → reported
	for i := range cohorts {
		k := cohorts[i].ModelID + ":" + string(cohorts[i].TaskType)
		reported, ok := seen[k]
		switch {
		case !ok:
			seen[k] = false
		case !reported:
			seen[k] = true
			dups = append(dups, k)
		}
	}
	return dups
}

var _ = codec.Register(codec.Meta[Transition]{
	Schema:      "reputation-transition",
	Description: "Audit-trail entry recording a single reputation state-machine transition: from-state, to-state, timestamp, and trigger reason.",
	Since:       "7.1.0",
	ID:          "ReputationTransition",
})

var _ = codec.Register(codec.Meta[Aggregate]{
	Schema:      "reputation-aggregate",
	Description: "DDD aggregate keyed by (personality_id, collection_id, pool_id) carrying the reputation state machine, Bayesian blend components, anti-manipulation counters, transition history, and optional per-model / per-task cohorts.",
	Since:       "7.1.0",
	ID:          "ReputationAggregate",
	Rules:       aggregateRules,
	Warnings:    func(a *Aggregate, r *codec.Rules) { constraintrt.Apply("reputation-aggregate", a, r) },
})

var _ = codec.Register(codec.Meta[AggregateSnapshot]{
	Schema:      "aggregate-snapshot",
	Description: "Point-in-time snapshot of a ReputationAggregate. Carries the snapshotted aggregate, snapshot timestamp, event count, and optional SHA-256 hash of the ordered event stream for snapshot-free replay verification.",
	Since:       "7.3.0",
	ID:          "AggregateSnapshot",
})
