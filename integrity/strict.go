package integrity

import (
	"errors"

	"github.com/hounfour-go/hounfour/internal/jcs"
)

// CheckStrictSubset reports whether raw is in the strict subset of JSON a
// signed payload must be written in, checked before hashing, so that every
// implementation reads the same value from the same bytes. It returns nil
// when raw is exactly one JSON text (RFC 8259: UTF-8, no byte-order mark,
// surrogate escapes paired, whitespace around the value allowed) in which
//
//   - no object repeats a member name;
//   - no number has an exponent part (1e3, 1E-7);
//   - no number is negative zero: -0, -0.0, or a negative number too small
//     for a float64;
//   - every string and member name is in Unicode Normalization Form C
//     (escapes decoded).
//
// Otherwise it returns a *JSONError whose Err is ErrNotJSON, ErrTooDeep
// (nesting deeper than MaxCanonicalDepth), ErrTooLarge, or the first in the
// text of ErrDuplicateName (at the later name), ErrExponent,
// ErrNegativeZero and ErrNotNFC. Text that is not JSON at all (NaN,
// Infinity, +1, 0x10) is ErrNotJSON.
//
// The check does not change raw: SafeCanonicalize normalizes what this
// check refuses, so a verifier that requires the subset calls both. Time is
// linear in len(raw) apart from sorting each object's names.
func CheckStrictSubset(raw []byte) error {
	err := jcs.CheckStrict(raw, MaxCanonicalDepth)
	var e *jcs.Error
	if errors.As(err, &e) {
		return jsonError(e)
	}
	return err
}
