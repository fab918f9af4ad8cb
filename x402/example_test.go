package x402_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/x402"
)

// A quote decodes strictly; its amounts are written canonical and its
// addresses in their EIP-55 spelling.
func ExampleQuote() {
	doc := []byte(`{"quote_id":"550e8400-e29b-41d4-a716-446655440000","model":"gpt-4o",
		"max_cost_micro":"00050000","payment_address":"0x5af0d9827e0c53e4799bb226655a1de152a425a5",
		"chain_id":8453,"token_address":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
		"valid_until":"2026-03-01T12:00:00Z"}`)
	var q x402.Quote
	if err := hounfour.Decode(doc, &q); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(q.MaxCostMicro, q.PaymentAddress)
	out, _ := json.Marshal(q)
	fmt.Println(string(out))
	// Output:
	// 50000 0x5Af0D9827E0c53E4799BB226655A1de152A425a5
	// {"quote_id":"550e8400-e29b-41d4-a716-446655440000","model":"gpt-4o","max_cost_micro":"50000","payment_address":"0x5Af0D9827E0c53E4799BB226655A1de152A425a5","chain_id":8453,"token_address":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","valid_until":"2026-03-01T12:00:00Z"}
}

// An amount's length is checked on the text as received: 21 characters
// are too many even when the value is 1.
func ExampleParseAmount() {
	a, err := x402.ParseAmount("007")
	fmt.Println(a, err)
	_, err = x402.ParseAmount("000000000000000000001")
	var ae *x402.AmountError
	fmt.Println(errors.As(err, &ae))

	doc := []byte(`{"payment_id":"550e8400-e29b-41d4-a716-446655440000","quote_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8",
		"actual_cost_micro":"000000000000000000001","settlement_status":"confirmed","chain_id":1,
		"token_address":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"}`)
	var ve *hounfour.ValidationError
	if errors.As(hounfour.Decode(doc, new(x402.Settlement)), &ve) {
		v := ve.Violations[0]
		fmt.Println(v.Path, v.Rule, v.Message)
	}
	// Output:
	// 7 <nil>
	// true
	// /actual_cost_micro maxLength Expected string length less or equal to 20
}
