package agent

import "github.com/hounfour-go/hounfour/internal/enum"

// ReasonCode is the machine-readable cause of a lifecycle transition
// (reason_code of LifecycleTransitionPayload), for filtering and
// dashboards. No code is tied to a particular transition.
//
// Its values: [ReasonOwnerRequested], [ReasonBudgetExhausted],
// [ReasonInactivityTimeout], [ReasonTransferInitiated],
// [ReasonTransferCompleted], [ReasonAdminAction], [ReasonProvisioningComplete],
// [ReasonProvisioningFailed], [ReasonPolicyViolation],
// [ReasonSystemMaintenance], [ReasonSanctionWarningIssued],
// [ReasonSanctionRateLimited], [ReasonSanctionPoolRestricted],
// [ReasonSanctionSuspended], [ReasonSanctionTerminated],
// [ReasonSanctionAppealedSuccessfully].
type ReasonCode string

// The 16 reason codes, in protocol order.
const (
	ReasonOwnerRequested               ReasonCode = "owner_requested"                // the NFT holder asked for the change
	ReasonBudgetExhausted              ReasonCode = "budget_exhausted"               // the agent ran out of spending allowance
	ReasonInactivityTimeout            ReasonCode = "inactivity_timeout"             // nothing happened within the configured idle period
	ReasonTransferInitiated            ReasonCode = "transfer_initiated"             // an ownership transfer of the NFT has started
	ReasonTransferCompleted            ReasonCode = "transfer_completed"             // the ownership transfer has finished
	ReasonAdminAction                  ReasonCode = "admin_action"                   // a platform operator intervened
	ReasonProvisioningComplete         ReasonCode = "provisioning_complete"          // setup finished; the agent can run
	ReasonProvisioningFailed           ReasonCode = "provisioning_failed"            // setup failed
	ReasonPolicyViolation              ReasonCode = "policy_violation"               // the agent broke a platform rule
	ReasonSystemMaintenance            ReasonCode = "system_maintenance"             // planned platform maintenance
	ReasonSanctionWarningIssued        ReasonCode = "sanction_warning_issued"        // a governance sanction at warning level
	ReasonSanctionRateLimited          ReasonCode = "sanction_rate_limited"          // a sanction throttles the agent's request rate
	ReasonSanctionPoolRestricted       ReasonCode = "sanction_pool_restricted"       // a sanction narrows the pools the agent may use
	ReasonSanctionSuspended            ReasonCode = "sanction_suspended"             // a sanction suspends the agent
	ReasonSanctionTerminated           ReasonCode = "sanction_terminated"            // a sanction ends the agent for good
	ReasonSanctionAppealedSuccessfully ReasonCode = "sanction_appealed_successfully" // an appeal succeeded; the restriction is lifted
)

var reasonCodes = enum.New(
	ReasonOwnerRequested, ReasonBudgetExhausted, ReasonInactivityTimeout, ReasonTransferInitiated,
	ReasonTransferCompleted, ReasonAdminAction, ReasonProvisioningComplete, ReasonProvisioningFailed,
	ReasonPolicyViolation, ReasonSystemMaintenance, ReasonSanctionWarningIssued, ReasonSanctionRateLimited,
	ReasonSanctionPoolRestricted, ReasonSanctionSuspended, ReasonSanctionTerminated,
	ReasonSanctionAppealedSuccessfully,
)

// reasonDescriptions holds upstream's description of each code, verbatim.
var reasonDescriptions = map[ReasonCode]string{
	ReasonOwnerRequested:               "Owner explicitly requested state change",
	ReasonBudgetExhausted:              "Agent budget limit reached",
	ReasonInactivityTimeout:            "No activity within configured timeout",
	ReasonTransferInitiated:            "NFT ownership transfer in progress",
	ReasonTransferCompleted:            "NFT ownership transfer completed",
	ReasonAdminAction:                  "Administrative action by platform operator",
	ReasonProvisioningComplete:         "Agent provisioning finished successfully",
	ReasonProvisioningFailed:           "Agent provisioning encountered an error",
	ReasonPolicyViolation:              "Agent violated platform policy",
	ReasonSystemMaintenance:            "Scheduled system maintenance",
	ReasonSanctionWarningIssued:        "Sanction warning issued to agent",
	ReasonSanctionRateLimited:          "Agent rate-limited due to sanction",
	ReasonSanctionPoolRestricted:       "Agent pool access restricted due to sanction",
	ReasonSanctionSuspended:            "Agent suspended due to sanction",
	ReasonSanctionTerminated:           "Agent terminated due to sanction",
	ReasonSanctionAppealedSuccessfully: "Sanction appeal upheld — restriction lifted",
}

// Valid reports whether c is one of the 16 reason codes.
func (c ReasonCode) Valid() bool { return reasonCodes.Has(c) }

// Description returns upstream's description of the code, or "" for an
// unknown code.
func (c ReasonCode) Description() string { return reasonDescriptions[c] }

// ReasonCodes returns the 16 reason codes in protocol order (a fresh slice).
func ReasonCodes() []ReasonCode { return reasonCodes.Values() }
