package codec

import (
	"math"
	"strconv"
	"testing"
)

// TestShortDecimal: the short-decimal fast path of the generated decoders'
// Float gives strconv.ParseFloat's double, bit for bit, and declines
// exponents and more than 15 digits.
func TestShortDecimal(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lit  string
		want float64
		ok   bool
	}{
		{"0", 0, true},
		{"-0", math.Copysign(0, -1), true},
		{"0.85", 0.85, true},
		{"-12.5", -12.5, true},
		{"0.1", 0.1, true},
		{"123456789012345", 123456789012345, true},
		{"0.00000000000001", 1e-14, true},
		{"9.99999999999999", 9.99999999999999, true},
		{"1234567890123456", 0, false}, // 16 digits
		{"1e5", 0, false},
		{"1.5E-3", 0, false},
	} {
		t.Run(tc.lit, func(t *testing.T) {
			got, ok := shortDecimal(tc.lit)
			if ok != tc.ok || ok && math.Float64bits(got) != math.Float64bits(tc.want) {
				t.Errorf("shortDecimal(%q) = %v, %v; want %v, %v", tc.lit, got, ok, tc.want, tc.ok)
			}
		})
	}
}

// FuzzShortDecimal compares the fast path with strconv.ParseFloat on every
// valid JSON number it accepts.
func FuzzShortDecimal(f *testing.F) {
	for _, s := range []string{"0", "-0.5", "0.85", "123.456", "99999999999999.9", "0.000000000000001", "1e3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, lit string) {
		if lit == "" || NumberEnd([]byte(lit), 0) != len(lit) {
			return
		}
		got, ok := shortDecimal(lit)
		if !ok {
			return
		}
		want, _ := strconv.ParseFloat(lit, 64)
		if math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("shortDecimal(%q) = %v, strconv says %v", lit, got, want)
		}
	})
}
