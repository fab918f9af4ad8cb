package tool

import (
	"errors"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

// CallBilling holds what BillCall needs besides the registration to bill one
// tool call. Every member is required except NftID.
type CallBilling struct {
	// EntryID is the billing entry's id (a ULID by convention).
	EntryID string
	// TraceID is the distributed tracing correlation id.
	TraceID string
	// TenantID is the tenant the call is billed to.
	TenantID string
	// NftID is the agent whose call is billed; the zero NftID leaves the
	// entry's nft_id absent.
	NftID wire.NftID
	// ProducerAddress receives the producer's share.
	ProducerAddress string
	// PlatformAddress receives the platform fee.
	PlatformAddress string
	// IdempotencyKey makes the entry's submission idempotent.
	IdempotencyKey string
	// Timestamp is when the call was made.
	Timestamp wire.Timestamp
}

// toolCallMultiplierBPS is the multiplier of every tool-call entry: the fee
// is a split of the call price, not a markup.
const toolCallMultiplierBPS = 10000

// contractVersion is the contract_version of the entries BillCall builds:
// 7.0.0, whose shape they have (valid under both contracts).
var contractVersion = wire.MustParseSemver(string(hounfour.Contract700))

// BillCall returns the BillingEntry of one call of the tool reg:
// an ordinary v7.0.0 entry with cost_type tool_call,
// provider reg.provider, tool_id reg.id, raw and total cost
// reg.cost_per_call_micro (multiplier_bps 10000), and two recipients — the
// producer (role producer) and the platform (role platform), in that order,
// with the revenue split's shares and amounts allocated by largest remainder
// (billing.ToolCallRecipients; a tied leftover unit goes to the producer, a 0
// share gets "0"). The amounts always sum to the total.
//
// Checks, first failure wins: reg must pass Validate (that error is
// returned); reg must be Callable (a *hounfour.Error TOOL_NOT_ACTIVE, as
// Allows reports it); EntryID, TraceID, TenantID, IdempotencyKey,
// ProducerAddress and PlatformAddress must be non-empty and Timestamp present
// (an error naming the first missing input). On error the zero Entry is
// returned.
//
// The entry has no source_completion_id, so a non-zero entry carries
// upstream's billing-entry-cost-provenance warning; it stays valid.
func BillCall(reg Registration, in CallBilling) (billing.Entry, error) {
	if err := reg.Validate(); err != nil {
		return billing.Entry{}, err
	}
	if !reg.Callable() {
		return billing.Entry{}, notCallable(&reg)
	}
	for _, f := range [...]struct{ name, value string }{
		{"EntryID", in.EntryID}, {"TraceID", in.TraceID}, {"TenantID", in.TenantID},
		{"IdempotencyKey", in.IdempotencyKey}, {"ProducerAddress", in.ProducerAddress}, {"PlatformAddress", in.PlatformAddress},
	} {
		if f.value == "" {
			return billing.Entry{}, errors.New("tool: BillCall: CallBilling." + f.name + " is empty")
		}
	}
	if in.Timestamp.IsZero() {
		return billing.Entry{}, errors.New("tool: BillCall: CallBilling.Timestamp is absent")
	}
	cost := reg.CostPerCallMicro.Signed()
	recipients, err := billing.ToolCallRecipients(cost, in.ProducerAddress, in.PlatformAddress,
		reg.RevenueSplit.ProducerBPS, reg.RevenueSplit.PlatformBPS)
	if err != nil { // unreachable: Validate checked the split and the cost
		return billing.Entry{}, err
	}
	toolID := reg.ID
	e := billing.Entry{
		ID:              in.EntryID,
		TraceID:         in.TraceID,
		TenantID:        in.TenantID,
		NftID:           in.NftID,
		CostType:        billing.CostTypeToolCall,
		Provider:        reg.Provider,
		ToolID:          &toolID,
		Currency:        billing.Currency,
		Precision:       billing.Precision,
		RawCostMicro:    cost,
		MultiplierBPS:   toolCallMultiplierBPS,
		TotalCostMicro:  cost, // raw × 10000 / 10000
		RoundingPolicy:  billing.RoundingPolicy,
		Recipients:      recipients,
		IdempotencyKey:  in.IdempotencyKey,
		Timestamp:       in.Timestamp,
		ContractVersion: contractVersion,
	}
	if err := e.Validate(); err != nil { // a guarantee, not an expected path
		return billing.Entry{}, err
	}
	return e, nil
}

func notCallable(t *Registration) error {
	return hounfour.NewError(hounfour.CodeToolNotActive,
		"tool "+t.ID+" is not callable in state "+string(t.LifecycleState))
}
