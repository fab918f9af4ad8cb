package hounfour

import "github.com/hounfour-go/hounfour/internal/codec"

// Limits bounds the work of decoding and validating one document, so that a
// hostile text costs time and memory in proportion to its size, never more.
// Decode, schemas.Validate, the vectors runner and the hounfour command
// apply DefaultLimits; DecodeWithLimits and schemas.ValidateWithLimits take
// others.
//
// A zero field takes its default; a negative field means no limit. The
// defaults accept every document of the protocol's vectors. A document
// whose text exceeds a limit of its shape (MaxBytes, MaxDepth,
// MaxStringBytes, MaxDigits, MaxMembers, MaxElements) gets exactly one
// violation, whose rule id names the limit (RuleLimitBytes …) and whose path
// is where the limit was hit; nothing of it is decoded.
type Limits struct {
	// MaxBytes is the size of the document text. Default 10 MiB
	// (10,485,760 bytes), upstream's request-body limit.
	MaxBytes int
	// MaxDepth is the nesting of objects and arrays: the document itself is
	// at depth 1. Default 128.
	MaxDepth int
	// MaxStringBytes is the length of one string or member name, counted in
	// the document's bytes between its quotes (escapes as written).
	// Default 1 MiB (1,048,576 bytes).
	MaxStringBytes int
	// MaxDigits is the number of digits of a JSON number (exponent digits
	// not counted). Default 78, enough for any unsigned 256-bit integer.
	// Integers written as text have fixed limits of their own: 78
	// significant digits for micro-USD amounts and basis points
	// (wire.MaxDigits), 128 digits for the constraint evaluator's big
	// integers (constraint.MaxDigits).
	MaxDigits int
	// MaxMembers is the number of members of one object. Default 10,000.
	MaxMembers int
	// MaxElements is the number of elements of one array. Default 10,000.
	MaxElements int
	// MaxViolations is the number of violations reported: past it the list
	// ends with one violation RuleLimitViolations that says how many more
	// there were. Default 100.
	MaxViolations int
	// EvalBudget is the number of evaluation steps each constraint rule may
	// take (see constraint.WithBudget): a rule that runs out reports the
	// violation RuleLimitBudget instead of its own. Default 20,000,000.
	EvalBudget int64
}

// The rule ids of the violations that report a limit.
const (
	RuleLimitBytes      = codec.RuleLimitBytes      // "limit-document-bytes"
	RuleLimitDepth      = codec.RuleLimitDepth      // "limit-depth"
	RuleLimitString     = codec.RuleLimitString     // "limit-string-bytes"
	RuleLimitDigits     = codec.RuleLimitDigits     // "limit-digits"
	RuleLimitMembers    = codec.RuleLimitMembers    // "limit-members"
	RuleLimitElements   = codec.RuleLimitElements   // "limit-elements"
	RuleLimitViolations = codec.RuleLimitViolations // "limit-violations"
	RuleLimitBudget     = codec.RuleLimitBudget     // "limit-eval-budget"
)

// DefaultLimits returns the limits Decode applies.
func DefaultLimits() Limits { return Limits(codec.DefaultLimits()) }

// DecodeWithLimits is Decode under the limits l.
func DecodeWithLimits(data []byte, v Validator, l Limits) error {
	return Options{Limits: l}.Decode(data, v)
}
