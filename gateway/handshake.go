package gateway

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/lex"
	"github.com/hounfour-go/hounfour/wire"
)

// HandshakeVerdict is the outcome of a version handshake with a peer.
type HandshakeVerdict uint8

// The verdicts, from best to worst.
const (
	// HandshakeCompatible: talk to the peer, nothing to report.
	HandshakeCompatible HandshakeVerdict = iota
	// HandshakeCompatibleWithWarnings: talk to the peer and send the
	// warnings (X-Contract-Version-Warning) or log them.
	HandshakeCompatibleWithWarnings
	// HandshakeIncompatible: exchange no documents; answer the peer's
	// requests with 400 CONTRACT_VERSION_MISMATCH.
	HandshakeIncompatible
)

var verdictNames = [...]string{"compatible", "compatible-with-warnings", "incompatible"}

// String returns "compatible", "compatible-with-warnings" or "incompatible".
func (v HandshakeVerdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return "HandshakeVerdict(" + strconv.Itoa(int(v)) + ")"
}

// MarshalText returns the String form.
func (v HandshakeVerdict) MarshalText() ([]byte, error) {
	if int(v) >= len(verdictNames) {
		return nil, errors.New("gateway: invalid HandshakeVerdict")
	}
	return []byte(verdictNames[v]), nil
}

// UnmarshalText accepts the String form.
func (v *HandshakeVerdict) UnmarshalText(b []byte) error {
	for i, n := range verdictNames {
		if string(b) == n {
			*v = HandshakeVerdict(i)
			return nil
		}
	}
	return errors.New("gateway: unknown handshake verdict " + `"` + string(b) + `"`)
}

// HandshakeOptions adjust a handshake. The zero value uses the library's
// default contract and its own support window.
type HandshakeOptions struct {
	// Contract is the contract this side speaks; the zero Contract means
	// hounfour.ContractVersion. The compatibility rules compare the peer's
	// version with it, and the discovery document is decoded under it.
	Contract hounfour.Contract
	// MinSupported is the oldest peer version accepted; "" means
	// hounfour.MinSupportedVersion. A service may keep a lower minimum of its
	// own (for example "4.0.0" for peers that predate trust scopes).
	MinSupported string
}

// Handshake is the result of a version handshake with a peer.
type Handshake struct {
	// PeerVersion is the contract version the peer advertised, verbatim.
	PeerVersion string `json:"peer_version"`
	// LocalVersion is the version of the local contract
	// (HandshakeOptions.Contract, by default hounfour.ContractVersion).
	LocalVersion string `json:"local_version"`
	// Verdict is the outcome.
	Verdict HandshakeVerdict `json:"verdict"`
	// Reason says why the verdict is incompatible ("" otherwise).
	Reason string `json:"reason,omitempty"`
	// Warnings are the findings that do not prevent talking to the peer,
	// in the order they were found.
	Warnings []string `json:"warnings,omitempty"`
	// PeerIsNewer is true when the peer speaks a later minor or major
	// version than this library: its documents may carry members and enum
	// values this library does not know (see CheckHandshake for the policy).
	PeerIsNewer bool `json:"peer_is_newer"`
	// TrustScopes is true when the peer's version has capability-scoped
	// trust (6.0.0 and later).
	TrustScopes bool `json:"trust_scopes"`
}

// maxDiscovery bounds the discovery document a handshake reads.
const maxDiscovery = 1 << 20

// CheckHandshake runs the version handshake against a peer that advertised
// contractVersion and, when discovery is not nil, served discovery (the raw
// body of its /.well-known/loa-hounfour document).
//
// The verdict, in order:
//  1. hounfour.CheckCompatibilityAtWithMin(local, contractVersion, minimum) is not
//     compatible: incompatible, with its error as the reason (its warning,
//     if any, is the first warning); a contractVersion longer than 128
//     bytes appears there quoted and shortened with its length stated, as
//     the reasons of rules 3 and 4 quote the versions they name;
//  2. the discovery document is larger than 1 MiB, exceeds another limit
//     of hounfour.DefaultLimits (nesting 128, numbers of 78 digits, 10,000
//     members per object or elements per array; it is then not parsed), is
//     not a JSON object, or has no string contract_version: incompatible;
//  3. the discovery's contract_version differs from the advertised one:
//     incompatible;
//  4. the discovery's min_supported_version (when it is a version) is
//     above the local contract's version: incompatible, the peer no longer
//     accepts this library;
//  5. otherwise compatible, with a warning for the compatibility warning,
//     for members of the discovery document this library does not know and
//     for any other violation of the discovery document; any warning makes
//     the verdict compatible-with-warnings.
//
// local is the version of opts.Contract (by default hounfour.ContractVersion,
// 8.7.0): under 8.7.0 a 7.x peer is compatible with the cross-major warning
// and a 9.x peer incompatible; under 7.0.0 an 8.x peer is incompatible.
//
// Policy for documents from a newer peer (PeerIsNewer). A peer of a later
// major version (9.x under 8.7.0, 8.x under 7.0.0) is incompatible by rule
// 1: no documents are exchanged, and the peer is expected to speak a version
// this library supports. If a service nevertheless reads such a peer's
// documents, or a peer of a later minor of the same major sends members
// added after the local contract, the library keeps its strict boundary: an unknown member of a
// closed object, or an unknown enum value, is a violation with its JSON
// Pointer path (rule additionalProperties or enum), never silently dropped,
// because dropping a member the sender meant (a trust scope, a pricing
// detail) changes what the document says. Open objects (the stream events,
// metadata records, discovery documents here) keep unknown members and
// write them back unchanged. Every change upstream made to the 7.0.0
// schemas up to 8.7.0 is of exactly these two kinds, so the policy rejects
// precisely the documents that use a later addition; the schema audit
// (package schemaaudit) names them per schema.
func CheckHandshake(contractVersion string, discovery []byte, opts HandshakeOptions) Handshake {
	contract := opts.Contract.Or()
	h := Handshake{PeerVersion: contractVersion, LocalVersion: string(contract)}
	if !contract.IsValid() {
		// A contract this library does not speak: nothing to compare with.
		return h.fail(bounded((&hounfour.ContractError{Text: string(contract)}).Error()))
	}
	minimum := opts.MinSupported
	if minimum == "" {
		minimum = hounfour.MinSupportedVersion
	}
	c := hounfour.CheckCompatibilityAtWithMin(contract, contractVersion, minimum)
	if peer, err := wire.ParseSemver(contractVersion); err == nil {
		local := wire.MustParseSemver(string(contract))
		h.PeerIsNewer = majorMinor(peer).Compare(majorMinor(local)) > 0
		h.TrustScopes = peer.Compare(wire.MustParseSemver("6.0.0")) >= 0
	}
	if !c.Compatible {
		return h.fail(boundedIn(c.Error, contractVersion))
	}
	if c.Warning != "" {
		h.Warnings = append(h.Warnings, boundedIn(c.Warning, contractVersion))
	}
	if discovery != nil {
		if reason := h.checkDiscovery(contract, contractVersion, discovery); reason != "" {
			return h.fail(reason)
		}
	}
	if len(h.Warnings) > 0 {
		h.Verdict = HandshakeCompatibleWithWarnings
	}
	return h
}

// bounded returns s for a reason, or, when it is longer than
// lex.QuoteLimit bytes, s quoted and shortened with its length stated.
func bounded(s string) string {
	if len(s) <= lex.QuoteLimit {
		return s
	}
	return lex.Quote(s)
}

// boundedIn returns msg, a message of hounfour.CheckCompatibilityWithMin
// about version v, with v (quoted or not) replaced by its shortened quote
// when v is longer than lex.QuoteLimit bytes, so that a reason or warning
// stays short whatever the peer advertised.
func boundedIn(msg, v string) string {
	if len(v) <= lex.QuoteLimit {
		return msg
	}
	q := lex.Quote(v)
	return strings.ReplaceAll(strings.ReplaceAll(msg, `"`+v+`"`, q), v, q)
}

// majorMinor is v with its patch set to 0, so that Compare orders by major
// and minor only.
func majorMinor(v wire.Semver) wire.Semver {
	s := v.String()
	return wire.MustParseSemver(s[:strings.LastIndexByte(s, '.')] + ".0")
}

func (h Handshake) fail(reason string) Handshake {
	h.Verdict, h.Reason, h.Warnings = HandshakeIncompatible, reason, nil
	return h
}

// checkDiscovery applies rules 2 to 5 to the discovery document; it returns
// the reason of an incompatible verdict or "" after adding its warnings.
func (h *Handshake) checkDiscovery(contract hounfour.Contract, advertised string, data []byte) string {
	if len(data) > maxDiscovery {
		return "discovery document is larger than 1 MiB"
	}
	if lv := codec.CheckLimits(data, codec.Limits{}); lv != nil {
		return "discovery document exceeds a limit: " + hounfour.Violation(*lv).String()
	}
	var lax struct {
		ContractVersion     *string `json:"contract_version"`
		MinSupportedVersion *string `json:"min_supported_version"`
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(data, &members); err != nil || members == nil {
		return "discovery document is not a JSON object"
	}
	if err := json.Unmarshal(data, &lax); err != nil || lax.ContractVersion == nil {
		return "discovery document has no contract_version string"
	}
	if *lax.ContractVersion != advertised {
		return "peer advertised contract_version " + bounded(advertised) + " but its discovery document says " +
			bounded(*lax.ContractVersion)
	}
	if lax.MinSupportedVersion != nil {
		if peerMin, err := wire.ParseSemver(*lax.MinSupportedVersion); err == nil {
			if peerMin.Compare(wire.MustParseSemver(string(contract))) > 0 {
				return "peer supports contract versions from " + bounded(*lax.MinSupportedVersion) + " only; this library speaks " +
					string(contract)
			}
		}
	}
	var d ProtocolDiscovery
	err := hounfour.Options{Contract: contract}.Decode(data, &d)
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		var unknown, other []string
		for _, v := range verr.Violations {
			if v.Rule == "additionalProperties" {
				unknown = append(unknown, v.Path)
			} else {
				other = append(other, v.String())
			}
		}
		if len(unknown) > 0 {
			h.Warnings = append(h.Warnings, "discovery document carries members this library does not know: "+
				strings.Join(unknown, ", "))
		}
		if len(other) > 0 {
			h.Warnings = append(h.Warnings, "discovery document is not valid: "+strings.Join(other, "; "))
		}
	} else if err != nil {
		h.Warnings = append(h.Warnings, "discovery document: "+err.Error())
	}
	return ""
}
