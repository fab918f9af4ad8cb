package wire_test

import (
	"errors"
	"testing"

	"github.com/hounfour-go/hounfour/wire"
)

func TestParseErrorText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		err  error
		want string
	}{
		{second(wire.ParseAddress("0xzz")), `wire.ParseAddress("0xzz"): must match ^0x[a-fA-F0-9]{40}$`},
		{second(wire.ParseMicroUSD("")), `wire.ParseMicroUSD(""): empty string`},
		{second(wire.ParseTimestamp("2026-02-30T00:00:00Z")), `wire.ParseTimestamp("2026-02-30T00:00:00Z"): day out of range`},
		{second(wire.ParseURI("ftp://x")), `wire.ParseURI("ftp://x"): must start with "http://" or "https://"`},
		{second(wire.ParseNftID("eip155:1/x\n")), `wire.ParseNftID("eip155:1/x\n"): must match ^eip155:[1-9]\d*\/0x[a-fA-F0-9]{40}\/\d+$`},
		{second(wire.MicroUSDFromInt64(-3).Unsigned()), `wire.MicroUSD.Unsigned("-3"): negative value`},
		{&wire.ParseError{Type: "Thing", Input: "x", Reason: "bad"}, `wire.ParseThing("x"): bad`},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			if tc.err == nil || tc.err.Error() != tc.want {
				t.Errorf("Error() = %v, want %s", tc.err, tc.want)
			}
		})
	}
}

func TestParseErrorUnwrap(t *testing.T) {
	t.Parallel()
	e := &wire.ParseError{Type: "Address", Input: "x", Reason: "r", Err: wire.ErrChecksum}
	if !errors.Is(e, wire.ErrChecksum) || errors.Is(e, wire.ErrSyntax) {
		t.Fatal("Unwrap must return the sentinel")
	}
	// A hand-built error gets its type's default violation.
	if rule, msg := e.Violation(); rule != "pattern" || msg != "Expected string to match '^0x[a-fA-F0-9]{40}$'" {
		t.Errorf("Violation() = %q, %q", rule, msg)
	}
	if rule, msg := (&wire.ParseError{Type: "Other"}).Violation(); rule != "" || msg != "" {
		t.Errorf("Violation() of an unknown type = %q, %q", rule, msg)
	}
}

func second[T any](_ T, err error) error { return err }
