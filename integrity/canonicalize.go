package integrity

import (
	"encoding/json"
	"errors"
	"fmt"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1 "github.com/go-json-experiment/json/v1"

	"github.com/hounfour-go/hounfour/internal/jcs"
)

// DefaultCanonicalMaxBytes is the cap SafeCanonicalize puts on the length of
// the canonical form unless WithMaxBytes says otherwise.
const DefaultCanonicalMaxBytes = 100000

// MaxCanonicalDepth is how deep objects and arrays may nest in a value
// SafeCanonicalize or CheckStrictSubset takes (the value itself is at depth 1).
const MaxCanonicalDepth = jcs.DefaultMaxDepth

// MaxCanonicalInput is the length of the longest JSON text
// SafeCanonicalizeJSON and CheckStrictSubset take (256 MiB).
const MaxCanonicalInput = jcs.MaxInput

// A CanonicalizeOption changes what SafeCanonicalize accepts.
type CanonicalizeOption func(*canonicalizeConfig)

type canonicalizeConfig struct{ maxBytes int }

// WithMaxBytes sets the cap on the length of the canonical form: a form of
// more than n bytes is a *CanonicalizeSizeError (n bytes exactly are
// accepted). Zero keeps DefaultCanonicalMaxBytes; a negative n removes the
// cap. Raise it only where the caller bounds the work it hands over by
// other means.
func WithMaxBytes(n int) CanonicalizeOption {
	return func(c *canonicalizeConfig) { c.maxBytes = n }
}

// SafeCanonicalize returns the safe canonical form of v, the form hashed by
// the protocol's hash domains from 8.5.0 on:
//
//  1. every string and every member name is put in Unicode Normalization
//     Form C; two different names of one object that become equal are a
//     *CanonicalizeKeyCollisionError;
//  2. the result is written in the JSON Canonicalization Scheme (RFC 8785)
//     as JavaScript writes it: every number as the nearest float64 in
//     ECMAScript's Number-to-String form (1e21 → 1e+21, 1e20 →
//     100000000000000000000, -0 → 0, 9007199254740993 → 9007199254740992),
//     strings with only '"', '\' and U+0000–U+001F escaped, members sorted
//     by their names as UTF-16 code-unit sequences, no whitespace;
//  3. a form longer than the cap (DefaultCanonicalMaxBytes, or
//     WithMaxBytes) is a *CanonicalizeSizeError; the cap applies to the
//     canonical form, not to v.
//
// v may be:
//
//   - []byte or json.RawMessage: one JSON text, read as SafeCanonicalizeJSON
//     reads it (a []byte is JSON text here, not binary data);
//   - nil: the JSON null;
//   - any other Go value, encoded first as encoding/json encodes it — library
//     document types with their default encoding (their MarshalJSON), maps,
//     slices, structs with json tags, strings, numbers, booleans. A string
//     that is not valid UTF-8 is a *CanonicalizeNFCError (encoding/json
//     would write U+FFFD for it); a value encoding/json cannot encode (a
//     channel, a function, NaN) is an error wrapping the encoder's.
//
// Other errors are *JSONError: a JSON text that is not one JSON value, a
// member name repeated in one object, nesting deeper than
// MaxCanonicalDepth, a number beyond the range of a float64 (1e400). When a
// value has several problems, the error is the first of: not JSON; a
// repeated or colliding name (the first met visiting each object's members
// in JavaScript's property order, a name before its value); a number out of
// range; the cap.
//
// The form differs from hounfour.MarshalCanonical only by step 1 and the
// cap. Time is linear in the size of v apart from sorting each object's
// names; memory is about the size of the canonical form plus 20 bytes per
// member of an object whose members are not in canonical order already.
func SafeCanonicalize(v any, opts ...CanonicalizeOption) ([]byte, error) {
	var data []byte
	switch x := v.(type) {
	case []byte:
		return SafeCanonicalizeJSON(x, opts...)
	case json.RawMessage:
		return SafeCanonicalizeJSON(x, opts...)
	case nil:
		data = []byte("null")
	default:
		var err error
		if data, err = jsonv2.Marshal(v, jsonv1.DefaultOptionsV1(), jsontext.AllowInvalidUTF8(false)); err != nil {
			// The only difference between the two encodings is invalid UTF-8.
			if _, lax := jsonv2.Marshal(v, jsonv1.DefaultOptionsV1()); lax == nil {
				return nil, &CanonicalizeNFCError{Cause: err}
			}
			return nil, fmt.Errorf("integrity: SafeCanonicalize: %w", err)
		}
	}
	return SafeCanonicalizeJSON(data, opts...)
}

// SafeCanonicalizeJSON is SafeCanonicalize of the JSON text data, for a
// verifier that holds the bytes it received. data must be exactly one JSON
// text (RFC 8259): UTF-8 without a byte-order mark, whitespace around the
// value allowed. Invalid UTF-8 and \u escapes that leave a surrogate
// unpaired are a *CanonicalizeNFCError; a member name repeated in one
// object is a *JSONError (JavaScript would keep the last value; the
// library's decoder refuses such text too).
func SafeCanonicalizeJSON(data []byte, opts ...CanonicalizeOption) ([]byte, error) {
	c := canonicalizeConfig{maxBytes: DefaultCanonicalMaxBytes}
	for _, o := range opts {
		o(&c)
	}
	if c.maxBytes == 0 {
		c.maxBytes = DefaultCanonicalMaxBytes
	}
	out, err := jcs.Append(nil, data, jcs.Options{NFC: true, MaxBytes: c.maxBytes})
	if err != nil {
		return nil, canonicalizeError(err, c.maxBytes)
	}
	return out, nil
}

// canonicalizeError turns an error of package jcs into this package's.
func canonicalizeError(err error, maxBytes int) error {
	var e *jcs.Error
	if !errors.As(err, &e) {
		return err
	}
	switch e.Kind {
	case jcs.KindSize:
		return &CanonicalizeSizeError{SerializedBytes: e.Size, MaxBytes: maxBytes}
	case jcs.KindCollision:
		return &CanonicalizeKeyCollisionError{NormalizedKey: e.Normalized, OriginalKeys: e.Keys}
	case jcs.KindUnicode:
		return &CanonicalizeNFCError{Cause: jsonError(e)}
	}
	return jsonError(e)
}
