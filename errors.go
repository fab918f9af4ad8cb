package hounfour

import (
	"errors"
	"strings"
)

// Violation is one reason a document is invalid.
type Violation struct {
	Path    string // RFC 6901 JSON Pointer into the document; "" = the document itself
	Rule    string // stable rule id: a JSON Schema keyword or a domain rule id
	Message string // upstream's message text where upstream has one
	// Allowed lists, for an "enum" violation of a vocabulary member, the
	// values the member accepts, in the vocabulary's order (Message keeps
	// upstream's text "Expected union value"). Nil for other violations.
	// Callers must not modify it: it is shared between violations.
	Allowed []string
}

// String returns upstream's "{path}: {message}" form.
func (v Violation) String() string { return v.Path + ": " + v.Message }

// Warning has the shape of a Violation but never makes a document invalid.
type Warning = Violation

// ErrInvalid is matched by every *ValidationError:
// errors.Is(err, hounfour.ErrInvalid).
var ErrInvalid = errors.New("hounfour: invalid document")

// ValidationError reports every violation of a document, in document field
// order.
type ValidationError struct {
	Schema     string      // schema name when known, else ""
	Violations []Violation // never empty
}

// Error returns "invalid {schema}: " followed by the violations joined with
// "; " (the prefix is omitted when Schema is "").
func (e *ValidationError) Error() string {
	var b strings.Builder
	if e.Schema != "" {
		b.WriteString("invalid ")
		b.WriteString(e.Schema)
		b.WriteString(": ")
	}
	for i, v := range e.Violations {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(v.String())
	}
	return b.String()
}

// Is makes errors.Is(err, ErrInvalid) true.
func (e *ValidationError) Is(target error) bool { return target == ErrInvalid }

// Has reports whether some violation carries the rule id.
func (e *ValidationError) Has(rule string) bool {
	for _, v := range e.Violations {
		if v.Rule == rule {
			return true
		}
	}
	return false
}

// Validator is implemented by every document type of the library.
type Validator interface {
	Validate() error
}
