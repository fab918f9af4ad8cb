package governance

import "slices"

// ConstraintTransition lists the statuses a constraint may move to from
// one lifecycle status, in protocol order.
type ConstraintTransition struct {
	From ConstraintStatus
	To   []ConstraintStatus
}

// constraintTransitions is the lifecycle table, in protocol order.
var constraintTransitions = [...]ConstraintTransition{
	{ConstraintProposed, []ConstraintStatus{ConstraintUnderReview, ConstraintRejected}},
	{ConstraintUnderReview, []ConstraintStatus{ConstraintEnacted, ConstraintRejected}},
	{ConstraintEnacted, []ConstraintStatus{ConstraintDeprecated}},
	{ConstraintRejected, nil},
	{ConstraintDeprecated, nil},
}

// ConstraintTransitions returns the constraint lifecycle table, one entry
// per status in protocol order, as fresh slices: proposed → under_review or
// rejected; under_review → enacted or rejected; enacted → deprecated;
// rejected and deprecated are final.
func ConstraintTransitions() []ConstraintTransition {
	out := make([]ConstraintTransition, len(constraintTransitions))
	for i, t := range constraintTransitions {
		out[i] = ConstraintTransition{From: t.From, To: slices.Clone(t.To)}
	}
	return out
}

// CanTransitionConstraint reports whether the lifecycle table allows a
// constraint to move from one status to another. Staying in the same
// status is no move (false), and a status outside the five, matched
// exactly, moves nowhere.
func CanTransitionConstraint(from, to ConstraintStatus) bool {
	for _, t := range constraintTransitions {
		if t.From == from {
			return slices.Contains(t.To, to)
		}
	}
	return false
}

// IsConstraintEnactable reports whether a lifecycle event's move is one
// the lifecycle table allows (CanTransitionConstraint of its statuses). It
// is stricter than the event's own rule, which only requires the two
// statuses to differ.
func IsConstraintEnactable(e *ConstraintLifecycleEvent) bool {
	return CanTransitionConstraint(e.FromStatus, e.ToStatus)
}

// ExecutionTransition lists the statuses an execution may move to from
// one status, in protocol order.
type ExecutionTransition struct {
	From ExecutionStatus
	To   []ExecutionStatus
}

// executionTransitions is the execution status table, in protocol order.
var executionTransitions = [...]ExecutionTransition{
	{ExecutionPending, []ExecutionStatus{ExecutionExecuting}},
	{ExecutionExecuting, []ExecutionStatus{ExecutionCompleted, ExecutionFailed}},
	{ExecutionCompleted, nil},
	{ExecutionFailed, []ExecutionStatus{ExecutionRolledBack}},
	{ExecutionRolledBack, nil},
}

// ExecutionTransitions returns the execution status table, one entry per
// status in protocol order, as fresh slices: pending → executing;
// executing → completed or failed; failed → rolled_back; completed and
// rolled_back are final.
func ExecutionTransitions() []ExecutionTransition {
	out := make([]ExecutionTransition, len(executionTransitions))
	for i, t := range executionTransitions {
		out[i] = ExecutionTransition{From: t.From, To: slices.Clone(t.To)}
	}
	return out
}

// CanTransitionExecution reports whether the execution status table
// allows moving from one status to another (same status: false; a status
// outside the five, matched exactly: false). Nothing validates a
// ProposalExecution's status against its history; this is for the code
// that drives one.
func CanTransitionExecution(from, to ExecutionStatus) bool {
	for _, t := range executionTransitions {
		if t.From == from {
			return slices.Contains(t.To, to)
		}
	}
	return false
}

// Actionable reports whether the proposal can still be acted on: its
// status is proposed or voting.
func (p *Proposal) Actionable() bool {
	return p.Status == ProposalProposed || p.Status == ProposalVoting
}
