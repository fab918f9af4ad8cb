package conformance

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// Category names what a conformance vector exercises: a schema's
// validation (agent-identity, delegation-tree, …) or a library function
// (pricing-calculation, reservation-enforcement, …). The conformance suite
// keeps one folder per category, named after it. The zero value is absent.
type Category string

// The conformance categories, in protocol order.
const (
	CategoryProviderNormalization  Category = "provider-normalization"
	CategoryPricingCalculation     Category = "pricing-calculation"
	CategoryThinkingTrace          Category = "thinking-trace"
	CategoryToolCallRoundtrip      Category = "tool-call-roundtrip"
	CategoryEnsemblePosition       Category = "ensemble-position"
	CategoryReservationEnforcement Category = "reservation-enforcement"
	CategoryDelegationChain        Category = "delegation-chain"
	CategoryInterAgentTransaction  Category = "inter-agent-transaction"
	CategoryConservationProperties Category = "conservation-properties"
	CategoryJWTBoundary            Category = "jwt-boundary"
	CategoryAgentIdentity          Category = "agent-identity"
	CategoryCapabilityScopedTrust  Category = "capability-scoped-trust"
	CategoryLivenessProperties     Category = "liveness-properties"
	CategoryRegistryBridge         Category = "registry-bridge"
	CategoryDelegationTree         Category = "delegation-tree"
	CategoryBridgeTransferSaga     Category = "bridge-transfer-saga"
	CategoryDelegationOutcome      Category = "delegation-outcome"
	CategoryMonetaryPolicy         Category = "monetary-policy"
	CategoryPermissionBoundary     Category = "permission-boundary"
	CategoryGovernanceProposal     Category = "governance-proposal"
	// Contract 7.1.0 and later.
	CategoryMicroUSDC             Category = "micro-usdc"
	CategoryPersonalityAssignment Category = "personality-assignment"
	CategoryReputationAggregate   Category = "reputation-aggregate"
	// Contract 7.3.0 and later.
	CategoryReputationCredential Category = "reputation-credential"
	// Contract 7.4.0 and later.
	CategoryAccessPolicy Category = "access-policy"
	// Contract 7.5.0 and later.
	CategoryEventSubscription     Category = "event-subscription"
	CategoryReputationPortability Category = "reputation-portability"
	CategoryDelegationQuality     Category = "delegation-quality"
	// Contract 7.6.0 and later.
	CategoryCollectionGovernanceConfig Category = "collection-governance-config"
	CategoryConstraintLifecycle        Category = "constraint-lifecycle"
	CategoryReputationRouting          Category = "reputation-routing"
	CategoryPolicyVersion              Category = "policy-version"
	// Contract 7.7.0 and later.
	CategoryProposalExecution        Category = "proposal-execution"
	CategoryEconomicBoundary         Category = "economic-boundary"
	CategoryReputationEconomicImpact Category = "reputation-economic-impact"
	CategoryModelEconomicProfile     Category = "model-economic-profile"
	CategoryCommunityEngagement      Category = "community-engagement"
	// Contract 7.8.0 and later.
	CategoryEconomicPerformance Category = "economic-performance"
	CategoryRoutingRebalance    Category = "routing-rebalance"
	CategoryExecutionCheckpoint Category = "execution-checkpoint"
	// Contract 7.10.0 and later.
	CategoryTaskType        Category = "task-type"
	CategoryTaskTypeCohort  Category = "task-type-cohort"
	CategoryReputationEvent Category = "reputation-event"
	CategoryScoringPathLog  Category = "scoring-path-log"
	// Contract 8.3.0 and later.
	CategoryConsumerContract        Category = "consumer-contract"
	CategoryGovernedResourceRuntime Category = "governed-resource-runtime"
	// Contract 8.7.0 and later.
	CategoryRecallWedge Category = "recall-wedge"
)

var conformanceCategories = enum.New(
	CategoryProviderNormalization, CategoryPricingCalculation, CategoryThinkingTrace, CategoryToolCallRoundtrip,
	CategoryEnsemblePosition, CategoryReservationEnforcement, CategoryDelegationChain, CategoryInterAgentTransaction,
	CategoryConservationProperties, CategoryJWTBoundary, CategoryAgentIdentity, CategoryCapabilityScopedTrust,
	CategoryLivenessProperties, CategoryRegistryBridge, CategoryDelegationTree, CategoryBridgeTransferSaga,
	CategoryDelegationOutcome, CategoryMonetaryPolicy, CategoryPermissionBoundary, CategoryGovernanceProposal,
	CategoryMicroUSDC, CategoryPersonalityAssignment, CategoryReputationAggregate, CategoryReputationCredential, CategoryAccessPolicy, CategoryEventSubscription, CategoryReputationPortability, CategoryDelegationQuality, CategoryCollectionGovernanceConfig, CategoryConstraintLifecycle, CategoryReputationRouting, CategoryPolicyVersion, CategoryProposalExecution, CategoryEconomicBoundary, CategoryReputationEconomicImpact, CategoryModelEconomicProfile, CategoryCommunityEngagement, CategoryEconomicPerformance, CategoryRoutingRebalance, CategoryExecutionCheckpoint, CategoryTaskType, CategoryTaskTypeCohort, CategoryReputationEvent, CategoryScoringPathLog, CategoryConsumerContract, CategoryGovernedResourceRuntime, CategoryRecallWedge,
).
	Since("7.1.0", CategoryMicroUSDC, CategoryPersonalityAssignment, CategoryReputationAggregate).
	Since("7.3.0", CategoryReputationCredential).
	Since("7.4.0", CategoryAccessPolicy).
	Since("7.5.0", CategoryEventSubscription, CategoryReputationPortability, CategoryDelegationQuality).
	Since("7.6.0", CategoryCollectionGovernanceConfig, CategoryConstraintLifecycle, CategoryReputationRouting, CategoryPolicyVersion).
	Since("7.7.0", CategoryProposalExecution, CategoryEconomicBoundary, CategoryReputationEconomicImpact, CategoryModelEconomicProfile, CategoryCommunityEngagement).
	Since("7.8.0", CategoryEconomicPerformance, CategoryRoutingRebalance, CategoryExecutionCheckpoint).
	Since("7.10.0", CategoryTaskType, CategoryTaskTypeCohort, CategoryReputationEvent, CategoryScoringPathLog).
	Since("8.3.0", CategoryConsumerContract, CategoryGovernedResourceRuntime).
	Since("8.7.0", CategoryRecallWedge)

// Valid reports whether c is one of the 47 conformance categories
// (case-sensitive). Under contract 7.0.0 only the first 20 are
// categories; CategoriesFor lists a contract's.
func (c Category) Valid() bool { return conformanceCategories.Has(c) }

// Categories returns the 47 conformance categories of the default
// contract in protocol order (upstream's CONFORMANCE_CATEGORIES), as a
// fresh slice.
func Categories() []Category { return CategoriesFor("") }

// CategoriesFor returns the conformance categories of contract c (the zero
// Contract: the default) in protocol order, as a fresh slice: 20 under
// 7.0.0, 47 under 8.7.0. A contract the library does not speak has none.
func CategoriesFor(c hounfour.Contract) []Category {
	if !c.Or().IsValid() {
		return nil
	}
	var out []Category
	for _, v := range conformanceCategories.Values() {
		if c.Includes(conformanceCategories.SinceOf(v)) {
			out = append(out, v)
		}
	}
	return out
}

// Since returns the contract version that introduced c ("" for the 20
// categories of 7.0.0 and for a text that is no category).
func (c Category) Since() string { return conformanceCategories.SinceOf(c) }

// NullHandling says how a conformance match treats null against a missing
// member: "equivalent" (the default) counts them as equal, "strict" does not.
type NullHandling string

// The null-handling modes.
const (
	NullStrict     NullHandling = "strict"
	NullEquivalent NullHandling = "equivalent"
)

var nullHandlings = enum.New(NullStrict, NullEquivalent)

// Valid reports whether h is strict or equivalent.
func (h NullHandling) Valid() bool { return nullHandlings.Has(h) }

// ExpectedSeverity is the severity a conformance vector expects of a
// cross-field rule: error or warning.
type ExpectedSeverity string

// The expected severities.
const (
	ExpectError   ExpectedSeverity = "error"
	ExpectWarning ExpectedSeverity = "warning"
)

var expectedSeverities = enum.New(ExpectError, ExpectWarning)

// Valid reports whether s is error or warning.
func (s ExpectedSeverity) Valid() bool { return expectedSeverities.Has(s) }

// Vector is one cross-language conformance test vector (schema
// conformance-vector): an input, the output an implementation must produce
// from it, whether the input is valid, and the rules for comparing an actual
// output with the expected one ([MatchOutput]). Closed object.
// Input, ExpectedOutput and Metadata are records of any JSON values.
type Vector struct {
	// VectorID identifies the vector, unique across the suite:
	// conformance-<name>-<3 or 4 digits>.
	VectorID string `json:"vector_id" hf:"pattern=^conformance-[a-z][a-z0-9-]+-\\d{3,4}$"`
	// Category is what the vector exercises; it names the vector's folder.
	Category Category `json:"category"`
	// Description says what the vector checks.
	Description string `json:"description" hf:"minLength=1"`
	// ContractVersion is the protocol version the vector was written for
	// (older versions are data, not an incompatibility).
	ContractVersion wire.Semver `json:"contract_version"`
	// Input is the provider-specific input (request payload).
	Input map[string]json.RawMessage `json:"input"`
	// ExpectedOutput is the expected normalized output.
	ExpectedOutput map[string]json.RawMessage `json:"expected_output"`
	// ExpectedValid is whether the input is expected to pass validation.
	ExpectedValid bool `json:"expected_valid"`
	// MatchingRules says how to compare an actual output with ExpectedOutput
	// (nil: every member, exactly).
	MatchingRules *MatchingRules `json:"matching_rules,omitzero"`
	// CrossFieldValidations are the cross-field rules the input is expected
	// to trip, with their severity.
	CrossFieldValidations []CrossFieldExpectation `json:"cross_field_validations,omitzero"`
	// Metadata is free-form information about the vector.
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
}

// MatchingRules configures [MatchOutput]. Closed object; every
// member is optional.
type MatchingRules struct {
	// SelectFields, when it has at least one entry, are the only top-level
	// members compared, in this order (repeats are compared again).
	SelectFields []string `json:"select_fields,omitzero" hf:"item.minLength=1"`
	// VolatileFields are top-level members never compared (timestamps, ids).
	VolatileFields []string `json:"volatile_fields,omitzero" hf:"item.minLength=1"`
	// NumericTolerance, when set, makes two numbers equal when they differ
	// by at most this much.
	NumericTolerance *float64 `json:"numeric_tolerance,omitzero" hf:"minimum=0"`
	// CanonicalizeStrings, when true, compares strings after trimming white
	// space and lowercasing.
	CanonicalizeStrings *bool `json:"canonicalize_strings,omitzero"`
	// NullHandling says whether null equals a missing member (absent:
	// equivalent).
	NullHandling NullHandling `json:"null_handling,omitzero"`
}

var _ = codec.Register(codec.Meta[MatchingRules]{Methods: codec.MethodsNone})

// CrossFieldExpectation is a cross-field rule a conformance vector expects
// the input to trip. Closed object.
type CrossFieldExpectation struct {
	// RuleID is the rule's stable id.
	RuleID string `json:"rule_id" hf:"minLength=1"`
	// ExpectedSeverity is error or warning.
	ExpectedSeverity ExpectedSeverity `json:"expected_severity"`
	// ExpectedMessagePattern, when set, is a regular expression (JavaScript
	// source, within the RE2 subset) the rule's message must match.
	ExpectedMessagePattern *string `json:"expected_message_pattern,omitzero"`
}

var _ = codec.Register(codec.Meta[CrossFieldExpectation]{Methods: codec.MethodsNone})

var _ = codec.Register(codec.Meta[Vector]{
	Schema:      "conformance-vector",
	Description: "Cross-language conformance test vector for adapter verification.",
	Doc: codec.Doc{
		Validate:      "Validate reports every violation of v's schema.",
		MarshalJSON:   "MarshalJSON encodes v in member order.",
		UnmarshalJSON: "UnmarshalJSON decodes and checks the structure of a conformance vector.",
	},
})
