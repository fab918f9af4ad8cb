package wire_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/wire"
)

var (
	benchNftIDs = map[string]string{
		"lowercase": "eip155:137/0x5af0d9827e0c53e4799bb226655a1de152a425a5/999",
		"eip55":     "eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42",
	}
	benchAddresses = map[string]string{
		"lowercase": "0x5af0d9827e0c53e4799bb226655a1de152a425a5",
		"eip55":     "0x5Af0D9827E0c53E4799BB226655A1de152A425a5",
	}
	benchMicro = map[string]string{
		"small":     "123456789",
		"canonical": "-98765432109876543210987654321",
		"zeros":     "000000000000000000000123456789",
	}
	benchTimestamps = map[string]string{
		"utc":    "2026-02-17T09:30:38.622Z",
		"offset": "2026-02-17T11:30:38.123456789012+02:00",
	}
	sinkErr error
)

func benchParse[T any](b *testing.B, inputs map[string]string, parse func(string) (T, error)) {
	for _, name := range []string{"lowercase", "eip55", "small", "canonical", "zeros", "utc", "offset"} {
		in, ok := inputs[name]
		if !ok {
			continue
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_, sinkErr = parse(in)
			}
			if sinkErr != nil {
				b.Fatal(sinkErr)
			}
		})
	}
}

func BenchmarkParseNftID(b *testing.B)     { benchParse(b, benchNftIDs, wire.ParseNftID) }
func BenchmarkParseAddress(b *testing.B)   { benchParse(b, benchAddresses, wire.ParseAddress) }
func BenchmarkParseMicroUSD(b *testing.B)  { benchParse(b, benchMicro, wire.ParseMicroUSD) }
func BenchmarkParseTimestamp(b *testing.B) { benchParse(b, benchTimestamps, wire.ParseTimestamp) }

func BenchmarkNftIDString(b *testing.B) {
	id := wire.MustParseNftID(benchNftIDs["eip55"])
	b.ReportAllocs()
	for b.Loop() {
		_ = id.String()
	}
}

// TestParseAllocations guards the hot paths: parsing accepted text allocates nothing.
func TestParseAllocations(t *testing.T) {
	if race.Enabled {
		t.Skip("sync.Pool drops items under the race detector")
	}
	cases := map[string]func(){
		"ParseNftID lowercase":   func() { _, sinkErr = wire.ParseNftID(benchNftIDs["lowercase"]) },
		"ParseNftID eip55":       func() { _, sinkErr = wire.ParseNftID(benchNftIDs["eip55"]) },
		"ParseAddress lowercase": func() { _, sinkErr = wire.ParseAddress(benchAddresses["lowercase"]) },
		"ParseAddress eip55":     func() { _, sinkErr = wire.ParseAddress(benchAddresses["eip55"]) },
		"ParseMicroUSD":          func() { _, sinkErr = wire.ParseMicroUSD(benchMicro["canonical"]) },
		"ParseTimestamp":         func() { _, sinkErr = wire.ParseTimestamp(benchTimestamps["offset"]) },
	}
	for name, f := range cases {
		t.Run(name, func(t *testing.T) {
			if n := testing.AllocsPerRun(100, f); n != 0 {
				t.Errorf("%s: %v allocations, want 0", name, n)
			}
		})
	}
	id := wire.MustParseNftID(benchNftIDs["eip55"])
	if n := testing.AllocsPerRun(100, func() { _ = id.String() }); n > 1 {
		t.Errorf("NftID.String: %v allocations, want ≤ 1", n)
	}
}
