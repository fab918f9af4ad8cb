package economy_test

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/schemas"
)

// Every constraint of each new type's file comes back from CheckConstraints
// in file order with its severity.
func TestLedgerCheckConstraintsLists(t *testing.T) {
	t.Parallel()
	for name, want := range map[string][]string{
		"escrow-entry": {"escrow-no-self-escrow:error", "escrow-released-requires-released_at:error",
			"escrow-held-no-released_at:error", "escrow-disputed-requires-dispute_id:error", "escrow-held-ttl:warning",
			"escrow-expires-after-held:error", "escrow-released-after-held:error"},
		"stake-position": {"stake-vesting-conservation:error", "stake-immediate-zero-remaining:error"},
		"mutual-credit": {"credit-no-self-credit:error", "credit-settled-requires-settled_at:error",
			"credit-settled-requires-settlement:error", "credit-unsettled-no-settled_at:error", "credit-settled-after-issued:error"},
		"commons-dividend": {"dividend-temporal:error", "dividend-provenance:warning", "dividend-share-sum:warning",
			"dividend-amount-conservation:error"},
		"inter-agent-transaction-audit": {"transaction-audit-sender-conservation:error",
			"transaction-audit-receiver-conservation:error", "transaction-audit-no-self-transfer:error",
			"transaction-audit-positive-amount:error", "transaction-audit-conservation-consistency:error",
			"transaction-audit-violated-means-violated:error", "transaction-audit-unverifiable-advisory:warning"},
		"audit-trail-entry": {"audit-trail-distinct-ids:error", "audit-trail-entry-id-distinct:error"},
	} {
		t.Run(name, func(t *testing.T) {
			v, err := schemas.New(name)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range v.(interface{ CheckConstraints() []constraint.Result }).CheckConstraints() {
				got = append(got, r.ID+":"+string(r.Severity))
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: %v", name, got)
			}
		})
	}
}

// ValidateSchema is upstream's runtime verdict: the schema and the native
// rules, never the constraint-file rules.
func TestLedgerValidateSchema(t *testing.T) {
	t.Parallel()
	for i, c := range []struct {
		schema, doc string
		full        []string // Validate's rules
		schemaOnly  []string // ValidateSchema's rules
	}{
		{"escrow-entry", `{"escrow_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","payer_id":"a","payee_id":"a","amount_micro":"1","state":"held","held_at":"2026-02-17T10:00:00Z","expires_at":"2026-02-17T10:00:00Z","contract_version":"7.0.0"}`,
			[]string{"escrow-self", "escrow-expires-after-held", "escrow-no-self-escrow"}, []string{"escrow-self", "escrow-expires-after-held"}},
		{"stake-position", `{"stake_id":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","staker_id":"s","target_id":"t","amount_micro":"2","stake_type":"conviction","vesting":{"schedule":"immediate","vested_micro":"1","remaining_micro":"0"},"staked_at":"2026-02-17T10:00:00Z","contract_version":"7.0.0"}`,
			[]string{"stake-vesting-conservation", "stake-vesting-conservation"}, []string{"stake-vesting-conservation"}},
		{"mutual-credit", `{"credit_id":"c","creditor_id":"a","debtor_id":"b","amount_micro":"1","credit_type":"refund","issued_at":"2026-02-17T10:00:00Z","settled":true,"contract_version":"7.0.0"}`,
			[]string{"credit-settled-at-required", "credit-settlement-required", "credit-settled-requires-settled_at", "credit-settled-requires-settlement"},
			[]string{"credit-settled-at-required", "credit-settlement-required"}},
		{"commons-dividend", `{"dividend_id":"d","pool_id":"p","total_micro":"2","governance":"algorithmic","period_start":"2026-02-01T00:00:00Z","period_end":"2026-01-01T00:00:00Z","source_performance_ids":["x"],"distribution":{"recipients":[{"address":"a","role":"commons","share_bps":10000,"amount_micro":"1"}]},"contract_version":"7.0.0"}`,
			[]string{"dividend-period", "dividend-amount-sum", "dividend-amount-conservation"}, []string{"dividend-period", "dividend-amount-sum"}},
		{"audit-trail-entry", `{"entry_id":"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d","completion_id":"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d","billing_entry_id":"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e","agent_id":"a","provider":"p","model_id":"m","cost_micro":"1","timestamp":"2026-02-17T10:00:00Z","conservation_status":"conserved","contract_version":"7.0.0"}`,
			[]string{"audit-trail-entry-completion", "audit-trail-entry-id-distinct"}, []string{"audit-trail-entry-completion"}},
		{"inter-agent-transaction-audit", `{"audit_id":"660e8400-e29b-41d4-a716-446655440010","transaction_type":"peer_transfer","sender":{"agent_id":"a","pre_balance_micro":"1","post_balance_micro":"1"},"receiver":{"agent_id":"a","pre_balance_micro":"1","post_balance_micro":"1"},"amount_micro":"0","conservation_check":"violated","idempotency_key":"k","timestamp":"2026-02-17T10:00:00Z","contract_version":"7.0.0"}`,
			[]string{"transaction-audit-no-self-transfer", "transaction-audit-positive-amount", "transaction-audit-violated-means-violated"}, nil},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			v, _ := schemas.New(c.schema)
			if got := rules(hounfour.Decode([]byte(c.doc), v)); !slices.Equal(got, c.full) {
				t.Errorf("%s Validate: %v", c.schema, got)
			}
			if got := rules(v.(interface{ ValidateSchema() error }).ValidateSchema()); !slices.Equal(got, c.schemaOnly) {
				t.Errorf("%s ValidateSchema: %v", c.schema, got)
			}
		})
	}
}

// The generated schema files keep upstream's annotations as $comment text
// (strict validators reject unknown keywords): x-experimental on the three
// experimental types, the cross-field note on all six.
func TestLedgerSchemaAnnotations(t *testing.T) {
	t.Parallel()
	for name, experimental := range map[string]bool{"escrow-entry": false, "stake-position": true, "mutual-credit": true,
		"commons-dividend": true, "inter-agent-transaction-audit": false, "audit-trail-entry": false} {
		t.Run(name, func(t *testing.T) {
			var file struct {
				Comment string `json:"$comment"`
			}
			if err := json.Unmarshal(schemas.JSON(name), &file); err != nil {
				t.Fatal(name, err)
			}
			if strings.Contains(file.Comment, "x-experimental") != experimental || !strings.Contains(file.Comment, "cross-field rules apply") {
				t.Errorf("%s: $comment %q", name, file.Comment)
			}
		})
	}
}

// The metadata size counts UTF-16 units of the compact JSON form, whatever
// the received spacing or number spelling.
func TestAuditTrailMetadataSize(t *testing.T) {
	t.Parallel()
	base := `{"entry_id":"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d","completion_id":"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e","billing_entry_id":"c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f","agent_id":"a","provider":"p","model_id":"m","cost_micro":"1","timestamp":"2026-02-17T10:00:00Z","conservation_status":"conserved","contract_version":"7.0.0","metadata":%s}`
	for i, c := range []struct {
		metadata string
		want     string
	}{
		{`{ "k" : "` + strings.Repeat("x", 10232) + `" }`, ""},
		{`{"k":"` + strings.Repeat("x", 10220) + `","n":[1.50, 2E0]}`, ""}, // [1.5,2]
		{`{"k":"` + strings.Repeat("x", 10220) + `","n":[1.50,20E0]}`, "metadata exceeds 10KB limit (10241 bytes)"},
		{`{"k":"` + strings.Repeat("\\u0041", 10232) + `"}`, ""}, // "A" once decoded
		{`{"k":"` + strings.Repeat("\\u0001", 2047) + `"}`, "metadata exceeds 10KB limit (12290 bytes)"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			var e economy.AuditTrailEntry
			err := hounfour.Decode([]byte(strings.Replace(base, "%s", c.metadata, 1)), &e)
			got := ""
			if err != nil {
				got = err.(*hounfour.ValidationError).Violations[0].Message
			}
			if got != c.want {
				t.Errorf("%.40s…: %q, want %q", c.metadata, got, c.want)
			}
		})
	}
}
