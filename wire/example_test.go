package wire_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/hounfour-go/hounfour/wire"
)

func ExampleTimestamp() {
	a := wire.MustParseTimestamp("2026-02-17T10:00:00Z")
	b := wire.MustParseTimestamp("2026-02-17T12:00:00.000+02:00")
	fmt.Println(b)                  // verbatim
	fmt.Println(a == b, a.Equal(b)) // text differs, instant is the same
	fmt.Println(b.Time())
	fmt.Println(wire.TimestampFrom(time.Date(2026, 2, 17, 9, 30, 38, 622000000, time.UTC)))
	_, err := wire.ParseTimestamp("2026-02-29T00:00:00Z")
	fmt.Println(err)
	// Output:
	// 2026-02-17T12:00:00.000+02:00
	// false true
	// 2026-02-17 10:00:00 +0000 UTC
	// 2026-02-17T09:30:38.622Z
	// wire.ParseTimestamp("2026-02-29T00:00:00Z"): day out of range
}

func ExampleTimestamp_Compare() {
	a := wire.MustParseTimestamp("2026-02-17T10:00:00.1234567891Z")
	b := wire.MustParseTimestamp("2026-02-17T10:00:00.1234567892Z")
	fmt.Println(a.Compare(b), a.Before(b), a.Time().Equal(b.Time()))
	// Output: -1 true true
}

func ExampleTimestamp_CompareMilli() {
	// Digits past the millisecond do not count, as in JavaScript's Date.
	a := wire.MustParseTimestamp("2026-01-01T00:00:00.0009Z")
	b := wire.MustParseTimestamp("2026-01-01T00:00:00Z")
	c := wire.MustParseTimestamp("2026-01-01T02:00:00.001+02:00")
	fmt.Println(a.Compare(b), a.CompareMilli(b), c.CompareMilli(b))
	// Output: 1 0 1
}

func ExampleURI() {
	for _, s := range []string{"https://example.com/agent", "http://a b", "HTTPS://example.com"} {
		u, err := wire.ParseURI(s)
		fmt.Printf("%q %v\n", u, err)
	}
	// Output:
	// "https://example.com/agent" <nil>
	// "http://a b" <nil>
	// "" wire.ParseURI("HTTPS://example.com"): must start with "http://" or "https://"
}

func ExampleUUID() {
	u := wire.MustParseUUID("123E4567-e89b-12d3-a456-426614174000")
	fmt.Println(u)
	// Output: 123E4567-e89b-12d3-a456-426614174000
}

func ExampleSemver() {
	v, err := wire.ParseSemver("07.0.0")
	fmt.Println(v, err)
	_, err = wire.ParseSemver("7.0.0-rc.1")
	fmt.Println(err)
	// Output:
	// 07.0.0 <nil>
	// wire.ParseSemver("7.0.0-rc.1"): must match ^\d+\.\d+\.\d+$
}

func ExampleMicroUSD() {
	m := wire.MustParseMicroUSD("-0015")
	fmt.Println(m, m.Sign())
	half, _ := m.MulBPS(5000) // truncated toward zero
	fmt.Println(half)
	fmt.Println(m.Add(wire.MicroUSDFromInt64(20)))
	_, err := m.Sub(wire.MicroUSDFromInt64(1))
	fmt.Println(err)
	out, _ := json.Marshal(struct {
		Amount wire.MicroUSD `json:"amount_micro"`
		Delta  wire.MicroUSD `json:"delta_micro,omitzero"`
	}{Amount: m})
	fmt.Println(string(out))
	// Output:
	// -15 -1
	// -7
	// 5
	// Underflow: -15 - 1 would produce a negative result
	// {"amount_micro":"-15"}
}

func ExampleAddMicro() {
	fmt.Println(wire.AddMicro("007", "-0"))
	fmt.Println(wire.SubtractMicro("3", "5"))
	fmt.Println(wire.MultiplyBPS("-15", 5000))
	// Output:
	// 7 <nil>
	//  Underflow: 3 - 5 would produce a negative result
	// -7 <nil>
}

func ExampleMicroUSDUnsigned() {
	rate := wire.MustParseMicroUSDUnsigned("0003000000")
	fmt.Println(rate)
	_, err := wire.ParseMicroUSDUnsigned("-0")
	fmt.Println(err, errors.Is(err, wire.ErrRange))
	// Output:
	// 3000000
	// wire.ParseMicroUSDUnsigned("-0"): negative value true
}

func ExampleBasisPoints() {
	var r struct {
		Share wire.BasisPoints `json:"share_bps"`
	}
	fmt.Println(json.Unmarshal([]byte(`{"share_bps":5e3}`), &r), r.Share)
	fmt.Println(json.Unmarshal([]byte(`{"share_bps":10001}`), &r))
	// Output:
	// <nil> 5000
	// wire.BasisPoints.UnmarshalJSON("10001"): out of range [0, 10000]
}

func ExampleAccountID() {
	_, err := wire.ParseAccountID("tenant 1")
	fmt.Println(wire.MustParseAccountID("tenant_1"), err)
	// Output: tenant_1 wire.ParseAccountID("tenant 1"): must match ^[a-zA-Z0-9_-]+$
}

func ExampleAddress() {
	a := wire.MustParseAddress("0x5af0d9827e0c53e4799bb226655a1de152a425a5")
	fmt.Println(a) // EIP-55
	_, err := wire.ParseAddress("0x5af0D9827E0c53E4799BB226655A1de152A425a5")
	fmt.Println(errors.Is(err, wire.ErrChecksum))
	fmt.Println(err.(*wire.ParseError).Violation())
	// Output:
	// 0x5Af0D9827E0c53E4799BB226655A1de152A425a5
	// true
	// address-checksum address checksum mismatch: got 0x5af0D9827E0c53E4799BB226655A1de152A425a5, want 0x5Af0D9827E0c53E4799BB226655A1de152A425a5
}

func ExampleNftID() {
	id := wire.MustParseNftID("eip155:137/0x5af0d9827e0c53e4799bb226655a1de152a425a5/007")
	fmt.Println(id)
	fmt.Println(id.ChainID(), id.Collection(), id.TokenID())
	_, err := wire.ParseNftID("eip155:18446744073709551616/0x5af0d9827e0c53e4799bb226655a1de152a425a5/1")
	fmt.Println(err.(*wire.ParseError).Violation())
	// Output:
	// eip155:137/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/007
	// 137 0x5Af0D9827E0c53E4799BB226655A1de152A425a5 007
	// nft-id-chain-range NftId chain id out of range: 18446744073709551616
}

func ExampleFormatNftID() {
	collection := wire.MustParseAddress("0x5Af0D9827E0c53E4799BB226655A1de152A425a5")
	id, err := wire.FormatNftID(1, collection, "42")
	fmt.Println(id, err)
	_, err = wire.FormatNftID(0, collection, "42")
	fmt.Println(err)
	// Output:
	// eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42 <nil>
	// wire.FormatNftID("eip155:0/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42"): chain id must be at least 1
}

func ExampleULID() {
	u := wire.MustParseULID("01ARZ3NDEKTSV4RRFFQ69G5FAV")
	fmt.Println(u, u.Time())
	_, err := wire.ParseULID("01arz3ndektsv4rrffq69g5fav")
	fmt.Println(err)
	// Output:
	// 01ARZ3NDEKTSV4RRFFQ69G5FAV 2016-07-30 23:54:10.259 +0000 UTC
	// wire.ParseULID("01arz3ndektsv4rrffq69g5fav"): must match ^[0-7][0-9A-HJKMNP-TV-Z]{25}$
}

func ExamplePoolID() {
	fmt.Println(wire.PoolIDs())
	fmt.Println(wire.PoolReviewer.Valid(), wire.PoolID("Cheap").Valid())
	_, err := wire.ParsePoolID("gpu")
	fmt.Println(err)
	// Output:
	// [cheap fast-code reviewer reasoning architect]
	// true false
	// wire.ParsePoolID("gpu"): unknown pool id (valid: cheap, fast-code, reviewer, reasoning, architect)
}

func ExampleTier() {
	fmt.Println(wire.TierPoolAccess(wire.TierPro), wire.TierDefaultPool(wire.TierEnterprise))
	fmt.Println(wire.TierHasAccess(wire.TierFree, wire.PoolArchitect), wire.TierHasAccess("gold", wire.PoolCheap))
	// Output:
	// [cheap fast-code reviewer] reviewer
	// false false
}

func ExampleParseError() {
	_, err := wire.ParseMicroUSD("+100")
	var pe *wire.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Type, pe.Reason, errors.Is(err, wire.ErrSyntax))
		fmt.Println(pe.Violation())
	}
	// Output:
	// micro_usd plus sign prefix true
	// pattern Expected string to match '^-?[0-9]+$'
}
