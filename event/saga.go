package event

import (
	"errors"
	"strconv"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// Direction says whether a saga step progresses or compensates the saga.
//
// Its values: [DirectionForward], [DirectionCompensation].
type Direction string

// The saga directions.
const (
	DirectionForward      Direction = "forward"
	DirectionCompensation Direction = "compensation"
)

var directions = enum.New(DirectionForward, DirectionCompensation)

// Valid reports whether d is one of the two directions.
func (d Direction) Valid() bool { return directions.Has(d) }

// SagaContext is the execution context of a multi-step distributed
// operation (schema saga-context). Closed object.
type SagaContext struct {
	// SagaID is the saga (workflow execution) id.
	SagaID string `json:"saga_id" hf:"minLength=1"`
	// Step is the step number within the saga.
	Step int64 `json:"step" hf:"minimum=1"`
	// TotalSteps is the total number of expected steps, when known.
	TotalSteps *int64 `json:"total_steps,omitzero" hf:"minimum=1"`
	// Direction says whether this step progresses or compensates the saga.
	Direction Direction `json:"direction"`
}

// sagaStepTotal is the cross-field rule step ≤ total_steps, wherever the context
// sits.
func sagaStepTotal(s *SagaContext, r *codec.Rules) {
	// "when total_steps is present and step > total_steps"
	if r.OK("step", "total_steps") && s.TotalSteps != nil && s.Step > *s.TotalSteps {
		r.Report("saga-context-step-total", "step ("+strconv.FormatInt(s.Step, 10)+
			") must not exceed total_steps ("+strconv.FormatInt(*s.TotalSteps, 10)+")", "step")
	}
}

var _ = codec.Register(codec.Meta[SagaContext]{
	Schema:      "saga-context",
	Description: "Saga execution context for multi-step distributed operations",
	Rules: func(s *SagaContext, r *codec.Rules) {
		sagaStepTotal(s, r)
		// The error-severity rules of upstream's SagaContext constraint file, evaluated
		// without a previous state.
		constraintrt.Apply(schemaSagaContext, s, r)
	},
	UpstreamRules: sagaStepTotal,
	Warnings:      func(s *SagaContext, r *codec.Rules) { constraintrt.Apply(schemaSagaContext, s, r) },
	Methods:       codec.MethodValidate | codec.MethodJSON | codec.MethodConstraints,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of c (nil or a *hounfour.ValidationError): the schema " +
			"rules, step ≤ total_steps, and the error-severity rules of upstream's constraint file evaluated " +
			"without a previous state (they hold for every context then).",
		ValidateSchema: "ValidateSchema gives the verdict of upstream's runtime validate(): what Validate " +
			"checks except the constraint-file rules.",
		CheckConstraints: "CheckConstraints returns the result of every rule of upstream's SagaContext " +
			"constraint file on c, evaluated without a previous state.",
	},
})

const schemaSagaContext = "saga-context"

// sagaRulePaths are the members the temporal rules are about.
var sagaRulePaths = map[string]string{
	"saga-step-monotonic":             "/step",
	"saga-direction-valid-transition": "/direction",
}

// CheckSagaProgress checks the transition from prev to next against the
// rules of upstream's SagaContext constraint file, evaluated by package
// constraint with prev as the previous state: the step only increases
// unless next compensates (saga-step-monotonic, path /step), and the
// direction only changes from forward to compensation
// (saga-direction-valid-transition, path /direction). It returns nil when
// they hold. The contexts themselves are not validated.
func CheckSagaProgress(prev, next SagaContext) []hounfour.Violation {
	pv, err := constraint.ValueOf(&prev)
	var rep constraint.Report
	if err == nil {
		rep, err = constraint.Check(schemaSagaContext, &next, constraint.WithPrevious(pv))
	}
	if err != nil {
		return []hounfour.Violation{{Path: "", Rule: "constraint-evaluation", Message: err.Error()}}
	}
	var out []hounfour.Violation
	for _, res := range rep.Errors() {
		out = append(out, hounfour.Violation{Path: sagaRulePaths[res.ID], Rule: res.ID, Message: res.Message})
	}
	return out
}

// CheckSagaContext reproduces upstream's validateSagaContext: an error with
// upstream's reason "step ({step}) exceeds total_steps ({total_steps})" when
// TotalSteps is set and Step exceeds it; nil otherwise. (Validate reports the
// same failure as "step (…) must not exceed total_steps (…)".)
func CheckSagaContext(s SagaContext) error {
	if s.TotalSteps != nil && s.Step > *s.TotalSteps {
		return errors.New("step (" + strconv.FormatInt(s.Step, 10) + ") exceeds total_steps (" + strconv.FormatInt(*s.TotalSteps, 10) + ")")
	}
	return nil
}
