package wire

import (
	"time"

	"github.com/oklog/ulid/v2"
)

// ULID is a ULID member of the new types: 26 Crockford
// base-32 characters, uppercase only, matching ULIDPattern. The first
// character is at most 7, so the value fits in 128 bits.
//
// Every text that matches the pattern is the canonical encoding of its
// 128-bit value, so String returns the parsed text unchanged. The zero ULID
// is absent (distinct from the all-zero ULID "00000000000000000000000000")
// and marshals to "".
type ULID struct {
	id ulid.ULID
	ok bool
}

// crockford marks the characters of ^[0-9A-HJKMNP-TV-Z]$.
var crockford = func() (t [256]bool) {
	for _, c := range "0123456789ABCDEFGHJKMNPQRSTVWXYZ" {
		t[c] = true
	}
	return t
}()

// ParseULID parses a ULID strictly: a lowercase letter, I, L, O, U or any
// other character outside the alphabet, or a wrong length, wraps ErrSyntax; a
// first character above 7 (a value above 128 bits) wraps ErrRange. oklog/ulid's
// own parsers accept lowercase and are not used for validation.
func ParseULID(s string) (ULID, error) {
	u, err := parseULID(s)
	if err != nil {
		return ULID{}, err
	}
	return u, nil
}

// MustParseULID is like ParseULID but panics on error. It is intended for
// tests and hard-coded constants.
func MustParseULID(s string) ULID {
	u, err := ParseULID(s)
	if err != nil {
		panic(err)
	}
	return u
}

func parseULID(s string) (ULID, *ParseError) {
	if len(s) != ulid.EncodedSize {
		return ULID{}, ulidKind.error(s, "must be 26 characters", ErrSyntax)
	}
	for i := 0; i < len(s); i++ {
		if !crockford[s[i]] {
			return ULID{}, ulidKind.error(s, "must match "+ULIDPattern, ErrSyntax)
		}
	}
	if s[0] > '7' {
		return ULID{}, ulidKind.error(s, "value exceeds 128 bits (first character above 7)", ErrRange)
	}
	// The checks above are stricter than ulid.ParseStrict's, so the
	// decoding need not check the characters a second time.
	id, err := ulid.Parse(s)
	if err != nil { // unreachable
		return ULID{}, ulidKind.error(s, err.Error(), ErrSyntax)
	}
	return ULID{id, true}, nil
}

// ULIDFrom returns the present ULID holding id.
func ULIDFrom(id ulid.ULID) ULID { return ULID{id, true} }

// IsZero reports whether u is the zero (absent) ULID.
func (u ULID) IsZero() bool { return !u.ok }

// ULID returns the oklog/ulid value (ulid.Zero for the zero ULID).
func (u ULID) ULID() ulid.ULID { return u.id }

// Time returns the ULID's millisecond timestamp as a UTC time (the zero
// time.Time for the zero ULID).
func (u ULID) Time() time.Time {
	if !u.ok {
		return time.Time{}
	}
	return ulid.Time(u.id.Time()).UTC()
}

// String returns the 26-character text, or "" for the zero ULID.
func (u ULID) String() string {
	if !u.ok {
		return ""
	}
	return u.id.String()
}

// AppendText implements encoding.TextAppender.
func (u ULID) AppendText(b []byte) ([]byte, error) {
	if !u.ok {
		return b, nil
	}
	var buf [ulid.EncodedSize]byte
	_ = u.id.MarshalTextTo(buf[:]) // cannot fail: buf has the encoded size
	return append(b, buf[:]...), nil
}

// MarshalText implements encoding.TextMarshaler; the zero value gives "".
func (u ULID) MarshalText() ([]byte, error) { return u.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseULID (never oklog's lax UnmarshalText); "" gives the zero value.
func (u *ULID) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*u = ULID{}
		return nil
	}
	v, err := parseULID(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}
