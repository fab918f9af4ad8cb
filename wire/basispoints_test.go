package wire_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/wire"
)

func TestBasisPointsJSON(t *testing.T) {
	t.Parallel()
	valid := []struct {
		in   string
		want wire.BasisPoints
	}{
		{"0", 0}, {"5000", 5000}, {"10000", 10000}, {"5000.0", 5000}, {"5e3", 5000}, {"5E+3", 5000},
		{"1.5e1", 15}, {"-0", 0}, {"10.00", 10}, {"1e4", 10000}, {"10000.0000000000001", 10000},
	}
	for _, tc := range valid {
		t.Run(tc.in, func(t *testing.T) {
			var b wire.BasisPoints
			if err := json.Unmarshal([]byte(tc.in), &b); err != nil || b != tc.want {
				t.Errorf("json.Unmarshal(%s) = %d, %v; want %d", tc.in, b, err, tc.want)
			}
		})
	}
	invalid := []struct {
		in, reason, rule, message string
		sentinel                  error
	}{
		{"0.5", "not an integer", "type", "Expected integer", wire.ErrSyntax},
		{"1e400", "not an integer", "type", "Expected integer", wire.ErrSyntax},
		{`"5000"`, "not an integer", "type", "Expected integer", wire.ErrSyntax},
		{"null", "not an integer", "type", "Expected integer", wire.ErrSyntax},
		{"true", "not an integer", "type", "Expected integer", wire.ErrSyntax},
		{"-1", "out of range [0, 10000]", "minimum", "Expected integer to be greater or equal to 0", wire.ErrRange},
		{"10001", "out of range [0, 10000]", "maximum", "Expected integer to be less or equal to 10000", wire.ErrRange},
		{"1e20", "out of range [0, 10000]", "maximum", "Expected integer to be less or equal to 10000", wire.ErrRange},
	}
	for _, tc := range invalid {
		t.Run(tc.rule, func(t *testing.T) {
			var b wire.BasisPoints
			err := b.UnmarshalJSON([]byte(tc.in))
			var pe *wire.ParseError
			if !errors.As(err, &pe) || pe.Type != "basis_points" || pe.Input != tc.in || pe.Reason != tc.reason || !errors.Is(err, tc.sentinel) {
				t.Errorf("UnmarshalJSON(%s) = %#v; want %q", tc.in, err, tc.reason)
				return
			}
			if rule, msg := pe.Violation(); rule != tc.rule || msg != tc.message {
				t.Errorf("UnmarshalJSON(%s) violation = %q, %q", tc.in, rule, msg)
			}
			if err := json.Unmarshal([]byte(`{"share_bps":`+tc.in+`}`), &struct {
				S wire.BasisPoints `json:"share_bps"`
			}{}); err == nil {
				t.Errorf("json.Unmarshal accepted share_bps %s", tc.in)
			}
		})
	}
	out, err := json.Marshal(struct {
		S wire.BasisPoints `json:"share_bps"`
	}{2500})
	if err != nil || string(out) != `{"share_bps":2500}` {
		t.Errorf("json.Marshal = %s, %v", out, err)
	}
	if _, err := json.Marshal(wire.BasisPoints(10001)); err == nil {
		t.Error("json.Marshal of 10001 must fail")
	}
}

func TestBasisPointsParse(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]wire.BasisPoints{"0": 0, "00010000": 10000, "2500": 2500, "0000000000000000000001": 1} {
		t.Run(in, func(t *testing.T) {
			if got, err := wire.ParseBasisPoints(in); err != nil || got != want {
				t.Errorf("ParseBasisPoints(%q) = %d, %v", in, got, err)
			}
		})
	}
	for in, reason := range map[string]string{
		"":                        "empty string",
		"-1":                      "must match ^[0-9]+$",
		"-0":                      "must match ^[0-9]+$",
		"+1":                      "must match ^[0-9]+$",
		"1.0":                     "must match ^[0-9]+$",
		"10001":                   "out of range [0, 10000]",
		"100000":                  "out of range [0, 10000]",
		"99999999999999999999999": "out of range [0, 10000]",
	} {
		t.Run(in, func(t *testing.T) {
			_, err := wire.ParseBasisPoints(in)
			var pe *wire.ParseError
			if !errors.As(err, &pe) || pe.Reason != reason || pe.Type != "basis_points" {
				t.Errorf("ParseBasisPoints(%q) = %v, want reason %q", in, err, reason)
			}
		})
	}
	for v, ok := range map[int64]bool{0: true, 10000: true, -1: false, 10001: false, 1 << 40: false} {
		t.Run(strconv.FormatInt(v, 10), func(t *testing.T) {
			b, err := wire.BasisPointsFromInt(v)
			if (err == nil) != ok || ok && int64(b) != v {
				t.Errorf("BasisPointsFromInt(%d) = %d, %v", v, b, err)
			}
			if !ok && (!errors.Is(err, wire.ErrRange) || err.Error() != `wire.BasisPointsFromInt("`+wire.MicroUSDFromInt64(v).String()+`"): out of range [0, 10000]`) {
				t.Errorf("BasisPointsFromInt(%d) error = %v", v, err)
			}
		})
	}
	if !wire.BasisPoints(10000).Valid() || wire.BasisPoints(10001).Valid() || wire.BasisPoints(42).String() != "42" {
		t.Error("Valid/String")
	}
}
