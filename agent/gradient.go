package agent

import (
	"errors"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// GradientLevel is a level of the BUTTERFREEZONE trust gradient, L1 < L2 <
// L3 < L4. The zero value means absent or unrecognized. It
// is not an upstream TrustLevel, and no function converts between the two
// vocabularies.
type GradientLevel uint8

// The gradient levels.
const (
	GradientL1 GradientLevel = 1 + iota // Tests Present
	GradientL2                          // CI Verified
	GradientL3                          // Property-Based
	GradientL4                          // Formal
)

type gradientInfo struct {
	name, criteria, hounfourTrust string
	pools                         []wire.PoolID
	scopes                        BFZTrustScopes
}

var gradient = [...]gradientInfo{
	GradientL1: {"Tests Present", "at least one test file exists", "basic",
		[]wire.PoolID{wire.PoolCheap, wire.PoolFastCode},
		BFZTrustScopes{BFZNone, BFZNone, BFZNone, BFZNone, BFZNone, BFZNone}},
	GradientL2: {"CI Verified", "tests plus a configured CI pipeline", "verified",
		[]wire.PoolID{wire.PoolCheap, wire.PoolFastCode, wire.PoolReviewer},
		BFZTrustScopes{BFZMedium, BFZNone, BFZNone, BFZMedium, BFZNone, BFZNone}},
	GradientL3: {"Property-Based", "L2 plus property-based/behavioural tests", "hardened",
		[]wire.PoolID{wire.PoolCheap, wire.PoolFastCode, wire.PoolReviewer, wire.PoolReasoning},
		BFZTrustScopes{BFZMedium, BFZMedium, BFZMedium, BFZMedium, BFZNone, BFZMedium}},
	GradientL4: {"Formal", "L3 plus formal temporal properties or safety/liveness proofs", "proven",
		[]wire.PoolID{wire.PoolCheap, wire.PoolFastCode, wire.PoolReviewer, wire.PoolReasoning, wire.PoolArchitect},
		BFZTrustScopes{BFZHigh, BFZHigh, BFZHigh, BFZHigh, BFZMedium, BFZHigh}},
}

// GradientLevels returns L1 … L4.
func GradientLevels() []GradientLevel {
	return []GradientLevel{GradientL1, GradientL2, GradientL3, GradientL4}
}

// Valid reports whether l is L1 … L4.
func (l GradientLevel) Valid() bool { return l >= GradientL1 && l <= GradientL4 }

// String formats l as "L{n}-{label}" with its hounfour_trust label
// ("L2-verified"); "" for the zero value or any other invalid level.
func (l GradientLevel) String() string {
	if !l.Valid() {
		return ""
	}
	return "L" + strconv.Itoa(int(l)) + "-" + gradient[l].hounfourTrust
}

// Name returns the level's name ("CI Verified"), "" for an invalid level.
func (l GradientLevel) Name() string {
	if !l.Valid() {
		return ""
	}
	return gradient[l].name
}

// Criteria returns what a repository needs for the level (informational).
func (l GradientLevel) Criteria() string {
	if !l.Valid() {
		return ""
	}
	return gradient[l].criteria
}

// HounfourTrust returns the level's hounfour_trust label: basic, verified,
// hardened or proven. It is only a label: hardened and proven are not
// upstream TrustLevel values, and basic and verified merely share their
// spelling with two of them.
func (l GradientLevel) HounfourTrust() string {
	if !l.Valid() {
		return ""
	}
	return gradient[l].hounfourTrust
}

// PoolAccess returns the pools the level grants, in PoolId order (a fresh,
// non-nil slice; empty for an invalid level). Higher levels grant supersets.
func (l GradientLevel) PoolAccess() []wire.PoolID {
	if !l.Valid() {
		return []wire.PoolID{}
	}
	return append([]wire.PoolID{}, gradient[l].pools...)
}

// TrustScopes returns the level's value in each of the six BUTTERFREEZONE
// trust dimensions (the zero BFZTrustScopes for an invalid level).
func (l GradientLevel) TrustScopes() BFZTrustScopes {
	if !l.Valid() {
		return BFZTrustScopes{}
	}
	return gradient[l].scopes
}

// ErrGradientLevel is returned by ParseGradientLevel for unrecognized text.
var ErrGradientLevel = errors.New("not a recognized L1-L4 trust level")

// ParseGradientLevel recognizes "L1" … "L4" and "L{n}-{label}" where label is
// exactly that level's hounfour_trust label ("L3-hardened"); case-sensitive.
// Anything else (older values such as "grounded", or "L2-proven") wraps
// ErrGradientLevel.
func ParseGradientLevel(s string) (GradientLevel, error) {
	for _, l := range GradientLevels() {
		n := "L" + strconv.Itoa(int(l))
		if s == n || s == l.String() {
			return l, nil
		}
	}
	return 0, &gradientError{s}
}

type gradientError struct{ text string }

func (e *gradientError) Error() string {
	return "trust_level " + strconv.Quote(e.text) + " is not a recognized L1-L4 level"
}

func (e *gradientError) Unwrap() error { return ErrGradientLevel }

// BFZLevel is a value of a BUTTERFREEZONE trust dimension, ordered none <
// medium < high.
//
// Its values: [BFZNone], [BFZMedium], [BFZHigh].
type BFZLevel string

// The dimension values, lowest first.
const (
	BFZNone   BFZLevel = "none"
	BFZMedium BFZLevel = "medium"
	BFZHigh   BFZLevel = "high"
)

var bfzLevels = enum.New(BFZNone, BFZMedium, BFZHigh)

// Valid reports whether v is none, medium or high.
func (v BFZLevel) Valid() bool { return bfzLevels.Has(v) }

// Index returns 0 for none, 1 for medium, 2 for high, -1 otherwise.
func (v BFZLevel) Index() int { return bfzLevels.Index(v) }

// BFZDimension names one of the six BUTTERFREEZONE trust dimensions. They
// are not upstream's capability scopes.
//
// Its values: [BFZDataAccess], [BFZFinancial], [BFZDelegation],
// [BFZModelSelection], [BFZGovernance], [BFZExternalCommunication].
type BFZDimension string

// The six dimensions, in the capability schema's order.
const (
	BFZDataAccess            BFZDimension = "data_access"            // reading/writing persistent state
	BFZFinancial             BFZDimension = "financial"              // cost-bearing operations
	BFZDelegation            BFZDimension = "delegation"             // spawning sub-agents or tasks
	BFZModelSelection        BFZDimension = "model_selection"        // choosing which model to invoke
	BFZGovernance            BFZDimension = "governance"             // protocol-level rule changes
	BFZExternalCommunication BFZDimension = "external_communication" // outbound network/messaging
)

var bfzDimensions = enum.New(BFZDataAccess, BFZFinancial, BFZDelegation, BFZModelSelection, BFZGovernance, BFZExternalCommunication)

// Valid reports whether d is one of the six dimensions.
func (d BFZDimension) Valid() bool { return bfzDimensions.Has(d) }

// BFZDimensions returns the six dimensions in order (a fresh slice).
func BFZDimensions() []BFZDimension { return bfzDimensions.Values() }

// BFZTrustScopes holds a value for each of the six BUTTERFREEZONE trust
// dimensions, as the gradient table fixes them per level.
type BFZTrustScopes struct {
	DataAccess            BFZLevel `json:"data_access"`
	Financial             BFZLevel `json:"financial"`
	Delegation            BFZLevel `json:"delegation"`
	ModelSelection        BFZLevel `json:"model_selection"`
	Governance            BFZLevel `json:"governance"`
	ExternalCommunication BFZLevel `json:"external_communication"`
}

// Level returns the value of dimension d ("" for an unknown dimension).
func (s BFZTrustScopes) Level(d BFZDimension) BFZLevel {
	switch d {
	case BFZDataAccess:
		return s.DataAccess
	case BFZFinancial:
		return s.Financial
	case BFZDelegation:
		return s.Delegation
	case BFZModelSelection:
		return s.ModelSelection
	case BFZGovernance:
		return s.Governance
	case BFZExternalCommunication:
		return s.ExternalCommunication
	}
	return ""
}

// CostTier is the billing tier a BUTTERFREEZONE.md's capabilities map to:
// 0 free, 1 metered, 3 premium.
//
// Its values: [CostTierFree], [CostTierMetered], [CostTierPremium].
type CostTier int

// The cost tiers.
const (
	CostTierFree    CostTier = 0
	CostTierMetered CostTier = 1
	CostTierPremium CostTier = 3
)

// CostTierFor maps a billing weight to its tier: 0 → free, 1 or 2 → metered,
// 3 or more → premium (a negative weight is free).
func CostTierFor(weight int) CostTier {
	switch {
	case weight <= 0:
		return CostTierFree
	case weight < 3:
		return CostTierMetered
	}
	return CostTierPremium
}

// String returns "free", "metered", "premium", or the number for any other
// value.
func (t CostTier) String() string {
	switch t {
	case CostTierFree:
		return "free"
	case CostTierMetered:
		return "metered"
	case CostTierPremium:
		return "premium"
	}
	return strconv.Itoa(int(t))
}
