package wire

import "github.com/hounfour-go/hounfour/internal/lex"

// AccountID is an account identifier at a caller's own wire boundary:
// ^[a-zA-Z0-9_-]+$. No schema member is typed as AccountID,
// so using it never changes a protocol verdict.
//
// An AccountID keeps its text verbatim; the zero value is absent and marshals
// to "".
type AccountID struct{ s string }

// ParseAccountID parses an account id. Reasons: "empty string" and
// "must match ^[a-zA-Z0-9_-]+$", both wrapping ErrSyntax.
func ParseAccountID(s string) (AccountID, error) {
	if err := checkAccountID(s); err != nil {
		return AccountID{}, err
	}
	return AccountID{s}, nil
}

// MustParseAccountID is like ParseAccountID but panics on error. It is
// intended for tests and hard-coded constants.
func MustParseAccountID(s string) AccountID {
	a, err := ParseAccountID(s)
	if err != nil {
		panic(err)
	}
	return a
}

func checkAccountID(s string) *ParseError {
	if s == "" {
		return accountIDKind.error(s, "empty string", ErrSyntax)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || lex.IsDigit(c) || c == '_' || c == '-') {
			return accountIDKind.error(s, "must match "+AccountIDPattern, ErrSyntax)
		}
	}
	return nil
}

// IsZero reports whether a is the zero (absent) AccountID.
func (a AccountID) IsZero() bool { return a.s == "" }

// String returns the text a was parsed from, verbatim.
func (a AccountID) String() string { return a.s }

// AppendText implements encoding.TextAppender.
func (a AccountID) AppendText(b []byte) ([]byte, error) { return append(b, a.s...), nil }

// MarshalText implements encoding.TextMarshaler; the zero value gives "".
func (a AccountID) MarshalText() ([]byte, error) { return []byte(a.s), nil }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseAccountID; "" gives the zero value.
func (a *AccountID) UnmarshalText(text []byte) error {
	s := string(text)
	if s == "" {
		*a = AccountID{}
		return nil
	}
	if err := checkAccountID(s); err != nil {
		return err
	}
	*a = AccountID{s}
	return nil
}
