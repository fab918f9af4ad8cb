package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// LinkOutcome is the outcome of one delegation link.
type LinkOutcome string

// The link outcomes.
const (
	LinkPending     LinkOutcome = "pending"
	LinkCompleted   LinkOutcome = "completed"
	LinkFailed      LinkOutcome = "failed"
	LinkReDelegated LinkOutcome = "re-delegated"
)

var linkOutcomes = enum.New(LinkPending, LinkCompleted, LinkFailed, LinkReDelegated)

// Valid reports whether o is pending, completed, failed or re-delegated.
func (o LinkOutcome) Valid() bool { return linkOutcomes.Has(o) }

// ChainStatus is the status of a delegation chain.
type ChainStatus string

// The chain statuses.
const (
	ChainActive    ChainStatus = "active"
	ChainCompleted ChainStatus = "completed"
	ChainFailed    ChainStatus = "failed"
	ChainRevoked   ChainStatus = "revoked"
)

var chainStatuses = enum.New(ChainActive, ChainCompleted, ChainFailed, ChainRevoked)

// Valid reports whether s is active, completed, failed or revoked.
func (s ChainStatus) Valid() bool { return chainStatuses.Has(s) }

// ChainRevocationPolicy says whether revoking a link invalidates the links
// downstream of it.
type ChainRevocationPolicy string

// The revocation policies.
const (
	RevokeCascade    ChainRevocationPolicy = "cascade"
	RevokeNonCascade ChainRevocationPolicy = "non_cascade"
)

var chainRevocationPolicies = enum.New(RevokeCascade, RevokeNonCascade)

// Valid reports whether p is cascade or non_cascade.
func (p ChainRevocationPolicy) Valid() bool { return chainRevocationPolicies.Has(p) }

// DelegationChain is a linear delegation of authority, with depth limits
// and conservation invariants (schema delegation-chain). Closed object.
type DelegationChain struct {
	// ChainID identifies the chain.
	ChainID wire.UUID `json:"chain_id"`
	// RootDelegator is the original source of authority.
	RootDelegator string `json:"root_delegator" hf:"minLength=1"`
	// Links are the delegations from the root outward (1 to 10).
	Links []DelegationLink `json:"links" hf:"minItems=1,maxItems=10"`
	// MaxDepth is the protocol-enforced depth limit, 1 to 10.
	MaxDepth int64 `json:"max_depth" hf:"minimum=1,maximum=10"`
	// AuthorityConservation is whether no link may grant more than it received.
	AuthorityConservation bool `json:"authority_conservation"`
	// Status is the chain's status.
	Status ChainStatus `json:"status"`
	// RevocationPolicy says whether revoking a link invalidates the links after it.
	RevocationPolicy ChainRevocationPolicy `json:"revocation_policy,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// DelegationLink is one delegation of a chain. Closed object.
type DelegationLink struct {
	// Delegator is the agent or system delegating authority.
	Delegator string `json:"delegator" hf:"minLength=1"`
	// Delegatee is the agent receiving the delegation.
	Delegatee string `json:"delegatee" hf:"minLength=1"`
	// TaskType is the kind of work (inference, review, transfer, …).
	TaskType string `json:"task_type" hf:"minLength=1"`
	// AuthorityScope lists the permissions transferred (at least one).
	AuthorityScope []string `json:"authority_scope" hf:"minItems=1,item.minLength=1"`
	// BudgetAllocatedMicro is the budget delegated with the link (canonical on output).
	BudgetAllocatedMicro wire.MicroUSDUnsigned `json:"budget_allocated_micro,omitzero" hf:"pattern=^[0-9]+$"`
	// Timestamp is when the delegation was made.
	Timestamp wire.Timestamp `json:"timestamp"`
	// Outcome is the delegation's outcome.
	Outcome LinkOutcome `json:"outcome"`
	// OutcomeTimestamp is when the outcome was reached.
	OutcomeTimestamp wire.Timestamp `json:"outcome_timestamp,omitzero"`
}

const schemaDelegationChain = "delegation-chain"

var _ = codec.Register(codec.Meta[DelegationChain]{
	Schema:      schemaDelegationChain,
	Description: "Authority delegation chain with depth limits and conservation invariants.",
	Rules: func(c *DelegationChain, r *codec.Rules) {
		chainTemporalOrder(c, r)
		// The file's links_temporally_ordered compares the timestamps as
		// text: chainTemporalOrder checks the same order on the instants.
		constraintrt.Apply(schemaDelegationChain, c, r, chainNative...)
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of c: the schema rules; each link whose timestamp is " +
			"an earlier instant than the previous link's (millisecond precision, offsets applied), at the " +
			"link's timestamp, under the id of the constraint delegation-chain-temporal-ordering, whose text " +
			"comparison is left to CheckConstraints (deviation 60 in COMPATIBILITY.md); then the other " +
			"error-severity rules of the DelegationChain constraint file (deviation 8): no more links than " +
			"max_depth; under authority_conservation, each link's scope and budget within the previous " +
			"link's; the first delegator being root_delegator; each delegator being the previous delegatee; " +
			"a revoked chain stating its revocation_policy.",
	},
})

// ruleChainTemporalOrdering is the rule that link timestamps do not go
// backwards, with the id of the constraint that states it.
const ruleChainTemporalOrdering = "delegation-chain-temporal-ordering"

// chainTemporalOrder reports each link whose timestamp is an earlier
// instant than the previous link's, at millisecond precision with offsets
// applied, at the link's timestamp (a pair with a timestamp that failed its
// own checks is skipped).
func chainTemporalOrder(c *DelegationChain, r *codec.Rules) {
	for i := 1; i < len(c.Links); i++ {
		if r.OKAt("links", i-1, "timestamp") && r.OKAt("links", i, "timestamp") &&
			c.Links[i].Timestamp.CompareMilli(c.Links[i-1].Timestamp) < 0 {
			r.Report(ruleChainTemporalOrdering, "link timestamps must not go backwards", "links", i, "timestamp")
		}
	}
}

// chainNative is the constraint chainTemporalOrder checks natively, a slice
// made once (a variadic list written at the call would be allocated at
// every validation).
var chainNative = []string{ruleChainTemporalOrdering}
