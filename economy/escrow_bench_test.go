package economy_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"
)

// benchEscrow is a released escrow with every optional member but
// dispute_id (347 bytes).
var benchEscrow = []byte(`{"escrow_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","payer_id":"agent-payer","payee_id":"agent-payee",` +
	`"amount_micro":"2500000","state":"released","held_at":"2026-02-17T10:00:00Z","released_at":"2026-02-17T12:00:00.250Z",` +
	`"expires_at":"2026-02-18T10:00:00Z","contract_version":"7.0.0"}`)

// benchDividend is a distributed dividend with provenance and four
// recipients.
var benchDividend = []byte(`{"dividend_id":"div-2026-02","pool_id":"pool-alpha","total_micro":"1000000","governance":"algorithmic",` +
	`"period_start":"2026-02-01T00:00:00Z","period_end":"2026-03-01T00:00:00Z","source_performance_ids":["perf-1","perf-2","perf-3"],` +
	`"distribution":{"recipients":[` +
	`{"address":"0xCommonsPool","role":"commons","share_bps":4000,"amount_micro":"400000"},` +
	`{"address":"agent-performer-1","role":"agent_performer","share_bps":3000,"amount_micro":"300000"},` +
	`{"address":"agent-performer-2","role":"agent_performer","share_bps":2000,"amount_micro":"200000"},` +
	`{"address":"0xPlatform","role":"platform","share_bps":1000,"amount_micro":"100000"}]},"contract_version":"7.0.0"}`)

// BenchmarkDecodeEscrowEntry is the strict decode plus full validation: the
// cross-field rules and the constraint-file rules.
func BenchmarkDecodeEscrowEntry(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchEscrow)))
	for b.Loop() {
		var e economy.EscrowEntry
		if err := hounfour.Decode(benchEscrow, &e); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeEscrowEntryNoValidate is the baseline: the type's own
// structural decode (UnmarshalJSON) of the same bytes.
func BenchmarkDecodeEscrowEntryNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchEscrow)))
	for b.Loop() {
		var e economy.EscrowEntry
		if err := e.UnmarshalJSON(benchEscrow); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEscrowEntryRatio interleaves both decodes in every iteration and
// reports decode/novalidate (target ≤ 1.5).
func BenchmarkEscrowEntryRatio(b *testing.B) {
	benchratio.Decode[economy.EscrowEntry](b, benchEscrow, false)
}

// BenchmarkDecodeCommonsDividend is the strict decode plus full validation.
func BenchmarkDecodeCommonsDividend(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchDividend)))
	for b.Loop() {
		var d economy.CommonsDividend
		if err := hounfour.Decode(benchDividend, &d); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeCommonsDividendNoValidate is the structural-decode
// baseline.
func BenchmarkDecodeCommonsDividendNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchDividend)))
	for b.Loop() {
		var d economy.CommonsDividend
		if err := d.UnmarshalJSON(benchDividend); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCommonsDividendRatio interleaves both decodes in every iteration
// and reports decode/novalidate (target ≤ 1.5).
func BenchmarkCommonsDividendRatio(b *testing.B) {
	benchratio.Decode[economy.CommonsDividend](b, benchDividend, false)
}
