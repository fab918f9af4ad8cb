package governance_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/governance"
)

func rules(err error) []string {
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		return nil
	}
	var out []string
	for _, v := range verr.Violations {
		out = append(out, v.Rule)
	}
	return out
}

func failing(rs []constraint.Result) []string {
	var out []string
	for _, r := range rs {
		if r.Status == constraint.StatusFail || r.Status == constraint.StatusError {
			out = append(out, r.ID)
		}
	}
	return out
}

const sanctionDoc = `{"sanction_id":"s","agent_id":"a","severity":"pool_restricted","trigger":{"violation_type":"rate_abuse",
"occurrence_count":5,"evidence_event_ids":["e"]},"imposed_by":"automatic","imposed_at":"2026-03-01T10:00:00+02:00",
"appeal_available":false,"expires_at":"2026-03-01T09:00:00Z","appeal_dispute_id":"6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b",
"contract_version":"7.0.0"}`

// Validate = schema + native + constraint errors (minus the text date rule);
// ValidateSchema = schema + native; CheckConstraints = every rule, the
// excluded text comparison included (deviation 60).
func TestSanctionValidationLayers(t *testing.T) {
	t.Parallel()
	var s governance.Sanction
	if err := json.Unmarshal([]byte(sanctionDoc), &s); err != nil {
		t.Fatal(err)
	}
	if got, want := rules(s.Validate()), []string{"sanction-appeal-dispute", "sanction-appeal-dispute-consistency"}; !slices.Equal(got, want) {
		t.Errorf("Validate rules = %v, want %v", got, want)
	}
	if got, want := rules(s.ValidateSchema()), []string{"sanction-appeal-dispute"}; !slices.Equal(got, want) {
		t.Errorf("ValidateSchema rules = %v, want %v", got, want)
	}
	// 09:00Z is after 10:00+02:00 = 08:00Z, but the file compares the text.
	if got, want := failing(s.CheckConstraints()), []string{"sanction-expiry-after-imposed", "sanction-appeal-dispute-consistency"}; !slices.Equal(got, want) {
		t.Errorf("CheckConstraints failing = %v, want %v", got, want)
	}
	var verr *hounfour.ValidationError
	if !errors.As(s.Validate(), &verr) || verr.Schema != "sanction" || verr.Violations[0].Path != "/appeal_dispute_id" {
		t.Errorf("Validate error = %#v", verr)
	}
}

func TestDisputeValidationLayers(t *testing.T) {
	t.Parallel()
	var d governance.DisputeRecord
	err := json.Unmarshal([]byte(`{"dispute_id":"d","filed_by":"a","filed_against":"a","dispute_type":"billing",
		"evidence":[{"event_id":"e","description":"x"}],"filed_at":"2026-01-01T10:00:00+02:00",
		"resolution":{"outcome":"upheld","resolved_at":"2026-01-01T09:00:00Z"},"contract_version":"7.0.0"}`), &d)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := rules(d.Validate()), []string{"dispute-self", "dispute-no-self-dispute"}; !slices.Equal(got, want) {
		t.Errorf("Validate rules = %v, want %v", got, want)
	}
	if got, want := rules(d.ValidateSchema()), []string{"dispute-self"}; !slices.Equal(got, want) {
		t.Errorf("ValidateSchema rules = %v, want %v", got, want)
	}
	if got, want := failing(d.CheckConstraints()), []string{"dispute-no-self-dispute", "dispute-resolution-temporal"}; !slices.Equal(got, want) {
		t.Errorf("CheckConstraints failing = %v, want %v", got, want)
	}
}

// Rules the constraint file states under the native id are reported once.
func TestPerformanceReportedOnce(t *testing.T) {
	t.Parallel()
	var p governance.PerformanceRecord
	err := json.Unmarshal([]byte(`{"record_id":"r","agent_id":"a","billing_entry_id":"b","occurred_at":"2026-01-01T00:00:00Z",
		"output":{"tokens_consumed":1,"model_used":"m"},"outcome":{"outcome_validated":true},"dividend_target":"mixed",
		"contract_version":"7.0.0"}`), &p)
	if err != nil {
		t.Fatal(err)
	}
	if got := rules(p.Validate()); !slices.Equal(got, []string{"performance-dividend-split"}) {
		t.Errorf("Validate rules = %v", got)
	}
	var ws []string
	for _, w := range p.Warnings() {
		ws = append(ws, w.Rule+" "+w.Path)
	}
	if !slices.Equal(ws, []string{"performance-validated-by /outcome/validated_by"}) {
		t.Errorf("Warnings = %v", ws)
	}
	if got := failing(p.CheckConstraints()); !slices.Equal(got, []string{"performance-dividend-split", "performance-validated-by"}) {
		t.Errorf("CheckConstraints failing = %v", got)
	}
}

func TestDelegationChainSchemaOnly(t *testing.T) {
	t.Parallel()
	var c governance.DelegationChain
	err := json.Unmarshal([]byte(`{"chain_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","root_delegator":"x",
		"links":[{"delegator":"a","delegatee":"b","task_type":"t","authority_scope":["s"],"timestamp":"2026-01-01T00:00:00Z","outcome":"pending"}],
		"max_depth":1,"authority_conservation":true,"status":"revoked","contract_version":"7.0.0"}`), &c)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := rules(c.Validate()), []string{"delegation-chain-root-matches-first", "delegation-chain-revocation-requires-policy"}; !slices.Equal(got, want) {
		t.Errorf("Validate rules = %v, want %v", got, want)
	}
	if err := c.ValidateSchema(); err != nil {
		t.Errorf("ValidateSchema = %v (upstream registers no validator)", err)
	}
}

func printViolations(err error) {
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		fmt.Println(err)
		return
	}
	for _, v := range verr.Violations {
		fmt.Printf("%q %s: %s\n", v.Path, v.Rule, v.Message)
	}
}

// Instants are compared at millisecond precision with offsets applied:
// 09:00Z is after 10:00+02:00, and a resolution at .0004 counts as .000.
func ExampleDisputeRecord_Validate() {
	var d governance.DisputeRecord
	_ = json.Unmarshal([]byte(`{"dispute_id":"d-1","filed_by":"agent-a","filed_against":"agent-a","dispute_type":"billing",
		"evidence":[{"event_id":"evt-1","description":"double charge"}],"filed_at":"2026-03-01T10:00:00.0004+02:00",
		"resolution":{"outcome":"upheld","resolved_at":"2026-03-01T07:59:59.999Z"},"contract_version":"7.0.0"}`), &d)
	printViolations(d.Validate())
	// Output:
	// "/filed_against" dispute-self: filed_by and filed_against must be different (self-dispute not allowed)
	// "/resolution/resolved_at" dispute-resolution-order: resolution.resolved_at must be >= filed_at
	// "" dispute-no-self-dispute: filed_by and filed_against must be different parties
}

func ExampleDelegationChain_Validate() {
	var c governance.DelegationChain
	_ = json.Unmarshal([]byte(`{"chain_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","root_delegator":"agent-root",
		"links":[{"delegator":"agent-root","delegatee":"agent-b","task_type":"inference","authority_scope":["model_select"],
		"budget_allocated_micro":"1000000","timestamp":"2026-03-01T10:00:00Z","outcome":"re-delegated"},
		{"delegator":"agent-b","delegatee":"agent-c","task_type":"inference","authority_scope":["model_select","budget_spend"],
		"budget_allocated_micro":"500000","timestamp":"2026-03-01T10:01:00Z","outcome":"pending"}],
		"max_depth":5,"authority_conservation":true,"status":"active","contract_version":"7.0.0"}`), &c)
	printViolations(c.Validate())
	fmt.Println(c.ValidateSchema())
	// Output:
	// "" delegation-chain-authority-conservation: a link's authority_scope must stay within the previous link's scope
	// <nil>
}

func ExampleSanction_Warnings() {
	var s governance.Sanction
	_ = json.Unmarshal([]byte(`{"sanction_id":"s-1","agent_id":"agent-7","severity":"terminated",
		"trigger":{"violation_type":"rate_abuse","occurrence_count":5,"evidence_event_ids":["evt-1"]},
		"imposed_by":"moderator","imposed_at":"2026-03-01T00:00:00Z","appeal_available":true,"contract_version":"7.0.0"}`), &s)
	fmt.Println(s.Validate())
	for _, w := range s.Warnings() {
		fmt.Printf("%s %s: %s\n", w.Path, w.Rule, w.Message)
	}
	// Output:
	// <nil>
	// /severity sanction-escalation-severity: severity "terminated" does not match escalation rule for rate_abuse at occurrence 5 (expected "pool_restricted")
}
