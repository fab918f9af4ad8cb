package gateway_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
)

func TestBuildDiscovery(t *testing.T) {
	t.Parallel()
	ids := []string{
		"https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/stream-event",
		"https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/jwt-claims",
	}
	for _, tc := range []struct {
		name string
		ids  []string
		opts gateway.DiscoveryOptions
		want string // JSON, or "error: …"
	}{
		{"minimal", nil, gateway.DiscoveryOptions{},
			`{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":[]}`},
		{"ids verbatim", ids, gateway.DiscoveryOptions{},
			`{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":["https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/stream-event","https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/jwt-claims"]}`},
		{"all options", ids[:1], gateway.DiscoveryOptions{
			AggregateTypes:          []string{"agent", "billing"},
			CapabilitiesURL:         "https://api.example.com:8443/v1/capabilities?x=1",
			ExpressionVersions:      []string{"1.0"},
			Providers:               []gateway.ProviderSummary{{Provider: "openai", ModelCount: 3}},
			ConformanceSuiteVersion: "5.1.0",
		}, `{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":["https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/stream-event"],"supported_aggregates":["agent","billing"],"capabilities_url":"https://api.example.com:8443/v1/capabilities?x=1","expression_versions_supported":["1.0"],"providers":[{"provider":"openai","model_count":3}],"conformance_suite_version":"5.1.0"}`},
		// An empty non-nil slice is set and written as []; "" is not set.
		{"empty slices are set", nil, gateway.DiscoveryOptions{AggregateTypes: []string{}, ExpressionVersions: []string{}, Providers: []gateway.ProviderSummary{}},
			`{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":[],"supported_aggregates":[],"expression_versions_supported":[],"providers":[]}`},
		{"bad schema ids, all listed in order", []string{"http://a", ids[0], "HTTPS://b", " https://c", "https:c", "https://", "https://1.2.3.4:65536/x", "https://h:123456", "https://a b", "https://a\x7f"}, gateway.DiscoveryOptions{},
			"error: Invalid schema IDs (must be valid https:// URIs): http://a, HTTPS://b,  https://c, https:c, https://, https://1.2.3.4:65536/x, https://h:123456, https://a b, https://a\x7f"},
		{"port limits", []string{"https://h:65535/", "https://h:/"}, gateway.DiscoveryOptions{},
			`{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":["https://h:65535/","https://h:/"]}`},
		{"capabilities http", nil, gateway.DiscoveryOptions{CapabilitiesURL: "http://c"}, "error: capabilities_url must be https://, got http:"},
		{"capabilities wss", nil, gateway.DiscoveryOptions{CapabilitiesURL: "WSS://c/x"}, "error: capabilities_url must be https://, got wss:"},
		{"capabilities mailto", nil, gateway.DiscoveryOptions{CapabilitiesURL: "mailto:a@b"}, "error: capabilities_url must be https://, got mailto:"},
		{"capabilities no scheme", nil, gateway.DiscoveryOptions{CapabilitiesURL: "x"}, "error: Invalid capabilities_url (must be valid https:// URI): x"},
		{"capabilities upper-case https", nil, gateway.DiscoveryOptions{CapabilitiesURL: "HTTPS://c"}, "error: Invalid capabilities_url (must be valid https:// URI): HTTPS://c"},
		{"capabilities empty host", nil, gateway.DiscoveryOptions{CapabilitiesURL: "https://"}, "error: Invalid capabilities_url (must be valid https:// URI): https://"},
		{"schema ids are checked first", []string{"x"}, gateway.DiscoveryOptions{CapabilitiesURL: "http://c"}, "error: Invalid schema IDs (must be valid https:// URIs): x"},
		// Copied unchecked: the document is then invalid (Validate says so).
		{"unchecked options", nil, gateway.DiscoveryOptions{ExpressionVersions: []string{"v1"}, ConformanceSuiteVersion: "latest"},
			`{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":[],"expression_versions_supported":["v1"],"conformance_suite_version":"latest"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// These cases are those of a 7.0.0 endpoint.
			tc.opts.Contract = hounfour.Contract700
			d, err := gateway.BuildDiscovery(tc.ids, tc.opts)
			if err != nil {
				if tc.want != "error: "+err.Error() {
					t.Errorf("%s: error %q, want %q", tc.name, err, tc.want)
				}
				return
			}
			out, err := json.Marshal(d)
			if err != nil || string(out) != tc.want {
				t.Errorf("%s:\n got %s (%v)\nwant %s", tc.name, out, err, tc.want)
			}
			verr := d.Validate()
			if tc.name == "unchecked options" {
				if vs(t, verr) != lines(
					"/expression_versions_supported/0 pattern Expected string to match '^\\d+\\.\\d+$'",
					"/conformance_suite_version pattern Expected string to match '^\\d+\\.\\d+\\.\\d+$'") {
					t.Errorf("%s: Validate %v", tc.name, verr)
				}
			} else if verr != nil {
				t.Errorf("%s: the built document is invalid: %v", tc.name, verr)
			}
		})
	}
}

func TestBuildDiscoveryCopiesOptions(t *testing.T) {
	t.Parallel()
	aggs := []string{"agent"}
	d, err := gateway.BuildDiscovery(nil, gateway.DiscoveryOptions{AggregateTypes: aggs})
	if err != nil {
		t.Fatal(err)
	}
	aggs[0] = "changed"
	if d.SupportedAggregates[0] != "agent" {
		t.Error("BuildDiscovery kept the caller's slice")
	}
}

// TestBuildDiscoveryContract builds the document for each contract: its
// contract_version is the contract's; the zero Contract is the default.
func TestBuildDiscoveryContract(t *testing.T) {
	for _, tc := range []struct {
		contract hounfour.Contract
		want     string
	}{
		{hounfour.Contract700, `{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":[]}`},
		{hounfour.Contract870, `{"contract_version":"8.7.0","min_supported_version":"6.0.0","schemas":[]}`},
		{"", `{"contract_version":"` + hounfour.ContractVersion + `","min_supported_version":"6.0.0","schemas":[]}`},
	} {
		t.Run(string(tc.contract), func(t *testing.T) {
			d, err := gateway.BuildDiscovery(nil, gateway.DiscoveryOptions{Contract: tc.contract})
			out, _ := json.Marshal(d)
			if err != nil || string(out) != tc.want {
				t.Errorf("%q: got %s (%v), want %s", tc.contract, out, err, tc.want)
			}
		})
	}
	_, err := gateway.BuildDiscovery(nil, gateway.DiscoveryOptions{Contract: "8.6.0"})
	if !errors.Is(err, hounfour.ErrUnknownContract) {
		t.Errorf("unknown contract: %v", err)
	}
}
