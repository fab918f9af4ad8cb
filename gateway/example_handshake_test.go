package gateway_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
)

func ExampleCheckHandshake() {
	discovery := []byte(`{"contract_version":"8.2.0","min_supported_version":"six","schemas":[]}`)
	h := gateway.CheckHandshake("8.2.0", discovery, gateway.HandshakeOptions{})
	fmt.Println(h.Verdict, h.PeerIsNewer)
	for _, w := range h.Warnings {
		fmt.Println("warning:", w)
	}

	h = gateway.CheckHandshake("9.0.0", nil, gateway.HandshakeOptions{})
	fmt.Println(h.Verdict, "-", h.Reason)

	// A service that still speaks 7.0.0.
	h = gateway.CheckHandshake("8.7.0", nil, gateway.HandshakeOptions{Contract: hounfour.Contract700})
	fmt.Println(h.Verdict, "-", h.Reason)

	// A service with its own, lower minimum (peers that predate trust scopes).
	h = gateway.CheckHandshake("4.6.0", nil, gateway.HandshakeOptions{MinSupported: "4.0.0"})
	fmt.Println(h.Verdict, h.TrustScopes)
	// Output:
	// compatible-with-warnings false
	// warning: Minor version mismatch: remote=8.2.0, local=8.7.0. Some features may not be available. Set X-Contract-Version-Warning header.
	// warning: discovery document is not valid: /min_supported_version: Expected string to match '^\d+\.\d+\.\d+$'
	// incompatible - Version 9.0.0 is a future major version (local=8.7.0). Upgrade this package to support 9.0.0.
	// incompatible - Version 8.7.0 is a future major version (local=7.0.0). Upgrade this package to support 8.7.0.
	// compatible-with-warnings false
}
