// Package constraintrt is the runtime of the constraint evaluation the code
// generator writes per document type (internal/codecgen, go generate
// ./internal/domains), and the entry points the domain packages and the
// generator reach package constraint through.
//
// It holds what the reference interpreter (package constraint) and the
// generated code share, so that each rule is written once: the
// arbitrary-precision integers of the bigint builtins and the language's
// conversions to them (Int, ParseInt, NumberInt, FloatInt, MaxDigits), the
// builtins' limits and the parts of the builtins the generated code calls on
// Go values (TreeWalk, SagaConserved, StringSubset …). Gen is the state of
// one generated evaluation: the steps the reference would charge, counted as
// the code goes, and the first evaluation error. Register records a type's
// generated code, which package constraint looks up (Lookup) when it applies
// the type's rules.
//
// Package constraint imports this package and, when it is initialized, sets
// the hooks through which the others reach it without it exporting anything
// for them (the pattern of go-json-experiment's internal packages): Apply,
// which the domain types call from their rule functions; RawOK, the encoding
// check of raw members; and Parse, the syntax trees the generator writes the
// code from. Everything here follows the generator and the library, not the
// module's compatibility promise: only this module's packages can import it.
package constraintrt
