// Package commonsdocs holds documents of the commons document types
// (contract 8.x), written from upstream 8.7.0's schemas, for the tests of
// package commons and the codec's differential tests, until our vectors
// hold them.
package commonsdocs

import "strings"

// Doc is one document and the schema it is valid as.
type Doc struct{ Schema, Text string }

// Documents of every commons type, valid under 8.7.0, written from the
// schemas: member order is declaration order, so each is also its own
// canonical encoding.
const (
	lawDoc   = `{"invariants":[{"invariant_id":"CL-01","name":"Lot conservation","expression":"bigint_sum([balance, reserved, consumed]) == original_allocation","severity":"error","description":"the lot balances"}],"enforcement":"strict","scope":"per-entry"}`
	trailDoc = `{"entries":[],"hash_algorithm":"sha256","genesis_hash":"sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855","integrity_status":"unverified"}`
	smDoc    = `{"states":[{"name":"active"},{"name":"depleted"}],"transitions":[{"from":"active","to":"depleted"}],"initial_state":"active","terminal_states":["depleted"]}`
	// Governed are the governed-resource members of a valid resource.
	Governed = `"conservation_law":` + lawDoc + `,"audit_trail":` + trailDoc + `,"state_machine":` + smDoc + `,"governance_class":"protocol-fixed","version":3,"contract_version":"8.0.0"`
	// repSMDoc is a state machine over reputation states, for a governed
	// reputation (its reputation_state is one of the machine's states).
	repSMDoc = `{"states":[{"name":"cold"},{"name":"warming"}],"transitions":[{"from":"cold","to":"warming"}],"initial_state":"cold","terminal_states":["warming"]}`
	// Surface is a valid protocol surface.
	Surface   = `{"schemas":["billing-entry"],"capabilities":["inference"],"rate_limit_tier":"restricted"}`
	UUID      = "550e8400-e29b-41d4-a716-446655440000"
	Timestamp = "2026-01-01T00:00:00Z"
)

// Valid are the documents, valid under contract 8.7.0.
var Valid = []Doc{
	{"commons/invariant", `{"invariant_id":"CL-01","name":"Lot conservation","expression":"a == b","severity":"info","description":"the lot balances"}`},
	{"commons/conservation-law", lawDoc},
	{"commons/audit-entry", `{"entry_id":"` + UUID + `","timestamp":"` + Timestamp + `","event_type":"commons.transition.executed","payload":null,"entry_hash":"sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855","previous_hash":"sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855","hash_domain_tag":"loa-commons:audit:commons-audit-entry:8.0.0"}`},
	{"commons/audit-trail", trailDoc},
	{"commons/state", `{"name":"active","description":"in use"}`},
	{"commons/transition", `{"from":"active","to":"depleted","event":"credits.lot.spend","guard":"balance == 0"}`},
	{"commons/state-machine-config", smDoc},
	{"commons/governance-class", `"registry-extensible"`},
	{"commons/governed-credits", `{"lot_id":"` + UUID + `","balance":"500","original_allocation":"1000","reserved":"200","consumed":"300","currency":"micro-usd",` + Governed + `}`},
	{"commons/governed-reputation", `{"personality_id":"p","collection_id":"c","pool_id":"pool","reputation_state":"cold","personal_score":null,"blended_score":0.5,"sample_count":0,` + strings.Replace(Governed, smDoc, repSMDoc, 1) + `}`},
	{"commons/quarantine-status", `"reconciled"`},
	{"commons/protocol-surface", Surface},
	{"commons/dynamic-contract", `{"contract_id":"` + UUID + `","surfaces":{"cold":` + Surface + `,"warming":` + Surface + `,"established":` + Surface + `,"authoritative":` + Surface + `,"x-note":[1]},"contract_version":"8.0.0","created_at":"` + Timestamp + `"}`},
	{"commons/vector-manifest-entry", `{"vector_id":"v1","category":"commons","path":"conformance/x.json","layer":2,"description":"d","contract_version":"8.0.0","expected_valid":false}`},
	{"commons/vector-manifest", `{"manifest_version":"1.0.0","generated_at":"` + Timestamp + `","contract_version":"8.7.0","total_vectors":1,"vectors":[{"vector_id":"v1","category":"commons","path":"p","layer":1,"description":"d","contract_version":"8.0.0","expected_valid":true}]}`},
	{"commons/governance-error", `{"type":"INVARIANT_VIOLATION","invariant_id":"CL-01","expression":"a == b","retryable":false,"error_code":"E1","message":"broken","affected_fields":["balance"],"timestamp":"` + Timestamp + `"}`},
	{"commons/governance-error", `{"type":"GUARD_FAILURE","guard_expression":"x","retryable":true,"error_code":"E2","message":"m","affected_fields":[],"audit_entry_id":"` + UUID + `","timestamp":"` + Timestamp + `"}`},
	{"commons/governance-error", `{"type":"PARTIAL_APPLICATION","expected_version":1,"actual_version":2,"retryable":true,"error_code":"E3","message":"m","affected_fields":["version"],"timestamp":"` + Timestamp + `"}`},
	{"feedback-dampening-config", `{"alpha_min":0.1,"alpha_max":0.5,"ramp_samples":50,"pseudo_count":10}`},
	{"invariant-result", `{"invariant_id":"CL-01","holds":true,"detail":"ok"}`},
	{"mutation-context", `{"actor_id":"a","actor_type":"human","access_policy":{"required_role":"admin","min_reputation_score":0.5}}`},
	{"consumer-contract", `{"consumer":"svc","provider":"@0xhoneyjar/loa-hounfour","provider_version_range":"^8.2.0","entrypoints":{"@0xhoneyjar/loa-hounfour/core":{"symbols":["AgentProfileSchema"]}},"generated_at":"` + Timestamp + `"}`},
	{"commons/governed-freshness", `{"source_id":"s","freshness_score":0.9,"decay_rate":0.1,"last_refresh":"` + Timestamp + `","minimum_freshness":0.2,` + Governed + `}`},
	{"commons/governance-mutation", `{"mutation_id":"` + UUID + `","expected_version":2,"mutated_at":"` + Timestamp + `","actor_id":"a"}`},
	{"commons/hash-chain-discontinuity", `{"discontinuity_id":"` + UUID + `","resource_type":"credits","resource_id":"r","detected_at":"` + Timestamp + `","entry_index":4,"expected_hash":"sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855","actual_hash":"sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855","last_known_good_index":-1,"affected_entries":2,"detector":"verifier","failure_phase":"chain"}`},
	{"commons/quarantine-record", `{"quarantine_id":"` + UUID + `","discontinuity_id":"` + UUID + `","resource_type":"credits","resource_id":"r","status":"dismissed","quarantined_at":"` + Timestamp + `","resolved_at":"` + Timestamp + `","first_affected_index":1,"last_affected_index":3,"resolution_notes":"n"}`},
	{"commons/contract-negotiation", `{"negotiation_id":"` + UUID + `","model_id":"m","reputation_state":"warming","assertion_method":"server-derived","requested_surface":` + Surface + `,"granted_surface":` + Surface + `,"negotiated_at":"` + Timestamp + `","nonce":"0123456789abcdef","expires_at":"2026-01-02T00:00:00Z"}`},
	{"transition-result", `{"success":false,"new_state":{"s":[1,null]},"version":0,"violations":["CL-01"]}`},
	{"commons/governance-error", `{"type":"INVALID_TRANSITION","from_state":"a","to_state":"b","retryable":false,"error_code":"E","message":"m","affected_fields":[],"timestamp":"` + Timestamp + `"}`},
	{"commons/governance-error", `{"type":"EVALUATION_ERROR","expression":"a","eval_error":"e","retryable":false,"error_code":"E","message":"m","affected_fields":[],"timestamp":"` + Timestamp + `"}`},
	{"commons/governance-error", `{"type":"HASH_DISCONTINUITY","entry_index":0,"expected_hash":"sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855","actual_hash":"sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855","retryable":false,"error_code":"E","message":"m","affected_fields":[],"timestamp":"` + Timestamp + `"}`},
}
