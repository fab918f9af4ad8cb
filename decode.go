package hounfour

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Decode is the library's strict parse path. v must be a
// non-nil pointer to a document type. Decode
//
//  1. requires exactly one JSON text in UTF-8 (whitespace around it allowed);
//     otherwise it reports a single json-syntax violation;
//  2. rejects invalid Unicode in strings (invalid UTF-8, unpaired surrogate
//     escapes);
//  3. reports duplicate member names, undeclared members of closed objects
//     (names are case-sensitive), null where null is not allowed, wrong JSON
//     types, non-integral or out-of-range integers, text primitives that do not
//     parse, and absent required members;
//  4. then runs the checks of v's Validate method,
//
// and returns all violations of steps 3–4 in one *ValidationError, in document
// field order, under DefaultLimits (see Limits: at most 100 violations, then
// one that counts the rest). Warnings alone do not make Decode fail. Decode
// never panics.
// Any error other than a *ValidationError means v is not a usable target.
//
// A type of your own that is not a library document type (declared outside
// this module) is decoded with encoding/json's rules inside the strict text
// checks of steps 1–2 and the document limits, then its Validate method
// decides step 4.
//
// The decoded value keeps nothing of data, which the caller may reuse at
// once. Its strings share a few allocations of at most 16 KiB each, also
// with the strings of other documents decoded before or after it (one
// allocation per string was most of the cost of decoding), so keeping one
// string of a decoded document alive can keep that much memory alive.
//
// Decode reads under the default contract (ContractVersion) with the
// default Options; Options.Decode selects another contract, other limits
// and what to do with the checks a document type leaves to the caller.
func Decode(data []byte, v Validator) error { return Options{}.Decode(data, v) }

func newValidationError(schema string, vs []codec.Violation) *ValidationError {
	out := make([]Violation, len(vs))
	for i, v := range vs {
		out[i] = Violation(v)
	}
	return &ValidationError{Schema: schema, Violations: out}
}

// MarshalCanonical returns the RFC 8785 (JCS) encoding of v: members sorted by
// UTF-16 code units, ECMAScript number form, JSON.stringify string escaping, no
// whitespace. Library document types are first encoded with their default
// encoding; any other value with encoding/json. Use it for golden fixtures and
// for hashing documents.
func MarshalCanonical(v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return codec.Canonicalize(data)
}
