package vectors

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/reservation"
	"github.com/hounfour-go/hounfour/wire"
)

// The model layer's reservation functions the handler runs follow the
// oracle examples of the specification.
func TestReservationOracle(t *testing.T) {
	t.Parallel()
	m := wire.MustParseMicroUSD
	bps := func(n int) *int { return &n }
	for _, c := range []struct {
		limit string
		bps   int
		want  string
	}{{"1000000", 300, "30000"}, {"1", 1, "1"}, {"0010001", 5000, "5001"}, {"-5", 100, "0"}} {
		t.Run(c.limit, func(t *testing.T) {
			if got, err := reservation.ComputeReservedMicro(m(c.limit), bps(c.bps)); err != nil || got.String() != c.want {
				t.Errorf("Reserved(%s, %d) = %v %v", c.limit, c.bps, got, err)
			}
		})
	}
	if _, err := reservation.ComputeReservedMicro(m("100"), bps(10001)); err == nil {
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
		t.Run(c.reason, func(t *testing.T) {
			d := reservation.ShouldAllowRequest(m(c.a), m(c.c), m(c.r), reservation.Enforcement(c.e), nil)
			if d.Allowed != c.allowed || d.Reason != c.reason || d.Warning != c.warning {
				t.Errorf("Allow(%s, %s, %s, %s) = %+v", c.a, c.c, c.r, c.e, d)
			}
		})
	}
}

// Upstream's eight reservation-enforcement vectors pass.
func TestReservationHandlerUpstream(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir(t, "vectors", "conformance")
	rep := RunConformance(os.DirFS(dir), ConformanceOptions{})
	n := 0
	for _, r := range rep.Vectors {
		if r.Category != string(conformance.CategoryReservationEnforcement) {
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
	t.Parallel()
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
	rep := RunConformance(fsys, ConformanceOptions{})
	want := map[string]ConformanceStatus{"a": ConformancePassed, "b": ConformancePassed, "c": ConformanceFailed,
		"d": ConformanceFailed, "e": ConformanceFailed, "f": ConformanceFailed}
	if len(rep.Vectors) != len(want) {
		t.Errorf("%d vectors run, want %d", len(rep.Vectors), len(want))
	}
	for _, r := range rep.Vectors {
		k := strings.TrimSuffix(strings.TrimPrefix(r.File, "reservation-enforcement/"), ".json")
		if r.Status != want[k] {
			t.Errorf("%s: %s %s", r.File, r.Status, r.Detail)
		}
	}
}
