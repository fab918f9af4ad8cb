package commons

// The rules of the commons types apply the constraint files through
// internal/constraintrt, whose evaluator package constraint provides.
import _ "github.com/hounfour-go/hounfour/constraint"
