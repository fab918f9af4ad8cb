// Package constrainttest holds test data of the constraint code the
// generator writes (internal/codecgen): a document type, a constraint file of
// expressions beyond the shipped ones (every node kind, paths through
// pointers, indexes and undeclared members, nested quantifiers, nested bigint
// arithmetic at the digit limit, comparisons several constraints share), and
// the code the generator writes for them, zz_constraints.go, which the
// package's tests compare with the reference evaluation. go generate
// ./internal/domains rewrites that file too.
package constrainttest
