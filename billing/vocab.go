package billing

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// The billing vocabulary: named string types with exact,
// case-sensitive membership. The zero value of each is not a member.

// CostType is a billing cost category (upstream CostType).
//
// Its values: [CostTypeModelInference], [CostTypeToolCall],
// [CostTypePlatformFee], [CostTypeBYOKSubscription], [CostTypeAgentSetup].
type CostType string

// The cost types, in protocol order.
const (
	CostTypeModelInference   CostType = "model_inference"
	CostTypeToolCall         CostType = "tool_call"
	CostTypePlatformFee      CostType = "platform_fee"
	CostTypeBYOKSubscription CostType = "byok_subscription"
	CostTypeAgentSetup       CostType = "agent_setup"
)

var costTypes = enum.New(CostTypeModelInference, CostTypeToolCall, CostTypePlatformFee,
	CostTypeBYOKSubscription, CostTypeAgentSetup)

// Valid reports whether c is one of the five cost types.
func (c CostType) Valid() bool { return costTypes.Has(c) }

// CostTypes returns the cost types in protocol order (a fresh slice).
func CostTypes() []CostType { return costTypes.Values() }

// RecipientRole is the role of a billing recipient.
//
// Its values: [RoleProvider], [RolePlatform], [RoleProducer], [RoleAgentTBA],
// [RoleAgentPerformer], [RoleCommons].
type RecipientRole string

// The recipient roles, in protocol order.
const (
	RoleProvider       RecipientRole = "provider"
	RolePlatform       RecipientRole = "platform"
	RoleProducer       RecipientRole = "producer"
	RoleAgentTBA       RecipientRole = "agent_tba"
	RoleAgentPerformer RecipientRole = "agent_performer"
	RoleCommons        RecipientRole = "commons"
)

var roles = enum.New(RoleProvider, RolePlatform, RoleProducer, RoleAgentTBA, RoleAgentPerformer, RoleCommons)

// Valid reports whether r is one of the six roles.
func (r RecipientRole) Valid() bool { return roles.Has(r) }

// RecipientRoles returns the roles in protocol order (a fresh slice).
func RecipientRoles() []RecipientRole { return roles.Values() }

// PricingModel is the cost structure of a billing entry. It is a label only:
// upstream has no GPU-hourly or flat-rate arithmetic.
//
// Its values: [PricingPerToken], [PricingGPUHourly], [PricingFlatRate].
type PricingModel string

// The pricing models, in protocol order.
const (
	PricingPerToken  PricingModel = "per_token"
	PricingGPUHourly PricingModel = "gpu_hourly"
	PricingFlatRate  PricingModel = "flat_rate"
)

var pricingModels = enum.New(PricingPerToken, PricingGPUHourly, PricingFlatRate)

// Valid reports whether p is one of the three pricing models.
func (p PricingModel) Valid() bool { return pricingModels.Has(p) }

// ReconciliationMode says which source of truth a billing entry's cost
// follows (schema reconciliation-mode; the document is a JSON string).
//
// Its values: [ReconciliationProtocolAuthoritative],
// [ReconciliationProviderInvoiceAuthoritative].
type ReconciliationMode string

// The reconciliation modes, in protocol order.
const (
	ReconciliationProtocolAuthoritative        ReconciliationMode = "protocol_authoritative"
	ReconciliationProviderInvoiceAuthoritative ReconciliationMode = "provider_invoice_authoritative"
)

var reconciliationModes = enum.New(ReconciliationProtocolAuthoritative, ReconciliationProviderInvoiceAuthoritative)

// Valid reports whether m is one of the two reconciliation modes.
func (m ReconciliationMode) Valid() bool { return reconciliationModes.Has(m) }

var _ = codec.Register(codec.Meta[ReconciliationMode]{
	Schema:      "reconciliation-mode",
	Description: "Billing reconciliation mode \u2014 determines cost source of truth.",
})

// CreditReason is the reason of a credit note.
//
// Its values: [CreditRefund], [CreditDispute], [CreditPartialFailure],
// [CreditAdjustment].
type CreditReason string

// The credit reasons, in protocol order.
const (
	CreditRefund         CreditReason = "refund"
	CreditDispute        CreditReason = "dispute"
	CreditPartialFailure CreditReason = "partial_failure"
	CreditAdjustment     CreditReason = "adjustment"
)

var creditReasons = enum.New(CreditRefund, CreditDispute, CreditPartialFailure, CreditAdjustment)

// Valid reports whether r is one of the four credit reasons.
func (r CreditReason) Valid() bool { return creditReasons.Has(r) }

// ConservationStatus is the tristate result of pricing conservation
// verification (schema conservation-status; the document is a JSON string).
//
// Its values: [ConservationConserved], [ConservationViolated],
// [ConservationUnverifiable].
type ConservationStatus string

// The conservation statuses, in protocol order.
const (
	ConservationConserved    ConservationStatus = "conserved"
	ConservationViolated     ConservationStatus = "violated"
	ConservationUnverifiable ConservationStatus = "unverifiable"
)

var conservationStatuses = enum.New(ConservationConserved, ConservationViolated, ConservationUnverifiable)

// Valid reports whether s is one of the three statuses.
func (s ConservationStatus) Valid() bool { return conservationStatuses.Has(s) }

var _ = codec.Register(codec.Meta[ConservationStatus]{
	Schema:      "conservation-status",
	Description: "Tristate result of pricing conservation verification.",
})
