package constraint

import rt "github.com/hounfour-go/hounfour/internal/constraintrt"

// The governance execution builtins: each takes one value, reads it
// through asRecord (anything but an object is the empty object) and
// returns a boolean; none raises an error. They are document-level: a
// bare name given as their argument is a document alias of the file.

// lifecycleTargets is the constraint lifecycle table: the statuses each
// status may move to.
var lifecycleTargets = map[string][]string{
	"proposed":     {"under_review", "rejected"},
	"under_review": {"enacted", "rejected"},
	"enacted":      {"deprecated"},
	"rejected":     nil,
	"deprecated":   nil,
}

// constraint_lifecycle_valid(event): from_status and to_status are strings,
// differ, and the lifecycle table allows the move (a status outside the
// five, matched exactly, moves nowhere).
func constraintLifecycleValid(_ *env, a, _ Value, _ int) Value {
	r := asRecord(a)
	from, ok1 := member(r, "from_status").AsString()
	to, ok2 := member(r, "to_status").AsString()
	if !ok1 || !ok2 || from == to {
		return vFalse
	}
	for _, t := range lifecycleTargets[from] {
		if t == to {
			return vTrue
		}
	}
	return vFalse
}

// proposal_execution_valid(execution): status is "completed" and
// changes_applied is a non-empty array whose every element is an object
// with result "success" (an element that is no object fails).
func proposalExecutionValid(_ *env, a, _ Value, _ int) Value {
	r := asRecord(a)
	if s, ok := member(r, "status").AsString(); !ok || s != "completed" {
		return vFalse
	}
	changes, ok := elements(member(r, "changes_applied"))
	if !ok || len(changes) == 0 {
		return vFalse
	}
	for _, c := range changes {
		if s, ok := member(asRecord(c), "result").AsString(); !ok || s != "success" {
			return vFalse
		}
	}
	return vTrue
}

// execution_checkpoint_valid(checkpoint): health_status and
// proceed_decision are strings and consistent: healthy → continue;
// degraded → continue or pause; failing → rollback; any other health →
// false.
func executionCheckpointValid(_ *env, a, _ Value, _ int) Value {
	r := asRecord(a)
	h, hOK := member(r, "health_status").AsString()
	d, dOK := member(r, "proceed_decision").AsString()
	return Bool(rt.CheckpointConsistent(hOK, h, dOK, d))
}
