package wire

// UUID is a protocol uuid:
// ^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$,
// case-insensitive, any version and variant (including all zeros).
//
// A UUID keeps its text verbatim, so == distinguishes letter case; the zero
// UUID is absent and marshals to "".
type UUID struct{ s string }

// ParseUUID parses a protocol uuid. Failures wrap ErrSyntax.
func ParseUUID(s string) (UUID, error) {
	if err := checkUUID(s); err != nil {
		return UUID{}, err
	}
	return UUID{s}, nil
}

// MustParseUUID is like ParseUUID but panics on error. It is intended for
// tests and hard-coded constants.
func MustParseUUID(s string) UUID {
	u, err := ParseUUID(s)
	if err != nil {
		panic(err)
	}
	return u
}

func checkUUID(s string) *ParseError {
	if len(s) != len("00000000-0000-0000-0000-000000000000") {
		return uuidKind.error(s, "must be 36 characters 8-4-4-4-12", ErrSyntax)
	}
	// The classes of the 32 digits are or-ed together, without a branch per
	// character: one invalid character sets hexInvalid.
	var acc byte
	for _, g := range uuidGroups {
		for _, c := range []byte(s[g[0]:g[1]]) {
			acc |= hexClass[c]
		}
	}
	if acc&hexInvalid != 0 || s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-' {
		return uuidKind.error(s, "must be hex digits grouped 8-4-4-4-12", ErrSyntax)
	}
	return nil
}

// uuidGroups are the spans of the hex digit groups of a uuid's text.
var uuidGroups = [...][2]int{{0, 8}, {9, 13}, {14, 18}, {19, 23}, {24, 36}}

// IsZero reports whether u is the zero (absent) UUID.
func (u UUID) IsZero() bool { return u.s == "" }

// String returns the text u was parsed from, verbatim.
func (u UUID) String() string { return u.s }

// AppendText implements encoding.TextAppender.
func (u UUID) AppendText(b []byte) ([]byte, error) { return append(b, u.s...), nil }

// MarshalText implements encoding.TextMarshaler; the zero value gives "".
func (u UUID) MarshalText() ([]byte, error) { return []byte(u.s), nil }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseUUID; "" gives the zero value.
func (u *UUID) UnmarshalText(text []byte) error {
	s := string(text)
	if s == "" {
		*u = UUID{}
		return nil
	}
	if err := checkUUID(s); err != nil {
		return err
	}
	*u = UUID{s}
	return nil
}
