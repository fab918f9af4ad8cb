package reputation

import (
	"math"
	"strconv"
	"testing"
)

// toFixed rounds the exact binary value, ties to the larger integer, as
// JavaScript's Number.prototype.toFixed does.
func TestToFixed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		x      float64
		digits int
		want   string
	}{
		{0.125, 2, "0.13"}, // strconv.FormatFloat rounds this tie to even: 0.12
		{0.0625, 3, "0.063"},
		{0.005, 2, "0.01"}, // the binary value is above 0.005
		{1.005, 2, "1.00"}, // the binary value is below 1.005
		{0.75, 2, "0.75"},
		{0.5, 3, "0.500"},
		{0.9, 2, "0.90"},
		{0, 2, "0.00"},
		{math.Copysign(0, -1), 2, "0.00"},
		{-0.0001, 2, "-0.00"},
		{2.5, 0, "3"},
		{-1.5, 0, "-2"},
		{123.456, 1, "123.5"},
		{1e-7, 3, "0.000"},
		{1e21, 2, "1e+21"},
		{-1e21, 2, "-1e+21"},
		{9.999999999999999e20, 0, "999999999999999868928"},
		{math.NaN(), 2, "NaN"},
		{math.Inf(1), 2, "Infinity"},
		{math.Inf(-1), 2, "-Infinity"},
	} {
		t.Run(strconv.FormatFloat(tc.x, 'g', -1, 64)+"/"+strconv.Itoa(tc.digits), func(t *testing.T) {
			if got := toFixed(tc.x, tc.digits); got != tc.want {
				t.Errorf("toFixed(%v, %d) = %q, want %q", tc.x, tc.digits, got, tc.want)
			}
		})
	}
}
