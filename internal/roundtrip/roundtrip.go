// Package roundtrip holds the invariant every document type's fuzz target and
// property test asserts: decoding never panics, and anything Decode accepts
// re-encodes to bytes that decode to an equal value and encode identically.
// It is used from tests and from the vectors runner.
package roundtrip

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/hounfour-go/hounfour"
)

// Check decodes data into a new T with hounfour.Decode and, when it is
// valid, checks the round trip. It returns an error describing a broken
// invariant (never for a merely invalid document). A panic is not caught:
// the fuzzer reports it.
func Check[T any, PT interface {
	*T
	hounfour.Validator
}](data []byte) error {
	v := PT(new(T))
	err := hounfour.Decode(data, v)
	var verr *hounfour.ValidationError
	if err != nil {
		if !errors.As(err, &verr) || len(verr.Violations) == 0 {
			return fmt.Errorf("decode returned %T %v, want *ValidationError", err, err)
		}
		// UnmarshalJSON must agree on structural failures being failures.
		return nil
	}
	enc, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode of a valid document: %v", err)
	}
	if err := Again(enc, v, PT(new(T))); err != nil {
		return err
	}
	// Validate on the decoded value agrees with Decode.
	if err := v.Validate(); err != nil {
		return fmt.Errorf("validate of a decoded valid document: %v", err)
	}
	// The structural decode alone accepts it too.
	v3 := PT(new(T))
	if u, ok := any(v3).(json.Unmarshaler); ok {
		if err := u.UnmarshalJSON(data); err != nil {
			return fmt.Errorf("UnmarshalJSON rejects what Decode accepts: %v", err)
		}
	}
	return nil
}

// Again checks the second half of the round trip: enc, the encoding of the
// decoded document v, decodes into fresh (a new value of v's type) to a
// value equal to v, which encodes to enc again. The decode accepts the
// checks a document type leaves to its caller (the round trip is about
// the encoding, not about a signature nobody verifies).
func Again(enc []byte, v, fresh hounfour.Validator) error {
	if err := (hounfour.Options{AcceptDeferred: true}).Decode(enc, fresh); err != nil {
		return fmt.Errorf("re-decode of %s: %v", enc, err)
	}
	if !reflect.DeepEqual(v, fresh) {
		return fmt.Errorf("decode → encode → decode changed the value:\n%s", enc)
	}
	enc2, err := json.Marshal(fresh)
	if err != nil || !bytes.Equal(enc, enc2) {
		return fmt.Errorf("second encoding differs:\n%s\n%s", enc, enc2)
	}
	return nil
}
