package x402_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/x402"
)

// A 1,000,001-digit amount is rejected for its length before any digit is
// converted: one maxLength violation with a short message, the error's
// text short too, and the work a small multiple of the input.
func TestHostileAmountDigits(t *testing.T) {
	huge := strings.Repeat("9", 1_000_001)
	doc := []byte(`{"payment_id":"550e8400-e29b-41d4-a716-446655440000","quote_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8",` +
		`"actual_cost_micro":"` + huge + `","settlement_status":"confirmed","chain_id":1,` +
		`"token_address":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"}`)
	_ = hounfour.Decode(doc, new(x402.Settlement)) // plans and tables, built once
	var err error
	bytes, allocs := hostile.Allocated(func() { err = hounfour.Decode(doc, new(x402.Settlement)) })
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) || len(ve.Violations) != 1 || ve.Violations[0].Rule != "maxLength" ||
		ve.Violations[0].Path != "/actual_cost_micro" {
		t.Fatalf("%.300v, want one maxLength violation", err)
	}
	if len(err.Error()) > 200 {
		t.Errorf("error text of %d bytes", len(err.Error()))
	}
	if bytes > 3*uint64(len(doc)) || allocs > 100 {
		t.Errorf("%d bytes in %d allocations for %d bytes of input", bytes, allocs, len(doc))
	}
	_, perr := x402.ParseAmount(huge)
	if len(perr.Error()) > 100 {
		t.Errorf("ParseAmount's error text of %d bytes", len(perr.Error()))
	}
}
