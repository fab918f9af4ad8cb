package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// ModelCohort is the reputation of an agent with one model (an entry of an
// aggregate's model_cohorts; upstream's ModelCohort, which has no schema
// file of its own). Closed object; every member is required.
type ModelCohort struct {
	// ModelID is the model alias ("native", "gpt-4o").
	ModelID string `json:"model_id" hf:"minLength=1"`
	// PersonalScore is the score of the observations with this model, in
	// [0, 1]; nil (written null, never omitted) while the cohort is cold.
	PersonalScore *float64 `json:"personal_score" hf:"nullable,minimum=0,maximum=1"`
	// SampleCount is the number of quality observations with this model.
	SampleCount int64 `json:"sample_count" hf:"minimum=0"`
	// LastUpdated is the time of the most recent observation.
	LastUpdated wire.Timestamp `json:"last_updated"`
}

// Score returns the cohort as an input of CrossModelScore: its personal
// score and its sample count.
func (c ModelCohort) Score() CohortScore {
	return CohortScore{PersonalScore: c.PersonalScore, SampleCount: float64(c.SampleCount)}
}

// TaskTypeCohort is the reputation of an agent with one model on one task
// type (schema task-type-cohort; an entry of an aggregate's task_cohorts):
// a model cohort's members, then the task type and an optional confidence
// threshold. Closed object.
//
// Its constraint rules: the score within [0, 1] when not null, a
// non-negative sample count, a valid task type and a confidence threshold
// of at least 1 when present — each implied by the members' own checks.
//
// Schema: task-type-cohort — "Per-(model, task_type) reputation cohort.
// Inherits the cohort base fields and adds a confidence threshold that
// consumers use to blend task-specific scores with the aggregate."
type TaskTypeCohort struct {
	// ModelID is the model alias ("native", "gpt-4o").
	ModelID string `json:"model_id" hf:"minLength=1"`
	// PersonalScore is the score of the observations with this model on
	// this task type, in [0, 1]; nil (written null) while the cohort is
	// cold.
	PersonalScore *float64 `json:"personal_score" hf:"nullable,minimum=0,maximum=1"`
	// SampleCount is the number of quality observations in the cohort.
	SampleCount int64 `json:"sample_count" hf:"minimum=0"`
	// LastUpdated is the time of the most recent observation.
	LastUpdated wire.Timestamp `json:"last_updated"`
	// TaskType is the cohort's task type.
	TaskType TaskType `json:"task_type"`
	// ConfidenceThreshold is the sample count at which the task-specific
	// score is trusted at full weight (optional; the protocol recommends
	// 30, which is documentation and never filled in). Consumers blend
	// effective = α·task score + (1 − α)·aggregate score with α = min(1,
	// sample_count / confidence_threshold). Contract 7.11.0.
	ConfidenceThreshold *int64 `json:"confidence_threshold,omitzero" hf:"minimum=1,since=7.11.0"`
}

// Score returns the cohort as an input of CrossModelScore: its personal
// score and its sample count.
func (c TaskTypeCohort) Score() CohortScore {
	return CohortScore{PersonalScore: c.PersonalScore, SampleCount: float64(c.SampleCount)}
}

// CohortScore is one cohort's evidence as CrossModelScore weighs it: a
// personal score (nil: no score) and a sample count, a float64 so that a
// decayed count (DecayedSampleCount) can be passed.
type CohortScore struct {
	PersonalScore *float64
	SampleCount   float64
}

var _ = codec.Register(codec.Meta[ModelCohort]{
	Since: "7.3.0",
	ID:    "ModelCohort",
})

var _ = codec.Register(codec.Meta[TaskTypeCohort]{
	Schema:      "task-type-cohort",
	Description: "Per-(model, task_type) reputation cohort. Inherits the cohort base fields and adds a confidence threshold that consumers use to blend task-specific scores with the aggregate.",
	Since:       "7.10.0",
	ID:          "TaskTypeCohort",
	// The rules of the constraint file of the validation's contract (its
	// task type check is the member's own).
	Rules:      func(c *TaskTypeCohort, r *codec.Rules) { constraintrt.Apply("task-type-cohort", c, r) },
	Constraint: "task-type-cohort",
})
