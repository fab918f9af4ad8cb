package governance_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/governance"
)

// upstream's DEFAULT_GOVERNANCE_CONFIG.
const defaultConfigJSON = `{"governance_version":"1.0.0","reservation_tiers":{"self_declared":300,"community_verified":500,"protocol_certified":1000},"advisory_warning_threshold_percent":20}`

func TestDefaultConfig(t *testing.T) {
	t.Parallel()
	c := governance.DefaultConfig()
	b, err := json.Marshal(c)
	if err != nil || string(b) != defaultConfigJSON {
		t.Errorf("DefaultConfig encodes as %s, %v", b, err)
	}
	if err := c.Validate(); err != nil {
		t.Errorf("DefaultConfig invalid: %v", err)
	}
	if w := c.Warnings(); len(w) != 0 {
		t.Errorf("DefaultConfig warnings: %v", w)
	}
	m := c.TierMinimums()
	if m.SelfDeclared != 300 || m.CommunityVerified != 500 || m.ProtocolCertified != 1000 || c.AdvisoryThreshold() != 20 {
		t.Errorf("TierMinimums = %+v, AdvisoryThreshold = %d", m, c.AdvisoryThreshold())
	}
	// A fresh value each call.
	c.ReservationTiers.SelfDeclared = 1
	if governance.DefaultConfig().ReservationTiers.SelfDeclared != 300 {
		t.Error("DefaultConfig shares state")
	}
}

func TestResolveReservationTier(t *testing.T) {
	t.Parallel()
	custom := governance.DefaultConfig()
	custom.ReservationTiers = governance.ReservationTiers{SelfDeclared: 50, CommunityVerified: 60, ProtocolCertified: 70}
	tests := []struct {
		level conformance.Level
		cfg   *governance.Config
		want  int
	}{
		{conformance.ProtocolCertified, nil, 1000},
		{conformance.CommunityVerified, nil, 500},
		{conformance.SelfDeclared, nil, 300},
		{conformance.CommunityVerified, &custom, 60},
		{conformance.SelfDeclared, &custom, 50},
		{conformance.ProtocolCertified, &custom, 70},
		{"bogus", nil, 0},
		{"", &custom, 0},
		{"PROTOCOL_CERTIFIED", nil, 0},
	}
	for _, tc := range tests {
		t.Run(string(tc.level), func(t *testing.T) {
			if got := governance.ResolveReservationTier(tc.level, tc.cfg); got != tc.want {
				t.Errorf("ResolveReservationTier(%q, %v) = %d, want %d", tc.level, tc.cfg != nil, got, tc.want)
			}
		})
	}
}

func TestResolveAdvisoryThreshold(t *testing.T) {
	t.Parallel()
	c := governance.DefaultConfig()
	c.AdvisoryWarningThresholdPercent = 35
	zero := governance.DefaultConfig()
	zero.AdvisoryWarningThresholdPercent = 0
	if governance.ResolveAdvisoryThreshold(nil) != 20 || governance.ResolveAdvisoryThreshold(&c) != 35 || governance.ResolveAdvisoryThreshold(&zero) != 0 {
		t.Error("ResolveAdvisoryThreshold")
	}
}

func ExampleResolveReservationTier() {
	cfg := governance.DefaultConfig()
	cfg.ReservationTiers = governance.ReservationTiers{SelfDeclared: 50, CommunityVerified: 60, ProtocolCertified: 70}
	fmt.Println(governance.ResolveReservationTier(conformance.ProtocolCertified, nil))
	fmt.Println(governance.ResolveReservationTier(conformance.CommunityVerified, &cfg))
	fmt.Println(governance.ResolveReservationTier("bogus", nil))
	// Output:
	// 1000
	// 60
	// 0
}

func ExampleResolveAdvisoryThreshold() {
	cfg := governance.DefaultConfig()
	cfg.AdvisoryWarningThresholdPercent = 35
	fmt.Println(governance.ResolveAdvisoryThreshold(nil), governance.ResolveAdvisoryThreshold(&cfg))
	// Output: 20 35
}

func ExampleDefaultConfig() {
	b, _ := json.Marshal(governance.DefaultConfig())
	fmt.Println(string(b))
	// Output: {"governance_version":"1.0.0","reservation_tiers":{"self_declared":300,"community_verified":500,"protocol_certified":1000},"advisory_warning_threshold_percent":20}
}

func ExampleConfig_Validate() {
	var c governance.Config
	_ = json.Unmarshal([]byte(`{"governance_version":"1.0.0","reservation_tiers":{"self_declared":500,
		"community_verified":300,"protocol_certified":1000},"advisory_warning_threshold_percent":20}`), &c)
	var verr *hounfour.ValidationError
	if errors.As(c.Validate(), &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%q %s: %s\n", v.Path, v.Rule, v.Message)
		}
	}
	fmt.Println(c.ValidateSchema())
	// Output:
	// "" governance-tier-ordering: reservation tiers must not decrease: self_declared <= community_verified <= protocol_certified
	// <nil>
}
