package conformance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// Level is the trust level assigned to a provider according to how
// deeply its conformance was verified (schema conformance-level, a JSON
// string). The levels are ordered: self_declared < community_verified <
// protocol_certified. The zero value is absent.
//
// Its values: [SelfDeclared], [CommunityVerified], [ProtocolCertified].
type Level string

// The conformance levels, lowest first.
const (
	SelfDeclared      Level = "self_declared"
	CommunityVerified Level = "community_verified"
	ProtocolCertified Level = "protocol_certified"
)

var conformanceLevels = enum.New(SelfDeclared, CommunityVerified, ProtocolCertified)

// Valid reports whether l is self_declared, community_verified or
// protocol_certified.
func (l Level) Valid() bool { return conformanceLevels.Has(l) }

// LevelOrder returns the ranks of the conformance levels (self_declared 1,
// community_verified 2, protocol_certified 3; upstream's
// CONFORMANCE_LEVEL_ORDER) as a fresh map: changing it changes no rank.
func LevelOrder() map[Level]int {
	return map[Level]int{SelfDeclared: SelfDeclared.Rank(), CommunityVerified: CommunityVerified.Rank(),
		ProtocolCertified: ProtocolCertified.Rank()}
}

// Rank returns l's position among the conformance levels (1 to 3, lowest
// first), or 0 when l is not a conformance level.
func (l Level) Rank() int { return conformanceLevels.Index(l) + 1 }

var _ = codec.Register(codec.Meta[Level]{
	Schema:      "conformance-level",
	Description: "Trust level assigned to a provider based on conformance verification depth.",
})
