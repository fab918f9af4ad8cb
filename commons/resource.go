package commons

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// TransitionResult is the wire form of a governed-resource transition's
// outcome (schema transition-result). Closed object.
//
// Its constraint rules: GRR-001 (version ≥ 0, its bound) and GRR-002
// ("Failed transitions must report at least one violation.").
//
// Schema: transition-result — "Result of a GovernedResource state
// transition."
type TransitionResult struct {
	Success bool `json:"success"`
	// NewState is the state after the transition, any JSON (its type varies
	// per resource); the member is required.
	NewState   json.RawMessage `json:"new_state"`
	Version    int64           `json:"version" hf:"minimum=0"`
	Violations []string        `json:"violations,omitzero"`
}

// InvariantResult is the outcome of checking one invariant on a governed
// resource (schema invariant-result). Closed object.
//
// Schema: invariant-result — "Result of checking a single invariant on a
// GovernedResource."
type InvariantResult struct {
	InvariantID string  `json:"invariant_id" hf:"minLength=1"`
	Holds       bool    `json:"holds"`
	Detail      *string `json:"detail,omitzero"`
}

// InvariantCheck is one invariant of a Resource: an id and the check that
// evaluates it on a state. A check returns its result (whose InvariantID is
// the one reported, which may differ from ID) or an error when it cannot
// decide.
type InvariantCheck[S any] struct {
	ID    string
	Check func(state S) (InvariantResult, error)
}

// ResourceConfig configures a Resource with state type S, event type E and
// context type C.
type ResourceConfig[S, E, C any] struct {
	// Apply computes the state an event leads to; it must not change its
	// inputs. An error aborts the transition.
	Apply func(state S, event E, c C) (S, error)
	// Invariants are checked, in this order, on every candidate state.
	Invariants []InvariantCheck[S]
	// OnSuccess, when set, is called after a transition was committed
	// (typically to append an audit entry with Resource.AppendAudit and to
	// record the mutation with Resource.RecordMutation); version is the new
	// version.
	OnSuccess func(ctx context.Context, event E, c C, prev, next S, version int64) error
	// OnFailure, when set, is called with the failing invariants' results
	// after a transition was refused.
	OnFailure func(ctx context.Context, event E, c C, violated []InvariantResult) error
}

// TransitionOutcome is the outcome of Resource.Transition: on success the
// new state and version; on failure the unchanged state and version and
// one violation text per failing invariant, "{invariant id}: {detail}" (or
// "{invariant id}: violated" without a detail).
type TransitionOutcome[S any] struct {
	Success    bool
	NewState   S
	Version    int64
	Violations []string
}

// Result returns the wire form of o, with NewState encoded by
// encoding/json.
func (o TransitionOutcome[S]) Result() (TransitionResult, error) {
	st, err := json.Marshal(o.NewState)
	if err != nil {
		return TransitionResult{}, err
	}
	return TransitionResult{Success: o.Success, NewState: st, Version: o.Version, Violations: o.Violations}, nil
}

// Resource is a governed resource at run time: a state that changes only
// through transitions that keep every invariant, a version counting the
// committed transitions, an audit trail and a mutation log.
//
// A transition is all or nothing: a candidate state that breaks an
// invariant, an Apply error, a check that errs or panics — the state and
// version stay as they were (where upstream, when a check throws, leaves
// the candidate state in place: deviation 93 in COMPATIBILITY.md).
//
// A Resource is not safe for concurrent use: one writer at a time, as the
// protocol requires (a database writer serializes transitions, for
// example with pg_advisory_xact_lock on AdvisoryLockKey of the trail's
// domain tag).
type Resource[S, E, C any] struct {
	state   S
	version int64
	trail   AuditTrail
	log     []GovernanceMutation
	cfg     ResourceConfig[S, E, C]
}

// NewResource returns a resource in its initial state: version 0, an empty
// audit trail anchored at AuditTrailGenesisHash with integrity status
// verified (NewAuditTrail), an empty mutation log. The resource never
// appends to the trail or the log itself; OnSuccess does.
func NewResource[S, E, C any](initial S, cfg ResourceConfig[S, E, C]) *Resource[S, E, C] {
	cfg.Invariants = slices.Clone(cfg.Invariants)
	return &Resource[S, E, C]{state: initial, trail: NewAuditTrail(), cfg: cfg}
}

// Current returns the current state.
func (r *Resource[S, E, C]) Current() S { return r.state }

// Version returns the number of committed transitions.
func (r *Resource[S, E, C]) Version() int64 { return r.version }

// AuditTrail returns the audit trail (its Entries slice is a copy).
func (r *Resource[S, E, C]) AuditTrail() AuditTrail {
	t := r.trail
	t.Entries = slices.Clone(t.Entries)
	return t
}

// MutationLog returns the recorded mutations, as a fresh slice.
func (r *Resource[S, E, C]) MutationLog() []GovernanceMutation { return slices.Clone(r.log) }

// AppendAudit appends an entry to the resource's audit trail with
// AuditTrail.Append.
func (r *Resource[S, E, C]) AppendAudit(e AuditEntry, domainTag string) (AuditEntry, error) {
	return r.trail.Append(e, domainTag)
}

// RecordMutation appends m to the mutation log.
func (r *Resource[S, E, C]) RecordMutation(m GovernanceMutation) { r.log = append(r.log, m) }

// InvariantPanicError reports an invariant check that panicked.
type InvariantPanicError struct {
	ID    string
	Value any
}

func (e *InvariantPanicError) Error() string {
	return fmt.Sprintf("commons: invariant check %q panicked: %v", e.ID, e.Value)
}

// Transition applies an event. It computes the candidate state with Apply
// and checks every invariant on it, in order:
//
//   - when some fail, the state and version stay, OnFailure is called with
//     the failing results, and the outcome has Success false, the current
//     state and version, and one violation text per failing invariant;
//   - when all hold, the candidate becomes the state, the version goes up
//     by one, OnSuccess is called, and the outcome has Success true.
//
// The error is Apply's, a check's (a panicking check gives an
// *InvariantPanicError), OnFailure's or OnSuccess's. All but the last leave
// state and version unchanged; an OnSuccess error is returned after the
// commit, with the successful outcome.
func (r *Resource[S, E, C]) Transition(ctx context.Context, event E, c C) (TransitionOutcome[S], error) {
	unchanged := TransitionOutcome[S]{NewState: r.state, Version: r.version}
	cand, err := r.cfg.Apply(r.state, event, c)
	if err != nil {
		return unchanged, err
	}
	var failed []InvariantResult
	for _, inv := range r.cfg.Invariants {
		res, err := runCheck(inv, cand)
		if err != nil {
			return unchanged, err
		}
		if !res.Holds {
			failed = append(failed, res)
		}
	}
	if len(failed) > 0 {
		unchanged.Violations = make([]string, len(failed))
		for i, f := range failed {
			detail := "violated"
			if f.Detail != nil && *f.Detail != "" {
				detail = *f.Detail
			}
			unchanged.Violations[i] = f.InvariantID + ": " + detail
		}
		if r.cfg.OnFailure != nil {
			if err := r.cfg.OnFailure(ctx, event, c, failed); err != nil {
				return unchanged, err
			}
		}
		return unchanged, nil
	}
	prev := r.state
	r.state, r.version = cand, r.version+1
	out := TransitionOutcome[S]{Success: true, NewState: cand, Version: r.version}
	if r.cfg.OnSuccess != nil {
		if err := r.cfg.OnSuccess(ctx, event, c, prev, cand, r.version); err != nil {
			return out, err
		}
	}
	return out, nil
}

// runCheck runs one invariant check, turning a panic into an error.
func runCheck[S any](inv InvariantCheck[S], state S) (res InvariantResult, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = &InvariantPanicError{ID: inv.ID, Value: v}
		}
	}()
	return inv.Check(state)
}

// Verify checks the invariant with the given ID on the current state; an
// unknown id gives a result that does not hold, with detail "Unknown
// invariant: {id}". A check that errs or panics gives its error.
func (r *Resource[S, E, C]) Verify(id string) (InvariantResult, error) {
	for _, inv := range r.cfg.Invariants {
		if inv.ID == id {
			return runCheck(inv, r.state)
		}
	}
	d := "Unknown invariant: " + id
	return InvariantResult{InvariantID: id, Detail: &d}, nil
}

// VerifyAll checks every invariant on the current state, in order.
func (r *Resource[S, E, C]) VerifyAll() ([]InvariantResult, error) {
	out := make([]InvariantResult, 0, len(r.cfg.Invariants))
	for _, inv := range r.cfg.Invariants {
		res, err := runCheck(inv, r.state)
		if err != nil {
			return out, err
		}
		out = append(out, res)
	}
	return out, nil
}

var _ = codec.Register(codec.Meta[TransitionResult]{
	Schema: "transition-result",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(x *TransitionResult, r *codec.Rules) { constraintrt.Apply("transition-result", x, r) },
	Constraint:  "transition-result",
	Description: "Result of a GovernedResource state transition.",
	Since:       "8.3.0",
	ID:          "TransitionResult",
})

var _ = codec.Register(codec.Meta[InvariantResult]{
	Schema:      "invariant-result",
	Description: "Result of checking a single invariant on a GovernedResource.",
	Since:       "8.3.0",
	ID:          "InvariantResult",
})
