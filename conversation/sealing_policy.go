package conversation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
)

// SealingPolicy says how conversations are sealed when the agent changes hands
// (ConversationSealingPolicy). It has no schema file of its own; it appears inside
// a Conversation, a transfer.Spec and a transfer.EventRecord. Closed object.
type SealingPolicy struct {
	// EncryptionScheme is the encryption of sealed conversations.
	EncryptionScheme EncryptionScheme `json:"encryption_scheme"`
	// KeyDerivation is the key derivation function.
	KeyDerivation KeyDerivation `json:"key_derivation"`
	// KeyReference is an opaque reference to the sealing key, never the key.
	KeyReference *string `json:"key_reference,omitzero" hf:"minLength=1"`
	// AccessAudit says access to sealed conversations is logged.
	AccessAudit bool `json:"access_audit"`
	// AccessPolicy is what the previous owner may still see.
	AccessPolicy *AccessPolicy `json:"access_policy,omitzero"`
}

const (
	ruleSealingKeyDerivation = "sealing-policy-key-derivation"
	ruleSealingKeyReference  = "sealing-policy-key-reference"
)

// sealingFindings runs the first two sealing checks (the
// nested access policy is checked by accessFindings); r as for
// accessFindings.
func sealingFindings(p *SealingPolicy, r *codec.Rules, yield func(policyFinding)) {
	// "encryption_scheme ≠ none and key_derivation = none"
	if passed(r, "encryption_scheme", "key_derivation") && p.EncryptionScheme != EncryptionNone && p.KeyDerivation == KeyDerivationNone {
		yield(policyFinding{ruleSealingKeyDerivation, "key_derivation",
			`key_derivation must not be "none" when encryption is enabled`, false})
	}
	// "encryption_scheme ≠ none and key_reference is absent or empty"
	if passed(r, "encryption_scheme", "key_reference") && p.EncryptionScheme != EncryptionNone && (p.KeyReference == nil || *p.KeyReference == "") {
		yield(policyFinding{ruleSealingKeyReference, "key_reference",
			`key_reference is required when encryption is enabled`, false})
	}
}

// ValidateSealingPolicy runs the cross-field checks of a sealing policy, as
// upstream's validateSealingPolicy does: checks 1 and 2, then, when AccessPolicy
// is set, ValidateAccessPolicy in non-strict mode, whose errors and warnings are
// appended. It looks at the Go value only, not at the schema rules (use Validate
// for those). The reverse direction is not checked: encryption "none" with a key
// derivation or a key reference is valid.
func ValidateSealingPolicy(p SealingPolicy) PolicyResult {
	res := PolicyResult{Errors: []string{}, Warnings: []string{}}
	sealingFindings(&p, nil, res.add)
	if p.AccessPolicy != nil {
		accessFindings(p.AccessPolicy, false, nil, res.add)
	}
	res.Valid = len(res.Errors) == 0
	return res
}

var _ = codec.Register(codec.Meta[SealingPolicy]{
	// The combined order: the policy's schema violations, then sealing checks 1 and 2,
	// then the access policy's checks (which therefore run after these).
	RulesBeforeNested: true,
	Rules: func(p *SealingPolicy, r *codec.Rules) {
		sealingFindings(p, r, func(f policyFinding) { r.Report(f.rule, f.msg, f.member) })
	},
	Methods: codec.MethodValidate | codec.MethodJSON | codec.MethodWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p (nil or a *hounfour.ValidationError): schema " +
			"violations, then checks 1 and 2, then the nested access policy's checks, paths prefixed with " +
			"/access_policy.",
		Warnings: "Warnings reports the nested access policy's warnings.",
	},
})
