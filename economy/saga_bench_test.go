package economy_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/economy"
)

// benchSaga is a settled saga with four steps (one with an exchange rate),
// one compensation step, two participants and an error (2.2 KB).
var benchSaga = []byte(`{"saga_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","bridge_id":"1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",` +
	`"source_registry":"2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e","target_registry":"3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f",` +
	`"saga_type":"atomic","status":"settled","steps":[` +
	`{"step_id":"s-reserve","step_type":"reserve","participant":"agent-a","status":"completed","amount_micro":"1000000","started_at":"2026-02-01T10:00:00Z","completed_at":"2026-02-01T10:00:30Z"},` +
	`{"step_id":"s-validate","step_type":"validate","participant":"agent-b","status":"completed","amount_micro":"1000000","started_at":"2026-02-01T10:00:30Z","completed_at":"2026-02-01T10:01:00Z"},` +
	`{"step_id":"s-transfer","step_type":"transfer","participant":"agent-a","status":"completed","amount_micro":"1000000","exchange_rate":{"rate_type":"fixed","value":"1.25","governance_proposal_required":false,"staleness_threshold_seconds":3600},"started_at":"2026-02-01T10:01:00Z","completed_at":"2026-02-01T10:01:40.250Z"},` +
	`{"step_id":"s-settle","step_type":"settle","participant":"agent-b","status":"completed","amount_micro":"1250000","started_at":"2026-02-01T10:01:40.250Z","completed_at":"2026-02-01T10:02:00Z"}],` +
	`"compensation_steps":[{"step_id":"c-release","step_type":"reserve","participant":"agent-a","status":"pending","amount_micro":"1000000","started_at":null,"completed_at":null}],` +
	`"timeout":{"total_seconds":3600,"per_step_seconds":300},"participants":[` +
	`{"agent_id":"agent-a","role":"initiator","registry_id":"2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e","trust_scopes":{"scopes":{"billing":"verified","inference":"trusted"},"default_level":"basic"}},` +
	`{"agent_id":"agent-b","role":"counterparty","registry_id":"3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f","trust_scopes":{"scopes":{},"default_level":"verified"}}],` +
	`"initiated_at":"2026-02-01T10:00:00Z","settled_at":"2026-02-01T10:02:00Z",` +
	`"error":{"error_code":"NONE","message":"settled after a retry","recoverable":true},"contract_version":"7.0.0"}`)

// BenchmarkDecodeBridgeTransferSaga is the strict decode plus full
// validation, the constraint-file rules included (deviation 8).
func BenchmarkDecodeBridgeTransferSaga(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchSaga)))
	for b.Loop() {
		var s economy.BridgeTransferSaga
		if err := hounfour.Decode(benchSaga, &s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeBridgeTransferSagaSchemaOnly is the strict decode plus the
// schema-only validation (ValidateSchema): the cost of the constraint rules
// is the difference to BenchmarkDecodeBridgeTransferSaga.
func BenchmarkDecodeBridgeTransferSagaSchemaOnly(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchSaga)))
	for b.Loop() {
		var s economy.BridgeTransferSaga
		if err := s.UnmarshalJSON(benchSaga); err != nil {
			b.Fatal(err)
		}
		if err := s.ValidateSchema(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeBridgeTransferSagaNoValidate is the baseline: the type's own
// structural decode (UnmarshalJSON) of the same bytes.
func BenchmarkDecodeBridgeTransferSagaNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchSaga)))
	for b.Loop() {
		var s economy.BridgeTransferSaga
		if err := s.UnmarshalJSON(benchSaga); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBridgeTransferSagaRatio interleaves the full decode+validate and
// the no-validation baseline of the same bytes in every iteration, so load
// on a shared machine affects both alike; it reports decode/novalidate
// (target ≤ 3 with the constraint rules included).
func BenchmarkBridgeTransferSagaRatio(b *testing.B) {
	benchratio.Decode[economy.BridgeTransferSaga](b, benchSaga, false)
}
