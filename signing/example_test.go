package signing_test

import (
	"fmt"
	"strings"

	"github.com/hounfour-go/hounfour/signing"
)

// The text types check their patterns; a 44-character key is valid only
// in the lenient form.
func ExampleSignature_Valid() {
	sig := signing.Signature("ed25519:" + strings.Repeat("A", 86))
	key := "ed25519-pub:" + strings.Repeat("A", 44)
	fmt.Println(sig.Valid(), signing.PublicKey(key).Valid(), signing.PublicKeyLenient(key).Valid())
	// Output: true false true
}

// A consumer checks that an envelope's contract_version is the one its
// signing context binds.
func ExampleVersionsBound() {
	ctx := signing.Context{Audience: "org-1", Scope: "org-delegation/grant", ContractVersion: "8.4.0"}
	fmt.Println(signing.VersionsBound("8.4.0", string(ctx.ContractVersion)), signing.VersionsBound("8.3.0", string(ctx.ContractVersion)))
	fmt.Println(signing.MatchesBindingVersion("8.04.0"), ctx.ContractVersion.Valid(), signing.ContextVersion("8.04.0").Valid())
	// Output:
	// true false
	// true true false
}
