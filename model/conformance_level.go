package model

import (
	"github.com/hounfour-go/hounfour/internal/check"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// ConformanceLevel is the trust level assigned to a provider according to how
// deeply its conformance was verified (schema conformance-level, a JSON
// string). The levels are ordered: self_declared < community_verified <
// protocol_certified. The zero value is absent.
//
// Its values: [SelfDeclared], [CommunityVerified], [ProtocolCertified].
type ConformanceLevel string

// The conformance levels, lowest first.
const (
	SelfDeclared      ConformanceLevel = "self_declared"
	CommunityVerified ConformanceLevel = "community_verified"
	ProtocolCertified ConformanceLevel = "protocol_certified"
)

var conformanceLevels = enum.New(SelfDeclared, CommunityVerified, ProtocolCertified)

// Valid reports whether l is self_declared, community_verified or
// protocol_certified.
func (l ConformanceLevel) Valid() bool { return conformanceLevels.Has(l) }

// ConformanceLevelOrder ranks the conformance levels: self_declared 1,
// community_verified 2, protocol_certified 3.
var ConformanceLevelOrder = map[ConformanceLevel]int{
	SelfDeclared:      1,
	CommunityVerified: 2,
	ProtocolCertified: 3,
}

// Rank returns l's position in [ConformanceLevelOrder] (1 to 3), or 0 when l
// is not a conformance level.
func (l ConformanceLevel) Rank() int { return ConformanceLevelOrder[l] }

var _ = codec.Register(codec.Meta[ConformanceLevel]{
	Schema:      "conformance-level",
	Description: "Trust level assigned to a provider based on conformance verification depth.",
})

// Validate reports whether l is a conformance level, as a document of schema
// conformance-level (a JSON string).
func (l *ConformanceLevel) Validate() error { return check.Validate(l) }
