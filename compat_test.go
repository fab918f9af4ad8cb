package hounfour_test

import (
	"math/big"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/hounfour-go/hounfour"
)

func invalidFormat(v string) string {
	return `Invalid contract version format: "` + v + `". Expected semver (e.g., 7.0.0).`
}

func belowMin(v, minimum string) string {
	return "Version " + v + " is below minimum supported " + minimum + "."
}

func futureMajor(v string) string {
	return "Version " + v + " is a future major version (local=7.0.0). Upgrade this package to support " + v + "."
}

func crossMajor(v, minimum string) string {
	return "Cross-major version: remote=" + v + ", local=7.0.0. Remote is within support window (>= " + minimum +
		"). Set X-Contract-Version-Warning header."
}

func minorMismatch(v string) string {
	return "Minor version mismatch: remote=" + v +
		", local=7.0.0. Some features may not be available. Set X-Contract-Version-Warning header."
}

var compatible = hounfour.Compatibility{Compatible: true}

func warn(msg string) hounfour.Compatibility {
	return hounfour.Compatibility{Compatible: true, Warning: msg}
}
func fail(msg string) hounfour.Compatibility { return hounfour.Compatibility{Error: msg} }

func TestCheckCompatibility(t *testing.T) {
	t.Parallel()
	tests := []struct {
		remote string
		want   hounfour.Compatibility
	}{
		// The specification's compatibility examples, all exact.
		{"7.0.0", compatible},
		{"7.0.9", compatible},
		{"07.00.00", compatible},
		{"7.3.0", warn(minorMismatch("7.3.0"))},
		{"6.0.0", warn(crossMajor("6.0.0", "6.0.0"))},
		{"6.99.1", warn(crossMajor("6.99.1", "6.0.0"))},
		{"5.99.99", fail(belowMin("5.99.99", "6.0.0"))},
		{"8.0.0", fail(futureMajor("8.0.0"))},
		{"7.0.0-rc.1", fail(invalidFormat("7.0.0-rc.1"))},
		{" 7.0.0", fail(invalidFormat(" 7.0.0"))},
		{"7.0", fail(invalidFormat("7.0"))},
		{"", fail(invalidFormat(""))},
		{"v7.0.0", fail(invalidFormat("v7.0.0"))},
		{"99999999999999999999.0.0", fail(futureMajor("99999999999999999999.0.0"))},

		// Rule 1: the lexical rule ^(\d+)\.(\d+)\.(\d+)$.
		{"7.0.0 ", fail(invalidFormat("7.0.0 "))},
		{"7.0.0\n", fail(invalidFormat("7.0.0\n"))},
		{"7.0.0+build.1", fail(invalidFormat("7.0.0+build.1"))},
		{"7.0.0.0", fail(invalidFormat("7.0.0.0"))},
		{"７.0.0", fail(invalidFormat("７.0.0"))},
		{"-7.0.0", fail(invalidFormat("-7.0.0"))},
		{`7".0.0`, fail(invalidFormat(`7".0.0`))},

		// Rule 2: below the window, including the boundary just under 6.0.0.
		{"0.0.0", fail(belowMin("0.0.0", "6.0.0"))},
		{"5.0.0", fail(belowMin("5.0.0", "6.0.0"))},
		{"05.999.999", fail(belowMin("05.999.999", "6.0.0"))},
		{"1.0.0", fail(belowMin("1.0.0", "6.0.0"))},

		// Rule 3: any major above 7, compared without overflow.
		{"8.99.99", fail(futureMajor("8.99.99"))},
		{"10.0.0", fail(futureMajor("10.0.0"))},
		{"18446744073709551616.0.0", fail(futureMajor("18446744073709551616.0.0"))},
		{"123456789012345678901234567890.1.2", fail(futureMajor("123456789012345678901234567890.1.2"))},

		// Rule 4: major 6, the rest of the window.
		{"06.000.000", warn(crossMajor("06.000.000", "6.0.0"))},
		{"6.0.1", warn(crossMajor("6.0.1", "6.0.0"))},
		{"6.99999999999999999999.99999999999999999999", warn(crossMajor("6.99999999999999999999.99999999999999999999", "6.0.0"))},

		// Rule 5: older or newer minor of major 7, any length.
		{"7.1.0", warn(minorMismatch("7.1.0"))},
		{"7.01.5", warn(minorMismatch("7.01.5"))},
		{"7.99999999999999999999.0", warn(minorMismatch("7.99999999999999999999.0"))},

		// Rule 6: any patch of 7.0, any length or leading zeros.
		{"7.0.1", compatible},
		{"7.000.0", compatible},
		{"0000000000000000000000007.0.0", compatible},
		{"7.0.99999999999999999999999999999999", compatible},
	}
	for _, tt := range tests {
		got := hounfour.CheckCompatibility(tt.remote)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("CheckCompatibility(%q) mismatch (-want +got):\n%s", tt.remote, diff)
		}
	}
}

func TestCheckCompatibilityWithMin(t *testing.T) {
	t.Parallel()
	tests := []struct {
		remote, minimum string
		want            hounfour.Compatibility
	}{
		// The default window gives CheckCompatibility's verdicts.
		{"6.5.0", "6.0.0", warn(crossMajor("6.5.0", "6.0.0"))},
		{"5.99.99", "6.0.0", fail(belowMin("5.99.99", "6.0.0"))},

		// A pinned, narrower window.
		{"6.5.0", "6.6.0", fail(belowMin("6.5.0", "6.6.0"))},
		{"6.6.0", "6.6.0", warn(crossMajor("6.6.0", "6.6.0"))},
		{"7.0.0", "7.0.0", compatible},
		{"7.0.1", "7.0.2", fail(belowMin("7.0.1", "7.0.2"))},
		{"7.2.0", "7.1.0", warn(minorMismatch("7.2.0"))},
		{"6.9.9", "7.0.0", fail(belowMin("6.9.9", "7.0.0"))},

		// A wider window.
		{"5.0.0", "5.0.0", warn(crossMajor("5.0.0", "5.0.0"))},
		{"0.0.0", "0.0.0", warn(crossMajor("0.0.0", "0.0.0"))},
		{"4.9.9", "5.0.0", fail(belowMin("4.9.9", "5.0.0"))},

		// minimum is quoted verbatim and compared numerically.
		{"6.0.0", "06.00.00", warn(crossMajor("6.0.0", "06.00.00"))},
		{"5.0.0", "05.0.0", warn(crossMajor("5.0.0", "05.0.0"))},
		{"6.0.0", "99999999999999999999.0.0", fail(belowMin("6.0.0", "99999999999999999999.0.0"))},

		// A minimum above the local major: rule 2 first, then rule 3.
		{"8.0.0", "8.0.0", fail(futureMajor("8.0.0"))},
		{"7.9.0", "8.0.0", fail(belowMin("7.9.0", "8.0.0"))},

		// Rule 1 for remote.
		{"7.0", "6.0.0", fail(invalidFormat("7.0"))},

		// minimum must itself be a version; it is checked first, whatever remote is.
		{"7.0.0", "6.0", fail(invalidFormat("6.0"))},
		{"7.0.0", "", fail(invalidFormat(""))},
		{"7.0.0", "v6.0.0", fail(invalidFormat("v6.0.0"))},
		{"bogus", "6.0.0-rc.1", fail(invalidFormat("6.0.0-rc.1"))},
	}
	for _, tt := range tests {
		got := hounfour.CheckCompatibilityWithMin(tt.remote, tt.minimum)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("CheckCompatibilityWithMin(%q, %q) mismatch (-want +got):\n%s", tt.remote, tt.minimum, diff)
		}
	}
}

// semverOracle is upstream's regular expression (RE2's \d is ASCII, as
// JavaScript's).
var semverOracle = regexp.MustCompile(`^(\d+)\.(\d+)\.(\d+)$`)

// oracleParse applies semverOracle and returns the parts as big integers.
func oracleParse(s string) (parts [3]*big.Int, matched bool) {
	m := semverOracle.FindStringSubmatch(s)
	if m == nil {
		return parts, false
	}
	for i := range parts {
		parts[i], _ = new(big.Int).SetString(m[i+1], 10)
	}
	return parts, true
}

// referenceCompatibility is the obviously correct model of the compatibility
// rules: the semver regular expression and big.Int comparisons.
func referenceCompatibility(remote, minimum string) hounfour.Compatibility {
	m, matched := oracleParse(minimum)
	if !matched {
		return fail(invalidFormat(minimum))
	}
	r, matched := oracleParse(remote)
	if !matched {
		return fail(invalidFormat(remote))
	}
	less := false // lexicographic on (major, minor, patch)
	for i := range r {
		if c := r[i].Cmp(m[i]); c != 0 {
			less = c < 0
			break
		}
	}
	switch {
	case less:
		return fail(belowMin(remote, minimum))
	case r[0].Cmp(big.NewInt(7)) > 0:
		return fail(futureMajor(remote))
	case r[0].Cmp(big.NewInt(7)) < 0:
		return warn(crossMajor(remote, minimum))
	case r[1].Sign() != 0:
		return warn(minorMismatch(remote))
	}
	return compatible
}

// FuzzCheckCompatibility compares both entry points with the reference model,
// and checks that at most one of Warning and Error is set, an Error exactly
// when incompatible.
func FuzzCheckCompatibility(f *testing.F) {
	for _, s := range []string{
		"7.0.0", "7.3.0", "6.0.0", "5.99.99", "8.0.0", "07.00.00", "", "7.0", "99999999999999999999.0.0",
		"7.99999999999999999999.0", "6.0.0", "0.0.0", "18446744073709551616.0.0",
	} {
		f.Add(s, "6.0.0")
		f.Add(s, "7.1.0")
	}
	f.Add("7.0.0", "6.0")
	f.Fuzz(func(t *testing.T, remote, minimum string) {
		got := hounfour.CheckCompatibilityWithMin(remote, minimum)
		if want := referenceCompatibility(remote, minimum); got != want {
			t.Fatalf("CheckCompatibilityWithMin(%q, %q) = %+v, reference %+v", remote, minimum, got, want)
		}
		if got.Compatible == (got.Error != "") || (got.Warning != "" && got.Error != "") {
			t.Fatalf("CheckCompatibilityWithMin(%q, %q) = %+v: inconsistent result", remote, minimum, got)
		}
		def := hounfour.CheckCompatibility(remote)
		if want := referenceCompatibility(remote, hounfour.MinSupportedVersion); def != want {
			t.Fatalf("CheckCompatibility(%q) = %+v, reference %+v", remote, def, want)
		}
	})
}
