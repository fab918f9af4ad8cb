package routing_test

import (
	"errors"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/routing"
	"github.com/hounfour-go/hounfour/x402"
)

// TestEconomicsTypesContract: the model-routing economics and x402 types
// are document types of contract 8.x only: under contract 7.0.0 a decode
// is refused with ErrNotInContract, even for a document valid under 8.7.0.
func TestEconomicsTypesContract(t *testing.T) {
	for _, c := range []struct {
		doc string
		v   hounfour.Validator
	}{
		{`{"event_id":"550e8400-e29b-41d4-a716-446655440000","trigger_type":"periodic","before_composition_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","after_composition_id":"6ba7b811-9dad-11d1-80b4-00c04fd430c8","occurred_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`,
			new(routing.RebalanceEvent)},
		{`{"input":"3","output":"15"}`, new(routing.CostPerToken)},
		{`"periodic"`, new(routing.RebalanceTrigger)},
		{`{"payment_header":"x402 abc","quote_id":"550e8400-e29b-41d4-a716-446655440000"}`, new(x402.PaymentProof)},
		{`"QUOTE_EXPIRED"`, new(x402.ErrorCode)},
	} {
		if err := (hounfour.Options{Contract: hounfour.Contract870}).Decode([]byte(c.doc), c.v); err != nil {
			t.Errorf("%T under 8.7.0: %v", c.v, err)
		}
		if err := (hounfour.Options{Contract: hounfour.Contract700}).Decode([]byte(c.doc), c.v); !errors.Is(err, hounfour.ErrNotInContract) {
			t.Errorf("%T under 7.0.0: %v, want ErrNotInContract", c.v, err)
		}
	}
}
