package authority

import (
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// Keyring is an organization's collection of signer entries (schema
// keyring), the middle layer of the authority cascade: the organization's
// identity above it, the competence rules below. Closed object.
//
// Its rules: KR-1 (error: each signer_id is unique within signers) and
// KR-2 (warning: two entries referencing the same key_ref are usually a
// misconfiguration; a rotation overlap is legitimate). Each entry's own
// warning SGE-1 is reported at its path.
//
// Schema: keyring — "Layer-2 keyring: collection of SignerEntry records
// owned by an organization."
type Keyring struct {
	KeyringID wire.UUID `json:"keyring_id"`
	OrgID     wire.UUID `json:"org_id"`
	// Signers are the entries (at least one).
	Signers         []SignerEntry  `json:"signers" hf:"minItems=1"`
	CreatedAt       wire.Timestamp `json:"created_at"`
	UpdatedAt       wire.Timestamp `json:"updated_at"`
	ContractVersion wire.Semver    `json:"contract_version"`
}

// The rule ids of the keyring's checks (messages: see uniqueSigners and
// sharedKeyRefs).
const (
	ruleKR1 = "KR-1"
	ruleKR2 = "KR-2"
)

var krNative = []string{ruleKR1, ruleKR2}

// uniqueSigners reports KR-1 for each entry whose signer_id an earlier
// entry has, at its signer_id, naming the first entry with it.
func uniqueSigners(k *Keyring, r *codec.Rules) {
	if r.Version() < codec.Contract870 || !r.OK("signers") || len(k.Signers) < 2 {
		return
	}
	first := make(map[string]int, len(k.Signers))
	for i := range k.Signers {
		id := k.Signers[i].SignerID
		j, seen := first[id]
		if !seen {
			first[id] = i
			continue
		}
		r.Report(ruleKR1, "KR-1: duplicate signer_id \""+id+"\" at signers["+strconv.Itoa(i)+"] (first seen at signers["+
			strconv.Itoa(j)+"]). Each signer_id MUST be unique within a keyring; duplicates create ambiguous key resolution at consumption time.",
			"signers", i, "signer_id")
	}
}

// sharedKeyRefs reports KR-2 once for each key_ref that two or more
// entries hold, listing their indexes, in the order of each key_ref's
// first entry, at /signers.
func sharedKeyRefs(k *Keyring, r *codec.Rules) {
	if r.Version() < codec.Contract870 || !r.OK("signers") || len(k.Signers) < 2 {
		return
	}
	at := make(map[string][]int, len(k.Signers))
	var order []string
	for i := range k.Signers {
		ref := k.Signers[i].KeyRef
		if _, seen := at[ref]; !seen {
			order = append(order, ref)
		}
		at[ref] = append(at[ref], i)
	}
	for _, ref := range order {
		idx := at[ref]
		if len(idx) < 2 {
			continue
		}
		var b strings.Builder
		b.WriteString("KR-2: duplicate key_ref \"")
		b.WriteString(ref)
		b.WriteString("\" at signers[")
		for n, i := range idx {
			if n > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(i))
		}
		b.WriteString("]. Two SignerEntry rows referencing the same key material is typically a misconfiguration; if intentional (rotation overlap), set distinct signer_ids and document the window.")
		r.Report(ruleKR2, b.String(), "signers")
	}
}

// DuplicateSigners returns, for each entry of k whose signer_id an
// earlier entry has, its index and the index of that first entry (rule
// KR-1).
func (k *Keyring) DuplicateSigners() [][2]int {
	var out [][2]int
	first := map[string]int{}
	for i := range k.Signers {
		if j, seen := first[k.Signers[i].SignerID]; seen {
			out = append(out, [2]int{i, j})
		} else {
			first[k.Signers[i].SignerID] = i
		}
	}
	return out
}

var _ = codec.Register(codec.Meta[Keyring]{
	Schema: "keyring",
	// KR-1 natively (its constraint does not compile), then the file.
	Rules: func(k *Keyring, r *codec.Rules) {
		uniqueSigners(k, r)
		constraintrt.Apply("keyring", k, r, krNative...)
	},
	// Upstream's validator for Keyring checks KR-1 (and warns KR-2).
	UpstreamRules: uniqueSigners,
	Warnings:      sharedKeyRefs,
	Description:   "Layer-2 keyring: collection of SignerEntry records owned by an organization. Composes with v8.4.0 OrgIdentity (Layer 1) and v8.5.0 SignerCompetenceRule (Layer 3) to form the three-layer authority cascade. Cross-field validation enforces signer_id uniqueness within signers[] (KR-1) and warns on duplicate key_ref entries (KR-2 — duplicate references to the same underlying key are typically a misconfiguration).",
	Since:         "8.5.0",
	ID:            "Keyring",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of k (nil or a *hounfour.ValidationError): the schema " +
			"rules, then KR-1 for each entry whose signer_id an earlier entry has (at " +
			"/signers/{i}/signer_id, naming the first).",
		Warnings: "Warnings reports KR-2 once for each key_ref two or more entries share (at /signers, " +
			"listing their indexes), after each entry's SGE-1 (at /signers/{i}/scoped_trust).",
	},
})
