package hounfour_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
)

func ExampleCheckCompatibility() {
	for _, remote := range []string{"8.7.3", "8.2.0", "7.0.0", "9.0.0", "v8"} {
		c := hounfour.CheckCompatibility(remote)
		switch {
		case !c.Compatible:
			fmt.Printf("%s: 400 CONTRACT_VERSION_MISMATCH: %s\n", remote, c.Error)
		case c.Warning != "":
			fmt.Printf("%s: ok, X-Contract-Version-Warning: %s\n", remote, c.Warning)
		default:
			fmt.Printf("%s: ok\n", remote)
		}
	}
	// Output:
	// 8.7.3: ok
	// 8.2.0: ok, X-Contract-Version-Warning: Minor version mismatch: remote=8.2.0, local=8.7.0. Some features may not be available. Set X-Contract-Version-Warning header.
	// 7.0.0: ok, X-Contract-Version-Warning: Cross-major version: remote=7.0.0, local=8.7.0. Remote is within support window (>= 6.0.0). Set X-Contract-Version-Warning header.
	// 9.0.0: 400 CONTRACT_VERSION_MISMATCH: Version 9.0.0 is a future major version (local=8.7.0). Upgrade this package to support 9.0.0.
	// v8: 400 CONTRACT_VERSION_MISMATCH: Invalid contract version format: "v8". Expected semver (e.g., 8.7.0).
}

// A service that still speaks 7.0.0 answers its peers as a 7.0.0 library.
func ExampleCheckCompatibilityAt() {
	for _, remote := range []string{"7.0.3", "7.2.0", "6.1.0", "8.0.0", "v7"} {
		c := hounfour.CheckCompatibilityAt(hounfour.Contract700, remote)
		switch {
		case !c.Compatible:
			fmt.Printf("%s: 400 CONTRACT_VERSION_MISMATCH: %s\n", remote, c.Error)
		case c.Warning != "":
			fmt.Printf("%s: ok, X-Contract-Version-Warning: %s\n", remote, c.Warning)
		default:
			fmt.Printf("%s: ok\n", remote)
		}
	}
	// Output:
	// 7.0.3: ok
	// 7.2.0: ok, X-Contract-Version-Warning: Minor version mismatch: remote=7.2.0, local=7.0.0. Some features may not be available. Set X-Contract-Version-Warning header.
	// 6.1.0: ok, X-Contract-Version-Warning: Cross-major version: remote=6.1.0, local=7.0.0. Remote is within support window (>= 6.0.0). Set X-Contract-Version-Warning header.
	// 8.0.0: 400 CONTRACT_VERSION_MISMATCH: Version 8.0.0 is a future major version (local=7.0.0). Upgrade this package to support 8.0.0.
	// v7: 400 CONTRACT_VERSION_MISMATCH: Invalid contract version format: "v7". Expected semver (e.g., 7.0.0).
}

func ExampleCheckCompatibilityWithMin() {
	fmt.Println(hounfour.CheckCompatibilityWithMin("6.9.0", "7.0.0").Error)
	fmt.Println(hounfour.CheckCompatibilityWithMin("7.0.1", "7.0.0").Compatible)
	// Output:
	// Version 6.9.0 is below minimum supported 7.0.0.
	// true
}

func ExampleCompatibility() {
	c := hounfour.CheckCompatibility("6.0.0")
	fmt.Printf("compatible=%v warning=%t error=%q\n", c.Compatible, c.Warning != "", c.Error)
	// Output:
	// compatible=true warning=true error=""
}

func ExampleSchemaID() {
	fmt.Println(hounfour.SchemaID("agent-descriptor"))
	fmt.Println(hounfour.Contract700.SchemaID("agent-descriptor"))
	// Output:
	// https://schemas.0xhoneyjar.com/loa-hounfour/8.7.0/agent-descriptor
	// https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/agent-descriptor
}
