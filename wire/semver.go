package wire

import (
	"strings"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// Semver is a contract version, the library's one semver type: the text of a
// contract_version-style member, ^\d+\.\d+\.\d+$ with ASCII digits, kept
// verbatim ("07.0.0" stays "07.0.0"; it is valid on the wire). [Semver.Compare]
// orders versions numerically; hounfour.CheckCompatibility decides whether a
// peer's version is accepted.
//
// The zero Semver is absent and marshals to "".
type Semver struct{ s string }

// ParseSemver parses the wire form of a contract version. Failures wrap ErrSyntax.
func ParseSemver(s string) (Semver, error) {
	if err := checkSemver(s); err != nil {
		return Semver{}, err
	}
	return Semver{s}, nil
}

// MustParseSemver is like ParseSemver but panics on error. It is intended for
// tests and hard-coded constants.
func MustParseSemver(s string) Semver {
	v, err := ParseSemver(s)
	if err != nil {
		panic(err)
	}
	return v
}

func checkSemver(s string) *ParseError {
	major, rest, ok1 := strings.Cut(s, ".")
	minor, patch, ok2 := strings.Cut(rest, ".")
	if !ok1 || !ok2 || !lex.Digits(major) || !lex.Digits(minor) || !lex.Digits(patch) {
		return semverKind.error(s, `must match `+SemverPattern, ErrSyntax)
	}
	return nil
}

// Compare returns -1, 0 or +1 as v is lower than, equal to or higher than w,
// comparing major, then minor, then patch as numbers of any size (leading
// zeros do not count: "07.0.0" equals "7.0.0"). The zero (absent) Semver is
// lower than every version.
func (v Semver) Compare(w Semver) int {
	if v.s == "" || w.s == "" {
		return boolCompare(v.s != "", w.s != "")
	}
	a, b := v.s, w.s
	for range 3 {
		var x, y string
		x, a, _ = strings.Cut(a, ".")
		y, b, _ = strings.Cut(b, ".")
		if c := lex.CompareDigits(x, y); c != 0 {
			return c
		}
	}
	return 0
}

// IsZero reports whether v is the zero (absent) Semver.
func (v Semver) IsZero() bool { return v.s == "" }

// String returns the text v was parsed from, verbatim.
func (v Semver) String() string { return v.s }

// AppendText implements encoding.TextAppender.
func (v Semver) AppendText(b []byte) ([]byte, error) { return append(b, v.s...), nil }

// MarshalText implements encoding.TextMarshaler; the zero value gives "".
func (v Semver) MarshalText() ([]byte, error) { return []byte(v.s), nil }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseSemver; "" gives the zero value.
func (v *Semver) UnmarshalText(text []byte) error {
	s := string(text)
	if s == "" {
		*v = Semver{}
		return nil
	}
	if err := checkSemver(s); err != nil {
		return err
	}
	*v = Semver{s}
	return nil
}
