package codec

import (
	"reflect"
	"sync"
	"unsafe"
)

// Family is what a package registers for a set of struct types it cannot
// list in advance, such as every instantiation of a generic type: the struct
// types T whose pointer *T implements the interface I. Register keys its
// metadata by concrete type; a family gives each member the same rules and
// the schema name its errors report, resolved when the member's plan is
// built.
//
// A type that has its own Register'ed Meta is not a member (its Meta
// decides). The family's schema name is only the name reported in errors
// (SchemaName): it is not added to the registry (TypeOf, Schemas), so one
// member can still be registered under that name with Register — for a
// generic envelope, the instantiation the schema file describes.
type Family[I any] struct {
	// Schema is the schema name reported in the errors of every member.
	Schema string
	// Rules adds a member's cross-field violations, like Meta.Rules; v is
	// the *T being checked.
	Rules func(v I, r *Rules)
	// Warnings adds a member's warnings, like Meta.Warnings.
	Warnings func(v I, r *Rules)
	// Applies reports whether Rules and Warnings apply to the member t (to
	// every member when nil). It is called once per member, when its plan is
	// built, so that members without rules cost nothing at validation time.
	Applies func(t reflect.Type) bool
}

type family struct {
	iface reflect.Type
	build func(t reflect.Type) *meta
}

var (
	familyMu sync.RWMutex
	families []family
	// familyMetas holds the metadata built for resolved family members;
	// notMember caches struct types no family claims (SchemaName is on the
	// Decode path).
	familyMetas, notMember sync.Map
)

// RegisterFamily records a family of types (see Family). I must be an
// interface type. Call it from a package-level variable initializer of the
// package declaring the members, so it runs before any member's plan is
// built.
func RegisterFamily[I any](f Family[I]) struct{} {
	iface := reflect.TypeFor[I]()
	if iface.Kind() != reflect.Interface {
		panic("codec.RegisterFamily: " + iface.String() + " is not an interface type")
	}
	build := func(t reflect.Type) *meta {
		m := &meta{schema: f.Schema, crossField: f.Rules != nil}
		if f.Applies != nil && !f.Applies(t) {
			return m
		}
		if f.Rules != nil {
			fn := f.Rules
			m.rules = func(p unsafe.Pointer, r *Rules) { fn(reflect.NewAt(t, p).Interface().(I), r) }
		}
		if f.Warnings != nil {
			fn := f.Warnings
			m.warnings = func(p unsafe.Pointer, r *Rules) { fn(reflect.NewAt(t, p).Interface().(I), r) }
		}
		return m
	}
	familyMu.Lock()
	families = append(families, family{iface: iface, build: build})
	familyMu.Unlock()
	return struct{}{}
}

// metaFor returns the metadata of t: its Register'ed Meta, else that of the
// family it belongs to, else nil.
func metaFor(t reflect.Type) *meta {
	if m, ok := metas.Load(t); ok {
		return m.(*meta)
	}
	if t.Kind() != reflect.Struct {
		return nil
	}
	if m, ok := familyMetas.Load(t); ok {
		return m.(*meta)
	}
	if _, ok := notMember.Load(t); ok {
		return nil
	}
	familyMu.RLock()
	defer familyMu.RUnlock()
	pt := reflect.PointerTo(t)
	for _, f := range families {
		if pt.Implements(f.iface) {
			m, _ := familyMetas.LoadOrStore(t, f.build(t))
			return m.(*meta)
		}
	}
	notMember.Store(t, struct{}{})
	return nil
}
