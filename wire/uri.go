package wire

import (
	"strings"
	"unicode/utf8"
)

// URI is a protocol uri: upstream's lax rule, kept as is.
// The text must start with "http://" or "https://" (lowercase
// scheme) and the character right after "//" must not be a line terminator
// (U+000A, U+000D, U+2028, U+2029); nothing else is checked, so
// "http://a b" is a URI and "HTTPS://x", "mailto:x" and "http:/a" are not.
// The text must also be valid UTF-8, as every protocol string is.
//
// A URI keeps its text verbatim. The zero URI is absent and marshals to "".
type URI struct{ s string }

// ParseURI parses a protocol uri. Failures wrap ErrSyntax.
func ParseURI(s string) (URI, error) {
	if err := checkURI(s); err != nil {
		return URI{}, err
	}
	return URI{s}, nil
}

// MustParseURI is like ParseURI but panics on error. It is intended for tests
// and hard-coded constants.
func MustParseURI(s string) URI {
	u, err := ParseURI(s)
	if err != nil {
		panic(err)
	}
	return u
}

func checkURI(s string) *ParseError {
	// Upstream: ^https?:\/\/.+ where JavaScript's "." is any character except
	// U+000A, U+000D, U+2028 and U+2029, and nothing anchors the end.
	rest, ok := strings.CutPrefix(s, "https://")
	if !ok {
		rest, ok = strings.CutPrefix(s, "http://")
	}
	if !ok {
		return uriKind.error(s, `must start with "http://" or "https://"`, ErrSyntax)
	}
	if !utf8.ValidString(s) {
		return uriKind.error(s, "invalid UTF-8", ErrSyntax)
	}
	switch r, _ := utf8.DecodeRuneInString(rest); {
	case rest == "":
		return uriKind.error(s, "nothing after the scheme", ErrSyntax)
	case r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029':
		return uriKind.error(s, "line terminator after the scheme", ErrSyntax)
	}
	return nil
}

// IsZero reports whether u is the zero (absent) URI.
func (u URI) IsZero() bool { return u.s == "" }

// String returns the text u was parsed from, verbatim.
func (u URI) String() string { return u.s }

// AppendText implements encoding.TextAppender.
func (u URI) AppendText(b []byte) ([]byte, error) { return append(b, u.s...), nil }

// MarshalText implements encoding.TextMarshaler; the zero value gives "".
func (u URI) MarshalText() ([]byte, error) { return []byte(u.s), nil }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseURI; "" gives the zero value.
func (u *URI) UnmarshalText(text []byte) error {
	s := string(text)
	if s == "" {
		*u = URI{}
		return nil
	}
	if err := checkURI(s); err != nil {
		return err
	}
	*u = URI{s}
	return nil
}
