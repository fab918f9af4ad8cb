package codec

import (
	"reflect"
	"sync"
	"unsafe"
)

// Meta is what a domain package registers for one document type T.
type Meta[T any] struct {
	// Schema is the schema name, "" for nested types without one.
	Schema string
	// Description is the schema file's top-level description (upstream's for
	// upstream types).
	Description string
	// Comment is appended to the schema file's $comment.
	Comment string
	// Since is the contract version (major.minor.patch) that introduced
	// the type; "" means 7.0.0 or earlier. Under an earlier contract the
	// type is no document type: its schema is unknown, and decoding into
	// it is refused.
	Since string
	// Rules adds the type's cross-field (and constraint-file) violations. It runs
	// after the members and undeclared members of the object have been checked,
	// wherever the object sits in a document.
	Rules func(v *T, r *Rules)
	// Warnings adds the type's warnings (they never invalidate a document).
	Warnings func(v *T, r *Rules)
	// Union, when set, marks T as a discriminated union (see Union); T then
	// implements Custom and is never planned.
	Union *Union
	// Annotations are informative keywords (x-…) the schema generator adds
	// to the type's object schema; they never affect validation.
	Annotations map[string]any
	// RulesBeforeNested runs the rules and warnings of the objects nested in
	// this one after this object's own, instead of where they sit: the
	// explicit combined order a type's rules may give
	// (e.g. a sealing policy's rules before its access policy's). Member
	// checks keep their walk order; Rules.OK of a member then reflects the
	// member checks nested in it but not the nested objects' rules.
	RulesBeforeNested bool
}

type meta struct {
	schema      string
	description string
	comment     string
	crossField  bool
	rules       func(p unsafe.Pointer, r *Rules)
	warnings    func(p unsafe.Pointer, r *Rules)
	union       *Union
	annotations map[string]any
	since       Version // Meta.Since

	rulesBeforeNested bool // Meta.RulesBeforeNested
}

var (
	metas   sync.Map // reflect.Type → *meta
	schemas sync.Map // schema name → reflect.Type
)

// Register records the schema name and rules of T. Call it from a package-level
// variable initializer or init function of T's package, so it runs before any
// value of T is decoded or validated.
func Register[T any](m Meta[T]) struct{} {
	t := reflect.TypeFor[T]()
	mt := &meta{schema: m.Schema, description: m.Description, comment: m.Comment, crossField: m.Rules != nil, union: m.Union,
		annotations: m.Annotations, rulesBeforeNested: m.RulesBeforeNested}
	if m.Since != "" {
		mt.since = MustParseVersion(m.Since)
	}
	if m.Rules != nil {
		f := m.Rules
		mt.rules = func(p unsafe.Pointer, r *Rules) { f((*T)(p), r) }
	}
	if m.Warnings != nil {
		f := m.Warnings
		mt.warnings = func(p unsafe.Pointer, r *Rules) { f((*T)(p), r) }
	}
	if _, dup := metas.LoadOrStore(t, mt); dup {
		panic("codec: type registered twice: " + t.String())
	}
	if m.Schema != "" {
		if _, dup := schemas.LoadOrStore(m.Schema, t); dup {
			panic("codec: schema name registered twice: " + m.Schema)
		}
	}
	return struct{}{}
}

// SchemaName returns the schema name registered for t, or "".
func SchemaName(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if m := metaFor(t); m != nil {
		return m.schema
	}
	return ""
}

// Registered reports whether t (or the type it points to) has metadata of
// its own: a Register'ed Meta or a family's. The rules of such a type run
// wherever a value of it sits in a document.
func Registered(t reflect.Type) bool {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return metaFor(t) != nil
}

// TypeSince returns the contract version that introduced t (or the type it
// points to), Meta.Since: 0 for 7.0.0 or earlier and for a type without a
// Register'ed Meta.
func TypeSince(t reflect.Type) Version {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if m, ok := metas.Load(t); ok {
		return m.(*meta).since
	}
	return 0
}

// Describe returns the registered description and comment of t, and whether
// t has cross-field rules.
func Describe(t reflect.Type) (description, comment string, crossField bool) {
	if m, ok := metas.Load(t); ok {
		mt := m.(*meta)
		return mt.description, mt.comment, mt.crossField
	}
	return "", "", false
}

// Annotations returns the schema annotations registered for t (nil when it
// has none). The map is shared: callers must not modify it.
func Annotations(t reflect.Type) map[string]any {
	if m, ok := metas.Load(t); ok {
		return m.(*meta).annotations
	}
	return nil
}

// TypeOf returns the Go type registered under a schema name.
func TypeOf(schema string) (reflect.Type, bool) {
	t, ok := schemas.Load(schema)
	if !ok {
		return nil, false
	}
	return t.(reflect.Type), true
}

// Schemas calls fn for every registered schema name (unordered).
func Schemas(fn func(name string, t reflect.Type)) {
	schemas.Range(func(k, v any) bool { fn(k.(string), v.(reflect.Type)); return true })
}
