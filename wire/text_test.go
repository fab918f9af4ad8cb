package wire_test

import (
	"encoding/json"
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/wire"
)

// verbatimCase is a table row for the primitives that keep their text.
type verbatimCase struct {
	in string
	ok bool
}

// checkVerbatim runs a table against a verbatim primitive: accepted text is
// returned unchanged; rejected text gives a *ParseError of type typ with the
// given violation, also through UnmarshalText and json.Unmarshal.
func checkVerbatim[T interface {
	comparable
	String() string
}, P interface {
	*T
	UnmarshalText([]byte) error
}](t *testing.T, parse func(string) (T, error), typ, rule, message string, cases []verbatimCase) {
	t.Helper()
	for _, tc := range cases {
		v, err := parse(tc.in)
		if tc.ok {
			if err != nil || v.String() != tc.in {
				t.Errorf("Parse%s(%q) = %q, %v", typ, tc.in, v, err)
			}
			continue
		}
		var pe *wire.ParseError
		if !errors.As(err, &pe) || pe.Type != typ || pe.Input != tc.in || !errors.Is(err, wire.ErrSyntax) {
			t.Errorf("Parse%s(%q) = %q, %#v; want a syntax error", typ, tc.in, v, err)
			continue
		}
		if r, m := pe.Violation(); r != rule || m != message {
			t.Errorf("Parse%s(%q) violation = %q, %q", typ, tc.in, r, m)
		}
		if tc.in == "" {
			continue
		}
		var u T
		if err := P(&u).UnmarshalText([]byte(tc.in)); err == nil {
			t.Errorf("%s.UnmarshalText(%q) accepted", typ, tc.in)
		}
		if !utf8.ValidString(tc.in) {
			continue // json.Marshal would replace the invalid bytes
		}
		b, _ := json.Marshal(tc.in)
		if err := json.Unmarshal(b, P(&u)); !errors.Is(err, wire.ErrSyntax) {
			t.Errorf("json.Unmarshal(%s) into %s = %v", b, typ, err)
		}
	}
	var zero T
	if err := P(&zero).UnmarshalText(nil); err != nil || zero != *new(T) {
		t.Errorf("%s.UnmarshalText(\"\") = %v, %v", typ, zero, err)
	}
}

func TestParseURI(t *testing.T) {
	t.Parallel()
	checkVerbatim(t, wire.ParseURI, "URI", "format", "Expected string to match 'uri' format", []verbatimCase{
		{"https://example.com/path?q=1", true},
		{"http://a", true},
		{"http://a b", true}, // lax upstream rule, kept
		{"https://x\ny", true},
		{"http://ä", true},
		{"http:// ", true},
		{"https://", false},
		{"http://", false},
		{"HTTPS://x", false},
		{"Http://x", false},
		{"mailto:x@example.com", false},
		{"http:/a", false},
		{"ftp://a", false},
		{" http://a", false},
		{"http://\nx", false},
		{"http://\rx", false},
		{"http://\u2028x", false},
		{"http://\u2029x", false},
		{"http://\xff", false},
		{"", false},
	})
}

func TestParseUUID(t *testing.T) {
	t.Parallel()
	checkVerbatim(t, wire.ParseUUID, "UUID", "format", "Expected string to match 'uuid' format", []verbatimCase{
		{"123e4567-e89b-12d3-a456-426614174000", true},
		{"123E4567-E89B-12D3-A456-426614174000", true}, // case-insensitive, kept verbatim
		{"00000000-0000-0000-0000-000000000000", true},
		{"ffffffff-ffff-ffff-ffff-ffffffffffff", true},
		{"123e4567e89b12d3a456426614174000", false},
		{"123e4567-e89b-12d3-a456-42661417400", false},
		{"123e4567-e89b-12d3-a456-4266141740000", false},
		{"123e4567-e89b-12d3-a456_426614174000", false},
		{"g23e4567-e89b-12d3-a456-426614174000", false},
		{"{123e4567-e89b-12d3-a456-426614174000}", false},
		{"123e4567-e89b-12d3-a456-426614174000\n", false},
		{"", false},
	})
	if wire.MustParseUUID("123e4567-e89b-12d3-a456-426614174000") == wire.MustParseUUID("123E4567-E89B-12D3-A456-426614174000") {
		t.Error("UUID text is verbatim: different spellings are different values")
	}
}

func TestParseSemver(t *testing.T) {
	t.Parallel()
	checkVerbatim(t, wire.ParseSemver, "Semver", "pattern", `Expected string to match '^\d+\.\d+\.\d+$'`, []verbatimCase{
		{"7.0.0", true},
		{"07.0.0", true},
		{"0.0.0", true},
		{"123456789012345678901234567890.1.2", true},
		{"7.0", false},
		{"7.0.0.0", false},
		{"v7.0.0", false},
		{"7.0.0-rc.1", false},
		{"7.0.0+build", false},
		{"7..0", false},
		{".7.0.0", false},
		{"7.0.0\n", false},
		{"７.0.0", false},
		{"-7.0.0", false},
		{"", false},
	})
}

func TestParseAccountID(t *testing.T) {
	t.Parallel()
	checkVerbatim(t, wire.ParseAccountID, "account_id", "pattern", "Expected string to match '^[a-zA-Z0-9_-]+$'", []verbatimCase{
		{"acct_123-ABC", true},
		{"-", true},
		{"_", true},
		{"a b", false},
		{"a.b", false},
		{"ä", false},
		{"a\n", false},
		{"", false},
	})
	_, err := wire.ParseAccountID("")
	var pe *wire.ParseError
	if !errors.As(err, &pe) || pe.Reason != "empty string" {
		t.Errorf(`ParseAccountID("") = %v`, err)
	}
	_, err = wire.ParseAccountID("a b")
	if !errors.As(err, &pe) || pe.Reason != "must match ^[a-zA-Z0-9_-]+$" {
		t.Errorf(`ParseAccountID("a b") = %v`, err)
	}
}

func TestParseULID(t *testing.T) {
	t.Parallel()
	checkVerbatim(t, wire.ParseULID, "ULID", "pattern", "Expected string to match '^[0-7][0-9A-HJKMNP-TV-Z]{25}$'", []verbatimCase{
		{"01ARZ3NDEKTSV4RRFFQ69G5FAV", true},
		{"00000000000000000000000000", true},
		{"7ZZZZZZZZZZZZZZZZZZZZZZZZZ", true},
		{"01arz3ndektsv4rrffq69g5fav", false}, // lowercase (oklog accepts it)
		{"01ARZ3NDEKTSV4RRFFQ69G5FAI", false}, // I
		{"01ARZ3NDEKTSV4RRFFQ69G5FAL", false}, // L
		{"01ARZ3NDEKTSV4RRFFQ69G5FAO", false}, // O
		{"01ARZ3NDEKTSV4RRFFQ69G5FAU", false}, // U
		{"01ARZ3NDEKTSV4RRFFQ69G5FA", false},
		{"01ARZ3NDEKTSV4RRFFQ69G5FAVV", false},
		{"01ARZ3NDEKTSV4RRFFQ69G5FA\n", false},
		{"", false},
	})
	_, err := wire.ParseULID("8ZZZZZZZZZZZZZZZZZZZZZZZZZ")
	var pe *wire.ParseError
	if !errors.Is(err, wire.ErrRange) || !errors.As(err, &pe) || pe.Type != "ULID" {
		t.Errorf("ParseULID above 128 bits = %v, want ErrRange", err)
	}
	u := wire.MustParseULID("01ARZ3NDEKTSV4RRFFQ69G5FAV")
	if u.ULID().String() != "01ARZ3NDEKTSV4RRFFQ69G5FAV" || wire.ULIDFrom(u.ULID()) != u {
		t.Errorf("ULID() = %v", u.ULID())
	}
	if got := u.Time().UnixMilli(); got != 1469922850259 {
		t.Errorf("Time() = %v (%d ms)", u.Time(), got)
	}
	if zero := (wire.ULID{}); !zero.IsZero() || zero.String() != "" || !zero.Time().IsZero() || zero == wire.MustParseULID("00000000000000000000000000") {
		t.Error("the zero ULID must be absent and distinct from the all-zero ULID")
	}
}
