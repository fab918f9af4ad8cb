package wire_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto/keccak"

	"github.com/hounfour-go/hounfour/wire"
)

// The specification's EIP-55 reference values.
var eip55Table = []struct{ lower, eip55 string }{
	{"0x5af0d9827e0c53e4799bb226655a1de152a425a5", "0x5Af0D9827E0c53E4799BB226655A1de152A425a5"},
	{"0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"},
	{"0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb", "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB"},
	{"0x0000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000"},
	{"0x1234567890abcdef1234567890abcdef12345678", "0x1234567890AbcdEF1234567890aBcdef12345678"},
}

func TestKeccakSanity(t *testing.T) {
	t.Parallel()
	h := keccak.NewLegacyKeccak256()
	const want = "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
	if got := common.Bytes2Hex(h.Sum(nil)); got != want {
		t.Fatalf("Keccak-256(\"\") = %s, want %s", got, want)
	}
}

func TestAddressEIP55(t *testing.T) {
	t.Parallel()
	for _, tc := range eip55Table {
		t.Run(tc.lower, func(t *testing.T) {
			for _, in := range []string{tc.lower, "0x" + strings.ToUpper(tc.lower[2:]), tc.eip55} {
				a, err := wire.ParseAddress(in)
				if err != nil {
					t.Errorf("ParseAddress(%q): %v", in, err)
					continue
				}
				if a.String() != tc.eip55 {
					t.Errorf("ParseAddress(%q).String() = %q, want %q", in, a, tc.eip55)
				}
				if b, _ := a.MarshalText(); string(b) != tc.eip55 {
					t.Errorf("ParseAddress(%q).MarshalText() = %q, want %q", in, b, tc.eip55)
				}
				if a != wire.MustParseAddress(tc.lower) || !a.Equal(wire.MustParseAddress(tc.eip55)) {
					t.Errorf("ParseAddress(%q) differs from the other spellings", in)
				}
			}
		})
	}
}

func TestParseAddressInvalid(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in       string
		sentinel error
		rule     string
		message  string
	}{
		{"", wire.ErrSyntax, "pattern", "Expected string to match '^0x[a-fA-F0-9]{40}$'"},
		{"0xzz", wire.ErrSyntax, "pattern", "Expected string to match '^0x[a-fA-F0-9]{40}$'"},
		{"0X5af0d9827e0c53e4799bb226655a1de152a425a5", wire.ErrSyntax, "pattern", "Expected string to match '^0x[a-fA-F0-9]{40}$'"},
		{"5af0d9827e0c53e4799bb226655a1de152a425a5", wire.ErrSyntax, "pattern", "Expected string to match '^0x[a-fA-F0-9]{40}$'"},
		{"0x5af0d9827e0c53e4799bb226655a1de152a425a", wire.ErrSyntax, "pattern", "Expected string to match '^0x[a-fA-F0-9]{40}$'"},
		{"0x5af0d9827e0c53e4799bb226655a1de152a425a55", wire.ErrSyntax, "pattern", "Expected string to match '^0x[a-fA-F0-9]{40}$'"},
		{"0x5af0d9827e0c53e4799bb226655a1de152a425ag", wire.ErrSyntax, "pattern", "Expected string to match '^0x[a-fA-F0-9]{40}$'"},
		{"0x5af0d9827e0c53e4799bb226655a1de152a425a5\n", wire.ErrSyntax, "pattern", "Expected string to match '^0x[a-fA-F0-9]{40}$'"},
		{
			"0x5af0D9827E0c53E4799BB226655A1de152A425a5", wire.ErrChecksum, "address-checksum",
			"address checksum mismatch: got 0x5af0D9827E0c53E4799BB226655A1de152A425a5, want 0x5Af0D9827E0c53E4799BB226655A1de152A425a5",
		},
		{
			"0x1234567890abcdeF1234567890abcdef12345678", wire.ErrChecksum, "address-checksum",
			"address checksum mismatch: got 0x1234567890abcdeF1234567890abcdef12345678, want 0x1234567890AbcdEF1234567890aBcdef12345678",
		},
	}
	for _, tc := range tests {
		t.Run(tc.rule, func(t *testing.T) {
			_, err := wire.ParseAddress(tc.in)
			if !errors.Is(err, tc.sentinel) {
				t.Errorf("ParseAddress(%q) = %v, want an error wrapping %v", tc.in, err, tc.sentinel)
				return
			}
			var pe *wire.ParseError
			if !errors.As(err, &pe) || pe.Type != "Address" || pe.Input != tc.in {
				t.Errorf("ParseAddress(%q) error = %#v", tc.in, err)
				return
			}
			if rule, msg := pe.Violation(); rule != tc.rule || msg != tc.message {
				t.Errorf("ParseAddress(%q) violation = %q, %q; want %q, %q", tc.in, rule, msg, tc.rule, tc.message)
			}
			var a wire.Address
			if tc.in != "" {
				if err := json.Unmarshal([]byte(`"`+strings.ReplaceAll(tc.in, "\n", `\n`)+`"`), &a); !errors.Is(err, tc.sentinel) {
					t.Errorf("json.Unmarshal(%q) = %v, want an error wrapping %v", tc.in, err, tc.sentinel)
				}
			}
		})
	}
	// The specification's example: all uppercase is accepted.
	if _, err := wire.ParseAddress("0x5AF0D9827E0C53E4799BB226655A1DE152A425A5"); err != nil {
		t.Errorf("all-uppercase address rejected: %v", err)
	}
}

func TestAddressZero(t *testing.T) {
	t.Parallel()
	var zero wire.Address
	allZero := wire.MustParseAddress("0x0000000000000000000000000000000000000000")
	if !zero.IsZero() || allZero.IsZero() || zero == allZero || zero.Equal(allZero) {
		t.Fatal("the zero Address must be absent and distinct from the all-zero address")
	}
	if zero.String() != "" || zero.Common() != (common.Address{}) {
		t.Errorf("zero Address: String %q, Common %v", zero.String(), zero.Common())
	}
	if b, err := zero.MarshalText(); err != nil || len(b) != 0 {
		t.Errorf("zero MarshalText = %q, %v", b, err)
	}
	var a wire.Address = allZero
	if err := a.UnmarshalText([]byte{}); err != nil || !a.IsZero() {
		t.Errorf("UnmarshalText(\"\") = %v, %v", a, err)
	}
}

func TestAddressFromCommon(t *testing.T) {
	t.Parallel()
	c := common.HexToAddress("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359")
	a := wire.AddressFrom(c)
	if a.IsZero() || a.Common() != c || a.String() != c.Hex() {
		t.Fatalf("AddressFrom(%v) = %v", c, a)
	}
	if a != wire.MustParseAddress("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359") {
		t.Fatal("AddressFrom and ParseAddress disagree")
	}
}

func TestAddressJSON(t *testing.T) {
	t.Parallel()
	type doc struct {
		Owner wire.Address `json:"owner"`
		TBA   wire.Address `json:"tba,omitzero"`
	}
	var d doc
	if err := json.Unmarshal([]byte(`{"owner":"0x5af0d9827e0c53e4799bb226655a1de152a425a5"}`), &d); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"owner":"0x5Af0D9827E0c53E4799BB226655A1de152A425a5"}`; string(out) != want {
		t.Errorf("Marshal = %s, want %s", out, want)
	}
}
