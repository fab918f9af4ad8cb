package constraint_test

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/wire"
)

// treeNode is a delegation-tree node document for the edge cases below.
func treeNode(id, budget string, scope []string, children ...map[string]any) map[string]any {
	n := map[string]any{"agent_id": "a", "children": children, "fork_type": "parallel", "status": "active",
		"version": 0, "timestamp": "2026-02-17T10:00:00Z"}
	if id != "" {
		n["node_id"] = id
	}
	if budget != "" {
		n["budget_allocated_micro"] = budget
	}
	if scope != nil {
		n["authority_scope"] = scope
	}
	return n
}

func uuid(i int) string { return fmt.Sprintf("550e8400-e29b-41d4-a716-%012d", i) }

// TestGeneratedTreeAndChainEdges: the generated tree walk and chain pair
// loops against the reference on the limits of the walk (depth above 10,
// more than 100 nodes), repeated node ids (visited once), absent ids
// (numbered by the walk), absent and huge budgets, upper-case scopes,
// empty and one-link chains, at every small budget.
func TestGeneratedTreeAndChainEdges(t *testing.T) {
	paths := pathmode.Claim(t)
	deep := treeNode(uuid(100), "10", []string{"x"})
	for i := 99; i > 86; i-- {
		deep = treeNode(uuid(i), "10", []string{"x"}, deep)
	}
	var wide []map[string]any
	for i := range 101 {
		wide = append(wide, treeNode(uuid(i+1), "1", []string{"x"}))
	}
	huge := strings.Repeat("9", 130)
	roots := []map[string]any{
		deep,
		treeNode(uuid(0), "200", []string{"x"}, wide...),
		treeNode(uuid(0), "200", []string{"x"}, wide[:99]...),
		treeNode(uuid(0), "5", []string{"A", "b"}, treeNode(uuid(1), "3", []string{"a"}), treeNode(uuid(1), "3", []string{"B"})),
		treeNode(uuid(0), "5", []string{"a"}, treeNode(uuid(1), "6", []string{"a"})),
		treeNode("", "", nil, treeNode("", "", nil), treeNode("", "1", []string{})),
		treeNode(uuid(0), huge, []string{"a"}, treeNode(uuid(1), "1", []string{"a"})),
		treeNode(uuid(0), "1", []string{"a"}, treeNode(uuid(1), huge, []string{"a"})),
		treeNode(uuid(0), "1", []string{}, treeNode(uuid(1), "1", []string{"a"}, treeNode(uuid(2), "", []string{}))),
	}
	var docs [][]byte
	for i, root := range roots {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			doc, err := json.Marshal(map[string]any{"tree_id": uuid(9), "root": root, "strategy": "consensus",
				"total_budget_micro": "200", "budget_allocation": "weighted", "max_depth": 5, "max_total_nodes": 50,
				"created_at": "2026-02-17T10:00:00Z", "contract_version": "7.0.0"})
			if err != nil {
				t.Fatal(err)
			}
			docs = append(docs, doc)
		})
	}
	for _, d := range docs {
		v := decoded(t, "delegation-tree", d)
		sameForms(t, paths, string(d), "delegation-tree", v, append([]int64{0}, smallBudgets...))
	}
	link := func(from, to, budget, ts string, scope ...string) map[string]any {
		l := map[string]any{"delegator": from, "delegatee": to, "task_type": "t", "authority_scope": scope,
			"timestamp": ts, "outcome": "pending"}
		if budget != "" {
			l["budget_allocated_micro"] = budget
		}
		return l
	}
	chains := [][]map[string]any{
		nil,
		{link("a", "b", "5", "2026-01-01T00:00:00Z", "x")},
		{link("a", "b", "5", "2026-01-01T00:00:00Z", "x", "y"), link("b", "c", "6", "2025-01-01T00:00:00Z", "y"), link("b", "d", "", "2027-01-01T00:00:00Z", "z")},
		{link("a", "b", "", "2026-01-01T00:00:00Z", "x"), link("b", "c", "1", "2026-01-01T00:00:00Z", "x"), link("c", "d", huge, "2026-01-01T00:00:00Z")},
	}
	for i, links := range chains {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			doc, err := json.Marshal(map[string]any{"chain_id": uuid(9), "root_delegator": "a", "links": links,
				"max_depth": 5, "authority_conservation": true, "status": "active", "contract_version": "7.0.0"})
			if err != nil {
				t.Fatal(err)
			}
			v := decoded(t, "delegation-chain", doc)
			sameForms(t, paths, string(doc), "delegation-chain", v, append([]int64{0}, smallBudgets...))
		})
	}
}

// TestGeneratedUniqueValues: unique_values over more invariants than the
// generated set keeps inline, with and without a repeated id.
func TestGeneratedUniqueValues(t *testing.T) {
	paths := pathmode.Claim(t)
	for _, n := range []int{0, 1, 8, 9, 20} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			for _, dup := range []int{-1, 0, n - 1} {
				var invs []map[string]any
				for i := range n {
					id := fmt.Sprintf("B-%d", i)
					if dup >= 0 && i == n-1 && n > 1 {
						id = fmt.Sprintf("B-%d", dup)
					}
					invs = append(invs, map[string]any{"invariant_id": id, "name": "n", "description": "d",
						"ltl_formula": "G(x)", "enforcement": "atomic"})
				}
				doc, err := json.Marshal(map[string]any{"bridge_id": uuid(1), "source_registry_id": uuid(2),
					"target_registry_id": uuid(3), "bridge_invariants": invs, "exchange_rate": map[string]any{
						"rate_type": "fixed", "value": "1.0", "governance_proposal_required": false,
						"staleness_threshold_seconds": 3600}, "settlement": "immediate", "contract_version": "7.0.0"})
				if err != nil {
					t.Fatal(err)
				}
				sameForms(t, paths, string(doc), "registry-bridge", decoded(t, "registry-bridge", doc), append([]int64{0}, smallBudgets...))
			}
		})
	}
}

// TestGeneratedEncodingCheck: a document the encoding check rejects (a
// number that is not finite, raw text that is not JSON) fails closed
// through the generated check as through the compiled form's; a raw
// member is null when its text is (white space around it), and only then.
func TestGeneratedEncodingCheck(t *testing.T) {
	paths := pathmode.Claim(t)
	_, docs := constrainedDocs(t)
	doc := docs["delegation-outcome"][0]
	for i, mutate := range []func(o *governance.DelegationOutcome){
		func(o *governance.DelegationOutcome) {},
		func(o *governance.DelegationOutcome) { o.ConsensusThreshold = math.NaN() },
		func(o *governance.DelegationOutcome) { o.Result = json.RawMessage("{") },
		func(o *governance.DelegationOutcome) { o.Result = json.RawMessage(" null ") },
		func(o *governance.DelegationOutcome) { o.OutcomeType, o.Result = "deadlock", json.RawMessage("null") },
		func(o *governance.DelegationOutcome) {
			o.OutcomeType, o.Result = "deadlock", json.RawMessage("\t null\n")
		},
		func(o *governance.DelegationOutcome) { o.OutcomeType, o.Result = "deadlock", json.RawMessage("0") },
		func(o *governance.DelegationOutcome) { o.OutcomeType, o.Result = "deadlock", json.RawMessage(`"null"`) },
		func(o *governance.DelegationOutcome) { o.OutcomeType, o.Result = "deadlock", nil },
		func(o *governance.DelegationOutcome) {
			if len(o.Votes) > 0 {
				o.Votes[0].Confidence = math.Inf(1)
			}
		},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			o := decoded(t, "delegation-outcome", doc).(*governance.DelegationOutcome)
			mutate(o)
			sameForms(t, paths, fmt.Sprintf("mutation %d", i), "delegation-outcome", o, []int64{0, 3})
		})
	}
}

// TestGeneratedEncodingCheckMap: raw values of a map member are checked
// too.
func TestGeneratedEncodingCheckMap(t *testing.T) {
	paths := pathmode.Claim(t)
	_, docs := constrainedDocs(t)
	doc := docs["inter-agent-transaction-audit"][0]
	for i, meta := range []map[string]json.RawMessage{nil, {"a": json.RawMessage(`1`)}, {"a": json.RawMessage(`{`)},
		{"a": json.RawMessage(`true`), "b": json.RawMessage(`[1,`)}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			a := decoded(t, "inter-agent-transaction-audit", doc).(*economy.InterAgentTransactionAudit)
			a.Metadata = meta
			sameForms(t, paths, fmt.Sprintf("metadata %d", i), "inter-agent-transaction-audit", a, []int64{0, 5})
		})
	}
}

// TestGeneratedSagaAmount: the generated saga_amount_conserved against the
// reference on Go values at its edges: no completed step, amounts left
// out (zero), compensation above, equal to and below the steps, no
// compensation steps, nil lists, and more than 100 steps or compensation
// steps, at every small budget.
func TestGeneratedSagaAmount(t *testing.T) {
	paths := pathmode.Claim(t)
	step := func(status economy.StepStatus, amount string) economy.BridgeTransferStep {
		s := economy.BridgeTransferStep{StepID: "s", StepType: economy.StepType("reserve"), Participant: "p", Status: status}
		if amount != "" {
			s.AmountMicro = wire.MustParseMicroUSDUnsigned(amount)
		}
		return s
	}
	done, pending := economy.StepCompleted, economy.StepPending
	many := func(n int, status economy.StepStatus) []economy.BridgeTransferStep {
		var out []economy.BridgeTransferStep
		for range n {
			out = append(out, step(status, "1"))
		}
		return out
	}
	huge := strings.Repeat("9", 40)
	cases := []struct{ steps, comp []economy.BridgeTransferStep }{
		{nil, nil},
		{[]economy.BridgeTransferStep{step(pending, "5")}, []economy.BridgeTransferStep{step(done, "9")}},
		{[]economy.BridgeTransferStep{step(done, "5")}, nil},
		{[]economy.BridgeTransferStep{step(done, "")}, []economy.BridgeTransferStep{step(done, "1")}},
		{[]economy.BridgeTransferStep{step(done, "5"), step(done, "5")}, []economy.BridgeTransferStep{step(done, "10")}},
		{[]economy.BridgeTransferStep{step(done, "5"), step(done, "5")}, []economy.BridgeTransferStep{step(done, "11")}},
		{[]economy.BridgeTransferStep{step(done, "5")}, []economy.BridgeTransferStep{step(pending, "11"), step(done, "")}},
		{[]economy.BridgeTransferStep{step(done, huge), step(done, huge)}, []economy.BridgeTransferStep{step(done, huge+"9")}},
		{many(100, done), many(100, done)},
		{many(101, done), nil},
		{many(3, done), many(101, pending)},
		{many(101, pending), nil},
	}
	for i, c := range cases {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			s := &economy.BridgeTransferSaga{SagaType: economy.SagaType("atomic"), Status: economy.SagaStatus("pending"),
				Steps: c.steps, CompensationSteps: c.comp}
			sameForms(t, paths, fmt.Sprintf("case %d", i), "bridge-transfer-saga", s, append([]int64{0}, smallBudgets...))
		})
	}
}

// TestGeneratedSagaTimeout: the generated saga_timeout_valid against the
// reference on Go values: steps within, at and over the limit (fractional
// seconds), a completed step without started_at or completed_at, steps
// not completed (not examined), a limit of 0 and below, nil steps, and
// more than 100 steps, at every small budget.
func TestGeneratedSagaTimeout(t *testing.T) {
	paths := pathmode.Claim(t)
	ts := func(s string) *wire.Timestamp {
		if s == "" {
			return nil
		}
		v := wire.MustParseTimestamp(s)
		return &v
	}
	step := func(status economy.StepStatus, from, to string) economy.BridgeTransferStep {
		return economy.BridgeTransferStep{StepID: "s", StepType: economy.StepType("reserve"), Participant: "p",
			Status: status, AmountMicro: wire.MustParseMicroUSDUnsigned("1"), StartedAt: ts(from), CompletedAt: ts(to)}
	}
	done, pending := economy.StepCompleted, economy.StepPending
	const t0 = "2026-02-01T10:00:00Z"
	within := step(done, t0, "2026-02-01T10:04:59.999Z")
	at := step(done, t0, "2026-02-01T10:05:00Z")
	over := step(done, t0, "2026-02-01T10:05:00.001Z")
	many := make([]economy.BridgeTransferStep, 101)
	for i := range many {
		many[i] = within
	}
	cases := []struct {
		steps []economy.BridgeTransferStep
		limit int64
	}{
		{nil, 300},
		{[]economy.BridgeTransferStep{within, at}, 300},
		{[]economy.BridgeTransferStep{within, over}, 300},
		{[]economy.BridgeTransferStep{over}, 301},
		{[]economy.BridgeTransferStep{step(done, "", t0)}, 300},
		{[]economy.BridgeTransferStep{step(done, t0, "")}, 300},
		{[]economy.BridgeTransferStep{step(pending, "", ""), step(pending, t0, "2026-02-02T10:00:00Z")}, 300},
		{[]economy.BridgeTransferStep{step(done, "2026-02-01T10:05:00Z", t0)}, 300},
		{[]economy.BridgeTransferStep{within}, 0},
		{[]economy.BridgeTransferStep{within}, -5},
		{many[:100], 300},
		{many, 300},
	}
	for i, c := range cases {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			s := &economy.BridgeTransferSaga{SagaType: economy.SagaType("atomic"), Status: economy.SagaStatus("pending"),
				Steps: c.steps, Timeout: economy.SagaTimeout{TotalSeconds: 1, PerStepSeconds: c.limit}}
			sameForms(t, paths, fmt.Sprintf("case %d", i), "bridge-transfer-saga", s, append([]int64{0}, smallBudgets...))
		})
	}
}
