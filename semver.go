package hounfour

import (
	"cmp"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// Semver is a parsed contract version: three unsigned base-10 parts, without
// pre-release or build suffix. The zero value is version 0.0.0.
//
// Deprecated: use wire.Semver, the library's one semver type: wire.ParseSemver
// parses the same text and wire.Semver.Compare orders versions (without the
// 2^64−1 limit on a part).
type Semver struct {
	Major, Minor, Patch uint64
}

// SemverError is the error ParseSemver returns for text that is not a
// contract version or whose parts do not fit a uint64.
//
// Deprecated: wire.ParseSemver returns a *wire.ParseError.
type SemverError struct {
	Input string // the rejected text, verbatim
}

// Error returns "Invalid semver: " followed by the input verbatim
// (upstream parseSemver's message).
func (e *SemverError) Error() string { return "Invalid semver: " + e.Input }

// ParseSemver parses a contract version.
//
// Deprecated: use wire.ParseSemver and wire.Semver.
//
// The whole string must match ^(\d+)\.(\d+)\.(\d+)$ with ASCII digits: no sign,
// no whitespace, no pre-release or build suffix, exactly three parts. Leading
// zeros are accepted ("07.00.00" is 7.0.0). A part above 2^64−1 is rejected too.
// The error is a *SemverError.
func ParseSemver(s string) (Semver, error) {
	parts, ok := splitSemver(s)
	if !ok {
		return Semver{}, &SemverError{Input: s}
	}
	var n [3]uint64
	for i, p := range parts {
		v, err := strconv.ParseUint(p, 10, 64)
		if err != nil { // only ErrRange: splitSemver admits ASCII digits only
			return Semver{}, &SemverError{Input: s}
		}
		n[i] = v
	}
	return Semver{Major: n[0], Minor: n[1], Patch: n[2]}, nil
}

// Compare returns -1, 0 or +1 as v is less than, equal to or greater than w,
// comparing major, then minor, then patch numerically.
func (v Semver) Compare(w Semver) int {
	if c := cmp.Compare(v.Major, w.Major); c != 0 {
		return c
	}
	if c := cmp.Compare(v.Minor, w.Minor); c != 0 {
		return c
	}
	return cmp.Compare(v.Patch, w.Patch)
}

// String returns the canonical text "major.minor.patch", without leading zeros.
func (v Semver) String() string {
	b := make([]byte, 0, 3*20+2)
	b = strconv.AppendUint(b, v.Major, 10)
	b = append(b, '.')
	b = strconv.AppendUint(b, v.Minor, 10)
	b = append(b, '.')
	b = strconv.AppendUint(b, v.Patch, 10)
	return string(b)
}

// splitSemver applies the lexical rule ^(\d+)\.(\d+)\.(\d+)$ (ASCII digits) and
// returns the three digit strings verbatim. It is the one implementation of the
// rule, shared by ParseSemver and the overflow-free compatibility check.
func splitSemver(s string) (parts [3]string, ok bool) {
	var dot1, dot2 bool
	parts[0], s, dot1 = strings.Cut(s, ".")
	parts[1], parts[2], dot2 = strings.Cut(s, ".")
	return parts, dot1 && dot2 && lex.Digits(parts[0]) && lex.Digits(parts[1]) && lex.Digits(parts[2])
}
