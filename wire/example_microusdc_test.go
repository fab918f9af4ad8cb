package wire_test

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/hounfour-go/hounfour/wire"
)

func ExampleMicroUSDC() {
	var payout struct {
		Amount wire.MicroUSDC `json:"amount"`
	}
	_ = json.Unmarshal([]byte(`{"amount":"0005000000"}`), &payout)
	out, _ := json.Marshal(payout)
	fmt.Println(string(out)) // canonical: leading zeros dropped

	// The same number as a micro-USD amount, and back.
	usd := payout.Amount.Unsigned()
	fmt.Println(usd, wire.MicroUSDCFromUnsigned(usd) == payout.Amount)

	_, err := wire.ParseMicroUSDC("-1")
	fmt.Println(err)
	// Output:
	// {"amount":"5000000"}
	// 5000000 true
	// wire.ParseMicroUSDC("-1"): negative value
}

func ExampleDeserializeMicroUSDC() {
	m, _ := wire.DeserializeMicroUSDC("1000000")
	fmt.Println(m)
	_, err := wire.DeserializeMicroUSDC("abc123")
	fmt.Println(err)
	_, err = wire.NewMicroUSDC(big.NewInt(-1))
	fmt.Println(err)
	_, ok := wire.ReadMicroUSDC(5) // a Go number is not read as an amount
	fmt.Println(ok)
	// Output:
	// 1000000
	// Invalid MicroUSDC string: "abc123"
	// MicroUSDC must be non-negative, got -1
	// false
}
