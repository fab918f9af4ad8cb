package assertion

import (
	"bytes"
	"errors"
	"reflect"
	"sync"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/deliberation"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/recall"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/hounfour-go/hounfour/wire"
)

// Common holds the members every assertion has, whatever its status (a
// member group of Assertion).
type Common struct {
	// AssertionID identifies the assertion.
	AssertionID wire.UUID `json:"assertion_id"`
	// BodyHash is the SHA-256 of the canonical assertion body.
	BodyHash signing.Hash `json:"body_hash"`
	// Provenance records how the content was sourced (may be empty; a nil
	// slice is written as []).
	Provenance   []deliberation.ClaimGrounding `json:"provenance"`
	PrivacyScope PrivacyScope                  `json:"privacy_scope"`
	RiskLevel    RiskLevel                     `json:"risk_level"`
	// RecallScope is the surface the assertion may be recalled on.
	RecallScope    recall.SurfaceContext `json:"recall_scope"`
	AssertionClass Class                 `json:"assertion_class"`
	// Confidence is the signer's confidence in the content, 0 to 1.
	Confidence float64        `json:"confidence" hf:"minimum=0,maximum=1"`
	CreatedAt  wire.Timestamp `json:"created_at"`
	// ContractVersion is the contract version the assertion was authored
	// against (major.minor.patch).
	ContractVersion string `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

// Assertion is a signed observation with a lifecycle (schema assertion): a
// union of eight variants chosen by Status. A candidate has no signatures
// (the member is not allowed); every other status — admitted, superseded,
// challenged, revoked, forgotten, escrow, archived — requires at least one
// signature envelope. The library checks the envelopes' form, never the
// signatures.
//
// A signed assertion is crypto-bearing: a validation through
// hounfour.Options refuses it unless Options.AcceptDeferred is set, and then
// reports the CRYPTO_DEFERRED obligation under the schema id
// "Assertion#status=<status>". A candidate is a shape-only document,
// valid under any options. The constraint rule A-1 (signatures present
// unless a candidate) is the union's own shape; A-2 (a forgotten assertion
// has a matching forget record) and A-3 (the lifecycle transitions across
// records) are the caller's (runtime-deferred).
//
// Schema: assertion — "Signed-observation-with-lifecycle envelope.
// 8-variant status-discriminated union. …"
type Assertion struct {
	Common
	// Signatures are the signature envelopes: nil for a candidate (absent),
	// at least one for every other status.
	Signatures []signing.Envelope
	Status     Status
}

// The variants: one closed object per status, the common members, then
// signatures (signed variants), then status pinned with const.
type (
	candidate struct {
		Common
		Status string `json:"status" hf:"const=candidate"`
	}
	admitted struct {
		Common
		Signatures []signing.Envelope `json:"signatures" hf:"minItems=1"`
		Status     string             `json:"status" hf:"const=admitted"`
	}
	superseded struct {
		Common
		Signatures []signing.Envelope `json:"signatures" hf:"minItems=1"`
		Status     string             `json:"status" hf:"const=superseded"`
	}
	challenged struct {
		Common
		Signatures []signing.Envelope `json:"signatures" hf:"minItems=1"`
		Status     string             `json:"status" hf:"const=challenged"`
	}
	revoked struct {
		Common
		Signatures []signing.Envelope `json:"signatures" hf:"minItems=1"`
		Status     string             `json:"status" hf:"const=revoked"`
	}
	forgotten struct {
		Common
		Signatures []signing.Envelope `json:"signatures" hf:"minItems=1"`
		Status     string             `json:"status" hf:"const=forgotten"`
	}
	escrow struct {
		Common
		Signatures []signing.Envelope `json:"signatures" hf:"minItems=1"`
		Status     string             `json:"status" hf:"const=escrow"`
	}
	archived struct {
		Common
		Signatures []signing.Envelope `json:"signatures" hf:"minItems=1"`
		Status     string             `json:"status" hf:"const=archived"`
	}
)

const schemaAssertion = "assertion"

// signedMeta registers a signed variant: crypto-bearing, the union's
// constraint rules.
func signedMeta[T any](rules func(*T, *codec.Rules)) codec.Meta[T] {
	return codec.Meta[T]{Since: "8.5.0", Bearing: codec.CryptoBearing, Rules: rules,
		Annotations: map[string]any{"x-crypto-bearing": true}, Methods: codec.MethodsNone}
}

func applyAssertion[T any](x *T, r *codec.Rules) { constraintrt.Apply(schemaAssertion, x, r) }

var (
	_ = codec.Register(codec.Meta[candidate]{Since: "8.5.0", Rules: applyAssertion[candidate], Methods: codec.MethodsNone})
	_ = codec.Register(signedMeta(applyAssertion[admitted]))
	_ = codec.Register(signedMeta(applyAssertion[superseded]))
	_ = codec.Register(signedMeta(applyAssertion[challenged]))
	_ = codec.Register(signedMeta(applyAssertion[revoked]))
	_ = codec.Register(signedMeta(applyAssertion[forgotten]))
	_ = codec.Register(signedMeta(applyAssertion[escrow]))
	_ = codec.Register(signedMeta(applyAssertion[archived]))

	_ = codec.Register(codec.Meta[Assertion]{
		Schema:      schemaAssertion,
		Description: "Signed-observation-with-lifecycle envelope. 8-variant status-discriminated union. CandidateAssertion folded as status:candidate (F3 fold). Variant-aware crypto-bearing (J3): candidate is NOT crypto-bearing; the other 7 variants ARE — validate() inspects payload status to apply the safe-by-default branch. State-machine rules (A1/A2/A3) live in constraints/Assertion.constraints.json.",
		Since:       "8.5.0",
		ID:          "Assertion",
		Union: &codec.Union{
			Discriminator: "status",
			Variants: []reflect.Type{reflect.TypeFor[candidate](), reflect.TypeFor[admitted](),
				reflect.TypeFor[superseded](), reflect.TypeFor[challenged](), reflect.TypeFor[revoked](),
				reflect.TypeFor[forgotten](), reflect.TypeFor[escrow](), reflect.TypeFor[archived]()},
			Variant: func(v any) any {
				x, _ := v.(*Assertion).variant()
				return x
			},
		},
	})
)

// newVariant returns a new, empty variant for a status, or nil.
func newVariant(s Status) any {
	switch s {
	case StatusCandidate:
		return &candidate{}
	case StatusAdmitted:
		return &admitted{}
	case StatusSuperseded:
		return &superseded{}
	case StatusChallenged:
		return &challenged{}
	case StatusRevoked:
		return &revoked{}
	case StatusForgotten:
		return &forgotten{}
	case StatusEscrow:
		return &escrow{}
	case StatusArchived:
		return &archived{}
	}
	return nil
}

// parts returns pointers to the members of a variant.
func parts(v any) (c *Common, sigs *[]signing.Envelope, status *string) {
	switch x := v.(type) {
	case *candidate:
		return &x.Common, nil, &x.Status
	case *admitted:
		return &x.Common, &x.Signatures, &x.Status
	case *superseded:
		return &x.Common, &x.Signatures, &x.Status
	case *challenged:
		return &x.Common, &x.Signatures, &x.Status
	case *revoked:
		return &x.Common, &x.Signatures, &x.Status
	case *forgotten:
		return &x.Common, &x.Signatures, &x.Status
	case *escrow:
		return &x.Common, &x.Signatures, &x.Status
	case *archived:
		return &x.Common, &x.Signatures, &x.Status
	}
	return nil, nil, nil
}

// variant returns the variant a holds (a copy of its members), or nil with
// the violations of a status that selects none, or of signatures on a
// candidate.
func (a *Assertion) variant() (any, []codec.Violation) {
	if a.Status == "" {
		return nil, []codec.Violation{{Path: "/status", Rule: "required", Message: "Expected required property"}}
	}
	v := newVariant(a.Status)
	if v == nil {
		return nil, []codec.Violation{{Path: "/status", Rule: "enum", Message: "Expected union value"}}
	}
	c, sigs, status := parts(v)
	*c, *status = a.Common, string(a.Status)
	if sigs == nil {
		if a.Signatures != nil {
			return nil, []codec.Violation{{Path: "/signatures", Rule: "additionalProperties", Message: "Unexpected property"}}
		}
	} else {
		*sigs = a.Signatures
	}
	return v, nil
}

// set copies the members of variant v into a.
func (a *Assertion) set(v any) {
	c, sigs, status := parts(v)
	a.Common, a.Status, a.Signatures = *c, Status(*status), nil
	if sigs != nil {
		a.Signatures = *sigs
	}
}

// statusOf returns the status member of the valid JSON text data when
// data is an object: its string value (ok), or the violation of a status
// that is absent or not a string, or of data that is no object.
func statusOf(data []byte) (string, *codec.Violation) {
	d := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true))
	if d.PeekKind() != '{' {
		return "", &codec.Violation{Path: "", Rule: "type", Message: "Expected object"}
	}
	if _, err := d.ReadToken(); err != nil {
		return "", &codec.Violation{Path: "", Rule: "type", Message: "Expected object"}
	}
	for d.PeekKind() == '"' {
		name, err := d.ReadToken()
		if err != nil {
			break
		}
		if name.String() == "status" {
			if d.PeekKind() != '"' {
				return "", &codec.Violation{Path: "/status", Rule: "type", Message: "Expected string"}
			}
			tok, err := d.ReadToken()
			if err != nil {
				break
			}
			return tok.String(), nil
		}
		if err := d.SkipValue(); err != nil {
			break
		}
	}
	return "", &codec.Violation{Path: "/status", Rule: "required", Message: "Expected required property"}
}

// variants holds one empty value of each variant, for the fast path of
// decode: a decoded variant's members are copied into the Assertion (set),
// so the variant itself is reused.
type variants struct {
	candidate  candidate
	admitted   admitted
	superseded superseded
	challenged challenged
	revoked    revoked
	forgotten  forgotten
	escrow     escrow
	archived   archived
}

var variantPool = sync.Pool{New: func() any { return new(variants) }}

// of returns the empty variant of vs for the status s, or nil.
func (vs *variants) of(s []byte) any {
	switch string(s) { // no copy: the cases are constants
	case string(StatusCandidate):
		return &vs.candidate
	case string(StatusAdmitted):
		return &vs.admitted
	case string(StatusSuperseded):
		return &vs.superseded
	case string(StatusChallenged):
		return &vs.challenged
	case string(StatusRevoked):
		return &vs.revoked
	case string(StatusForgotten):
		return &vs.forgotten
	case string(StatusEscrow):
		return &vs.escrow
	case string(StatusArchived):
		return &vs.archived
	}
	return nil
}

// decodeFast decodes data as the variant the one "status" member names
// (codec.GuessDiscriminator), with or without the validation checks, and
// reports whether it accepted data as it is: the variant's decode found
// nothing wrong (its status const confirms the guess), and a is set. Else
// a is left to the exact path, whose violations are always those of the
// document's own status.
func (a *Assertion) decodeFast(data []byte, validate bool) bool {
	s, ok := codec.GuessDiscriminator(data, `"status"`)
	if !ok {
		return false
	}
	vs := variantPool.Get().(*variants)
	defer variantPool.Put(vs)
	v := vs.of(s)
	if v == nil {
		return false
	}
	var viol []codec.Violation
	var err error
	if validate {
		viol, err = codec.Decode(data, v)
	} else {
		viol, err = codec.Unmarshal(data, v)
	}
	ok = err == nil && len(viol) == 0
	if ok {
		a.set(v)
	}
	// Keep nothing of the document.
	c, sigs, status := parts(v)
	*c, *status = Common{}, ""
	if sigs != nil {
		*sigs = nil
	}
	return ok
}

// decode picks the variant by status and decodes data into it, with
// (validate) or without the validation checks.
func (a *Assertion) decode(data []byte, validate bool) []codec.Violation {
	*a = Assertion{}
	if a.decodeFast(data, validate) {
		return nil
	}
	return a.decodeExact(data, validate)
}

// decodeExact is decode without the fast path: the status read from the
// top level of data, the violations of a document that selects no variant.
func (a *Assertion) decodeExact(data []byte, validate bool) []codec.Violation {
	*a = Assertion{}
	if lv := codec.CheckLimits(data, codec.Limits{}); lv != nil {
		return []codec.Violation{*lv}
	}
	if err := codec.Valid(data); err != nil {
		return []codec.Violation{codec.SyntaxViolation(err)}
	}
	s, sv := statusOf(data)
	if sv != nil {
		return []codec.Violation{*sv}
	}
	v := newVariant(Status(s))
	if v == nil {
		return []codec.Violation{{Path: "/status", Rule: "enum", Message: "Expected union value"}}
	}
	var viol []codec.Violation
	var err error
	if validate {
		viol, err = codec.Decode(data, v)
	} else {
		viol, err = codec.Unmarshal(data, v)
	}
	if err != nil { // cannot happen: v is a non-nil pointer to a planned type
		return []codec.Violation{{Path: "", Rule: "type", Message: err.Error()}}
	}
	a.set(v)
	return viol
}

// DecodeCustom implements the codec's hook for the union: hounfour.Decode
// and the schema registry reach it.
func (a *Assertion) DecodeCustom(data []byte, validate bool) []codec.Violation {
	return a.decode(data, validate)
}

// DecodeCustomFast implements the codec's fast hook for the union: the
// fast path of decode, which sets a only for a document its variant
// decodes with no violation (one within the default limits, as a
// violation of a limit is a violation) and leaves a as it was otherwise.
func (a *Assertion) DecodeCustomFast(data []byte, validate bool) ([]codec.Violation, bool) {
	return nil, a.decodeFast(data, validate)
}

// DecodeCustomRest implements the codec's fast hook for the union: the
// exact path of decode.
func (a *Assertion) DecodeCustomRest(data []byte, validate bool) []codec.Violation {
	return a.decodeExact(data, validate)
}

// ValidateCustom implements the codec's hook for the union: the
// violations of the variant Status selects.
func (a *Assertion) ValidateCustom() (viol, warn []codec.Violation) {
	v, vv := a.variant()
	if v == nil {
		return vv, nil
	}
	return codec.Validate(v)
}

// Validate reports every violation of the assertion as an assertion
// document (the variant Status selects, at their paths) and, for a signed
// status, refuses it as the default hounfour.Options do (the
// CRYPTO_DEFERRED violation): validate with Options.AcceptDeferred to
// accept the signatures unverified.
func (a *Assertion) Validate() error { return hounfour.Options{}.Validate(a) }

// MarshalJSON writes the assertion as its variant: the common members,
// signatures (every status but candidate; nil is written as []), status.
// A status that selects no variant, or signatures on a candidate, is an
// error: nothing is dropped.
func (a Assertion) MarshalJSON() ([]byte, error) {
	v, viol := a.variant()
	if v == nil {
		return nil, errors.New("assertion: cannot encode: " + viol[0].Path + " " + viol[0].Message)
	}
	return codec.Marshal(v)
}

// UnmarshalJSON picks the variant by status and decodes strictly without
// validating (as the document types' UnmarshalJSON methods do); a document
// that selects no variant is an error here too.
func (a *Assertion) UnmarshalJSON(data []byte) error {
	return document.ErrorAs(schemaAssertion, a.decode(data, false))
}
