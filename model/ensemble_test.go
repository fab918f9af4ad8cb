package model_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/model"
)

var baseEnsembleRequest = `{"ensemble_id":"550e8400-e29b-41d4-a716-446655440001","strategy":"best_of_n",` +
	`"models":["claude-opus-4-6","gpt-5.2"],"request":` + baseRequest + `,"contract_version":"7.0.0"}`

func result(cost string) string {
	return strings.Replace(baseResult, `"cost_micro":"150"`, `"cost_micro":"`+cost+`"`, 1)
}

func TestEnsembleRequestRules(t *testing.T) {
	t.Parallel()
	dialogue := `{"max_rounds":3,"pass_thinking_traces":true,"termination":"consensus_reached","extra":1}`
	withSession := strings.Replace(baseRequest, `"model"`, `"session_id":"s-1","model"`, 1)
	tests := []docCase{
		{"valid", nil, "", ""},
		{"consensus needs threshold", map[string]any{"strategy": "consensus"},
			"/consensus_threshold [ensemble-request-consensus-threshold] consensus_threshold is required when strategy is \"consensus\"\n", ""},
		{"consensus with threshold 1", map[string]any{"strategy": "consensus", "consensus_threshold": 1}, "", ""},
		{"dialogue needs config, session warns", map[string]any{"strategy": "dialogue"},
			"/dialogue_config [ensemble-request-dialogue-config] dialogue_config is required when strategy is \"dialogue\"\n",
			"/request/session_id [ensemble-request-dialogue-session] session_id is recommended when strategy is \"dialogue\" for round correlation\n"},
		{"dialogue complete", map[string]any{"strategy": "dialogue", "dialogue_config": obj(t, dialogue), "request": obj(t, withSession)}, "", ""},
		{"dialogue rounds 11", map[string]any{"strategy": "dialogue", "request": obj(t, withSession),
			"dialogue_config": obj(t, `{"max_rounds":11,"pass_thinking_traces":false,"termination":"timeout"}`)},
			"/dialogue_config/max_rounds [maximum] Expected integer to be less or equal to 10\n/dialogue_config/termination [enum] Expected union value\n", ""},
		{"first_complete, sequential", map[string]any{"strategy": "sequential"}, "", ""},
		{"one model", map[string]any{"models": []any{"a"}}, "/models [minItems] Expected array length to be greater or equal to 2\n", ""},
		{"nested request rules run", map[string]any{"request": obj(t, strings.Replace(baseRequest, `"model"`, `"execution_mode":"native_runtime","provider":"p","session_id":"s","tools":[],"model"`, 1))},
			"/request [completion-request-tools-require-tool_choice] tool_choice is required when tools are given\n", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var q model.EnsembleRequest
			viol, warn := decode(with(t, baseEnsembleRequest, tc.edits), &q)
			if viol != tc.viol || warn != tc.warn {
				t.Errorf("violations:\n%s\nwant:\n%s\nwarnings:\n%s\nwant:\n%s", viol, tc.viol, warn, tc.warn)
			}
			if tc.name == "nested request rules run" && violations(q.ValidateSchema()) != "" {
				t.Errorf("ValidateSchema: %s", violations(q.ValidateSchema()))
			}
		})
	}
}

func TestEnsembleResultRules(t *testing.T) {
	t.Parallel()
	base := `{"ensemble_id":"550e8400-e29b-41d4-a716-446655440001","strategy":"best_of_n","selected":` + result("10") +
		`,"candidates":[` + result("10") + `,` + result("5") + `],"total_cost_micro":"15","total_latency_ms":300,"contract_version":"7.0.0"}`
	round := func(n int, cost string) string {
		return `{"round":` + string(rune('0'+n)) + `,"model":"m","response":` + result(cost) + `}`
	}
	tests := []docCase{
		{"valid", nil, "", ""},
		{"consensus oracle", map[string]any{"strategy": "consensus", "total_cost_micro": "9"},
			"/consensus_score [ensemble-result-consensus-score] consensus_score is required when strategy is \"consensus\"\n" +
				"/total_cost_micro [ensemble-result-selected-cost] total_cost_micro must be >= selected.usage.cost_micro\n" +
				"/total_cost_micro [ensemble-result-candidate-sum] total_cost_micro (9) must equal sum of candidate costs (15)\n" +
				" [ensemble-result-cost-conservation] total_cost_micro must be at least the selected candidate's usage cost\n" +
				" [ensemble-result-total-cost-equals-sum] total_cost_micro must equal the sum of the candidates' usage costs\n", ""},
		{"canonical amounts in messages", map[string]any{"total_cost_micro": "016"},
			"/total_cost_micro [ensemble-result-candidate-sum] total_cost_micro (16) must equal sum of candidate costs (15)\n" +
				" [ensemble-result-total-cost-equals-sum] total_cost_micro must equal the sum of the candidates' usage costs\n", ""},
		{"no candidates sum to 0", map[string]any{"candidates": []any{}, "total_cost_micro": "10"},
			"/total_cost_micro [ensemble-result-candidate-sum] total_cost_micro (10) must equal sum of candidate costs (0)\n" +
				" [ensemble-result-total-cost-equals-sum] total_cost_micro must equal the sum of the candidates' usage costs\n", ""},
		{"dialogue needs rounds and termination", map[string]any{"strategy": "dialogue"},
			"/rounds [ensemble-result-dialogue-rounds] rounds must be non-empty when strategy is \"dialogue\"\n" +
				"/termination_reason [ensemble-result-dialogue-termination] termination_reason is required when strategy is \"dialogue\"\n", ""},
		{"dialogue round costs", map[string]any{"strategy": "dialogue", "termination_reason": "fixed_rounds",
			"rounds": []any{obj(t, round(1, "10")), obj(t, round(2, "6"))}, "rounds_completed": 2, "rounds_requested": 2},
			"/total_cost_micro [ensemble-result-round-costs] total_cost_micro (15) must be >= sum of round costs (16)\n" +
				" [ensemble-result-dialogue-cost-conservation] total_cost_micro must cover the sum of the dialogue rounds' costs\n", ""},
		{"dialogue complete", map[string]any{"strategy": "dialogue", "termination_reason": "consensus_reached", "consensus_method": "unanimous",
			"rounds": []any{obj(t, round(1, "10")), obj(t, round(2, "5"))}, "rounds_completed": 2, "rounds_requested": 3}, "", ""},
		{"rounds completed mismatch and over requested", map[string]any{"rounds": []any{obj(t, round(1, "1"))},
			"rounds_completed": 3, "rounds_requested": 2},
			"/rounds_completed [ensemble-result-rounds-completed] rounds_completed (3) must equal rounds.length (1)\n" +
				"/rounds_completed [ensemble-result-rounds-requested] rounds_completed (3) must not exceed rounds_requested (2)\n" +
				" [ensemble-result-rounds-completed-consistency] rounds_completed must equal the number of rounds when both are given\n" +
				" [ensemble-result-rounds-completed-within-requested] rounds_completed must not exceed rounds_requested\n", ""},
		{"consensus_reached without method warns", map[string]any{"termination_reason": "consensus_reached"}, "",
			"/consensus_method [ensemble-result-consensus-method] consensus_method is recommended when termination_reason is \"consensus_reached\" for audit trail\n"},
		{"every termination reason and method", map[string]any{"termination_reason": "budget_exhausted", "consensus_method": "score_threshold"}, "", ""},
		{"position changes", map[string]any{"position_changes": obj(t, `[{"round":1,"model":"m","from_position":"a","to_position":"b","reason":"r","x":1}]`)}, "", ""},
		{"nested selected rules run", map[string]any{"selected": obj(t, strings.Replace(result("10"), `"finish_reason":"stop"`, `"finish_reason":"tool_calls"`, 1))},
			"/selected/tool_calls [completion-result-tool-calls] tool_calls must be non-empty when finish_reason is \"tool_calls\"\n" +
				"/selected [completion-result-tool_calls-required] finish_reason tool_calls requires the tool_calls array\n", ""},
	}
	runDocs[model.EnsembleResult](t, base, tests)
}

func TestEnsembleCapabilityProfile(t *testing.T) {
	t.Parallel()
	base := `{"profile_id":"550e8400-e29b-41d4-a716-446655440002","ensemble_strategy":"consensus","models":["anthropic/claude-opus-4-6","gpt-5.2"],` +
		`"individual_capabilities":{"gpt-5.2":["code"]},"emergent_capabilities":["review"],` +
		`"capability_evidence":[{"capability":"review","evidence_type":"tested","vector_id":"v1"}],"contract_version":"7.0.0"}`
	tests := []docCase{
		{"valid", nil, "", ""},
		{"emergent listed individually, no evidence", map[string]any{"individual_capabilities": obj(t, `{"gpt-5.2":["review"]}`), "capability_evidence": []any{}},
			" [ensemble-capability-emergent-not-individual] an emergent capability must not be listed for any individual model\n" +
				" [ensemble-capability-evidence-required] every emergent capability needs an entry in capability_evidence\n", ""},
		{"individual key not a model warns", map[string]any{"individual_capabilities": obj(t, `{"llama":["code"]}`)}, "",
			" [ensemble-capability-individual-keys-match-models] individual_capabilities should only have keys that appear in models\n"},
		{"model pattern", map[string]any{"models": []any{"Claude", "gpt"}},
			"/models/0 [pattern] Expected string to match '^[a-z0-9][a-z0-9._-]*(/[a-z0-9][a-z0-9._-]*)?$'\n", ""},
		{"safety profile", map[string]any{"safety_profile": obj(t, `{"max_autonomy_level":"semi_autonomous","requires_human_approval":[],"monitoring_requirements":["logs"]}`)}, "", ""},
		{"safety profile level", map[string]any{"safety_profile": obj(t, `{"max_autonomy_level":"free","requires_human_approval":[],"monitoring_requirements":[]}`)},
			"/safety_profile/max_autonomy_level [enum] Expected union value\n", ""},
	}
	runDocs[model.EnsembleCapabilityProfile](t, base, tests)
}
