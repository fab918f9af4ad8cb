package hounfour_test

import (
	"math/big"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/hounfour-go/hounfour"
)

// The messages of a library speaking contract l.
type local string

func (l local) invalidFormat(v string) string {
	return `Invalid contract version format: "` + v + `". Expected semver (e.g., ` + string(l) + `).`
}

func belowMin(v, minimum string) string {
	return "Version " + v + " is below minimum supported " + minimum + "."
}

func (l local) futureMajor(v string) string {
	return "Version " + v + " is a future major version (local=" + string(l) + "). Upgrade this package to support " + v + "."
}

func (l local) crossMajor(v, minimum string) string {
	return "Cross-major version: remote=" + v + ", local=" + string(l) + ". Remote is within support window (>= " + minimum +
		"). Set X-Contract-Version-Warning header."
}

func (l local) minorMismatch(v string) string {
	return "Minor version mismatch: remote=" + v +
		", local=" + string(l) + ". Some features may not be available. Set X-Contract-Version-Warning header."
}

// The messages of the 7.0.0 library (the tests of CheckCompatibility
// before the default contract became 8.7.0, now under 7.0.0).
var l7 = local("7.0.0")

func invalidFormat(v string) string       { return l7.invalidFormat(v) }
func futureMajor(v string) string         { return l7.futureMajor(v) }
func crossMajor(v, minimum string) string { return l7.crossMajor(v, minimum) }
func minorMismatch(v string) string       { return l7.minorMismatch(v) }

var compatible = hounfour.Compatibility{Compatible: true}

func warn(msg string) hounfour.Compatibility {
	return hounfour.Compatibility{Compatible: true, Warning: msg}
}
func fail(msg string) hounfour.Compatibility { return hounfour.Compatibility{Error: msg} }

func TestCheckCompatibilityAt700(t *testing.T) {
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
		t.Run(tt.remote, func(t *testing.T) {
			got := hounfour.CheckCompatibilityAt(hounfour.Contract700, tt.remote)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("CheckCompatibilityAt(7.0.0, %q) mismatch (-want +got):\n%s", tt.remote, diff)
			}
		})
	}
}

func TestCheckCompatibilityAt870(t *testing.T) {
	t.Parallel()
	l8 := local("8.7.0")
	tests := []struct {
		remote string
		want   hounfour.Compatibility
	}{
		// Upstream 8.7.0's answers.
		{"4.6.0", fail(belowMin("4.6.0", "6.0.0"))},
		{"5.0.0", fail(belowMin("5.0.0", "6.0.0"))},
		{"5.99.99", fail(belowMin("5.99.99", "6.0.0"))},
		{"6.0.0", warn(l8.crossMajor("6.0.0", "6.0.0"))},
		{"6.5.1", warn(l8.crossMajor("6.5.1", "6.0.0"))},
		{"7.0.0", warn(l8.crossMajor("7.0.0", "6.0.0"))},
		{"7.11.0", warn(l8.crossMajor("7.11.0", "6.0.0"))},
		{"8.0.0", warn(l8.minorMismatch("8.0.0"))},
		{"8.6.9", warn(l8.minorMismatch("8.6.9"))},
		{"8.7.0", compatible},
		{"8.7.3", compatible},
		{"08.07.00", compatible},
		{"8.8.0", warn(l8.minorMismatch("8.8.0"))},
		{"8.99.0", warn(l8.minorMismatch("8.99.0"))},
		{"9.0.0", fail(l8.futureMajor("9.0.0"))},
		{"garbage", fail(l8.invalidFormat("garbage"))},
		{"8.7", fail(l8.invalidFormat("8.7"))},
		{"v8.7.0", fail(l8.invalidFormat("v8.7.0"))},
		{"8.7.0-rc.1", fail(l8.invalidFormat("8.7.0-rc.1"))},
		{"", fail(l8.invalidFormat(""))},
	}
	for _, tt := range tests {
		t.Run(tt.remote, func(t *testing.T) {
			got := hounfour.CheckCompatibilityAt(hounfour.Contract870, tt.remote)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("CheckCompatibilityAt(8.7.0, %q) mismatch (-want +got):\n%s", tt.remote, diff)
			}
		})
	}
	// The exact upstream texts, spelled out once.
	if got := hounfour.CheckCompatibilityAt(hounfour.Contract870, "7.0.0").Warning; got != "Cross-major version: remote=7.0.0, local=8.7.0. "+
		"Remote is within support window (>= 6.0.0). Set X-Contract-Version-Warning header." {
		t.Errorf("7.0.0 under 8.7.0: %q", got)
	}
	if got := hounfour.CheckCompatibilityAt(hounfour.Contract870, "garbage").Error; got != `Invalid contract version format: "garbage". Expected semver (e.g., 8.7.0).` {
		t.Errorf("garbage under 8.7.0: %q", got)
	}
}

func TestCheckCompatibilityDefault(t *testing.T) {
	t.Parallel()
	for _, remote := range []string{"6.0.0", "7.0.0", "7.11.0", "8.0.0", "8.7.0", "9.0.0", "x"} {
		t.Run(remote, func(t *testing.T) {
			want := hounfour.CheckCompatibilityAt(hounfour.Contract(hounfour.ContractVersion), remote)
			if got := hounfour.CheckCompatibility(remote); got != want {
				t.Errorf("CheckCompatibility(%q) = %+v, want the default contract's %+v", remote, got, want)
			}
			if got := hounfour.CheckCompatibilityAt("", remote); got != want {
				t.Errorf("CheckCompatibilityAt(\"\", %q) = %+v, want %+v", remote, got, want)
			}
			if got := hounfour.CheckCompatibilityWithMin(remote, "6.0.0"); got != want {
				t.Errorf("CheckCompatibilityWithMin(%q) = %+v, want %+v", remote, got, want)
			}
		})
	}
	// A local that is no version is reported like a remote that is none.
	if got := hounfour.CheckCompatibilityAt("8.7", "8.7.0"); got != fail(`Invalid contract version format: "8.7". Expected semver (e.g., 8.7).`) {
		t.Errorf("invalid local: %+v", got)
	}
}

func TestCheckCompatibilityAtWithMin700(t *testing.T) {
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
		t.Run(tt.remote, func(t *testing.T) {
			got := hounfour.CheckCompatibilityAtWithMin(hounfour.Contract700, tt.remote, tt.minimum)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("CheckCompatibilityAtWithMin(7.0.0, %q, %q) mismatch (-want +got):\n%s", tt.remote, tt.minimum, diff)
			}
		})
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
// rules of a library speaking l: the semver regular expression and big.Int
// comparisons.
func referenceCompatibility(l local, remote, minimum string) hounfour.Compatibility {
	lv, _ := oracleParse(string(l))
	m, matched := oracleParse(minimum)
	if !matched {
		return fail(l.invalidFormat(minimum))
	}
	r, matched := oracleParse(remote)
	if !matched {
		return fail(l.invalidFormat(remote))
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
	case r[0].Cmp(lv[0]) > 0:
		return fail(l.futureMajor(remote))
	case r[0].Cmp(lv[0]) < 0:
		return warn(l.crossMajor(remote, minimum))
	case r[1].Cmp(lv[1]) != 0:
		return warn(l.minorMismatch(remote))
	}
	return compatible
}

// FuzzCheckCompatibility compares both entry points with the reference model,
// and checks that at most one of Warning and Error is set, an Error exactly
// when incompatible.
func FuzzCheckCompatibility(f *testing.F) {
	for _, s := range []string{
		"7.0.0", "7.3.0", "6.0.0", "5.99.99", "8.0.0", "07.00.00", "", "7.0", "99999999999999999999.0.0",
		"7.99999999999999999999.0", "6.0.0", "0.0.0", "18446744073709551616.0.0", "8.7.0", "8.6.9", "9.0.0", "7.11.0",
	} {
		f.Add(s, "6.0.0")
		f.Add(s, "7.1.0")
		f.Add(s, "8.0.0")
	}
	f.Add("7.0.0", "6.0")
	f.Fuzz(func(t *testing.T, remote, minimum string) {
		for _, c := range hounfour.Contracts() {
			l := local(c)
			got := hounfour.CheckCompatibilityAtWithMin(c, remote, minimum)
			if want := referenceCompatibility(l, remote, minimum); got != want {
				t.Fatalf("CheckCompatibilityAtWithMin(%s, %q, %q) = %+v, reference %+v", c, remote, minimum, got, want)
			}
			if got.Compatible == (got.Error != "") || (got.Warning != "" && got.Error != "") {
				t.Fatalf("CheckCompatibilityAtWithMin(%s, %q, %q) = %+v: inconsistent result", c, remote, minimum, got)
			}
			at := hounfour.CheckCompatibilityAt(c, remote)
			if want := referenceCompatibility(l, remote, hounfour.MinSupportedVersion); at != want {
				t.Fatalf("CheckCompatibilityAt(%s, %q) = %+v, reference %+v", c, remote, at, want)
			}
		}
		def := hounfour.CheckCompatibility(remote)
		if want := referenceCompatibility(local(hounfour.ContractVersion), remote, hounfour.MinSupportedVersion); def != want {
			t.Fatalf("CheckCompatibility(%q) = %+v, reference %+v", remote, def, want)
		}
	})
}
