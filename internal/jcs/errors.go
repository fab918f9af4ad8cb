package jcs

import "strconv"

// Kind classifies an Error.
type Kind uint8

// The kinds of Error.
const (
	// KindSyntax: the text is not one JSON text.
	KindSyntax Kind = iota + 1
	// KindUnicode: invalid UTF-8, or a \u escape that leaves a surrogate
	// unpaired.
	KindUnicode
	// KindDepth: objects and arrays nest deeper than the limit.
	KindDepth
	// KindTooLarge: the text is longer than MaxInput.
	KindTooLarge
	// KindDuplicate: a member name appears twice in one object.
	KindDuplicate
	// KindCollision: two different member names of one object are equal
	// after NFC normalization (Options.NFC only).
	KindCollision
	// KindNumberRange: a number's nearest float64 is infinite.
	KindNumberRange
	// KindSize: the canonical form is longer than Options.MaxBytes.
	KindSize
	// KindExponent: a number has an exponent part (CheckStrict only).
	KindExponent
	// KindNegativeZero: a number's nearest float64 is negative zero
	// (CheckStrict only).
	KindNegativeZero
	// KindNotNFC: a string or member name is not in NFC (CheckStrict only).
	KindNotNFC
)

var kindNames = [...]string{
	KindSyntax:       "syntax",
	KindUnicode:      "unicode",
	KindDepth:        "depth",
	KindTooLarge:     "too large",
	KindDuplicate:    "duplicate",
	KindCollision:    "collision",
	KindNumberRange:  "number range",
	KindSize:         "size",
	KindExponent:     "exponent",
	KindNegativeZero: "negative zero",
	KindNotNFC:       "not NFC",
}

// String returns a short name of the kind.
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Error is a text the canonical form or the strict check refuses.
type Error struct {
	Kind Kind
	// Offset is the byte offset in the text where the problem starts: the
	// later of two equal names for KindDuplicate and KindCollision; 0 for
	// KindTooLarge and KindSize.
	Offset int
	// Pointer is the RFC 6901 JSON Pointer of the value or member at
	// Offset ("" is the whole text).
	Pointer string
	// Detail describes a KindSyntax or KindUnicode problem.
	Detail string
	// Keys are the earlier and the later of two equal names, decoded, as
	// written (KindDuplicate, KindCollision).
	Keys [2]string
	// Normalized is the NFC form both names share (KindCollision).
	Normalized string
	// Size is the length of the canonical form (KindSize).
	Size int
}

func (e *Error) Error() string {
	s := "jcs: " + e.Kind.String()
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s + " at byte " + strconv.Itoa(e.Offset)
}
