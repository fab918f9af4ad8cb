package canonical

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// RevocationReason is why a key was revoked (a JSON string). The zero
// value is absent.
//
// Its values: [RevokedCompromise], [RevokedRotation],
// [RevokedGovernanceAction], [RevokedTimeout], [RevokedManual].
type RevocationReason string

// The revocation reasons.
const (
	RevokedCompromise       RevocationReason = "compromise"
	RevokedRotation         RevocationReason = "rotation"
	RevokedGovernanceAction RevocationReason = "governance_action"
	RevokedTimeout          RevocationReason = "timeout"
	RevokedManual           RevocationReason = "manual"
)

var revocationReasons = enum.New(RevokedCompromise, RevokedRotation, RevokedGovernanceAction, RevokedTimeout, RevokedManual)

// RevocationReasons returns the revocation reasons in protocol order, as a
// fresh slice.
func RevocationReasons() []RevocationReason { return revocationReasons.Values() }

// Valid reports whether r is one of the five reasons.
func (r RevocationReason) Valid() bool { return revocationReasons.Has(r) }

// RevokedKey is one key a revocation list revokes: the public key
// ("ed25519-pub:" and 43 base64url characters), why, since when (at or
// before the list's issued_at, rule RL-7) and the hash of the evidence (or
// null). Closed object.
type RevokedKey struct {
	KeyID  string           `json:"key_id" hf:"pattern=^ed25519-pub:[A-Za-z0-9_-]{43}$"`
	Reason RevocationReason `json:"reason"`
	// RevokedAt is UTC with an optional fraction (UTCTimestampPattern).
	RevokedAt string `json:"revoked_at" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// RevocationEvidenceHash is a prefixed SHA-256 (nil: null).
	RevocationEvidenceHash *string `json:"revocation_evidence_hash" hf:"nullable,pattern=^sha256:[A-Fa-f0-9]{64}$"`
}

// QuorumSignature is one co-signature of a revocation list: the signer's
// public key and its Ed25519 signature. Closed object.
type QuorumSignature struct {
	SignerKeyID string `json:"signer_key_id" hf:"pattern=^ed25519-pub:[A-Za-z0-9_-]{43}$"`
	Signature   string `json:"signature" hf:"pattern=^ed25519:[A-Za-z0-9_-]{86}$"`
}

// RevocationList is a signed, chained list of revoked signing keys of a
// cluster (schema revocation-list), which verifiers consult before
// accepting an envelope signed under any key: the cluster and list ids,
// when it was issued and the window it is valid in (valid_until null:
// open-ended), how stale a cached copy may be (seconds, or null), a nonce,
// the hashes of the previous list and of the next page (or null), up to
// 4096 revoked keys, the signer's key and signature, optional quorum
// co-signatures (null, or 1 to 32) and root of trust. Closed object;
// envelope_kind is "revocation_list" and contract_version "8.7.0".
//
// Rules (Validate), in this order: RL-1, each revoked key_id held by two
// or more entries, once, listing its indexes; RL-5, the signer's key is
// not among the revoked keys (the first such entry is reported); RL-7 per
// revoked key, issued_at at or after revoked_at; RL-9, valid_until (when
// set) at or after valid_from; RL-10, issued_at at or after valid_from;
// RL-12, when quorum_signatures is non-null, each signer_key_id held by
// two or more co-signatures once, then the primary signer_key_id among
// them. "At or after" requires both timestamps to carry a fraction of the
// same length, or neither. RL-2, RL-3, RL-4, RL-6 and RL-11 (nonce order,
// the chain, signatures, pagination) are the consumer's.
//
// The list is crypto-bearing and chain-bearing: a validation through
// hounfour.Options refuses a document that passes these rules with
// CRYPTO_DEFERRED unless Options.AcceptDeferred is set, and then reports
// the CRYPTO_DEFERRED and ORD-3 obligations (with Options.FailClosed and
// no chain context: CHAIN_CONTEXT_DEFERRED).
//
// Schema: revocation-list — "Cluster verifiers MUST consult before
// accepting envelopes signed under any listed key. …"
type RevocationList struct {
	EnvelopeKind string `json:"envelope_kind" hf:"const=revocation_list"`
	// ContractVersion is always "8.7.0".
	ContractVersion string `json:"contract_version" hf:"const=8.7.0"`
	ClusterID       string `json:"cluster_id" hf:"minLength=1"`
	ListID          string `json:"list_id" hf:"minLength=1"`
	// IssuedAt, ValidFrom and ValidUntil are UTC with an optional
	// fraction (UTCTimestampPattern).
	IssuedAt  string `json:"issued_at" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	ValidFrom string `json:"valid_from" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// ValidUntil is nil (null) for an open-ended list.
	ValidUntil *string `json:"valid_until" hf:"nullable,pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// MaxStalenessSeconds is 1 to 31,536,000 (nil: null).
	MaxStalenessSeconds *int64 `json:"max_staleness_seconds" hf:"nullable,minimum=1,maximum=31536000"`
	Nonce               int64  `json:"nonce" hf:"minimum=0,maximum=9007199254740991"`
	// PrevEnvelopeHash is nil (null) at the start of the chain.
	PrevEnvelopeHash *string      `json:"prev_envelope_hash" hf:"nullable,pattern=^sha256:[A-Fa-f0-9]{64}$"`
	NextPageHash     *string      `json:"next_page_hash" hf:"nullable,pattern=^sha256:[A-Fa-f0-9]{64}$"`
	RevokedKeys      []RevokedKey `json:"revoked_keys" hf:"minItems=0,maxItems=4096"`
	SignerKeyID      string       `json:"signer_key_id" hf:"pattern=^ed25519-pub:[A-Za-z0-9_-]{43}$"`
	Signature        string       `json:"signature" hf:"pattern=^ed25519:[A-Za-z0-9_-]{86}$"`
	// QuorumSignatures is nil (null) for a single-signer list.
	QuorumSignatures *[]QuorumSignature `json:"quorum_signatures" hf:"nullable,minItems=1,maxItems=32"`
	RootOfTrustID    *string            `json:"root_of_trust_id" hf:"nullable,minLength=1,maxLength=256"`
}

// The rule ids of a revocation list.
const (
	ruleRL1  = "RL-1"
	ruleRL5  = "RL-5"
	ruleRL7  = "RL-7"
	ruleRL9  = "RL-9"
	ruleRL10 = "RL-10"
	ruleRL12 = "RL-12"
)

const (
	rl1Tail  = "key_id MUST be distinct within a single revocation list."
	rl12Tail = "quorum signers MUST be distinct."
)

func selfRevocationMessage(signer string, j int) string {
	return `RL-5: signer_key_id "` + signer + `" appears in revoked_keys[` + itoa(j) +
		`].key_id — a key cannot revoke itself within the envelope it signs. Use a successor key to revoke the predecessor.`
}

func primaryAbsentMessage(signer string) string {
	return `RL-12: primary signer_key_id "` + signer + `" is not present in quorum_signatures[*].signer_key_id — when quorum_signatures is non-null, the primary signer MUST also appear in the quorum.`
}

func revocationRules(l *RevocationList, r *codec.Rules) {
	keysOK := r.TypeOK("revoked_keys")
	keyIDsOK := keysOK && everyOK(r, "revoked_keys", len(l.RevokedKeys), "key_id")
	// RL-1
	if keyIDsOK {
		for _, g := range duplicates(len(l.RevokedKeys), func(i int) string { return l.RevokedKeys[i].KeyID }) {
			r.Report(ruleRL1, dupMessage("RL-1: revoked_keys[*].key_id ", g, rl1Tail), "revoked_keys", g.indices[1], "key_id")
		}
	}
	// RL-5
	if keyIDsOK && r.OK("signer_key_id") {
		for j := range l.RevokedKeys {
			if l.RevokedKeys[j].KeyID == l.SignerKeyID {
				r.Report(ruleRL5, selfRevocationMessage(l.SignerKeyID, j), "revoked_keys", j, "key_id")
				break
			}
		}
	}
	// RL-7
	if keysOK && r.OK("issued_at") {
		for i := range l.RevokedKeys {
			if !r.OKAt("revoked_keys", i, "revoked_at") {
				continue
			}
			if why := atOrAfter(l.IssuedAt, l.RevokedKeys[i].RevokedAt, "issued_at", "revoked_at"); why != "" {
				r.Report(ruleRL7, "RL-7: revoked_keys["+itoa(i)+"] "+why, "revoked_keys", i, "revoked_at")
			}
		}
	}
	// RL-9
	if l.ValidUntil != nil && r.OK("valid_until", "valid_from") {
		if why := atOrAfter(*l.ValidUntil, l.ValidFrom, "valid_until", "valid_from"); why != "" {
			r.Report(ruleRL9, "RL-9: "+why, "valid_until")
		}
	}
	// RL-10
	if r.OK("issued_at", "valid_from") {
		if why := atOrAfter(l.IssuedAt, l.ValidFrom, "issued_at", "valid_from"); why != "" {
			r.Report(ruleRL10, "RL-10: "+why, "valid_from")
		}
	}
	// RL-12
	if l.QuorumSignatures != nil && r.TypeOK("quorum_signatures") {
		q := *l.QuorumSignatures
		if everyOK(r, "quorum_signatures", len(q), "signer_key_id") {
			for _, g := range duplicates(len(q), func(i int) string { return q[i].SignerKeyID }) {
				r.Report(ruleRL12, dupMessage("RL-12: quorum_signatures[*].signer_key_id ", g, rl12Tail),
					"quorum_signatures", g.indices[1], "signer_key_id")
			}
			if r.OK("signer_key_id") && !hasSigner(q, l.SignerKeyID) {
				r.Report(ruleRL12, primaryAbsentMessage(l.SignerKeyID), "quorum_signatures")
			}
		}
	}
	constraintrt.Apply("revocation-list", l, r)
}

func hasSigner(q []QuorumSignature, key string) bool {
	for i := range q {
		if q[i].SignerKeyID == key {
			return true
		}
	}
	return false
}

var _ = codec.Register(codec.Meta[RevocationList]{
	Schema:      "revocation-list",
	Description: "Cluster verifiers MUST consult before accepting envelopes signed under any listed key. Crypto-bearing AND chain-bearing — full FR-A5 + FR-C1 + FR-C2 + FR-C3 discipline applies. Optional quorum-signature + root-of-trust hooks per the signer-compromise recovery doc. Round-trip parse and re-serialize bit-identical: every well-formed payload satisfies JSON.stringify(JSON.parse(s)) equals s when s is itself the JSON-stringified canonical form.",
	Since:       "8.7.0",
	ID:          "RevocationList",
	Bearing:     codec.CryptoBearing | codec.ChainBearing,
	Annotations: map[string]any{"x-crypto-bearing": true, "x-chain-bearing": true},
	Rules:       revocationRules,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of l (nil or a *hounfour.ValidationError): the schema rules, " +
			"then, each when the members it reads passed their checks: RL-1 once for each key_id two or more " +
			"revoked keys hold (at the second one's key_id); RL-5 for the first revoked key that is the signer's " +
			"(at its key_id); RL-7 per revoked key (at its revoked_at); RL-9 (at /valid_until); RL-10 (at " +
			"/valid_from); RL-12 once for each signer_key_id two or more co-signatures hold (at the second one's " +
			"signer_key_id), then for a primary signer absent from the quorum (at /quorum_signatures).",
		ValidateSchema: "ValidateSchema reports the violations of l's schema alone (nil or a " +
			"*hounfour.ValidationError): the structural tier, without the RL rules.",
	},
})
