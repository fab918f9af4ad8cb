package hounfour

import (
	"strings"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// Compatibility is the verdict of CheckCompatibility. At most one of Warning
// and Error is non-empty: a compatible result may carry a Warning (send it in
// the X-Contract-Version-Warning response header); an incompatible one carries
// an Error (answer 400 with code CONTRACT_VERSION_MISMATCH).
type Compatibility struct {
	Compatible bool
	Warning    string
	Error      string
}

// CheckCompatibility decides whether a peer speaking contract version remote
// can talk to this library under its default contract (ContractVersion,
// support window down to MinSupportedVersion), with upstream
// checkCompatibility's verdicts and messages: CheckCompatibilityAt with
// the zero Contract. remote appears verbatim in the messages.
//
// The rules, in order (local is the local contract's version):
//  1. remote is not major.minor.patch, ^(\d+)\.(\d+)\.(\d+)$ with ASCII digits: incompatible;
//  2. remote is below MinSupportedVersion: incompatible;
//  3. remote's major is above local's: incompatible;
//  4. remote's major is below local's: compatible with a cross-major warning;
//  5. remote's minor differs (older or newer): compatible with a minor warning;
//  6. otherwise, whatever the patch: compatible.
//
// Parts are compared as digit strings, so no input overflows
// ("99999999999999999999.0.0" is a future major version).
//
// Under 8.7.0 a 7.x peer (7.0.0, 7.11.0) is compatible with the cross-major
// warning, an 8.x peer compatible (with the minor warning unless it is
// 8.7.x), 9.0.0 incompatible; under 7.0.0 the same rules give 7.x
// compatible and 8.x incompatible.
func CheckCompatibility(remote string) Compatibility {
	return CheckCompatibilityAtWithMin("", remote, MinSupportedVersion)
}

// CheckCompatibilityAt is CheckCompatibility for a library speaking the
// contract local (the zero Contract: ContractVersion): the rules compare
// remote with local's version, and the messages name it (local=…, "e.g.,
// …"). local is any version text by rule 1's pattern, also one the
// library does not speak (the rules are the same); a local that is not is
// reported like a remote that is not: incompatible, the invalid-format
// message about local.
func CheckCompatibilityAt(local Contract, remote string) Compatibility {
	return CheckCompatibilityAtWithMin(local, remote, MinSupportedVersion)
}

// CheckCompatibilityWithMin is CheckCompatibility with the caller's own minimum
// supported version in place of MinSupportedVersion, in rule 2 and in the text
// of the cross-major warning (an addition to upstream). minimum must itself be
// a version by rule 1's pattern; otherwise the result is incompatible with
// the invalid-format message about minimum, whatever remote is. Both texts
// appear verbatim in the messages.
func CheckCompatibilityWithMin(remote, minimum string) Compatibility {
	return CheckCompatibilityAtWithMin("", remote, minimum)
}

// CheckCompatibilityAtWithMin is CheckCompatibilityAt with the caller's own
// minimum supported version (see CheckCompatibilityWithMin).
func CheckCompatibilityAtWithMin(local Contract, remote, minimum string) Compatibility {
	local = local.Or()
	localV, ok := parseDigitVersion(string(local))
	if !ok {
		return incompatible(invalidFormat(string(local), string(local)))
	}
	minV, ok := parseDigitVersion(minimum)
	if !ok {
		return incompatible(invalidFormat(minimum, string(local)))
	}
	r, ok := parseDigitVersion(remote)
	if !ok {
		// Rule 1.
		return incompatible(invalidFormat(remote, string(local)))
	}
	if r.compare(minV) < 0 {
		// Rule 2: below the support window.
		return incompatible("Version " + remote + " is below minimum supported " + minimum + ".")
	}
	switch lex.CompareDigits(r[0], localV[0]) {
	case 1:
		// Rule 3: a future major version.
		return incompatible("Version " + remote + " is a future major version (local=" + string(local) +
			"). Upgrade this package to support " + remote + ".")
	case -1:
		// Rule 4: an older major inside the support window.
		return Compatibility{Compatible: true, Warning: "Cross-major version: remote=" + remote + ", local=" +
			string(local) + ". Remote is within support window (>= " + minimum +
			"). Set X-Contract-Version-Warning header."}
	}
	if r[1] != localV[1] {
		// Rule 5: same major, older or newer minor.
		return Compatibility{Compatible: true, Warning: "Minor version mismatch: remote=" + remote + ", local=" +
			string(local) + ". Some features may not be available. Set X-Contract-Version-Warning header."}
	}
	// Rule 6: same major and minor, any patch.
	return Compatibility{Compatible: true}
}

func incompatible(msg string) Compatibility { return Compatibility{Error: msg} }

func invalidFormat(v, local string) string {
	return `Invalid contract version format: "` + v + `". Expected semver (e.g., ` + local + `).`
}

// digitVersion holds the parts of a version as digit strings without leading
// zeros ("0" for zero), so that versions of any length compare exactly.
type digitVersion [3]string

func parseDigitVersion(s string) (digitVersion, bool) {
	parts, ok := splitSemver(s)
	if !ok {
		return digitVersion{}, false
	}
	for i, p := range parts {
		if t := strings.TrimLeft(p, "0"); t != "" {
			parts[i] = t
		} else {
			parts[i] = "0"
		}
	}
	return parts, true
}

// compare orders versions lexicographically on (major, minor, patch).
func (v digitVersion) compare(w digitVersion) int {
	for i := range v {
		if c := lex.CompareDigits(v[i], w[i]); c != 0 {
			return c
		}
	}
	return 0
}

// splitSemver applies the lexical rule ^(\d+)\.(\d+)\.(\d+)$ (ASCII digits) and
// returns the three digit strings verbatim.
func splitSemver(s string) (parts [3]string, ok bool) {
	var dot1, dot2 bool
	parts[0], s, dot1 = strings.Cut(s, ".")
	parts[1], parts[2], dot2 = strings.Cut(s, ".")
	return parts, dot1 && dot2 && lex.Digits(parts[0]) && lex.Digits(parts[1]) && lex.Digits(parts[2])
}
