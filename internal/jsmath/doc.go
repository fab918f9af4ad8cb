// Package jsmath computes what JavaScript's Math.exp and
// Number.prototype.toFixed compute, bit for bit, for the protocol functions
// whose results upstream defines by its JavaScript runtime (decay of sample
// counts, credential reasons).
//
// Go's math.Exp differs from V8's Math.exp in the last bit on many inputs,
// and strconv rounds exact ties to even where toFixed rounds them up; both
// would make a result differ from a peer's.
package jsmath
