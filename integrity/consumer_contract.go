package integrity

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/jcs"
	"github.com/hounfour-go/hounfour/wire"
)

// ConsumerContractProvider is the only provider of a consumer contract:
// this protocol's package.
const ConsumerContractProvider = "@0xhoneyjar/loa-hounfour"

// ConsumerContract is a consumer-driven contract: the symbols a consumer
// imports from each entrypoint of the protocol package (schema
// consumer-contract). Closed object.
//
// Its constraint rules CC-001 to CC-003 (a consumer, the provider literal,
// a version range) restate its schema.
//
// Schema: consumer-contract — "Consumer-driven contract declaring imported
// symbols per entrypoint."
type ConsumerContract struct {
	Consumer string `json:"consumer" hf:"minLength=1"`
	// Provider is always "@0xhoneyjar/loa-hounfour"
	// (ConsumerContractProvider).
	Provider string `json:"provider" hf:"const=@0xhoneyjar/loa-hounfour"`
	// ProviderVersionRange is a semver range (">=8.2.0").
	ProviderVersionRange string `json:"provider_version_range" hf:"minLength=1"`
	// Entrypoints maps entrypoint paths to the symbols consumed from each.
	Entrypoints map[string]ConsumerContractEntrypoint `json:"entrypoints"`
	GeneratedAt wire.Timestamp                        `json:"generated_at"`
	// Checksum is ContractChecksum of the contract, for drift detection.
	Checksum *string `json:"checksum,omitzero" hf:"pattern=^sha256:[a-f0-9]{64}$"`
}

// ConsumerContractEntrypoint is what a consumer imports from one
// entrypoint. Closed object.
type ConsumerContractEntrypoint struct {
	// Symbols are the imported symbol names.
	Symbols []string `json:"symbols" hf:"minItems=1,item.minLength=1"`
	// MinVersion is the entrypoint's minimum provider version.
	MinVersion *string `json:"min_version,omitzero" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

// MissingSymbol is a symbol a consumer contract imports that its
// entrypoint does not export.
type MissingSymbol struct {
	Entrypoint string `json:"entrypoint"`
	Symbol     string `json:"symbol"`
}

// ContractValidation is the outcome of ValidateConsumerContract: Valid is
// true when both lists (never nil) are empty.
type ContractValidation struct {
	Valid              bool            `json:"valid"`
	MissingSymbols     []MissingSymbol `json:"missing_symbols"`
	UnknownEntrypoints []string        `json:"unknown_entrypoints"`
}

// ValidateConsumerContract checks a consumer contract against what the
// provider exports (exports maps each entrypoint to its exported symbols).
// For each entrypoint of the contract: one the provider does not have is
// listed in UnknownEntrypoints (its symbols are not checked); otherwise
// each symbol the entrypoint does not export (exact string comparison) is
// listed in MissingSymbols. An entrypoint present with no exports misses
// every symbol.
//
// Entrypoints are visited in the order of their paths compared as UTF-16
// code units — the order in which the library writes the record; upstream
// visits them in the order the document lists them, which a Go map does
// not keep (deviation 104 in COMPATIBILITY.md). The two orders, and so
// the order of the lists, agree for a contract whose entrypoints are
// written sorted. Work is linear in the
// symbols of the contract and the exports of its entrypoints, apart from
// sorting the entrypoints' paths.
func ValidateConsumerContract(c ConsumerContract, exports map[string][]string) ContractValidation {
	res := ContractValidation{MissingSymbols: []MissingSymbol{}, UnknownEntrypoints: []string{}}
	for _, ep := range sortedEntrypoints(c) {
		have, ok := exports[ep]
		if !ok {
			res.UnknownEntrypoints = append(res.UnknownEntrypoints, ep)
			continue
		}
		set := make(map[string]struct{}, len(have))
		for _, s := range have {
			set[s] = struct{}{}
		}
		for _, s := range c.Entrypoints[ep].Symbols {
			if _, ok := set[s]; !ok {
				res.MissingSymbols = append(res.MissingSymbols, MissingSymbol{ep, s})
			}
		}
	}
	res.Valid = len(res.MissingSymbols) == 0 && len(res.UnknownEntrypoints) == 0
	return res
}

func sortedEntrypoints(c ConsumerContract) []string {
	eps := make([]string, 0, len(c.Entrypoints))
	for ep := range c.Entrypoints {
		eps = append(eps, ep)
	}
	slices.SortFunc(eps, jcs.CompareUTF16[string])
	return eps
}

// ContractChecksum returns the checksum of a consumer contract's symbols:
// the texts "{entrypoint}:{symbol}" for every symbol of every entrypoint,
// sorted as UTF-16 code-unit sequences, joined with "\n", hashed with
// SHA-256 — "sha256:" and 64 lowercase hex digits. A contract without
// entrypoints gives the hash of the empty string. Work is O(n log n) in
// the number of symbols.
func ContractChecksum(c ConsumerContract) string {
	var lines []string
	for ep, e := range c.Entrypoints {
		for _, s := range e.Symbols {
			lines = append(lines, ep+":"+s)
		}
	}
	slices.SortFunc(lines, jcs.CompareUTF16[string])
	sum := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	return "sha256:" + hex.EncodeToString(sum[:])
}

var _ = codec.Register(codec.Meta[ConsumerContract]{
	Schema: "consumer-contract",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(x *ConsumerContract, r *codec.Rules) { constraintrt.Apply("consumer-contract", x, r) },
	Constraint:  "consumer-contract",
	Description: "Consumer-driven contract declaring imported symbols per entrypoint.",
	Since:       "8.3.0",
	ID:          "ConsumerContract",
})
