package vectors

import (
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/internal/shared"
	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/wire"
)

// specReservation implements the three reservation functions as
// remainder.md §4.2 states them, so that the reservation-enforcement handler
// can be tested before the model layer lands.
var specReservation = reservationFuncs{
	Reserved: func(limit wire.MicroUSD, bps *int) (wire.MicroUSD, error) {
		if bps == nil || *bps == 0 {
			return wire.MustParseMicroUSD("0"), nil
		}
		if *bps < 0 || *bps > 10000 {
			return wire.MicroUSD{}, fmt.Errorf("bps must be an integer in [0, 10000], got %d", *bps)
		}
		l := limit.Big()
		if l.Sign() <= 0 {
			return wire.MustParseMicroUSD("0"), nil
		}
		x := new(big.Int).Mul(l, big.NewInt(int64(*bps)))
		x.Add(x, big.NewInt(9999))
		return wire.MicroUSDFromBig(x.Quo(x, big.NewInt(10000))), nil
	},
	TierValid: func(level model.ConformanceLevel, bps int) bool {
		min, ok := map[model.ConformanceLevel]int{model.SelfDeclared: 300, model.CommunityVerified: 500, model.ProtocolCertified: 1000}[level]
		return ok && bps >= min
	},
	Allow: func(available, cost, reserved wire.MicroUSD, e string) reservationDecision {
		a, c, r := available.Big(), cost.Big(), reserved.Big()
		p := new(big.Int).Sub(a, c)
		pm := wire.MicroUSDFromBig(p)
		t := big.NewInt(20)
		yes := true
		if a.Cmp(c) >= 0 {
			if p.Cmp(r) < 0 {
				if e == "advisory" {
					return reservationDecision{Allowed: true, Reason: "Sufficient budget available (advisory: floor would be breached)",
						WouldBreachFloor: &yes, PostTransactionAvailable: &pm,
						Warning: fmt.Sprintf("Post-transaction balance (%s) would breach reservation floor (%s)", p, r)}
				}
				return reservationDecision{Reason: fmt.Sprintf("Request would breach reservation floor (post-transaction balance: %s, floor: %s)", p, r),
					FloorBreached: true, EnforcementAction: "block", PostTransactionAvailable: &pm}
			}
			// ⌈reserved × (100 + t) / 100⌉
			w := new(big.Int).Mul(r, new(big.Int).Add(big.NewInt(100), t))
			w.Add(w, big.NewInt(99)).Quo(w, big.NewInt(100))
			d := reservationDecision{Allowed: true, Reason: "Sufficient budget available", PostTransactionAvailable: &pm}
			if e == "advisory" && r.Sign() > 0 && p.Cmp(w) < 0 {
				d.Warning = fmt.Sprintf("Post-transaction balance (%s) is within %s%% of reservation floor (%s)", p, t, r)
			}
			return d
		}
		if a.Cmp(r) <= 0 {
			switch e {
			case "unsupported":
				return reservationDecision{Reason: "Insufficient budget (reservation enforcement unsupported)", FloorBreached: true, EnforcementAction: "block"}
			case "advisory":
				return reservationDecision{Reason: "Budget at or below reservation floor (advisory)", FloorBreached: true, EnforcementAction: "warn"}
			}
			return reservationDecision{Reason: "Budget at or below reservation floor (strict enforcement)", FloorBreached: true, EnforcementAction: "block"}
		}
		return reservationDecision{Reason: "Insufficient budget (above reservation floor)"}
	},
}

func withReservation(t *testing.T, lib *reservationFuncs) {
	saved := reservationLib
	reservationLib = lib
	t.Cleanup(func() { reservationLib = saved })
}

// The reference follows the oracle examples of the specification.
func TestSpecReservationOracle(t *testing.T) {
	m := wire.MustParseMicroUSD
	bps := func(n int) *int { return &n }
	for _, c := range []struct {
		limit string
		bps   int
		want  string
	}{{"1000000", 300, "30000"}, {"1", 1, "1"}, {"0010001", 5000, "5001"}, {"-5", 100, "0"}} {
		if got, err := specReservation.Reserved(m(c.limit), bps(c.bps)); err != nil || got.String() != c.want {
			t.Errorf("Reserved(%s, %d) = %v %v", c.limit, c.bps, got, err)
		}
	}
	if _, err := specReservation.Reserved(m("100"), bps(10001)); err == nil {
		t.Error("bps 10001 accepted")
	}
	for _, c := range []struct {
		a, c, r, e string
		allowed    bool
		reason     string
		warning    string
	}{
		{"1000", "600", "500", "strict", false, "Request would breach reservation floor (post-transaction balance: 400, floor: 500)", ""},
		{"1000", "450", "500", "advisory", true, "Sufficient budget available", "Post-transaction balance (550) is within 20% of reservation floor (500)"},
		{"500", "600", "500", "advisory", false, "Budget at or below reservation floor (advisory)", ""},
		{"700", "800", "500", "strict", false, "Insufficient budget (above reservation floor)", ""},
		{"600", "1", "500", "advisory", true, "Sufficient budget available", "Post-transaction balance (599) is within 20% of reservation floor (500)"},
	} {
		d := specReservation.Allow(m(c.a), m(c.c), m(c.r), c.e)
		if d.Allowed != c.allowed || d.Reason != c.reason || d.Warning != c.warning {
			t.Errorf("Allow(%s, %s, %s, %s) = %+v", c.a, c.c, c.r, c.e, d)
		}
	}
}

// With the model layer's functions plugged in, upstream's eight
// reservation-enforcement vectors pass.
func TestReservationHandlerUpstream(t *testing.T) {
	dir := shared.Upstream(t, "vectors", "conformance")
	withReservation(t, &specReservation)
	rep := RunConformance(os.DirFS(dir), ConformanceOptions{})
	n := 0
	for _, r := range rep.Vectors {
		if r.Category != string(model.CategoryReservationEnforcement) {
			continue
		}
		n++
		if r.Status != ConformancePassed {
			t.Errorf("%s: %s %s%s", r.File, r.Status, r.Reason, r.Detail)
		}
	}
	if n != 8 {
		t.Errorf("%d reservation vectors, want 8", n)
	}
}

func TestReservationHandlerFixtures(t *testing.T) {
	in := `{"agent_id":"a","conformance_level":"self_declared","reserved_capacity_bps":500,"budget_limit_micro":"10000","budget_spent_micro":"0"`
	vec := func(id, input, out, rules string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte(`{"vector_id":"conformance-reservation-enforcement-` + id + `","category":"reservation-enforcement",` +
			`"description":"d","contract_version":"7.0.0","input":` + input + `,"expected_output":` + out + `,"expected_valid":true` + rules + `}`)}
	}
	fsys := fstest.MapFS{
		// Exact comparison of the whole decision: reserved 500, p = 400 < 500.
		"reservation-enforcement/a.json": vec("0001", in+`,"request_cost_micro":"9600","enforcement":"advisory"}`,
			`{"reserved_micro":"500","allowed":true,"reason":"Sufficient budget available (advisory: floor would be breached)","floor_breached":false,`+
				`"would_breach_floor":true,"warning":"Post-transaction balance (400) would breach reservation floor (500)","post_transaction_available":"400"}`, ""),
		// Tier check: 500 ≥ 300, enforcement defaults to strict.
		"reservation-enforcement/b.json": vec("0002", in+`}`, `{"reserved_micro":"500","tier_valid":true,"enforcement":"strict"}`, ""),
		// Wrong expectation: must fail.
		"reservation-enforcement/c.json": vec("0003", in+`,"request_cost_micro":"9600"}`, `{"allowed":true}`, `,"matching_rules":{"select_fields":["allowed"]}`),
		// Warning pattern not in the warning: must fail.
		"reservation-enforcement/d.json": vec("0004", in+`,"request_cost_micro":"100","enforcement":"advisory"}`,
			`{"allowed":true,"warning_pattern":"would breach"}`, `,"matching_rules":{"select_fields":["allowed"]}`),
		// Missing members: must fail.
		"reservation-enforcement/e.json": vec("0005", `{"agent_id":"a"}`, `{}`, ""),
		// bps out of range: the function's error fails the vector.
		"reservation-enforcement/f.json": vec("0006", strings.Replace(in, "500", "10001", 1)+`}`, `{}`, ""),
	}
	// The reference implementation and the model layer's functions agree.
	for name, lib := range map[string]*reservationFuncs{"reference": &specReservation, "model": &modelReservation} {
		withReservation(t, lib)
		rep := RunConformance(fsys, ConformanceOptions{})
		want := map[string]ConformanceStatus{"a": ConformancePassed, "b": ConformancePassed, "c": ConformanceFailed,
			"d": ConformanceFailed, "e": ConformanceFailed, "f": ConformanceFailed}
		for _, r := range rep.Vectors {
			k := strings.TrimSuffix(strings.TrimPrefix(r.File, "reservation-enforcement/"), ".json")
			if r.Status != want[k] {
				t.Errorf("%s: %s: %s %s", name, r.File, r.Status, r.Detail)
			}
		}
	}
}
