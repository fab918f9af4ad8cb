package vectors

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour/constraint"
)

// TestCheckDAGFails: the trace comparison rejects a wrong verdict, code,
// context member, phase, operation count and a corrected known trace.
func TestCheckDAGFails(t *testing.T) {
	t.Parallel()
	items, err := valueOfJSON([]byte(`[{"id":"A","n":"B"},{"id":"B","n":"A"}]`))
	if err != nil {
		t.Fatal(err)
	}
	r := constraint.EvaluateIsValidDAG(items, "id", []string{"n"})
	trace := func(s string) *dagTrace {
		var tr dagTrace
		if err := json.Unmarshal([]byte(s), &tr); err != nil {
			t.Fatal(err)
		}
		return &tr
	}
	if err := checkDAG("invalid/x", r, trace(`{"expected":"invalid","ops":7,"diagnostic":{"code":"DAG_CYCLE_DETECTED","context":{"cycle":["A","B","A"]}}}`)); err != nil {
		t.Errorf("matching trace: %v", err)
	}
	for name, c := range map[string]struct{ id, trace string }{
		"folder":   {"valid/x", `{"expected":"valid"}`},
		"code":     {"invalid/x", `{"expected":"invalid","diagnostic":{"code":"DAG_DANGLING_REF"}}`},
		"context":  {"invalid/x", `{"expected":"invalid","diagnostic":{"code":"DAG_CYCLE_DETECTED","context":{"cycle":["B","A","B"]}}}`},
		"member":   {"invalid/x", `{"expected":"invalid","diagnostic":{"code":"DAG_CYCLE_DETECTED","context":{"ops":7}}}`},
		"phase":    {"invalid/x", `{"expected":"invalid","phase":"dfs","diagnostic":{"code":"DAG_CYCLE_DETECTED"}}`},
		"ops":      {"invalid/x", `{"expected":"invalid","ops":6,"diagnostic":{"code":"DAG_CYCLE_DETECTED"}}`},
		"at least": {"invalid/x", `{"expected":"invalid","ops_at_least":1,"diagnostic":{"code":"DAG_CYCLE_DETECTED"}}`},
		"expected": {"invalid/x", `{"expected":"valid"}`},
	} {
		if err := checkDAG(c.id, r, trace(c.trace)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	valid := constraint.DAGResult{Valid: true, Ops: 11}
	if err := checkDAG("valid/multi-parent-dag", valid, trace(`{"expected":"valid","ops":9}`)); err != nil {
		t.Errorf("known trace: %v", err)
	}
	if err := checkDAG("valid/multi-parent-dag", valid, trace(`{"expected":"valid","ops":11}`)); err == nil {
		t.Error("corrected trace: not noticed")
	}
}
