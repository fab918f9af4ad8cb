package deliberation

import (
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/hounfour-go/hounfour/wire"
)

// DissentIDPattern is the pattern of a [DissentID]: 26 characters of
// Crockford's base-32 alphabet (digits and upper-case letters without I,
// L, O and U).
const DissentIDPattern = `^[0-9A-HJKMNP-TV-Z]{26}$`

// DissentID identifies a dissent: 26 characters of Crockford's base-32
// alphabet, the form of a ULID. Unlike wire.ULID, whose first character
// is limited to 0–7 (the 48-bit time), any character of the alphabet may
// come first. Every member of this type carries DissentIDPattern. The
// zero value is absent.
type DissentID string

func init() { codec.RegisterTypeTag[DissentID]("pattern=" + DissentIDPattern) }

// Valid reports whether id matches DissentIDPattern.
func (id DissentID) Valid() bool {
	if len(id) != 26 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case c >= '0' && c <= '9', c >= 'A' && c <= 'H', c == 'J', c == 'K', c == 'M', c == 'N',
			c >= 'P' && c <= 'T', c >= 'V' && c <= 'Z':
		default:
			return false
		}
	}
	return true
}

// Dissent records a juror's dissent during or after a deliberation
// (schema deliberation-dissent): a minority verdict, a process objection
// or a concern raised mid-deliberation. It has its own lifecycle, distinct
// from a governance DissentRecord. Closed object.
//
// Its constraint rules: DD-1 (the narrative is 1 to 16384 characters) and
// DD-2 (every cited claim id is non-empty); both restate the schema.
//
// Schema: deliberation-dissent — "Mid-deliberation concern, minority
// verdict, or process objection. Distinct lifecycle from governance
// DissentRecord."
type Dissent struct {
	DissentID DissentID `json:"dissent_id"`
	// ArtifactID names the artifact deliberated (any non-empty text).
	ArtifactID string `json:"artifact_id" hf:"minLength=1"`
	// Juror is the dissenting agent; checked by the agent-identity schema
	// only.
	Juror       agent.Identity `json:"juror"`
	ConcernType ConcernType    `json:"concern_type"`
	// Narrative is the dissent's rationale (1–16384 characters).
	Narrative string `json:"narrative" hf:"minLength=1,maxLength=16384"`
	// CitedClaimIDs are the claims the dissent cites (may be empty).
	CitedClaimIDs   []string               `json:"cited_claim_ids" hf:"minItems=0,item.minLength=1"`
	RaisedAt        wire.Timestamp         `json:"raised_at"`
	ContractVersion signing.ContextVersion `json:"contract_version"`
}

// ConcernType is the kind of a dissent.
//
// Its values: [ConcernMinorityVerdict], [ConcernProcessObjection],
// [ConcernMidDeliberation].
type ConcernType string

// The concern types.
const (
	ConcernMinorityVerdict  ConcernType = "minority_verdict"
	ConcernProcessObjection ConcernType = "process_objection"
	ConcernMidDeliberation  ConcernType = "mid_deliberation_concern"
)

var concernTypes = enum.New(ConcernMinorityVerdict, ConcernProcessObjection, ConcernMidDeliberation)

// ConcernTypes returns the concern types in protocol order (a fresh
// slice).
func ConcernTypes() []ConcernType { return concernTypes.Values() }

// Valid reports whether c is one of the three concern types.
func (c ConcernType) Valid() bool { return concernTypes.Has(c) }

var _ = codec.Register(codec.Meta[Dissent]{
	Schema: "deliberation-dissent",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(d *Dissent, r *codec.Rules) { constraintrt.Apply("deliberation-dissent", d, r) },
	Constraint:  "deliberation-dissent",
	Description: "Mid-deliberation concern, minority verdict, or process objection. Distinct lifecycle from governance DissentRecord.",
	Since:       "8.4.0",
	ID:          "DeliberationDissent",
})
