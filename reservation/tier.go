package reservation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
)

// Tier is a reserved share of a budget in basis points, 0 to
// 10000 where 10000 is 100 % (schema reservation-tier, a bare JSON integer).
// Unlike the text primitives its zero value is the number 0, not absent.
type Tier uint16

// MaxTier is 100 % of the budget.
const MaxTier Tier = 10000

// Valid reports whether 0 ≤ t ≤ 10000.
func (t Tier) Valid() bool { return t <= MaxTier }

func init() { codec.RegisterTypeTag[Tier]("minimum=0,maximum=10000") }

var _ = codec.Register(codec.Meta[Tier]{
	Schema:      "reservation-tier",
	Description: "Reserved capacity in basis points (0-10000). 10000 = 100%.",
	Doc: codec.Doc{
		Validate: "Validate reports whether t is within 0..10000, as a document of schema " +
			"reservation-tier.",
	},
})
