package governance

import (
	"encoding/json"
	"math"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// OutcomeType classifies a delegation outcome.
//
// Its values: [OutcomeUnanimous], [OutcomeMajority], [OutcomeDeadlock],
// [OutcomeEscalation].
type OutcomeType string

// The outcome types.
const (
	OutcomeUnanimous  OutcomeType = "unanimous"
	OutcomeMajority   OutcomeType = "majority"
	OutcomeDeadlock   OutcomeType = "deadlock"
	OutcomeEscalation OutcomeType = "escalation"
)

var outcomeTypes = enum.New(OutcomeUnanimous, OutcomeMajority, OutcomeDeadlock, OutcomeEscalation)

// Valid reports whether t is one of the four outcome types.
func (t OutcomeType) Valid() bool { return outcomeTypes.Has(t) }

// VoteChoice is a voter's choice in a delegation decision.
//
// Its values: [VoteAgree], [VoteDisagree], [VoteAbstain].
type VoteChoice string

// The vote choices.
const (
	VoteAgree    VoteChoice = "agree"
	VoteDisagree VoteChoice = "disagree"
	VoteAbstain  VoteChoice = "abstain"
)

var voteChoices = enum.New(VoteAgree, VoteDisagree, VoteAbstain)

// Valid reports whether c is agree, disagree or abstain.
func (c VoteChoice) Valid() bool { return voteChoices.Has(c) }

// DissentType classifies a dissent.
//
// Its values: [DissentMinorityReport], [DissentAbstention], [DissentTimeout].
type DissentType string

// The dissent types.
const (
	DissentMinorityReport DissentType = "minority_report"
	DissentAbstention     DissentType = "abstention"
	DissentTimeout        DissentType = "timeout"
)

var dissentTypes = enum.New(DissentMinorityReport, DissentAbstention, DissentTimeout)

// Valid reports whether t is one of the three dissent types.
func (t DissentType) Valid() bool { return dissentTypes.Has(t) }

// DissentSeverity is the severity of a dissent record.
//
// Its values: [DissentInformational], [DissentWarning], [DissentBlocking].
type DissentSeverity string

// The dissent severities.
const (
	DissentInformational DissentSeverity = "informational"
	DissentWarning       DissentSeverity = "warning"
	DissentBlocking      DissentSeverity = "blocking"
)

var dissentSeverities = enum.New(DissentInformational, DissentWarning, DissentBlocking)

// Valid reports whether s is informational, warning or blocking.
func (s DissentSeverity) Valid() bool { return dissentSeverities.Has(s) }

// DelegationOutcome is the result of a delegated decision at one delegation-tree
// node, with votes and dissent (schema delegation-outcome). Closed object. Nothing
// in validation ties consensus_achieved or outcome_type to the votes beyond the
// constraint rules; ConsensusValid offers the fuller check.
type DelegationOutcome struct {
	// OutcomeID identifies the outcome.
	OutcomeID wire.UUID `json:"outcome_id"`
	// TreeNodeID is the delegation tree node the outcome applies to (not checked).
	TreeNodeID string `json:"tree_node_id" hf:"minLength=1"`
	// OutcomeType classifies the outcome.
	OutcomeType OutcomeType `json:"outcome_type"`
	// Result is the decided result: any JSON value, null, or absent (nil). Optional and nullable in every validation path (deviation 30).
	Result json.RawMessage `json:"result,omitzero"`
	// Votes are the votes cast in the decision (at least one).
	Votes []DelegationVote `json:"votes" hf:"minItems=1"`
	// ConsensusAchieved is whether the consensus threshold was met.
	ConsensusAchieved bool `json:"consensus_achieved"`
	// ConsensusThreshold is the required proportion for consensus (0-1).
	ConsensusThreshold float64 `json:"consensus_threshold" hf:"minimum=0,maximum=1"`
	// DissentRecords are the records of dissent from the decision (may be empty).
	DissentRecords []DissentRecord `json:"dissent_records"`
	// EscalatedTo is the agent or node the decision was escalated to.
	EscalatedTo *string `json:"escalated_to,omitzero"`
	// EscalationReason is why the decision was escalated.
	EscalationReason *string `json:"escalation_reason,omitzero"`
	// ResolvedAt is when the decision was resolved.
	ResolvedAt wire.Timestamp `json:"resolved_at"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// DelegationVote is one vote of a delegation decision.
type DelegationVote struct {
	// VoterID identifies the voting agent.
	VoterID string `json:"voter_id" hf:"minLength=1"`
	// Vote is the voter's choice.
	Vote VoteChoice `json:"vote"`
	// Result is the result or proposal the vote pertains to: any JSON value including null; the member must be present.
	Result json.RawMessage `json:"result"`
	// Confidence is the vote's confidence (0 = none, 1 = full).
	Confidence float64 `json:"confidence" hf:"minimum=0,maximum=1"`
	// Reasoning explains the vote.
	Reasoning *string `json:"reasoning,omitzero"`
}

var _ = codec.Register(codec.Meta[DelegationVote]{
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (a nil Result is written as null).",
	},
})

// DissentRecord records a dissent from a delegation decision.
type DissentRecord struct {
	// DissenterID identifies the dissenting agent.
	DissenterID string `json:"dissenter_id" hf:"minLength=1"`
	// DissentType classifies the dissent.
	DissentType DissentType `json:"dissent_type"`
	// ProposedAlternative is the dissenter's alternative result: any JSON value including null; the member must be present.
	ProposedAlternative json.RawMessage `json:"proposed_alternative"`
	// Reasoning is the non-empty explanation of the dissent.
	Reasoning string `json:"reasoning" hf:"minLength=1"`
	// Severity is the dissent's severity.
	Severity DissentSeverity `json:"severity"`
	// Acknowledged is whether the decision maker acknowledged the dissent.
	Acknowledged bool `json:"acknowledged"`
	// AcknowledgedAt is when the dissent was acknowledged (contract 7.6.0
	// and later).
	AcknowledgedAt wire.Timestamp `json:"acknowledged_at,omitzero" hf:"since=7.6.0"`
	// AcknowledgedBy identifies who acknowledged the dissent (non-empty;
	// contract 7.6.0 and later).
	AcknowledgedBy *string `json:"acknowledged_by,omitzero" hf:"minLength=1,since=7.6.0"`
	// AcknowledgmentResponse is the decision maker's answer to the dissent
	// (non-empty; contract 7.6.0 and later).
	AcknowledgmentResponse *string `json:"acknowledgment_response,omitzero" hf:"minLength=1,since=7.6.0"`
}

var _ = codec.Register(codec.Meta[DissentRecord]{
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (a nil ProposedAlternative is written as " +
			"null).",
	},
})

var _ = codec.Register(codec.Meta[DelegationOutcome]{
	Schema:      "delegation-outcome",
	Description: "The outcome of a delegated governance decision with vote and dissent tracking.",
	Rules:       func(o *DelegationOutcome, r *codec.Rules) { constraintrt.Apply("delegation-outcome", o, r) },
	Constraint:  "delegation-outcome",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of o: the schema rules, then the error-severity rules " +
			"of the DelegationOutcome constraint file: at least one vote, a unanimous outcome only with " +
			"agree votes, no result on a deadlock, an escalation target on an escalation, reasoning on every " +
			"dissent record.",
		MarshalJSON: "MarshalJSON writes the default encoding (an absent result is omitted, a null one " +
			"written).",
	},
})

// ConsensusValid reports what the builtin outcome_consensus_valid returns
// on o's JSON form: false with no votes or more than 100; with agree = the
// number of agree votes and required = ceil(n × consensus_threshold) in
// float64, unanimous needs agree = n, majority needs required ≤ agree < n,
// deadlock needs agree < required, escalation needs a non-empty
// escalated_to; any other outcome type is false. The shipped constraint
// file does not use it.
func (o *DelegationOutcome) ConsensusValid() bool {
	n := len(o.Votes)
	if n == 0 || n > maxVotes {
		return false
	}
	agree := 0
	for i := range o.Votes {
		if o.Votes[i].Vote == VoteAgree {
			agree++
		}
	}
	required := math.Ceil(float64(n) * o.ConsensusThreshold)
	switch o.OutcomeType {
	case OutcomeUnanimous:
		return agree == n
	case OutcomeMajority:
		return float64(agree) >= required && agree < n
	case OutcomeDeadlock:
		return float64(agree) < required
	case OutcomeEscalation:
		return o.EscalatedTo != nil && *o.EscalatedTo != ""
	}
	return false
}
