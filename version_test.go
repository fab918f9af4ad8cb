package hounfour_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/wire"
)

func TestVersionConstants(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, got, want string }{
		{"ContractVersion", hounfour.ContractVersion, "8.7.0"},
		{"MinSupportedVersion", hounfour.MinSupportedVersion, "6.0.0"},
		{"SchemaBaseURL", hounfour.SchemaBaseURL, "https://schemas.0xhoneyjar.com/loa-hounfour"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("%s = %q, want %q", tt.name, tt.got, tt.want)
			}
		})
	}
	for _, v := range []string{hounfour.ContractVersion, hounfour.MinSupportedVersion} {
		t.Run(v, func(t *testing.T) {
			if _, err := wire.ParseSemver(v); err != nil {
				t.Errorf("ParseSemver(%q): %v", v, err)
			}
		})
	}
}

func TestSchemaID(t *testing.T) {
	t.Parallel()
	tests := []struct {
		contract   hounfour.Contract
		name, want string
	}{
		{hounfour.Contract700, "agent-descriptor", "https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/agent-descriptor"},
		{hounfour.Contract700, "lifecycle-transition-payload", "https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/lifecycle-transition-payload"},
		{hounfour.Contract700, "", "https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/"},
		{hounfour.Contract870, "agent-descriptor", "https://schemas.0xhoneyjar.com/loa-hounfour/8.7.0/agent-descriptor"},
		{hounfour.Contract870, "commons/audit-trail", "https://schemas.0xhoneyjar.com/loa-hounfour/8.7.0/commons/audit-trail"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.contract.SchemaID(tt.name); got != tt.want {
				t.Errorf("%s SchemaID(%q) = %q, want %q", tt.contract, tt.name, got, tt.want)
			}
		})
	}
	// SchemaID and the zero Contract's are the default contract's (8.7.0).
	for _, n := range []string{"agent-descriptor", ""} {
		t.Run(n, func(t *testing.T) {
			want := "https://schemas.0xhoneyjar.com/loa-hounfour/8.7.0/" + n
			if got := hounfour.SchemaID(n); got != want {
				t.Errorf("SchemaID(%q) = %q, want %q", n, got, want)
			}
			if got := hounfour.Contract("").SchemaID(n); got != want {
				t.Errorf("zero Contract SchemaID(%q) = %q, want %q", n, got, want)
			}
		})
	}
}

// TestVersionMatchesUpstreamIndex compares the constants and the 7.0.0
// schema ids with upstream v7.0.0's index.json (skipped when the shared
// data is absent).
func TestVersionMatchesUpstreamIndex(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(upstreamdata.Dir(t, "schemas", "index.json"))
	if err != nil {
		t.Fatal(err)
	}
	var index struct {
		Version             string `json:"version"`
		MinSupportedVersion string `json:"min_supported_version"`
		Schemas             []struct {
			Name string `json:"name"`
			ID   string `json:"$id"`
		} `json:"schemas"`
	}
	if err := json.Unmarshal(data, &index); err != nil {
		t.Fatal(err)
	}
	if index.Version != string(hounfour.Contract700) {
		t.Errorf("upstream version %q, Contract700 %q", index.Version, hounfour.Contract700)
	}
	if index.MinSupportedVersion != hounfour.MinSupportedVersion {
		t.Errorf("upstream min_supported_version %q, MinSupportedVersion %q", index.MinSupportedVersion, hounfour.MinSupportedVersion)
	}
	if len(index.Schemas) == 0 {
		t.Fatal("upstream index lists no schemas")
	}
	for _, s := range index.Schemas {
		if got := hounfour.Contract700.SchemaID(s.Name); got != s.ID {
			t.Errorf("SchemaID(%q) = %q, upstream $id %q", s.Name, got, s.ID)
		}
	}
}
