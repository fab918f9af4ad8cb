package codec

import (
	"reflect"
	"unsafe"
)

// Members gives a reader of some top-level members of a document (the
// constraint evaluator) each member on its own, exactly as Visit gives it
// inside the top-level object, without visiting the others. It is made once
// per type and is safe for concurrent use.
type Members struct {
	pl      *plan
	mayFail bool
	none    *ReadFilter
}

// MembersOf returns the members of the documents of type t, which must be a
// planned struct type that is neither Custom nor open (it keeps no
// undeclared members); nil otherwise.
func MembersOf(t reflect.Type) *Members {
	if t.Kind() != reflect.Struct || reflect.PointerTo(t).Implements(customType) {
		return nil
	}
	pl := planOf(t)
	if pl.kind != kStruct || pl.open {
		return nil
	}
	return &Members{pl: pl, mayFail: mayFail(pl, map[*plan]bool{}), none: NewReadFilter(func(string) bool { return false })}
}

var customType = reflect.TypeFor[Custom]()

// Index returns the index of the declared member name, or -1.
func (m *Members) Index(name string) int {
	if i, ok := m.pl.byName[name]; ok {
		return i
	}
	return -1
}

// Visit visits member i of the document doc points to (a *T of the type
// MembersOf was given) as Visit does inside the top-level object, without
// its name, and reports whether the object has the member. Visiting a
// member may fail only where Check would fail.
func (m *Members) Visit(doc unsafe.Pointer, i int, vis Visitor) (bool, error) {
	w := visitWalk{vis: vis}
	ok := w.member(&m.pl.fields[i], doc, false)
	return ok, w.err
}

// Check returns the error Visit(doc, vis) would return, visiting for it
// only what may fail (a number that cannot be written, a text primitive
// whose MarshalText fails, an any-valued member) into vis: nothing at all
// for a type that holds no such value.
func (m *Members) Check(doc unsafe.Pointer, vis Visitor) error {
	if !m.mayFail {
		return nil
	}
	w := visitWalk{vis: vis, visit: m.none.mask(m.pl)}
	w.object(m.pl, doc)
	return w.err
}

// RunRules calls fn with the Rules of the top-level object of v (a pointer
// to a planned struct) as if every member had passed its own checks, and
// returns what fn reported: violations, or warnings with warn. It lets
// tests and benchmarks run one rule function (such as the constraint
// evaluator's) alone.
func RunRules(v any, warn bool, fn func(r *Rules)) []Violation {
	pl, _ := addressable(v)
	w := getWalker()
	defer putWalker(w)
	w.rules = Rules{w: w, pl: pl, warn: warn}
	fn(&w.rules)
	if warn {
		return w.warn
	}
	return w.viol
}
