package commons

import (
	"fmt"
	"strings"
	"sync"
)

// BuildSumInvariant returns an error-severity invariant stating that the
// fields sum to the total: expression
// "bigint_eq(bigint_sum([f1, f2, …]), total)". The id and the field names
// are written as given, not checked (a conservation law's invariants need
// ids of the form CL-01; a sum has at least two fields).
func BuildSumInvariant(id, name string, sumFields []string, totalField string) Invariant {
	return Invariant{InvariantID: id, Name: name, Severity: SeverityError,
		Expression: "bigint_eq(bigint_sum([" + strings.Join(sumFields, ", ") + "]), " + totalField + ")"}
}

// BuildNonNegativeInvariant returns an error-severity invariant stating
// that every field is at least 0: "bigint_gte(f, 0)" per field, joined with
// " && ".
func BuildNonNegativeInvariant(id, name string, fields []string) Invariant {
	parts := make([]string, len(fields))
	for i, f := range fields {
		parts[i] = "bigint_gte(" + f + ", 0)"
	}
	return Invariant{InvariantID: id, Name: name, Severity: SeverityError, Expression: strings.Join(parts, " && ")}
}

// BuildBoundedInvariant returns an error-severity invariant stating floor ≤
// field ≤ ceiling: "{field} >= {floor} && {field} <= {ceiling}", the
// numbers as JavaScript writes them (0.5, 1e+21, -0 as 0).
//
// The constraint language cannot read every such text: a negative bound
// ("s >= -1") and a bound of 1e21 or more ("1e+21") do not tokenize. The
// builder writes them anyway, as upstream does.
func BuildBoundedInvariant(id, name, field string, floor, ceiling float64) Invariant {
	return Invariant{InvariantID: id, Name: name, Severity: SeverityError,
		Expression: field + " >= " + jsNumber(floor) + " && " + field + " <= " + jsNumber(ceiling)}
}

// MonotonicDirection is the direction of a monotonic conservation law.
type MonotonicDirection string

// The directions of a monotonic law.
const (
	Increasing MonotonicDirection = "increasing"
	Decreasing MonotonicDirection = "decreasing"
)

// LawFactory builds conservation laws whose invariants it numbers from its
// own counter: each invariant takes the next number, written with at least
// two digits (01 … 99, 100, …), after a prefix naming its kind (CL, NN, BD,
// MN). A LawFactory is safe for concurrent use; its zero value starts at 1.
//
// Past 9999 the ids (CL-10000) no longer match the invariant id pattern
// ^[A-Z]+-\d{1,4}$, and the factory writes them anyway, as upstream does.
//
// The package-level functions CreateBalanceConservation,
// CreateNonNegativeConservation, CreateBoundedConservation and
// CreateMonotonicConservation use one process-wide factory, like
// upstream's; ResetFactoryCounter resets it.
type LawFactory struct {
	mu sync.Mutex
	n  int
}

// next returns the next id with the prefix.
func (f *LawFactory) next(prefix string) string {
	f.mu.Lock()
	f.n++
	n := f.n
	f.mu.Unlock()
	return fmt.Sprintf("%s-%02d", prefix, n)
}

// Reset sets the counter back: the next invariant is numbered 01.
func (f *LawFactory) Reset() {
	f.mu.Lock()
	f.n = 0
	f.mu.Unlock()
}

// orStrict returns e, or strict for the zero Enforcement.
func orStrict(e Enforcement) Enforcement {
	if e == "" {
		return EnforcementStrict
	}
	return e
}

// Balance returns a per-entry law that the sum fields add up to the total
// and that none of them nor the total is negative: invariants CL-{n}
// "Sum conservation" (BuildSumInvariant) and CL-{n+1} "Non-negative fields"
// (BuildNonNegativeInvariant over the sum fields and the total). The zero
// enforcement means strict.
func (f *LawFactory) Balance(sumFields []string, totalField string, enforcement Enforcement) ConservationLaw {
	sum := BuildSumInvariant(f.next("CL"), "Sum conservation", sumFields, totalField)
	all := append(append(make([]string, 0, len(sumFields)+1), sumFields...), totalField)
	nn := BuildNonNegativeInvariant(f.next("CL"), "Non-negative fields", all)
	return ConservationLaw{Invariants: []Invariant{sum, nn}, Enforcement: orStrict(enforcement), Scope: ScopePerEntry}
}

// NonNegative returns a per-entry law that no field is negative: invariant
// NN-{n} "Non-negative constraint". The zero enforcement means strict.
func (f *LawFactory) NonNegative(fields []string, enforcement Enforcement) ConservationLaw {
	inv := BuildNonNegativeInvariant(f.next("NN"), "Non-negative constraint", fields)
	return ConservationLaw{Invariants: []Invariant{inv}, Enforcement: orStrict(enforcement), Scope: ScopePerEntry}
}

// Bounded returns a per-entry law that the field stays within [floor,
// ceiling]: invariant BD-{n} named "Bounded: {floor} <= {field} <=
// {ceiling}" (BuildBoundedInvariant). The zero enforcement means strict.
func (f *LawFactory) Bounded(field string, floor, ceiling float64, enforcement Enforcement) ConservationLaw {
	name := "Bounded: " + jsNumber(floor) + " <= " + field + " <= " + jsNumber(ceiling)
	inv := BuildBoundedInvariant(f.next("BD"), name, field, floor, ceiling)
	return ConservationLaw{Invariants: []Invariant{inv}, Enforcement: orStrict(enforcement), Scope: ScopePerEntry}
}

// Monotonic returns a per-entry law that the field never moves against
// direction: invariant MN-{n} named "Monotonic {direction}: {field}" with
// expression "{field}_new >= {field}_old" for Increasing and
// "{field}_new <= {field}_old" for any other direction. The zero
// enforcement means strict.
func (f *LawFactory) Monotonic(field string, direction MonotonicDirection, enforcement Enforcement) ConservationLaw {
	op := "<="
	if direction == Increasing {
		op = ">="
	}
	inv := Invariant{InvariantID: f.next("MN"), Name: "Monotonic " + string(direction) + ": " + field,
		Expression: field + "_new " + op + " " + field + "_old", Severity: SeverityError}
	return ConservationLaw{Invariants: []Invariant{inv}, Enforcement: orStrict(enforcement), Scope: ScopePerEntry}
}

// defaultFactory is the process-wide factory of the package-level
// functions.
var defaultFactory LawFactory

// CreateBalanceConservation is Balance of the process-wide factory.
func CreateBalanceConservation(sumFields []string, totalField string, enforcement Enforcement) ConservationLaw {
	return defaultFactory.Balance(sumFields, totalField, enforcement)
}

// CreateNonNegativeConservation is NonNegative of the process-wide factory.
func CreateNonNegativeConservation(fields []string, enforcement Enforcement) ConservationLaw {
	return defaultFactory.NonNegative(fields, enforcement)
}

// CreateBoundedConservation is Bounded of the process-wide factory.
func CreateBoundedConservation(field string, floor, ceiling float64, enforcement Enforcement) ConservationLaw {
	return defaultFactory.Bounded(field, floor, ceiling, enforcement)
}

// CreateMonotonicConservation is Monotonic of the process-wide factory.
func CreateMonotonicConservation(field string, direction MonotonicDirection, enforcement Enforcement) ConservationLaw {
	return defaultFactory.Monotonic(field, direction, enforcement)
}

// ResetFactoryCounter resets the process-wide factory: its next invariant
// is numbered 01.
func ResetFactoryCounter() { defaultFactory.Reset() }
