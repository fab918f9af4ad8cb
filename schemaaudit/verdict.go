package schemaaudit

import (
	"errors"
	"strconv"
)

// Verdict judges a change, a schema or a whole audit for one kind of
// reader. Verdicts are ordered: the verdict of a set is its worst member's.
type Verdict uint8

// The verdicts, from best to worst.
const (
	Unchanged  Verdict = iota // nothing that affects validation changed
	Compatible                // changed, but every document valid under one release is accepted under the other
	Breaking                  // a reader of one release can reject a document valid under the other
)

var verdictNames = [...]string{"UNCHANGED", "COMPATIBLE", "BREAKING"}

// String returns "UNCHANGED", "COMPATIBLE" or "BREAKING".
func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return "Verdict(" + strconv.Itoa(int(v)) + ")"
}

// MarshalText returns the String form.
func (v Verdict) MarshalText() ([]byte, error) {
	if int(v) >= len(verdictNames) {
		return nil, errors.New("schemaaudit: invalid Verdict " + strconv.Itoa(int(v)))
	}
	return []byte(verdictNames[v]), nil
}

// UnmarshalText accepts the String form.
func (v *Verdict) UnmarshalText(b []byte) error {
	for i, n := range verdictNames {
		if string(b) == n {
			*v = Verdict(i)
			return nil
		}
	}
	return errors.New("schemaaudit: unknown verdict " + strconv.Quote(string(b)))
}

// Reader is the kind of peer a verdict is for.
type Reader uint8

// The reader kinds.
const (
	// Strict readers reject undeclared members of closed objects and enum
	// values outside the list.
	Strict Reader = iota
	// Lax readers ignore undeclared members and carry unknown enum values as
	// opaque text; they check everything they know.
	Lax
)

// String returns "strict" or "lax".
func (r Reader) String() string {
	switch r {
	case Strict:
		return "strict"
	case Lax:
		return "lax"
	}
	return "Reader(" + strconv.Itoa(int(r)) + ")"
}

// ParseReader parses "strict" or "lax".
func ParseReader(s string) (Reader, error) {
	switch s {
	case "strict":
		return Strict, nil
	case "lax":
		return Lax, nil
	}
	return 0, errors.New(`schemaaudit: unknown reader ` + strconv.Quote(s) + ` (want "strict" or "lax")`)
}

// Dimension is one of the nine aspects a change is classified under.
type Dimension uint8

// The dimensions, in report order.
const (
	DimRequired             Dimension = iota + 1 // required members added, removed, or changed in status
	DimOptional                                  // optional members added or removed, and defaults
	DimPattern                                   // pattern and format
	DimEnum                                      // enum and const values, vocabulary members
	DimAdditionalProperties                      // additionalProperties: an object opened or closed
	DimUnion                                     // type sets, union branches, nullability, $ref targets
	DimBounds                                    // numeric, length, item and property-count bounds
	DimStrictness                                // other validation keywords (uniqueItems, if/then/else, not, …)
	DimToolkit                                   // the declared JSON Schema dialect
)

var dimensionNames = [...]string{"", "required_fields", "optional_fields", "patterns", "enum_members",
	"additional_properties", "nullable_union", "numeric_bounds", "validator_strictness", "toolkit_version"}

// String returns the dimension's stable name, e.g. "optional_fields".
func (d Dimension) String() string {
	if d > 0 && int(d) < len(dimensionNames) {
		return dimensionNames[d]
	}
	return "Dimension(" + strconv.Itoa(int(d)) + ")"
}

// MarshalText returns the String form.
func (d Dimension) MarshalText() ([]byte, error) {
	if d == 0 || int(d) >= len(dimensionNames) {
		return nil, errors.New("schemaaudit: invalid Dimension " + strconv.Itoa(int(d)))
	}
	return []byte(dimensionNames[d]), nil
}
