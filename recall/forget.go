package recall

import (
	"bytes"
	"errors"
	"reflect"
	"sync"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ForgetScope is what a forget record forgets (the discriminator
// forget_scope of a ForgetRecord). The zero value is absent.
//
// Its values: [ForgetPIIOnly], [ForgetAgentFull], [ForgetPIIAndLinkToKey],
// [ForgetCryptoFullDestruction].
type ForgetScope string

// The forget scopes.
const (
	// ForgetPIIOnly forgets the personal data of the subject.
	ForgetPIIOnly ForgetScope = "pii_only"
	// ForgetAgentFull forgets the agent entirely.
	ForgetAgentFull ForgetScope = "agent_full"
	// ForgetPIIAndLinkToKey forgets the personal data and its link to the
	// subject's key.
	ForgetPIIAndLinkToKey ForgetScope = "pii_and_link_to_key"
	// ForgetCryptoFullDestruction destroys the key material; the record
	// must name the legal mandate.
	ForgetCryptoFullDestruction ForgetScope = "crypto_full_destruction"
)

var forgetScopes = enum.New(ForgetPIIOnly, ForgetAgentFull, ForgetPIIAndLinkToKey, ForgetCryptoFullDestruction)

// ForgetScopes returns the forget scopes in protocol order, as a fresh
// slice.
func ForgetScopes() []ForgetScope { return forgetScopes.Values() }

// Valid reports whether s is one of the four forget scopes.
func (s ForgetScope) Valid() bool { return forgetScopes.Has(s) }

// ForgetRecord records that something about an agent was forgotten
// (schema forget-record): a first-class forgetting, distinct from a
// sanction or a revocation. It is a union of four variants chosen by
// forget_scope, all closed objects with the same members; only the
// crypto_full_destruction variant has legal_mandate_reference, which it
// requires (at least 8 characters) and the others refuse (rule FR-1,
// enforced by the shape). Its runtime-deferred rule FR-2: the consumer's
// audit policy permits the scope for the subject and the signer.
//
// A document whose forget_scope is absent, not a string or none of the
// four has that one violation at /forget_scope (required, type, enum
// "Expected union value"); a document that is not an object the violation
// "" type; otherwise the chosen variant's violations.
//
// Schema: forget-record — "First-class forgetting primitive distinct from
// Sanction/revocation. Four-variant discriminated union over forget_scope.
// …"
type ForgetRecord struct {
	ForgetID             wire.UUID      `json:"forget_id"`
	SubjectAgentID       string         `json:"subject_agent_id"`
	AuthorizedBySignerID string         `json:"authorized_by_signer_id"`
	RecordedAt           wire.Timestamp `json:"recorded_at"`
	ContractVersion      string         `json:"contract_version"`
	ForgetScope          ForgetScope    `json:"forget_scope"`
	// LegalMandateReference is the legal mandate of a
	// crypto_full_destruction (nil: absent; required for that scope and
	// refused for the others).
	LegalMandateReference *string `json:"legal_mandate_reference,omitzero"`
}

// The four variants' shapes, as the schema states them: what a
// ForgetRecord of each scope decodes through and encodes as.
type (
	forgetPIIOnly struct {
		ForgetID             wire.UUID      `json:"forget_id"`
		SubjectAgentID       string         `json:"subject_agent_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
		AuthorizedBySignerID string         `json:"authorized_by_signer_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
		RecordedAt           wire.Timestamp `json:"recorded_at"`
		ContractVersion      string         `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
		ForgetScope          string         `json:"forget_scope" hf:"const=pii_only"`
	}
	forgetAgentFull struct {
		ForgetID             wire.UUID      `json:"forget_id"`
		SubjectAgentID       string         `json:"subject_agent_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
		AuthorizedBySignerID string         `json:"authorized_by_signer_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
		RecordedAt           wire.Timestamp `json:"recorded_at"`
		ContractVersion      string         `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
		ForgetScope          string         `json:"forget_scope" hf:"const=agent_full"`
	}
	forgetPIIAndLinkToKey struct {
		ForgetID             wire.UUID      `json:"forget_id"`
		SubjectAgentID       string         `json:"subject_agent_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
		AuthorizedBySignerID string         `json:"authorized_by_signer_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
		RecordedAt           wire.Timestamp `json:"recorded_at"`
		ContractVersion      string         `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
		ForgetScope          string         `json:"forget_scope" hf:"const=pii_and_link_to_key"`
	}
	forgetCryptoFullDestruction struct {
		ForgetID              wire.UUID      `json:"forget_id"`
		SubjectAgentID        string         `json:"subject_agent_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
		AuthorizedBySignerID  string         `json:"authorized_by_signer_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
		RecordedAt            wire.Timestamp `json:"recorded_at"`
		ContractVersion       string         `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
		ForgetScope           string         `json:"forget_scope" hf:"const=crypto_full_destruction"`
		LegalMandateReference string         `json:"legal_mandate_reference" hf:"minLength=8"`
	}
)

const schemaForgetRecord = "forget-record"

var _ = codec.Register(codec.Meta[ForgetRecord]{
	Schema:      schemaForgetRecord,
	Description: "First-class forgetting primitive distinct from Sanction/revocation. Four-variant discriminated union over forget_scope. The crypto_full_destruction variant requires a legal_mandate_reference field; the other three variants must NOT carry the field (additionalProperties: false enforces). See docs/architecture/forget-record-semantics.md for the verifiability truth table.",
	Since:       "8.5.0",
	ID:          "ForgetRecord",
	Union: &codec.Union{
		Discriminator: "forget_scope",
		Variants: []reflect.Type{reflect.TypeFor[forgetPIIOnly](), reflect.TypeFor[forgetAgentFull](),
			reflect.TypeFor[forgetPIIAndLinkToKey](), reflect.TypeFor[forgetCryptoFullDestruction]()},
	},
})

var (
	_ = codec.Register(codec.Meta[forgetPIIOnly]{Since: "8.5.0", Methods: codec.MethodsNone})
	_ = codec.Register(codec.Meta[forgetAgentFull]{Since: "8.5.0", Methods: codec.MethodsNone})
	_ = codec.Register(codec.Meta[forgetPIIAndLinkToKey]{Since: "8.5.0", Methods: codec.MethodsNone})
	_ = codec.Register(codec.Meta[forgetCryptoFullDestruction]{Since: "8.5.0", Methods: codec.MethodsNone})
)

// The violations of a document that selects no variant.
var (
	forgetNotObject = codec.Violation{Path: "", Rule: "type", Message: "Expected object"}
	forgetNoScope   = codec.Violation{Path: "/forget_scope", Rule: "required", Message: "Expected required property"}
	forgetScopeType = codec.Violation{Path: "/forget_scope", Rule: "type", Message: "Expected string"}
)

func forgetScopeEnum() codec.Violation {
	return codec.Violation{Path: "/forget_scope", Rule: "enum", Message: "Expected union value",
		Allowed: []string{string(ForgetPIIOnly), string(ForgetAgentFull), string(ForgetPIIAndLinkToKey), string(ForgetCryptoFullDestruction)}}
}

// errMandate is the encoding error of a record holding a legal mandate
// reference with a scope that refuses it.
var errMandate = errors.New("recall: legal_mandate_reference is allowed only with forget_scope crypto_full_destruction")

// variant returns the variant shape of f's scope holding f's members (nil
// for a scope that is none of the four); mandate reports whether f holds a
// legal mandate reference the variant cannot.
func (f *ForgetRecord) variant() (v any, mandate bool) {
	switch f.ForgetScope {
	case ForgetPIIOnly:
		v = &forgetPIIOnly{f.ForgetID, f.SubjectAgentID, f.AuthorizedBySignerID, f.RecordedAt, f.ContractVersion, string(f.ForgetScope)}
	case ForgetAgentFull:
		v = &forgetAgentFull{f.ForgetID, f.SubjectAgentID, f.AuthorizedBySignerID, f.RecordedAt, f.ContractVersion, string(f.ForgetScope)}
	case ForgetPIIAndLinkToKey:
		v = &forgetPIIAndLinkToKey{f.ForgetID, f.SubjectAgentID, f.AuthorizedBySignerID, f.RecordedAt, f.ContractVersion, string(f.ForgetScope)}
	case ForgetCryptoFullDestruction:
		c := &forgetCryptoFullDestruction{f.ForgetID, f.SubjectAgentID, f.AuthorizedBySignerID, f.RecordedAt, f.ContractVersion, string(f.ForgetScope), ""}
		if f.LegalMandateReference != nil {
			c.LegalMandateReference = *f.LegalMandateReference
		}
		return c, false
	default:
		return nil, false
	}
	return v, f.LegalMandateReference != nil
}

// set replaces f with the members of the decoded variant v.
func (f *ForgetRecord) set(v any) {
	switch x := v.(type) {
	case *forgetPIIOnly:
		*f = ForgetRecord{x.ForgetID, x.SubjectAgentID, x.AuthorizedBySignerID, x.RecordedAt, x.ContractVersion, ForgetScope(x.ForgetScope), nil}
	case *forgetAgentFull:
		*f = ForgetRecord{x.ForgetID, x.SubjectAgentID, x.AuthorizedBySignerID, x.RecordedAt, x.ContractVersion, ForgetScope(x.ForgetScope), nil}
	case *forgetPIIAndLinkToKey:
		*f = ForgetRecord{x.ForgetID, x.SubjectAgentID, x.AuthorizedBySignerID, x.RecordedAt, x.ContractVersion, ForgetScope(x.ForgetScope), nil}
	case *forgetCryptoFullDestruction:
		*f = ForgetRecord{x.ForgetID, x.SubjectAgentID, x.AuthorizedBySignerID, x.RecordedAt, x.ContractVersion, ForgetScope(x.ForgetScope), nil}
		if x.LegalMandateReference != "" {
			m := x.LegalMandateReference
			f.LegalMandateReference = &m
		}
	}
}

// forgetVariants holds one empty value of each variant, for the fast path
// of DecodeCustom: a decoded variant's members are copied into the
// ForgetRecord (set), so the variant itself is reused.
type forgetVariants struct {
	piiOnly    forgetPIIOnly
	agentFull  forgetAgentFull
	piiAndLink forgetPIIAndLinkToKey
	crypto     forgetCryptoFullDestruction
}

var forgetVariantPool = sync.Pool{New: func() any { return new(forgetVariants) }}

// of returns the empty variant of vs for the scope s, or nil.
func (vs *forgetVariants) of(s []byte) any {
	switch string(s) { // no copy: the cases are constants
	case string(ForgetPIIOnly):
		return &vs.piiOnly
	case string(ForgetAgentFull):
		return &vs.agentFull
	case string(ForgetPIIAndLinkToKey):
		return &vs.piiAndLink
	case string(ForgetCryptoFullDestruction):
		return &vs.crypto
	}
	return nil
}

// decodeFast decodes data as the variant the last "forget_scope" member
// names (codec.GuessLastDiscriminator), with or without the validation checks,
// and reports whether it accepted data as it is: the variant's decode
// found nothing wrong (its forget_scope const confirms the guess), and f
// is set. Else f is left to the exact path.
func (f *ForgetRecord) decodeFast(data []byte, validate bool) bool {
	s, ok := codec.GuessLastDiscriminator(data, `"forget_scope"`)
	if !ok {
		return false
	}
	vs := forgetVariantPool.Get().(*forgetVariants)
	defer forgetVariantPool.Put(vs)
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
		f.set(v)
	}
	*vs = forgetVariants{} // keep nothing of the document
	return ok
}

// probeScope reads the top level of the JSON text data (one valid JSON
// value) for the discriminator: the empty variant of its scope, or the
// violation of a document that selects none.
func probeScope(data []byte) (any, *codec.Violation) {
	d := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true))
	if d.PeekKind() != '{' {
		return nil, &forgetNotObject
	}
	if _, err := d.ReadToken(); err != nil {
		return nil, &forgetNotObject
	}
	for d.PeekKind() == '"' {
		name, err := d.ReadToken()
		if err != nil {
			break
		}
		if name.String() != "forget_scope" {
			if d.SkipValue() != nil {
				break
			}
			continue
		}
		if d.PeekKind() != '"' {
			return nil, &forgetScopeType
		}
		tok, err := d.ReadToken()
		if err != nil {
			break
		}
		f := ForgetRecord{ForgetScope: ForgetScope(tok.String()), LegalMandateReference: new(string)}
		if v, _ := f.variant(); v != nil {
			return v, nil
		}
		e := forgetScopeEnum()
		return nil, &e
	}
	return nil, &forgetNoScope
}

// DecodeCustom implements the codec's hook for the union: hounfour.Decode
// and the schema registry reach it. It decodes data strictly as the
// variant its forget_scope selects, with (validate) or without the
// validation checks.
func (f *ForgetRecord) DecodeCustom(data []byte, validate bool) []codec.Violation {
	*f = ForgetRecord{}
	// The common case: a last "forget_scope" member naming a variant. The
	// variant's decode checks the whole document; a document it does not
	// accept as it is takes the exact path (decodeExact), so the violations are
	// always those of the document's own discriminator.
	if f.decodeFast(data, validate) {
		return nil
	}
	return f.decodeExact(data, validate)
}

// decodeExact is DecodeCustom without the fast path.
func (f *ForgetRecord) decodeExact(data []byte, validate bool) []codec.Violation {
	*f = ForgetRecord{}
	if lv := codec.CheckLimits(data, codec.Limits{}); lv != nil {
		return []codec.Violation{*lv}
	}
	if err := codec.Valid(data); err != nil {
		return []codec.Violation{codec.SyntaxViolation(err)}
	}
	v, bad := probeScope(data)
	if bad != nil {
		return []codec.Violation{*bad}
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
	f.set(v)
	return viol
}

// DecodeCustomFast implements the codec's fast hook for the union: the
// fast path of DecodeCustom, which sets f only for a document its variant
// decodes with no violation (one within the default limits, as a
// violation of a limit is a violation) and leaves f as it was otherwise.
func (f *ForgetRecord) DecodeCustomFast(data []byte, validate bool) ([]codec.Violation, bool) {
	return nil, f.decodeFast(data, validate)
}

// DecodeCustomRest implements the codec's fast hook for the union: the
// exact path of DecodeCustom.
func (f *ForgetRecord) DecodeCustomRest(data []byte, validate bool) []codec.Violation {
	return f.decodeExact(data, validate)
}

// ValidateCustom implements the codec's hook for the union: the
// violations of f as the variant its ForgetScope selects.
func (f *ForgetRecord) ValidateCustom() (viol, warn []codec.Violation) {
	switch v, mandate := f.variant(); {
	case f.ForgetScope == "":
		return []codec.Violation{forgetNoScope}, nil
	case v == nil:
		return []codec.Violation{forgetScopeEnum()}, nil
	default:
		viol, warn = codec.Validate(v)
		if mandate {
			viol = append(viol, codec.Violation{Path: "/legal_mandate_reference", Rule: "additionalProperties", Message: "Unexpected property"})
		}
		return viol, warn
	}
}

// Validate reports every violation of f (nil or a
// *hounfour.ValidationError): those of the variant its ForgetScope
// selects, or the one violation of a scope that selects none.
func (f *ForgetRecord) Validate() error {
	viol, _ := f.ValidateCustom()
	return document.ErrorAs(schemaForgetRecord, viol)
}

// MarshalJSON writes f as the variant its ForgetScope selects, members in
// schema order. A scope that is none of the four, or a legal mandate
// reference with a scope that refuses it, is an error (nothing is
// dropped).
func (f ForgetRecord) MarshalJSON() ([]byte, error) {
	v, mandate := f.variant()
	switch {
	case v == nil:
		return nil, errors.New("recall: forget record with forget_scope " + quoteScope(f.ForgetScope) + " (none of the four)")
	case mandate:
		return nil, errMandate
	}
	return codec.Marshal(v)
}

func quoteScope(s ForgetScope) string {
	b, _ := jsontext.AppendQuote(nil, string(s))
	return string(b)
}

// UnmarshalJSON decodes data strictly as the variant its forget_scope
// selects, without validating (as the document types' UnmarshalJSON
// methods do); a document that selects no variant is an error.
func (f *ForgetRecord) UnmarshalJSON(data []byte) error {
	return document.ErrorAs(schemaForgetRecord, f.DecodeCustom(data, false))
}
