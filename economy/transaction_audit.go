package economy

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// TransactionType is the kind of an agent-to-agent transaction.
type TransactionType string

// The transaction types.
const (
	TransactionPeerTransfer              TransactionType = "peer_transfer"
	TransactionDelegationBudget          TransactionType = "delegation_budget"
	TransactionServicePayment            TransactionType = "service_payment"
	TransactionGovernanceProposalDeposit TransactionType = "governance_proposal_deposit"
)

var transactionTypes = enum.New(TransactionPeerTransfer, TransactionDelegationBudget, TransactionServicePayment,
	TransactionGovernanceProposalDeposit)

// Valid reports whether t is one of the four transaction types.
func (t TransactionType) Valid() bool { return transactionTypes.Has(t) }

// InterAgentTransactionAudit is the audit record of one agent-to-agent
// transaction: both parties' balances before and after, and whether they
// conserve money (schema inter-agent-transaction-audit). Closed object.
// Its rules come from its constraint file only: the sender loses and the
// receiver gains exactly amount_micro, the parties differ, the amount is
// positive, and conservation_check agrees with the balances.
type InterAgentTransactionAudit struct {
	// AuditID identifies the audit record.
	AuditID wire.UUID `json:"audit_id"`
	// TransactionType is the kind of transaction.
	TransactionType TransactionType `json:"transaction_type"`
	// Sender is the paying agent and its balances.
	Sender TransactionParty `json:"sender"`
	// Receiver is the paid agent and its balances.
	Receiver TransactionParty `json:"receiver"`
	// AmountMicro is the amount moved, in micro-USD.
	AmountMicro wire.MicroUSDUnsigned `json:"amount_micro"`
	// ConservationCheck says whether the balances conserve money.
	ConservationCheck billing.ConservationStatus `json:"conservation_check"`
	// IdempotencyKey prevents duplicate processing; it is unique per sender
	// agent, and consumers reject duplicate keys within their retention
	// window.
	IdempotencyKey string `json:"idempotency_key" hf:"minLength=1"`
	// DelegationChainID references the delegation chain the transaction
	// runs under.
	DelegationChainID wire.UUID `json:"delegation_chain_id,omitzero"`
	// GovernanceContext references the governance under which the
	// transaction happened.
	GovernanceContext *GovernanceContext `json:"governance_context,omitzero"`
	// SequenceNumber is a per-agent monotonic counter ordering the audit
	// records during reconstruction.
	SequenceNumber *int64 `json:"sequence_number,omitzero" hf:"minimum=0"`
	// Timestamp is when the transaction happened.
	Timestamp wire.Timestamp `json:"timestamp"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
	// Metadata holds free-form extension data (any JSON values).
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
}

// TransactionParty is one side of an agent-to-agent transaction. Closed
// object.
type TransactionParty struct {
	// AgentID identifies the agent.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// PreBalanceMicro is the agent's balance before the transaction.
	PreBalanceMicro wire.MicroUSDUnsigned `json:"pre_balance_micro"`
	// PostBalanceMicro is the agent's balance after the transaction.
	PostBalanceMicro wire.MicroUSDUnsigned `json:"post_balance_micro"`
}

// GovernanceContext references the governance of a transaction. Closed
// object; both members optional.
type GovernanceContext struct {
	// ProposalID references a constraint proposal ("" is a present value).
	ProposalID *string `json:"proposal_id,omitzero"`
	// GovernanceVersion is the governance version in force.
	GovernanceVersion wire.Semver `json:"governance_version,omitzero"`
}

var _ = codec.Register(codec.Meta[InterAgentTransactionAudit]{
	Schema:      "inter-agent-transaction-audit",
	Description: "Protocol-standard audit trail for agent-to-agent economic transactions.",
	Comment:     "Financial amounts use string-encoded BigInt (MicroUSD). See vocabulary/currency.ts.",
	// Upstream's file carries x-cross-field-validated although its rules
	// live only in the constraint file; Apply makes that true here.
	Rules: func(a *InterAgentTransactionAudit, r *codec.Rules) {
		constraintrt.Apply("inter-agent-transaction-audit", a, r)
	},
	Constraint: "inter-agent-transaction-audit",
	Warnings: func(a *InterAgentTransactionAudit, r *codec.Rules) {
		constraintrt.Apply("inter-agent-transaction-audit", a, r)
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of a (nil or a *hounfour.ValidationError): the schema " +
			"rules, then the error-severity rules of its constraint file: " +
			"transaction-audit-sender-conservation, -receiver-conservation, -no-self-transfer, " +
			"-positive-amount, -conservation-consistency and -violated-means-violated.",
		Warnings: "Warnings returns transaction-audit-unverifiable-advisory when the balances conserve " +
			"but conservation_check says unverifiable.",
		MarshalJSON: "MarshalJSON writes the default encoding (amounts canonical).",
	},
})

// Conserves reports whether the balances conserve money: the sender's post
// balance is its pre balance minus the amount and the receiver's is its pre
// balance plus the amount, exactly. Absent amounts conserve nothing.
func (a *InterAgentTransactionAudit) Conserves() bool {
	s, r, amt := a.Sender, a.Receiver, a.AmountMicro.Signed()
	if !s.PreBalanceMicro.IsValid() || !s.PostBalanceMicro.IsValid() || !r.PreBalanceMicro.IsValid() ||
		!r.PostBalanceMicro.IsValid() || !amt.IsValid() {
		return false
	}
	return s.PreBalanceMicro.Signed().SubSigned(amt).Cmp(s.PostBalanceMicro.Signed()) == 0 &&
		r.PreBalanceMicro.Signed().Add(amt).Cmp(r.PostBalanceMicro.Signed()) == 0
}
