package reputation

import "github.com/hounfour-go/hounfour/internal/codec"

// QualityObservation is the structured result of a model performance
// evaluation (schema quality-observation): an overall score, optional named
// dimensions, an optional latency and an optional evaluator. Closed object.
//
// Schema: quality-observation — "Reusable structured quality result from a
// model performance evaluation. Carries an overall score, optional named
// dimensions, optional latency, and optional evaluator identity."
type QualityObservation struct {
	// Score is the overall quality score in [0, 1].
	Score float64 `json:"score" hf:"minimum=0,maximum=1"`
	// Dimensions are named quality dimensions (coherence, safety): at most
	// 20, each name a lowercase letter followed by up to 31 lowercase
	// letters, digits or underscores, each score in [0, 1]. A name outside
	// that form is an undeclared member.
	Dimensions map[string]float64 `json:"dimensions,omitzero" hf:"maxProperties=20,item.minimum=0,item.maximum=1,key.pattern=^[a-z][a-z0-9_]{0,31}$"`
	// LatencyMS is the end-to-end latency of the evaluated request in
	// milliseconds.
	LatencyMS *int64 `json:"latency_ms,omitzero" hf:"minimum=0"`
	// EvaluatedBy is the agent or system that performed the evaluation.
	EvaluatedBy *string `json:"evaluated_by,omitzero" hf:"minLength=1"`
}

var _ = codec.Register(codec.Meta[QualityObservation]{
	Schema:      "quality-observation",
	Description: "Reusable structured quality result from a model performance evaluation. Carries an overall score, optional named dimensions, optional latency, and optional evaluator identity.",
	Since:       "8.2.0",
	ID:          "QualityObservation",
})
