package reservation_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/reservation"
	"github.com/hounfour-go/hounfour/wire"
)

func intp(v int) *int { return &v }

// The specification's oracle examples of computeReservedMicro.
func TestComputeReservedMicroText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		limit   string
		bps     *int
		want    string
		wantErr string
	}{
		{"1000000", intp(300), "30000", ""},
		{"1", intp(1), "1", ""},
		{"0010001", intp(5000), "5001", ""},
		{"-5", intp(100), "0", ""},
		{"100", intp(10001), "", "bps must be an integer in [0, 10000], got 10001"},
		{"100", intp(-1), "", "bps must be an integer in [0, 10000], got -1"},
		{"abc", intp(0), "0", ""}, // bps 0: the limit is not parsed
		{"abc", nil, "0", ""},     // bps absent: likewise
		{"abc", intp(10001), "", "bps must be an integer in [0, 10000], got 10001"}, // range first
		{"abc", intp(1), "", "Invalid MicroUSD string: must match ^-?[0-9]+$"},
		{"", intp(1), "", "Invalid MicroUSD string: must match ^-?[0-9]+$"},
		{"+5", intp(1), "", "Invalid MicroUSD string: must match ^-?[0-9]+$"},
		{"0", intp(10000), "0", ""},
		{"10000", intp(10000), "10000", ""},
		{"10001", intp(1), "2", ""}, // 1.0001 → 2
		{"10000", intp(1), "1", ""}, // exact
		{"9999", intp(1), "1", ""},  // 0.9999 → 1
		{"123456789012345678901234567890", intp(3333), "41148147777814814777781481478", ""}, // ⌈…×3333/10000⌉, remainder 7370 (independent big-integer arithmetic)
	}
	for _, tt := range tests {
		t.Run(tt.limit, func(t *testing.T) {
			got, err := reservation.ComputeReservedMicroText(tt.limit, tt.bps)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Errorf("(%q, %v): err = %v, want %q", tt.limit, tt.bps, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("(%q, %v) = %q, %v; want %q", tt.limit, tt.bps, got, err, tt.want)
			}
		})
	}
}

func TestComputeReservedMicroErrors(t *testing.T) {
	t.Parallel()
	_, err := reservation.ComputeReservedMicro(wire.MustParseMicroUSD("100"), intp(10001))
	if !errors.Is(err, reservation.ErrBPSRange) || !errors.Is(err, wire.ErrRange) {
		t.Errorf("range error %v does not match ErrBPSRange and wire.ErrRange", err)
	}
	_, err = reservation.ComputeReservedMicro(wire.MicroUSD{}, intp(1))
	if !errors.Is(err, wire.ErrSyntax) || errors.Is(err, reservation.ErrBPSRange) {
		t.Errorf("absent limit: %v", err)
	}
	if got, err := reservation.ComputeReservedMicro(wire.MicroUSD{}, intp(0)); err != nil || got != wire.ZeroMicro() {
		t.Errorf("absent limit with bps 0 = %v, %v; want 0", got, err)
	}
}

func TestValidateReservationTier(t *testing.T) {
	t.Parallel()
	tests := []struct {
		level conformance.Level
		bps   int
		tiers *reservation.TierMinimums
		want  string
	}{
		{conformance.CommunityVerified, 400, nil,
			`{"valid":false,"minimum_bps":500,"actual_bps":400,"reason":"Reservation 400 bps is below minimum 500 bps for community_verified"}`},
		{conformance.ProtocolCertified, 1000, nil, `{"valid":true,"minimum_bps":1000,"actual_bps":1000}`},
		{conformance.ProtocolCertified, 999, nil,
			`{"valid":false,"minimum_bps":1000,"actual_bps":999,"reason":"Reservation 999 bps is below minimum 1000 bps for protocol_certified"}`},
		{conformance.SelfDeclared, 300, nil, `{"valid":true,"minimum_bps":300,"actual_bps":300}`},
		{conformance.SelfDeclared, 100, &reservation.TierMinimums{50, 60, 70}, `{"valid":true,"minimum_bps":50,"actual_bps":100}`},
		{conformance.ProtocolCertified, 60, &reservation.TierMinimums{50, 60, 70},
			`{"valid":false,"minimum_bps":70,"actual_bps":60,"reason":"Reservation 60 bps is below minimum 70 bps for protocol_certified"}`},
		{"bogus", 5000, nil, `{"valid":false,"minimum_bps":0,"actual_bps":5000,"reason":"unknown conformance level: bogus"}`},
		{"bogus", 5000, &reservation.TierMinimums{}, `{"valid":false,"minimum_bps":0,"actual_bps":5000,"reason":"unknown conformance level: bogus"}`},
	}
	for i, tt := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			b, _ := json.Marshal(reservation.ValidateTier(tt.level, tt.bps, tt.tiers))
			if string(b) != tt.want {
				t.Errorf("(%s, %d, %v) = %s\nwant %s", tt.level, tt.bps, tt.tiers, b, tt.want)
			}
		})
	}
}

// The specification's oracle examples of shouldAllowRequest and one
// case per branch.
func TestShouldAllowRequest(t *testing.T) {
	t.Parallel()
	tests := []struct {
		available, cost, reserved string
		e                         reservation.Enforcement
		t                         *int
		want                      string
	}{
		{"1000", "600", "500", "strict", nil,
			`{"allowed":false,"reason":"Request would breach reservation floor (post-transaction balance: 400, floor: 500)","floor_breached":true,"enforcement_action":"block","post_transaction_available":"400"}`},
		{"1000", "600", "500", "unsupported", nil,
			`{"allowed":false,"reason":"Request would breach reservation floor (post-transaction balance: 400, floor: 500)","floor_breached":true,"enforcement_action":"block","post_transaction_available":"400"}`},
		{"1000", "600", "500", "advisory", nil,
			`{"allowed":true,"reason":"Sufficient budget available (advisory: floor would be breached)","floor_breached":false,"would_breach_floor":true,"warning":"Post-transaction balance (400) would breach reservation floor (500)","post_transaction_available":"400"}`},
		{"1000", "450", "500", "advisory", nil,
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"warning":"Post-transaction balance (550) is within 20% of reservation floor (500)","post_transaction_available":"550"}`},
		{"1000", "450", "500", "advisory", intp(0),
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"post_transaction_available":"550"}`},
		{"1000", "450", "500", "strict", nil,
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"post_transaction_available":"550"}`},
		{"500", "600", "500", "advisory", nil,
			`{"allowed":false,"reason":"Budget at or below reservation floor (advisory)","floor_breached":true,"enforcement_action":"warn"}`},
		{"500", "600", "500", "strict", nil,
			`{"allowed":false,"reason":"Budget at or below reservation floor (strict enforcement)","floor_breached":true,"enforcement_action":"block"}`},
		{"400", "600", "500", "unsupported", nil,
			`{"allowed":false,"reason":"Insufficient budget (reservation enforcement unsupported)","floor_breached":true,"enforcement_action":"block"}`},
		{"400", "600", "500", "bogus", nil,
			`{"allowed":false,"reason":"Budget at or below reservation floor (strict enforcement)","floor_breached":true,"enforcement_action":"block"}`},
		{"1000", "600", "500", "bogus", nil,
			`{"allowed":false,"reason":"Request would breach reservation floor (post-transaction balance: 400, floor: 500)","floor_breached":true,"enforcement_action":"block","post_transaction_available":"400"}`},
		{"700", "800", "500", "strict", nil,
			`{"allowed":false,"reason":"Insufficient budget (above reservation floor)","floor_breached":false}`},
		{"600", "1", "500", "advisory", nil,
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"warning":"Post-transaction balance (599) is within 20% of reservation floor (500)","post_transaction_available":"599"}`},
		{"601", "1", "500", "advisory", nil, // p = 600 = ⌈500 × 120 / 100⌉: no warning
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"post_transaction_available":"600"}`},
		{"6", "0", "5", "advisory", intp(1), // ⌈5 × 101 / 100⌉ = 6: p = 6 is not below
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"post_transaction_available":"6"}`},
		{"5", "0", "5", "advisory", intp(1),
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"warning":"Post-transaction balance (5) is within 1% of reservation floor (5)","post_transaction_available":"5"}`},
		{"100", "100", "0", "strict", nil,
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"post_transaction_available":"0"}`},
		{"10", "5", "0", "advisory", nil, // reserved 0: no advisory margin
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"post_transaction_available":"5"}`},
		{"-5", "-10", "0", "strict", nil, // signed amounts
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"post_transaction_available":"5"}`},
		{"100000000000000000000000", "1", "99999999999999999999999", "strict", nil,
			`{"allowed":true,"reason":"Sufficient budget available","floor_breached":false,"post_transaction_available":"99999999999999999999999"}`},
	}
	for _, tt := range tests {
		t.Run(tt.available, func(t *testing.T) {
			d := reservation.ShouldAllowRequest(wire.MustParseMicroUSD(tt.available), wire.MustParseMicroUSD(tt.cost),
				wire.MustParseMicroUSD(tt.reserved), tt.e, tt.t)
			b, _ := json.Marshal(d)
			if string(b) != tt.want {
				t.Errorf("(%s, %s, %s, %s, %v) =\n%s\nwant\n%s", tt.available, tt.cost, tt.reserved, tt.e, tt.t, b, tt.want)
			}
		})
	}
}

// An absent amount refuses the request (fail-closed), never a panic.
func TestShouldAllowRequestAbsentAmount(t *testing.T) {
	t.Parallel()
	m := wire.MustParseMicroUSD("100")
	var absent wire.MicroUSD
	want := `{"allowed":false,"reason":"available, cost and reserved must all be present amounts","floor_breached":false}`
	for i, args := range [][3]wire.MicroUSD{{absent, m, m}, {m, absent, m}, {m, m, absent}, {}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			for _, e := range reservation.EnforcementModes() {
				b, _ := json.Marshal(reservation.ShouldAllowRequest(args[0], args[1], args[2], e, nil))
				if string(b) != want {
					t.Errorf("case %d, %s: %s, want %s", i, e, b, want)
				}
			}
		})
	}
}

func TestCanTransitionReservation(t *testing.T) {
	t.Parallel()
	all := append(reservation.States(), "bogus", "")
	for _, from := range all {
		for _, to := range all {
			want := from == reservation.Active && (to == reservation.Expired || to == reservation.Revoked)
			if got := reservation.CanTransition(from, to); got != want {
				t.Errorf("CanTransitionReservation(%q, %q) = %v, want %v", from, to, got, want)
			}
		}
	}
}

func TestReservationConstants(t *testing.T) {
	t.Parallel()
	want := map[conformance.Level]int{"self_declared": 300, "community_verified": 500, "protocol_certified": 1000}
	tiers := reservation.DefaultTierMinimums()
	for k, v := range want {
		t.Run(string(k), func(t *testing.T) {
			if got, ok := tiers.Minimum(k); !ok || got != v {
				t.Errorf("DefaultTierMinimums().Minimum(%s) = %d, %v, want %d", k, got, ok, v)
			}
		})
	}
	if reservation.RoundingBias != "rights_holder" || reservation.AdvisoryWarningThresholdPercent != 20 {
		t.Error("RoundingBias or AdvisoryWarningThresholdPercent")
	}
	if got, _ := json.Marshal(reservation.States()); string(got) != `["active","expired","revoked"]` {
		t.Errorf("States() = %s", got)
	}
	if got, _ := json.Marshal(reservation.EnforcementModes()); string(got) != `["strict","advisory","unsupported"]` {
		t.Errorf("EnforcementModes() = %s", got)
	}
	if got, _ := json.Marshal(reservation.Transitions()); string(got) != `{"active":["expired","revoked"],"expired":[],"revoked":[]}` {
		t.Errorf("Transitions() = %s", got)
	}
}
