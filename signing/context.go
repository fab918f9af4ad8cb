package signing

import "github.com/hounfour-go/hounfour/internal/codec"

// Context is the signing context a signature is bound under (schema
// signing-context): who the signature is for, in which deliberation or
// lifecycle context, under which contract version. Binding these under the
// signature keeps a signature made for one audience or scope from being
// replayed in another. Closed object.
//
// Schema: signing-context — "Audience/scope/contract_version envelope
// bound under signature for cross-context replay protection."
type Context struct {
	// Audience is the consumer-defined identifier the signature is bound to
	// (an org id, a service principal).
	Audience string `json:"audience" hf:"minLength=1"`
	// Scope is the deliberation- or lifecycle-context binding
	// ("panel-v1/security-review", "org-delegation/grant").
	Scope string `json:"scope" hf:"minLength=1"`
	// ContractVersion is the protocol contract version pinned to the
	// signing event (no leading zeros, major ≥ 1).
	ContractVersion ContextVersion `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[Context]{
	Schema:      "signing-context",
	Description: "Audience/scope/contract_version envelope bound under signature for cross-context replay protection.",
	Since:       "8.4.0",
	ID:          "SigningContext",
})
