package economy_test

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour/economy"
)

func doc(t *testing.T, s string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestFlowTable(t *testing.T) {
	t.Parallel()
	want := [][3]string{
		{"PerformanceRecord", "ReputationScore", "components"},
		{"ReputationScore", "RoutingConstraint", "min_reputation"},
		{"RoutingConstraint", "BillingEntry", "pool_id"},
		{"Sanction", "RoutingConstraint", "trust_level"},
		{"PerformanceRecord", "CommonsDividend", "source_performance_ids"},
	}
	if len(economy.Flow()) != len(want) {
		t.Fatalf("%d flow entries", len(economy.Flow()))
	}
	for i, f := range economy.Flow() {
		if [3]string{f.SourceSchema, f.TargetSchema, f.LinkingField} != want[i] || f.Verify == nil || f.Description == "" {
			t.Errorf("entry %d = %+v", i, f)
		}
	}
}

// Every failure reason of every flow, in the order the checks run, and the
// specification's oracle examples of the economy flow.
func TestVerifyEconomyFlow(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name           string
		flow           int
		source, target string
		ok             bool
		reason         string
	}{
		// 1: PerformanceRecord → ReputationScore
		{"oracle: same agent, no outcome", 0, `{"agent_id":"a"}`, `{"agent_id":"a"}`, false, "source.outcome must be defined to feed reputation"},
		{"different agents", 0, `{"agent_id":"a","outcome":{}}`, `{"agent_id":"b"}`, false, "target.agent_id must equal source.agent_id"},
		{"agent check first", 0, `{"agent_id":"a"}`, `{"agent_id":"b"}`, false, "target.agent_id must equal source.agent_id"},
		{"agent missing on one side", 0, `{"outcome":{}}`, `{"agent_id":"a"}`, false, "target.agent_id must equal source.agent_id"},
		{"agent missing on both sides (undefined === undefined)", 0, `{"outcome":{}}`, `{}`, true, ""},
		{"null outcome is defined", 0, `{"agent_id":"a","outcome":null}`, `{"agent_id":"a"}`, true, ""},
		{"numeric agent ids compare as numbers", 0, `{"agent_id":1.0,"outcome":1}`, `{"agent_id":1}`, true, ""},
		{"string and number differ", 0, `{"agent_id":"1","outcome":1}`, `{"agent_id":1}`, false, "target.agent_id must equal source.agent_id"},
		{"objects are never strictly equal", 0, `{"agent_id":{},"outcome":1}`, `{"agent_id":{}}`, false, "target.agent_id must equal source.agent_id"},
		// 2: ReputationScore → RoutingConstraint
		{"no min_reputation", 1, `{"score":0.5}`, `{}`, false, "target.min_reputation and source.score must be defined"},
		{"no score", 1, `{}`, `{"min_reputation":0.5}`, false, "target.min_reputation and source.score must be defined"},
		{"below", 1, `{"score":0.25}`, `{"min_reputation":0.5}`, false, "source.score (0.25) is below target.min_reputation (0.5)"},
		{"ECMAScript number text", 1, `{"score":1e-7}`, `{"min_reputation":1e21}`, false, "source.score (1e-7) is below target.min_reputation (1e+21)"},
		{"equal is enough", 1, `{"score":0.5}`, `{"min_reputation":0.5}`, true, ""},
		{"oracle: null score is defined and not a number", 1, `{"score":null}`, `{"min_reputation":0.5}`, true, ""},
		{"string score is not compared", 1, `{"score":"0.1"}`, `{"min_reputation":0.5}`, true, ""},
		// 3: RoutingConstraint → BillingEntry
		{"oracle: target pool, source without pool", 2, `{}`, `{"pool_id":"p"}`, true, ""},
		{"no target pool", 2, `{"pool_id":"p"}`, `{}`, false, "target.pool_id must be defined"},
		{"pools differ", 2, `{"pool_id":"p"}`, `{"pool_id":"q"}`, false, "target.pool_id must match source.pool_id when source specifies a pool"},
		{"pools match", 2, `{"pool_id":"p"}`, `{"pool_id":"p"}`, true, ""},
		{"null source pool is specified", 2, `{"pool_id":null}`, `{"pool_id":"p"}`, false, "target.pool_id must match source.pool_id when source specifies a pool"},
		// 4: Sanction → RoutingConstraint
		{"no trust level", 3, `{"severity":"warning"}`, `{}`, false, "target.trust_level must be defined"},
		{"trust level first", 3, `{}`, `{}`, false, "target.trust_level must be defined"},
		{"no severity", 3, `{}`, `{"trust_level":"basic"}`, false, "source.severity must be defined for sanction-based routing"},
		{"both", 3, `{"severity":"warning"}`, `{"trust_level":"basic"}`, true, ""},
		// 5: PerformanceRecord → CommonsDividend
		{"contains", 4, `{"record_id":"r2"}`, `{"source_performance_ids":["r1","r2"]}`, true, ""},
		{"missing id", 4, `{"record_id":"r3"}`, `{"source_performance_ids":["r1","r2"]}`, false, "target.source_performance_ids must be an array containing source.record_id"},
		{"not an array", 4, `{"record_id":"r1"}`, `{"source_performance_ids":"r1"}`, false, "target.source_performance_ids must be an array containing source.record_id"},
		{"absent", 4, `{"record_id":"r1"}`, `{}`, false, "target.source_performance_ids must be an array containing source.record_id"},
		{"no record id", 4, `{}`, `{"source_performance_ids":["r1"]}`, false, "target.source_performance_ids must be an array containing source.record_id"},
		{"null record id in the array", 4, `{"record_id":null}`, `{"source_performance_ids":[null]}`, true, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			ok, reason := economy.VerifyEconomyFlow(doc(t, c.source), doc(t, c.target), economy.Flow()[c.flow])
			if ok != c.ok || reason != c.reason {
				t.Errorf("%s: (%v, %q), want (%v, %q)", c.name, ok, reason, c.ok, c.reason)
			}
		})
	}
	// Oracle: an entry without verify is valid.
	if ok, reason := economy.VerifyEconomyFlow(nil, nil, economy.FlowEntry{SourceSchema: "A", TargetSchema: "B"}); !ok || reason != "" {
		t.Errorf("entry without Verify: (%v, %q)", ok, reason)
	}
}

// Decoders that keep numbers as json.Number or Go callers that build maps
// with integers compare the same.
func TestVerifyEconomyFlowNumberForms(t *testing.T) {
	t.Parallel()
	ok, reason := economy.VerifyEconomyFlow(map[string]any{"score": json.Number("0.25")}, map[string]any{"min_reputation": 1},
		economy.Flow()[1])
	if ok || reason != "source.score (0.25) is below target.min_reputation (1)" {
		t.Errorf("(%v, %q)", ok, reason)
	}
	ok, _ = economy.VerifyEconomyFlow(map[string]any{"record_id": int64(7)}, map[string]any{"source_performance_ids": []any{7.0}},
		economy.Flow()[4])
	if !ok {
		t.Error("int64 7 and float64 7 are the same JSON number")
	}
}
