package hounfour_test

import (
	"errors"
	"math/big"
	"regexp"
	"testing"

	"github.com/hounfour-go/hounfour"
)

func TestParseSemver(t *testing.T) {
	valid := []struct {
		in   string
		want hounfour.Semver
		str  string
	}{
		{"7.0.0", hounfour.Semver{Major: 7}, "7.0.0"},
		{"6.0.0", hounfour.Semver{Major: 6}, "6.0.0"},
		{"0.0.0", hounfour.Semver{}, "0.0.0"},
		{"1.2.3", hounfour.Semver{Major: 1, Minor: 2, Patch: 3}, "1.2.3"},
		{"07.00.00", hounfour.Semver{Major: 7}, "7.0.0"},
		{"000.010.0200", hounfour.Semver{Minor: 10, Patch: 200}, "0.10.200"},
		{"6.99.1", hounfour.Semver{Major: 6, Minor: 99, Patch: 1}, "6.99.1"},
		{"18446744073709551615.18446744073709551615.18446744073709551615",
			hounfour.Semver{Major: 1<<64 - 1, Minor: 1<<64 - 1, Patch: 1<<64 - 1},
			"18446744073709551615.18446744073709551615.18446744073709551615"},
		{"00000000000000000000000018446744073709551615.0.0", hounfour.Semver{Major: 1<<64 - 1}, "18446744073709551615.0.0"},
	}
	for _, tt := range valid {
		got, err := hounfour.ParseSemver(tt.in)
		if err != nil {
			t.Errorf("ParseSemver(%q): unexpected error %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("ParseSemver(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
		if s := got.String(); s != tt.str {
			t.Errorf("ParseSemver(%q).String() = %q, want %q", tt.in, s, tt.str)
		}
	}

	invalid := []string{
		"", " 7.0.0", "7.0.0 ", "7.0.0\n", "\t7.0.0", "7.0", "7", "7.0.0.0", "v7.0.0", "V7.0.0",
		"7.0.0-rc.1", "7.0.0+build", "+7.0.0", "-7.0.0", "7.-0.0", "7..0", ".7.0.0", "7.0.0.", "7.0.",
		"7.0.x", "7.0.0x", "a.b.c", "7,0,0", "7 .0.0", "7.0.1_0", "0x7.0.0", "7.0.1e2",
		"７.0.0", // fullwidth digit seven
		"7.0.٠", // Arabic-Indic digit zero
		"7.0.0\x00",
		"18446744073709551616.0.0", // 2^64
		"0.18446744073709551616.0",
		"0.0.99999999999999999999",
	}
	for _, in := range invalid {
		got, err := hounfour.ParseSemver(in)
		if err == nil {
			t.Errorf("ParseSemver(%q) = %+v, want error", in, got)
			continue
		}
		if got != (hounfour.Semver{}) {
			t.Errorf("ParseSemver(%q) returned %+v with the error, want the zero Semver", in, got)
		}
		if want := "Invalid semver: " + in; err.Error() != want {
			t.Errorf("ParseSemver(%q) error %q, want %q", in, err.Error(), want)
		}
		var se *hounfour.SemverError
		if !errors.As(err, &se) || se.Input != in {
			t.Errorf("ParseSemver(%q) error %#v, want *SemverError{Input: %q}", in, err, in)
		}
	}
}

func TestSemverCompare(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"7.0.0", "7.0.0", 0},
		{"07.00.00", "7.0.0", 0},
		{"7.0.0", "7.0.1", -1},
		{"7.0.1", "7.0.0", 1},
		{"7.1.0", "7.0.9", 1},
		{"6.99.99", "7.0.0", -1},
		{"8.0.0", "7.99.99", 1},
		{"0.0.0", "0.0.0", 0},
		{"10.0.0", "9.0.0", 1},
		{"1.10.0", "1.9.0", 1},
		{"1.0.10", "1.0.9", 1},
		{"18446744073709551615.0.0", "18446744073709551614.99.99", 1},
		{"0.0.18446744073709551615", "0.1.0", -1},
	}
	for _, tt := range tests {
		a, b := mustParseSemver(t, tt.a), mustParseSemver(t, tt.b)
		if got := a.Compare(b); got != tt.want {
			t.Errorf("%s.Compare(%s) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := b.Compare(a); got != -tt.want {
			t.Errorf("%s.Compare(%s) = %d, want %d", tt.b, tt.a, got, -tt.want)
		}
	}
}

func TestSemverStringZeroValue(t *testing.T) {
	if got := (hounfour.Semver{}).String(); got != "0.0.0" {
		t.Errorf("Semver{}.String() = %q, want 0.0.0", got)
	}
}

func mustParseSemver(t *testing.T, s string) hounfour.Semver {
	t.Helper()
	v, err := hounfour.ParseSemver(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// semverOracle is the slow, obviously correct reference: upstream's regular
// expression (RE2's \d is ASCII, as JavaScript's) plus a big.Int range check.
var semverOracle = regexp.MustCompile(`^(\d+)\.(\d+)\.(\d+)$`)

var maxUint64 = new(big.Int).SetUint64(1<<64 - 1)

func oracleParse(s string) (parts [3]*big.Int, matched, fits bool) {
	m := semverOracle.FindStringSubmatch(s)
	if m == nil {
		return parts, false, false
	}
	fits = true
	for i := range parts {
		parts[i], _ = new(big.Int).SetString(m[i+1], 10)
		if parts[i].Cmp(maxUint64) > 0 {
			fits = false
		}
	}
	return parts, true, fits
}

// FuzzParseSemver checks ParseSemver against the oracle and its round trip:
// ParseSemver accepts exactly the matching texts whose parts fit a uint64;
// String gives the canonical text, which parses back to the same value and is
// a fixed point; the error message quotes the input verbatim.
func FuzzParseSemver(f *testing.F) {
	for _, s := range []string{
		"7.0.0", "07.00.00", "0.0.0", "7.0", "", "7.0.0-rc.1", " 7.0.0", "v7.0.0", "７.0.0",
		"18446744073709551615.0.0", "18446744073709551616.0.0", "99999999999999999999.0.0", "1..1", "\xff.0.0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := hounfour.ParseSemver(s)
		parts, matched, fits := oracleParse(s)
		if (err == nil) != (matched && fits) {
			t.Fatalf("ParseSemver(%q) error %v; oracle matched=%v fits=%v", s, err, matched, fits)
		}
		if err != nil {
			if err.Error() != "Invalid semver: "+s {
				t.Fatalf("ParseSemver(%q) message %q", s, err.Error())
			}
			return
		}
		for i, got := range []uint64{v.Major, v.Minor, v.Patch} {
			if parts[i].Uint64() != got {
				t.Fatalf("ParseSemver(%q) part %d = %d, oracle %s", s, i, got, parts[i])
			}
		}
		str := v.String()
		w, err := hounfour.ParseSemver(str)
		if err != nil || w != v || w.String() != str {
			t.Fatalf("round trip of %q: String %q parses to %+v, %v", s, str, w, err)
		}
		if v.Compare(w) != 0 {
			t.Fatalf("%+v.Compare(itself) != 0", v)
		}
	})
}
