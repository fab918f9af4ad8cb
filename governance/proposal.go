package governance

import (
	"encoding/json"
	"math"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ProposalStatus is the lifecycle status of a governance proposal.
//
// Its values: [ProposalProposed], [ProposalVoting], [ProposalRatified],
// [ProposalRejected], [ProposalWithdrawn].
type ProposalStatus string

// The proposal statuses.
const (
	ProposalProposed  ProposalStatus = "proposed"
	ProposalVoting    ProposalStatus = "voting"
	ProposalRatified  ProposalStatus = "ratified"
	ProposalRejected  ProposalStatus = "rejected"
	ProposalWithdrawn ProposalStatus = "withdrawn"
)

var proposalStatuses = enum.New(ProposalProposed, ProposalVoting, ProposalRatified, ProposalRejected, ProposalWithdrawn)

// Valid reports whether s is one of the five statuses.
func (s ProposalStatus) Valid() bool { return proposalStatuses.Has(s) }

// ProposalStatuses returns the five statuses in protocol order (a fresh
// slice).
func ProposalStatuses() []ProposalStatus { return proposalStatuses.Values() }

// ChangeType is the category of a proposed change.
//
// Its values: [ChangeParameterUpdate], [ChangeConstraintAddition],
// [ChangeConstraintRemoval], [ChangePolicyChange].
type ChangeType string

// The change types.
const (
	ChangeParameterUpdate    ChangeType = "parameter_update"
	ChangeConstraintAddition ChangeType = "constraint_addition"
	ChangeConstraintRemoval  ChangeType = "constraint_removal"
	ChangePolicyChange       ChangeType = "policy_change"
)

var changeTypes = enum.New(ChangeParameterUpdate, ChangeConstraintAddition, ChangeConstraintRemoval, ChangePolicyChange)

// Valid reports whether t is one of the four change types.
func (t ChangeType) Valid() bool { return changeTypes.Has(t) }

// BallotChoice is a vote on a governance proposal.
//
// Its values: [BallotApprove], [BallotReject], [BallotAbstain].
type BallotChoice string

// The ballot choices.
const (
	BallotApprove BallotChoice = "approve"
	BallotReject  BallotChoice = "reject"
	BallotAbstain BallotChoice = "abstain"
)

var ballotChoices = enum.New(BallotApprove, BallotReject, BallotAbstain)

// Valid reports whether c is approve, reject or abstain.
func (c BallotChoice) Valid() bool { return ballotChoices.Has(c) }

// Proposal is a formal governance proposal with a voting lifecycle (schema
// governance-proposal). Closed object. Nothing ties status to the votes or
// to voting_closed_at.
type Proposal struct {
	// ProposalID identifies the proposal.
	ProposalID wire.UUID `json:"proposal_id"`
	// RegistryID is the registry the proposal governs.
	RegistryID wire.UUID `json:"registry_id"`
	// ProposerID is the agent who created the proposal.
	ProposerID string `json:"proposer_id" hf:"minLength=1"`
	// Title is the proposal's short title.
	Title string `json:"title" hf:"minLength=1"`
	// Description is the proposal's detailed description.
	Description string `json:"description" hf:"minLength=1"`
	// Changes are the proposed changes (at least one).
	Changes []ProposedChange `json:"changes" hf:"minItems=1"`
	// Status is the proposal's lifecycle status.
	Status ProposalStatus `json:"status"`
	// Voting is the proposal's voting record.
	Voting VotingRecord `json:"voting"`
	// RatifiedAt is when the proposal was ratified (null is rejected).
	RatifiedAt wire.Timestamp `json:"ratified_at,omitzero"`
	// ExecutionID references the ProposalExecution, set after
	// ratification (contract 7.7.0 and later).
	ExecutionID wire.UUID `json:"execution_id,omitzero" hf:"since=7.7.0"`
	// CollectionID is the collection the proposal governs (non-empty;
	// contract 7.7.0 and later).
	CollectionID *string `json:"collection_id,omitzero" hf:"minLength=1,since=7.7.0"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// ProposedChange is one change a proposal makes.
type ProposedChange struct {
	// ChangeType is the category of the change.
	ChangeType ChangeType `json:"change_type"`
	// Target is what is being changed (a field path or constraint id).
	Target string `json:"target" hf:"minLength=1"`
	// CurrentValue is the target's current value: any JSON value including null; the member must be present.
	CurrentValue json.RawMessage `json:"current_value"`
	// ProposedValue is the proposed new value: any JSON value including null; the member must be present.
	ProposedValue json.RawMessage `json:"proposed_value"`
	// Justification is the rationale for the change.
	Justification string `json:"justification" hf:"minLength=1"`
}

var _ = codec.Register(codec.Meta[ProposedChange]{
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (nil values are written as null).",
	},
})

// VotingRecord records the voting on a proposal.
type VotingRecord struct {
	// QuorumRequired is the minimum total vote weight for a valid vote (0-1).
	QuorumRequired float64 `json:"quorum_required" hf:"minimum=0,maximum=1"`
	// VotesCast are the votes cast so far (may be empty).
	VotesCast []Vote `json:"votes_cast"`
	// VotingOpenedAt is when voting opened.
	VotingOpenedAt wire.Timestamp `json:"voting_opened_at"`
	// VotingClosedAt is when voting closed, or null (nil) if still open.
	VotingClosedAt *wire.Timestamp `json:"voting_closed_at" hf:"nullable"`
}

// Vote is one vote on a governance proposal (GovernanceVote).
type Vote struct {
	// VoterID is the agent casting the vote.
	VoterID string `json:"voter_id" hf:"minLength=1"`
	// Vote is the choice.
	Vote BallotChoice `json:"vote"`
	// Weight is the voter's governance weight (0-1).
	Weight float64 `json:"weight" hf:"minimum=0,maximum=1"`
	// Reasoning explains the vote.
	Reasoning *string `json:"reasoning,omitzero"`
}

var _ = codec.Register(codec.Meta[Proposal]{
	Schema:      "governance-proposal",
	Description: "A formal governance proposal with voting lifecycle.",
	Rules:       func(p *Proposal, r *codec.Rules) { constraintrt.Apply("governance-proposal", p, r) },
	Constraint:  "governance-proposal",
	Warnings:    func(p *Proposal, r *codec.Rules) { constraintrt.Apply("governance-proposal", p, r) },
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p: the schema rules, then the error-severity rules " +
			"of the GovernanceProposal constraint file, e.g. a ratified proposal without ratified_at.",
		Warnings: "Warnings returns the failing warning-severity rule proposal-weights-normalized (vote " +
			"weights that do not sum to 1).",
	},
})

// maxVotes is the voting builtins' bound on votes_cast (proposals) and votes
// (delegation outcomes).
const maxVotes = 100

// QuorumMet reports what the builtin proposal_quorum_met returns on p's
// JSON form: with at most 100 votes, whether the weights of all votes (any
// direction), summed in order in float64, reach quorum_required. Nothing in
// validation applies it.
func (p *Proposal) QuorumMet() bool {
	if len(p.Voting.VotesCast) > maxVotes {
		return false
	}
	return p.weightSum() >= p.Voting.QuorumRequired
}

// WeightsNormalized reports what the builtin proposal_weights_normalized
// returns on p's JSON form (the proposal-weights-normalized warning): true
// without votes; false with more than 100; else |Σ weights − 1| ≤ 0.001 in
// float64 (so a single weight 0.999 is not normalized).
func (p *Proposal) WeightsNormalized() bool {
	switch n := len(p.Voting.VotesCast); {
	case n > maxVotes:
		return false
	case n == 0:
		return true
	}
	return math.Abs(p.weightSum()-1.0) <= 0.001
}

func (p *Proposal) weightSum() float64 {
	sum := 0.0
	for i := range p.Voting.VotesCast {
		sum += p.Voting.VotesCast[i].Weight
	}
	return sum
}
