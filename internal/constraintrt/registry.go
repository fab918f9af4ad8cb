package constraintrt

import (
	"hash/fnv"
	"reflect"
	"sync"
	"unsafe"
)

// Entry is the registration of the generated constraint code of one
// document type.
type Entry struct {
	// Schema is the schema name whose shipped files the code was written
	// from.
	Schema string
	// Eval evaluates case k on the document at doc under g and returns its
	// truthiness and the state after it (Gen). The cases are the distinct
	// expressions of the schema's files in the sets of every contract
	// (contract order, file order, constraint order); Sums says which
	// expression each case evaluates.
	Eval func(doc unsafe.Pointer, k int, g Gen) (bool, Gen)
	// Check reports whether the document can be encoded: the value model
	// of a document with a number that is not finite, or a raw member whose
	// text is no JSON value, cannot be built, and every constraint then
	// fails closed. Nil when nothing in the type can fail.
	Check func(doc unsafe.Pointer) bool
	// Memos is the number of comparisons Eval records in a Memo (0: it
	// needs none).
	Memos int
	// Sums holds, per case, the ExprSum of the expression Eval was written
	// from, 0 for an expression it does not cover: a constraint is covered
	// by the case of its expression's text, so one whose text differs (a
	// file changed since) is not covered.
	Sums []uint32
	// Always holds, per case, the steps of an expression whose value the
	// generator found true on every document of the type (it folded it to
	// that), -1 for the others; nil when there is none. Eval then only
	// counts those steps: a caller may compare them with its budget
	// instead.
	Always []int64
	// Implied holds, per case, the steps of an expression the generator
	// found true on every document its generated decoder accepts (every
	// member passed its own checks: the expression restates them) and
	// whose steps do not depend on the document, -1 for the others; nil
	// when there is none. Eval evaluates it all the same (on a value
	// whose member failed its check it may be false): a caller that knows
	// the document was accepted may compare the steps with its budget
	// instead.
	Implied []int64
}

// ExprSum is the checksum of an expression's text in Entry.Sums (32-bit
// FNV-1a).
func ExprSum(expr string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(expr))
	return h.Sum32()
}

var entries sync.Map // reflect.Type (the pointer type) → *Entry

// Register registers, for generated code, the evaluation of the shipped
// constraints of schema on a *T (see Entry): eval, check (nil: nothing can
// fail), the number of comparisons eval records, the expressions'
// checksums, the steps of the constraints always true and, when there are
// any, the steps of the constraints true on every accepted document (one
// per case).
func Register[T any](schema string, eval func(x *T, k int, g Gen) (bool, Gen), check func(x *T) bool, memos int,
	sums []uint32, always []int64, implied ...int64) struct{} {
	if implied != nil && len(implied) != len(sums) {
		panic("constraintrt.Register: " + schema + ": the implied steps are not one per case")
	}
	ent := &Entry{Schema: schema, Memos: memos, Sums: sums, Always: always, Implied: implied,
		Eval: func(doc unsafe.Pointer, k int, g Gen) (bool, Gen) { return eval((*T)(doc), k, g) }}
	if check != nil {
		ent.Check = func(doc unsafe.Pointer) bool { return check((*T)(doc)) }
	}
	entries.Store(reflect.TypeFor[*T](), ent)
	return struct{}{}
}

// Lookup returns the registration of the pointer type t, or nil.
func Lookup(t reflect.Type) *Entry {
	if e, ok := entries.Load(t); ok {
		return e.(*Entry)
	}
	return nil
}
