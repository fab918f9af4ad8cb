package constraint

import "slices"

// Reads returns the top-level document members the expression reads (the
// names its paths start with, document aliases included), in first-use
// order. A constraint applied to a library type runs only when each of them
// passed its own checks.
func (x *Expr) Reads() []string { return slices.Clone(x.reads) }
