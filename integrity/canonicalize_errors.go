package integrity

import (
	"errors"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/jcs"
)

// The codes of the canonicalization errors (their Code methods).
const (
	CodeCanonicalizeSizeExceeded = "CANONICALIZE_SIZE_EXCEEDED"
	CodeCanonicalizeKeyCollision = "CANONICALIZE_KEY_COLLISION"
	CodeCanonicalizeNFCFailed    = "CANONICALIZE_NFC_FAILED"
)

// CanonicalizeSizeError reports a canonical form longer than the cap.
type CanonicalizeSizeError struct {
	// SerializedBytes is the length of the canonical form in bytes.
	SerializedBytes int
	// MaxBytes is the cap it exceeds.
	MaxBytes int
}

// Code returns "CANONICALIZE_SIZE_EXCEEDED".
func (e *CanonicalizeSizeError) Code() string { return CodeCanonicalizeSizeExceeded }

// Error returns upstream's message, e.g. "Canonicalized payload is 100008
// bytes; exceeds 100000-byte cap. Override via { maxBytes: <higher> } only
// when the call site has its own back-pressure mechanism for synchronous
// canonicalization work." (the override is WithMaxBytes in Go).
func (e *CanonicalizeSizeError) Error() string {
	return "Canonicalized payload is " + strconv.Itoa(e.SerializedBytes) + " bytes; exceeds " + strconv.Itoa(e.MaxBytes) +
		"-byte cap. Override via { maxBytes: <higher> } only when the call site has its own back-pressure mechanism for synchronous canonicalization work."
}

// CanonicalizeKeyCollisionError reports two different member names of one
// object that are equal once in Unicode Normalization Form C (such as
// "café" written with U+00E9 and with e U+0301): the canonical form cannot
// represent the object unambiguously.
type CanonicalizeKeyCollisionError struct {
	// NormalizedKey is the NFC form both names share.
	NormalizedKey string
	// OriginalKeys are the two names as written, the earlier first.
	OriginalKeys [2]string
}

// Code returns "CANONICALIZE_KEY_COLLISION".
func (e *CanonicalizeKeyCollisionError) Code() string { return CodeCanonicalizeKeyCollision }

// Error returns upstream's message: `NFC normalization key collision on
// "{normalized}": input keys {first} and {second} both normalize to the same
// form. Canonical JSON cannot represent the object unambiguously; reject the
// payload at the source.`, the original names written as JSON strings.
func (e *CanonicalizeKeyCollisionError) Error() string {
	return `NFC normalization key collision on "` + e.NormalizedKey + `": input keys ` +
		string(jcs.AppendQuoted(nil, e.OriginalKeys[0])) + " and " + string(jcs.AppendQuoted(nil, e.OriginalKeys[1])) +
		" both normalize to the same form. Canonical JSON cannot represent the object unambiguously; reject the payload at the source."
}

// CanonicalizeNFCError reports text that cannot be normalized because it
// is not well-formed Unicode: a Go string holding invalid UTF-8, or a JSON
// text holding invalid UTF-8 or a \u escape that leaves a surrogate
// unpaired.
type CanonicalizeNFCError struct {
	// Cause says where: a *JSONError for a JSON text, the encoder's error
	// for a Go value.
	Cause error
}

// Code returns "CANONICALIZE_NFC_FAILED".
func (e *CanonicalizeNFCError) Code() string { return CodeCanonicalizeNFCFailed }

// Error returns upstream's message, "NFC normalization failed; payload
// contains malformed Unicode."
func (e *CanonicalizeNFCError) Error() string {
	return "NFC normalization failed; payload contains malformed Unicode."
}

// Unwrap returns Cause.
func (e *CanonicalizeNFCError) Unwrap() error { return e.Cause }

// The reasons a *JSONError gives (its Err), for errors.Is.
var (
	// ErrNotJSON: the text is not exactly one JSON value (RFC 8259, UTF-8,
	// no byte-order mark, surrogate escapes paired).
	ErrNotJSON = errors.New("not a single JSON value")
	// ErrDuplicateName: a member name appears twice in one object.
	ErrDuplicateName = errors.New("duplicate member name")
	// ErrTooDeep: objects and arrays nest deeper than MaxCanonicalDepth.
	ErrTooDeep = errors.New("nesting deeper than " + strconv.Itoa(MaxCanonicalDepth))
	// ErrTooLarge: the text is longer than MaxCanonicalInput.
	ErrTooLarge = errors.New("text longer than " + strconv.Itoa(MaxCanonicalInput) + " bytes")
	// ErrNumberRange: a number's nearest float64 is infinite (1e400);
	// SafeCanonicalize only.
	ErrNumberRange = errors.New("number beyond the range of a float64")
	// ErrExponent: a number has an exponent part (1e3); CheckStrictSubset
	// only.
	ErrExponent = errors.New("number with an exponent")
	// ErrNegativeZero: a number's nearest float64 is negative zero (-0,
	// -0.0); CheckStrictSubset only.
	ErrNegativeZero = errors.New("number equal to negative zero")
	// ErrNotNFC: a string or member name is not in Unicode Normalization
	// Form C; CheckStrictSubset only.
	ErrNotNFC = errors.New("string not in Unicode NFC")
)

// JSONError reports where a JSON text breaks a rule of SafeCanonicalize or
// CheckStrictSubset.
type JSONError struct {
	// Err is the rule: ErrNotJSON, ErrDuplicateName, ErrTooDeep,
	// ErrTooLarge, ErrNumberRange, ErrExponent, ErrNegativeZero or
	// ErrNotNFC.
	Err error
	// Offset is the byte offset in the text (for a Go value, in its
	// encoding) where the problem starts; for a repeated name, the later
	// occurrence.
	Offset int
	// Pointer is the JSON Pointer (RFC 6901) of the value or member there;
	// "" is the whole value.
	Pointer string
	// Detail says more for ErrNotJSON ("invalid character 'x'").
	Detail string
}

// Error returns "integrity: " + Err, Detail, the offset and the pointer.
func (e *JSONError) Error() string {
	s := "integrity: " + e.Err.Error()
	if e.Detail != "" {
		s += " (" + e.Detail + ")"
	}
	s += " at byte " + strconv.Itoa(e.Offset)
	if e.Pointer != "" {
		s += " (" + strconv.Quote(e.Pointer) + ")"
	}
	return s
}

// Unwrap returns Err.
func (e *JSONError) Unwrap() error { return e.Err }

var jcsReasons = map[jcs.Kind]error{
	jcs.KindSyntax:       ErrNotJSON,
	jcs.KindUnicode:      ErrNotJSON,
	jcs.KindDepth:        ErrTooDeep,
	jcs.KindTooLarge:     ErrTooLarge,
	jcs.KindDuplicate:    ErrDuplicateName,
	jcs.KindNumberRange:  ErrNumberRange,
	jcs.KindExponent:     ErrExponent,
	jcs.KindNegativeZero: ErrNegativeZero,
	jcs.KindNotNFC:       ErrNotNFC,
}

func jsonError(e *jcs.Error) *JSONError {
	detail := e.Detail
	if e.Kind == jcs.KindDepth || e.Kind == jcs.KindTooLarge {
		detail = ""
	}
	return &JSONError{Err: jcsReasons[e.Kind], Offset: e.Offset, Pointer: e.Pointer, Detail: detail}
}
