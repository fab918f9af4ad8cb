package conformance

import "github.com/hounfour-go/hounfour/internal/codec"

// vectorIDPattern is the pattern of Vector.VectorID.
const vectorIDPattern = `^conformance-[a-z][a-z0-9-]+-\d{3,4}$`

func init() {
	// The hand-written matcher, not the expression (TestRegisteredPatterns
	// in package schemas and TestVectorIDMatcher hold it to the pattern).
	codec.RegisterPattern(vectorIDPattern, vectorIDMatch)
}

// vectorIDMatch reports whether s is "conformance-", a lowercase letter,
// one or more lowercase letters, digits or hyphens, a hyphen and 3 or 4
// digits. The middle run may itself end in a hyphen and digits, so the
// text matches when either split of its end (a hyphen and the last 3, or
// the last 4, digits) leaves a middle of those characters.
func vectorIDMatch(s string) bool {
	const prefix = "conformance-"
	if len(s) < len(prefix)+6 || s[:len(prefix)] != prefix {
		return false
	}
	r := s[len(prefix):]
	if r[0] < 'a' || r[0] > 'z' {
		return false
	}
	for n := 3; n <= 4; n++ {
		// r = first letter, middle (at least one), '-', n digits.
		m := len(r) - n - 1
		if m < 2 || r[m] != '-' || !allDigits(r[m+1:]) {
			continue
		}
		if middleChars(r[1:m]) {
			return true
		}
	}
	return false
}

// allDigits reports whether every byte of s is an ASCII digit.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// middleChars reports whether every byte of s is a lowercase letter, a
// digit or a hyphen.
func middleChars(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return true
}
