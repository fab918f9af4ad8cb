package wire_test

import (
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/wire"
)

func TestParseNftID(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in, canonical string
		chain         uint64
		collection    string
		token         string
	}{
		{
			"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42",
			"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42",
			1, "0x5Af0D9827E0c53E4799BB226655A1de152A425a5", "42",
		},
		{
			"eip155:137/0x5af0d9827e0c53e4799bb226655a1de152a425a5/999",
			"eip155:137/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/999",
			137, "0x5Af0D9827E0c53E4799BB226655A1de152A425a5", "999",
		},
		{
			"eip155:8453/0x5AF0D9827E0C53E4799BB226655A1DE152A425A5/007",
			"eip155:8453/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/007",
			8453, "0x5Af0D9827E0c53E4799BB226655A1de152A425a5", "007",
		},
		{
			"eip155:18446744073709551615/0x0000000000000000000000000000000000000000/0",
			"eip155:18446744073709551615/0x0000000000000000000000000000000000000000/0",
			18446744073709551615, "0x0000000000000000000000000000000000000000", "0",
		},
		{
			"eip155:1/0x1234567890abcdef1234567890abcdef12345678/123456789012345678901234567890123456789012345678901234567890",
			"eip155:1/0x1234567890AbcdEF1234567890aBcdef12345678/123456789012345678901234567890123456789012345678901234567890",
			1, "0x1234567890AbcdEF1234567890aBcdef12345678", "123456789012345678901234567890123456789012345678901234567890",
		},
	}
	for i, tc := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			id, err := wire.ParseNftID(tc.in)
			if err != nil {
				t.Errorf("ParseNftID(%q): %v", tc.in, err)
				return
			}
			if id.String() != tc.canonical || id.ChainID() != tc.chain || id.Collection().String() != tc.collection || id.TokenID() != tc.token {
				t.Errorf("ParseNftID(%q) = %s (%d, %s, %s)", tc.in, id, id.ChainID(), id.Collection(), id.TokenID())
			}
			if !wire.IsValidNftID(tc.in) {
				t.Errorf("IsValidNftID(%q) = false", tc.in)
			}
			again, err := wire.FormatNftID(id.ChainID(), id.Collection(), id.TokenID())
			if err != nil || again != id || again.String() != tc.canonical {
				t.Errorf("FormatNftID of the parts of %q = %v, %v", tc.in, again, err)
			}
		})
	}
	if wire.MustParseNftID("eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/7") == wire.MustParseNftID("eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/007") {
		t.Error("token ids 7 and 007 must differ")
	}
}

func TestParseNftIDInvalid(t *testing.T) {
	t.Parallel()
	pattern := "Expected string to match '" + wire.NftIDPattern + "'"
	tests := []struct {
		in       string
		sentinel error
		rule     string
		message  string
	}{
		{"", wire.ErrSyntax, "pattern", pattern},
		{"not-a-nft-id", wire.ErrSyntax, "pattern", pattern},
		{"eip155:1/0xZZZZ/42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:0/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:01/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/", wire.ErrSyntax, "pattern", pattern},
		{"0x5af0d9827e0c53e4799bb226655a1de152a425a5", wire.ErrSyntax, "pattern", pattern},
		{"EIP155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:1/0X5af0d9827e0c53e4799bb226655a1de152a425a5/42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42\n", wire.ErrSyntax, "pattern", pattern},
		{"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/4a", wire.ErrSyntax, "pattern", pattern},
		{"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5//42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:1//0x5af0d9827e0c53e4799bb226655a1de152a425a5/42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a55/42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a/42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:-1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42", wire.ErrSyntax, "pattern", pattern},
		{"eip155:１/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42", wire.ErrSyntax, "pattern", pattern},
		{
			"eip155:18446744073709551616/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42", wire.ErrRange,
			"nft-id-chain-range", "NftId chain id out of range: 18446744073709551616",
		},
		{
			// The range is checked before the checksum.
			"eip155:99999999999999999999999/0x5af0D9827E0c53E4799BB226655A1de152A425a5/42", wire.ErrRange,
			"nft-id-chain-range", "NftId chain id out of range: 99999999999999999999999",
		},
		{
			"eip155:1/0x5af0D9827E0c53E4799BB226655A1de152A425a5/42", wire.ErrChecksum, "address-checksum",
			"address checksum mismatch: got 0x5af0D9827E0c53E4799BB226655A1de152A425a5, want 0x5Af0D9827E0c53E4799BB226655A1de152A425a5",
		},
	}
	for _, tc := range tests {
		t.Run(tc.rule, func(t *testing.T) {
			_, err := wire.ParseNftID(tc.in)
			if !errors.Is(err, tc.sentinel) {
				t.Errorf("ParseNftID(%q) = %v, want an error wrapping %v", tc.in, err, tc.sentinel)
				return
			}
			var pe *wire.ParseError
			if !errors.As(err, &pe) || pe.Type != "NftID" || pe.Input != tc.in {
				t.Errorf("ParseNftID(%q) error = %#v", tc.in, err)
				return
			}
			if rule, msg := pe.Violation(); rule != tc.rule || msg != tc.message {
				t.Errorf("ParseNftID(%q) violation = %q, %q; want %q, %q", tc.in, rule, msg, tc.rule, tc.message)
			}
			if wire.IsValidNftID(tc.in) {
				t.Errorf("IsValidNftID(%q) = true", tc.in)
			}
			if tc.in != "" {
				var id wire.NftID
				b, _ := json.Marshal(tc.in)
				if err := json.Unmarshal(b, &id); !errors.Is(err, tc.sentinel) {
					t.Errorf("json.Unmarshal(%s) = %v, want an error wrapping %v", b, err, tc.sentinel)
				}
			}
		})
	}
}

func TestFormatNftID(t *testing.T) {
	t.Parallel()
	addr := wire.MustParseAddress("0x5Af0D9827E0c53E4799BB226655A1de152A425a5")
	id, err := wire.FormatNftID(1, addr, "42")
	if err != nil || id.String() != "eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42" {
		t.Fatalf("FormatNftID = %v, %v", id, err)
	}
	tests := []struct {
		chain    uint64
		addr     wire.Address
		token    string
		sentinel error
		errText  string
	}{
		{0, addr, "42", wire.ErrRange, `wire.FormatNftID("eip155:0/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42"): chain id must be at least 1`},
		{1, wire.Address{}, "42", wire.ErrSyntax, `wire.FormatNftID("eip155:1//42"): collection is absent`},
		{1, addr, "", wire.ErrSyntax, `wire.FormatNftID("eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/"): token id must match ^[0-9]+$`},
		{1, addr, "abc", wire.ErrSyntax, `wire.FormatNftID("eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/abc"): token id must match ^[0-9]+$`},
		{1, addr, "-1", wire.ErrSyntax, `wire.FormatNftID("eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/-1"): token id must match ^[0-9]+$`},
	}
	for _, tc := range tests {
		t.Run(tc.token, func(t *testing.T) {
			id, err := wire.FormatNftID(tc.chain, tc.addr, tc.token)
			if !errors.Is(err, tc.sentinel) || !id.IsZero() || err.Error() != tc.errText {
				t.Errorf("FormatNftID(%d, %v, %q) = %v, %v; want %s", tc.chain, tc.addr, tc.token, id, err, tc.errText)
			}
		})
	}
}

func TestNftIDZero(t *testing.T) {
	t.Parallel()
	var id wire.NftID
	if !id.IsZero() || id.String() != "" || id.ChainID() != 0 || !id.Collection().IsZero() || id.TokenID() != "" {
		t.Fatal("the zero NftID must be absent with empty parts")
	}
	if b, err := id.MarshalText(); err != nil || len(b) != 0 {
		t.Fatalf("zero MarshalText = %q, %v", b, err)
	}
	id = wire.MustParseNftID("eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42")
	if err := id.UnmarshalText(nil); err != nil || !id.IsZero() {
		t.Fatalf("UnmarshalText(\"\") = %v, %v", id, err)
	}
}

// TestNftIDUpstreamVectors runs upstream's agent/nft-id.json vectors.
func TestNftIDUpstreamVectors(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(upstreamdata.Dir(t, "vectors", "agent", "nft-id.json"))
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Valid []struct {
			ID, Input string
		}
		Roundtrip []struct {
			ID         string
			ChainID    uint64 `json:"chainId"`
			Collection string
			TokenID    string `json:"tokenId"`
			Expected   string
		}
		Checksum []struct {
			ID, Input, Expected string
		}
		Invalid []struct {
			ID, Input string
		}
	}
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range v.Valid {
		if _, err := wire.ParseNftID(c.Input); err != nil {
			t.Errorf("%s: %v", c.ID, err)
		}
		n++
	}
	for _, c := range v.Roundtrip {
		id, err := wire.FormatNftID(c.ChainID, wire.MustParseAddress(c.Collection), c.TokenID)
		if err != nil || id.String() != c.Expected {
			t.Errorf("%s: FormatNftID = %v, %v; want %s", c.ID, id, err, c.Expected)
		}
		if p, err := wire.ParseNftID(c.Expected); err != nil || p != id {
			t.Errorf("%s: ParseNftID = %v, %v", c.ID, p, err)
		}
		n++
	}
	for _, c := range v.Checksum {
		if a, err := wire.ParseAddress(c.Input); err != nil || a.String() != c.Expected {
			t.Errorf("%s: ParseAddress = %v, %v; want %s", c.ID, a, err, c.Expected)
		}
		n++
	}
	for _, c := range v.Invalid {
		if _, err := wire.ParseNftID(c.Input); !errors.Is(err, wire.ErrSyntax) {
			t.Errorf("%s: ParseNftID(%q) = %v, want ErrSyntax", c.ID, c.Input, err)
		}
		n++
	}
	if n != 11 {
		t.Errorf("ran %d upstream vectors, want 11", n)
	}
	t.Logf("%d upstream nft-id vectors pass", n)
}
