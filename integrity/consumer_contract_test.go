package integrity_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/hounfour-go/hounfour/integrity"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

func contract(entrypoints map[string][]string) integrity.ConsumerContract {
	c := integrity.ConsumerContract{Consumer: "c", Provider: integrity.ConsumerContractProvider, ProviderVersionRange: ">=8.3.0"}
	if entrypoints != nil {
		c.Entrypoints = map[string]integrity.ConsumerContractEntrypoint{}
		for ep, s := range entrypoints {
			c.Entrypoints[ep] = integrity.ConsumerContractEntrypoint{Symbols: s}
		}
	}
	return c
}

func jsonText(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestValidateConsumerContract(t *testing.T) {
	t.Parallel()
	c := contract(map[string][]string{"b": {"Z", "a"}, "a": {"Y"}})
	for _, tc := range []struct {
		name    string
		exports map[string][]string
		want    string
	}{
		{"missing", map[string][]string{"a": {}, "b": {"a"}},
			`{"valid":false,"missing_symbols":[{"entrypoint":"a","symbol":"Y"},{"entrypoint":"b","symbol":"Z"}],"unknown_entrypoints":[]}`},
		{"all there", map[string][]string{"a": {"Y", "X"}, "b": {"a", "Z"}, "c": {}},
			`{"valid":true,"missing_symbols":[],"unknown_entrypoints":[]}`},
		{"unknown entrypoints", map[string][]string{},
			`{"valid":false,"missing_symbols":[],"unknown_entrypoints":["a","b"]}`},
		{"nil map", nil, `{"valid":false,"missing_symbols":[],"unknown_entrypoints":["a","b"]}`},
		{"case matters", map[string][]string{"a": {"y"}, "b": {"Z", "a"}},
			`{"valid":false,"missing_symbols":[{"entrypoint":"a","symbol":"Y"}],"unknown_entrypoints":[]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := jsonText(t, integrity.ValidateConsumerContract(c, tc.exports)); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
	if got := jsonText(t, integrity.ValidateConsumerContract(contract(nil), nil)); got != `{"valid":true,"missing_symbols":[],"unknown_entrypoints":[]}` {
		t.Errorf("no entrypoints: %s", got)
	}
	// Entrypoints are visited in UTF-16 order of their paths: U+1F600 (a
	// surrogate pair) before U+FF61.
	odd := contract(map[string][]string{"｡": {"x"}, "😀": {"x"}})
	if got := jsonText(t, integrity.ValidateConsumerContract(odd, nil)); got != `{"valid":false,"missing_symbols":[],"unknown_entrypoints":["😀","｡"]}` {
		t.Errorf("UTF-16 order: %s", got)
	}
}

func TestContractChecksum(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		c    integrity.ConsumerContract
		want string
	}{
		// The SHA-256 of "a:Y\nb:Z\nb:a".
		{contract(map[string][]string{"b": {"Z", "a"}, "a": {"Y"}}), "sha256:1a93b795e00629bdb70754d0307b69fc1268bfa219d1cd78a58afe88401d0850"},
		{contract(nil), "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{contract(map[string][]string{}), "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
	} {
		if got := integrity.ContractChecksum(c.c); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
}

// upstreamExports is the export map upstream's unit tests use; the
// conformance vectors do not carry one.
var upstreamExports = map[string][]string{
	"@0xhoneyjar/loa-hounfour/core":       {"AgentProfileSchema", "MessageEnvelopeSchema", "DelegationRequestSchema"},
	"@0xhoneyjar/loa-hounfour/economy":    {"BillingEntrySchema", "X402QuoteSchema", "EscrowSchema"},
	"@0xhoneyjar/loa-hounfour/governance": {"SanctionSchema", "DisputeRecordSchema"},
}

// Upstream 8.7.0's consumer-contract conformance vectors: every member of
// expected_output equals the result's (a subset match: the vectors leave
// out empty lists), and the valid contract's checksum is upstream's.
func TestConsumerContractVectors(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors", "conformance", "consumer-contract")
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) != 3 {
		t.Fatalf("%d vector files (%v), want 3", len(files), err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var v struct {
				Input          integrity.ConsumerContract
				ExpectedOutput map[string]json.RawMessage `json:"expected_output"`
			}
			if err := json.Unmarshal(data, &v); err != nil {
				t.Fatal(err)
			}
			var got map[string]json.RawMessage
			if err := json.Unmarshal([]byte(jsonText(t, integrity.ValidateConsumerContract(v.Input, upstreamExports))), &got); err != nil {
				t.Fatal(err)
			}
			for k, want := range v.ExpectedOutput {
				var a, b any
				_ = json.Unmarshal(want, &a)
				_ = json.Unmarshal(got[k], &b)
				if jsonText(t, a) != jsonText(t, b) {
					t.Errorf("%s: got %s, want %s", k, got[k], want)
				}
			}
			valid := string(got["valid"]) == "true"
			if valid != (filepath.Base(f) == "valid-contract.json") {
				t.Errorf("valid = %v", valid)
			}
			if filepath.Base(f) == "valid-contract.json" {
				if sum := integrity.ContractChecksum(v.Input); sum != "sha256:9df6971922c990e04318fef5706022fe129c33ace678eab8eaacfec40831c777" {
					t.Errorf("checksum %s", sum)
				}
			}
		})
	}
}
