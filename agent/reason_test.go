package agent_test

import (
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// reasonTable is the specification's table of transition reasons, in order,
// with upstream's descriptions verbatim.
var reasonTable = []struct {
	code        agent.ReasonCode
	text        string
	description string
}{
	{agent.ReasonOwnerRequested, "owner_requested", "Owner explicitly requested state change"},
	{agent.ReasonBudgetExhausted, "budget_exhausted", "Agent budget limit reached"},
	{agent.ReasonInactivityTimeout, "inactivity_timeout", "No activity within configured timeout"},
	{agent.ReasonTransferInitiated, "transfer_initiated", "NFT ownership transfer in progress"},
	{agent.ReasonTransferCompleted, "transfer_completed", "NFT ownership transfer completed"},
	{agent.ReasonAdminAction, "admin_action", "Administrative action by platform operator"},
	{agent.ReasonProvisioningComplete, "provisioning_complete", "Agent provisioning finished successfully"},
	{agent.ReasonProvisioningFailed, "provisioning_failed", "Agent provisioning encountered an error"},
	{agent.ReasonPolicyViolation, "policy_violation", "Agent violated platform policy"},
	{agent.ReasonSystemMaintenance, "system_maintenance", "Scheduled system maintenance"},
	{agent.ReasonSanctionWarningIssued, "sanction_warning_issued", "Sanction warning issued to agent"},
	{agent.ReasonSanctionRateLimited, "sanction_rate_limited", "Agent rate-limited due to sanction"},
	{agent.ReasonSanctionPoolRestricted, "sanction_pool_restricted", "Agent pool access restricted due to sanction"},
	{agent.ReasonSanctionSuspended, "sanction_suspended", "Agent suspended due to sanction"},
	{agent.ReasonSanctionTerminated, "sanction_terminated", "Agent terminated due to sanction"},
	{agent.ReasonSanctionAppealedSuccessfully, "sanction_appealed_successfully", "Sanction appeal upheld \u2014 restriction lifted"},
}

func TestReasonCodes(t *testing.T) {
	t.Parallel()
	got := agent.ReasonCodes()
	if len(got) != 16 || len(reasonTable) != 16 {
		t.Fatalf("ReasonCodes() has %d codes, table %d; want 16", len(got), len(reasonTable))
	}
	for i, row := range reasonTable {
		t.Run(row.description, func(t *testing.T) {
			if string(row.code) != row.text {
				t.Errorf("constant %d = %q, want %q", i, row.code, row.text)
			}
			if got[i] != row.code {
				t.Errorf("ReasonCodes()[%d] = %q, want %q", i, got[i], row.code)
			}
			if !row.code.Valid() {
				t.Errorf("%q.Valid() = false", row.code)
			}
			if d := row.code.Description(); d != row.description {
				t.Errorf("%q.Description() = %q, want %q", row.code, d, row.description)
			}
		})
	}
	got[0] = "changed"
	if agent.ReasonCodes()[0] != agent.ReasonOwnerRequested {
		t.Error("ReasonCodes() returns shared storage")
	}
	registered, ok := enum.Lookup(reflect.TypeFor[agent.ReasonCode]())
	if !ok || !slices.Equal(registered, stringsOf(agent.ReasonCodes())) {
		t.Errorf("enum registry holds %q, %v", registered, ok)
	}
}

func TestReasonDescriptionEmDash(t *testing.T) {
	t.Parallel()
	d := agent.ReasonSanctionAppealedSuccessfully.Description()
	if !strings.Contains(d, "upheld \xe2\x80\x94 restriction") {
		t.Errorf("description %q does not contain U+2014 EM DASH (E2 80 94) between spaces", d)
	}
	if strings.Contains(d, "--") || strings.Contains(d, " - ") || strings.Contains(d, "\u2013") {
		t.Errorf("description %q uses a substitute for the em dash", d)
	}
}

func TestReasonCodeUnknown(t *testing.T) {
	t.Parallel()
	for _, c := range []agent.ReasonCode{"", "OWNER_REQUESTED", "Owner_requested", "owner_requested ", " owner_requested",
		"owner-requested", "owner_requested\n", "sanction", "ACTIVE"} {
		t.Run(string(c), func(t *testing.T) {
			if c.Valid() {
				t.Errorf("%q.Valid() = true", c)
			}
			if d := c.Description(); d != "" {
				t.Errorf("%q.Description() = %q, want \"\"", c, d)
			}
		})
	}
}

// TestReasonCodesMatchUpstreamSchema compares the codes with the reason_code
// member of upstream's lifecycle-transition-payload schema (skipped when the
// shared data is absent).
func TestReasonCodesMatchUpstreamSchema(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(upstreamdata.Dir(t, "schemas", "lifecycle-transition-payload.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Properties struct {
			ReasonCode struct {
				AnyOf []struct {
					Const string `json:"const"`
				} `json:"anyOf"`
			} `json:"reason_code"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	var upstream []string
	for _, c := range schema.Properties.ReasonCode.AnyOf {
		upstream = append(upstream, c.Const)
	}
	if diff := cmp.Diff(upstream, stringsOf(agent.ReasonCodes())); diff != "" {
		t.Errorf("reason codes differ from upstream (-upstream +ours):\n%s", diff)
	}
}
