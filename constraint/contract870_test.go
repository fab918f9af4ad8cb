package constraint_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// in870 selects contract 8.7.0's files.
var in870 = constraint.WithContract(hounfour.Contract870)

// verdicts evaluates the shipped files of schema under contract 8.7.0 on
// doc and returns "id status" per constraint.
func verdicts(t *testing.T, schema, doc string) []string {
	t.Helper()
	rep, err := constraint.EvaluateSchema(schema, []byte(doc), in870)
	if err != nil {
		t.Fatalf("%s: %v", schema, err)
	}
	var out []string
	for _, r := range rep.Results {
		out = append(out, r.ID+" "+string(r.Status))
	}
	return out
}

// TestShippedPerContract: contract 7.0.0's set is the 35 files it always
// was; contract 8.7.0's adds the access-policy and capacity-reservation
// files, the commons' 16, the reputation protocol's and governance
// execution's, and shares every
// other file.
func TestShippedPerContract(t *testing.T) {
	v7, v8 := constraint.ShippedFor(hounfour.Contract700), constraint.ShippedFor(hounfour.Contract870)
	var added []string
	for _, f := range v8 {
		if !slices.Contains(v7, f) {
			added = append(added, f.SchemaID())
		}
	}
	want := []string{"AccessPolicy", "AgentCapacityReservation", "AuditTimestamp", "AuditTrail", "ChainBoundHash",
		"ConservationLaw", "ConsumerContract", "ContractNegotiation", "DynamicContract", "FeedbackDampeningConfig",
		"GovernedCredits", "GovernedFreshness", "GovernedReputation", "GovernedResourceRuntime", "HashChainDiscontinuity",
		"MutationContext", "QuarantineRecord", "StateMachineConfig",
		// the reputation protocol's
		"CollectionGovernanceConfig", "CollectionScoreUpdatedPayload", "QualityEvent", "QualityEventRecordedPayload",
		"QueryReputationCommand", "RecordQualityEventCommand", "ReputationAggregate", "ReputationStateChangedPayload",
		"ResetReputationCommand", "TaskType", "TaskTypeCohort",
		"DelegationQualityEvent", "MicroUSDC", "PersonalityAssignment",
		"CommunityEngagementSignal", "PortabilityResponse", "ReputationCredential", "ReputationEvent",
		"ReputationPortabilityRequest", "ReputationRoutingSignal", "ScoringPathLog",
		// signed envelopes: signing and recall
		"SignatureEnvelope", "SignatureType", "AgentEstate", "AgentEstateStatus", "CommitmentRoot",
		"CommitmentType", "ForgetRecord", "RecallPack", "RecallReceipt", "RecallRequest", "ReceiptDetailLevel",
		"SurfaceContext",
		// signed envelopes: deliberation and authority
		"PanelDecisionArtifact", "PanelVerdict", "DeliberationDissent", "CrossScoreReport",
		"OrgIdentity", "OrgRepresentativeDelegation", "SuccessionPolicy", "Keyring", "SignerEntry", "SignerType",
		"SignerStatus", "SignerCompetenceRule", "SignerCompetenceResult", "PolicyDecisionOutcome",
		// signed envelopes: assertions and challenges
		"Assertion", "AssertionClass", "AssertionStatus", "Challenge", "PrivacyScope", "RiskLevel",
		// governance execution's
		"ConstraintCandidate", "ConstraintLifecycleEvent", "EventSubscription", "ExecutionCheckpoint", "PolicyVersion",
		"ProposalExecution", "ProposalOutcomeEvent", "RollbackScope",
		// operations: phase completion
		"PhaseCompletionEnvelope",
		// operations and plan governance
		"OracleDigest", "OracleHealthEnvelope", "EscalationEnvelope", "RollbackPlan", "LatencyHistogramEnvelope",
		"EpicCheckpoint", "PlanSignoffEnvelope", "PlanAmendmentRequest",
		// canonical runs and the 8.7.0 cluster schemas
		"CanonicalRun", "ClusterRunSeries", "InterSeriesScopingArtifact", "SubscriptionPoolState", "RevocationList",
		"MergeArtifact",
		// model-routing economics
		"BasketComposition", "EconomicPerformanceEvent", "ModelEconomicProfile", "PerformanceQualityBridge",
		"RoutingRebalanceEvent",
		// the economic membrane
		"EconomicBoundary", "EconomicBoundaryEvaluationResult", "ReputationEconomicImpact"}
	slices.Sort(want)
	if len(v7) != 35 || len(v8) != 35+len(want) {
		t.Errorf("%d and %d files, want 35 and %d", len(v7), len(v8), 35+len(want))
	}
	slices.Sort(added)
	if !slices.Equal(added, want) {
		t.Errorf("8.7.0 adds %v\nwant %v", added, want)
	}
	if got := constraint.Shipped(); !slices.Equal(got, constraint.ShippedFor(hounfour.Contract(hounfour.ContractVersion))) {
		t.Error("Shipped is not the default contract's set")
	}
	if constraint.ForSchemaIn(hounfour.Contract700, "access-policy") != nil ||
		len(constraint.ForSchemaIn(hounfour.Contract870, "access-policy")) != 1 {
		t.Error("the access-policy file belongs to 8.7.0 only")
	}
	if fs := constraint.ForSchemaIn(hounfour.Contract870, "transition-result"); len(fs) != 1 ||
		fs[0].SchemaID() != "GovernedResourceRuntime" {
		t.Errorf("transition-result: %v", fs)
	}
	if _, err := constraint.EvaluateSchema("access-policy", []byte(`{}`),
		constraint.WithContract(hounfour.Contract700)); !errors.Is(err, constraint.ErrUnknownSchema) {
		t.Errorf("7.0.0 has no access-policy file: %v", err)
	}
	// BillingEntry's file is the same in both sets: the default contract's
	// verdict is the one the option naming 7.0.0 gives.
	doc := []byte(`{"id":"e1","trace_id":"t","tenant_id":"x","source_completion_id":"c"}`)
	a, _ := constraint.EvaluateSchema("billing-entry", doc)
	b, _ := constraint.EvaluateSchema("billing-entry", doc, constraint.WithContract(hounfour.Contract700))
	if a.String() != b.String() {
		t.Errorf("default %v\n7.0.0 %v", a, b)
	}
}

// TestContract870Files: the rules of the files contract 8.7.0 adds, on JSON
// documents.
func TestContract870Files(t *testing.T) {
	for _, c := range []struct {
		name, schema, doc string
		want              []string
	}{
		{"quarantine out of order and dismissed without resolved_at", "QuarantineRecord",
			`{"first_affected_index":5,"last_affected_index":3,"status":"dismissed"}`,
			[]string{"quarantine-index-order fail", "quarantine-resolved-requires-timestamp fail"}},
		{"quarantine reconciled", "quarantine-record",
			`{"first_affected_index":3,"last_affected_index":3,"status":"reconciled","resolved_at":"2026-01-01T00:00:00Z"}`,
			[]string{"quarantine-index-order pass", "quarantine-resolved-requires-timestamp pass"}},
		{"dampening alpha range", "FeedbackDampeningConfig",
			`{"alpha_min":0.6,"alpha_max":0.5,"ramp_samples":1,"prior_count":0}`,
			[]string{"dampening-alpha-range fail", "dampening-ramp-positive pass"}},
		{"failed transition without violations", "transition-result", `{"success":false,"new_state":{},"version":0}`,
			[]string{"GRR-001 pass", "GRR-002 fail"}},
		{"failed transition with a violation", "GovernedResourceRuntime",
			`{"success":false,"new_state":{"count":5},"version":0,"violations":["non-negative: Count is negative: -5"]}`,
			[]string{"GRR-001 pass", "GRR-002 pass"}},
		{"cold reputation with a score", "GovernedReputation",
			`{"reputation_state":"cold","personal_score":0.5,"sample_count":0,"state_machine":{"states":[{"name":"cold"}]}}`,
			[]string{"REP-01 pass", "REP-02 fail", "REP-03 pass"}},
		{"reputation state not in the machine", "GovernedReputation",
			`{"reputation_state":"warm","personal_score":null,"sample_count":1,"state_machine":{"states":[{"name":"cold"},{"name":"warming"}]}}`,
			[]string{"REP-01 fail", "REP-02 pass", "REP-03 pass"}},
		{"negotiation expiring before it was made", "ContractNegotiation",
			`{"negotiated_at":"2026-02-25T10:00:00Z","expires_at":"2026-02-25T09:00:00Z","nonce":"short"}`,
			[]string{"negotiation-expires-after-negotiated fail", "negotiation-nonce-present fail"}},
		{"negotiation expiring at an offset", "ContractNegotiation",
			`{"negotiated_at":"2026-02-25T10:00:00Z","expires_at":"2026-02-25T11:30:00+01:00","nonce":"a1b2c3d4e5f6g7h8"}`,
			[]string{"negotiation-expires-after-negotiated pass", "negotiation-nonce-present pass"}},
		{"credits out of balance", "GovernedCredits",
			`{"balance":"-1","reserved":"2000","consumed":"0","original_allocation":"1000"}`,
			[]string{"CL-01 fail", "CL-02 fail", "CL-03 fail"}},
		{"freshness", "GovernedFreshness", `{"freshness_score":1.5,"decay_rate":-1,"minimum_freshness":0.5}`,
			[]string{"FR-01 fail", "FR-02 fail", "FR-03 skipped"}},
		{"chain discontinuity", "HashChainDiscontinuity", `{"affected_entries":0,"last_known_good_index":4,"entry_index":4}`,
			[]string{"discontinuity-affected-nonneg pass", "discontinuity-last-good-bounds fail"}},
		{"trail checkpoint without index", "AuditTrail", `{"genesis_hash":"g","checkpoint_hash":"h"}`,
			[]string{"audit-trail-genesis-hash-set pass", "audit-trail-checkpoint-consistency fail"}},
		{"strict law without invariants", "ConservationLaw", `{"enforcement":"strict","invariants":[]}`,
			[]string{"conservation-strict-requires-invariants fail"}},
		{"consumer contract", "ConsumerContract", `{"consumer":"","provider":"other","provider_version_range":"^8"}`,
			[]string{"CC-001 fail", "CC-002 fail", "CC-003 pass"}},
		{"mutation context", "MutationContext", `{"actor_id":"a","actor_type":"robot"}`,
			[]string{"MC-001 pass", "MC-002 fail"}},
		{"reputation-gated policy without a threshold", "AccessPolicy",
			`{"type":"reputation_gated","audit_required":true,"revocable":true}`,
			[]string{"access-policy-valid pass", "access-reputation-gated-condition fail"}},
		{"reputation-gated policy with a state", "access-policy",
			`{"type":"reputation_gated","min_reputation_state":"warming","audit_required":true,"revocable":true}`,
			[]string{"access-policy-valid pass", "access-reputation-gated-condition pass"}},
		{"reservation window as text", "agent-capacity-reservation",
			`{"effective_from":"2026-01-01T10:00:00+02:00","effective_until":"2026-01-01T09:00:00Z","state":"active","reserved_capacity_bps":0}`,
			[]string{"reservation-temporal-ordering fail", "reservation-tier-minimum pass", "reservation-active-positive-capacity fail"}},
		{"audit timestamp", "AuditTimestamp", `{"input":"x","valid":false}`,
			[]string{"audit-timestamp-not-empty pass", "audit-timestamp-iso-format fail"}},
		{"chain-bound hash", "ChainBoundHash", `{"domain_tag":"a:b:c"}`,
			[]string{"chain-hash-domain-tag-format pass", "chain-hash-previous-hash-format fail"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := verdicts(t, c.schema, c.doc); !slices.Equal(got, c.want) {
				t.Errorf("%v\nwant %v", got, c.want)
			}
		})
	}
}

// TestNativeChecks: the native strategies on documents.
func TestNativeChecks(t *testing.T) {
	machine := func(initial, terminal, transitions string) string {
		return `{"states":[{"name":"active"},{"name":"depleted"},{"name":7},"recharged"],"initial_state":` + initial +
			`,"terminal_states":` + terminal + `,"transitions":` + transitions + `}`
	}
	ok3 := []string{"state-machine-initial-in-states pass", "state-machine-terminal-in-states pass",
		"state-machine-transitions-reference-states pass"}
	for _, c := range []struct {
		name, doc string
		want      []string
	}{
		{"valid", machine(`"active"`, `["depleted"]`, `[{"from":"active","to":"depleted"}]`), ok3},
		{"no terminal states, no transitions", machine(`"depleted"`, `[]`, `[]`), ok3},
		{"initial undeclared", machine(`"recharged"`, `[]`, `[]`),
			[]string{"state-machine-initial-in-states fail", ok3[1], ok3[2]}},
		{"initial not a string", machine(`7`, `[]`, `[]`),
			[]string{"state-machine-initial-in-states fail", ok3[1], ok3[2]}},
		{"terminal undeclared", machine(`"active"`, `["active","done"]`, `[]`),
			[]string{ok3[0], "state-machine-terminal-in-states fail", ok3[2]}},
		{"terminal not an array", machine(`"active"`, `"active"`, `[]`),
			[]string{ok3[0], "state-machine-terminal-in-states fail", ok3[2]}},
		{"transition to an undeclared state", machine(`"active"`, `[]`, `[{"from":"active","to":"depleted"},{"from":"depleted","to":"gone"}]`),
			[]string{ok3[0], ok3[1], "state-machine-transitions-reference-states fail"}},
		{"transition without from", machine(`"active"`, `[]`, `[{"to":"depleted"}]`),
			[]string{ok3[0], ok3[1], "state-machine-transitions-reference-states fail"}},
		{"transitions not an array", machine(`"active"`, `[]`, `{}`),
			[]string{ok3[0], ok3[1], "state-machine-transitions-reference-states fail"}},
		{"states not an array", `{"states":{},"initial_state":"a","terminal_states":[],"transitions":[]}`,
			[]string{"state-machine-initial-in-states fail", ok3[1], ok3[2]}},
	} {
		t.Run("StateMachineConfig/"+c.name, func(t *testing.T) {
			if got := verdicts(t, "StateMachineConfig", c.doc); !slices.Equal(got, c.want) {
				t.Errorf("%v\nwant %v", got, c.want)
			}
		})
	}
	surface := func(tier string, caps, schemas []string) map[string]any {
		return map[string]any{"capabilities": caps, "schemas": schemas, "rate_limit_tier": tier}
	}
	for _, c := range []struct {
		name     string
		surfaces map[string]any
		want     string
	}{
		{"expanding", map[string]any{
			"cold":          surface("restricted", []string{"inference"}, []string{"A"}),
			"warming":       surface("standard", []string{"inference", "tools"}, []string{"A", "B"}),
			"established":   surface("extended", []string{"inference", "tools", "ensemble"}, []string{"A", "B", "C"}),
			"authoritative": surface("unlimited", []string{"inference", "tools", "ensemble", "byok"}, []string{"A", "B", "C"}),
			"extra":         "ignored"}, "pass"},
		{"established lacks a capability and a schema of warming", map[string]any{
			"cold":          surface("restricted", nil, nil),
			"warming":       surface("standard", []string{"inference", "tools"}, []string{"A", "B"}),
			"established":   surface("standard", []string{"inference"}, []string{"A", "C"}),
			"authoritative": surface("unlimited", []string{"inference", "tools"}, []string{"A", "B", "C"})}, "fail"},
		{"only cold and established, the tier lower", map[string]any{
			"cold":        surface("extended", []string{"tools"}, []string{}),
			"established": surface("restricted", []string{"tools"}, []string{})}, "fail"},
		{"only cold and established, expanding", map[string]any{
			"cold":        surface("standard", []string{"tools"}, []string{"X"}),
			"established": surface("standard", []string{"tools", "byok"}, []string{"X"})}, "pass"},
		{"an unknown tier ranks as restricted", map[string]any{
			"cold":    surface("platinum", []string{}, []string{}),
			"warming": surface("restricted", []string{}, []string{})}, "pass"},
		{"repeated capabilities", map[string]any{
			"cold":    surface("restricted", []string{"tools", "tools"}, []string{"A", "A"}),
			"warming": surface("restricted", []string{}, []string{})}, "fail"},
		{"a surface that is not an object", map[string]any{
			"cold":    surface("restricted", []string{}, []string{}),
			"warming": "standard"}, "fail"},
		{"capabilities not an array", map[string]any{
			"cold":    map[string]any{"capabilities": "tools", "schemas": []string{}, "rate_limit_tier": "standard"},
			"warming": surface("standard", []string{"tools"}, []string{})}, "fail"},
		{"one surface", map[string]any{"warming": "anything"}, "pass"},
	} {
		t.Run("DynamicContract/"+c.name, func(t *testing.T) {
			doc, _ := json.Marshal(map[string]any{"surfaces": c.surfaces})
			if got := verdicts(t, "DynamicContract", string(doc)); !slices.Equal(got, []string{"dynamic-contract-monotonic " + c.want}) {
				t.Errorf("%v, want %s", got, c.want)
			}
		})
	}
	if got := verdicts(t, "DynamicContract", `{"surfaces":[]}`); got[0] != "dynamic-contract-monotonic fail" {
		t.Errorf("surfaces not an object: %v", got)
	}
	// The strategies the library does not evaluate are skipped, saying why.
	rep, _ := constraint.EvaluateSchema("GovernedFreshness", []byte(`{}`), in870)
	var ne *constraint.NativeError
	if s := rep.Skipped(); len(s) != 1 || s[0].ID != "FR-03" || !errors.As(s[0].Err, &ne) ||
		!errors.Is(s[0].Err, constraint.ErrNotEvaluated) || ne.Strategy != "conditional_threshold" {
		t.Errorf("FR-03: %v", rep)
	}
	for strategy, params := range map[string]string{
		"composite_key_uniqueness": `,"fields":["a"],"scope":"s"`, "hash_chain_verification": `,"fields":["a"]`,
		"open_enum_validation": `,"fields":["a"]`, "tea_leaves": ``, "membership_check": `,"field":"a"`,
		"reference_check": `,"fields":"a","scope":"s","reference_scope":"r","lookup_key":"k"`,
	} {
		t.Run(strategy, func(t *testing.T) {
			f, err := constraint.ParseFile([]byte(fileOf("", `{"id":"n","expression":"true","severity":"error",`+
				`"evaluation_geometry":"native","native_enforcement":{"strategy":"`+strategy+`"`+params+`}}`)))
			if err != nil {
				t.Fatalf("%s: %v", strategy, err)
			}
			res := f.Evaluate(constraint.ObjectOf()).Results[0]
			if res.Status != constraint.StatusSkipped || !errors.As(res.Err, &ne) || ne.Strategy != strategy || ne.Reason == "" {
				t.Errorf("%s: %+v", strategy, res)
			}
		})
	}
	if _, err := constraint.ParseFile([]byte(fileOf("", `{"id":"n","expression":"native:monotonic_surface_expansion","severity":"error","native_enforcement":{"strategy":"x"}}`))); err != nil {
		t.Fatal(err)
	}
}

// TestCommonsConformanceInputs: the inputs of upstream's commons and
// governed-resource-runtime conformance vectors meet the rules of their
// types' files, and the strict conservation law without invariants fails
// its rule (its vector also lacks scope, a schema violation).
func TestCommonsConformanceInputs(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors", "conformance")
	for file, schema := range map[string]string{
		"commons/governed-credits/valid-balanced-lot.json":                "GovernedCredits",
		"commons/governed-reputation/cold-null-score-valid.json":          "GovernedReputation",
		"commons/governed-freshness/valid-fresh-resource.json":            "GovernedFreshness",
		"commons/dynamic-contract/valid-monotonic-surfaces.json":          "DynamicContract",
		"commons/dynamic-contract/valid-negotiation-server-derived.json":  "ContractNegotiation",
		"commons/governed-resource/strict-empty-invariants-rejected.json": "ConservationLaw",
	} {
		t.Run(file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, file))
			if err != nil {
				t.Fatal(err)
			}
			var v struct {
				Input json.RawMessage `json:"input"`
			}
			if err := json.Unmarshal(data, &v); err != nil {
				t.Fatal(err)
			}
			rep, err := constraint.EvaluateSchema(schema, v.Input, in870)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			failing := append(rep.Errors(), rep.Warnings()...)
			if strings.Contains(file, "rejected") {
				if len(failing) != 1 || failing[0].ID != "conservation-strict-requires-invariants" {
					t.Errorf("%s: %v", file, rep)
				}
				return
			}
			if len(failing) > 0 {
				t.Errorf("%s: %v", file, rep)
			}
			// The nested law, trail and state machine meet their files too.
			var nested map[string]json.RawMessage
			_ = json.Unmarshal(v.Input, &nested)
			for member, schema := range map[string]string{"conservation_law": "ConservationLaw", "audit_trail": "AuditTrail",
				"state_machine": "StateMachineConfig"} {
				if doc, ok := nested[member]; ok {
					if rep, err := constraint.EvaluateSchema(schema, doc, in870); err != nil || !rep.OK() || len(rep.Skipped()) > 0 {
						t.Errorf("%s %s: %v %v", file, member, rep, err)
					}
				}
			}
		})
	}
	runtime, err := filepath.Glob(filepath.Join(dir, "governed-resource-runtime", "*.json"))
	if err != nil || len(runtime) != 10 {
		t.Fatalf("%d runtime vectors (%v)", len(runtime), err)
	}
	results := 0
	for _, p := range runtime {
		data, _ := os.ReadFile(p)
		var v struct {
			Input struct {
				TransitionResult json.RawMessage   `json:"transition_result"`
				Transitions      []json.RawMessage `json:"transitions"`
			} `json:"input"`
		}
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatal(err)
		}
		for _, doc := range append(v.Input.Transitions, v.Input.TransitionResult) {
			if doc == nil {
				continue
			}
			results++
			if rep, err := constraint.EvaluateSchema("transition-result", doc, in870); err != nil || !rep.OK() {
				t.Errorf("%s: %v %v", filepath.Base(p), rep, err)
			}
		}
	}
	if results < 4 {
		t.Errorf("%d transition results checked", results)
	}
	// The consumer contracts and the mutation contexts (a runtime vector
	// whose input is neither a transition nor an invariant) meet their
	// files: CC-001 … CC-003 and MC-001, MC-002 pass.
	for glob, want := range map[string][]string{
		"consumer-contract/*.json":                     {"CC-001 pass", "CC-002 pass", "CC-003 pass"},
		"governed-resource-runtime/mutation-context-*": {"MC-001 pass", "MC-002 pass"},
	} {
		t.Run(glob, func(t *testing.T) {
			paths, err := filepath.Glob(filepath.Join(dir, glob))
			if err != nil || len(paths) < 3 {
				t.Fatalf("%s: %d vectors (%v)", glob, len(paths), err)
			}
			schema := "ConsumerContract"
			if strings.Contains(glob, "mutation") {
				schema = "MutationContext"
			}
			for _, p := range paths {
				data, _ := os.ReadFile(p)
				var v struct {
					Input json.RawMessage `json:"input"`
				}
				if err := json.Unmarshal(data, &v); err != nil {
					t.Fatal(err)
				}
				if got := verdicts(t, schema, string(v.Input)); !slices.Equal(got, want) {
					t.Errorf("%s: %v, want %v", filepath.Base(p), got, want)
				}
			}
		})
	}
}

// TestScalarDocumentBinding: a MicroUSDC document is a JSON string; its
// file names the document value, so the document is evaluated as the
// object {"value": <document>}. Both of its rules reject every amount:
// value >= 0 compares text with a number, and the format rule does not
// compile (skipped).
func TestScalarDocumentBinding(t *testing.T) {
	for _, doc := range []string{`"123"`, `"0"`, `"abc"`} {
		if got, want := verdicts(t, "micro-usdc", doc), []string{"micro-usdc-nonnegative fail", "micro-usdc-string-format skipped"}; !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", doc, got, want)
		}
	}
	rep, err := constraint.EvaluateSchema("MicroUSDC", []byte(`"5"`), in870)
	if err != nil || rep.SchemaID != "MicroUSDC" || len(rep.Errors()) != 1 {
		t.Errorf("by schema id: %v, %v", rep, err)
	}
	// The binding is the scalar documents': an object schema's file on a
	// string is still an error.
	if _, err := constraint.EvaluateSchema("mutation-context", []byte(`"5"`), in870); !errors.Is(err, constraint.ErrNotObject) {
		t.Errorf("mutation-context on a string: %v, want ErrNotObject", err)
	}
	// Under 7.0.0 there is no MicroUSDC file.
	if _, err := constraint.EvaluateSchema("micro-usdc", []byte(`"5"`), constraint.WithContract(hounfour.Contract700)); !errors.Is(err, constraint.ErrUnknownSchema) {
		t.Errorf("7.0.0: %v", err)
	}
	if constraint.SchemaName("MicroUSDC") != "micro-usdc" || constraint.SchemaName("PersonalityAssignment") != "personality-assignment" {
		t.Error("SchemaName")
	}
}
