package governance_test

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/governance"
)

// The ladder, levels, order, violation types and escalation table,
// written out from the specification.
func TestSeverityConstants(t *testing.T) {
	t.Parallel()
	wantLadder := []governance.SeverityEntry{
		{Severity: "warning", Level: 1, DefaultDurationSeconds: 86400, Effect: "Notification only — no capability restriction"},
		{Severity: "rate_limited", Level: 2, DefaultDurationSeconds: 259200, Effect: "Request rate reduced to 10% of normal quota"},
		{Severity: "pool_restricted", Level: 3, DefaultDurationSeconds: 604800, Effect: "Access limited to basic pool only — premium and priority pools revoked"},
		{Severity: "suspended", Level: 4, DefaultDurationSeconds: 0, Effect: "All access suspended pending governance review"},
	}
	if !slices.Equal(governance.SeverityLadder(), wantLadder) {
		t.Errorf("SeverityLadder = %+v", governance.SeverityLadder())
	}
	wantLevels := []governance.SanctionLevel{"warning", "rate_limited", "pool_restricted", "suspended", "terminated"}
	if got := governance.SanctionSeverityLevels(); !slices.Equal(got, wantLevels) {
		t.Errorf("SanctionSeverityLevels = %v", got)
	}
	for i, l := range wantLevels {
		t.Run(string(l), func(t *testing.T) {
			if governance.SanctionSeverityOrder()[l] != i+1 {
				t.Errorf("SanctionSeverityOrder[%s] = %d, want %d", l, governance.SanctionSeverityOrder()[l], i+1)
			}
		})
	}
	if len(governance.SanctionSeverityOrder()) != 5 {
		t.Errorf("SanctionSeverityOrder has %d entries", len(governance.SanctionSeverityOrder()))
	}
	wantTypes := []governance.ViolationType{"content_policy", "rate_abuse", "billing_fraud", "identity_spoofing",
		"resource_exhaustion", "community_guideline", "safety_violation"}
	if got := governance.ViolationTypes(); !slices.Equal(got, wantTypes) {
		t.Errorf("ViolationTypes = %v", got)
	}
	type rule struct {
		th  []int64
		seq []governance.SanctionLevel
	}
	wantRules := map[governance.ViolationType]rule{
		"content_policy":      {[]int64{1, 3, 5}, []governance.SanctionLevel{"warning", "rate_limited", "suspended"}},
		"rate_abuse":          {[]int64{1, 2, 5, 10}, []governance.SanctionLevel{"warning", "rate_limited", "pool_restricted", "suspended"}},
		"billing_fraud":       {[]int64{1}, []governance.SanctionLevel{"terminated"}},
		"identity_spoofing":   {[]int64{1}, []governance.SanctionLevel{"terminated"}},
		"resource_exhaustion": {[]int64{1, 3, 5}, []governance.SanctionLevel{"warning", "rate_limited", "pool_restricted"}},
		"community_guideline": {[]int64{1, 3, 7}, []governance.SanctionLevel{"warning", "rate_limited", "suspended"}},
		"safety_violation":    {[]int64{1, 2}, []governance.SanctionLevel{"suspended", "terminated"}},
	}
	if len(governance.EscalationRules()) != len(wantRules) {
		t.Errorf("EscalationRules has %d entries", len(governance.EscalationRules()))
	}
	for v, w := range wantRules {
		t.Run(string(v), func(t *testing.T) {
			got := governance.EscalationRules()[v]
			if !slices.Equal(got.Thresholds, w.th) || !slices.Equal(got.Progression, w.seq) {
				t.Errorf("EscalationRules[%s] = %+v", v, got)
			}
		})
	}
}

func TestLookupSeverity(t *testing.T) {
	t.Parallel()
	e, err := governance.LookupSeverity("rate_limited")
	want := governance.SeverityEntry{Severity: "rate_limited", Level: 2, DefaultDurationSeconds: 259200, Effect: "Request rate reduced to 10% of normal quota"}
	if err != nil || e != want {
		t.Errorf("LookupSeverity(rate_limited) = %+v, %v", e, err)
	}
	for _, s := range []governance.SanctionSeverity{"terminated", "", "Warning", "toString", "banned"} {
		t.Run(string(s), func(t *testing.T) {
			_, err := governance.LookupSeverity(s)
			if err == nil || err.Error() != "Unknown severity level: "+string(s) {
				t.Errorf("LookupSeverity(%q) error = %v", s, err)
			}
			var use *governance.UnknownSeverityError
			if !errors.Is(err, governance.ErrUnknownSeverity) || !errors.As(err, &use) || use.Severity != s {
				t.Errorf("LookupSeverity(%q): error %v does not match ErrUnknownSeverity / *UnknownSeverityError", s, err)
			}
		})
	}
}

func TestCompareSeverity(t *testing.T) {
	t.Parallel()
	tests := []struct {
		a, b governance.SanctionSeverity
		want int
		err  string
	}{
		{"warning", "suspended", -3, ""},
		{"pool_restricted", "rate_limited", 1, ""},
		{"suspended", "suspended", 0, ""},
		{"terminated", "warning", 0, "Unknown severity level: terminated"},
		{"warning", "terminated", 0, "Unknown severity level: terminated"},
		{"x", "y", 0, "Unknown severity level: x"}, // a is looked up first
	}
	for _, tc := range tests {
		t.Run(string(tc.a), func(t *testing.T) {
			got, err := governance.CompareSeverity(tc.a, tc.b)
			gotErr := ""
			if err != nil {
				gotErr = err.Error()
			}
			if got != tc.want || gotErr != tc.err {
				t.Errorf("CompareSeverity(%s, %s) = %d, %q; want %d, %q", tc.a, tc.b, got, gotErr, tc.want, tc.err)
			}
		})
	}
}

func TestEscalatedLevel(t *testing.T) {
	t.Parallel()
	tests := []struct {
		v     governance.ViolationType
		count int64
		want  governance.SanctionLevel
		ok    bool
	}{
		{"rate_abuse", 1, "warning", true},
		{"rate_abuse", 2, "rate_limited", true},
		{"rate_abuse", 4, "rate_limited", true},
		{"rate_abuse", 5, "pool_restricted", true},
		{"rate_abuse", 9, "pool_restricted", true},
		{"rate_abuse", 10, "suspended", true},
		{"rate_abuse", 1 << 40, "suspended", true},
		{"content_policy", 3, "rate_limited", true},
		{"content_policy", 5, "suspended", true},
		{"billing_fraud", 1, "terminated", true},
		{"identity_spoofing", 7, "terminated", true},
		{"resource_exhaustion", 6, "pool_restricted", true},
		{"community_guideline", 6, "rate_limited", true},
		{"community_guideline", 7, "suspended", true},
		{"safety_violation", 1, "suspended", true},
		{"safety_violation", 2, "terminated", true},
		{"rate_abuse", 0, "", false},
		{"spam", 3, "", false},
	}
	for i, tc := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			got, ok := governance.EscalatedLevel(tc.v, tc.count)
			if got != tc.want || ok != tc.ok {
				t.Errorf("EscalatedLevel(%s, %d) = %q, %v; want %q, %v", tc.v, tc.count, got, ok, tc.want, tc.ok)
			}
		})
	}
}

func TestSeverityValid(t *testing.T) {
	t.Parallel()
	for _, s := range []governance.SanctionSeverity{"warning", "rate_limited", "pool_restricted", "suspended"} {
		t.Run(string(s), func(t *testing.T) {
			if !s.Valid() {
				t.Errorf("%s not valid", s)
			}
		})
	}
	if governance.SanctionSeverity("terminated").Valid() {
		t.Error("terminated is a SanctionLevel, not a SanctionSeverity")
	}
	if !governance.LevelTerminated.Valid() || governance.SanctionLevel("banned").Valid() {
		t.Error("SanctionLevel.Valid")
	}
}

func ExampleLookupSeverity() {
	e, _ := governance.LookupSeverity(governance.SeverityRateLimited)
	fmt.Println(e.Level, e.DefaultDurationSeconds, e.Effect)
	_, err := governance.LookupSeverity("terminated")
	fmt.Println(err)
	// Output:
	// 2 259200 Request rate reduced to 10% of normal quota
	// Unknown severity level: terminated
}

func ExampleCompareSeverity() {
	d, _ := governance.CompareSeverity(governance.SeverityWarning, governance.SeveritySuspended)
	fmt.Println(d)
	d, _ = governance.CompareSeverity(governance.SeverityPoolRestricted, governance.SeverityRateLimited)
	fmt.Println(d)
	_, err := governance.CompareSeverity("terminated", governance.SeverityWarning)
	fmt.Println(err)
	// Output:
	// -3
	// 1
	// Unknown severity level: terminated
}

func ExampleEscalatedLevel() {
	for _, n := range []int64{1, 2, 5, 10} {
		l, _ := governance.EscalatedLevel(governance.ViolationRateAbuse, n)
		fmt.Println(n, l)
	}
	// Output:
	// 1 warning
	// 2 rate_limited
	// 5 pool_restricted
	// 10 suspended
}
