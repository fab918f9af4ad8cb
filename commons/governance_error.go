package commons

import (
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
