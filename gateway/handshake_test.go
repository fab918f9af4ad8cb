package gateway_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
)

// TestHandshakeFixtures runs the interop handshake against
// the discovery documents of peers at 4.6.0 … 9.0.0. The expected verdicts
// follow CheckCompatibility's rules (support window 6.0.0 … 7.x) and the
// discovery rules of CheckHandshake; the 4.0.0 minimum is the one the
// ecosystem's design gives loa-finn for arrakis 4.6.0.
func TestHandshakeFixtures(t *testing.T) {
	t.Parallel()
	const (
		minor      = "Minor version mismatch: remote=7.11.0, local=7.0.0. Some features may not be available. Set X-Contract-Version-Warning header."
		unknownGov = "discovery document carries members this library does not know: /x_governance_url"
	)
	cross := func(v, min string) string {
		return "Cross-major version: remote=" + v + ", local=7.0.0. Remote is within support window (>= " + min +
			"). Set X-Contract-Version-Warning header."
	}
	for _, tc := range []struct {
		peer, min    string
		verdict      gateway.HandshakeVerdict
		reason       string
		warnings     []string
		newer, trust bool
	}{
		{peer: "4.6.0", verdict: gateway.HandshakeIncompatible, reason: "Version 4.6.0 is below minimum supported 6.0.0."},
		{peer: "4.6.0", min: "4.0.0", verdict: gateway.HandshakeCompatibleWithWarnings, warnings: []string{cross("4.6.0", "4.0.0")}},
		{peer: "5.0.0", verdict: gateway.HandshakeIncompatible, reason: "Version 5.0.0 is below minimum supported 6.0.0."},
		{peer: "5.0.0", min: "4.0.0", verdict: gateway.HandshakeCompatibleWithWarnings, warnings: []string{cross("5.0.0", "4.0.0")}},
		{peer: "6.0.0", verdict: gateway.HandshakeCompatibleWithWarnings, warnings: []string{cross("6.0.0", "6.0.0")}, trust: true},
		{peer: "7.0.0", verdict: gateway.HandshakeCompatible, trust: true},
		{peer: "7.11.0", verdict: gateway.HandshakeCompatibleWithWarnings, warnings: []string{minor, unknownGov}, newer: true, trust: true},
		{peer: "8.7.0", verdict: gateway.HandshakeIncompatible, newer: true, trust: true,
			reason: "Version 8.7.0 is a future major version (local=7.0.0). Upgrade this package to support 8.7.0."},
		{peer: "9.0.0", verdict: gateway.HandshakeIncompatible, newer: true, trust: true,
			reason: "Version 9.0.0 is a future major version (local=7.0.0). Upgrade this package to support 9.0.0."},
	} {
		t.Run(tc.peer+"/min="+tc.min, func(t *testing.T) {
			disc, err := os.ReadFile(filepath.Join("testdata", "handshake", "peer-"+tc.peer+".json"))
			if err != nil {
				t.Fatal(err)
			}
			h := gateway.CheckHandshake(tc.peer, disc, gateway.HandshakeOptions{Contract: hounfour.Contract700, MinSupported: tc.min})
			if h.Verdict != tc.verdict || h.Reason != tc.reason || !slices.Equal(h.Warnings, tc.warnings) ||
				h.PeerIsNewer != tc.newer || h.TrustScopes != tc.trust || h.PeerVersion != tc.peer || h.LocalVersion != "7.0.0" {
				t.Errorf("got %+v\nwant verdict %v reason %q warnings %q newer %v trust %v", h, tc.verdict, tc.reason,
					tc.warnings, tc.newer, tc.trust)
			}
			// Without a discovery document only the version decides.
			noDisc := gateway.CheckHandshake(tc.peer, nil, gateway.HandshakeOptions{Contract: hounfour.Contract700, MinSupported: tc.min})
			if (noDisc.Verdict == gateway.HandshakeIncompatible) != (tc.verdict == gateway.HandshakeIncompatible) {
				t.Errorf("without discovery: %+v", noDisc)
			}
		})
	}
}

func TestHandshakeDiscoveryRules(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, peer, disc string
		verdict          gateway.HandshakeVerdict
		reason           string
		warnings         []string
	}{
		{"not an object", "7.0.0", `[]`, gateway.HandshakeIncompatible, "discovery document is not a JSON object", nil},
		{"not JSON", "7.0.0", `{`, gateway.HandshakeIncompatible, "discovery document is not a JSON object", nil},
		{"null", "7.0.0", `null`, gateway.HandshakeIncompatible, "discovery document is not a JSON object", nil},
		{"no contract_version", "7.0.0", `{"schemas":[]}`, gateway.HandshakeIncompatible,
			"discovery document has no contract_version string", nil},
		{"contract_version not a string", "7.0.0", `{"contract_version":7}`, gateway.HandshakeIncompatible,
			"discovery document has no contract_version string", nil},
		{"disagrees with the advertised version", "7.0.0", `{"contract_version":"7.0.1","min_supported_version":"6.0.0","schemas":[]}`,
			gateway.HandshakeIncompatible, "peer advertised contract_version 7.0.0 but its discovery document says 7.0.1", nil},
		{"peer dropped 7.0.0", "7.3.0", `{"contract_version":"7.3.0","min_supported_version":"7.1.0","schemas":[]}`,
			gateway.HandshakeIncompatible, "peer supports contract versions from 7.1.0 only; this library speaks 7.0.0", nil},
		{"invalid member", "7.0.0", `{"contract_version":"7.0.0","min_supported_version":"six","schemas":[]}`,
			gateway.HandshakeCompatibleWithWarnings, "", []string{
				`discovery document is not valid: /min_supported_version: Expected string to match '^\d+\.\d+\.\d+$'`}},
		{"min exactly local", "7.0.2", `{"contract_version":"7.0.2","min_supported_version":"7.0.0","schemas":[]}`,
			gateway.HandshakeCompatible, "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := gateway.CheckHandshake(tc.peer, []byte(tc.disc), gateway.HandshakeOptions{Contract: hounfour.Contract700})
			if h.Verdict != tc.verdict || h.Reason != tc.reason {
				t.Errorf("got %+v, want %v %q", h, tc.verdict, tc.reason)
			}
			if tc.warnings != nil && !slices.Equal(h.Warnings, tc.warnings) {
				t.Errorf("warnings %q", h.Warnings)
			}
		})
	}
	big := make([]byte, 1<<20+1)
	if h := gateway.CheckHandshake("7.0.0", big, gateway.HandshakeOptions{Contract: hounfour.Contract700}); h.Reason != "discovery document is larger than 1 MiB" {
		t.Errorf("oversized: %+v", h)
	}
}

func TestHandshakeVerdictText(t *testing.T) {
	t.Parallel()
	for v, s := range map[gateway.HandshakeVerdict]string{gateway.HandshakeCompatible: "compatible",
		gateway.HandshakeCompatibleWithWarnings: "compatible-with-warnings", gateway.HandshakeIncompatible: "incompatible"} {
		t.Run(v.String(), func(t *testing.T) {
			b, err := v.MarshalText()
			var back gateway.HandshakeVerdict
			if err != nil || string(b) != s || v.String() != s || back.UnmarshalText(b) != nil || back != v {
				t.Errorf("%d: %q %v %v", v, b, err, back)
			}
		})
	}
	if _, err := gateway.HandshakeVerdict(7).MarshalText(); err == nil {
		t.Error("MarshalText(7) succeeded")
	}
	var v gateway.HandshakeVerdict
	if v.UnmarshalText([]byte("Compatible")) == nil {
		t.Error("case-mismatched verdict accepted")
	}
	out, _ := json.Marshal(gateway.CheckHandshake("7.0.0", nil, gateway.HandshakeOptions{Contract: hounfour.Contract700}))
	if string(out) != `{"peer_version":"7.0.0","local_version":"7.0.0","verdict":"compatible","peer_is_newer":false,"trust_scopes":true}` {
		t.Errorf("JSON %s", out)
	}
}

// TestHandshakeLongVersion: a version longer than 128 bytes appears in the
// reason or warning quoted and shortened with its length, so that neither
// grows with what the peer advertised (FuzzCheckHandshake found a 2,546-byte
// version giving a 5,175-byte reason); shorter ones keep upstream's exact
// text.
func TestHandshakeLongVersion(t *testing.T) {
	t.Parallel()
	major := "7" + strings.Repeat("1", 2541) + ".0.0"
	minor := "7." + strings.Repeat("1", 2541) + ".0"
	bad := strings.Repeat("x", 3000)
	for i, tc := range []struct {
		peer    string
		verdict gateway.HandshakeVerdict
		text    string
	}{
		{major, gateway.HandshakeIncompatible, `Version "7` + strings.Repeat("1", 127) + `…" (2546 bytes) is a future major version (local=7.0.0). Upgrade this package to support "7` + strings.Repeat("1", 127) + `…" (2546 bytes).`},
		{minor, gateway.HandshakeCompatibleWithWarnings, `Minor version mismatch: remote="7.` + strings.Repeat("1", 126) + `…" (2545 bytes), local=7.0.0. Some features may not be available. Set X-Contract-Version-Warning header.`},
		{bad, gateway.HandshakeIncompatible, `Invalid contract version format: "` + strings.Repeat("x", 128) + `…" (3000 bytes). Expected semver (e.g., 7.0.0).`},
		{"8.0.0", gateway.HandshakeIncompatible, `Version 8.0.0 is a future major version (local=7.0.0). Upgrade this package to support 8.0.0.`},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			h := gateway.CheckHandshake(tc.peer, nil, gateway.HandshakeOptions{Contract: hounfour.Contract700})
			got := h.Reason
			if tc.verdict != gateway.HandshakeIncompatible && len(h.Warnings) > 0 {
				got = h.Warnings[0]
			}
			if h.Verdict != tc.verdict || got != tc.text {
				t.Errorf("%.40s…: %v %q, want %v %q", tc.peer, h.Verdict, got, tc.verdict, tc.text)
			}
		})
	}
}

// TestHandshakeContract runs the handshake for a library speaking each
// contract: under 8.7.0 a 7.x peer is compatible with the cross-major
// warning, 8.x compatible, 9.0.0 incompatible; under 7.0.0 8.x is a future
// major version.
func TestHandshakeContract(t *testing.T) {
	disc := func(v string) []byte {
		return []byte(`{"contract_version":"` + v + `","min_supported_version":"6.0.0","schemas":[]}`)
	}
	for i, tc := range []struct {
		contract hounfour.Contract
		peer     string
		verdict  gateway.HandshakeVerdict
		text     string // the reason, or the first warning
		newer    bool
	}{
		{hounfour.Contract870, "7.0.0", gateway.HandshakeCompatibleWithWarnings,
			"Cross-major version: remote=7.0.0, local=8.7.0. Remote is within support window (>= 6.0.0). Set X-Contract-Version-Warning header.", false},
		{hounfour.Contract870, "7.11.0", gateway.HandshakeCompatibleWithWarnings,
			"Cross-major version: remote=7.11.0, local=8.7.0. Remote is within support window (>= 6.0.0). Set X-Contract-Version-Warning header.", false},
		{hounfour.Contract870, "8.7.0", gateway.HandshakeCompatible, "", false},
		{hounfour.Contract870, "8.2.0", gateway.HandshakeCompatibleWithWarnings,
			"Minor version mismatch: remote=8.2.0, local=8.7.0. Some features may not be available. Set X-Contract-Version-Warning header.", false},
		{hounfour.Contract870, "8.8.0", gateway.HandshakeCompatibleWithWarnings,
			"Minor version mismatch: remote=8.8.0, local=8.7.0. Some features may not be available. Set X-Contract-Version-Warning header.", true},
		{hounfour.Contract870, "9.0.0", gateway.HandshakeIncompatible,
			"Version 9.0.0 is a future major version (local=8.7.0). Upgrade this package to support 9.0.0.", true},
		{hounfour.Contract700, "7.0.0", gateway.HandshakeCompatible, "", false},
		{hounfour.Contract700, "8.7.0", gateway.HandshakeIncompatible,
			"Version 8.7.0 is a future major version (local=7.0.0). Upgrade this package to support 8.7.0.", true},
		{"8.7", "8.7.0", gateway.HandshakeIncompatible,
			`hounfour: "8.7" is not a contract version this library speaks (7.0.0, 8.7.0)`, false},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			h := gateway.CheckHandshake(tc.peer, disc(tc.peer), gateway.HandshakeOptions{Contract: tc.contract})
			text := h.Reason
			if h.Verdict != gateway.HandshakeIncompatible {
				text = ""
				if len(h.Warnings) > 0 {
					text = h.Warnings[0]
				}
			}
			if h.Verdict != tc.verdict || text != tc.text || h.PeerIsNewer != tc.newer || h.LocalVersion != string(tc.contract) {
				t.Errorf("%s peer %s: got %+v, want %v %q newer=%v", tc.contract, tc.peer, h, tc.verdict, tc.text, tc.newer)
			}
		})
	}
	// The zero options speak the default contract.
	def := gateway.CheckHandshake("7.0.0", nil, gateway.HandshakeOptions{})
	at := gateway.CheckHandshake("7.0.0", nil, gateway.HandshakeOptions{Contract: hounfour.Contract(hounfour.ContractVersion)})
	if def.LocalVersion != hounfour.ContractVersion || !slices.Equal(def.Warnings, at.Warnings) || def.Verdict != at.Verdict {
		t.Errorf("zero options %+v, default contract %+v", def, at)
	}
}
