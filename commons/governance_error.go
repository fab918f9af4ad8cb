package commons

import (
	"bytes"
	"errors"
	"reflect"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// GovernanceErrorType is the discriminator of a governance error (its
// member "type"). The zero value is absent.
//
// Its values: [ErrorInvariantViolation], [ErrorInvalidTransition],
// [ErrorGuardFailure], [ErrorEvaluation], [ErrorHashDiscontinuity],
// [ErrorPartialApplication].
type GovernanceErrorType string

// The governance error types.
const (
	ErrorInvariantViolation GovernanceErrorType = "INVARIANT_VIOLATION"
	ErrorInvalidTransition  GovernanceErrorType = "INVALID_TRANSITION"
	ErrorGuardFailure       GovernanceErrorType = "GUARD_FAILURE"
	ErrorEvaluation         GovernanceErrorType = "EVALUATION_ERROR"
	ErrorHashDiscontinuity  GovernanceErrorType = "HASH_DISCONTINUITY"
	ErrorPartialApplication GovernanceErrorType = "PARTIAL_APPLICATION"
)

var governanceErrorTypes = enum.New(ErrorInvariantViolation, ErrorInvalidTransition, ErrorGuardFailure,
	ErrorEvaluation, ErrorHashDiscontinuity, ErrorPartialApplication)

// GovernanceErrorTypes returns the six types in protocol order, as a fresh
// slice.
func GovernanceErrorTypes() []GovernanceErrorType { return governanceErrorTypes.Values() }

// Valid reports whether t is one of the six governance error types.
func (t GovernanceErrorType) Valid() bool { return governanceErrorTypes.Has(t) }

// GovernanceError is the error a governed-resource operation reports
// (schema commons/governance-error): exactly one of *InvariantViolation,
// *InvalidTransition, *GuardFailure, *EvaluationError,
// *HashDiscontinuityError and *PartialApplication, chosen by the member
// "type". Every variant is a closed object with, after its own members,
// retryable, error_code, message, affected_fields, an optional
// audit_entry_id and timestamp. Only a guard failure may or may not be
// retryable and only a partial application is always retryable; the others
// never are.
//
// Each variant is also a Go error whose text is its Message.
//
// Schema: commons/governance-error — no upstream description (the index
// lists the name).
type GovernanceError interface {
	error
	// GovernanceErrorType returns the variant's discriminator.
	GovernanceErrorType() GovernanceErrorType
	// governanceError seals the interface to this package's six variants.
	governanceError()
}

// InvariantViolation reports an invariant that does not hold (type
// INVARIANT_VIOLATION; never retryable).
type InvariantViolation struct {
	Type           string         `json:"type" hf:"const=INVARIANT_VIOLATION"`
	InvariantID    string         `json:"invariant_id" hf:"pattern=^[A-Z]+-\\d{1,4}$"`
	Expression     string         `json:"expression" hf:"minLength=1"`
	Retryable      bool           `json:"retryable" hf:"const=false"`
	ErrorCode      string         `json:"error_code" hf:"minLength=1"`
	Message        string         `json:"message" hf:"minLength=1,maxLength=2000"`
	AffectedFields []string       `json:"affected_fields" hf:"item.minLength=1"`
	AuditEntryID   wire.UUID      `json:"audit_entry_id,omitzero"`
	Timestamp      wire.Timestamp `json:"timestamp"`
}

// InvalidTransition reports a state change the state machine does not
// allow (type INVALID_TRANSITION; never retryable).
type InvalidTransition struct {
	Type           string         `json:"type" hf:"const=INVALID_TRANSITION"`
	FromState      string         `json:"from_state" hf:"minLength=1"`
	ToState        string         `json:"to_state" hf:"minLength=1"`
	Retryable      bool           `json:"retryable" hf:"const=false"`
	ErrorCode      string         `json:"error_code" hf:"minLength=1"`
	Message        string         `json:"message" hf:"minLength=1,maxLength=2000"`
	AffectedFields []string       `json:"affected_fields" hf:"item.minLength=1"`
	AuditEntryID   wire.UUID      `json:"audit_entry_id,omitzero"`
	Timestamp      wire.Timestamp `json:"timestamp"`
}

// GuardFailure reports a transition guard that evaluated to false (type
// GUARD_FAILURE; retryable or not).
type GuardFailure struct {
	Type            string         `json:"type" hf:"const=GUARD_FAILURE"`
	GuardExpression string         `json:"guard_expression" hf:"minLength=1"`
	Retryable       bool           `json:"retryable"`
	ErrorCode       string         `json:"error_code" hf:"minLength=1"`
	Message         string         `json:"message" hf:"minLength=1,maxLength=2000"`
	AffectedFields  []string       `json:"affected_fields" hf:"item.minLength=1"`
	AuditEntryID    wire.UUID      `json:"audit_entry_id,omitzero"`
	Timestamp       wire.Timestamp `json:"timestamp"`
}

// EvaluationError reports an expression that could not be evaluated (type
// EVALUATION_ERROR; never retryable).
type EvaluationError struct {
	Type           string         `json:"type" hf:"const=EVALUATION_ERROR"`
	Expression     string         `json:"expression" hf:"minLength=1"`
	EvalError      string         `json:"eval_error" hf:"minLength=1"`
	Retryable      bool           `json:"retryable" hf:"const=false"`
	ErrorCode      string         `json:"error_code" hf:"minLength=1"`
	Message        string         `json:"message" hf:"minLength=1,maxLength=2000"`
	AffectedFields []string       `json:"affected_fields" hf:"item.minLength=1"`
	AuditEntryID   wire.UUID      `json:"audit_entry_id,omitzero"`
	Timestamp      wire.Timestamp `json:"timestamp"`
}

// HashDiscontinuityError reports a break in an audit trail's hash chain
// (type HASH_DISCONTINUITY; never retryable).
type HashDiscontinuityError struct {
	Type           string         `json:"type" hf:"const=HASH_DISCONTINUITY"`
	EntryIndex     int64          `json:"entry_index" hf:"minimum=0"`
	ExpectedHash   string         `json:"expected_hash" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	ActualHash     string         `json:"actual_hash" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	Retryable      bool           `json:"retryable" hf:"const=false"`
	ErrorCode      string         `json:"error_code" hf:"minLength=1"`
	Message        string         `json:"message" hf:"minLength=1,maxLength=2000"`
	AffectedFields []string       `json:"affected_fields" hf:"item.minLength=1"`
	AuditEntryID   wire.UUID      `json:"audit_entry_id,omitzero"`
	Timestamp      wire.Timestamp `json:"timestamp"`
}

// PartialApplication reports a mutation that presented another version
// than the resource's (type PARTIAL_APPLICATION; always retryable).
type PartialApplication struct {
	Type            string         `json:"type" hf:"const=PARTIAL_APPLICATION"`
	ExpectedVersion int64          `json:"expected_version" hf:"minimum=0"`
	ActualVersion   int64          `json:"actual_version" hf:"minimum=0"`
	Retryable       bool           `json:"retryable" hf:"const=true"`
	ErrorCode       string         `json:"error_code" hf:"minLength=1"`
	Message         string         `json:"message" hf:"minLength=1,maxLength=2000"`
	AffectedFields  []string       `json:"affected_fields" hf:"item.minLength=1"`
	AuditEntryID    wire.UUID      `json:"audit_entry_id,omitzero"`
	Timestamp       wire.Timestamp `json:"timestamp"`
}

// GovernanceErrorType returns ErrorInvariantViolation.
func (*InvariantViolation) GovernanceErrorType() GovernanceErrorType { return ErrorInvariantViolation }

// GovernanceErrorType returns ErrorInvalidTransition.
func (*InvalidTransition) GovernanceErrorType() GovernanceErrorType { return ErrorInvalidTransition }

// GovernanceErrorType returns ErrorGuardFailure.
func (*GuardFailure) GovernanceErrorType() GovernanceErrorType { return ErrorGuardFailure }

// GovernanceErrorType returns ErrorEvaluation.
func (*EvaluationError) GovernanceErrorType() GovernanceErrorType { return ErrorEvaluation }

// GovernanceErrorType returns ErrorHashDiscontinuity.
func (*HashDiscontinuityError) GovernanceErrorType() GovernanceErrorType {
	return ErrorHashDiscontinuity
}

// GovernanceErrorType returns ErrorPartialApplication.
func (*PartialApplication) GovernanceErrorType() GovernanceErrorType { return ErrorPartialApplication }

// Error returns the error's Message.
func (e *InvariantViolation) Error() string { return e.Message }

// Error returns the error's Message.
func (e *InvalidTransition) Error() string { return e.Message }

// Error returns the error's Message.
func (e *GuardFailure) Error() string { return e.Message }

// Error returns the error's Message.
func (e *EvaluationError) Error() string { return e.Message }

// Error returns the error's Message.
func (e *HashDiscontinuityError) Error() string { return e.Message }

// Error returns the error's Message.
func (e *PartialApplication) Error() string { return e.Message }

func (*InvariantViolation) governanceError()     {}
func (*InvalidTransition) governanceError()      {}
func (*GuardFailure) governanceError()           {}
func (*EvaluationError) governanceError()        {}
func (*HashDiscontinuityError) governanceError() {}
func (*PartialApplication) governanceError()     {}

const schemaGovernanceError = "commons/governance-error"

// GovernanceErrorJSON holds one GovernanceError as a document of its own
// (schema commons/governance-error): its JSON methods choose the variant
// by the member "type", so it can be the target of hounfour.Decode,
// json.Unmarshal and the schema registry. A document whose "type" names
// a variant is decoded and checked as that variant (its violations at
// their paths); any other document (not an object, "type" absent, not a
// string or not one of the six) matches no variant of the union and has
// the one violation "" anyOf "Expected union value". A text that is not
// one JSON value has its json-syntax violation, and one beyond the
// document limits the violation of the limit.
type GovernanceErrorJSON struct {
	Error GovernanceError
}

var _ = codec.Register(codec.Meta[GovernanceErrorJSON]{
	Schema: schemaGovernanceError,
	Since:  "8.0.0",
	ID:     "GovernanceError",
	Union: &codec.Union{
		Discriminator: "type",
		Variants: []reflect.Type{
			reflect.TypeFor[InvariantViolation](), reflect.TypeFor[InvalidTransition](), reflect.TypeFor[GuardFailure](),
			reflect.TypeFor[EvaluationError](), reflect.TypeFor[HashDiscontinuityError](), reflect.TypeFor[PartialApplication](),
		},
		Variant: func(v any) any {
			if e := v.(*GovernanceErrorJSON).Error; !isNilGovernanceError(e) {
				return e
			}
			return nil
		},
	},
})

// noVariant is the violation of a document that matches no variant.
var noVariant = codec.Violation{Path: "", Rule: "anyOf", Message: "Expected union value"}

// newGovernanceError returns a new, empty variant for a discriminator
// value, or nil.
func newGovernanceError(t string) GovernanceError {
	switch GovernanceErrorType(t) {
	case ErrorInvariantViolation:
		return &InvariantViolation{}
	case ErrorInvalidTransition:
		return &InvalidTransition{}
	case ErrorGuardFailure:
		return &GuardFailure{}
	case ErrorEvaluation:
		return &EvaluationError{}
	case ErrorHashDiscontinuity:
		return &HashDiscontinuityError{}
	case ErrorPartialApplication:
		return &PartialApplication{}
	}
	return nil
}

// isNilGovernanceError reports whether e holds no variant: a nil interface
// or a nil pointer to one of the six.
func isNilGovernanceError(e GovernanceError) bool { return e == nil || reflect.ValueOf(e).IsNil() }

// decodeGovernanceError picks the variant by "type" and decodes data into
// it, with (validate) or without the validation checks.
func decodeGovernanceError(data []byte, validate bool) (GovernanceError, []codec.Violation) {
	if lv := codec.CheckLimits(data, codec.Limits{}); lv != nil {
		return nil, []codec.Violation{*lv}
	}
	if err := codec.Valid(data); err != nil {
		return nil, []codec.Violation{codec.SyntaxViolation(err)}
	}
	e := newGovernanceError(discriminator(data))
	if e == nil {
		return nil, []codec.Violation{noVariant}
	}
	var viol []codec.Violation
	var err error
	if validate {
		viol, err = codec.Decode(data, e)
	} else {
		viol, err = codec.Unmarshal(data, e)
	}
	if err != nil { // cannot happen: e is a non-nil pointer to a planned type
		return nil, []codec.Violation{{Path: "", Rule: "type", Message: err.Error()}}
	}
	return e, viol
}

// discriminator returns the string value of the first member "type" of
// the valid JSON text data when data is an object, else "". It reads the
// object's top level once; nested values are skipped.
func discriminator(data []byte) string {
	d := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true))
	if d.PeekKind() != '{' {
		return ""
	}
	if _, err := d.ReadToken(); err != nil {
		return ""
	}
	for d.PeekKind() == '"' {
		name, err := d.ReadToken()
		if err != nil {
			return ""
		}
		if name.String() == "type" {
			if d.PeekKind() != '"' {
				return ""
			}
			tok, err := d.ReadToken()
			if err != nil {
				return ""
			}
			return tok.String()
		}
		if err := d.SkipValue(); err != nil {
			return ""
		}
	}
	return ""
}

// DecodeCustom implements the codec's hook for the union: hounfour.Decode
// and the schema registry reach it.
func (g *GovernanceErrorJSON) DecodeCustom(data []byte, validate bool) []codec.Violation {
	e, viol := decodeGovernanceError(data, validate)
	g.Error = e
	return viol
}

// ValidateCustom implements the codec's hook for the union.
func (g *GovernanceErrorJSON) ValidateCustom() (viol, warn []codec.Violation) {
	if isNilGovernanceError(g.Error) {
		return []codec.Violation{noVariant}, nil
	}
	return codec.Validate(g.Error)
}

// Validate reports every violation of the held error as a
// commons/governance-error document; a nil Error matches no variant.
func (g *GovernanceErrorJSON) Validate() error {
	viol, _ := g.ValidateCustom()
	return document.ErrorAs(schemaGovernanceError, viol)
}

// MarshalJSON writes the held error's encoding; a nil Error is an error.
func (g GovernanceErrorJSON) MarshalJSON() ([]byte, error) {
	if isNilGovernanceError(g.Error) {
		return nil, errors.New("commons: GovernanceErrorJSON holds no governance error")
	}
	return codec.Marshal(g.Error)
}

// UnmarshalJSON picks the variant by "type" and decodes strictly without
// validating (as the document types' UnmarshalJSON methods do); a
// document that matches no variant is an error here too.
func (g *GovernanceErrorJSON) UnmarshalJSON(data []byte) error {
	e, viol := decodeGovernanceError(data, false)
	g.Error = e
	return document.ErrorAs(schemaGovernanceError, viol)
}

var (
	_ = codec.Register(codec.Meta[InvariantViolation]{Since: "8.0.0", Methods: codec.MethodJSON})
	_ = codec.Register(codec.Meta[InvalidTransition]{Since: "8.0.0", Methods: codec.MethodJSON})
	_ = codec.Register(codec.Meta[GuardFailure]{Since: "8.0.0", Methods: codec.MethodJSON})
	_ = codec.Register(codec.Meta[EvaluationError]{Since: "8.0.0", Methods: codec.MethodJSON})
	_ = codec.Register(codec.Meta[HashDiscontinuityError]{Since: "8.0.0", Methods: codec.MethodJSON})
	_ = codec.Register(codec.Meta[PartialApplication]{Since: "8.0.0", Methods: codec.MethodJSON})
)

// Validate reports every violation of e as a commons/governance-error
// document.
func (e *InvariantViolation) Validate() error { return document.ValidateAs(schemaGovernanceError, e) }

// Validate reports every violation of e as a commons/governance-error
// document.
func (e *InvalidTransition) Validate() error { return document.ValidateAs(schemaGovernanceError, e) }

// Validate reports every violation of e as a commons/governance-error
// document.
func (e *GuardFailure) Validate() error { return document.ValidateAs(schemaGovernanceError, e) }

// Validate reports every violation of e as a commons/governance-error
// document.
func (e *EvaluationError) Validate() error { return document.ValidateAs(schemaGovernanceError, e) }

// Validate reports every violation of e as a commons/governance-error
// document.
func (e *HashDiscontinuityError) Validate() error {
	return document.ValidateAs(schemaGovernanceError, e)
}

// Validate reports every violation of e as a commons/governance-error
// document.
func (e *PartialApplication) Validate() error { return document.ValidateAs(schemaGovernanceError, e) }
