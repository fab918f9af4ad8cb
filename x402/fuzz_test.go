package x402_test

import (
	"errors"
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/wire"
	"github.com/hounfour-go/hounfour/x402"
)

// FuzzParseAmount: ParseAmount accepts exactly the digit strings of 1 to
// 20 characters (checked against a direct statement of the rule), writes
// the canonical text, and a 21-character or longer digit string fails
// with *AmountError before anything is converted.
func FuzzParseAmount(f *testing.F) {
	for _, s := range []string{"0", "007", "99999999999999999999", "000000000000000000001", "", "-1", "+1", "1.5", "１"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := x402.ParseAmount(s)
		allDigits := s != ""
		for i := 0; i < len(s); i++ {
			allDigits = allDigits && s[i] >= '0' && s[i] <= '9'
		}
		var ae *x402.AmountError
		switch {
		case allDigits && len(s) <= x402.MaxAmountLength:
			if err != nil {
				t.Fatalf("%q: %v", s, err)
			}
			if b, _ := a.MarshalText(); string(b) != wire.MustParseMicroUSDUnsigned(s).String() || a.Big().String() != string(b) {
				t.Fatalf("%q: canonical %q", s, b)
			}
		case allDigits:
			if !errors.As(err, &ae) || !errors.Is(err, wire.ErrRange) || ae.Len != len(s) {
				t.Fatalf("%q: %v, want an *AmountError", s, err)
			}
		default:
			if err == nil || errors.As(err, &ae) {
				t.Fatalf("%q: %v, want the pattern error", s, err)
			}
		}
	})
}

func FuzzDecodeQuote(f *testing.F) {
	f.Add([]byte(`{"quote_id":"550e8400-e29b-41d4-a716-446655440000","model":"m","max_cost_micro":"00050000","payment_address":"0x5af0d9827e0c53e4799bb226655a1de152a425a5","chain_id":8453,"token_address":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","valid_until":"2026-03-01T12:00:00Z","cost_per_input_token_micro":"000000000000000000001"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[x402.Quote](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeSettlement(f *testing.F) {
	f.Add([]byte(`{"payment_id":"550e8400-e29b-41d4-a716-446655440000","quote_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","actual_cost_micro":"042000","settlement_status":"confirmed","chain_id":1,"token_address":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[x402.Settlement](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodePaymentProof(f *testing.F) {
	f.Add([]byte(`{"payment_header":"x402 abc","quote_id":"550e8400-e29b-41d4-a716-446655440000","tx_hash":"0xABABABABABABABABABABABABABABABABabababababababababababababababab"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[x402.PaymentProof](data); err != nil {
			t.Fatal(err)
		}
	})
}
