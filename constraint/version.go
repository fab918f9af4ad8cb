package constraint

import (
	"strings"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// ExpressionVersion is the version of the expression language the library
// implements.
const ExpressionVersion = "2.0"

// ExpressionVersionsSupported returns the versions the evaluator accepts, as
// a fresh slice. Any minor version of a supported major is accepted too
// (1.5, 2.99). Versions do not gate features: every builtin is available
// under 1.x and 2.x.
func ExpressionVersionsSupported() []string { return []string{"1.0", "2.0"} }

// ExpressionVersionSupported reports whether a constraint file written for
// expression version v can be loaded: v matches ^[0-9]+\.[0-9]+$ and its
// major number is 1 or 2.
func ExpressionVersionSupported(v string) bool {
	major, minor, ok := strings.Cut(v, ".")
	if !ok || !rt.AllDigits(major, 10) || !rt.AllDigits(minor, 10) {
		return false
	}
	major = strings.TrimLeft(major, "0") // "01" is 1
	return major == "1" || major == "2"
}
