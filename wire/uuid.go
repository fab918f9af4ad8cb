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
	// The 32 digits, eight at a time (hexDigits), the dashes once.
	if !hexDigits(le8(s, 0)) || !hexDigits(le4(s, 9)|le4(s, 14)<<32) || !hexDigits(le4(s, 19)|le4(s, 24)<<32) ||
		!hexDigits(le8(s, 28)) || s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-' {
		return uuidKind.error(s, "must be hex digits grouped 8-4-4-4-12", ErrSyntax)
	}
	return nil
}

// le4 and le8 are the 4 and 8 bytes of s at i, little-endian.
func le4(s string, i int) uint64 {
	return uint64(uint32(s[i]) | uint32(s[i+1])<<8 | uint32(s[i+2])<<16 | uint32(s[i+3])<<24)
}

func le8(s string, i int) uint64 { return le4(s, i) | le4(s, i+4)<<32 }

// hexDigits reports whether each of the 8 bytes of w is an ASCII hex digit
// (0-9, a-f, A-F), all bytes at once: for a byte below 0x80, adding 0x80-k
// sets its high bit exactly when it is at least k, and carries into no
// other byte.
func hexDigits(w uint64) bool {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	if w&high != 0 {
		return false
	}
	digit := (w + ones*(0x80-'0')) &^ (w + ones*(0x80-'9'-1))
	l := w | ones*0x20 // A-F as a-f (and no other byte as one of them)
	letter := (l + ones*(0x80-'a')) &^ (l + ones*(0x80-'f'-1))
	return (digit|letter)&high == high
}

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
