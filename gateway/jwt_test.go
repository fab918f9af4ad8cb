package gateway_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

func TestJTIPolicy(t *testing.T) {
	t.Parallel()
	want := map[string]gateway.JTIRule{ // the specification's JTI policy table
		"invoke":  {Required: true},
		"admin":   {Required: true},
		"s2s_get": {Required: false, Compensating: "exp <= 60s"},
		"byok":    {Required: true, Mode: "bounded-use", MaxUses: 100},
	}
	got := gateway.JTIPolicy()
	if len(got) != len(want) {
		t.Fatalf("%d rules, want %d", len(got), len(want))
	}
	for k, w := range want {
		t.Run(k, func(t *testing.T) {
			if got[k] != w {
				t.Errorf("%s: %+v, want %+v", k, got[k], w)
			}
		})
	}
	got["invoke"] = gateway.JTIRule{}
	delete(got, "admin")
	if again := gateway.JTIPolicy(); !again["invoke"].Required || len(again) != 4 {
		t.Error("JTIPolicy returned its own table, not a copy")
	}
	if gateway.EndpointInvoke != "invoke" || gateway.EndpointAdmin != "admin" || gateway.EndpointS2SGet != "s2s_get" || gateway.EndpointBYOK != "byok" {
		t.Error("endpoint kind constants")
	}
}

// TestUpstreamJWTConformance: every claim set of upstream's JWT vectors is a
// schema-valid jwt-claims document; the invalid cases are behavioural
// (expiry, audience, issuer) and name codes of the vocabulary.
func TestUpstreamJWTConformance(t *testing.T) {
	t.Parallel()
	p := upstreamdata.Dir(t, "vectors", "jwt", "conformance.json")
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Vectors []struct {
			ID       string          `json:"id"`
			Claims   json.RawMessage `json:"claims"`
			Expected string          `json:"expected"`
			Error    string          `json:"error"`
		} `json:"vectors"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Vectors) == 0 {
		t.Fatal("no vectors")
	}
	behavioural := map[hounfour.ErrorCode]bool{hounfour.CodeJWTExpired: true, hounfour.CodeAudienceMismatch: true, hounfour.CodeIssuerNotAllowed: true}
	for _, v := range file.Vectors {
		var c gateway.JWTClaims
		if err := hounfour.Decode(v.Claims, &c); err != nil {
			t.Errorf("%s: claims invalid as a document: %v", v.ID, err)
		}
		switch v.Expected {
		case "valid":
			if v.Error != "" {
				t.Errorf("%s: valid with error %s", v.ID, v.Error)
			}
		case "invalid":
			code := hounfour.ErrorCode(v.Error)
			if !code.Valid() || !behavioural[code] || code.HTTPStatus() < 400 {
				t.Errorf("%s: error %q is not a behavioural code of the vocabulary", v.ID, v.Error)
			}
		default:
			t.Errorf("%s: expected %q", v.ID, v.Expected)
		}
	}
	t.Logf("%d upstream JWT claim sets decoded and validated", len(file.Vectors))
}

// TestUpstreamDiscoveryAndHealthVectors runs upstream's discovery and health
// vectors through hounfour.Decode.
func TestUpstreamDiscoveryAndHealthVectors(t *testing.T) {
	t.Parallel()
	type vector struct {
		ID   string          `json:"id"`
		Data json.RawMessage `json:"data"`
	}
	load := func(name string, v any) {
		t.Helper()
		data, err := os.ReadFile(upstreamdata.Dir(t, "vectors", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, v); err != nil {
			t.Fatal(err)
		}
	}
	var disc struct {
		Valid   []vector `json:"valid_discovery"`
		Invalid []vector `json:"invalid_discovery"`
	}
	load("discovery/discovery.json", &disc)
	var health struct {
		Valid   []vector `json:"valid_statuses"`
		Invalid []vector `json:"invalid_statuses"`
	}
	load("health/health-status.json", &health)
	n := 0
	check := func(vs []vector, valid bool, newDoc func() hounfour.Validator) {
		for _, v := range vs {
			err := hounfour.Decode(v.Data, newDoc())
			if (err == nil) != valid {
				t.Errorf("%s: valid=%v, got %v", v.ID, valid, err)
			}
			n++
		}
	}
	newDisc := func() hounfour.Validator { return new(gateway.ProtocolDiscovery) }
	newHealth := func() hounfour.Validator { return new(gateway.HealthStatus) }
	check(disc.Valid, true, newDisc)
	check(disc.Invalid, false, newDisc)
	check(health.Valid, true, newHealth)
	check(health.Invalid, false, newHealth)
	if n < 15 {
		t.Errorf("only %d vectors", n)
	}
	t.Logf("%d upstream discovery/health vectors", n)
}
