package recall

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// DetailLevel is the verbosity of a recall receipt (schema
// receipt-detail-level, a JSON string); the consumer's audit policy decides
// what each level holds. The zero value is absent.
//
// Its values: [DetailMinimal], [DetailStandard], [DetailDebug].
//
// Schema: receipt-detail-level — "Verbosity selector for RecallReceipt.
// Three substrate-agnostic levels: minimal | standard | debug. …"
type DetailLevel string

// The detail levels.
const (
	DetailMinimal  DetailLevel = "minimal"
	DetailStandard DetailLevel = "standard"
	DetailDebug    DetailLevel = "debug"
)

var detailLevels = enum.New(DetailMinimal, DetailStandard, DetailDebug)

// DetailLevels returns the detail levels in protocol order, as a fresh
// slice.
func DetailLevels() []DetailLevel { return detailLevels.Values() }

// Valid reports whether l is minimal, standard or debug.
func (l DetailLevel) Valid() bool { return detailLevels.Has(l) }

// SurfaceContext is the environment a recall serves (schema
// surface-context, a JSON string): one of five core surfaces, or a
// consumer namespace of three segments "<org>:<consumer>:<surface>"
// (NamespacePattern). The zero value is absent.
//
// Its values: [SurfacePublic], [SurfacePrivate], [SurfaceSystem],
// [SurfaceDemo], [SurfaceTest], or a text matching NamespacePattern.
//
// Schema: surface-context — "Environment selector for recall machinery.
// Closed 5-member core (public | private | system | demo | test) plus a
// 3-segment consumer namespace fallback. …"
type SurfaceContext string

// The core surfaces.
const (
	// SurfacePublic: the recipient may share the recall publicly.
	SurfacePublic SurfaceContext = "public"
	// SurfacePrivate: the recipient keeps the recall internal.
	SurfacePrivate SurfaceContext = "private"
	// SurfaceSystem: logs, telemetry, the internal control plane.
	SurfaceSystem SurfaceContext = "system"
	// SurfaceDemo: a showcase; not an audit-grade surface.
	SurfaceDemo SurfaceContext = "demo"
	// SurfaceTest: tests; never an audit-grade surface.
	SurfaceTest SurfaceContext = "test"
)

// NamespacePattern is the consumer-namespace form of a SurfaceContext
// (and of an assertion class): three segments separated by ":", each
// starting with a lowercase letter and at least two characters long; the
// first of lowercase letters and digits, the other two also "_" and "-".
const NamespacePattern = `^[a-z][a-z0-9]+:[a-z][a-z0-9_-]+:[a-z][a-z0-9_-]+$`

var surfaceContexts = enum.New(SurfacePublic, SurfacePrivate, SurfaceSystem, SurfaceDemo, SurfaceTest).
	Open(enum.Open{Pattern: NamespacePattern, Match: IsNamespace})

// SurfaceContexts returns the five core surfaces in protocol order, as a
// fresh slice.
func SurfaceContexts() []SurfaceContext { return surfaceContexts.Values() }

// Valid reports whether s is a core surface or a namespace.
func (s SurfaceContext) Valid() bool { return surfaceContexts.Accepts(s) }

// IsNamespace reports whether s matches NamespacePattern: "ab:c1:d-e" is
// one; "ab:cd", "ab:c:de", "a:bc:de" and "AB:cd:ef" are not.
func IsNamespace(s string) bool {
	seg := 0
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != ':' {
			c := s[i]
			switch {
			case 'a' <= c && c <= 'z':
			case '0' <= c && c <= '9', c == '_' || c == '-':
				if i == start || (c == '_' || c == '-') && seg == 0 {
					return false
				}
			default:
				return false
			}
			continue
		}
		if i-start < 2 || seg == 2 && i < len(s) {
			return false
		}
		seg++
		start = i + 1
	}
	return seg == 3
}

// CommitmentType is what a commitment root commits to (schema
// commitment-type, a JSON string). The zero value is absent.
//
// Its values: [CommitEstateCheckpoint], [CommitRecallReceipt],
// [CommitTransitionBundle], [CommitRevocationCheckpoint].
//
// Schema: commitment-type — "Discriminator vocabulary for CommitmentRoot.
// Four substrate-agnostic categories: estate_checkpoint | recall_receipt |
// transition_bundle | revocation_checkpoint."
type CommitmentType string

// The commitment types.
const (
	CommitEstateCheckpoint     CommitmentType = "estate_checkpoint"
	CommitRecallReceipt        CommitmentType = "recall_receipt"
	CommitTransitionBundle     CommitmentType = "transition_bundle"
	CommitRevocationCheckpoint CommitmentType = "revocation_checkpoint"
)

var commitmentTypes = enum.New(CommitEstateCheckpoint, CommitRecallReceipt, CommitTransitionBundle, CommitRevocationCheckpoint)

// CommitmentTypes returns the commitment types in protocol order, as a
// fresh slice.
func CommitmentTypes() []CommitmentType { return commitmentTypes.Values() }

// Valid reports whether t is one of the four commitment types.
func (t CommitmentType) Valid() bool { return commitmentTypes.Has(t) }

// EstateStatus is the lifecycle state of an agent estate (schema
// agent-estate-status, a JSON string); which transitions are allowed is the
// consumer's concern. The zero value is absent.
//
// Its values: [EstateProvisioning], [EstateActive], [EstatePaused],
// [EstateTransferring], [EstateDissolved].
//
// Schema: agent-estate-status — "Lifecycle vocabulary for AgentEstate. Five
// substrate-agnostic states: provisioning | active | paused | transferring
// | dissolved. …"
type EstateStatus string

// The estate states.
const (
	EstateProvisioning EstateStatus = "provisioning"
	EstateActive       EstateStatus = "active"
	EstatePaused       EstateStatus = "paused"
	EstateTransferring EstateStatus = "transferring"
	EstateDissolved    EstateStatus = "dissolved"
)

var estateStates = enum.New(EstateProvisioning, EstateActive, EstatePaused, EstateTransferring, EstateDissolved)

// EstateStates returns the estate states in protocol order, as a fresh
// slice.
func EstateStates() []EstateStatus { return estateStates.Values() }

// Valid reports whether s is one of the five estate states.
func (s EstateStatus) Valid() bool { return estateStates.Has(s) }

var (
	_ = codec.Register(codec.Meta[DetailLevel]{
		Schema:      "receipt-detail-level",
		Description: "Verbosity selector for RecallReceipt. Three substrate-agnostic levels: minimal | standard | debug. The consumer's audit policy decides what fields populate each level; the library ships only the selector vocabulary.",
		Since:       "8.5.0",
		ID:          "ReceiptDetailLevel",
	})
	_ = codec.Register(codec.Meta[SurfaceContext]{
		Schema:      "surface-context",
		Description: "Environment selector for recall machinery. Closed 5-member core (public | private | system | demo | test) plus a 3-segment consumer namespace fallback. The combined regex (^([a-z]+|[a-z][a-z0-9]+:[a-z][a-z0-9_-]+:[a-z][a-z0-9_-]+)$) matches either form for cross-runner parity.",
		Since:       "8.5.0",
		ID:          "SurfaceContext",
	})
	_ = codec.Register(codec.Meta[CommitmentType]{
		Schema:      "commitment-type",
		Description: "Discriminator vocabulary for CommitmentRoot. Four substrate-agnostic categories: estate_checkpoint | recall_receipt | transition_bundle | revocation_checkpoint.",
		Since:       "8.5.0",
		ID:          "CommitmentType",
	})
	_ = codec.Register(codec.Meta[EstateStatus]{
		Schema:      "agent-estate-status",
		Description: "Lifecycle vocabulary for AgentEstate. Five substrate-agnostic states: provisioning | active | paused | transferring | dissolved. State-machine validity is consumer-side per ADR-010.",
		Since:       "8.5.0",
		ID:          "AgentEstateStatus",
	})
)
